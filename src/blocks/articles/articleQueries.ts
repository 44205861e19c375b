// The content service's article search (GET …/search/{siteId}/article, spec 002 section 7) for the
// article grid and an article page's related articles, with the prefetches their registry entries
// run in route loaders (so the server renders the first page of articles).
import type { QueryClient } from '@tanstack/react-query'
import type { Site } from '../../api/queries'
import { articleSearchQuery as contentSearchQuery } from '../../api/searchQueries'
import type { ArticleGridSection, ArticlePageSection } from '../../contract/schemas/content'
import { RELATED_ARTICLES_LIMIT } from '../../contract/contentRules'
import type { PageContext } from '../pageContext'

export interface ArticleSearch {
  readonly q?: string
  readonly tagId?: ReadonlyArray<string>
  readonly offset?: number
  readonly limit: number
}

/** The shared article search query (../../api/searchQueries.ts) of a grid's or an article's search. */
export const articleSearchQuery = (site: Site, search: ArticleSearch) =>
  contentSearchQuery(site, {
    ...(search.q ? { q: search.q } : {}),
    ...(search.tagId && search.tagId.length > 0 ? { tagId: [...search.tagId] } : {}),
    offset: search.offset ?? 0,
    limit: search.limit,
  })

/** The query parameter holding a grid's chosen tags (spec 002 section 2: component{id}[tagId], several values). */
export const tagParam = (sectionId: string): string => `component${sectionId}[tagId]`

const TAG = /^[a-z0-9-]{1,40}$/

/** The chosen tags of a grid in a parsed query: one value or several, bad ones dropped; undefined when the URL names none. */
export const tagsInSearch = (search: Readonly<Record<string, unknown>> | undefined, sectionId: string): ReadonlyArray<string> | undefined => {
  const raw = search?.[tagParam(sectionId)]
  if (raw === undefined) return undefined
  const values = (Array.isArray(raw) ? raw : [raw]).map(String).filter((tag) => TAG.test(tag))
  return [...new Set(values)].slice(0, 10)
}

/** Spec 002 section 9: rows × the small screen's columns, or 3. */
export const gridPageSize = (section: ArticleGridSection): number => (section.rows ? section.rows * (section.columns?.sm ?? 1) : 3)

/** The first page of a grid, for the page's query and its chosen tags. */
export const gridSearch = (section: ArticleGridSection, page: PageContext): ArticleSearch => ({
  ...(section.query ? { q: section.query } : {}),
  tagId: tagsInSearch(page.search, section.id) ?? section.initialTags ?? [],
  offset: 0,
  limit: gridPageSize(section),
})

export const articleGridPrefetch = (section: ArticleGridSection, queryClient: QueryClient, site: Site, page: PageContext): Promise<void> =>
  queryClient.prefetchQuery(articleSearchQuery(site, gridSearch(section, page)))

/** Articles sharing a tag with this one: one more than shown, as the article itself may be among them. */
export const relatedSearch = (section: ArticlePageSection): ArticleSearch => ({ tagId: section.tags.map((tag) => tag.id), limit: RELATED_ARTICLES_LIMIT + 1 })

export const relatedArticlesPrefetch = async (section: ArticlePageSection, queryClient: QueryClient, site: Site): Promise<void> => {
  if (section.relatedTitle && section.tags.length > 0) await queryClient.prefetchQuery(articleSearchQuery(site, relatedSearch(section)))
}
