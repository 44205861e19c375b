// TanStack Query factories of the store reads: store search (the pickup dialog, the product page's
// store availability, the store locator page), collection points, and a product's units per store.
// A module of its own rather than ./queries.ts, whose factories every page's first scripts carry:
// these load with the dialogs and pages that use them (docs/decisions/0020).
import { queryOptions } from '@tanstack/react-query'
import type { CollectionPointsResponse, StoreSearchRequest, StoreSearchResponse } from '../contract/schemas/checkout'
import type { AvailabilityResponse } from '../contract/schemas/products'
import { api, retry, siteOf, type Site } from './queries'

/** POST /stores/v1/search: a read (it changes nothing), cached a minute per search. */
export const storeSearchQuery = (site: Site, body: StoreSearchRequest) =>
  queryOptions({
    queryKey: ['stores', 'search', site.brand, site.locale, body] as const,
    queryFn: async ({ signal }): Promise<StoreSearchResponse> => (await api()).requestPromise('storeSearch', { site: siteOf(site), body, signal }),
    staleTime: 60_000,
    retry,
  })

/** POST /stores/v1/collectionPoints: a read, cached a minute per search. */
export const collectionPointsQuery = (site: Site, body: StoreSearchRequest) =>
  queryOptions({
    queryKey: ['stores', 'collectionPoints', site.brand, site.locale, body] as const,
    queryFn: async ({ signal }): Promise<CollectionPointsResponse> =>
      (await api()).requestPromise('collectionPoints', {
        site: siteOf(site),
        body: { ...(body.query ? { query: body.query } : {}), ...(body.latitude !== undefined ? { latitude: body.latitude, longitude: body.longitude } : {}), limit: body.limit ?? 8 },
        signal,
      }),
    staleTime: 60_000,
    retry,
  })

/** POST /products/v1/products/{productId}/availability: units of one variant in each of these stores (fresh: 10 s). */
export const storeAvailabilityQuery = (site: Site, productId: string, sku: string, storeIds: ReadonlyArray<string>) =>
  queryOptions({
    queryKey: ['stores', 'availability', site.brand, site.locale, productId, sku, storeIds] as const,
    queryFn: async ({ signal }): Promise<AvailabilityResponse> =>
      (await api()).requestPromise('productAvailability', { site: siteOf(site), path: { productId }, body: { storeIds: [...storeIds], sku }, signal }),
    staleTime: 10_000,
    retry,
  })
