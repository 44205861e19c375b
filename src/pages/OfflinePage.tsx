// The offline page: what the service worker shows (by redirect, with `?from=` naming the page) when
// the shopper opens a page offline that was never saved on the device. It is precached for every
// locale, and says what still works: the cart (changes are sent later) and the pages already seen,
// listed from the worker's page cache.
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { CACHES } from '../contract/cacheNames'
import { t } from './sitePageStrings'
import { useSite } from '../site/useSite'

interface SeenPage {
  readonly path: string
  readonly title: string
}

const MAX_LISTED = 20

const decodeEntities = (text: string): string => {
  const element = document.createElement('textarea')
  element.innerHTML = text
  return element.value
}

/** Pages of this locale in the worker's page cache, newest first, with the titles they were saved with. */
const seenPages = async (locale: string): Promise<ReadonlyArray<SeenPage>> => {
  if (typeof caches === 'undefined') return []
  const cache = await caches.open(CACHES.pages)
  const requests = [...(await cache.keys())].reverse()
  const pages: SeenPage[] = []
  for (const request of requests) {
    if (pages.length >= MAX_LISTED) break
    const url = new URL(request.url)
    if (url.origin !== window.location.origin || !url.pathname.startsWith(`/${locale}`) || url.pathname.endsWith('/offline')) continue
    const response = await cache.match(request)
    const html = response ? await response.text() : ''
    const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1]
    pages.push({ path: url.pathname + url.search, title: title ? decodeEntities(title) : url.pathname })
  }
  return pages
}

/** `from` only when it is a path on this site (never another origin). */
const fromParameter = (): string | undefined => {
  const from = new URLSearchParams(window.location.search).get('from')
  return from && from.startsWith('/') && !from.startsWith('//') ? from : undefined
}

export function OfflinePage() {
  const site = useSite()
  const lang = site.language
  // Read after hydration: the precached page was rendered without them.
  const [from, setFrom] = useState<string | undefined>(undefined)
  const [pages, setPages] = useState<ReadonlyArray<SeenPage> | null>(null)

  useEffect(() => {
    setFrom(fromParameter())
    seenPages(site.locale)
      .then(setPages)
      .catch(() => setPages([]))
  }, [site.locale])

  const heading = css({ fontSize: 'xl', fontWeight: 'bold', mt: '8', mb: '3' })
  const link = css({ textDecoration: 'underline', fontWeight: 'semibold', color: 'fg', _hover: { color: 'accent' } })

  return (
    <div className={css({ maxW: '3xl', mx: 'auto', px: { base: '4', md: '6' }, py: '12' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '4' })}>{t(lang, 'offlinePage.title')}</h1>
      <p className={css({ fontSize: 'lg', color: 'fg.muted' })}>{t(lang, 'offlinePage.intro')}</p>
      {from ? (
        <p className={css({ mt: '4' })}>
          <a href={from} className={css({ display: 'inline-block', px: '4', py: '2', bg: 'accent', color: 'accent.fg', rounded: 'md', fontWeight: 'bold' })}>
            {t(lang, 'offlinePage.retry')}
          </a>
        </p>
      ) : null}

      <h2 className={heading}>{t(lang, 'offlinePage.canDo')}</h2>
      <ul className={css({ display: 'grid', gap: '3' })}>
        <li>
          <Link to="/$locale/cart" params={{ locale: site.locale }} className={link}>
            {t(lang, 'offlinePage.cart')}
          </Link>
          <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })}>{t(lang, 'offlinePage.cartHint')}</span>
        </li>
        <li>
          <Link to="/$locale" params={{ locale: site.locale }} className={link}>
            {t(lang, 'offlinePage.home')}
          </Link>
        </li>
      </ul>

      <h2 className={heading}>{t(lang, 'offlinePage.seen')}</h2>
      {pages === null ? null : pages.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>{t(lang, 'offlinePage.none')}</p>
      ) : (
        <ul aria-label={t(lang, 'offlinePage.seen')} className={css({ display: 'grid', gap: '2' })}>
          {pages.map((page) => (
            <li key={page.path}>
              {/* A full page load: the worker answers it from its page cache. */}
              <a href={page.path} className={link}>
                {page.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
