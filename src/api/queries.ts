// TanStack Query factories for catalogue and content reads: one `queryOptions` per read, used by
// route loaders (prefetch / ensureQueryData on the server) and components (useQuery / useSuspenseQuery)
// alike. Keys carry brand, locale (and the content mode) so sites never share a cache entry.
import { queryOptions } from '@tanstack/react-query'
import type { Brand, Locale } from '../contract/site/sites'
import { isClientError } from './clientErrorTags'
import { contentMode } from './config'
import type { CanvasPage, ContentPage, MenuResponse } from '../contract/schemas/content'
import type { CatalogQuery, CatalogResponse, InventoryResponse, ProductDetails, RecommendationsResponse } from '../contract/schemas/products'

export interface Site {
  brand: Brand
  locale: Locale
}

const siteOf = (site: Site): Site => ({ brand: site.brand, locale: site.locale })

/**
 * The API client (Effect, the call table, the response schemas), imported when a query first fetches:
 * a server-rendered page hydrates from the dehydrated data and loads it only on a client-side fetch.
 */
const api = () => import('./client')

/**
 * A content page ready to render, prepared where it is fetched: each section decoded by its block's
 * schema (an unknown type or a malformed section dropped with a warning; src/blocks/sections.ts) and
 * rich text sanitised (DOMPurify, loaded only when the page has rich text). The cache, the dehydrated
 * data and renders hold decoded, sanitised sections only, so a server-rendered page needs neither
 * Schema nor a sanitiser in the browser; a client-side fetch loads them with the API client.
 */
const prepared = async (page: CanvasPage): Promise<ContentPage> => {
  const { decodeSections } = await import('../blocks/sections')
  const sections = decodeSections(page.sections)
  if (!sections.some((s) => s.type === 'richText')) return { ...page, sections }
  const { sanitizeRichTextSections } = await import('../blocks/richText/sanitize')
  return { ...page, sections: sanitizeRichTextSections(sections) }
}

/** A 404 ApiError: loaders turn it into `notFound()`. */
export const isNotFound = (error: unknown): boolean =>
  isClientError(error) ? error._tag === 'ApiError' && error.status === 404 : false

/** Retry once, and only what may succeed on a second try: no response, a timeout, or a 5xx. */
const retry = (failureCount: number, error: unknown): boolean => {
  if (failureCount >= 1) return false
  if (!isClientError(error)) return true
  if (error._tag === 'NetworkError' || error._tag === 'TimeoutError') return true
  return error._tag === 'ApiError' && error.status >= 500
}

/** GET /{mode}/caas/v1/canvas/page/{siteId}/{page} */
export const contentPageQuery = (site: Site, page: string) =>
  queryOptions({
    queryKey: ['content', 'page', site.brand, site.locale, contentMode(), page] as const,
    queryFn: async ({ signal }): Promise<ContentPage> => (await api()).requestPromise('contentPage', { site: siteOf(site), path: { page }, signal }).then(prepared),
    retry,
  })

/** GET /{mode}/caas/v1/canvas/augmentedpage/{siteId}/{page} (fixed page names: cart, error-4xx, ...) */
export const augmentedPageQuery = (site: Site, page: string) =>
  queryOptions({
    queryKey: ['content', 'augmentedpage', site.brand, site.locale, contentMode(), page] as const,
    queryFn: async ({ signal }): Promise<ContentPage> => (await api()).requestPromise('contentAugmentedPage', { site: siteOf(site), path: { page }, signal }).then(prepared),
    retry,
  })

/** GET /{mode}/caas/v1/canvas/category/{siteId}/{categoryId} */
export const categoryContentQuery = (site: Site, categoryId: string) =>
  queryOptions({
    queryKey: ['content', 'category', site.brand, site.locale, contentMode(), categoryId] as const,
    queryFn: async ({ signal }): Promise<ContentPage> => (await api()).requestPromise('contentCategory', { site: siteOf(site), path: { categoryId }, signal }).then(prepared),
    retry,
  })

/** GET /{mode}/caas/v1/canvas/footer/{siteId} */
export const footerQuery = (site: Site) =>
  queryOptions({
    queryKey: ['content', 'footer', site.brand, site.locale, contentMode()] as const,
    queryFn: async ({ signal }): Promise<ContentPage> => (await api()).requestPromise('contentFooter', { site: siteOf(site), signal }).then(prepared),
    retry,
  })

/** GET /{mode}/caas/v1/canvas/menu/{siteId} */
export const menuQuery = (site: Site) =>
  queryOptions({
    queryKey: ['content', 'menu', site.brand, site.locale, contentMode()] as const,
    queryFn: async ({ signal }): Promise<MenuResponse> => (await api()).requestPromise('contentMenu', { site: siteOf(site), signal }),
    retry,
  })

/** GET /products/v2/catalog */
export const catalogQuery = (site: Site, q: CatalogQuery) =>
  queryOptions({
    queryKey: ['catalog', site.brand, site.locale, q] as const,
    queryFn: async ({ signal }): Promise<CatalogResponse> => (await api()).requestPromise('catalog', { site: siteOf(site), query: q, signal }),
    retry,
  })

/** GET /products/v2/products/{productId}/details */
export const productQuery = (site: Site, productId: string) =>
  queryOptions({
    queryKey: ['product', site.brand, site.locale, productId] as const,
    queryFn: async ({ signal }): Promise<ProductDetails> => (await api()).requestPromise('productDetails', { site: siteOf(site), path: { productId }, signal }),
    retry,
  })

/** GET /products/v2/products/{productId}/inventory (fresh stock: short stale time). */
export const inventoryQuery = (site: Site, productId: string) =>
  queryOptions({
    queryKey: ['inventory', site.brand, site.locale, productId] as const,
    queryFn: async ({ signal }): Promise<typeof InventoryResponse.Type> =>
      (await api()).requestPromise('productInventory', { site: siteOf(site), path: { productId }, signal }),
    staleTime: 10_000,
    retry,
  })

/** GET /products/v1/widgetRecommendations */
export const recommendationsQuery = (site: Site, p: { categoryId?: string; productId?: string; limit: number }) =>
  queryOptions({
    queryKey: ['recommendations', site.brand, site.locale, p] as const,
    queryFn: async ({ signal }): Promise<RecommendationsResponse> =>
      (await api()).requestPromise('widgetRecommendations', {
        site: siteOf(site),
        query: { limit: p.limit, ...(p.categoryId ? { categoryId: p.categoryId } : {}), ...(p.productId ? { productId: p.productId } : {}) },
        signal,
      }),
    retry,
  })
