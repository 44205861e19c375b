// TanStack Query factories for search: product search (the search page), autosuggest (the header's
// search box) and the content service's article search (the search page's content results). Apart
// from ./queries.ts so that pages without search do not carry them.
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { AutoSuggestResponse, ContentSearchQuery, ContentSearchResponse, ProductSearchQuery, ProductSearchResponse } from '../contract/schemas/search'
import type { SearchState } from '../contract/searchState'
import { PAGE_SIZE } from '../contract/site/catalogSearch'
import { contentMode } from './config'
import { api, retry, siteOf, type Site } from './queries'

/** The productSearch query of a search page's URL state (a page of PAGE_SIZE results). */
export const toProductSearchQuery = (s: SearchState & { q: string }): ProductSearchQuery => ({
  q: s.q,
  ...(s.sort ? { sort: s.sort } : {}),
  ...(s.category ? { category: s.category } : {}),
  ...(s.colour ? { colour: s.colour } : {}),
  ...(s.size ? { size: s.size } : {}),
  ...(s.price ? { price: s.price } : {}),
  ...(s.rating ? { rating: s.rating } : {}),
  ...(s.brand ? { brand: s.brand } : {}),
  start: ((s.page ?? 1) - 1) * PAGE_SIZE,
  count: PAGE_SIZE,
})

/** GET /products/v2/search/productSearch */
export const productSearchQuery = (site: Site, q: ProductSearchQuery) =>
  queryOptions({
    queryKey: ['productSearch', site.brand, site.locale, q] as const,
    queryFn: async ({ signal }): Promise<ProductSearchResponse> => (await api()).requestPromise('productSearch', { site: siteOf(site), query: q, signal }),
    retry,
  })

/** GET /products/v2/search/autoSuggest (what is being typed: kept a minute, never retried). */
export const autoSuggestQuery = (site: Site, q: string) =>
  queryOptions({
    queryKey: ['autoSuggest', site.brand, site.locale, q] as const,
    queryFn: async ({ signal }): Promise<AutoSuggestResponse> => (await api()).requestPromise('autoSuggest', { site: siteOf(site), query: { q }, signal }),
    staleTime: 60_000,
    retry: false,
  })

/** How many articles the search page shows beside the products. */
export const SEARCH_PAGE_ARTICLES = 3

/** GET /{mode}/caas/v1/canvas/search/{siteId}/article */
export const articleSearchQuery = (site: Site, q: ContentSearchQuery) =>
  queryOptions({
    queryKey: ['content', 'search', site.brand, site.locale, contentMode(), q] as const,
    queryFn: async ({ signal }): Promise<ContentSearchResponse> =>
      (await api()).requestPromise('contentSearch', { site: siteOf(site), path: { searchType: 'article' }, query: q, signal }),
    retry,
  })

/**
 * What the search page needs before it renders: the products (critical) and the articles for the
 * query as understood (not critical: a failing content service leaves the page without them).
 */
export const loadSearchPage = async (queryClient: QueryClient, site: Site, state: SearchState & { q: string }): Promise<void> => {
  const results = await queryClient.ensureQueryData(productSearchQuery(site, toProductSearchQuery(state)))
  await queryClient.prefetchQuery(articleSearchQuery(site, { q: results.searchedFor || state.q, limit: SEARCH_PAGE_ARTICLES }))
}
