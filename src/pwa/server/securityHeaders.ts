// Security headers of the storefront's responses. Every response gets nosniff, a referrer policy and
// a permissions policy; pages (text/html) also get the Content-Security-Policy with the request's
// nonce. The policy allows our own origin and exactly the configured service origins
// (COMMERCE_API_URL and friends, shared/DECISIONS 7); by default those are our origin too.

/**
 * The video sites whose players the video block embeds (docs/decisions/0026): only after the
 * shopper presses play, and only in a frame.
 */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const

/** The cloud video service the video block streams from, only when its player's switch is on (CLOUD_VIDEO_PLAYER=1). */
export const CLOUD_VIDEO_ORIGIN = 'https://res.cloudinary.com'

const mediaOrigins = (env: Record<string, string | undefined> = process.env): string => (env.CLOUD_VIDEO_PLAYER === '1' ? ` ${CLOUD_VIDEO_ORIGIN}` : '')

/** Base URL settings whose origins the browser may call (connect-src) and load images from (img-src). */
const SERVICE_URL_SETTINGS = ['COMMERCE_API_URL', 'CONTENT_API_URL', 'PERSONALISATION_API_URL', 'SOCIAL_API_URL', 'PAYMENTS_API_URL'] as const

/** Origins of the configured services that are not on our origin (relative bases are ours). */
export const configuredServiceOrigins = (env: Record<string, string | undefined> = process.env): ReadonlyArray<string> => {
  const origins = new Set<string>()
  for (const name of SERVICE_URL_SETTINGS) {
    const value = env[name]
    if (!value || !/^https?:\/\//i.test(value)) continue
    try {
      origins.add(new URL(value).origin)
    } catch {
      // A malformed setting is reported by the API client; it adds nothing to the policy.
    }
  }
  return [...origins]
}

/**
 * The policy of a page. Why each exception:
 * - `style-src-attr 'unsafe-inline'`: components set data-driven `style` attributes (swatch colours,
 *   rating widths, the hero's gradient) and sanitised rich text may carry them. Attributes cannot
 *   carry a nonce; they cannot run script, and img-src limits where CSS could send data. Style
 *   *elements* need the nonce (`style-src-elem` falls back to `style-src`).
 * - `img-src data: blob:`: inline placeholders and images made in the page.
 */
export const contentSecurityPolicy = (nonce: string, serviceOrigins: ReadonlyArray<string> = configuredServiceOrigins()): string =>
  policyWith({ scripts: [`'nonce-${nonce}'`], styles: [`'nonce-${nonce}'`] }, serviceOrigins)

/**
 * The same policy for a page shared by many shoppers (src/pwa/server/pageCache.ts): the inline
 * scripts and styles allowed by their hashes, since a nonce must never be sent twice.
 */
export const hashPolicy = (hashes: { readonly scripts: ReadonlyArray<string>; readonly styles: ReadonlyArray<string> }, serviceOrigins: ReadonlyArray<string> = configuredServiceOrigins()): string =>
  policyWith(hashes, serviceOrigins)

const policyWith = (inline: { readonly scripts: ReadonlyArray<string>; readonly styles: ReadonlyArray<string> }, serviceOrigins: ReadonlyArray<string>): string => {
  const services = serviceOrigins.length > 0 ? ` ${serviceOrigins.join(' ')}` : ''
  const sources = (list: ReadonlyArray<string>) => (list.length > 0 ? ` ${list.join(' ')}` : '')
  return [
    `default-src 'self'`,
    `script-src 'self'${sources(inline.scripts)}`,
    `style-src 'self'${sources(inline.styles)}`,
    `style-src-attr 'unsafe-inline'`,
    `img-src 'self' data: blob:${services}`,
    `font-src 'self'`,
    `connect-src 'self'${services}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `media-src 'self'${mediaOrigins()}`,
    `frame-src 'self' ${VIDEO_PLAYER_ORIGINS.join(' ')}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ')
}

export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(self), usb=()'

/** Headers every response of ours carries. */
export const applyCommonSecurityHeaders = (headers: Headers): void => {
  headers.set('x-content-type-options', 'nosniff')
  headers.set('referrer-policy', 'strict-origin-when-cross-origin')
  headers.set('permissions-policy', PERMISSIONS_POLICY)
}

/** Headers of a page: the common ones, the policy (with its nonce, or the given one), and no framing by other sites. */
export const applyPageSecurityHeaders = (headers: Headers, nonce: string | undefined, policy?: string): void => {
  applyCommonSecurityHeaders(headers)
  headers.set('x-frame-options', 'DENY')
  headers.set('cross-origin-opener-policy', 'same-origin-allow-popups')
  if (policy) headers.set('content-security-policy', policy)
  else if (nonce) headers.set('content-security-policy', contentSecurityPolicy(nonce))
}

export const isHtmlResponse = (response: Response): boolean => (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')
