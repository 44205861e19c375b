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
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { PRODUCT_ID, splitSlugId } from '../../contract/site/routeRules'
import type { Encoding } from './compression'
import { bytesOf, nextTag } from './htmlStream'
import { placeholderSource } from './inlineStylesheet'

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

/** A CSP source for an inline element's text, given as a byte string (./htmlStream.ts): the hash of its bytes. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'latin1').digest('base64')}'`

/**
 * The hashes of texts every page repeats (the whole stylesheet, 71 KB, is the same on every page), by
 * text: a lookup compares the text, hashing it again cost more. Bounded: cleared when full.
 */
const repeated = new Map<string, string>()
const hashOf = (text: string): string => {
  if (text.length < 4096) return sha256(text)
  let hash = repeated.get(text)
  if (hash === undefined) {
    if (repeated.size >= 32) repeated.clear()
    hash = sha256(text)
    repeated.set(text, hash)
  }
  return hash
}

/** Script types the browser runs (a JSON-LD or import map block is data: no hash needed for it to work). */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i

const OPEN = /<(script|style)\b([^>]*)>/i
const CLOSE = { script: /<\/script[\s/>]/i, style: /<\/style[\s/>]/i }

/**
 * Each script and style element of the page: its name, attributes and text as written. Raw text: the
 * first end tag closes it, whatever comes before. Found with `nextTag` (a pattern run over the whole
 * page, 71 KB of stylesheet included, took ten times as long).
 */
function* rawTextElements(html: string): Generator<{ readonly name: 'script' | 'style'; readonly attributes: string; readonly text: string }> {
  for (let open = nextTag(html, OPEN, 0); open; ) {
    const name = open[1]!.toLowerCase() as 'script' | 'style'
    const start = open.index + open[0].length
    const close = nextTag(html, CLOSE[name], start)
    if (!close) return
    yield { name, attributes: open[2] ?? '', text: html.slice(start, close.index) }
    open = nextTag(html, OPEN, close.index)
  }
}

/**
 * The CSP sources of a page's inline scripts and styles: the hash of each one's text exactly as in
 * the HTML (script and style are raw text elements: no character references are decoded in them).
 * The page is given as a byte string (./htmlStream.ts), as the rewrites leave it; a style that is
 * still the inline stylesheet's placeholder counts as the stylesheet (./inlineStylesheet.ts).
 */
export const inlineHashes = (html: string): { readonly scripts: string[]; readonly styles: string[] } => {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const { name, attributes, text } of rawTextElements(html)) {
    if (name === 'style') {
      styles.add(placeholderSource(text) ?? hashOf(text))
      continue
    }
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? ''
    if (type === 'importmap' || EXECUTABLE.test(type)) scripts.add(hashOf(text))
  }
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
  /** The body compressed in each encoding asked for so far (compressed once, by the first to ask). */
  readonly encoded: Map<Encoding, Buffer>
  readonly encoding: Map<Encoding, Promise<Buffer>>
}

/**
 * A page to keep, from its bytes or its byte string (./htmlStream.ts). Its ETag is the hash of its
 * bytes, or of `tagged` when given: a byte string the page is made from alone, such as the page
 * before the stylesheet's 65 KB went in for its placeholder, which names the stylesheet by its
 * fingerprint (./inlineStylesheet.ts): half the bytes to hash.
 */
export const cachedPage = (html: string | Buffer, headers: ReadonlyArray<readonly [string, string]>, productId: string | undefined, now: number, tagged?: string): CachedPage => {
  const bytes = typeof html === 'string' ? bytesOf(html) : html
  const hash = tagged === undefined ? createHash('sha256').update(bytes) : createHash('sha256').update(tagged, 'latin1')
  return { html: bytes, etag: `"${hash.digest('base64url').slice(0, 27)}"`, headers, productId, at: now, encoded: new Map(), encoding: new Map() }
}

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * The body in `encoding`, compressed once, off the event loop (zlib's threads: the render of the next
 * page goes on meanwhile). Brotli 5 and gzip 6, as for live pages: on a 190 KB product page brotli 9
 * took five times as long as brotli 5 for a body 2 % smaller, and a page is compressed on the miss
 * that renders it, while its shopper waits.
 */
export const bodyIn = async (page: CachedPage, encoding: Encoding | undefined): Promise<Buffer> => {
  if (!encoding || page.html.byteLength < 1024) return page.html
  const done = page.encoded.get(encoding)
  if (done) return done
  let compressing = page.encoding.get(encoding)
  if (!compressing) {
    compressing = (
      encoding === 'br'
        ? brotli(page.html, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: page.html.byteLength },
          })
        : gzipped(page.html, { level: 6 })
    ).then((body) => {
      page.encoded.set(encoding, body)
      page.encoding.delete(encoding)
      return body
    })
    page.encoding.set(encoding, compressing)
  }
  return compressing
}

const sizeOf = (page: CachedPage): number => page.html.byteLength + [...page.encoded.values()].reduce((sum, b) => sum + b.byteLength, 0) + 512

export type Lookup = { readonly state: 'fresh' | 'stale'; readonly page: CachedPage } | { readonly state: 'miss' }

export interface Change {
  readonly kind: 'stock' | 'product' | 'all'
  readonly productIds?: ReadonlyArray<string>
}

/** The pages in memory, least recently used first (a Map keeps insertion order). */
export class PageCache {
  private readonly pages = new Map<string, { readonly page: CachedPage; bytes: number }>()
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
    const entry = this.pages.get(key)
    if (!entry) return { state: 'miss' }
    const age = (now - entry.page.at) / 1000
    if (age > this.freshness.stale) {
      this.delete(key)
      return { state: 'miss' }
    }
    // Used now: to the end of the line.
    this.pages.delete(key)
    this.pages.set(key, entry)
    return { state: age <= this.freshness.fresh ? 'fresh' : 'stale', page: entry.page }
  }

  store(key: string, page: CachedPage): void {
    this.delete(key)
    const bytes = sizeOf(page)
    this.pages.set(key, { page, bytes })
    this.bytes += bytes
    this.trim()
  }

  /** Accounts for the bodies compressed since the page was stored (if it is still the one kept under `key`). */
  grew(key: string, page: CachedPage): void {
    const entry = this.pages.get(key)
    if (!entry || entry.page !== page) return
    const bytes = sizeOf(page)
    this.bytes += bytes - entry.bytes
    entry.bytes = bytes
    this.trim()
  }

  /** Drops what a change makes stale: a product's stock its page; its price or listing every list page too; anything else all. */
  apply(change: Change): number {
    let dropped = 0
    const ids = new Set(change.productIds ?? [])
    for (const [key, { page }] of [...this.pages]) {
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
    const entry = this.pages.get(key)
    if (!entry) return
    this.pages.delete(key)
    this.bytes -= entry.bytes
  }

  private trim(): void {
    for (const key of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) break
      this.delete(key)
    }
  }
}
