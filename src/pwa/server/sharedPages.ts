// Serving the shared pages (./pageCache.ts) in the server entry: a page is looked up by brand and
// URL; fresh, it is sent at once; stale, it is sent and one render replaces it in the background; a
// miss renders it once for every request waiting on it (a launch sends many shoppers to one page at
// the same moment). The render runs on a copy of the request without cookies or credentials, so
// nothing of the shopper can reach it; its key and its render leave out tracking parameters (utm_*, gclid,
// fbclid: src/contract/site/trackingParams.ts). A render that started before a published change is sent but
// not kept. Responses carry `Cache-Control: public, s-maxage, stale-while-revalidate` for a CDN,
// `Vary: Accept-Encoding`, an ETag (If-None-Match answers 304) and `x-page-cache: hit|stale|miss`.
// A kept page is answered as srvx's FastResponse (the Node adapter under nitro): its bytes go to the
// socket as they are kept. A web Response copied them (undici copies a byte body) and srvx then read
// the copy back through a stream reader: 2-3 % of a product page's render, more of a hit.
import { FastResponse } from 'srvx'
import { withoutTrackingParams } from '../../contract/site/trackingParams'
import { hearing } from './changeFeed'
import { negotiateEncoding } from './compression'
import { DEFAULT_FRESHNESS, PageCache, bodyIn, cachedPage, inlineHashes, withoutNonce, type CachedPage, type Change, type Freshness } from './pageCache'
import { withStylesheetBytes } from './inlineStylesheet'
import { applyPageSecurityHeaders, hashPolicy } from './securityHeaders'

export interface SharedPagesDeps {
  /** Renders the page (the router, with this nonce on its tags); tells whether the router took the nonce. */
  render(request: Request, nonce: string): Promise<{ readonly response: Response; readonly nonceUsed: boolean }>
  /**
   * The live path's page rewrites (integrity, image-first scripts) over the whole page: its byte
   * string (./htmlStream.ts), with the inline stylesheet's placeholder left in (./inlineStylesheet.ts).
   */
  rewrite(response: Response, nonce: string): Promise<string>
  /** Finishes a response that is not kept (a redirect, a 404, a page that set a cookie) as the live path would. */
  finish(request: Request, response: Response, nonce: string, nonceUsed: boolean): Promise<Response>
  /** Starts hearing the reference services' changes. */
  subscribe(onChange: (change: Change) => void): Promise<unknown>
  newNonce(): string
  now?(): number
}

/** Request headers a shared render may see: what chooses the brand and origin, nothing of the shopper. */
const RENDER_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'accept']

export const freshnessFromEnv = (env: Record<string, string | undefined> = process.env): Freshness => {
  const fresh = Number(env.PAGE_CACHE_FRESH_SECONDS ?? DEFAULT_FRESHNESS.fresh)
  const stale = Number(env.PAGE_CACHE_STALE_SECONDS ?? DEFAULT_FRESHNESS.stale)
  return Number.isFinite(fresh) && Number.isFinite(stale) && fresh >= 0 && stale >= fresh ? { fresh, stale } : DEFAULT_FRESHNESS
}

export const createSharedPages = (deps: SharedPagesDeps, options: { readonly maxBytes: number; readonly freshness: Freshness }) => {
  const cache = new PageCache(options.maxBytes, options.freshness)
  const now = deps.now ?? Date.now
  const rendering = new Map<string, Promise<CachedPage | undefined>>()
  /** Bumped by every change: a render begun under an older one is not kept. */
  let generation = 0
  // Without the change feed a kept page could outlive a price change: keep nothing, try again later.
  const listen = hearing(
    deps.subscribe,
    (change) => {
      generation++
      cache.apply(change)
    },
    'page-cache',
    'pages are not kept',
  )

  const cacheControl = `public, max-age=0, s-maxage=${options.freshness.fresh}, stale-while-revalidate=${options.freshness.stale - options.freshness.fresh}`

  const cleanRequest = (request: Request, url: URL): Request => {
    const headers = new Headers()
    for (const name of RENDER_HEADERS) {
      const value = request.headers.get(name)
      if (value !== null) headers.set(name, value)
    }
    return new Request(url, { method: 'GET', headers })
  }

  /** Renders the page for sharing, or answers the live response when it cannot be shared. */
  const render = async (request: Request, url: URL, productId: string | undefined): Promise<{ page: CachedPage } | { response: Response }> => {
    const nonce = deps.newNonce()
    const { response, nonceUsed } = await deps.render(cleanRequest(request, url), nonce)
    const shareable = response.status === 200 && nonceUsed && (response.headers.get('content-type') ?? '').startsWith('text/html') && !response.headers.has('set-cookie')
    if (!shareable) return { response: await deps.finish(request, response, nonce, nonceUsed) }
    // The stylesheet (71 KB) goes in last: the nonce's removal and the hashes pass over its placeholder.
    const html = withoutNonce(await deps.rewrite(response, nonce), nonce)
    const headers = new Headers({ 'content-type': response.headers.get('content-type') ?? 'text/html; charset=utf-8' })
    applyPageSecurityHeaders(headers, undefined, hashPolicy(inlineHashes(html)))
    headers.set('cache-control', cacheControl)
    headers.set('vary', 'Accept-Encoding')
    return { page: cachedPage(withStylesheetBytes(html), [...headers], productId, now(), html) }
  }

  const respond = async (request: Request, key: string, page: CachedPage, state: 'hit' | 'stale' | 'miss'): Promise<Response> => {
    // The kept headers hold none of these (pageCache.ts: content type, policy, cache control, vary).
    const headers: Array<[string, string]> = [...(page.headers as Array<[string, string]>), ['etag', page.etag], ['age', String(Math.max(0, Math.floor((now() - page.at) / 1000)))], ['x-page-cache', state]]
    if (request.headers.get('if-none-match') === page.etag) return new FastResponse(null, { status: 304, headers })
    const encoding = negotiateEncoding(request.headers.get('accept-encoding'))
    const body = await bodyIn(page, encoding)
    // The page may have grown by a body compressed for this request (if it is still kept).
    if (encoding) cache.grew(key, page)
    if (encoding && body !== page.html) headers.push(['content-encoding', encoding])
    headers.push(['content-length', String(body.byteLength)])
    // A view of the kept bytes, not a copy of them.
    return new FastResponse(request.method === 'HEAD' ? null : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), { status: 200, headers })
  }

  /** One render per key at a time; its page kept if nothing changed meanwhile. */
  const renderAndKeep = (request: Request, url: URL, key: string, productId: string | undefined): { own: Promise<{ page: CachedPage } | { response: Response }> } => {
    const started = generation
    let settle: (page: CachedPage | undefined) => void = () => undefined
    rendering.set(key, new Promise((resolve) => (settle = resolve)))
    const own = render(request, url, productId).then(
      async (outcome) => {
        if ('page' in outcome && started === generation && (await listen())) cache.store(key, outcome.page)
        settle('page' in outcome ? outcome.page : undefined)
        return outcome
      },
      (error: unknown) => {
        settle(undefined)
        throw error
      },
    )
    void own.finally(() => rendering.delete(key)).catch(() => undefined)
    return { own }
  }

  return {
    cache,
    /** Serves a shared page (the caller checked `cacheablePage`). */
    async serve(request: Request, asked: URL, brand: string, productId: string | undefined): Promise<Response> {
      void listen()
      // A campaign's clicks (each with its own gclid or fbclid) share the page rendered without them.
      const url = withoutTrackingParams(asked)
      const key = `${brand} ${url.origin}${url.pathname}${url.search}`
      const found = cache.lookup(key, now())
      if (found.state === 'fresh') return respond(request, key, found.page, 'hit')
      if (found.state === 'stale') {
        if (!rendering.has(key)) renderAndKeep(request, url, key, productId).own.catch((error: unknown) => console.error('[page-cache] background render failed', error))
        return respond(request, key, found.page, 'stale')
      }
      const pending = rendering.get(key)
      if (pending) {
        const page = await pending
        if (page) return respond(request, key, page, 'hit')
      }
      const outcome = await renderAndKeep(request, url, key, productId).own
      return 'page' in outcome ? respond(request, key, outcome.page, 'miss') : outcome.response
    },
  }
}
