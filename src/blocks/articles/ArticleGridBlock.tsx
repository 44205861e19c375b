// The article grid (spec 002 sections 2, 4, 8, 9): articles from the content service's search, newest
// first, narrowed by tags. The chosen tags are the URL's `component{id}[tagId]` parameter (several
// values), so a filtered grid can be shared and the server renders it; toggling a tag starts again
// from the first page; Clear all returns to the content's initial tags; Load more adds the next page
// (the offset grows by the page size: rows × the small screen's columns, or 3). The tag list shows 4,
// 10 or 20 tags (sm, md, lg) until See more. A failed fetch is logged ("Error fetching articles") and
// loading stops.
import { useNavigate } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState, type CSSProperties } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { ArticleGridSection } from '../../contract/schemas/content'
import { LOCALE_INFO } from '../../contract/site/sites'
import { usePageContext } from '../pageContext'
import type { BlockProps } from '../registry'
import { bt } from '../strings'
import { ArticleCard } from './ArticleCard'
import { articleSearchQuery, gridSearch, tagParam } from './articleQueries'

/** The tags after toggling one. */
export const toggleTag = (tags: ReadonlyArray<string>, tag: string): ReadonlyArray<string> => (tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag])

const COLUMNS = { 1: '1fr', 2: 'repeat(2, minmax(0, 1fr))', 3: 'repeat(3, minmax(0, 1fr))', 4: 'repeat(4, minmax(0, 1fr))' } as const

// Facets beyond 4 (sm), 10 (md), 20 (lg) are hidden until See more; See more shows when there are more.
const facetList = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  '&:not([data-expanded]) > li:nth-child(n+5)': { display: 'none' },
  md: { '&:not([data-expanded]) > li:nth-child(n+5)': { display: 'list-item' }, '&:not([data-expanded]) > li:nth-child(n+11)': { display: 'none' } },
  lg: { '&:not([data-expanded]) > li:nth-child(n+11)': { display: 'list-item' }, '&:not([data-expanded]) > li:nth-child(n+21)': { display: 'none' } },
})
const seeMore = css({
  display: 'none',
  '&[data-count-sm=more]': { display: 'inline-flex' },
  md: { '&[data-count-md=more]': { display: 'inline-flex' }, '&[data-count-md=fits]': { display: 'none' } },
  lg: { '&[data-count-lg=more]': { display: 'inline-flex' }, '&[data-count-lg=fits]': { display: 'none' } },
  '&[data-expanded]': { display: 'inline-flex' },
})

export function ArticleGridBlock({ section, site }: BlockProps<ArticleGridSection>) {
  const lang = LOCALE_INFO[site.locale].language
  const page = usePageContext()
  const navigate = useNavigate()
  const first = gridSearch(section, page)
  const tags = first.tagId ?? []
  const tagsKey = tags.join(',')
  const [pages, setPages] = useState({ tags: tagsKey, count: 1 })
  const pageCount = pages.tags === tagsKey ? pages.count : 1
  const [expanded, setExpanded] = useState(false)
  const titleId = useId()
  // The pages loaded so far, each page its own cached search (the first is what the server rendered);
  // one query over them rather than useQueries, which would join the scripts every page runs.
  const queryClient = useQueryClient()
  const firstPage = useQuery(articleSearchQuery(site, first))
  const more = useQuery({
    queryKey: ['content', 'search', 'article-pages', site.brand, site.locale, first, pageCount] as const,
    queryFn: () => Promise.all(Array.from({ length: pageCount - 1 }, (_, i) => queryClient.fetchQuery(articleSearchQuery(site, { ...first, offset: (i + 1) * first.limit })))),
    enabled: pageCount > 1,
    placeholderData: (previous) => previous,
  })
  const failed = firstPage.isError ? firstPage.error : more.isError ? more.error : undefined
  useEffect(() => {
    if (failed) console.error('Error fetching articles', failed)
  }, [failed])

  const head = firstPage.data
  const articles = [...(head?.result ?? []), ...(pageCount > 1 ? (more.data ?? []).flatMap((page) => page.result) : [])]
  const numFound = head?.numFound ?? 0
  const loading = (firstPage.isPending || (pageCount > 1 && more.isFetching)) && !failed
  const facets = head?.facets ?? []

  // Choosing tags starts again from the first page (spec 002 section 4: the offset resets to 0).
  const chooseTags = (next: ReadonlyArray<string>) => {
    setPages({ tags: next.join(','), count: 1 })
    void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, [tagParam(section.id)]: next.length > 0 ? [...next] : undefined }), replace: true, resetScroll: false } as Parameters<typeof navigate>[0])
  }
  const clearAll = () => {
    setPages({ tags: (section.initialTags ?? []).join(','), count: 1 })
    void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, [tagParam(section.id)]: undefined }), replace: true, resetScroll: false } as Parameters<typeof navigate>[0])
  }
  const columns = { sm: section.columns?.sm ?? 1, md: section.columns?.md ?? 2, lg: section.columns?.lg ?? 3 }
  const fits = (n: number) => (facets.length > n ? 'more' : 'fits')

  return (
    <section aria-labelledby={section.title ? titleId : undefined} aria-label={section.title ? undefined : section.name} data-block="articleGrid" className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: 'section' })}>
      {section.title && (
        <h2 id={titleId} className={css({ textStyle: 'heading.md', mb: '4' })}>
          {section.title}
        </h2>
      )}
      {section.showFacets !== false && facets.length > 0 && (
        <div role="group" aria-label={bt(lang, 'articles.tags')} className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mb: '5' })}>
          <ul className={facetList} data-expanded={expanded ? '' : undefined}>
            {facets.map((facet) => {
              const chosen = tags.includes(facet.id)
              return (
                <li key={facet.id}>
                  <button
                    type="button"
                    aria-pressed={chosen}
                    onClick={() => chooseTags(toggleTag(tags, facet.id))}
                    className={css({ minH: '11', px: '4', rounded: 'full', borderWidth: '1px', borderColor: 'border.strong', fontSize: 'sm', cursor: 'pointer', '&[aria-pressed=true]': { bg: 'fg', color: 'bg', borderColor: 'fg' }, _hover: { borderColor: 'fg' } })}
                  >
                    {facet.label} <span className={css({ opacity: 0.75 })}>({facet.count})</span>
                  </button>
                </li>
              )
            })}
          </ul>
          <button type="button" className={cx(seeMore, button({ variant: 'ghost', size: 'sm' }))} data-count-sm={fits(4)} data-count-md={fits(10)} data-count-lg={fits(20)} data-expanded={expanded ? '' : undefined} aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
            {bt(lang, expanded ? 'articles.seeLess' : 'articles.seeMore')}
          </button>
          {tags.join(',') !== (section.initialTags ?? []).join(',') && (
            <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={clearAll}>
              {bt(lang, 'articles.clearAll')}
            </button>
          )}
        </div>
      )}
      <p aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted', mb: '4' })}>
        {head ? (numFound === 0 ? bt(lang, 'articles.none') : bt(lang, 'articles.shown', { shown: articles.length, count: numFound })) : ''}
      </p>
      <ul aria-busy={loading} className={css({ display: 'grid', gap: '6', gridTemplateColumns: 'var(--cols-sm)', md: { gridTemplateColumns: 'var(--cols-md)' }, lg: { gridTemplateColumns: 'var(--cols-lg)' } })} style={{ '--cols-sm': COLUMNS[columns.sm as 1], '--cols-md': COLUMNS[columns.md as 2], '--cols-lg': COLUMNS[columns.lg as 3] } as CSSProperties}>
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} locale={site.locale} />
          </li>
        ))}
      </ul>
      {!failed && articles.length < numFound && (
        <div className={css({ display: 'flex', justifyContent: 'center', mt: '6' })}>
          <button type="button" disabled={loading} className={button({ variant: 'secondary', size: 'md' })} onClick={() => setPages({ tags: tagsKey, count: pageCount + 1 })}>
            {bt(lang, 'articles.loadMore')}
          </button>
        </div>
      )}
    </section>
  )
}
