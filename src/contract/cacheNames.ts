// Names the service worker, the pages, the engine (which deletes the saved cart pages at sign-out) and
// the build share: cache names, the worker's messages, the offline page's path. Changing a cache name
// orphans the old cache; bump it only on purpose.
export const CACHE_PREFIX = 'summit'

export const CACHES = {
  /** Pages (HTML) the shopper opened, network-first. */
  pages: `${CACHE_PREFIX}-pages-v1`,
  /** Catalogue and content API answers, stale-while-revalidate. */
  catalogue: `${CACHE_PREFIX}-catalogue-v1`,
  /** Product and content images, cache-first. */
  media: `${CACHE_PREFIX}-media-v1`,
  /** Built files of earlier versions, kept so a page still running an old build can load its chunks. */
  oldAssets: `${CACHE_PREFIX}-old-assets-v1`,
} as const

/** Messages a page sends to the worker. */
export type ToServiceWorker =
  /** Save a page opened by client-side navigation, so it opens offline after a reload too. */
  | { readonly type: 'CACHE_PAGE'; readonly url: string }
  /** Take over from the running worker (the shopper accepted the update). */
  | { readonly type: 'SKIP_WAITING' }

/** The offline page of a locale; the service worker precaches it for every locale. */
export const offlinePath = (locale: string): string => `/${locale}/offline`

/** Server-Timing name the worker adds to a page it answered from the cache because the network failed. */
export const SERVED_FROM_CACHE = 'sw-cache'
