// Cache-Control of what the server entry answers (docs/decisions/0021). Every page says explicitly
// how it may be kept:
// - personal pages (cart, checkout, account, sign-in, order confirmation, the engine inspector):
//   `private, no-store`. The cart's HTML holds the shopper's lines (decision 16); the others show
//   what the engine holds of the shopper once hydrated, and none may outlive a sign-out.
// - every other page: `private, no-cache`. Their HTML holds nothing personal today (the cart count
//   and the sign-in state come from the engine after hydration; no cookie but the cart page's
//   changes what the server renders), but each carries a fresh Content-Security-Policy nonce, which a
//   shared cache would hand to everyone. Issue 17 makes anonymous pages shared (`public, s-maxage…`
//   with the right Vary) once their nonce is no longer per response; until then no shared cache
//   keeps a page, and the browser revalidates before reusing one (the back/forward cache still works).
// API answers keep theirs (`no-store` from the services' router, immutable generated images); one
// without any gets `no-store`.

const PERSONAL_PAGE = /^\/(?:[a-z]{2}-[a-z]{2}\/)?(?:cart|checkout|account|sign-in|order-confirmation|__engine)\/?$/

export const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-store'
export const PAGE_CACHE_CONTROL = 'private, no-cache'
export const DEFAULT_CACHE_CONTROL = 'no-store'

/** The Cache-Control of the page at `pathname`. */
export const pageCacheControl = (pathname: string): string => (PERSONAL_PAGE.test(pathname) ? PERSONAL_PAGE_CACHE_CONTROL : PAGE_CACHE_CONTROL)

/** Gives `headers` a Cache-Control when they have none. */
export const ensureCacheControl = (headers: Headers, value: string = DEFAULT_CACHE_CONTROL): void => {
  if (!headers.has('cache-control')) headers.set('cache-control', value)
}
