// The storefront server's session calls (backend-for-frontend, docs/decisions/0024), mounted by
// src/server.ts under /session/{siteId}/…: the page never holds a refresh token. These calls keep it
// in the session cookie (./sessionCookie.ts), redeem it with the identity service's token call
// (every redemption rotates it; the cookie follows) and exchange sign-in codes; the page gets a
// short-lived access token in the answer and keeps it in memory only.
//   POST token     { startGuest? }  the cookie's session renewed; without one (or one the identity
//                  service no longer honours) a new guest session when `startGuest`, else 401 AUT404
//   POST exchange  a sign-in's code and PKCE verifier (the guest's bearer along, proving the guest
//                  objects to merge) for a registered session
//   POST end       revokes the session (with the page's registered bearer, or one the cookie renews)
//                  and removes the cookie, whatever the identity service answers
// State-changing calls from other sites are refused (403 AUT432): the cookie is SameSite=Strict, and
// the Origin header (or, without one, Sec-Fetch-Site) must be this site's. Answers are never stored
// (Cache-Control: no-store). Failures of the identity service pass through in the spec's error shape
// (a 409 of the token call reaches the engine, which retries it once after 2 s); when it cannot be
// reached, 502.
import { Effect, Option, Schema } from 'effect'
import { request as apiRequest } from '../api/client'
import type { ClientError } from '../api/errors'
import { errorResponse, json as jsonAnswer, outcomeOf, passOn as passOnFrom, readJsonBody, sameSiteRequest, type Outcome } from './answers'
import type { TokenRequest, TokenResponse } from '../contract/schemas/token'
import { SessionExchangeRequest, SessionTokenRequest, type SessionGrant } from '../contract/schemas/session'
import { parseSiteId, type Brand, type Locale } from '../contract/site/sites'
import { clearedSessionCookie, readSessionCookie, sessionCookie } from './sessionCookie'

export { sameSiteRequest } from './answers'

export const SESSION_PATH_PREFIX = '/session/'
const PATH = /^\/session\/([a-z]+-[a-z]{2}-[a-z]{2})\/(token|exchange|end)$/
/** Session call bodies are a few hundred bytes. */
const MAX_BODY_BYTES = 8 * 1024

export interface SessionCallOptions {
  /** Secure cookies (https, or SESSION_COOKIE_SECURE=1 behind a proxy that ends TLS). */
  readonly secure: boolean
  /** Origins besides the request's own that may call (each brand's public origin, BRAND_ORIGINS). */
  readonly allowedOrigins: ReadonlyArray<string>
}

interface Site {
  readonly siteId: string
  readonly brand: Brand
  readonly locale: Locale
}

const json = (status: number, body: unknown, cookie?: string): Response => jsonAnswer(status, body, cookie ? { cookie } : {})
const passOn = (error: ClientError, cookie?: string): Response => passOnFrom(error, 'identity', cookie)
const readBody = (request: Request): Promise<unknown> => readJsonBody(request, MAX_BODY_BYTES)

const decode = <A>(schema: Schema.Codec<A, unknown>, value: unknown): A | undefined => Option.getOrUndefined(Schema.decodeUnknownOption(schema)(value))

const bearerOf = (request: Request): string | undefined => /^Bearer\s+([\x21-\x7e]{1,512})$/.exec(request.headers.get('authorization') ?? '')?.[1]

/** The page's Idempotency-Key, passed on (the token call ignores it; logs and tests follow one decision through). */
const keyOf = (request: Request): string | undefined => {
  const key = request.headers.get('idempotency-key')
  return key !== null && /^[\w.:-]{1,128}$/.test(key) ? key : undefined
}

const tokenCall = (site: Site, body: TokenRequest, accessToken?: string, idempotencyKey?: string): Promise<Outcome<TokenResponse>> =>
  outcomeOf(apiRequest('token', { site, body, ...(accessToken ? { accessToken } : {}), ...(idempotencyKey ? { idempotencyKey } : {}) }))

/** The page's part of a token response: everything but the refresh token, which goes into the cookie. */
const granted = (response: TokenResponse, site: Site, secure: boolean): Response => {
  const { refreshToken, ...grant } = response
  const body: SessionGrant = grant
  return json(200, body, refreshToken ? sessionCookie(refreshToken, site.siteId, secure) : clearedSessionCookie(site.siteId, secure))
}

/** The identity service no longer honours the refresh token (unknown, expired, revoked, replayed). */
const sessionGone = (error: ClientError): boolean => error._tag === 'ApiError' && error.status === 401

const renew = async (site: Site, request: Request, secure: boolean): Promise<Response> => {
  const body = decode(SessionTokenRequest, await readBody(request))
  if (body === undefined) return json(400, errorResponse(400, 'ATTR300', 'Invalid body: expected { startGuest?: boolean }', { params: { field: 'body' } }))
  const refreshToken = readSessionCookie(request.headers.get('cookie'), secure)
  let cleared = false
  if (refreshToken) {
    const renewed = await tokenCall(site, { type: 'Refresh', refreshToken }, undefined, keyOf(request))
    if (renewed.ok) return granted(renewed.value, site, secure)
    if (!sessionGone(renewed.error) || !body.startGuest) return passOn(renewed.error, sessionGone(renewed.error) ? clearedSessionCookie(site.siteId, secure) : undefined)
    cleared = true
  }
  if (!body.startGuest) return json(401, errorResponse(401, 'AUT404', 'No session: start a guest session or sign in'))
  const guest = await tokenCall(site, { type: 'Guest' }, undefined, keyOf(request))
  if (guest.ok) return granted(guest.value, site, secure)
  return passOn(guest.error, cleared ? clearedSessionCookie(site.siteId, secure) : undefined)
}

const exchange = async (site: Site, request: Request, secure: boolean): Promise<Response> => {
  const body = decode(SessionExchangeRequest, await readBody(request))
  if (body === undefined) return json(400, errorResponse(400, 'ATTR300', 'Invalid body: expected a registered or agent token exchange', { params: { field: 'body' } }))
  const exchanged = await tokenCall(site, body, bearerOf(request), keyOf(request))
  return exchanged.ok ? granted(exchanged.value, site, secure) : passOn(exchanged.error)
}

const end = async (site: Site, request: Request, secure: boolean): Promise<Response> => {
  const refreshToken = readSessionCookie(request.headers.get('cookie'), secure)
  if (refreshToken) {
    let accessToken = bearerOf(request)
    let registered = accessToken !== undefined
    if (!accessToken) {
      // No bearer from the page (it signed out offline, or forgot the shopper): the cookie's session is renewed to end it.
      const renewed = await tokenCall(site, { type: 'Refresh', refreshToken })
      if (renewed.ok) {
        accessToken = renewed.value.accessToken
        registered = renewed.value.tokenType !== 'Guest'
      }
    }
    if (accessToken && registered)
      await Effect.runPromise(
        apiRequest('signOut', { site, body: { refreshToken }, accessToken }).pipe(
          Effect.asVoid,
          Effect.catch(() => Effect.void),
        ),
      )
  }
  return json(200, {}, clearedSessionCookie(site.siteId, secure))
}

/** Answers a request under /session/ (src/server.ts sends them here). */
export const handleSessionCall = async (request: Request, options: SessionCallOptions): Promise<Response> => {
  const url = new URL(request.url)
  const match = PATH.exec(url.pathname)
  const parsed = match ? parseSiteId(match[1]!) : undefined
  if (!match || !parsed) return json(404, errorResponse(404, 'API404', `No call matches ${request.method} ${url.pathname}`))
  if (request.method !== 'POST') return json(405, errorResponse(405, 'API405', `${request.method} is not allowed on ${url.pathname}`))
  if (!sameSiteRequest(request, options.allowedOrigins)) return json(403, errorResponse(403, 'AUT432', 'Session calls are only taken from this site’s own pages'))
  const site: Site = { siteId: match[1]!, ...parsed }
  switch (match[2] as 'token' | 'exchange' | 'end') {
    case 'token':
      return renew(site, request, options.secure)
    case 'exchange':
      return exchange(site, request, options.secure)
    case 'end':
      return end(site, request, options.secure)
  }
}
