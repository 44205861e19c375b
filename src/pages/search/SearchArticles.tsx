// The content results of the search page: the content service's articles for the query (spec 002:
// getSearch for type 'article'). Not critical: prefetched with the page, and when the content
// service fails the section is left out ("Error fetching articles" logged). Opening an article
// reports a search content click (spec 002 section 7) to the page's data layer.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { css } from 'styled-system/css'
import { articleSearchQuery, SEARCH_PAGE_ARTICLES } from '../../api/searchQueries'
import { LOCALE_INFO } from '../../contract/site/sites'
import { useSite } from '../../site/useSite'
import { pushAnalyticsEvent } from '../../ui/analytics'
import { t } from './strings'
import { dateTimeFormat } from '../../contract/intlDates'
import { useHydrating } from '../../pwa/browser/hydrationMark'

export function SearchArticles({ q }: { q: string }) {
  const hydrating = useHydrating()
  const site = useSite()
  const { data, error } = useQuery(articleSearchQuery(site, { q, limit: SEARCH_PAGE_ARTICLES }))
  useEffect(() => {
    if (error) console.error('Error fetching articles', error)
  }, [error])
  if (!data || data.result.length === 0) return null
  const date = dateTimeFormat(LOCALE_INFO[site.locale].tag, { dateStyle: 'medium', timeZone: 'UTC' })
  return (
    // Marked until hydrated: a tap before then is a plain link's (its click report is the app's).
    <section {...hydrating} aria-labelledby="search-articles" className={css({ mt: '10', borderTopWidth: '1px', borderColor: 'border', pt: '6' })}>
      <h2 id="search-articles" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' })}>
        {t(site.language, 'search.articles')}
      </h2>
      <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: '5' })}>
        {data.result.map((article, index) => (
          <li key={article.id}>
            <article className={css({ position: 'relative', display: 'flex', flexDirection: 'column', gap: '1.5' })} data-testid="search-article">
              <img
                src={article.picture.url}
                alt=""
                width={article.picture.width}
                height={article.picture.height}
                loading="lazy"
                decoding="async"
                className={css({ w: 'full', h: 'auto', aspectRatio: '16 / 7', objectFit: 'cover', rounded: 'card', bg: 'bg.subtle' })}
              />
              {article.eyebrow && <p className={css({ fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: 'wide', color: 'fg.muted' })}>{article.eyebrow}</p>}
              <h3 className={css({ fontWeight: 'semibold' })}>
                <Link
                  to={article.url}
                  onClick={() => pushAnalyticsEvent({ event: 'searchContentClick', searchTerm: q, contentId: article.id, contentType: 'article', position: index + 1, url: article.url })}
                  className={css({ _after: { content: '""', position: 'absolute', inset: '0' }, _hover: { textDecoration: 'underline' } })}
                >
                  {article.title}
                </Link>
              </h3>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                <time dateTime={article.date}>{date.format(new Date(`${article.date}T00:00:00Z`))}</time>
              </p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
