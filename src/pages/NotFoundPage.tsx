// The 4xx page: content page `error-4xx` from the content service. Rendered for unknown paths,
// malformed or unknown category and product ids; the server render answers with HTTP 404.
// The router's not-found component loads it when a 404 is shown (./LazyNotFoundPage.tsx), and its
// content blocks (the block registry, every block component) are imported lazily too
// (docs/decisions/0012). Its sections arrive decoded by the query.
import { useQuery } from '@tanstack/react-query'
import { Link, useParams, useRouteContext } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { css } from 'styled-system/css'
import { augmentedPageQuery } from '../blocks/contentQueries'
import { BRAND_INFO, isLocale } from '../contract/site/sites'
import { siteContextOf } from '../site/useSite'
import { t } from './sitePageStrings'

const Blocks = lazy(() => import('../blocks/BlockRenderer').then((m) => ({ default: m.Blocks })))

export function NotFoundPage() {
  const { settings } = useRouteContext({ from: '__root__' })
  const params = useParams({ strict: false }) as { locale?: string }
  const locale = params.locale && isLocale(params.locale) ? params.locale : BRAND_INFO[settings.brand].defaultLocale
  const site = siteContextOf(settings.brand, locale)
  const page = useQuery(augmentedPageQuery(site, 'error-4xx'))
  // Rendered in place of the page layout (the 404 can come from any level), so it brings its own landmarks.
  return (
    <main id="main" className={css({ maxW: '5xl', mx: 'auto', px: { base: '4', md: '6' }, py: '12' })}>
      <p className={css({ mb: '6' })}>
        <Link to="/$locale" params={{ locale }} className={css({ fontWeight: 'extrabold', fontSize: 'xl', color: 'brand' })}>
          {BRAND_INFO[settings.brand].name}
        </Link>
      </p>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '4' })}>{page.data?.title ?? t(site.language, 'notFound.title')}</h1>
      {page.data ? (
        <Suspense fallback={null}>
          <Blocks sections={page.data.sections} site={site} />
        </Suspense>
      ) : null}
      <p className={css({ mt: '6' })}>
        <Link to="/$locale" params={{ locale }} className={css({ textDecoration: 'underline', fontWeight: 'semibold' })}>
          {t(site.language, 'notFound.home')}
        </Link>
      </p>
    </main>
  )
}
