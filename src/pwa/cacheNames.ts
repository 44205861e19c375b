// Names shared by the service worker and the pages that read its caches (the offline page lists the
// pages saved on this device). Changing a name orphans the old cache; bump it only on purpose.
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

/** Whether this document was answered by the worker from its cache, or is the offline page it redirected to. */
export const openedWithoutNetwork = (): boolean => {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  if (navigation?.serverTiming?.some((entry) => entry.name === SERVED_FROM_CACHE)) return true
  return /\/offline$/.test(location.pathname) && new URLSearchParams(location.search).has('from')
}
