// The enrollment flow's commands and the session lifecycle in the engine, against msw handlers doing
// what the identity service does and the storefront server's real session calls (src/bff, with the
// browser's cookie jar): signing up signs straight in with the guest's cart, the lookup and the
// forgotten password record what happened and never the e-mail, passwords and reset tokens are
// nowhere on the device, a captcha the service asks for is a challenge to open, the profile's
// refusals name their field, a sign-out made offline is told to the server first thing when the
// network returns, a session that ended elsewhere is forgotten, and another tab's sign-in drops this
// tab's access token.
import 'fake-indexeddb/auto'
import { createHash } from 'node:crypto'
import { Effect } from 'effect'
import { clear, entries } from 'idb-keyval'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ConsumerProfile } from '../../src/contract/schemas/account'
import { hasSecrets } from '../../src/engine/secrets'
import { SignUpRequest, ChangePasswordRequest, ConfirmForgotPasswordRequest } from '../../src/contract/schemas/identity'
import { createEngineStore, eventLogIndexedDb } from '../../src/engine/effects/EventLog'
import { makeMemoryTokenStore, tokenStoreFrom } from '../../src/engine/effects/TokenStore'
import { BASES, errorBody, tokenResponse } from '../api/fixtures'
import { makeFakeCommerce } from './fakeCommerce'
import { addItem, engineTestSetup, makeBrowser, settle, settled, until } from './harness'

const { server, start } = engineTestSetup()
const base = BASES.commerce

const PASSWORD = 'Granite-Peak-42-never-logged'
const EMAIL = 'robin.fell@example.com'
const RESET_TOKEN = 'reset-token-d41d8cd98f00b204e98'
const b64url = (buffer: Buffer) => buffer.toString('base64url')

const profile = (overrides: Partial<ConsumerProfile['consumerDetails']> = {}): ConsumerProfile => ({
  consumerNo: 'R-7',
  consumerType: 'REGISTERED',
  consumerDetails: { firstName: 'Robin', lastName: 'Fell', email: EMAIL, ...overrides },
  addresses: [],
  loyaltySummary: { status: 'member', points: 0 },
  preferences: { interests: '' },
  isLoyaltyMember: true,
  loyaltyOptInDate: '2026-01-02',
})

/** An identity service: sign-up with a PKCE challenge and its exchange, lookup, passwords, the profile. */
const identity = (commerce: ReturnType<typeof makeFakeCommerce>) => {
  const seen: { signUp?: Record<string, unknown>; exchangeAuth?: string | null; lookups: string[]; resets: unknown[]; confirms: unknown[]; updates: unknown[]; challenge?: string; signOuts: number } = {
    lookups: [],
    resets: [],
    confirms: [],
    updates: [],
    signOuts: 0,
  }
  let captchaOnLookup = false
  const handlers = [
    http.post(`${base}/consumers-v3/auth/signup`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      seen.signUp = body
      seen.challenge = String(body.codeChallenge)
      if (body.email === 'taken@example.com') return HttpResponse.json(errorBody('AUT439', 'login in use'), { status: 409 })
      return HttpResponse.json({ consumerNo: 'R-7', authorizationCode: 'code-up-1' }, { status: 201 })
    }),
    http.post(`${base}/token/v2/auth/token`, async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>
      const registered = tokenResponse(commerce.accessToken, { tokenType: 'Registered', consumerNo: 'R-7', consumerType: 'REGISTERED', refreshToken: 'registered-refresh-token-1' })
      // The member's session renewed from its refresh token (the storefront's server ending it without a bearer).
      if (body.type === 'Refresh' && body.refreshToken === 'registered-refresh-token-1') return HttpResponse.json(registered)
      if (body.type !== 'Registered') return undefined
      seen.exchangeAuth = request.headers.get('authorization')
      if (b64url(createHash('sha256').update(String(body.codeVerifier)).digest()) !== seen.challenge) return HttpResponse.json(errorBody('AUT432', 'no'), { status: 401 })
      const basketId = (body.guestObjects as { basketId?: string }).basketId ?? null
      return HttpResponse.json(tokenResponse(commerce.accessToken, { tokenType: 'Registered', consumerNo: 'R-7', consumerType: 'REGISTERED', basketId, refreshToken: 'registered-refresh-token-1' }))
    }),
    http.get(`${base}/consumers-v3/consumer/lookup`, ({ request }) => {
      const url = new URL(request.url)
      seen.lookups.push(url.searchParams.get('email')!)
      if (captchaOnLookup && !url.searchParams.get('recaptcha_response'))
        return HttpResponse.json(errorBody('AUT403', 'captcha', { challengeUrl: '/api/captcha/v1/challenge/abc' }), { status: 400 })
      return HttpResponse.json({ email: url.searchParams.get('email'), registered: url.searchParams.get('email') === EMAIL })
    }),
    http.post(`${base}/consumers-v3/consumer/resetpassword`, async ({ request }) => {
      seen.resets.push(await request.json())
      return HttpResponse.json({})
    }),
    http.post(`${base}/consumers-v3/confirmforgotpassword`, async ({ request }) => {
      const body = (await request.json()) as { token: string }
      seen.confirms.push(body)
      return body.token === RESET_TOKEN ? HttpResponse.json({}) : HttpResponse.json(errorBody('AUT402', 'expired'), { status: 400 })
    }),
    http.get(`${base}/consumers-v3/consumer`, () => HttpResponse.json(profile())),
    http.get(`${base}/consumers-v3/consumer/payment_instruments`, () => HttpResponse.json({ paymentInstruments: [] })),
    http.put(`${base}/consumers-v3/consumer`, async ({ request }) => {
      const body = (await request.json()) as { consumerProfile: { consumerDetails?: { phone?: string } } }
      seen.updates.push(body)
      if (body.consumerProfile.consumerDetails?.phone === '12') return HttpResponse.json(errorBody('PRO412', 'bad phone', { field: 'phone' }), { status: 400 })
      return HttpResponse.json(profile({ phone: '+13035550188' }))
    }),
    http.post(`${base}/consumers-v3/consumer/auth/signout`, () => {
      seen.signOuts++
      return HttpResponse.json({})
    }),
  ]
  return { handlers, seen, askCaptchaOnLookup: () => (captchaOnLookup = true) }
}

describe('signing up', () => {
  it('creates the account with the PKCE challenge, signs straight in with the guest cart through the session exchange; the password is nowhere on the device', async () => {
    const store = createEngineStore()
    await clear(store.relaxed)
    const commerce = makeFakeCommerce({ accessToken: 'tok-5e1f-secret' })
    const id = identity(commerce)
    server.use(...id.handlers, ...commerce.handlers)
    const { engine } = start(makeBrowser(), { layer: { eventLog: eventLogIndexedDb({ store }) } })
    await engine.ready
    // Sent, not just acknowledged on the device (decision 22): the guest's cart exists on the server.
    await settled(engine, addItem('SKU-A', 2))
    const guestBasket = engine.getState().cart.basketId

    const result = await engine.dispatchAny({ _tag: 'session.SignUp', email: EMAIL, password: PASSWORD, firstName: 'Robin', lastName: 'Fell', birthDate: '1990-04-12', loyaltyOptIn: true, newsletterOptIn: false })
    expect(result.ok).toBe(true)
    expect(id.seen.signUp).toMatchObject({ email: EMAIL, firstName: 'Robin', birthDate: '1990-04-12', loyaltyOptIn: true, newsletterOptIn: false })
    expect(String(id.seen.signUp?.codeChallenge)).toMatch(/^[\w-]{43}$/)
    expect(id.seen.exchangeAuth).toBe('Bearer tok-5e1f-secret')
    const state = engine.getState()
    expect(state.session).toMatchObject({ status: 'registered', consumerNo: 'R-7' })
    expect(state.session.profile?.consumerDetails.firstName).toBe('Robin')
    expect(state.cart.basketId).toBe(guestBasket)
    await settle(50)
    const stored = JSON.stringify((await entries(store.relaxed)).map(([, v]) => v))
    expect(stored).not.toContain(PASSWORD)
    expect(stored).not.toContain('registered-refresh-token-1')
    expect(stored).not.toContain('tok-5e1f-secret')
    expect(JSON.stringify(engine.exportLog())).not.toContain(PASSWORD)
    await clear(store.relaxed)
  })

  it('an e-mail with an account is the catalogue error AUT439; the shopper stays a guest', async () => {
    const commerce = makeFakeCommerce()
    const id = identity(commerce)
    server.use(...id.handlers, ...commerce.handlers)
    const { engine } = start(makeBrowser())
    await engine.ready
    const result = await engine.dispatchAny({ _tag: 'session.SignUp', email: 'taken@example.com', password: PASSWORD, firstName: 'A', lastName: 'B', loyaltyOptIn: false, newsletterOptIn: false })
    expect(result).toMatchObject({ ok: false, error: { code: 'AUT439' } })
    expect(engine.getState().session.status).toBe('guest')
    expect(engine.getState().session.accountError?.code).toBe('AUT439')
  })

  it('keeps passwords and reset tokens Secret in the requests the contract sends', () => {
    expect(hasSecrets(SignUpRequest)).toBe(true)
    expect(hasSecrets(ChangePasswordRequest)).toBe(true)
    expect(hasSecrets(ConfirmForgotPasswordRequest)).toBe(true)
  })
})

describe('lookup and the forgotten password', () => {
  it('the lookup records whether the e-mail has an account, never the e-mail; a captcha asked for is a challenge to open', async () => {
    const commerce = makeFakeCommerce()
    const id = identity(commerce)
    server.use(...id.handlers, ...commerce.handlers)
    const { engine } = start(makeBrowser())
    await engine.ready
    const known = await engine.dispatchAny({ _tag: 'account.LookUp', email: EMAIL })
    expect(known.events.map((e) => e.payload)).toEqual([{ _tag: 'v1.AccountLookedUp', registered: true }])
    const unknown = await engine.dispatchAny({ _tag: 'account.LookUp', email: 'new.person@example.com' })
    expect(unknown.events.map((e) => e.payload)).toEqual([{ _tag: 'v1.AccountLookedUp', registered: false }])
    id.askCaptchaOnLookup()
    const asked = await engine.dispatchAny({ _tag: 'account.LookUp', email: EMAIL })
    expect(asked.events.map((e) => e.payload)).toEqual([{ _tag: 'v1.CaptchaRequired', challengeUrl: '/api/captcha/v1/challenge/abc' }])
    expect(JSON.stringify(engine.exportLog())).not.toContain(EMAIL)
  })

  it('asks for a reset link, then sets the new password with the link’s token; a wrong token is AUT402; the token and password are never logged', async () => {
    const commerce = makeFakeCommerce()
    const id = identity(commerce)
    server.use(...id.handlers, ...commerce.handlers)
    const { engine, toasts } = start(makeBrowser())
    await engine.ready
    const asked = await engine.dispatchAny({ _tag: 'account.RequestPasswordReset', email: EMAIL })
    expect(asked.events.map((e) => e.payload._tag)).toEqual(['v1.PasswordResetRequested'])
    expect(id.seen.resets).toEqual([{ email: EMAIL }])
    const wrong = await engine.dispatchAny({ _tag: 'account.ResetPassword', token: 'not-the-token', newPassword: PASSWORD })
    expect(wrong).toMatchObject({ ok: false, error: { code: 'AUT402' } })
    expect(toasts.map((t) => t.code)).toContain('AUT402')
    const done = await engine.dispatchAny({ _tag: 'account.ResetPassword', token: RESET_TOKEN, newPassword: PASSWORD })
    expect(done.events.map((e) => e.payload)).toEqual([{ _tag: 'v1.PasswordChanged', via: 'reset' }])
    const exported = JSON.stringify(engine.exportLog())
    for (const secret of [RESET_TOKEN, PASSWORD, EMAIL]) expect(exported).not.toContain(secret)
  })
})

describe('the profile', () => {
  it('an update answers the whole profile; a refused field is the catalogue error naming it', async () => {
    const commerce = makeFakeCommerce()
    const id = identity(commerce)
    server.use(...id.handlers, ...commerce.handlers)
    const { engine } = start(makeBrowser())
    await engine.ready
    await engine.dispatchAny({ _tag: 'session.SignUp', email: EMAIL, password: PASSWORD, firstName: 'Robin', lastName: 'Fell', loyaltyOptIn: false, newsletterOptIn: false })
    const refused = await engine.dispatchAny({ _tag: 'account.UpdateProfile', details: { phone: '12', phoneCountry: 'US' } })
    expect(refused).toMatchObject({ ok: false, error: { code: 'PRO412', params: { field: 'phone' } } })
    const saved = await engine.dispatchAny({ _tag: 'account.UpdateProfile', details: { phone: '(303) 555-0188', phoneCountry: 'US' }, preferences: { interests: 'hiking|climbing' }, loyalty: true })
    expect(saved.ok).toBe(true)
    expect(id.seen.updates.at(-1)).toEqual({
      consumerProfile: { consumerDetails: { phone: '(303) 555-0188', phoneCountry: 'US' }, preferences: { interests: 'hiking|climbing' }, enrollments: [{ type: 'Loyalty', optin: true }] },
    })
    expect(engine.getState().session.profile?.consumerDetails.phone).toBe('+13035550188')
    expect(engine.getState().session.accountError).toBeNull()
  })
})

describe('the session’s lifecycle', () => {
  it('a sign-out made offline forgets the shopper at once; the server’s session is ended before a new guest session when the network returns', async () => {
    const commerce = makeFakeCommerce({ accessToken: 'tok-71aa-secret' })
    const id = identity(commerce)
    const sessionCalls: string[] = []
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname
      if (path.startsWith('/session/')) sessionCalls.push(path.split('/').at(-1)!)
    })
    server.use(...id.handlers, ...commerce.handlers)
    const browser = makeBrowser()
    const { engine } = start(browser)
    await engine.ready
    await engine.dispatchAny({ _tag: 'session.SignUp', email: EMAIL, password: PASSWORD, firstName: 'Robin', lastName: 'Fell', loyaltyOptIn: false, newsletterOptIn: false })
    expect(engine.getState().session.status).toBe('registered')

    server.use(http.post(`${BASES.internal}/session/:siteId/end`, () => HttpResponse.error(), { once: true }))
    browser.connectivity.setOnline(false)
    const out = await engine.dispatchAny({ _tag: 'session.SignOut' })
    expect(out.ok).toBe(true)
    expect(engine.getState().session).toMatchObject({ status: 'none', profile: null, signOutPending: true })
    expect(engine.getState().cart.items).toEqual([])
    expect(id.seen.signOuts).toBe(0)

    sessionCalls.length = 0
    browser.connectivity.setOnline(true)
    await until(() => engine.getState().session.status === 'guest')
    // The cookie's registered session was ended first (the identity service's sign-out), then a guest session started.
    expect(sessionCalls.slice(0, 2)).toEqual(['end', 'token'])
    expect(id.seen.signOuts).toBe(1)
    expect(engine.getState().session.signOutPending).toBe(false)
    server.events.removeAllListeners()
  })

  it('when the device’s session turns out to name another shopper (it ended elsewhere), the signed-in shopper is forgotten: session, cart, profile', async () => {
    const commerce = makeFakeCommerce({ accessToken: 'tok-c0ff-secret' })
    const id = identity(commerce)
    server.use(...id.handlers, ...commerce.handlers)
    const { engine } = start(makeBrowser())
    await engine.ready
    await engine.dispatch(addItem('SKU-A'))
    await engine.dispatchAny({ _tag: 'session.SignUp', email: EMAIL, password: PASSWORD, firstName: 'Robin', lastName: 'Fell', loyaltyOptIn: false, newsletterOptIn: false })
    expect(engine.getState().session.status).toBe('registered')
    // The session was revoked elsewhere (a password reset): the server's session calls now start a guest.
    server.use(http.post(`${base}/token/v2/auth/token`, () => HttpResponse.json(tokenResponse('tok-new-guest-secret', { consumerNo: 'G-9', refreshToken: 'guest-refresh-token-99' }))))
    const result = await engine.dispatch({ _tag: 'session.EnsureGuestToken', force: true })
    expect(result.events.map((e) => e.payload._tag)).toEqual(['v1.SessionEnded', 'v1.CartReset', 'v1.SessionStarted'])
    expect(engine.getState().session).toMatchObject({ status: 'guest', consumerNo: 'G-9', profile: null })
    expect(engine.getState().cart).toMatchObject({ basketId: null, items: [] })
    expect(JSON.stringify(engine.exportLog())).not.toContain(EMAIL)
  })

  it('another tab’s sign-in drops this tab’s access token: its next call asks for the device’s session (now the member’s)', async () => {
    const commerce = makeFakeCommerce({ accessToken: 'tok-shared-secret' })
    const id = identity(commerce)
    server.use(...id.handlers, ...commerce.handlers)
    const browser = makeBrowser()
    const tabA = makeMemoryTokenStore()
    const tabB = makeMemoryTokenStore()
    const { engine: a } = start(browser, { idPrefix: 'a', layer: { tokenStore: tokenStoreFrom(tabA) } })
    const { engine: b } = start(browser, { idPrefix: 'b', layer: { tokenStore: tokenStoreFrom(tabB) } })
    await Promise.all([a.ready, b.ready])
    expect((await Effect.runPromise(tabB.get))?.tokenType).toBe('Guest')
    await a.dispatchAny({ _tag: 'session.SignUp', email: EMAIL, password: PASSWORD, firstName: 'Robin', lastName: 'Fell', loyaltyOptIn: false, newsletterOptIn: false })
    await until(() => b.getState().session.status === 'registered')
    await until(() => Effect.runSync(tabB.get) === undefined)
  })
})
