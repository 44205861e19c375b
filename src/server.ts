// Server entry: the reference services and the storefront share one Node process. Requests for
// /api, /fapi and /media go straight to the reference services; /manifest.webmanifest is the brand's
// web manifest; everything else is rendered by TanStack Start. Server-side API calls to the default
// (same-origin) services are dispatched in process instead of through the loopback network.
// Around that dispatch: security headers on every response (a nonce-based Content-Security-Policy
// on pages), Subresource Integrity on the pages' scripts, their modules loaded after the largest
// image on pages that announce one (src/pwa/server/imageFirstScripts.ts), and brotli/gzip compression. Static files
// (built assets, icons, /sw.js) are served by nitro before this entry, with headers from vite.config.ts;
// robots.txt and the sitemaps are per brand, answered here (src/seo/sitemap.ts).
// At the door: forwarding headers are believed only from a configured proxy (src/pwa/server/forwarded.ts),
// pages take GET and HEAD only (405 in the spec's error shape otherwise), and every answer says how it
// may be cached: pages every anonymous shopper sees alike are served from a render cache
// (pwa/server/sharedPages.ts), personal pages are private and not stored (pwa/server/cacheControl.ts).
// /session/{siteId}/… are the session calls of the backend-for-frontend (src/bff): the refresh token
// stays in an HttpOnly cookie here, pages get access tokens only (docs/decisions/0024); /bff/{siteId}/…
// are the page calls every page makes once idle (the decide call, the pop-ups), made here so a page
// needs none of the API client until the shopper acts (docs/decisions/0032).
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { createStartHandler } from '@tanstack/react-start/server'
import { internalOrigin, setApiRuntime } from './api/config'
import { setApiLogLevel, type LogLevel } from './api/logger'
import { handleReferenceRequest, subscribeChanges } from '../server/index'
import { defaultBrand, localeFor } from './site/settings'
import { publicOrigin } from './site/origin'
import { isSitemapPath, robotsTxt, sitemapFile, sitemapIndex } from './seo/sitemap'
import { brandForHost } from './contract/site/sites'
import { compressResponse } from './pwa/server/compression'
import { coalescedStream, htmlRewritesStream, htmlRewrittenBytes, type HtmlRewrite } from './pwa/server/htmlStream'
import { newNonce, takeNonceConsumed } from './pwa/server/cspNonce'
import { MANIFEST_PATH, manifestResponse } from './pwa/server/manifest'
import { applyCommonSecurityHeaders, applyPageSecurityHeaders, isHtmlResponse } from './pwa/server/securityHeaders'
import { integrityRewrite, loadIntegrityManifest, type IntegrityManifest } from './pwa/server/subresourceIntegrity'
import { imageFirstRewrite } from './pwa/server/imageFirstScripts'
import { inlineStylesheetRewrite } from './pwa/server/inlineStylesheet'
import { cacheablePage } from './pwa/server/pageCache'
import { createSharedPages, freshnessFromEnv } from './pwa/server/sharedPages'
import { createChangeFeed } from './pwa/server/changeFeed'
import { createSharedReads } from './pwa/server/sharedReads'
import { ensureCacheControl, pageCacheControl } from './pwa/server/cacheControl'
import { errorResponse, pageMethodNotAllowed, PAGE_METHODS } from './pwa/server/errorResponses'
import { peerAddress, proxySettings, resolveForwarded, withResolvedForwarding } from './pwa/server/forwarded'
import { SESSION_PATH_PREFIX, handleSessionCall } from './bff/sessionCalls.server'
import { PAGE_CALLS_PATH_PREFIX, handlePageCall } from './bff/pageCalls.server'
import { renderedBytes, suspendedPage, wholePageHandler } from './pwa/server/wholePageRender'
import { keptPartsFromEnv } from './pwa/server/keptParts'

const REFERENCE_PREFIXES = ['/api/', '/fapi/', '/media/']

/**
 * Pages the spec lists without a locale (/cart, /checkout, /order-confirmation, /search) redirect to
 * the shopper's locale, keeping the query (DECISIONS 1). Answered here, before the router, so the
 * redirects cost no client JavaScript.
 */
const BARE_PAGES = new Set(['/cart', '/checkout', '/order-confirmation', '/search'])
const cookieValue = (header: string | null, name: string): string | undefined =>
  (header ?? '').split(';').map((part) => part.trim().split('=')).find(([key]) => key === name)?.[1]

const brandOf = (request: Request, url: URL) => brandForHost(request.headers.get('x-forwarded-host') ?? url.host, process.env.BRAND_HOSTS, defaultBrand())

/** Origins besides the request's own whose pages may make the server's own calls (/session/, /bff/): the brand's public origin. */
const siteOrigins = (request: Request, url: URL): string[] => [publicOrigin(brandOf(request, url), url.origin, process.env.BRAND_ORIGINS)]

const bareRedirect = (request: Request, url: URL): Response => {
  const brand = brandOf(request, url)
  const locale = localeFor(cookieValue(request.headers.get('cookie'), 'locale'), request.headers.get('accept-language') ?? undefined, brand)
  return new Response(null, { status: 302, headers: { location: `/${locale}${url.pathname}${url.search}`, 'cache-control': 'no-store' } })
}
const isReferencePath = (pathname: string) => REFERENCE_PREFIXES.some((p) => pathname.startsWith(p))

/** TanStack Start's server functions (they take POST); every other path the entry renders is a page. */
const SERVER_FN_PREFIX = '/_serverFn/'

const proxies = proxySettings()
if (proxies.invalid.length > 0) console.warn(`[server] TRUSTED_PROXIES: ignored entries that are neither an address nor a CIDR range: ${proxies.invalid.join(', ')}`)

/** fetch for server-side API calls: same-origin reference calls never leave the process. */
const inProcessFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init)
  const url = new URL(request.url)
  if (url.origin === internalOrigin() && isReferencePath(url.pathname)) return handleReferenceRequest(request)
  return fetch(request)
}

// The development server injects its own inline scripts (module preamble, HMR); the policy and the
// integrity of built files only mean something for a production build.
const production = process.env.NODE_ENV === 'production'

/** The reference services' changes, heard once and handed to the render cache and the shared reads. */
const changes = createChangeFeed(subscribeChanges)

/**
 * The reads every page makes alike (menu, footer, content; src/pwa/server/sharedReads.ts), kept by
 * the process in production builds unless SHARED_READS=0: 16 MB at most, each for at most
 * PAGE_CACHE_FRESH_SECONDS (60) unless a published change drops it sooner.
 */
const sharedReads =
  production && process.env.SHARED_READS !== '0'
    ? createSharedReads({ maxBytes: 16 * 1024 * 1024, maxAgeMs: freshnessFromEnv().fresh * 1000, subscribe: changes.subscribe })
    : undefined

setApiRuntime({ fetch: inProcessFetch, ...(sharedReads ? { sharedReads: sharedReads.read } : {}) })
const logLevel = process.env.API_LOG_LEVEL
if (logLevel && ['debug', 'info', 'warn', 'error', 'silent'].includes(logLevel)) setApiLogLevel(logLevel as LogLevel)
const integrity: Promise<IntegrityManifest> = production
  ? loadIntegrityManifest().catch((error: unknown) => {
      console.warn('[sri] could not hash the built client files; pages are served without integrity attributes', error)
      return new Map()
    })
  : Promise.resolve(new Map())

// The rich-text sanitiser (src/blocks/richText/sanitize.ts) runs DOMPurify over jsdom, whose modules
// took about 0.4 s of the event loop to load: loaded once the server has started, not in the render
// of the first page with content, while that shopper and those behind them waited.
if (production) setTimeout(() => void import('./blocks/richText/sanitize').catch((error: unknown) => console.warn('[sanitize] could not load the sanitiser ahead', error)), 0)

let warnedNoNonce = false

/** A copy whose headers can be changed (redirect responses have immutable ones). */
const mutable = (response: Response, body: ReadableStream<Uint8Array> | null = response.body): Response =>
  new Response(body, { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) })

/**
 * A built page's rewrites, run in one pass over its text (pwa/server/htmlStream.ts): integrity on the
 * built files, then their modules after the largest image (pwa/server/imageFirstScripts.ts), then
 * the inline stylesheet in place of its placeholder (pwa/server/inlineStylesheet.ts), unless the
 * caller writes it in itself (a shared page, after hashing).
 */
const pageRewrites = async (nonce: string | undefined, stylesheet: 'write' | 'leave' = 'write'): Promise<HtmlRewrite[]> => {
  const manifest = await integrity
  return [...(manifest.size > 0 ? [integrityRewrite(manifest, nonce), imageFirstRewrite(nonce)] : []), ...(stylesheet === 'write' ? [inlineStylesheetRewrite()] : [])]
}

const securePage = async (response: Response, nonce: string | undefined): Promise<Response> => {
  const rewrites = await pageRewrites(nonce)
  // The renderer's pieces of one turn joined first, so the rewrites and the socket see one chunk.
  const coalesced = response.body?.pipeThrough(coalescedStream()) ?? null
  const body = coalesced && rewrites.length > 0 ? coalesced.pipeThrough(htmlRewritesStream(rewrites)) : coalesced
  const page = mutable(response, body)
  page.headers.delete('content-length')
  applyPageSecurityHeaders(page.headers, nonce)
  return page
}

/** A page rendered for one request: secured with its nonce and compressed; never kept by any cache. */
const finishPage = async (request: Request, response: Response, nonce: string, nonceUsed: boolean): Promise<Response> => {
  if (!isHtmlResponse(response)) {
    const other = mutable(response)
    applyCommonSecurityHeaders(other.headers)
    ensureCacheControl(other.headers)
    return compressResponse(request, other)
  }
  if (production && !nonceUsed && !warnedNoNonce) {
    warnedNoNonce = true
    console.warn('[csp] the router did not take the request nonce (createRouter({ ssr: routerSsrOptions() }) in src/router.tsx); pages are sent without a Content-Security-Policy')
  }
  const page = await securePage(response, production && nonceUsed ? nonce : undefined)
  // Personal pages (cart, checkout, account) are not stored; no shared cache keeps any page rendered for one request.
  page.headers.set('cache-control', pageCacheControl(new URL(request.url).pathname))
  return compressResponse(request, page)
}

/**
 * Start's request handling with the whole-page render, for the pages the render cache keeps; their
 * header and footer kept between renders unless KEPT_PARTS=0 (pwa/server/keptParts.ts).
 */
const renderWhole = createStartHandler(wholePageHandler(keptPartsFromEnv()))

/**
 * The shared pages' render cache (src/pwa/server/sharedPages.ts), in production builds unless
 * PAGE_CACHE=0; PAGE_CACHE_MB bounds its memory (64 by default), PAGE_CACHE_FRESH_SECONDS and
 * PAGE_CACHE_STALE_SECONDS its freshness (60 and 600). Each process keeps its own.
 */
const sharedPages =
  production && process.env.PAGE_CACHE !== '0'
    ? createSharedPages(
        {
          // Rendered whole (pwa/server/wholePageRender.ts); a page that suspends is rendered again, streamed.
          render: async (page, nonce) => {
            const whole = await renderWhole(page, { context: { nonce } })
            const response = suspendedPage(whole) ? await handler.fetch(page, { context: { nonce } }) : whole
            return { response, nonceUsed: takeNonceConsumed(nonce) }
          },
          // Read whole: its pieces joined, the rewrites in one pass over its bytes, no streams between them.
          rewrite: async (response, nonce) => {
            const body = renderedBytes(response) ?? response.body
            return body ? htmlRewrittenBytes(body, await pageRewrites(nonce, 'leave')) : ''
          },
          finish: finishPage,
          subscribe: changes.subscribe,
          newNonce,
        },
        { maxBytes: Math.max(1, Number(process.env.PAGE_CACHE_MB ?? 64) || 64) * 1024 * 1024, freshness: freshnessFromEnv() },
      )
    : undefined

export default createServerEntry({
  async fetch(incoming, opts) {
    const forwarded = resolveForwarded(incoming.headers, peerAddress(incoming), proxies)
    const request = withResolvedForwarding(incoming, forwarded)
    const url = new URL(request.url)
    const { pathname } = url
    if (BARE_PAGES.has(pathname)) {
      const redirect = bareRedirect(request, url)
      applyCommonSecurityHeaders(redirect.headers)
      return redirect
    }
    if (pathname === '/robots.txt' || isSitemapPath(pathname)) {
      const brand = brandOf(request, url)
      const origin = publicOrigin(brand, url.origin, process.env.BRAND_ORIGINS)
      const answer = await (pathname === '/robots.txt' ? robotsTxt(origin) : pathname === '/sitemap.xml' ? sitemapIndex(brand, origin) : sitemapFile(brand, origin, pathname)).then(
        (response) => response ?? new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } }),
        (error: unknown) => {
          console.error('[sitemap] could not list the pages', error)
          return new Response('The sitemap is not available right now', { status: 503, headers: { 'retry-after': '300', 'content-type': 'text/plain; charset=utf-8' } })
        },
      )
      applyCommonSecurityHeaders(answer.headers)
      return compressResponse(request, answer)
    }
    if (pathname === MANIFEST_PATH) {
      const manifest = manifestResponse(request)
      applyCommonSecurityHeaders(manifest.headers)
      return compressResponse(request, manifest)
    }
    if (pathname.startsWith(SESSION_PATH_PREFIX)) {
      const answer = await handleSessionCall(request, {
        secure: url.protocol === 'https:' || process.env.SESSION_COOKIE_SECURE === '1',
        allowedOrigins: siteOrigins(request, url),
      })
      applyCommonSecurityHeaders(answer.headers)
      return answer
    }
    if (pathname.startsWith(PAGE_CALLS_PATH_PREFIX)) {
      const answer = await handlePageCall(request, { allowedOrigins: siteOrigins(request, url) })
      applyCommonSecurityHeaders(answer.headers)
      return compressResponse(request, answer)
    }
    if (isReferencePath(pathname)) {
      const answer = mutable(await handleReferenceRequest(request, { clientAddress: forwarded.clientAddress }))
      applyCommonSecurityHeaders(answer.headers)
      ensureCacheControl(answer.headers)
      return compressResponse(request, answer)
    }
    if (!PAGE_METHODS.includes(request.method.toUpperCase()) && !pathname.startsWith(SERVER_FN_PREFIX))
      return errorResponse(pageMethodNotAllowed(request.method.toUpperCase(), pathname), request.headers.get('x-correlation-id') || undefined)
    const shared = sharedPages && (request.method === 'GET' || request.method === 'HEAD') ? cacheablePage(pathname) : undefined
    if (shared && sharedPages) return sharedPages.serve(request, url, brandOf(request, url), shared.productId)
    const nonce = newNonce()
    const response = await handler.fetch(request, { ...opts, context: { ...opts?.context, nonce } })
    return finishPage(request, response, nonce, takeNonceConsumed(nonce))
  },
})
