// TanStack Query factories for catalogue reads and the menu (content pages: src/blocks/contentQueries.ts; the account pages': ./accountQueries.ts): one `queryOptions` per read, used by
// route loaders (prefetch / ensureQueryData on the server) and components (useQuery / useSuspenseQuery)
// alike. Keys carry brand, locale (and the content mode) so sites never share a cache entry.
import { queryOptions } from '@tanstack/react-query'
import type { Brand, Locale } from '../contract/site/sites'
import { isClientError } from './clientErrorTags'
import { contentMode, getApiRuntime, type SharedReadProducts } from './config'
import type { MenuResponse } from '../contract/schemas/content'
import type { LocationSelector } from '../contract/schemas/internal'
import type { CatalogQuery, CatalogResponse, InventoryResponse, ProductDetails, RecommendationsResponse } from '../contract/schemas/products'
import type * as ClientModule from './client'

export interface Site {
  brand: Brand
  locale: Locale
}

export const siteOf = (site: Site): Site => ({ brand: site.brand, locale: site.locale })

type Client = typeof ClientModule
let client: Promise<Client> | undefined

/**
 * The API client (Effect, the call table, the response schemas), imported when a query first fetches:
 * a server-rendered page hydrates from the dehydrated data and loads it only on a client-side fetch.
 * Effect's Schema evaluates first, in a task of its own (./schemaFirst.ts), then the client with the
 * call table's schemas, then the first call is made: three shorter tasks instead of one long one.
 */
export const api = (): Promise<Client> =>
  // The first call (building its request, compiling its schemas' parsers) comes in a task after the
  // client's evaluation, not in the same one.
  (client ??= import('./schemaFirst')
    .then(({ importInTurns }) => importInTurns(() => import('./client')))
    .catch((error: unknown) => {
      // A chunk that failed to load (offline, a new deploy) is asked for again by the next call.
      client = undefined
      throw error
    }))

/** A 404 ApiError: loaders turn it into `notFound()`. */
export const isNotFound = (error: unknown): boolean =>
  isClientError(error) ? error._tag === 'ApiError' && error.status === 404 : false

/** Retry once, and only what may succeed on a second try: no response, a timeout, or a 5xx. */
export const retry = (failureCount: number, error: unknown): boolean => {
  if (failureCount >= 1) return false
  if (!isClientError(error)) return true
  if (error._tag === 'NetworkError' || error._tag === 'TimeoutError') return true
  return error._tag === 'ApiError' && error.status >= 500
}

/**
 * A read every anonymous shopper of a site sees alike, ready to render (decoded, sanitised): on the
 * server, the process keeps it between pages until the reference services publish a change or it
 * ages (src/pwa/server/sharedReads.ts), instead of calling, decoding and sanitising it for every page.
 * Preview content (an editor's) is never kept. Only for reads that take nothing of the shopper (no
 * token, no cookie) and whose answer is the same for everyone with the same key; the value is shared
 * between renders, so nothing may change it (the query cache's values are never changed either).
 */
export const sharedRead = <T>(
  key: ReadonlyArray<unknown>,
  signal: AbortSignal | undefined,
  load: (signal?: AbortSignal) => Promise<T>,
  products?: SharedReadProducts<T>,
): Promise<T> => {
  // Server builds only: the browser's bundle keeps the plain load.
  if (import.meta.env.SSR) {
    const runtime = getApiRuntime()
    // A kept read is not one page's: no page's abort may cancel it.
    if (runtime.sharedReads && contentMode(runtime) === 'publish') return runtime.sharedReads(JSON.stringify(key), () => load(), products)
  }
  return load(signal)
}

/** GET /{mode}/caas/v1/canvas/menu/{siteId} */
export const menuQuery = (site: Site) => {
  const queryKey = ['content', 'menu', site.brand, site.locale, contentMode()] as const
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<MenuResponse> =>
      sharedRead(queryKey, signal, async (signal) => {
        const [client, { decodeMenu }] = await Promise.all([api(), import('../contract/schemas/blocks/decodeMenu')])
        return decodeMenu(await client.requestPromise('contentMenu', { site: siteOf(site), signal }))
      }),
    retry,
  })
}

/** GET /products/v2/catalog */
export const catalogQuery = (site: Site, q: CatalogQuery) =>
  queryOptions({
    queryKey: ['catalog', site.brand, site.locale, q] as const,
    queryFn: async ({ signal }): Promise<CatalogResponse> => (await api()).requestPromise('catalog', { site: siteOf(site), query: q, signal }),
    retry,
  })

/** GET /products/v2/products/{productId}/details (shared on the server until the product's price, stock or listing changes). */
export const productQuery = (site: Site, productId: string) => {
  const queryKey = ['product', site.brand, site.locale, productId] as const
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<ProductDetails> =>
      sharedRead(queryKey, signal, async (signal) => (await api()).requestPromise('productDetails', { site: siteOf(site), path: { productId }, signal }), productId),
    retry,
  })
}

/**
 * GET /products/v2/products/{productId}/inventory (fresh stock: short stale time). Shared on the
 * server until the product's stock changes: the upsells of many product pages check the same few
 * products' stock.
 */
const inventoryKey = (site: Site, productId: string) => ['inventory', site.brand, site.locale, productId] as const

/**
 * A product's inventory read outside the query cache (shared on the server as the query's is): for
 * a caller that keeps only an answer drawn from it, so the whole inventory is not in the page's data.
 */
export const readInventory = (site: Site, productId: string, signal?: AbortSignal): Promise<typeof InventoryResponse.Type> =>
  sharedRead(inventoryKey(site, productId), signal, async (signal) => (await api()).requestPromise('productInventory', { site: siteOf(site), path: { productId }, signal }), productId)

export const inventoryQuery = (site: Site, productId: string) =>
  queryOptions({
    queryKey: inventoryKey(site, productId),
    queryFn: ({ signal }): Promise<typeof InventoryResponse.Type> => readInventory(site, productId, signal),
    staleTime: 10_000,
    retry,
  })

/**
 * GET /products/v1/widgetRecommendations. Shared on the server until the product asked about or one
 * it recommends changes (their names, prices and stock are on the page); a product newly listed
 * joins them when the value ages (`PAGE_CACHE_FRESH_SECONDS`).
 */
export const recommendationsQuery = (site: Site, p: { categoryId?: string; productId?: string; limit: number }) => {
  const queryKey = ['recommendations', site.brand, site.locale, p] as const
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<RecommendationsResponse> =>
      sharedRead(
        queryKey,
        signal,
        async (signal) =>
          (await api()).requestPromise('widgetRecommendations', {
            site: siteOf(site),
            query: { limit: p.limit, ...(p.categoryId ? { categoryId: p.categoryId } : {}), ...(p.productId ? { productId: p.productId } : {}) },
            signal,
          }),
        (answer) => [...(p.productId ? [p.productId] : []), ...answer.items.map((item) => item.id)],
      ),
    retry,
  })
}

/** GET /fapi/pages/location-selector: the brand's countries and languages, named in the site's language. */
export const locationSelectorQuery = (site: Site) => {
  const queryKey = ['fapi', 'location-selector', site.brand, site.locale] as const
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<LocationSelector> =>
      sharedRead(queryKey, signal, async (signal) => (await api()).requestPromise('fapiLocationSelector', { site: siteOf(site), signal })),
    retry,
  })
}
