// Checkout through the engine against msw: a fake checkout service on top of the fake commerce's
// carts, and a fake payment provider on its own host. Shows that the card goes to the provider only,
// the order outcomes (placed, 3-D Secure approve and fail, declined, ORD430) become the events and
// state the checkout pages render, and that the log replays to the same state with nothing secret in it.
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Cart } from '../../src/contract/schemas/cart'
import type { Order, OrderResponse } from '../../src/contract/schemas/checkout'
import { replayExport, toDebugExport } from '../../src/engine/replay/replay'
import { BASES, US_ADDRESS, cart as emptyCartOf, errorBody } from '../api/fixtures'
import { makeFakeCommerce, type FakeCommerce } from './fakeCommerce'
import { addItem, engineTestSetup, makeBrowser, settled } from './harness'

const { server, start } = engineTestSetup()

const ADDRESS = US_ADDRESS
const CARD = { number: '4111 1111 1111 1111', expiryMonth: 12, expiryYear: 2030, securityCode: '737', holderName: 'Ada Lovelace' }
const CHALLENGE_CARD = { ...CARD, number: '4000 0000 0000 3220' }
const DECLINED_CARD = { ...CARD, number: '4000 0000 0000 0002' }

/** Checkout calls over the fake commerce's carts; the provider keeps tokens by scenario. */
const fakeCheckout = (commerce: FakeCommerce) => {
  const tokens = new Map<string, string>()
  const orders = new Map<string, Order>()
  const providerBodies: unknown[] = []
  const commerceBodies: unknown[] = []
  let stockShort = false
  const base = BASES.commerce
  const update = (id: string, patch: Partial<Cart>): Cart => {
    const current = commerce.carts.get(id)!
    const next = { ...current, ...patch, version: current.version + 1 }
    commerce.carts.set(id, next)
    return next
  }
  const record = async (request: Request) => {
    const body = await request.clone().json().catch(() => undefined)
    commerceBodies.push(body)
    return body as Record<string, any>
  }
  const orderOf = (c: Cart, number: string, status: Order['status'], flash: Order['flash'] = []): Order => ({
    orderNumber: number,
    status,
    createdAt: '2026-11-23T10:00:00Z',
    currency: c.currency,
    email: c.email ?? '',
    items: c.items,
    shipments: [],
    totals: c.totals,
    paymentMethod: [{ payment_method_id: 'CREDIT_CARD', amount: c.totals.total, maskedNumber: '•••• 1111' }],
    billingAddress: c.billingAddress!,
    flash,
  })
  const fresh = (): Cart => {
    const c = emptyCartOf(`B-after-${orders.size}`, [])
    commerce.carts.set(c.id, c)
    return c
  }
  const handlers = [
    http.post(`${BASES.payments}/v1/tokens`, async ({ request }) => {
      const body = (await request.json()) as { number: string }
      providerBodies.push(body)
      const token = `ctok-${tokens.size + 1}`
      tokens.set(token, body.number)
      return HttpResponse.json({ token, bin: body.number.slice(0, 6), last4: body.number.slice(-4), brand: 'visa', expiryMonth: 12, expiryYear: 2030 })
    }),
    http.post(`${base}/cart/v2/cart/:basketId/shippingAddress`, async ({ request, params }) => {
      const body = await record(request)
      return HttpResponse.json(
        update(String(params.basketId), {
          email: body.email,
          shippingMethods: [{ shippingId: 'home', deliveryType: 'home', code: 'standard', applicableShippingMethods: [], address: body.address, itemIds: [] }],
        }),
      )
    }),
    http.post(`${base}/cart/v1/cart/:basketId/billingAddress`, async ({ request, params }) => {
      const body = await record(request)
      return HttpResponse.json(update(String(params.basketId), { billingAddress: body.address }))
    }),
    http.post(`${base}/cart/v1/deviceFingerPrint`, async ({ request }) => {
      await record(request)
      return HttpResponse.json({ deviceId: 'dev-1' })
    }),
    http.post(`${base}/cart/v1/cart/prepareOrder`, async ({ request }) => {
      const body = await record(request)
      return HttpResponse.json(commerce.carts.get(body.basketId)!)
    }),
    http.put(`${base}/cart/v2/checkout/order`, async ({ request }) => {
      const body = await record(request)
      const c = commerce.carts.get(body.cartId)!
      if (body.cartVersion !== c.version) return HttpResponse.json(errorBody('BSK409', 'The cart changed since it was reviewed'), { status: 409 })
      if (stockShort) {
        update(c.id, { flash: [{ code: 'ProductLineItemFullInventoryMissing', type: 'error', details: { itemId: c.items[0]!.id } }] })
        return HttpResponse.json(errorBody('ORD430', 'Item no longer available'), { status: 409 })
      }
      const number = tokens.get(body.paymentMethod.additionalData.cardToken)!.replace(/\s/g, '')
      if (number === '4000000000000002') return HttpResponse.json(errorBody('PAY400', 'Declined'), { status: 402 })
      const orderNumber = `SU${String(10000000 + orders.size + 1)}`
      if (number === '4000000000003220') {
        const order = orderOf(c, orderNumber, 'PENDING_AUTHENTICATION', [{ code: 'PaymentNotAuthorized', type: 'error', details: { challengeUrl: `/api/payments/v1/3ds/ch-${orderNumber}` } }])
        orders.set(orderNumber, order)
        return HttpResponse.json({ order } satisfies OrderResponse)
      }
      const order = orderOf(c, orderNumber, 'PLACED')
      orders.set(orderNumber, order)
      return HttpResponse.json({ order, cart: fresh() } satisfies OrderResponse)
    }),
    http.patch(`${base}/cart/v2/checkout/order/:orderNumber`, async ({ request, params }) => {
      const body = await record(request)
      const pending = orders.get(String(params.orderNumber))!
      const approved = body.paymentMethod.additionalData.threeDS2Result.transStatus === 'Y'
      const order = { ...pending, status: approved ? ('PLACED' as const) : ('FAILED' as const), flash: [] }
      orders.set(order.orderNumber, order)
      return HttpResponse.json({ order, cart: fresh() } satisfies OrderResponse)
    }),
  ]
  /** Another request changes the cart on the server (the engine does not know yet). */
  const changeElsewhere = (id: string) => update(id, { totals: { ...commerce.carts.get(id)!.totals, total: commerce.carts.get(id)!.totals.total + 10 } })
  return { handlers, providerBodies, commerceBodies, orders, shortOfStock: () => (stockShort = true), changeElsewhere }
}

const setUp = async () => {
  const commerce = makeFakeCommerce()
  const checkout = fakeCheckout(commerce)
  server.use(...commerce.handlers, ...checkout.handlers)
  const { engine, toasts } = start(makeBrowser())
  await engine.ready
  expect((await settled(engine, addItem('SKU-A', 2))).ok).toBe(true)
  expect((await engine.dispatchAny({ _tag: 'checkout.SetShippingAddress', shippingId: 'home', address: ADDRESS, email: 'ada@example.com' })).ok).toBe(true)
  expect((await engine.dispatchAny({ _tag: 'checkout.SetBillingAddress', address: ADDRESS })).ok).toBe(true)
  return { engine, toasts, commerce, checkout }
}

describe('placing an order', () => {
  it('sends the card to the payment provider only and records the placed order with a fresh cart', async () => {
    const { engine, checkout } = await setUp()
    const basketBefore = engine.getState().cart.basketId
    const result = await engine.dispatchAny({ _tag: 'checkout.PlaceOrder', reviewedVersion: engine.getState().cart.server!.version, payment: { _tag: 'card', card: CARD }, fingerprint: 'fp-1' })
    expect(result.ok).toBe(true)
    const state = engine.getState()
    expect(state.checkout.lastOrderNumber).toBe('SU10000001')
    expect(state.checkout.orders.SU10000001?.status).toBe('PLACED')
    expect(state.cart.basketId).not.toBe(basketBefore)
    expect(state.cart.count).toBe(0)
    expect(checkout.providerBodies).toEqual([{ number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, securityCode: '737', holderName: 'Ada Lovelace' }])
    const commerceText = JSON.stringify(checkout.commerceBodies)
    expect(commerceText).not.toContain('4111111111111111')
    expect(commerceText).not.toContain('737')
    const exported = JSON.stringify(engine.exportLog())
    expect(exported).not.toContain('4111')
    expect(exported).not.toContain('"737"')
    expect(engine.exportLog().events.find((e) => e.type === 'v1.OrderPlaced')).toBeDefined()
  })

  it('opens the 3-D Secure challenge, then places the order when the issuer approves', async () => {
    const { engine } = await setUp()
    expect((await engine.dispatchAny({ _tag: 'checkout.PlaceOrder', reviewedVersion: engine.getState().cart.server!.version, payment: { _tag: 'card', card: CHALLENGE_CARD }, fingerprint: 'fp' })).ok).toBe(true)
    expect(engine.getState().checkout.authentication).toEqual({ orderNumber: 'SU10000001', challengeUrl: '/api/payments/v1/3ds/ch-SU10000001' })
    expect(engine.getState().checkout.lastOrderNumber).toBeNull()
    expect(engine.getState().cart.count).toBe(2)
    await engine.dispatchAny({ _tag: 'checkout.CompleteAuthentication', orderNumber: 'SU10000001', result: { transStatus: 'Y' } })
    expect(engine.getState().checkout.authentication).toBeNull()
    expect(engine.getState().checkout.lastOrderNumber).toBe('SU10000001')
    expect(engine.getState().cart.count).toBe(0)
  })

  it('a failed challenge returns to billing with the authentication error and a fresh cart', async () => {
    const { engine } = await setUp()
    await engine.dispatchAny({ _tag: 'checkout.PlaceOrder', reviewedVersion: engine.getState().cart.server!.version, payment: { _tag: 'card', card: CHALLENGE_CARD }, fingerprint: 'fp' })
    await engine.dispatchAny({ _tag: 'checkout.CompleteAuthentication', orderNumber: 'SU10000001', result: { transStatus: 'N' } })
    const state = engine.getState()
    expect(state.checkout.authenticationFailedAt).not.toBeNull()
    expect(state.checkout.lastOrderNumber).toBeNull()
    expect(state.cart.basketId).toBe('B-after-1')
  })

  it('a declined card fails with PAY400 shown in the inline notice at the top, the cart untouched', async () => {
    const { engine } = await setUp()
    const result = await engine.dispatchAny({ _tag: 'checkout.PlaceOrder', reviewedVersion: engine.getState().cart.server!.version, payment: { _tag: 'card', card: DECLINED_CARD }, fingerprint: 'fp' })
    expect(result).toMatchObject({ ok: false, error: { code: 'PAY400', placement: 'placementInline' } })
    expect(engine.getState().checkout.lastError).toMatchObject({ command: 'checkout.PlaceOrder', code: 'PAY400' })
    expect(engine.getState().cart.count).toBe(2)
  })

  it('ORD430 refreshes the cart (its flash notices show) and reports the failure', async () => {
    const { engine, checkout } = await setUp()
    checkout.shortOfStock()
    const result = await engine.dispatchAny({ _tag: 'checkout.PlaceOrder', reviewedVersion: engine.getState().cart.server!.version, payment: { _tag: 'card', card: CARD }, fingerprint: 'fp' })
    expect(result).toMatchObject({ ok: false, error: { code: 'ORD430' } })
    expect(engine.getState().cart.flash.map((f) => f.code)).toEqual(['ProductLineItemFullInventoryMissing'])
    expect(engine.exportLog().events.some((e) => e.type === 'v1.CartRefreshed')).toBe(true)
  })

  it('sends the version the summary showed; a cart changed since is BSK409: the cart refreshed to the new summary, the notice inline, placed again once reviewed', async () => {
    const { engine, checkout } = await setUp()
    const reviewed = engine.getState().cart.server!
    const changed = checkout.changeElsewhere(reviewed.id)
    const refused = await engine.dispatchAny({ _tag: 'checkout.PlaceOrder', reviewedVersion: reviewed.version, payment: { _tag: 'card', card: CARD }, fingerprint: 'fp' })
    expect(refused).toMatchObject({ ok: false, error: { code: 'BSK409', placement: 'placementInline' } })
    expect(checkout.commerceBodies.at(-1)).toMatchObject({ cartId: reviewed.id, cartVersion: reviewed.version })
    expect(checkout.orders.size).toBe(0)
    // The summary now shows the cart as it is on the server.
    expect(engine.getState().cart.server).toMatchObject({ version: changed.version, totals: { total: changed.totals.total } })
    expect(engine.getState().checkout.lastError).toMatchObject({ command: 'checkout.PlaceOrder', code: 'BSK409' })
    const placed = await engine.dispatchAny({ _tag: 'checkout.PlaceOrder', reviewedVersion: engine.getState().cart.server!.version, payment: { _tag: 'card', card: CARD }, fingerprint: 'fp' })
    expect(placed.ok).toBe(true)
    expect(checkout.orders.get('SU10000001')?.totals.total).toBe(changed.totals.total)
  })

  it('waits for a cart change still on its way, so an order is never placed without what the summary showed: the change lands, then BSK409 asks for a new review', async () => {
    // The local-first cart shows an add at once; until the server has it, the cart's version is the
    // one before it. Placed at once, the order would be charged for the cart without the add.
    const { engine, commerce, checkout } = await setUp()
    const reviewed = engine.getState().cart.server!
    commerce.fault('cartAddItem', 'drop')
    const add = await engine.dispatch(addItem('SKU-B'))
    // The summary shows the add (waiting for the server) when the shopper places the order.
    expect(engine.getState().cart.items.map((l) => [l.sku, l.pending])).toEqual([
      ['SKU-A', null],
      ['SKU-B', 'add'],
    ])
    const refused = await engine.dispatchAny({ _tag: 'checkout.PlaceOrder', reviewedVersion: reviewed.version, payment: { _tag: 'card', card: CARD }, fingerprint: 'fp' })
    expect(await engine.outcome(add.commandId)).toMatchObject({ ok: true })
    expect(refused).toMatchObject({ ok: false, error: { code: 'BSK409' } })
    expect(checkout.orders.size).toBe(0)
    const placed = await engine.dispatchAny({ _tag: 'checkout.PlaceOrder', reviewedVersion: engine.getState().cart.server!.version, payment: { _tag: 'card', card: CARD }, fingerprint: 'fp' })
    expect(placed.ok).toBe(true)
    expect(checkout.orders.get('SU10000001')?.items.map((i) => i.productId).length).toBe(2)
  }, 30_000)

  it('the exported log of a checkout replays to the live state', async () => {
    const { engine } = await setUp()
    await engine.dispatchAny({ _tag: 'checkout.PlaceOrder', reviewedVersion: engine.getState().cart.server!.version, payment: { _tag: 'card', card: CHALLENGE_CARD }, fingerprint: 'fp' })
    await engine.dispatchAny({ _tag: 'checkout.CompleteAuthentication', orderNumber: 'SU10000001', result: { transStatus: 'Y' } })
    const replayed = await replayExport(await toDebugExport(engine.exportLog(), engine.getState(), new Date()))
    expect(replayed.matches).toBe(true)
    expect(replayed.final.checkout).toEqual(engine.getState().checkout)
  })
})

describe('loyalty vouchers', () => {
  it('loads the member\'s vouchers, applies the highest as a payment, and reports REW140 as a toast', async () => {
    const { engine, toasts, commerce } = await setUp()
    let points = 1200
    server.use(
      http.get(`${BASES.commerce}/consumers-v3/consumer/loyalty/vouchers`, () =>
        HttpResponse.json({ currentLoyaltyPoints: points, applicableLoyaltyVouchers: [{ points: 1000, amountInCurrency: 10, currency: 'USD' }, { points: 500, amountInCurrency: 5, currency: 'USD' }] }),
      ),
      http.put(`${BASES.commerce}/cart/v1/cart/:basketId/reward`, async ({ request, params }) => {
        const body = (await request.json()) as { appliedLoyaltyVoucher: { points: number } | null }
        if (body.appliedLoyaltyVoucher && body.appliedLoyaltyVoucher.points > points) return HttpResponse.json(errorBody('REW140', 'Not enough points'), { status: 400 })
        const current = commerce.carts.get(String(params.basketId))!
        const next = { ...current, version: current.version + 1, payment_instruments: body.appliedLoyaltyVoucher ? [{ paymentInstrumentId: 'loyalty-1000', payment_method_id: 'LOYALTY_POINTS' as const, amount: 10 }] : [] }
        commerce.carts.set(next.id, next)
        return HttpResponse.json(next)
      }),
    )
    await engine.dispatchAny({ _tag: 'checkout.LoadLoyaltyVouchers' })
    expect(engine.getState().checkout.loyalty?.applicableLoyaltyVouchers[0]).toEqual({ points: 1000, amountInCurrency: 10, currency: 'USD' })
    expect((await engine.dispatchAny({ _tag: 'checkout.ApplyLoyaltyVoucher', points: 1000 })).ok).toBe(true)
    expect(engine.getState().cart.server?.payment_instruments).toEqual([{ paymentInstrumentId: 'loyalty-1000', payment_method_id: 'LOYALTY_POINTS', amount: 10 }])
    points = 100
    const refused = await engine.dispatchAny({ _tag: 'checkout.ApplyLoyaltyVoucher', points: 1000 })
    expect(refused).toMatchObject({ ok: false, error: { code: 'REW140', placement: 'toast' } })
    expect(toasts.map((t) => t.code)).toContain('REW140')
  })
})


describe('the athlete payment and the rewards payment (docs/decisions/0030)', () => {
  it('applies the athlete credit as the server decides, shows PAY400 at the top of the page, and places a zero-due order with REWARD_CODE', async () => {
    const { engine, commerce, checkout } = await setUp()
    let athlete = false
    const sent: unknown[] = []
    server.use(
      http.post(`${BASES.commerce}/cart/v1/cart/:basketId/paymentInstruments`, async ({ request, params }) => {
        sent.push(await request.json())
        if (!athlete) return HttpResponse.json(errorBody('PAY400', 'The athlete payment is only for athletes'), { status: 400 })
        const current = commerce.carts.get(String(params.basketId))!
        const total = current.totals.total
        const next: Cart = {
          ...current,
          version: current.version + 1,
          totals: { ...current.totals, remainingToPay: 0 },
          payment_instruments: [{ paymentInstrumentId: 'athlete-credit', payment_method_id: 'ATHLETES_PAYMENT', amount: total, remainingBalance: 100 }],
        }
        commerce.carts.set(next.id, next)
        return HttpResponse.json(next)
      }),
      http.put(`${BASES.commerce}/cart/v2/checkout/order`, async ({ request }) => {
        const body = (await request.json()) as { cartId: string; paymentMethod: { code: string } }
        sent.push(body)
        const c = commerce.carts.get(body.cartId)!
        const order: Order = {
          orderNumber: 'SU20000001',
          status: 'PLACED',
          createdAt: '2026-11-23T10:00:00Z',
          currency: c.currency,
          email: c.email ?? '',
          items: c.items,
          shipments: [],
          totals: c.totals,
          paymentMethod: [{ payment_method_id: 'ATHLETES_PAYMENT', amount: c.totals.total }],
          billingAddress: c.billingAddress!,
          flash: [],
        }
        return HttpResponse.json({ order } satisfies OrderResponse)
      }),
    )
    const refused = await engine.dispatchAny({ _tag: 'checkout.ApplyAthletePayment' })
    expect(refused).toMatchObject({ ok: false, error: { code: 'PAY400', placement: 'top' } })
    expect(engine.getState().cart.server?.payment_instruments ?? []).toEqual([])
    athlete = true
    expect((await engine.dispatchAny({ _tag: 'checkout.ApplyAthletePayment' })).ok).toBe(true)
    expect(sent.slice(0, 2)).toEqual([{ payment_method_id: 'ATHLETES_PAYMENT' }, { payment_method_id: 'ATHLETES_PAYMENT' }])
    const server_ = engine.getState().cart.server!
    expect(server_.totals.remainingToPay).toBe(0)
    expect(server_.payment_instruments?.[0]).toMatchObject({ payment_method_id: 'ATHLETES_PAYMENT', amount: server_.totals.total })
    const placed = await engine.dispatchAny({ _tag: 'checkout.PlaceOrder', reviewedVersion: server_.version, payment: { _tag: 'rewards' }, fingerprint: 'fp' })
    expect(placed.ok).toBe(true)
    expect((sent.at(-1) as { paymentMethod: unknown }).paymentMethod).toEqual({ code: 'REWARD_CODE' })
    // Nothing went to the payment provider: no card.
    expect(checkout.providerBodies).toEqual([])
  })
})
