// Cache-Control of what the server entry answers (docs/decisions/0021, 0028). Every page says
// explicitly how it may be kept:
// - shared pages (home, category, product, search, static pages, the location selector) come from the
//   render cache with `public, max-age=0, s-maxage, stale-while-revalidate` (./sharedPages.ts); they
//   get the values below only when rendered for one request (the cache off, a 404).
// - personal pages (cart, checkout, the account and its order pages, sign-in, order confirmation,
//   order tracking, favourites, a password reset link's page whose URL carries a single-use token, the
//   engine inspector): `private, no-store`. The cart's HTML holds the shopper's lines (decision 16); the others show
//   what the engine holds of the shopper once hydrated, and none may outlive a sign-out.
// - any other page rendered for one request: `private, no-cache`: it carries that response's
//   Content-Security-Policy nonce, which a shared cache would hand to everyone.
// API answers keep theirs (`no-store` from the services' router, immutable generated images); one
// without any gets `no-store`.

const PERSONAL_PAGE = /^\/(?:[a-z]{2}-[a-z]{2}\/)?(?:cart|checkout|account(?:\/orders(?:\/[^/]+)?)?|sign-in|reset-password|order-confirmation|track-order|favourites(?:\/shared\/[^/]+)?|__engine)\/?$/

export const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-store'
export const PAGE_CACHE_CONTROL = 'private, no-cache'
export const DEFAULT_CACHE_CONTROL = 'no-store'

/** The Cache-Control of the page at `pathname`. */
export const pageCacheControl = (pathname: string): string => (PERSONAL_PAGE.test(pathname) ? PERSONAL_PAGE_CACHE_CONTROL : PAGE_CACHE_CONTROL)

/** Gives `headers` a Cache-Control when they have none. */
export const ensureCacheControl = (headers: Headers, value: string = DEFAULT_CACHE_CONTROL): void => {
  if (!headers.has('cache-control')) headers.set('cache-control', value)
}
