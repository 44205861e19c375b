// Sign-in, sign-out and express checkout in the engine, against msw handlers that check what a real
// identity service would: the PKCE pair (SHA-256 of the verifier is the challenge sent at sign-in),
// the guest's own bearer and basket on the exchange. What the shopper and an engineer would notice:
// the cart they had comes with them (with the merged notice until dismissed), the password and the
// tokens are nowhere on the device, and after signing out nothing of the shopper stays (state, log,
// snapshots) while a new guest session starts.
import 'fake-indexeddb/auto'
import { createHash } from 'node:crypto'
import { clear, entries } from 'idb-keyval'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ConsumerProfile, SavedCard } from '../../src/contract/schemas/account'
import { createEngineStore, eventLogIndexedDb } from '../../src/engine/effects/EventLog'
import { BASES, errorBody, tokenResponse } from '../api/fixtures'
import { makeFakeCommerce } from './fakeCommerce'
import { addItem, engineTestSetup, makeBrowser, settle, settled, until } from './harness'

const { server, start } = engineTestSetup()

const PASSWORD = 'Summit-2026!-never-logged'
const REFRESH = 'refresh-4c1d-very-secret'
const base = BASES.commerce

const address = { id: 'A1', approachType: 'S', main: true, recipientFirstName: 'Alex', recipientLastName: 'Morgan', addressLine1: '1 Pearl Street', city: 'Boulder', postalCode: '80302', stateCityProvDept: 'CO', country: 'US', recipientContactPhone: '+13035550142' } as const
const profile: ConsumerProfile = {
  consumerNo: 'R-1',
  consumerType: 'REGISTERED',
  consumerDetails: { firstName: 'Alex', lastName: 'Morgan', email: 'member@summit.test' },
  addresses: [address],
  loyaltySummary: { status: 'member', points: 2600 },
}
const mainCard: SavedCard = { paymentInstrumentId: 'PI-1', payment_method_id: 'CREDIT_CARD', brand: 'VISA', bin: '411111', last4: '1111', maskedNumber: 'VISA **** 1111', holderName: 'Alex Morgan', expiryMonth: 12, expiryYear: 2030, main: true, expired: false }

const b64url = (buffer: Buffer) => buffer.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** An identity service: sign-in with a PKCE challenge, the registered exchange, profile, cards, sign-out. */
const identity = (commerce: ReturnType<typeof makeFakeCommerce>, options: { mergedItems?: number } = {}) => {
  const seen: { challenge?: string; exchange?: { body: Record<string, unknown>; authorization: string | null }; signOut?: { body: unknown; authorization: string | null } } = {}
  const handlers = [
    http.post(`${base}/consumers-v3/auth/signin`, async ({ request }) => {
      const body = (await request.json()) as { username: string; password: string; codeChallenge: string }
      if (body.username !== 'member@summit.test' || body.password !== PASSWORD) return HttpResponse.json(errorBody('AUT401', 'Wrong e-mail or password'), { status: 401 })
      seen.challenge = body.codeChallenge
      return HttpResponse.json({ authorizationCode: 'code-1' })
    }),
    http.post(`${base}/token/v2/auth/token`, async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>
      if (body.type !== 'Registered') return undefined // the guest exchange: the commerce fake answers
      seen.exchange = { body, authorization: request.headers.get('authorization') }
      const verifier = String(body.codeVerifier)
      if (body.authorizationCode !== 'code-1' || b64url(createHash('sha256').update(verifier).digest()) !== seen.challenge)
        return HttpResponse.json(errorBody('AUT432', 'Authorisation failed'), { status: 401 })
      const basketId = (body.guestObjects as { basketId?: string }).basketId ?? null
      return HttpResponse.json(
        tokenResponse(commerce.accessToken, { tokenType: 'Registered', consumerNo: 'R-1', consumerType: 'REGISTERED', basketId, refreshToken: REFRESH, mergedItems: options.mergedItems ?? 0 }),
      )
    }),
    http.get(`${base}/consumers-v3/consumer`, () => HttpResponse.json(profile)),
    http.get(`${base}/consumers-v3/consumer/payment_instruments`, () => HttpResponse.json({ paymentInstruments: [mainCard] })),
    http.post(`${base}/consumers-v3/consumer/auth/signout`, async ({ request }) => {
      seen.signOut = { body: await request.json(), authorization: request.headers.get('authorization') }
      return HttpResponse.json({})
    }),
  ]
  return { handlers, seen }
}

describe('signing in', () => {
  it('sends the PKCE pair and the guest cart with the guest bearer, keeps the cart, loads the profile and cards', async () => {
    const commerce = makeFakeCommerce({ accessToken: 'tok-3b7e-secret' })
    const id = identity(commerce, { mergedItems: 2 })
    server.use(...id.handlers, ...commerce.handlers)
    const { engine } = start(makeBrowser())
    await engine.ready
    await settled(engine, addItem('SKU-A', 2))
    const guestBasket = engine.getState().cart.basketId
    expect(guestBasket).not.toBeNull()

    const result = await engine.dispatchAny({ _tag: 'session.SignIn', username: 'member@summit.test', password: PASSWORD })
    expect(result.ok).toBe(true)
    // The verifier is 32 random bytes (43 base64url characters) and was never sent before the exchange.
    expect(String(id.seen.exchange?.body.codeVerifier)).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(id.seen.exchange?.authorization).toBe('Bearer tok-3b7e-secret')
    expect(id.seen.exchange?.body.guestObjects).toEqual({ basketId: guestBasket })

    const state = engine.getState()
    expect(state.session.status).toBe('registered')
    expect(state.session.profile?.consumerDetails.firstName).toBe('Alex')
    expect(state.session.savedCards?.map((c) => c.last4)).toEqual(['1111'])
    expect(state.cart.basketId).toBe(guestBasket)
    expect(state.cart.items.map((l) => [l.sku, l.qty])).toEqual([['SKU-A', 2]])
    expect(state.cart.merged?.items).toBe(2)

    await engine.dispatchAny({ _tag: 'cart.DismissMergedNotice' })
    expect(engine.getState().cart.merged).toBeNull()
  })

  it('waits for an add on its way to the guest cart, then merges the cart with it; no change travels during the exchange', async () => {
    // Found by the simulation (tests/sim): a change in flight during the sign-in could land on the
    // guest cart after the merge (lost from view), or be sent again with the member's token (its
    // idempotency key the guest's) and applied twice.
    const commerce = makeFakeCommerce()
    const id = identity(commerce)
    // What the engine had still to send when the sign-in reached the server.
    let waitingAtSignIn: number | undefined
    server.use(
      http.post(`${base}/consumers-v3/auth/signin`, () => {
        waitingAtSignIn = engine.getState().outbox.queued
        return undefined
      }),
      ...id.handlers,
      ...commerce.handlers,
    )
    const { engine } = start(makeBrowser())
    await engine.ready
    await settled(engine, addItem('SKU-A'))
    commerce.fault('cartAddItem', 'hang')
    const add = await engine.dispatch(addItem('SKU-B'))
    await until(() => commerce.seen.some((s) => s.fault === 'hang'))
    const signIn = engine.dispatchAny({ _tag: 'session.SignIn', username: 'member@summit.test', password: PASSWORD })
    await settle(50)
    // The sign-in waits: nothing of it was sent while the add is on its way.
    expect(id.seen.challenge).toBeUndefined()
    commerce.releaseHanging()
    expect((await signIn).ok).toBe(true)
    expect(await engine.outcome(add.commandId)).toMatchObject({ ok: true, queued: false })
    // The sign-in went out once the add had its answer: the merged cart holds it, once.
    expect(waitingAtSignIn).toBe(0)
    expect(new Set(commerce.seen.filter((s) => s.call === 'cartAddItem').map((s) => s.headers['idempotency-key']))).toEqual(new Set([add.commandId]))
    expect(commerce.linesOf(engine.getState().cart.basketId)).toEqual([
      ['SKU-A', 1],
      ['SKU-B', 1],
    ])
    expect(engine.getState().cart.items.map((l) => [l.sku, l.qty, l.pending])).toEqual([
      ['SKU-A', 1, null],
      ['SKU-B', 1, null],
    ])
  }, 30_000)

  it('a wrong password is the catalogue error (AUT401), shown as a toast; the shopper stays a guest with their cart', async () => {
    const commerce = makeFakeCommerce()
    const id = identity(commerce)
    server.use(...id.handlers, ...commerce.handlers)
    const { engine, toasts } = start(makeBrowser())
    await engine.ready
    await settled(engine, addItem('SKU-A'))
    const result = await engine.dispatchAny({ _tag: 'session.SignIn', username: 'member@summit.test', password: 'wrong' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error.code).toBe('AUT401')
    expect(toasts.map((t) => t.code)).toContain('AUT401')
    expect(engine.getState().session.status).toBe('guest')
    expect(engine.getState().session.accountError?.code).toBe('AUT401')
    expect(engine.getState().cart.items).toHaveLength(1)
    expect(id.seen.exchange).toBeUndefined()
  })
})

describe('signing out', () => {
  it('revokes the tokens, forgets the shopper everywhere on the device and starts a new guest session; the password and tokens were never stored', async () => {
    const store = createEngineStore()
    await clear(store.relaxed)
    const commerce = makeFakeCommerce({ accessToken: 'tok-9a2f-secret' })
    const id = identity(commerce)
    server.use(...id.handlers, ...commerce.handlers)
    // What the page keeps outside the log (the cart cookie, saved cart pages) is forgotten through this hook (engine/react.tsx).
    const forgotten: Array<{ items: number; signedIn: boolean }> = []
    const onPersonalDataForgotten = () => void forgotten.push({ items: engine.getState().cart.items.length, signedIn: engine.getState().session.status === 'registered' })
    const { engine } = start(makeBrowser(), { layer: { eventLog: eventLogIndexedDb({ store }) }, snapshotEvery: 3, onPersonalDataForgotten })
    await engine.ready
    await settled(engine, addItem('SKU-A'))
    await engine.dispatchAny({ _tag: 'session.SignIn', username: 'member@summit.test', password: PASSWORD })
    await engine.dispatchAny({ _tag: 'account.Load' })
    await settled(engine, addItem('SKU-B'))
    await settle(50)
    const before = JSON.stringify((await entries(store.relaxed)).map(([, v]) => v))
    expect(before).toContain('member@summit.test') // the profile is on the device while signed in
    expect(before).not.toContain(PASSWORD)

    expect(forgotten).toEqual([])
    const out = await engine.dispatchAny({ _tag: 'session.SignOut' })
    expect(out.ok).toBe(true)
    // Called once, before the sign-out resolved, with the shopper's cart already cleared.
    expect(forgotten).toEqual([{ items: 0, signedIn: false }])
    expect(id.seen.signOut).toEqual({ body: { refreshToken: REFRESH }, authorization: 'Bearer tok-9a2f-secret' })
    const state = engine.getState()
    expect(state.session.status).toBe('guest')
    expect(state.session.profile).toBeNull()
    expect(state.session.savedCards).toBeNull()
    expect(state.cart.items).toEqual([])
    expect(state.checkout.orders).toEqual({})

    await settle(50)
    for (const [where, value] of Object.entries({ indexedDb: (await entries(store.relaxed)).map(([, v]) => v), exported: engine.exportLog() })) {
      const text = JSON.stringify(value)
      expect(text, where).not.toContain('member@summit.test')
      expect(text, where).not.toContain('1 Pearl Street')
      expect(text, where).not.toContain(PASSWORD)
      expect(text, where).not.toContain(REFRESH)
      expect(text, where).not.toContain('tok-9a2f-secret')
    }
    await clear(store.relaxed)
  })
})

describe('express checkout', () => {
  it('sets the saved address for delivery and billing and records the saved card to pay with', async () => {
    const commerce = makeFakeCommerce()
    const id = identity(commerce)
    const calls: string[] = []
    server.use(
      ...id.handlers,
      http.post(`${base}/cart/v2/cart/:basketId/shippingAddress`, async ({ request, params }) => {
        calls.push(`shipping ${JSON.stringify(((await request.json()) as { address: unknown }).address)}`)
        return HttpResponse.json(commerce.carts.get(String(params.basketId)))
      }),
      http.post(`${base}/cart/v1/cart/:basketId/billingAddress`, async ({ request, params }) => {
        calls.push(`billing ${JSON.stringify(((await request.json()) as { address: unknown }).address)}`)
        return HttpResponse.json(commerce.carts.get(String(params.basketId)))
      }),
      ...commerce.handlers,
    )
    const { engine } = start(makeBrowser())
    await engine.ready
    await settled(engine, addItem('SKU-A'))
    await engine.dispatchAny({ _tag: 'session.SignIn', username: 'member@summit.test', password: PASSWORD })
    // The fake cart has no shipments: express does not apply and nothing is sent.
    const none = await engine.dispatchAny({ _tag: 'checkout.StartExpress', addressId: 'A1', paymentInstrumentId: 'PI-1' })
    expect(none.ok).toBe(true)
    expect(calls).toEqual([])
    expect(engine.getState().checkout.express).toBeNull()

    const basketId = engine.getState().cart.basketId!
    const withHome = { ...commerce.carts.get(basketId)!, shippingMethods: [{ shippingId: 'S1', deliveryType: 'home' as const, code: 'STD', applicableShippingMethods: [], itemIds: [] }] }
    commerce.carts.set(basketId, withHome as never)
    expect((await settled(engine, { _tag: 'cart.Load' })).ok).toBe(true)
    const started = await engine.dispatchAny({ _tag: 'checkout.StartExpress', addressId: 'A1', paymentInstrumentId: 'PI-1' })
    expect(started.ok).toBe(true)
    expect(calls).toHaveLength(2)
    expect(calls[0]).toContain('"approachType":"S"')
    expect(calls[0]).not.toContain('"main"')
    expect(calls[1]).toContain('"approachType":"B"')
    expect(calls[1]).toContain('1 Pearl Street')
    expect(engine.getState().checkout.express).toEqual({ paymentInstrumentId: 'PI-1' })
  })
})
