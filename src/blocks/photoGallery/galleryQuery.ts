// The photo gallery's reads from the social media service (spec 002 section 7 "Gallery and video",
// calls.tsv social): a product's photos (a stream), a category's, or the brand's latest.
import { queryOptions } from '@tanstack/react-query'
import { api, retry, siteOf, type Site } from '../../api/queries'
import type { SocialMediaResponse } from '../../contract/schemas/social'

export type GallerySource = { readonly productId: string } | { readonly categoryId: string } | Record<string, never>

export const galleryQuery = (site: Site, source: GallerySource, limit: number) =>
  queryOptions({
    queryKey: ['social', site.brand, site.locale, source, limit] as const,
    queryFn: async ({ signal }): Promise<SocialMediaResponse> => {
      const { requestPromise } = await api()
      if ('categoryId' in source) return requestPromise('socialCategoryMedia', { site: siteOf(site), query: { categoryId: source.categoryId, limit }, signal })
      return requestPromise('socialStreamsMedia', { site: siteOf(site), query: { limit, ...('productId' in source ? { productId: source.productId } : {}) }, signal })
    },
    retry,
  })
