// The session cookie of the backend-for-frontend (docs/decisions/0024): it holds the refresh token,
// which no page script may read. HttpOnly (out of document.cookie), SameSite=Strict (never sent by a
// request another site starts), Secure on https (the `__Secure-` name then, which browsers refuse
// without it), and its path is the site's session calls (/session/{siteId}), so it travels with
// nothing else: not with pages, assets or API calls. Pure: the server's session calls use it.

export const SESSION_COOKIE = 'summit_session'
/** The name browsers only accept with `Secure` (a plain-http page cannot overwrite it). */
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`
/** As long as the identity service honours a refresh token (30 days from its issue; each renewal renews). */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600

export const sessionCookieName = (secure: boolean): string => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE)

export const sessionCookiePath = (siteId: string): string => `/session/${siteId}`

/** A refresh token as the identity service issues it (base64url), nothing else is written or read. */
const TOKEN = /^[A-Za-z0-9_-]{16,256}$/

/** The refresh token the request's cookie carries for these settings, if a well-formed one. */
export const readSessionCookie = (cookieHeader: string | null, secure: boolean): string | undefined => {
  const name = sessionCookieName(secure)
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue
    const value = part.slice(eq + 1).trim()
    if (TOKEN.test(value)) return value
  }
  return undefined
}

/** The Set-Cookie value keeping `refreshToken` for the site's session calls. */
export const sessionCookie = (refreshToken: string, siteId: string, secure: boolean): string => {
  if (!TOKEN.test(refreshToken)) throw new Error('refusing to write a malformed refresh token into the session cookie')
  return [
    `${sessionCookieName(secure)}=${refreshToken}`,
    `Path=${sessionCookiePath(siteId)}`,
    `Max-Age=${SESSION_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/** The Set-Cookie value removing the session cookie. */
export const clearedSessionCookie = (siteId: string, secure: boolean): string =>
  [`${sessionCookieName(secure)}=`, `Path=${sessionCookiePath(siteId)}`, 'Max-Age=0', 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ')
