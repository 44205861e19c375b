// TanStack Query factories for content pages (page, augmented page, category and product content,
// footer) and the internal interface's static pages: the API client fetches them, and the blocks'
// own schemas decode their sections where they are fetched. Fragments and pop-ups, which only blocks
// ask for, are in ./fragmentQueries.ts (not among the scripts every page runs).
import { queryOptions } from '@tanstack/react-query'
import { api, retry, sharedRead, siteOf, type Site } from '../api/queries'
import { contentMode } from '../api/config'
import type { CanvasPage, ContentPage } from '../contract/schemas/content'
import type { StaticPage } from '../contract/schemas/internal'

/**
 * A content page ready to render, prepared where it is fetched: each section decoded by its block's
 * schema (an unknown type or a malformed section dropped with a warning; src/blocks/sections.ts) and
 * rich text sanitised (DOMPurify, loaded only when the page has rich text). The cache, the dehydrated
 * data and renders hold decoded, sanitised sections only, so a server-rendered page needs neither
 * Schema nor a sanitiser in the browser; a client-side fetch loads them with the API client.
 */
export const prepared = async (page: CanvasPage): Promise<ContentPage> => {
  const [{ decodeSections }, { hasRichText }] = await Promise.all([import('./sections'), import('./richText/richTextKeys')])
  const sections = decodeSections(page.sections)
  if (!hasRichText(sections)) return { ...page, sections }
  const { sanitizeRichTextSections } = await import('./richText/sanitize')
  return { ...page, sections: sanitizeRichTextSections(sections) }
}

type Client = Awaited<ReturnType<typeof api>>

/**
 * A content canvas every anonymous shopper of the site sees alike: fetched, prepared, and kept by the
 * server between pages (`sharedRead`).
 */
const sharedCanvasQuery = <K extends ReadonlyArray<unknown>>(queryKey: K, fetchPage: (client: Client, signal?: AbortSignal) => Promise<CanvasPage>, productId?: string) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<ContentPage> => sharedRead(queryKey, signal, async (signal) => fetchPage(await api(), signal).then(prepared), productId),
    retry,
  })

/** GET /{mode}/caas/v1/canvas/page/{siteId}/{page} */
export const contentPageQuery = (site: Site, page: string) =>
  sharedCanvasQuery(['content', 'page', site.brand, site.locale, contentMode(), page] as const, (client, signal) =>
    client.requestPromise('contentPage', { site: siteOf(site), path: { page }, signal }),
  )

/** GET /{mode}/caas/v1/canvas/augmentedpage/{siteId}/{page} (fixed page names: cart, error-4xx, ...) */
export const augmentedPageQuery = (site: Site, page: string) =>
  sharedCanvasQuery(['content', 'augmentedpage', site.brand, site.locale, contentMode(), page] as const, (client, signal) =>
    client.requestPromise('contentAugmentedPage', { site: siteOf(site), path: { page }, signal }),
  )

/** GET /{mode}/caas/v1/canvas/category/{siteId}/{categoryId} */
export const categoryContentQuery = (site: Site, categoryId: string) =>
  sharedCanvasQuery(['content', 'category', site.brand, site.locale, contentMode(), categoryId] as const, (client, signal) =>
    client.requestPromise('contentCategory', { site: siteOf(site), path: { categoryId }, signal }),
  )

/** GET /{mode}/caas/v1/canvas/product/{siteId}/{productId}: the product page's content area (it names the product: a change of it drops it too). */
export const productContentQuery = (site: Site, productId: string) =>
  sharedCanvasQuery(
    ['content', 'product', site.brand, site.locale, contentMode(), productId] as const,
    (client, signal) => client.requestPromise('contentProduct', { site: siteOf(site), path: { productId }, signal }),
    productId,
  )

/** GET /{mode}/caas/v1/canvas/footer/{siteId} */
export const footerQuery = (site: Site) =>
  sharedCanvasQuery(['content', 'footer', site.brand, site.locale, contentMode()] as const, (client, signal) =>
    client.requestPromise('contentFooter', { site: siteOf(site), signal }),
  )

/** A static page by name from the internal interface (GET /fapi/pages/{page}), its HTML sanitised where it is fetched. */
export const staticPageQuery = (site: Site, name: string) => {
  const queryKey = ['fapi', 'page', site.brand, site.locale, name] as const
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<StaticPage> =>
      sharedRead(queryKey, signal, async (signal) => {
        const page = await (await api()).requestPromise('fapiPage', { site: siteOf(site), path: { page: name }, signal })
        const { sanitizeRichText } = await import('./richText/sanitize')
        return { ...page, html: sanitizeRichText(page.html) }
      }),
    retry,
  })
}
