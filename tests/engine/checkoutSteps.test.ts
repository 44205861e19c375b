// A checkout step's submit is one command (src/engine/commands/checkoutSteps.ts): its handler runs the
// step's calls in order through the per-call handlers, stops at the first failure with the catalogue's
// placement and records nothing of a half-done step in the projection; the log tells the step's story
// (submitted, then its outcome) and replays to the same state. Against msw: the fake commerce's carts
// plus the checkout calls of the shipping and billing steps, each recorded with its Idempotency-Key.
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Address, Cart } from '../../src/contract/schemas/cart'
import { decodeEvents, replayExport, replaySteps, toDebugExport } from '../../src/engine/replay/replay'
import type { Engine } from '../../src/engine/Engine'
import { BASES, US_ADDRESS, errorBody } from '../api/fixtures'
import { makeFakeCommerce, type FakeCommerce } from './fakeCommerce'
import { addItem, engineTestSetup, makeBrowser, settled } from './harness'

const { server, start } = engineTestSetup()

/** As the shopper typed it. */
const ADDRESS: Address = { ...US_ADDRESS, recipientContactPhone: '303 555 0100' }
/** What the server's check answers as the address it would store. */
const NORMALIZED: Address = US_ADDRESS
const CONTACT: Address = { ...ADDRESS, recipientFirstName: 'Grace', addressLine1: '2 Store Way' }
const GIFT = { email: 'friend@example.com', to: 'Friend', message: 'Enjoy' }

type CallName = 'validate' | 'address' | 'method' | 'gift' | 'billing'

/** The shipping and billing calls over the fake commerce's carts; `failNext` answers a call's next request with an error. */
const fakeSteps = (commerce: FakeCommerce) => {
  const calls: Array<{ call: CallName; key: string | null; body: Record<string, any> }> = []
  const failures = new Map<CallName, { status: number; body: unknown }>()
  let verdict: { valid: boolean; errors: Array<{ field: string; code: string }> } = { valid: true, errors: [] }
  const base = BASES.commerce
  const update = (id: string, change: (c: Cart) => Partial<Cart>): Cart => {
    const current = commerce.carts.get(id)!
    const next = { ...current, ...change(current), version: current.version + 1 }
    commerce.carts.set(id, next)
    return next
  }
  const home = (c: Cart) => c.shippingMethods?.find((s) => s.shippingId === 'home')
  const answer = (call: CallName, request: Request, reply: (body: Record<string, any>) => unknown) =>
    (async () => {
      const body = (await request.clone().json()) as Record<string, any>
      calls.push({ call, key: request.headers.get('idempotency-key'), body })
      const failure = failures.get(call)
      if (failure) {
        failures.delete(call)
        return HttpResponse.json(failure.body as Record<string, unknown>, { status: failure.status })
      }
      return HttpResponse.json(reply(body) as Record<string, unknown>)
    })()
  const handlers = [
    http.post(`${base}/cart/v1/cart/:basketId/shippingAddress/validation`, ({ request }) =>
      answer('validate', request, () => (verdict.valid ? { ...verdict, normalized: NORMALIZED } : verdict)),
    ),
    http.post(`${base}/cart/v2/cart/:basketId/shippingAddress`, ({ request, params }) =>
      answer('address', request, (body) =>
        update(String(params.basketId), (c) => ({
          email: body.email,
          shippingMethods: [
            ...(c.shippingMethods ?? []).filter((s) => s.shippingId !== body.shippingId),
            { shippingId: body.shippingId, deliveryType: 'home', code: home(c)?.code ?? 'standard', applicableShippingMethods: [], address: body.address, itemIds: [] },
          ],
        })),
      ),
    ),
    http.post(`${base}/cart/v1/shippingMethod`, ({ request }) =>
      answer('method', request, (body) =>
        update(String(body.cartId), (c) => ({ shippingMethods: (c.shippingMethods ?? []).map((s) => (s.shippingId === body.shippingId ? { ...s, code: body.code } : s)) })),
      ),
    ),
    http.put(`${base}/cart/v1/cart/:basketId/item`, ({ request, params }) =>
      answer('gift', request, (body) => update(String(params.basketId), (c) => ({ items: c.items.map((i) => (i.id === body.itemId ? { ...i, giftOption: body.giftOption } : i)) }))),
    ),
    http.post(`${base}/cart/v1/cart/:basketId/billingAddress`, ({ request, params }) =>
      answer('billing', request, (body) => update(String(params.basketId), () => ({ billingAddress: body.address }))),
    ),
  ]
  return {
    handlers,
    calls,
    failNext: (call: CallName, status: number, body: unknown) => failures.set(call, { status, body }),
    refuseAddresses: () => (verdict = { valid: false, errors: [{ field: 'postalCode', code: 'invalid' }] }),
  }
}

const setUp = async () => {
  const commerce = makeFakeCommerce()
  const steps = fakeSteps(commerce)
  server.use(...steps.handlers, ...commerce.handlers)
  const { engine, toasts } = start(makeBrowser())
  await engine.ready
  expect((await settled(engine, addItem('SKU-A', 2))).ok).toBe(true)
  const itemId = engine.getState().cart.server!.items[0]!.id
  return { engine, toasts, commerce, steps, itemId }
}

const shippingStep = (itemId: string, extra: Record<string, unknown> = {}) => ({
  _tag: 'checkout.SubmitShippingStep' as const,
  email: 'ada@example.com',
  home: { shippingId: 'home', address: ADDRESS, method: 'express' },
  contacts: [{ shippingId: 'pickup-S1', address: CONTACT }],
  gifts: [{ itemId, giftOption: GIFT }],
  ...extra,
})

/** The types of the logged events of one command, in log order. */
const storyOf = (engine: Engine, commandId: string) => engine.exportLog().events.filter((e) => e.commandId === commandId).map((e) => e.type)

describe('checkout.SubmitShippingStep', () => {
  it('runs the calls in order, each under its own part of the key, and records the step submitted, the answers and its success', async () => {
    const { engine, steps, itemId } = await setUp()
    const result = await settled(engine, shippingStep(itemId))
    expect(result.ok).toBe(true)
    const id = result.commandId
    expect(steps.calls.map((c) => [c.call, c.key])).toEqual([
      ['validate', `${id}.validate`],
      ['address', `${id}.address`],
      ['method', `${id}.method`],
      ['address', `${id}.contact.pickup-S1`],
      ['gift', `${id}.gift.${itemId}`],
    ])
    // The server's normalised form is what is stored; the contact goes to its own shipment.
    expect(steps.calls[1]!.body).toMatchObject({ shippingId: 'home', address: NORMALIZED, email: 'ada@example.com' })
    expect(steps.calls[2]!.body).toMatchObject({ code: 'express', shippingId: 'home', shopperAppliedSM: true })
    expect(steps.calls[3]!.body).toMatchObject({ shippingId: 'pickup-S1', address: CONTACT })
    expect(storyOf(engine, id)).toEqual([
      'v1.CheckoutStepSubmitted',
      'v1.ShippingAddressValidated',
      'v1.CartSnapshotReceived',
      'v1.CartSnapshotReceived',
      'v1.CartSnapshotReceived',
      'v1.CartSnapshotReceived',
      'v1.CheckoutStepSettled',
    ])
    expect(result.events.at(-1)?.payload).toEqual({ _tag: 'v1.CheckoutStepSettled', step: 'shipping', outcome: 'succeeded' })
    const cart = engine.getState().cart.server!
    expect(cart.shippingMethods?.find((s) => s.shippingId === 'home')).toMatchObject({ code: 'express', address: NORMALIZED })
    expect(cart.items[0]!.giftOption).toEqual(GIFT)
  })

  it('does not select the method the cart already has', async () => {
    const { engine, steps, itemId } = await setUp()
    expect((await settled(engine, shippingStep(itemId, { contacts: [], gifts: [] }))).ok).toBe(true)
    steps.calls.length = 0
    expect((await settled(engine, shippingStep(itemId, { contacts: [], gifts: [] }))).ok).toBe(true)
    expect(steps.calls.map((c) => c.call)).toEqual(['validate', 'address'])
  })

  it('stops at the first failing call, shows it where the catalogue says (PAY401: top) and leaves the projection as it was', async () => {
    const { engine, steps, toasts, itemId } = await setUp()
    const before = engine.getState().cart
    steps.failNext('address', 400, errorBody('PAY401', 'Cannot ship there'))
    const result = await settled(engine, shippingStep(itemId))
    expect(result).toMatchObject({ ok: false, error: { code: 'PAY401', placement: 'top' } })
    expect(steps.calls.map((c) => c.call)).toEqual(['validate', 'address'])
    expect(engine.getState().checkout.lastError).toMatchObject({ command: 'checkout.SubmitShippingStep', code: 'PAY401', placement: 'top' })
    expect(engine.getState().cart).toEqual(before)
    expect(toasts).toEqual([])
    expect(storyOf(engine, result.commandId)).toEqual(['v1.CheckoutStepSubmitted', 'v2.CheckoutCommandFailed'])
  })

  it('a later call failing (SHP404 on the method: a toast) records none of the earlier answers', async () => {
    const { engine, steps, toasts, itemId } = await setUp()
    const before = engine.getState().cart
    steps.failNext('method', 400, errorBody('SHP404', 'Shipping method unavailable'))
    const result = await settled(engine, shippingStep(itemId))
    expect(result).toMatchObject({ ok: false, error: { code: 'SHP404', placement: 'toast' } })
    expect(steps.calls.map((c) => c.call)).toEqual(['validate', 'address', 'method'])
    expect(toasts.map((t) => t.code)).toEqual(['SHP404'])
    // The server stored the address, but the step did not go through: the projection shows no part of it.
    expect(engine.getState().cart).toEqual(before)
    expect(storyOf(engine, result.commandId)).toEqual(['v1.CheckoutStepSubmitted', 'v2.CheckoutCommandFailed'])
  })

  it('an address the server refuses ends the step after the check, with the check recorded for the form', async () => {
    const { engine, steps, itemId } = await setUp()
    steps.refuseAddresses()
    const result = await settled(engine, shippingStep(itemId))
    expect(result.ok).toBe(true)
    expect(steps.calls.map((c) => c.call)).toEqual(['validate'])
    expect(result.events.map((e) => e.payload._tag)).toEqual(['v1.CheckoutStepSubmitted', 'v1.ShippingAddressValidated', 'v1.CheckoutStepSettled'])
    expect(result.events.at(-1)?.payload).toMatchObject({ outcome: 'addressRejected' })
  })

  it('a captcha asked for ends the step; sent again with the answer it goes through, the answer never logged', async () => {
    const { engine, steps, itemId } = await setUp()
    steps.failNext('address', 400, errorBody('AUT403', 'Captcha', { challengeUrl: '/api/captcha/v1/challenge/c1' }))
    const asked = await settled(engine, shippingStep(itemId))
    expect(asked.ok).toBe(true)
    expect(asked.events.map((e) => e.payload._tag)).toEqual(['v1.CheckoutStepSubmitted', 'v1.ShippingAddressValidated', 'v1.CaptchaRequired', 'v1.CheckoutStepSettled'])
    expect(asked.events.at(-1)?.payload).toMatchObject({ outcome: 'captchaRequired' })
    steps.calls.length = 0
    const answered = await settled(engine, shippingStep(itemId, { recaptcha: 'captcha-answer-42' }))
    expect(answered.ok).toBe(true)
    expect(steps.calls.map((c) => c.call)).toEqual(['validate', 'address', 'method', 'address', 'gift'])
    expect(steps.calls[1]!.body.recaptcha_response).toBe('captcha-answer-42')
    expect(JSON.stringify(engine.exportLog())).not.toContain('captcha-answer-42')
  })

  it('replaying the exported log shows each step submitted and its outcome, and ends in the live state', async () => {
    const { engine, steps, itemId } = await setUp()
    steps.failNext('address', 400, errorBody('PAY401', 'Cannot ship there'))
    const failed = await settled(engine, shippingStep(itemId))
    const passed = await settled(engine, shippingStep(itemId))
    expect(passed.ok).toBe(true)
    const exported = await toDebugExport(engine.exportLog(), engine.getState(), new Date())
    const replayed = await replayExport(exported)
    expect(replayed.matches).toBe(true)
    expect(replayed.final.checkout).toEqual(engine.getState().checkout)
    expect(replayed.final.cart).toEqual(engine.getState().cart)
    const story = replaySteps(decodeEvents(exported))
      .filter((s) => s.event.commandId === failed.commandId || s.event.commandId === passed.commandId)
      .filter((s) => s.event.type.startsWith('v1.CheckoutStep') || s.event.type === 'v2.CheckoutCommandFailed')
      .map((s) => s.event.payload)
    expect(story).toEqual([
      { _tag: 'v1.CheckoutStepSubmitted', step: 'shipping' },
      expect.objectContaining({ _tag: 'v2.CheckoutCommandFailed', command: 'checkout.SubmitShippingStep', code: 'PAY401', placement: 'top' }),
      { _tag: 'v1.CheckoutStepSubmitted', step: 'shipping' },
      { _tag: 'v1.CheckoutStepSettled', step: 'shipping', outcome: 'succeeded' },
    ])
  })
})

describe('checkout.SubmitBillingStep', () => {
  it('stores the billing address under the command\'s own key and records the step submitted and its success', async () => {
    const { engine, steps } = await setUp()
    const result = await settled(engine, { _tag: 'checkout.SubmitBillingStep', address: ADDRESS })
    expect(result.ok).toBe(true)
    expect(steps.calls.map((c) => [c.call, c.key])).toEqual([['billing', result.commandId]])
    expect(engine.getState().cart.server?.billingAddress).toEqual(ADDRESS)
    expect(storyOf(engine, result.commandId)).toEqual(['v1.CheckoutStepSubmitted', 'v1.CartSnapshotReceived', 'v1.CheckoutStepSettled'])
  })

  it('a refused billing address fails the step with the catalogue\'s placement, the cart unchanged', async () => {
    const { engine, steps, toasts } = await setUp()
    const before = engine.getState().cart
    steps.failNext('billing', 400, errorBody('CHK320', 'Address invalid'))
    const result = await settled(engine, { _tag: 'checkout.SubmitBillingStep', address: ADDRESS })
    expect(result).toMatchObject({ ok: false, error: { code: 'CHK320', placement: 'toast' } })
    expect(toasts.map((t) => t.code)).toEqual(['CHK320'])
    expect(engine.getState().cart).toEqual(before)
    expect(engine.getState().checkout.lastError).toMatchObject({ command: 'checkout.SubmitBillingStep', code: 'CHK320' })
    expect(storyOf(engine, result.commandId)).toEqual(['v1.CheckoutStepSubmitted', 'v2.CheckoutCommandFailed'])
  })
})
