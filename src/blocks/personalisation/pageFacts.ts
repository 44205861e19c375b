// What the page is, from its path and the data it was rendered from (the query cache the route
// loaders filled): its page type, the product or category it shows with the breadcrumb trail, the
// products it lists, the search term, the order it confirms. Read by the decide call's page events
// and by the filter-by display rule (blocks read the current path to pick out a product or category
// identifier, spec 002 section 2). Nothing is fetched here.
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useMemo } from 'react'
import { productQuery, type Site } from '../../api/queries'
import type { CatalogResponse } from '../../contract/schemas/products'
import { pageTypeOf, splitSlugId, type PageType } from '../../contract/site/routeRules'

export interface PageFacts {
  readonly pageType: PageType
  /** Path and query of the page. */
  readonly url: string
  /** The product (style) id of a product page. */
  readonly productId?: string
  /** The page's categories, outermost first: a category page's trail and itself, a product's trail. */
  readonly categoryIds: ReadonlyArray<string>
  /** Names of the breadcrumb trail, outermost first. */
  readonly breadcrumbs: ReadonlyArray<string>
  /** The search term of a search page. */
  readonly searchTerm?: string
  /** Product ids listed as tiles (a category page's results). */
  readonly thumbnails: ReadonlyArray<string>
  /** The order number an order confirmation page shows. */
  readonly orderNumber?: string
}

const SEARCH_PARAMS = ['q', 'text', 'searchTerm'] as const

const catalogueOf = (queryClient: QueryClient, site: Site, categoryId: string): CatalogResponse | undefined => {
  for (const [, data] of queryClient.getQueriesData<CatalogResponse>({ queryKey: ['catalog', site.brand, site.locale] })) {
    if (data?.category.id === categoryId) return data
  }
  return undefined
}

/** The facts of the page at `pathname` + `searchStr`, from what the query cache holds for it. */
export const pageFactsOf = (pathname: string, searchStr: string, site: Site, queryClient: QueryClient): PageFacts => {
  const pageType = pageTypeOf(pathname)
  const params = new URLSearchParams(searchStr)
  const base = { pageType, url: `${pathname}${searchStr}`, categoryIds: [], breadcrumbs: [], thumbnails: [] }
  const third = pathname.split('/')[3] ?? ''
  if (pageType === 'product') {
    const { id } = splitSlugId(third)
    const product = queryClient.getQueryData(productQuery(site, id).queryKey)
    return {
      ...base,
      productId: id,
      categoryIds: product?.breadcrumbs.map((b) => b.id) ?? [],
      breadcrumbs: product ? [...product.breadcrumbs.map((b) => b.name), product.name] : [],
    }
  }
  if (pageType === 'category') {
    const { id } = splitSlugId(third)
    const data = catalogueOf(queryClient, site, id)
    return {
      ...base,
      categoryIds: data ? [...data.category.breadcrumbs.map((b) => b.id), id] : [id],
      breadcrumbs: data ? [...data.category.breadcrumbs.map((b) => b.name), data.category.name] : [],
      thumbnails: data?.products.map((p) => p.id) ?? [],
    }
  }
  if (pageType === 'search') {
    const term = SEARCH_PARAMS.map((p) => params.get(p)?.trim()).find((t) => t)
    return { ...base, ...(term ? { searchTerm: term.slice(0, 200) } : {}) }
  }
  if (pageType === 'orderConfirmation') {
    const order = params.get('order')
    return { ...base, ...(order ? { orderNumber: order } : {}) }
  }
  return base
}

/** The facts of the page being shown (render-time: the router's location and the query cache). */
export const usePageFacts = (site: Site): PageFacts => {
  const queryClient = useQueryClient()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const searchStr = useRouterState({ select: (state) => state.location.searchStr })
  return useMemo(() => pageFactsOf(pathname, searchStr, site, queryClient), [pathname, searchStr, site, queryClient])
}
