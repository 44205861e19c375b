// The stored cart as a cookie: the same copy as localStorage's (./cartPreview.ts), compressed, sent
// only with requests for the site's cart page (Path=/<locale>/cart), so the server renders the lines
// into the page's HTML and their images paint before any script runs (docs/decisions/0016). The
// server reads it in ./cartCookie.server.ts. Written beside the localStorage copy; a copy that would
// not fit (CART_COOKIE_MAX_BYTES), or any failure, deletes the cookie instead: the page then says it
// is loading until the localStorage copy shows after hydration, as before. Sign-out deletes it and
// the service worker's saved copies of the cart page and the other personal pages (forgetCartCookie).
import { CACHES } from '../contract/cacheNames'

export interface CookieSite {
  readonly brand: string
  readonly locale: string
}

/** Longest encoded value written; browsers keep about 4,096 bytes of name and value per cookie. */
export const CART_COOKIE_MAX_BYTES = 3_800
const MAX_AGE_SECONDS = 30 * 24 * 3600

export const cartCookieName = (site: CookieSite): string => `cart-preview-${site.brand}`
export const cartPagePath = (site: CookieSite): string => `/${site.locale}/cart`

/**
 * The site's pages of a shopper (or a store associate's session) the service worker may have kept:
 * the cart, checkout, account and order pages, favourites. All go at sign-out (issue 15: no cached
 * account pages stay on a shared device).
 */
export const personalPagePattern = (site: CookieSite): RegExp => new RegExp(`^/${site.locale}/(cart|checkout|account|favourites)(/.*)?$`)

const attributes = (site: CookieSite, maxAge: number): string =>
  `; Path=${cartPagePath(site)}; Max-Age=${maxAge}; SameSite=Lax${globalThis.location?.protocol === 'https:' ? '; Secure' : ''}`

/** Where cookies are written: document.cookie in the page; tests pass their own jar. */
export type CookieWriter = (cookie: string) => void
const documentCookie: CookieWriter = (cookie) => {
  if (typeof document !== 'undefined') document.cookie = cookie
}

const base64url = (bytes: Uint8Array): string => {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The stored copy's JSON, deflated (raw) and base64url: the cookie's value. */
export const encodeCartCookie = async (json: string): Promise<string> => {
  const compressed = new Blob([json]).stream().pipeThrough(new CompressionStream('deflate-raw'))
  return base64url(new Uint8Array(await new Response(compressed).arrayBuffer()))
}

// Writes are asynchronous (compression): only the newest write of a site may land, so a slow older
// one never puts back a cart that changed (or was forgotten) since.
const latestWrite = new Map<string, number>()
const nextWrite = (site: CookieSite): number => {
  const key = `${cartCookieName(site)}${cartPagePath(site)}`
  const n = (latestWrite.get(key) ?? 0) + 1
  latestWrite.set(key, n)
  return n
}
const isLatest = (site: CookieSite, n: number): boolean => latestWrite.get(`${cartCookieName(site)}${cartPagePath(site)}`) === n

export const deleteCartCookie = (site: CookieSite, write: CookieWriter = documentCookie): void => {
  nextWrite(site)
  try {
    write(`${cartCookieName(site)}=${attributes(site, 0)}`)
  } catch {
    // No cookies here (a sandboxed frame): nothing was written either.
  }
}

/** Writes the copy (`json`, as stored in localStorage) for the site's cart page, or deletes the cookie when it does not fit or fails. */
export const writeCartCookie = async (site: CookieSite, json: string, write: CookieWriter = documentCookie): Promise<void> => {
  const n = nextWrite(site)
  let value: string | null = null
  try {
    value = await encodeCartCookie(json)
  } catch {
    value = null
  }
  if (!isLatest(site, n)) return
  if (value === null || value.length > CART_COOKIE_MAX_BYTES) return deleteCartCookie(site, write)
  try {
    write(`${cartCookieName(site)}=${value}${attributes(site, MAX_AGE_SECONDS)}`)
  } catch {
    deleteCartCookie(site, write)
  }
}

/**
 * Sign-out: the cookie goes, and so do the service worker's saved copies of this site's cart page
 * (their HTML holds the lines the cookie rendered). Resolves when both are gone (never rejects).
 */
export const forgetCartCookie = async (site: CookieSite, write: CookieWriter = documentCookie): Promise<void> => {
  deleteCartCookie(site, write)
  try {
    if (!globalThis.caches || !(await caches.has(CACHES.pages))) return
    const pages = await caches.open(CACHES.pages)
    const personal = personalPagePattern(site)
    for (const request of await pages.keys()) if (personal.test(new URL(request.url).pathname)) await pages.delete(request)
  } catch {
    // No cache storage (private mode, an insecure origin): nothing was saved either.
  }
}
