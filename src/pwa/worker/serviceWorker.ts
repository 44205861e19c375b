// The service worker (built by src/pwa/build/serviceWorkerPlugin.ts into /sw.js, with Workbox's
// precache manifest injected by workbox-build). What it does:
// - precaches the app shell: every built JS and CSS file, the brand icons, and the offline page of
//   every locale;
// - pages: network-first with a 3 s timeout, so pages already seen open offline or on a bad network;
//   a page never seen, offline, redirects to the offline page of its locale; order confirmations
//   (their URL names the order) are never kept;
// - catalogue and content calls (GET /api/products/, /api/content/, the pop-ups under /bff/): stale-while-revalidate; but
//   autosuggest (every prefix typed) always from the network, so it never pushes products out;
// - images under /media/: cache-first with limits;
// - never touches carts, tokens, test hooks or any non-GET call (those go straight to the network);
// - keeps the built files of the version it replaces, so a tab still running the old build can load
//   its lazy chunks after a deploy;
// - waits for the shopper to accept an update (SKIP_WAITING from the page) before taking over.
import { clientsClaim } from 'workbox-core'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, getCacheKeyForURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies'
import type { WorkboxPlugin } from 'workbox-core/types'
import { LOCALES } from '../../contract/site/sites'
import { CACHES, SERVED_FROM_CACHE, offlinePath, type ToServiceWorker } from '../../contract/cacheNames'
import { TRACKING_PARAM } from '../../contract/site/trackingParams'

// The few service-worker globals used here (the project's TypeScript lib is DOM, not WebWorker).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown
}
interface ServiceWorkerScope {
  readonly __WB_MANIFEST: Array<PrecacheEntry | string>
  readonly location: Location
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void
}
declare const self: ServiceWorkerScope

const PAGE_TIMEOUT_SECONDS = 3
const ORIGIN = self.location.origin

/** Paths that are not pages even when navigated to. */
const NOT_PAGES = /^\/(api|fapi|media|assets|_serverFn|session|bff)\/|^\/(sw\.js|manifest\.webmanifest|robots\.txt|sitemap\.xml)$|^\/sitemaps\//

/**
 * Pages never kept: an order confirmation's and an order's own page URL name the order (a shopper who
 * signs out leaves no trace of it, issue 15); a reset-password link's URL carries its single-use token.
 */
const PRIVATE_PAGES = /^\/[a-z]{2}-[a-z]{2}\/(order-confirmation|reset-password|account\/orders\/[^/]+)(\/|$)/

const localeOf = (pathname: string): string | undefined => {
  const first = pathname.split('/')[1] ?? ''
  return (LOCALES as ReadonlyArray<string>).includes(first) ? first : undefined
}

// --- The old build's files: copied aside before the new precache replaces them (install runs while
// --- the previous worker still serves the old build; its precache entries are removed at activate).
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys()
      const precache = keys.find((name) => name.startsWith('workbox-precache'))
      if (!precache) return
      const from = await caches.open(precache)
      const to = await caches.open(CACHES.oldAssets)
      for (const request of await from.keys()) {
        if (!new URL(request.url).pathname.startsWith('/assets/')) continue
        const response = await from.match(request)
        if (response) await to.put(request, response)
      }
    })(),
  )
})

cleanupOutdatedCaches()
precacheAndRoute(self.__WB_MANIFEST, {
  // `from` on the offline page names the page that could not be opened; the precached page serves them
  // all, as it does an address with a campaign's tags or an ad's click id.
  ignoreURLParametersMatching: [TRACKING_PARAM, /^from$/],
})

// --- Pages: network-first, saved when they answer 200. A page answered from the cache (the network
// failed or was too slow) says so in a Server-Timing entry, which the page reads from its navigation
// timing: the offline banner shows even where navigator.onLine still says online (lie-fi).
const markServedFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse
    const headers = new Headers(cachedResponse.headers)
    headers.append('server-timing', `${SERVED_FROM_CACHE};desc="network unavailable"`)
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers })
  },
}
const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * 24 * 3600, purgeOnQuotaError: true }),
    markServedFromCache,
  ],
})
registerRoute(({ request, url }) => request.mode === 'navigate' && url.origin === ORIGIN && PRIVATE_PAGES.test(url.pathname), new NetworkOnly())
registerRoute(({ request, url }) => request.mode === 'navigate' && url.origin === ORIGIN && !NOT_PAGES.test(url.pathname), pages)

// --- Catalogue and content reads (and the pop-ups, which the storefront server fetches for the page:
// src/bff/pageCalls.server.ts): answered from the cache at once, refreshed in the background.
const POPUPS_CALL = /^\/bff\/[a-z]+-[a-z]{2}-[a-z]{2}\/popups$/
// Suggestions for what is being typed are not kept: each prefix would push a product out of the cache.
registerRoute(({ url, request }) => url.origin === ORIGIN && request.method === 'GET' && url.pathname.startsWith('/api/products/v2/search/autoSuggest'), new NetworkOnly())
registerRoute(
  ({ url, request }) =>
    url.origin === ORIGIN &&
    request.method === 'GET' &&
    (url.pathname.startsWith('/api/products/') || url.pathname.startsWith('/api/content/') || POPUPS_CALL.test(url.pathname)),
  new StaleWhileRevalidate({
    cacheName: CACHES.catalogue,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true })],
  }),
)

// --- Images: cache-first, bounded.
registerRoute(
  ({ url, request }) => url.origin === ORIGIN && request.method === 'GET' && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: CACHES.media,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
)

// --- Built files of earlier versions (the current ones are answered by the precache route above).
registerRoute(
  ({ url, request }) => url.origin === ORIGIN && request.method === 'GET' && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: CACHES.oldAssets,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true })],
  }),
)

// --- A page that neither the network nor the cache can give: the offline page of its locale.
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate' || !url) return Response.error()
  const locale = localeOf(url.pathname) ?? (await lastSeenLocale()) ?? LOCALES[0]
  const offline = offlinePath(locale)
  if (!getCacheKeyForURL(offline)) return Response.error()
  // A redirect (not the offline page under the wanted URL), so the page that hydrates is the one rendered.
  return Response.redirect(`${offline}?from=${encodeURIComponent(url.pathname + url.search)}`, 302)
})

/** The locale of the page saved last, for a bare path such as `/`. */
const lastSeenLocale = async (): Promise<string | undefined> => {
  const keys = await (await caches.open(CACHES.pages)).keys()
  for (let i = keys.length - 1; i >= 0; i--) {
    const locale = localeOf(new URL(keys[i]!.url).pathname)
    if (locale) return locale
  }
  return undefined
}

const isMessage = (data: unknown): data is ToServiceWorker => typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string'

self.addEventListener('message', (event) => {
  const message = event.data
  if (!isMessage(message)) return
  if (message.type === 'SKIP_WAITING') {
    void self.skipWaiting()
    return
  }
  if (message.type === 'CACHE_PAGE') {
    const url = new URL(message.url, ORIGIN)
    if (url.origin !== ORIGIN || NOT_PAGES.test(url.pathname) || PRIVATE_PAGES.test(url.pathname)) return
    // A page reached by client-side navigation: fetched once in the background and saved like a visited one.
    const request = new Request(url.href, { credentials: 'same-origin', headers: { accept: 'text/html' } })
    event.waitUntil(
      (async () => {
        if (await (await caches.open(CACHES.pages)).match(request)) return
        await pages.handleAll({ event: event as never, request })[1]
      })().catch(() => undefined),
    )
  }
})

// The first install takes the open pages at once; later versions wait for SKIP_WAITING.
clientsClaim()
