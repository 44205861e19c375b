// TanStack Query factories of the product page's sections (docs/decisions/0020): reviews, a review's
// translation, questions, product sets, the size chart and foot sizes, customer photos. They load
// with the sections, when these come near the viewport, so they are a module of their own rather than
// part of ./queries.ts, which every page's first scripts carry.
import { queryOptions } from '@tanstack/react-query'
import type { FootSizes, ProductSet, ProductSetsResponse, SizeChart } from '../contract/schemas/productPage'
import type { QuestionsQuery, QuestionsResponse, ReviewLanguage, ReviewsQuery, ReviewsResponse, TranslateResponse } from '../contract/schemas/reviews'
import type { SocialMediaResponse } from '../contract/schemas/social'
import { api, retry, siteOf, type Site } from './queries'

/** GET /products/v1/products/{productId}/reviews (a page of them, with the summary). */
export const reviewsQuery = (site: Site, productId: string, query: ReviewsQuery) =>
  queryOptions({
    queryKey: ['reviews', site.brand, site.locale, productId, query] as const,
    queryFn: async ({ signal }): Promise<ReviewsResponse> => (await api()).requestPromise('productReviews', { site: siteOf(site), path: { productId }, query, signal }),
    staleTime: 60_000,
    retry,
  })

/** POST /products/v1/review/{reviewId}/translate: a read (nothing changes), kept for the session. */
export const translationQuery = (site: Site, reviewId: string, targetLanguage: ReviewLanguage) =>
  queryOptions({
    queryKey: ['reviewTranslation', site.brand, reviewId, targetLanguage] as const,
    queryFn: async ({ signal }): Promise<TranslateResponse> =>
      (await api()).requestPromise('reviewTranslate', { site: siteOf(site), path: { reviewId }, body: { targetLanguage }, signal }),
    staleTime: Infinity,
    retry,
  })

/** GET /products/v1/products/{productId}/reviews/questions */
export const questionsQuery = (site: Site, productId: string, query: QuestionsQuery) =>
  queryOptions({
    queryKey: ['questions', site.brand, site.locale, productId, query] as const,
    queryFn: async ({ signal }): Promise<QuestionsResponse> => (await api()).requestPromise('productQuestions', { site: siteOf(site), path: { productId }, query, signal }),
    staleTime: 60_000,
    retry,
  })

/** GET /products/v2/products/{productId}/productSets */
export const productSetsQuery = (site: Site, productId: string) =>
  queryOptions({
    queryKey: ['productSets', site.brand, site.locale, productId] as const,
    queryFn: async ({ signal }): Promise<ProductSetsResponse> => (await api()).requestPromise('productSets', { site: siteOf(site), path: { productId }, signal }),
    staleTime: 300_000,
    retry,
  })

/** GET /products/v2/products/{productSetId}/productSet */
export const productSetQuery = (site: Site, productSetId: string) =>
  queryOptions({
    queryKey: ['productSet', site.brand, site.locale, productSetId] as const,
    queryFn: async ({ signal }): Promise<ProductSet> => (await api()).requestPromise('productSet', { site: siteOf(site), path: { productSetId }, signal }),
    staleTime: 300_000,
    retry,
  })

/** GET /fapi/components/size-chart/{productType} */
export const sizeChartQuery = (site: Site, productType: string) =>
  queryOptions({
    queryKey: ['sizeChart', site.brand, site.locale, productType] as const,
    queryFn: async ({ signal }): Promise<SizeChart> => (await api()).requestPromise('fapiSizeChart', { site: siteOf(site), path: { productType }, signal }),
    staleTime: Infinity,
    retry,
  })

/** GET /fapi/components/foot-sizes */
export const footSizesQuery = (site: Site) =>
  queryOptions({
    queryKey: ['footSizes'] as const,
    queryFn: async ({ signal }): Promise<FootSizes> => (await api()).requestPromise('fapiFootSizes', { site: siteOf(site), signal }),
    staleTime: Infinity,
    retry,
  })

/** Customer photos: a product's stream (GET /streams/{productId}/media/recent), else its category's (GET /categories/media/recent). */
export const customerPhotosQuery = (site: Site, source: { readonly productId: string } | { readonly categoryId: string }, limit: number) =>
  queryOptions({
    queryKey: ['customerPhotos', site.brand, site.locale, source, limit] as const,
    queryFn: async ({ signal }): Promise<SocialMediaResponse> => {
      const client = await api()
      return 'productId' in source
        ? client.requestPromise('socialStreamMedia', { site: siteOf(site), path: { streamId: source.productId }, query: { limit }, signal })
        : client.requestPromise('socialCategoryMedia', { site: siteOf(site), query: { categoryId: source.categoryId, limit }, signal })
    },
    staleTime: 300_000,
    retry,
  })
