// The render cache of the pages every anonymous shopper of a brand and locale sees alike (home,
// category, product, search, static pages, articles, the location selector): rendered once, kept in memory
// (bounded by bytes, least recently used out first), served fresh for a while, then served stale
// while one background render replaces it, and dropped when the reference services publish a
// change it shows (server/lib/changes.ts: stock and price of a product, content, a reseed).
// Such pages must not depend on the request beyond its URL and brand: nothing personal is rendered
// on the server (the cart count, sign-in state and the rest come from the client engine after
// hydration), which `cacheablePage` is the list of, and no render that sets a cookie is kept.
//
// A cached page cannot carry a per-response CSP nonce (every shopper, and a CDN, gets the same
// bytes): its policy names the SHA-256 of each inline script and style instead (`inlineHashes`),
// and the nonce the render put on them is removed. Bodies are compressed once per encoding and kept.
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { PRODUCT_ID, splitSlugId } from '../../contract/site/routeRules'
import type { Encoding } from './compression'

/** Seconds a page is served as is, then served stale while it is rendered again, up to `stale`. */
export interface Freshness {
  readonly fresh: number
  readonly stale: number
}

export const DEFAULT_FRESHNESS: Freshness = { fresh: 60, stale: 600 }

const SHARED_PAGE = /^\/[a-z]{2}-[a-z]{2}(\/(c\/[^/]+|p\/[^/]+|search|pages\/[a-z0-9-]+|articles\/[^/]+|location-selector))?\/?$/

/** Whether a path is one of the shared pages, and the product it shows (its cache entry's tag). */
export const cacheablePage = (pathname: string): { readonly productId?: string } | undefined => {
  if (!SHARED_PAGE.test(pathname)) return undefined
  const product = /^\/[a-z]{2}-[a-z]{2}\/p\/([^/]+)\/?$/.exec(pathname)
  const id = product ? splitSlugId(product[1] ?? '').id : undefined
  return id && PRODUCT_ID.test(id) ? { productId: id } : {}
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** Script types the browser runs (a JSON-LD or import map block is data: no hash needed for it to work). */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i

/**
 * The CSP sources of a page's inline scripts and styles: the hash of each one's text exactly as in
 * the HTML (script and style are raw text elements: no character references are decoded in them).
 */
export const inlineHashes = (html: string): { readonly scripts: string[]; readonly styles: string[] } => {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ''
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? ''
    if (type === 'importmap' || EXECUTABLE.test(type)) scripts.add(sha256(match[2] ?? ''))
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.add(sha256(match[1] ?? ''))
  return { scripts: [...scripts], styles: [...styles] }
}

/** The page as shared: without the render's nonce on its tags and in its meta tag. */
export const withoutNonce = (html: string, nonce: string | undefined): string =>
  nonce ? html.replaceAll(` nonce="${nonce}"`, '').replace(/<meta property="csp-nonce" content="[^"]*"\s*\/?>/, '') : html

export interface CachedPage {
  readonly html: Buffer
  readonly etag: string
  /** Headers of the page (content type, policy, cache control), compression aside. */
  readonly headers: ReadonlyArray<readonly [string, string]>
  readonly productId: string | undefined
  readonly at: number
  readonly encoded: Map<Encoding, Buffer>
}

export const cachedPage = (html: string, headers: ReadonlyArray<readonly [string, string]>, productId: string | undefined, now: number): CachedPage => {
  const bytes = Buffer.from(html, 'utf8')
  return { html: bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`, headers, productId, at: now, encoded: new Map() }
}

/** The body in `encoding`, compressed once (brotli at a higher quality than live pages: it is reused). */
export const bodyIn = (page: CachedPage, encoding: Encoding | undefined): Buffer => {
  if (!encoding || page.html.byteLength < 1024) return page.html
  let body = page.encoded.get(encoding)
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
        : gzipSync(page.html, { level: 9 })
    page.encoded.set(encoding, body)
  }
  return body
}

const sizeOf = (page: CachedPage): number => page.html.byteLength + [...page.encoded.values()].reduce((sum, b) => sum + b.byteLength, 0) + 512

export type Lookup = { readonly state: 'fresh' | 'stale'; readonly page: CachedPage } | { readonly state: 'miss' }

export interface Change {
  readonly kind: 'stock' | 'product' | 'all'
  readonly productIds?: ReadonlyArray<string>
}

/** The pages in memory, least recently used first (a Map keeps insertion order). */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>()
  private bytes = 0

  constructor(
    private readonly maxBytes: number,
    private readonly freshness: Freshness = DEFAULT_FRESHNESS,
  ) {}

  get size(): number {
    return this.pages.size
  }

  get usedBytes(): number {
    return this.bytes
  }

  lookup(key: string, now: number): Lookup {
    const page = this.pages.get(key)
    if (!page) return { state: 'miss' }
    const age = (now - page.at) / 1000
    if (age > this.freshness.stale) {
      this.delete(key)
      return { state: 'miss' }
    }
    // Used now: to the end of the line.
    this.pages.delete(key)
    this.pages.set(key, page)
    return { state: age <= this.freshness.fresh ? 'fresh' : 'stale', page }
  }

  store(key: string, page: CachedPage): void {
    this.delete(key)
    this.pages.set(key, page)
    this.bytes += sizeOf(page)
    this.trim()
  }

  /** Accounts for a body compressed after the page was stored. */
  grew(key: string, before: number): void {
    const page = this.pages.get(key)
    if (!page) return
    this.bytes += sizeOf(page) - before
    this.trim()
  }

  sizeOf(key: string): number {
    const page = this.pages.get(key)
    return page ? sizeOf(page) : 0
  }

  /** Drops what a change makes stale: a product's stock its page; its price or listing every list page too; anything else all. */
  apply(change: Change): number {
    let dropped = 0
    const ids = new Set(change.productIds ?? [])
    for (const [key, page] of [...this.pages]) {
      const stale =
        change.kind === 'all' || (page.productId !== undefined ? ids.has(page.productId) : change.kind === 'product')
      if (stale) {
        this.delete(key)
        dropped++
      }
    }
    return dropped
  }

  clear(): void {
    this.pages.clear()
    this.bytes = 0
  }

  private delete(key: string): void {
    const page = this.pages.get(key)
    if (!page) return
    this.pages.delete(key)
    this.bytes -= sizeOf(page)
  }

  private trim(): void {
    for (const key of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) break
      this.delete(key)
    }
  }
}
