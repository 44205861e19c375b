// The photo gallery's reads from the social media service (spec 002 section 7 "Gallery and video",
// calls.tsv social): a product's photos (a stream), a category's, or the brand's latest.
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api, productQuery, retry, siteOf, type Site } from '../../api/queries'
import type { PhotoGallerySection } from '../../contract/schemas/content'
import type { SocialMediaResponse } from '../../contract/schemas/social'
import type { PageContext } from '../pageContext'

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

/** A filter value with its placeholders filled from the page ('' when the page has none). */
export const fillPlaceholder = (value: string | undefined, page: PageContext): string | undefined =>
  value === undefined ? undefined : value === '{productId}' ? (page.productId ?? '') : value === '{category}' ? (page.categoryId ?? '') : value

/** The gallery's filter on this page: the product and the category, placeholders filled (none for the widget). */
export const galleryFilterOf = (section: PhotoGallerySection, page: PageContext): { productId?: string | undefined; categoryId?: string | undefined } =>
  section.variant === 'widget' ? {} : { productId: fillPlaceholder(section.filter?.productId, page), categoryId: fillPlaceholder(section.filter?.categoryId, page) }

/** What the gallery shows: the product's photos by its masterId (the tag), else the category's, else the brand's. */
export const gallerySource = (tag: string, categoryId: string | undefined): GallerySource => (tag ? { productId: tag } : categoryId ? { categoryId } : {})

/** Warms the gallery's photos during SSR (the product's masterId from the product details, '' if that fails). */
export const galleryPrefetch = async (section: PhotoGallerySection, queryClient: QueryClient, site: Site, page: PageContext): Promise<void> => {
  const { productId, categoryId } = galleryFilterOf(section, page)
  const tag = productId ? await queryClient.ensureQueryData(productQuery(site, productId)).then((p) => p.masterId, () => '') : ''
  await queryClient.prefetchQuery(galleryQuery(site, gallerySource(tag, categoryId), section.limit ?? 8))
}
