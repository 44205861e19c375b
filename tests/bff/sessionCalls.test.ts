// The session calls of the storefront's server (backend-for-frontend) against the real reference
// identity service over PGlite: the refresh token only ever in an HttpOnly, SameSite=Strict cookie
// scoped to the site's session calls (Secure on https), never in an answer the page reads; every
// renewal rotates it; a replayed old cookie ends the session; a sign-in code exchanged for a
// registered session that took the guest's cart; ending a session revokes it and removes the cookie;
// calls from other sites refused. Plus the cookie helpers on their own.
import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetApiRuntime, setApiRuntime } from '../../src/api/config'
import { handleSessionCall, sameSiteRequest } from '../../src/bff/sessionCalls.server'
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, clearedSessionCookie, readSessionCookie, sessionCookie } from '../../src/bff/sessionCookie'
import { pgliteHarness, caller, type Harness } from '../server/harness'

const ORIGIN = 'http://store.test'
const SITE = 'summit-en-us'

let harness: Harness
beforeAll(async () => {
  harness = await pgliteHarness()
}, 60_000)
afterAll(() => harness?.close())
beforeEach(() => {
  resetApiRuntime()
  setApiRuntime({ baseUrls: { commerce: `${ORIGIN}/api` }, fetch: (input, init) => harness.handle(new Request(input, init)) })
})

/** A browser of one site: its cookie jar (the session cookie), and the session calls as its pages make them. */
const browser = (options: { secure?: boolean; origin?: string } = {}) => {
  const secure = options.secure ?? false
  const base = secure ? 'https://store.test' : ORIGIN
  let cookie: string | undefined
  const setCookies: string[] = []
  const post = async (action: 'token' | 'exchange' | 'end', body: unknown = {}, headers: Record<string, string> = {}) => {
    const response = await handleSessionCall(
      new Request(`${base}/session/${SITE}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: options.origin ?? base, ...(cookie ? { cookie } : {}), ...headers },
        body: JSON.stringify(body),
      }),
      { secure, allowedOrigins: [] },
    )
    const set = response.headers.get('set-cookie')
    if (set) {
      setCookies.push(set)
      const [pair] = set.split(';')
      cookie = /Max-Age=0/.test(set) ? undefined : pair
    }
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, setCookie: set, headers: response.headers }
  }
  return {
    post,
    get cookie() {
      return cookie
    },
    set cookie(value: string | undefined) {
      cookie = value
    },
    setCookies,
  }
}

const refreshOf = (cookie: string | undefined) => cookie?.split('=')[1]

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Strict, scoped to the site’s session calls, Secure with the __Secure- name on https', () => {
    const token = 'a'.repeat(43)
    expect(sessionCookie(token, SITE, false)).toBe(`${SESSION_COOKIE}=${token}; Path=/session/${SITE}; Max-Age=2592000; HttpOnly; SameSite=Strict`)
    expect(sessionCookie(token, SITE, true)).toBe(`${SECURE_SESSION_COOKIE}=${token}; Path=/session/${SITE}; Max-Age=2592000; HttpOnly; SameSite=Strict; Secure`)
    expect(clearedSessionCookie(SITE, true)).toContain('Max-Age=0')
    expect(() => sessionCookie('a;b=c', SITE, false)).toThrow()
  })

  it('reads only its own well-formed cookie', () => {
    const token = 'b'.repeat(43)
    expect(readSessionCookie(`other=1; ${SESSION_COOKIE}=${token}`, false)).toBe(token)
    expect(readSessionCookie(`${SESSION_COOKIE}=${token}`, true)).toBeUndefined()
    expect(readSessionCookie(`${SECURE_SESSION_COOKIE}=${token}`, true)).toBe(token)
    expect(readSessionCookie(`${SESSION_COOKIE}=<script>`, false)).toBeUndefined()
    expect(readSessionCookie(null, false)).toBeUndefined()
  })
})

describe('session calls', () => {
  it('start a guest session: the page gets an access token, the refresh token goes into the cookie only', async () => {
    const page = browser()
    expect((await page.post('token', {})).status).toBe(401)
    const started = await page.post('token', { startGuest: true })
    expect(started.status).toBe(200)
    expect(started.body).toMatchObject({ tokenType: 'Guest', expiresIn: 900 })
    expect(started.body).not.toHaveProperty('refreshToken')
    expect(started.setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]{43}; Path=/session/${SITE}; Max-Age=\\d+; HttpOnly; SameSite=Strict$`))
    expect(JSON.stringify(started.body)).not.toContain(refreshOf(page.cookie)!)
    expect(started.headers.get('cache-control')).toBe('no-store')
  })

  it('renewing rotates the cookie and keeps the shopper; an old cookie replayed later ends the session for everyone holding it', async () => {
    const page = browser()
    const first = await page.post('token', { startGuest: true })
    const firstCookie = page.cookie
    const renewed = await page.post('token', { startGuest: true })
    expect(renewed.body.consumerNo).toBe(first.body.consumerNo)
    expect(page.cookie).not.toBe(firstCookie)
    expect(renewed.body.accessToken).not.toBe(first.body.accessToken)
    // The renewed cookie is used, then a copy of the first one comes back after the grace period.
    await page.post('token', { startGuest: false })
    await harness.db.query(`UPDATE refresh_tokens SET used_at = now() - interval '1 minute' WHERE consumer_no = $1 AND used_at IS NOT NULL`, [first.body.consumerNo])
    const thief = browser()
    thief.cookie = firstCookie
    const stolen = await thief.post('token', { startGuest: false })
    expect([stolen.status, (stolen.body.errorDetails as Array<{ errorId: string }>)[0]!.errorId]).toEqual([401, 'AUT409'])
    expect(stolen.setCookie).toContain('Max-Age=0')
    // The shopper's own cookie no longer renews: a new guest session starts, with a new consumer.
    const after = await page.post('token', { startGuest: true })
    expect(after.status).toBe(200)
    expect(after.body.consumerNo).not.toBe(first.body.consumerNo)
  })

  it('exchange a sign-in code (with the guest bearer) for a registered session with the guest cart, then end it: revoked, cookie removed', async () => {
    const call = caller(harness)
    const page = browser()
    const guest = await page.post('token', { startGuest: true })
    const guestToken = String(guest.body.accessToken)
    const [sku] = await harness.db.query<{ sku: string }>(`SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id WHERE p.brand = 'summit' AND v.stock > 5 AND NOT p.discontinued ORDER BY v.sku DESC LIMIT 1`)
    const cart = (await call('POST', '/api/cart/v1/cartWithItem', { siteId: SITE, token: guestToken, body: { items: [{ productId: sku!.sku, qty: 1 }] } })).body as { id: string }
    const verifier = randomBytes(32).toString('base64url')
    const signIn = await call('POST', '/api/consumers-v3/auth/signin', {
      siteId: SITE,
      body: { username: 'new@summit.test', password: 'Summit-2026!', codeChallenge: createHash('sha256').update(verifier).digest('base64url') },
    })
    const exchanged = await page.post('exchange', { type: 'Registered', authorizationCode: signIn.body.authorizationCode, codeVerifier: verifier, guestObjects: { basketId: cart.id } }, { authorization: `Bearer ${guestToken}` })
    expect(exchanged.status).toBe(200)
    expect(exchanged.body).toMatchObject({ tokenType: 'Registered', consumerNo: '1000000002', basketId: cart.id })
    expect(exchanged.body).not.toHaveProperty('refreshToken')
    const registered = String(exchanged.body.accessToken)
    // A reload: the cookie renews the registered session.
    expect((await page.post('token', { startGuest: true })).body).toMatchObject({ tokenType: 'Registered', consumerNo: '1000000002' })
    const registeredCookie = page.cookie

    const ended = await page.post('end', {}, { authorization: `Bearer ${registered}` })
    expect([ended.status, ended.body]).toEqual([200, {}])
    expect(ended.setCookie).toContain('Max-Age=0')
    expect(page.cookie).toBeUndefined()
    const replayed = browser()
    replayed.cookie = registeredCookie
    expect((await replayed.post('token', {})).status).toBe(401)
    expect((await call('GET', '/api/consumers-v3/consumer', { siteId: SITE, token: registered })).status).toBe(401)
  })

  it('end without a bearer (the page signed out offline): the cookie’s session is renewed to be revoked, and the cookie removed', async () => {
    const call = caller(harness)
    const page = browser()
    const verifier = randomBytes(32).toString('base64url')
    const code = (await call('POST', '/api/consumers-v3/auth/signin', { siteId: SITE, body: { username: 'new@summit.test', password: 'Summit-2026!', codeChallenge: createHash('sha256').update(verifier).digest('base64url') } })).body
    const session = await page.post('exchange', { type: 'Registered', authorizationCode: code.authorizationCode, codeVerifier: verifier, guestObjects: {} })
    const cookie = page.cookie
    expect((await page.post('end')).status).toBe(200)
    const again = browser()
    again.cookie = cookie
    expect((await again.post('token', {})).status).toBe(401)
    expect((await call('GET', '/api/consumers-v3/consumer', { siteId: SITE, token: String(session.body.accessToken) })).status).toBe(401)
  })

  it('on https the cookie is Secure and __Secure- named', async () => {
    const page = browser({ secure: true })
    const started = await page.post('token', { startGuest: true })
    expect(started.setCookie).toMatch(new RegExp(`^${SECURE_SESSION_COOKIE}=[\\w-]{43};.*; Secure$`))
  })

  it('refuses other sites (403 AUT432, nothing set), other methods and paths, and bodies it cannot read', async () => {
    const evil = browser({ origin: 'https://evil.example' })
    const refused = await evil.post('token', { startGuest: true })
    expect([refused.status, (refused.body.errorDetails as Array<{ errorId: string }>)[0]!.errorId]).toEqual([403, 'AUT432'])
    expect(refused.setCookie).toBeNull()
    const plain = (headers: Record<string, string>) => new Request(`${ORIGIN}/session/${SITE}/token`, { method: 'POST', headers })
    expect(sameSiteRequest(plain({}), [])).toBe(false)
    expect(sameSiteRequest(plain({ 'sec-fetch-site': 'cross-site' }), [])).toBe(false)
    expect(sameSiteRequest(plain({ 'sec-fetch-site': 'same-origin' }), [])).toBe(true)
    expect(sameSiteRequest(plain({ origin: 'https://www.summit.example' }), ['https://www.summit.example'])).toBe(true)
    const options = { secure: false, allowedOrigins: [] }
    expect((await handleSessionCall(new Request(`${ORIGIN}/session/${SITE}/token`, { method: 'GET', headers: { origin: ORIGIN } }), options)).status).toBe(405)
    expect((await handleSessionCall(new Request(`${ORIGIN}/session/nowhere-xx-yy/token`, { method: 'POST', headers: { origin: ORIGIN } }), options)).status).toBe(404)
    const page = browser()
    expect((await page.post('token', { startGuest: 'yes' })).status).toBe(400)
    expect((await page.post('exchange', { type: 'Registered' })).status).toBe(400)
  })
})
