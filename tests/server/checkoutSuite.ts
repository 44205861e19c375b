// Checkout, payments, gift cards and orders over HTTP, run on each database driver
// (reference.test.ts). Every success response is decoded strictly with the storefront's schemas.
import { randomInt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { Cart } from '../../src/contract/schemas/cart.ts'
import {
  CollectionPointsResponse,
  LoyaltyVouchersResponse,
  AddressValidationResponse,
  CardToken,
  DeviceFingerprintResponse,
  GiftCardBalanceResponse,
  Order,
  OrderResponse,
  PaymentMethodsResponse,
  PaymentSessionResponse,
  ShippingMethodsResponse,
} from '../../src/contract/schemas/checkout.ts'
import { ErrorResponse } from '../../src/contract/schemas/common.ts'
import { ProductDetails } from '../../src/contract/schemas/products.ts'
import { TokenResponse } from '../../src/contract/schemas/token.ts'
import { CAPTCHA_TEST_ANSWER } from '../../server/commerce/captcha.ts'
import { DENVER_ADDRESS } from './addresses.ts'
import { caller, type Harness } from './harness.ts'
import { decode } from './referenceSuite.ts'


const US = 'summit-en-us'
const CA = 'summit-en-ca'

const US_ADDRESS = DENVER_ADDRESS
const BILLING = { ...US_ADDRESS, recipientContactEmail: 'ada@example.com' }
const CARDS = { ok: '4111 1111 1111 1111', challenge: '4000 0000 0000 3220', declined: '4000 0000 0000 0002' }

export const checkoutSuite = (getHarness: () => Harness) => {
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(getHarness())(...args)
  const db = () => getHarness().db
  const errorOf = (res: { body: unknown }) => decode(ErrorResponse, res.body).errorDetails[0]!

  const guest = async (siteId = US): Promise<string> => decode(TokenResponse, (await call('POST', '/api/token/v2/auth/token', { body: { type: 'Guest' }, siteId })).body).accessToken

  let skuCursor = 200
  /** A variant nobody else in this suite uses, with stock ≥ 20 and a line maximum ≥ 4. */
  const freshSku = async (): Promise<{ sku: string; stock: number }> => {
    const [row] = await db().query<{ sku: string; stock: number }>(
      `SELECT v.sku, v.stock FROM variants v JOIN products p ON p.id = v.product_id
       WHERE p.brand = 'summit' AND NOT p.is_digital AND v.stock >= 20 AND p.max_qty >= 4 ORDER BY v.sku OFFSET $1 LIMIT 1`,
      [skuCursor++],
    )
    return row!
  }
  const stockOf = async (sku: string) => (await db().query<{ stock: number }>(`SELECT stock FROM variants WHERE sku = $1`, [sku]))[0]!.stock

  const cartWith = async (token: string, items: Array<{ productId: string; qty: number }>, siteId = US) => {
    const res = await call('POST', '/api/cart/v1/cartWithItem', { siteId, token, body: { items } })
    expect(res.status).toBe(201)
    return decode(Cart, res.body)
  }
  const setAddress = async (token: string, cartId: string, address: object = US_ADDRESS, extra: object = {}) =>
    call('POST', `/api/cart/v2/cart/${cartId}/shippingAddress`, { siteId: US, token, body: { shippingId: 'home', address, email: 'ada@example.com', ...extra } })
  const tokenize = async (number: string, overrides: object = {}) =>
    call('POST', '/api/payments/v1/tokens', { body: { number, expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, securityCode: '123', holderName: 'Ada Lovelace', ...overrides } })
  const cardToken = async (number: string) => {
    const res = await tokenize(number)
    expect(res.status).toBe(201)
    return decode(CardToken, res.body).token
  }
  /** The cart's version now (what a summary shown now would carry). */
  const versionOf = async (cartId: string) => (await db().query<{ version: number }>(`SELECT version FROM baskets WHERE id = $1`, [cartId]))[0]?.version ?? 1
  /** Places as reviewed now, unless `cartVersion` says which version the shopper reviewed. */
  const place = async (token: string, cartId: string, paymentMethod: object, headers: Record<string, string> = {}, billingAddress: object | undefined = BILLING, cartVersion?: number) =>
    call('PUT', '/api/cart/v2/checkout/order', {
      siteId: US,
      token,
      headers,
      body: { cartId, cartVersion: cartVersion ?? (await versionOf(cartId)), ...(billingAddress ? { billingAddress } : {}), paymentMethod },
    })
  const byCard = (cardTokenValue: string) => ({ code: 'CREDIT_CARD', additionalData: { cardToken: cardTokenValue } })
  /** A ready-to-place cart: one stocked line, the home address set. */
  const readyCart = async (qty = 1) => {
    const token = await guest()
    const { sku, stock } = await freshSku()
    const cart = await cartWith(token, [{ productId: sku, qty }])
    expect((await setAddress(token, cart.id)).status).toBe(200)
    return { token, cart, sku, stock }
  }
  const ordersOf = async (basketId: string) => (await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE basket_id = $1`, [basketId]))[0]!.n
  const newGiftCard = async (balance: number, currency = 'USD', expiresOn?: string) => {
    const number = `7${String(randomInt(100_000_000, 999_999_999))}${String(randomInt(100_000, 999_999))}`
    const res = await call('POST', '/api/__test/giftCard', { body: { number, pin: '4321', currency, balance, ...(expiresOn ? { expiresOn } : {}) } })
    expect(res.status).toBe(201)
    return { cardNumber: number, pin: '4321' }
  }
  const applyGiftCard = (token: string, cartId: string, giftCard: object, siteId = US) =>
    call('POST', `/api/cart/v1/cart/${cartId}/paymentInstruments`, { siteId, token, body: { payment_method_id: 'GIFT_CARD', giftCard } })
  const balanceOf = async (token: string, giftCard: object) => decode(GiftCardBalanceResponse, (await call('POST', '/api/cart/v1/giftcard/balance', { siteId: US, token, body: giftCard })).body).balance

  describe('checkout: delivery and addresses', () => {
    it('free standard delivery counts the home lines after promotions, in the methods offered and in the totals alike', async () => {
      // A line just over the 75.00 threshold, which a 10 % coupon takes below it.
      const [row] = await db().query<{ sku: string }>(
        `SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = 'USD'
         WHERE p.brand = 'summit' AND NOT p.is_digital AND v.stock >= 5 AND pr.current_minor BETWEEN 7600 AND 8200 ORDER BY v.sku LIMIT 1`,
      )
      const token = await guest()
      const cart = await cartWith(token, [{ productId: row!.sku, qty: 1 }])
      const standardOf = (c: Cart) => c.shippingMethods!.find((m) => m.deliveryType === 'home')!.applicableShippingMethods.find((m) => m.code === 'standard')!.price.amount
      expect(cart.totals.itemTotal).toBeGreaterThanOrEqual(75)
      expect(standardOf(cart)).toBe(0)
      expect(cart.totals.shipping).toBe(0)
      const coupon = await call('PUT', '/api/cart/v1/coupon', { siteId: US, token, body: { basketId: cart.id, couponCode: 'WELCOME10' } })
      expect(coupon.status).toBe(200)
      const discounted = decode(Cart, coupon.body)
      expect(discounted.totals.itemTotal).toBeLessThan(75)
      expect(standardOf(discounted)).toBe(7.95)
      expect(discounted.totals.shipping).toBe(7.95)
    })

    it('groups lines into a home shipment with standard, express and next-day; the chosen method is charged', async () => {
      const token = await guest()
      const { sku } = await freshSku()
      const cart = await cartWith(token, [{ productId: sku, qty: 1 }])
      expect(cart.shippingMethods).toEqual([
        expect.objectContaining({ shippingId: 'home', deliveryType: 'home', code: 'standard', itemIds: [cart.items[0]!.id] }),
      ])
      expect(cart.items[0]).toMatchObject({ isDigitalProduct: false, shippingOptions: { selected: 'home', available: ['home', 'pickup', 'sts', 'pudo'], shippingMethod: { code: 'standard' } } })
      const methods = decode(ShippingMethodsResponse, (await call('GET', `/api/cart/v1/cart/${cart.id}/shippingMethod/home`, { siteId: US, token })).body)
      expect(methods.applicableShippingMethods.map((m) => [m.code, m.price.amount, m.deliveryTime])).toEqual([
        ['standard', cart.totals.itemSubTotal >= 75 ? 0 : 7.95, '3-5 business days'],
        ['express', 14.95, '2-3 business days'],
        ['next-day', 24.95, '1 business day'],
      ])
      const express = await call('POST', '/api/cart/v1/shippingMethod', { siteId: US, token, body: { cartId: cart.id, code: 'express', shippingId: 'home', shopperAppliedSM: true } })
      const withExpress = decode(Cart, express.body)
      expect(withExpress.shippingMethods![0]!.code).toBe('express')
      expect(withExpress.totals.shipping).toBe(14.95)
      expect(withExpress.totals.total).toBe(Math.round((withExpress.totals.itemTotal + 14.95 + withExpress.totals.tax) * 100) / 100)
      const unknown = await call('POST', '/api/cart/v1/shippingMethod', { siteId: US, token, body: { cartId: cart.id, code: 'teleport', shippingId: 'home', shopperAppliedSM: true } })
      expect(unknown.status).toBe(400)
      expect(errorOf(unknown).errorId).toBe('SHP404')
      const noShipment = await call('GET', `/api/cart/v1/cart/${cart.id}/shippingMethod/digital`, { siteId: US, token })
      expect(errorOf(noShipment).errorId).toBe('SHP404')
    })

    it('stores a normalised shipping address and email; refuses PO boxes, other countries, empty phones, bad postcodes', async () => {
      const token = await guest()
      const { sku } = await freshSku()
      const cart = await cartWith(token, [{ productId: sku, qty: 1 }])
      const stored = decode(Cart, (await setAddress(token, cart.id, { ...US_ADDRESS, stateCityProvDept: 'co', postalCode: ' 80202 ' })).body)
      expect(stored.email).toBe('ada@example.com')
      expect(stored.shippingMethods![0]!.address).toMatchObject({ stateCityProvDept: 'CO', postalCode: '80202', recipientContactPhone: '+13035550142', approachType: 'S' })
      const cases: Array<[object, string, string]> = [
        [{ ...US_ADDRESS, addressLine1: 'PO Box 42' }, 'SHP500', 'addressLine1'],
        [{ ...US_ADDRESS, country: 'GB', postalCode: 'WC2E 9LA', stateCityProvDept: '', recipientContactPhone: '07700 900123' }, 'PAY401', 'country'],
        [{ ...US_ADDRESS, recipientContactPhone: '' }, 'SHP410', 'recipientContactPhone'],
        [{ ...US_ADDRESS, postalCode: 'ABC' }, 'CHK380', 'postalCode'],
        [{ ...US_ADDRESS, stateCityProvDept: 'ZZ' }, 'CHK380', 'stateCityProvDept'],
      ]
      for (const [address, errorId, fieldName] of cases) {
        const res = await setAddress(token, cart.id, address)
        expect(res.status).toBe(400)
        expect(errorOf(res)).toMatchObject({ errorId, params: { field: fieldName } })
      }
      const badEmail = await setAddress(token, cart.id, US_ADDRESS, { email: 'nope' })
      expect(errorOf(badEmail).errorId).toBe('ORD400')
      // Nothing of the refused calls was stored.
      const read = decode(Cart, (await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: US, token })).body)
      expect(read.shippingMethods![0]!.address).toEqual(stored.shippingMethods![0]!.address)
      const removed = decode(Cart, (await call('DELETE', `/api/cart/v2/cart/${cart.id}/shippingAddress`, { siteId: US, token, body: { shippingId: 'home' } })).body)
      expect(removed.shippingMethods![0]!.address).toBeUndefined()
    })

    it('validates an address without storing it', async () => {
      const token = await guest()
      const cart = await cartWith(token, [{ productId: (await freshSku()).sku, qty: 1 }])
      const path = `/api/cart/v1/cart/${cart.id}/shippingAddress/validation`
      const good = decode(AddressValidationResponse, (await call('POST', path, { siteId: US, token, body: { address: US_ADDRESS } })).body)
      expect(good).toEqual({ valid: true, normalized: expect.objectContaining({ recipientContactPhone: '+13035550142' }), errors: [] })
      const bad = decode(AddressValidationResponse, (await call('POST', path, { siteId: US, token, body: { address: { ...US_ADDRESS, city: '', recipientContactPhone: '' } } })).body)
      expect(bad).toEqual({ valid: false, errors: [{ field: 'city', code: 'required' }, { field: 'recipientContactPhone', code: 'SHP410' }] })
      const read = decode(Cart, (await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: US, token })).body)
      expect(read.shippingMethods![0]!.address).toBeUndefined()
    })

    it('stores the billing address (any known country, PO box allowed); BILL410 without phone, CHK320 when invalid', async () => {
      const token = await guest()
      const cart = await cartWith(token, [{ productId: (await freshSku()).sku, qty: 1 }])
      const path = `/api/cart/v1/cart/${cart.id}/billingAddress`
      const gbBilling = { ...US_ADDRESS, addressLine1: 'PO Box 12', country: 'GB', city: 'London', postalCode: 'wc2e 9la', stateCityProvDept: '', recipientContactPhone: '07700 900123' }
      const stored = decode(Cart, (await call('POST', path, { siteId: US, token, body: { address: gbBilling } })).body)
      expect(stored.billingAddress).toMatchObject({ postalCode: 'WC2E 9LA', recipientContactPhone: '+447700900123', approachType: 'B' })
      expect(errorOf(await call('POST', path, { siteId: US, token, body: { address: { ...gbBilling, recipientContactPhone: ' ' } } })).errorId).toBe('BILL410')
      expect(errorOf(await call('POST', path, { siteId: US, token, body: { address: { ...gbBilling, postalCode: '1' } } })).errorId).toBe('CHK320')
      const removed = decode(Cart, (await call('DELETE', path, { siteId: US, token })).body)
      expect(removed.billingAddress).toBeUndefined()
    })

    it('asks for the captcha answer on a shipping address only when the feature is on (AUT403)', async () => {
      const token = await guest()
      const cart = await cartWith(token, [{ productId: (await freshSku()).sku, qty: 1 }])
      process.env.SHIPPING_ADDRESS_CAPTCHA = '1'
      try {
        // 400, not 403: a 403 with an appId would read as the bot-protection layer's challenge.
        for (const extra of [{}, { recaptcha_response: 'wrong' }, { recaptcha_response: '1.2.forged' }]) {
          const res = await setAddress(token, cart.id, US_ADDRESS, extra)
          expect(res.status).toBe(400)
          expect(errorOf(res)).toMatchObject({ errorId: 'AUT403', params: { challengeUrl: expect.stringMatching(/^\/api\/captcha\/v1\/challenge\//) } })
        }
        expect((await setAddress(token, cart.id, US_ADDRESS, { recaptcha_response: CAPTCHA_TEST_ANSWER })).status).toBe(200)
        // The simulated provider's page: its challenge, and a signed token when the shopper confirms.
        const challengeUrl = String(errorOf(await setAddress(token, cart.id)).params!.challengeUrl)
        const pageRes = await call('GET', challengeUrl)
        expect(pageRes.status).toBe(200)
        expect(String(pageRes.body)).toContain('I am not a robot')
        const solved = (await call('POST', challengeUrl, { body: { answer: 'solved' } })).body as { token: string }
        expect((await setAddress(token, cart.id, US_ADDRESS, { recaptcha_response: solved.token })).status).toBe(200)
        expect(((await call('POST', challengeUrl, { body: { answer: 'cancelled' } })).body as { token: string }).token).toBe('cancelled')
      } finally {
        delete process.env.SHIPPING_ADDRESS_CAPTCHA
      }
      expect((await setAddress(token, cart.id)).status).toBe(200)
    })
  })

  describe('checkout: orders', () => {
    it('places a guest order: PLACED, stock decremented, the basket consumed and a fresh cart returned', async () => {
      const { token, cart, sku, stock } = await readyCart(2)
      expect(decode(PaymentMethodsResponse, (await call('GET', `/api/cart/v1/cart/${cart.id}/paymentMethods`, { siteId: US, token })).body).paymentMethods.map((m) => m.id)).toEqual([
        'CREDIT_CARD',
        'GIFT_CARD',
        'KLARNA',
      ])
      const prepared = decode(Cart, (await call('POST', '/api/cart/v1/cart/prepareOrder', { siteId: US, token, body: { basketId: cart.id } })).body)
      expect(prepared.flash).toEqual([])
      const device = decode(DeviceFingerprintResponse, (await call('POST', '/api/cart/v1/deviceFingerPrint', { siteId: US, token, body: { basketId: cart.id, fingerprint: 'fp-abc' } })).body)
      expect(device.deviceId).toMatch(/^dv_/)
      const card = await cardToken(CARDS.ok)
      const res = await place(token, cart.id, byCard(card))
      expect(res.status).toBe(200)
      const { order, cart: next } = decode(OrderResponse, res.body)
      expect(order.orderNumber).toMatch(/^SU\d{8}$/)
      expect(order).toMatchObject({ status: 'PLACED', currency: 'USD', email: 'ada@example.com', flash: [] })
      expect(order.items.map((i) => [i.productId, i.qty])).toEqual([[sku, 2]])
      expect(order.totals.total).toBe(prepared.totals.total)
      expect(order.paymentMethod).toEqual([{ payment_method_id: 'CREDIT_CARD', amount: prepared.totals.total, maskedNumber: 'VISA **** 1111' }])
      expect(order.shipments[0]).toMatchObject({ shippingId: 'home', method: { code: 'standard' }, address: { city: 'Denver' } })
      expect(order.billingAddress.recipientContactPhone).toBe('+13035550142')
      expect(await stockOf(sku)).toBe(stock - 2)
      expect(next).toMatchObject({ items: [], totalItems: 0 })
      expect(next!.id).not.toBe(cart.id)
      const old = await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: US, token })
      expect(errorOf(old).errorId).toBe('BSK404')
      expect(decode(Cart, (await call('GET', `/api/cart/v1/cart/${next!.id}`, { siteId: US, token })).body).items).toEqual([])
      const read = decode(Order, (await call('GET', `/api/consumers-v3/consumer/purchase/${order.orderNumber}`, { siteId: US, token })).body)
      expect(read).toEqual(order)
      const stranger = await guest()
      const theirs = await call('GET', `/api/consumers-v3/consumer/purchase/${order.orderNumber}`, { siteId: US, token: stranger })
      expect(theirs.status).toBe(404)
      expect(errorOf(theirs)).toEqual({ errorId: 'ORD409', message: 'Order not found' })
      // A card token is single use.
      const again = await readyCart()
      const reused = await place(again.token, again.cart.id, byCard(card))
      expect(errorOf(reused).errorId).toBe('PYT404')
      expect((await db().query(`SELECT device_id FROM orders WHERE order_number = $1`, [order.orderNumber]))[0]).toEqual({ device_id: device.deviceId })
    })

    it('places only the cart version the shopper reviewed: an item added after prepareOrder is 409 BSK409 and nothing is charged', async () => {
      const { token, cart, sku, stock } = await readyCart(1)
      const giftCard = await newGiftCard(5)
      decode(Cart, (await applyGiftCard(token, cart.id, giftCard)).body)
      const reviewed = decode(Cart, (await call('POST', '/api/cart/v1/cart/prepareOrder', { siteId: US, token, body: { basketId: cart.id } })).body)
      // Another request (a second tab, another device) adds a line after the summary was shown.
      const other = await freshSku()
      const added = decode(Cart, (await call('POST', '/api/cart/v1/item', { siteId: US, token, body: { basketId: cart.id, items: [{ productId: other.sku, qty: 1 }] } })).body)
      expect(added.version).toBeGreaterThan(reviewed.version)
      expect(added.totals.total).toBeGreaterThan(reviewed.totals.total)
      const card = await cardToken(CARDS.ok)
      const refused = await place(token, cart.id, byCard(card), {}, BILLING, reviewed.version)
      expect(refused.status).toBe(409)
      expect(errorOf(refused)).toMatchObject({ errorId: 'BSK409', params: { version: added.version, reviewedVersion: reviewed.version } })
      // Nothing was charged or written: no order, stock and gift card untouched, the card token unused.
      expect(await ordersOf(cart.id)).toBe(0)
      expect(await stockOf(sku)).toBe(stock)
      expect(await stockOf(other.sku)).toBe(other.stock)
      expect(await balanceOf(token, giftCard)).toBe(5)
      // Reviewed again, the same card places the new total.
      const again = decode(Cart, (await call('POST', '/api/cart/v1/cart/prepareOrder', { siteId: US, token, body: { basketId: cart.id } })).body)
      expect(again.version).toBe(added.version)
      const placed = await place(token, cart.id, byCard(card), {}, BILLING, again.version)
      expect(placed.status).toBe(200)
      const { order } = decode(OrderResponse, placed.body)
      expect(order.totals.total).toBe(again.totals.total)
      expect(order.items).toHaveLength(2)
    })

    it('refuses a declined card with 402 PAY400 and writes nothing', async () => {
      const giftCard = await newGiftCard(5)
      const { token, cart, sku, stock } = await readyCart()
      expect((await applyGiftCard(token, cart.id, giftCard)).status).toBe(200)
      const res = await place(token, cart.id, byCard(await cardToken(CARDS.declined)))
      expect(res.status).toBe(402)
      expect(errorOf(res).errorId).toBe('PAY400')
      expect(await ordersOf(cart.id)).toBe(0)
      expect(await stockOf(sku)).toBe(stock)
      expect(await balanceOf(token, giftCard)).toBe(5)
      const still = decode(Cart, (await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: US, token })).body)
      expect(still.items).toHaveLength(1)
      // The same cart can still be paid with another card.
      expect((await place(token, cart.id, byCard(await cardToken(CARDS.ok)))).status).toBe(200)
    })

    it('a challenge left unanswered past its time voids the order: stock and gift card back, a late approval finds it FAILED', async () => {
      const giftCard = await newGiftCard(5)
      const { token, cart, sku, stock } = await readyCart()
      expect((await applyGiftCard(token, cart.id, giftCard)).status).toBe(200)
      const pending = decode(OrderResponse, (await place(token, cart.id, byCard(await cardToken(CARDS.challenge)))).body)
      expect(pending.order.status).toBe('PENDING_AUTHENTICATION')
      expect(await stockOf(sku)).toBe(stock - 1)
      expect(await balanceOf(token, giftCard)).toBe(0)
      // The shopper walked away 31 minutes ago.
      await db().query(`UPDATE orders SET created_at = now() - interval '31 minutes' WHERE order_number = $1`, [pending.order.orderNumber])
      const challengeId = String(pending.order.flash[0]!.details!.challengeId)
      await call('POST', `/api/payments/v1/3ds/${challengeId}`, { body: { transStatus: 'Y' } })
      const late = await call('PATCH', `/api/cart/v2/checkout/order/${pending.order.orderNumber}`, {
        siteId: US,
        token,
        body: { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: { transStatus: 'Y' } } } },
      })
      expect(late.status).toBe(200)
      expect(decode(OrderResponse, late.body).order.status).toBe('FAILED')
      expect(await stockOf(sku)).toBe(stock)
      expect(await balanceOf(token, giftCard)).toBe(5)
    })

    it('asks for 3-D Secure: the approved challenge completes the order', async () => {
      const { token, cart, sku, stock } = await readyCart()
      const pending = decode(OrderResponse, (await place(token, cart.id, byCard(await cardToken(CARDS.challenge)))).body)
      expect(pending.order.status).toBe('PENDING_AUTHENTICATION')
      expect(pending.cart).toBeUndefined()
      const flash = pending.order.flash[0]!
      expect(flash.code).toBe('PaymentNotAuthorized')
      const challengeUrl = String(flash.details!.challengeUrl)
      expect(challengeUrl).toMatch(/^\/api\/payments\/v1\/3ds\/ch_/)
      expect(await stockOf(sku)).toBe(stock - 1)

      const page = await call('GET', challengeUrl)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-type')).toContain('text/html')
      const csp = page.headers.get('content-security-policy') ?? ''
      expect(csp).toContain(`frame-ancestors 'self'`)
      expect(csp).toMatch(/script-src 'nonce-[^']+'/)
      expect(page.body).toContain('>Approve</button>')
      expect(page.body).toContain('>Fail</button>')
      expect(page.body).toContain('3ds-result')
      expect(page.body).toContain('window.location.origin')
      // The page's script is valid JavaScript (it runs in the storefront's dialog frame).
      const script = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(page.body)![1]!
      expect(() => new Function(script)).not.toThrow()

      const challengeId = String(flash.details!.challengeId)
      expect((await call('POST', `/api/payments/v1/3ds/${challengeId}`, { body: { transStatus: 'Y' } })).body).toEqual({ challengeId, transStatus: 'Y' })
      const patched = await call('PATCH', `/api/cart/v2/checkout/order/${pending.order.orderNumber}`, {
        siteId: US,
        token,
        body: { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: { transStatus: 'Y' } } } },
      })
      expect(patched.status).toBe(200)
      const done = decode(OrderResponse, patched.body)
      expect(done.order).toMatchObject({ orderNumber: pending.order.orderNumber, status: 'PLACED', flash: [] })
      expect(done.cart!.items).toEqual([])
      expect(await stockOf(sku)).toBe(stock - 1)
      const stranger = await guest()
      const theirs = await call('PATCH', `/api/cart/v2/checkout/order/${pending.order.orderNumber}`, {
        siteId: US,
        token: stranger,
        body: { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: { transStatus: 'N' } } } },
      })
      expect(errorOf(theirs).errorId).toBe('ORD409')
    })

    it('fails the order when 3-D Secure fails: stock and gift card given back, a fresh cart', async () => {
      const giftCard = await newGiftCard(10)
      const { token, cart, sku, stock } = await readyCart()
      await applyGiftCard(token, cart.id, giftCard)
      const pending = decode(OrderResponse, (await place(token, cart.id, byCard(await cardToken(CARDS.challenge)))).body)
      expect(await balanceOf(token, giftCard)).toBe(0)
      await call('POST', `/api/payments/v1/3ds/${pending.order.flash[0]!.details!.challengeId}`, { body: { transStatus: 'N' } })
      const failed = decode(
        OrderResponse,
        (
          await call('PATCH', `/api/cart/v2/checkout/order/${pending.order.orderNumber}`, {
            siteId: US,
            token,
            body: { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: { transStatus: 'N' } } } },
          })
        ).body,
      )
      expect(failed.order.status).toBe('FAILED')
      expect(failed.cart).toMatchObject({ items: [], totalItems: 0 })
      expect(await stockOf(sku)).toBe(stock)
      expect(await balanceOf(token, giftCard)).toBe(10)
      // A Y the provider never confirmed fails too.
      const second = await readyCart()
      const unconfirmed = decode(OrderResponse, (await place(second.token, second.cart.id, byCard(await cardToken(CARDS.challenge)))).body)
      const patched = decode(
        OrderResponse,
        (
          await call('PATCH', `/api/cart/v2/checkout/order/${unconfirmed.order.orderNumber}`, {
            siteId: US,
            token: second.token,
            body: { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: { transStatus: 'Y' } } } },
          })
        ).body,
      )
      expect(patched.order.status).toBe('FAILED')
      expect(await stockOf(second.sku)).toBe(second.stock)
    })

    it('redeems a single-use coupon with the order, and a failed 3-D Secure gives it back', async () => {
      const code = `ONCE${randomInt(100_000, 999_999)}`
      await db().query(
        `INSERT INTO coupons (brand, code, promotion_id, single_use) SELECT brand, $1, promotion_id, true FROM coupons WHERE brand = 'summit' AND code = 'ONCEFRESH'`,
        [code],
      )
      const redeemed = async () => (await db().query<{ at: string | null }>(`SELECT redeemed_at AS at FROM coupons WHERE brand = 'summit' AND code = $1`, [code]))[0]!.at
      const applyCoupon = (token: string, basketId: string) => call('PUT', '/api/cart/v1/coupon', { siteId: US, token, body: { basketId, couponCode: code } })

      const first = await readyCart()
      expect((await applyCoupon(first.token, first.cart.id)).status).toBe(200)
      const pending = decode(OrderResponse, (await place(first.token, first.cart.id, byCard(await cardToken(CARDS.challenge)))).body)
      expect(await redeemed()).not.toBeNull()
      await call('POST', `/api/payments/v1/3ds/${pending.order.flash[0]!.details!.challengeId}`, { body: { transStatus: 'N' } })
      const patch = { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: { transStatus: 'N' } } } }
      expect(decode(OrderResponse, (await call('PATCH', `/api/cart/v2/checkout/order/${pending.order.orderNumber}`, { siteId: US, token: first.token, body: patch })).body).order.status).toBe('FAILED')
      expect(await redeemed()).toBeNull()

      const second = await readyCart()
      expect((await applyCoupon(second.token, second.cart.id)).status).toBe(200)
      expect(decode(OrderResponse, (await place(second.token, second.cart.id, byCard(await cardToken(CARDS.ok)))).body).order.status).toBe('PLACED')
      const third = await readyCart()
      expect(errorOf(await applyCoupon(third.token, third.cart.id)).errorId).toBe('PRM150')
    })

    it('picks up in store: the store must hold the units, the contact is kept, the store inventory pays for the line', async () => {
      const token = await guest()
      const { sku, stock } = await freshSku()
      const cart = await cartWith(token, [{ productId: sku, qty: 2 }])
      const [store] = await db().query<{ id: string }>(`SELECT id FROM stores WHERE brand = 'summit' AND city = 'Boulder'`)
      const [other] = await db().query<{ id: string }>(`SELECT id FROM stores WHERE brand = 'fjell' ORDER BY id LIMIT 1`)
      const setStoreStock = (quantity: number) =>
        db().query(`INSERT INTO store_inventory (store_id, sku, quantity) VALUES ($1, $2, $3) ON CONFLICT (sku, store_id) DO UPDATE SET quantity = $3`, [store!.id, sku, quantity])
      const itemId = cart.items[0]!.id
      const pickup = (storeId: string, action = 'pickup') => call('PUT', `/api/cart/v1/cart/${cart.id}/item`, { siteId: US, token, body: { itemId, action, favStoreId: storeId } })

      await setStoreStock(1)
      expect(errorOf(await pickup(store!.id)).errorId).toBe('INV701')
      expect(errorOf(await pickup(other!.id)).errorId).toBe('SHP404')
      await setStoreStock(5)
      const picked = decode(Cart, (await pickup(store!.id)).body)
      expect(picked.items[0]!.shippingOptions).toMatchObject({ selected: 'pickup', storeInfo: { storeId: store!.id, city: 'Boulder' } })
      const shipment = picked.shippingMethods!.find((m) => m.deliveryType === 'pickup')!
      expect(shipment).toMatchObject({ shippingId: `pickup-${store!.id}`, storeId: store!.id, code: 'pickup' })
      expect(picked.totals.shipping).toBe(0)

      // The collection contact: a name and a phone at the store's address.
      const contact = { recipientFirstName: 'Ada', recipientLastName: 'Lovelace', recipientContactPhone: '303 555 0142', addressLine1: 'ignored', city: 'x', postalCode: '1', country: 'US' }
      const withContact = decode(Cart, (await call('POST', `/api/cart/v2/cart/${cart.id}/shippingAddress`, { siteId: US, token, body: { shippingId: shipment.shippingId, address: contact, email: 'ada@example.com' } })).body)
      expect(withContact.shippingMethods![0]!.address).toMatchObject({ recipientLastName: 'Lovelace', addressLine1: '1140 Pearl Street', city: 'Boulder', recipientContactPhone: '+13035550142' })

      const placed = decode(OrderResponse, (await place(token, cart.id, byCard(await cardToken(CARDS.ok)))).body)
      expect(placed.order.status).toBe('PLACED')
      expect(placed.order.shipments[0]).toMatchObject({ deliveryType: 'pickup', store: { storeId: store!.id } })
      expect(await stockOf(sku)).toBe(stock)
      const [left] = await db().query<{ quantity: number }>(`SELECT quantity FROM store_inventory WHERE store_id = $1 AND sku = $2`, [store!.id, sku])
      expect(left!.quantity).toBe(3)
    })

    it('ships to a store when the warehouse has the units; home again on request', async () => {
      const { token, cart, sku } = await readyCart()
      const [store] = await db().query<{ id: string }>(`SELECT id FROM stores WHERE brand = 'summit' AND city = 'Denver'`)
      // The store holds none (else the line would be picked up there: StsToPickup).
      await db().query(`INSERT INTO store_inventory (store_id, sku, quantity) VALUES ($1, $2, 0) ON CONFLICT (sku, store_id) DO UPDATE SET quantity = 0`, [store!.id, sku])
      const itemId = cart.items[0]!.id
      const sts = decode(Cart, (await call('PUT', `/api/cart/v1/cart/${cart.id}/item`, { siteId: US, token, body: { itemId, action: 'sts', favStoreId: store!.id } })).body)
      expect(sts.items[0]!.shippingOptions).toMatchObject({ selected: 'sts', storeInfo: { city: 'Denver' } })
      const home = decode(Cart, (await call('PUT', `/api/cart/v1/cart/${cart.id}/item`, { siteId: US, token, body: { itemId, action: 'home' } })).body)
      expect(home.items[0]!.shippingOptions?.selected).toBe('home')
      expect(home.items[0]!.shippingOptions?.storeInfo).toBeUndefined()
    })

    it('notifies delivery transitions when stock moves: pickup to ship-to-store and back, next-day downgraded', async () => {
      const token = await guest()
      const { sku, stock } = await freshSku()
      const cart = await cartWith(token, [{ productId: sku, qty: 1 }])
      const [store] = await db().query<{ id: string }>(`SELECT id FROM stores WHERE brand = 'summit' AND city = 'Seattle'`)
      const setStoreStock = (quantity: number) =>
        db().query(`INSERT INTO store_inventory (store_id, sku, quantity) VALUES ($1, $2, $3) ON CONFLICT (sku, store_id) DO UPDATE SET quantity = $3`, [store!.id, sku, quantity])
      const read = async () => decode(Cart, (await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: US, token })).body)
      await setStoreStock(2)
      const itemId = cart.items[0]!.id
      expect((await call('PUT', `/api/cart/v1/cart/${cart.id}/item`, { siteId: US, token, body: { itemId, action: 'pickup', favStoreId: store!.id } })).status).toBe(200)
      await call('POST', `/api/cart/v2/cart/${cart.id}/shippingAddress`, {
        siteId: US,
        token,
        body: { shippingId: `pickup-${store!.id}`, email: 'ada@example.com', address: { ...US_ADDRESS, recipientContactPhone: '206 555 0110' } },
      })
      await setStoreStock(0)
      const moved = await read()
      expect(moved.items[0]!.shippingOptions?.selected).toBe('sts')
      expect(moved.items[0]!.customerNotifications?.map((n) => n.code)).toEqual(['PickupToSts'])
      // The collection contact follows the shipment.
      expect(moved.shippingMethods!.find((m) => m.shippingId === `sts-${store!.id}`)?.address?.recipientLastName).toBe(US_ADDRESS.recipientLastName)
      await setStoreStock(3)
      const back = await read()
      expect(back.items[0]!.shippingOptions?.selected).toBe('pickup')
      expect(back.items[0]!.customerNotifications).toBeUndefined()

      // Next-day for a home line needs warehouse stock; a chosen next-day that no longer qualifies falls back.
      await call('PUT', `/api/cart/v1/cart/${cart.id}/item`, { siteId: US, token, body: { itemId, action: 'home' } })
      await setAddress(token, cart.id)
      expect((await call('POST', '/api/cart/v1/shippingMethod', { siteId: US, token, body: { cartId: cart.id, code: 'next-day', shippingId: 'home', shopperAppliedSM: true } })).status).toBe(200)
      await db().query(`UPDATE variants SET stock = 2 WHERE sku = $1`, [sku])
      try {
        const downgraded = await read()
        const home = downgraded.shippingMethods!.find((m) => m.shippingId === 'home')!
        expect(home.code).toBe('standard')
        expect(home.applicableShippingMethods.map((m) => m.code)).toEqual(['standard', 'express'])
        expect(downgraded.items[0]!.customerNotifications?.map((n) => n.code)).toEqual(['ShippingMethodDowngraded'])
      } finally {
        await db().query(`UPDATE variants SET stock = $2 WHERE sku = $1`, [sku, stock])
      }
    })

    it('refuses products out of the range (INV405 adding, INV407 raising), without a price (INV702), several lines some without stock (INV409); flags the line and ORD430 at placement', async () => {
      const { token, cart, sku } = await readyCart()
      const itemId = cart.items[0]!.id
      const productId = cart.items[0]!.masterId
      const { sku: other } = await freshSku()
      const [empty] = await db().query<{ sku: string }>(`SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id WHERE p.brand = 'summit' AND v.stock = 0 LIMIT 1`)
      const many = await call('POST', '/api/cart/v1/item', { siteId: US, token, body: { basketId: cart.id, items: [{ productId: other, qty: 1 }, { productId: empty!.sku, qty: 1 }] } })
      expect(errorOf(many)).toMatchObject({ errorId: 'INV409', params: { skus: empty!.sku } })
      expect(decode(Cart, (await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: US, token })).body).items).toHaveLength(1)

      const [noPrice] = await db().query<{ product_id: string; current_minor: number; original_minor: number }>(
        `SELECT product_id, current_minor, original_minor FROM product_prices WHERE product_id = (SELECT product_id FROM variants WHERE sku = $1) AND currency = 'USD'`,
        [other],
      )
      await db().query(`DELETE FROM product_prices WHERE product_id = $1 AND currency = 'USD'`, [noPrice!.product_id])
      try {
        expect(errorOf(await call('POST', '/api/cart/v1/item', { siteId: US, token, body: { basketId: cart.id, items: [{ productId: other, qty: 1 }] } })).errorId).toBe('INV702')
      } finally {
        await db().query(`INSERT INTO product_prices (product_id, currency, current_minor, original_minor) VALUES ($1, 'USD', $2, $3)`, [noPrice!.product_id, noPrice!.current_minor, noPrice!.original_minor])
      }

      expect((await call('POST', '/api/__test/product', { body: { productId, discontinued: true } })).status).toBe(200)
      try {
        expect(errorOf(await call('POST', '/api/cart/v1/item', { siteId: US, token, body: { basketId: cart.id, items: [{ productId: sku, qty: 1 }] } })).errorId).toBe('INV405')
        expect(errorOf(await call('PUT', `/api/cart/v1/cart/${cart.id}/item`, { siteId: US, token, body: { itemId, qty: 2 } })).errorId).toBe('INV407')
        const flagged = decode(Cart, (await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: US, token })).body)
        expect(flagged.flash).toEqual([{ code: 'ProductItemNotAvailable', type: 'error', details: { itemId, sku } }])
        const refused = await place(token, cart.id, byCard(await cardToken(CARDS.ok)))
        expect(errorOf(refused).errorId).toBe('ORD430')
        expect(JSON.parse(String(errorOf(refused).params!.flash))[0].code).toBe('ProductItemNotAvailable')
      } finally {
        await call('POST', '/api/__test/product', { body: { productId, discontinued: false } })
      }
    })

    it('sends a line to a carrier collection point: points near a town, the pudo shipment charged, the contact at the point', async () => {
      const { token, cart } = await readyCart()
      const found = decode(CollectionPointsResponse, (await call('POST', '/api/stores/v1/collectionPoints', { siteId: US, token, body: { query: 'Boulder', limit: 3 } })).body)
      expect(found.points).toHaveLength(3)
      expect(found.points.slice(0, 2).every((p) => p.point.city === 'Boulder' && p.point.country === 'US')).toBe(true)
      expect(found.points[0]!.distanceKm).toBeLessThanOrEqual(found.points[1]!.distanceKm)
      expect(decode(CollectionPointsResponse, (await call('POST', '/api/stores/v1/collectionPoints', { siteId: US, token, body: { query: 'Atlantis' } })).body).points).toEqual([])
      const point = found.points[0]!.point
      const itemId = cart.items[0]!.id
      const [gb] = await db().query<{ id: string }>(`SELECT id FROM collection_points WHERE country = 'GB' LIMIT 1`)
      expect(errorOf(await call('PUT', `/api/cart/v1/cart/${cart.id}/item`, { siteId: US, token, body: { itemId, action: 'pudo', favStoreId: gb!.id } })).errorId).toBe('SHP404')
      const atPoint = decode(Cart, (await call('PUT', `/api/cart/v1/cart/${cart.id}/item`, { siteId: US, token, body: { itemId, action: 'pudo', favStoreId: point.storeId } })).body)
      expect(atPoint.items[0]!.shippingOptions).toMatchObject({ selected: 'pudo', storeInfo: point })
      const shipment = atPoint.shippingMethods!.find((s) => s.deliveryType === 'pudo')!
      expect(shipment).toMatchObject({ shippingId: `pudo-${point.storeId}`, code: 'pudo' })
      expect(atPoint.totals.shipping).toBe(3.95)
      const contact = decode(
        Cart,
        (await call('POST', `/api/cart/v2/cart/${cart.id}/shippingAddress`, { siteId: US, token, body: { shippingId: shipment.shippingId, email: 'ada@example.com', address: US_ADDRESS } })).body,
      )
      expect(contact.shippingMethods!.find((s) => s.deliveryType === 'pudo')!.address).toMatchObject({ addressLine1: point.addressLine1, city: 'Boulder', stateCityProvDept: 'CO' })
      expect(decode(OrderResponse, (await place(token, cart.id, byCard(await cardToken(CARDS.ok)))).body).order.shipments[0]).toMatchObject({ deliveryType: 'pudo', store: point })
    })

    it('pays part with a gift card and the rest by card', async () => {
      const giftCard = await newGiftCard(25)
      const { token, cart } = await readyCart(2)
      const applied = decode(Cart, (await applyGiftCard(token, cart.id, giftCard)).body)
      const instrument = applied.payment_instruments![0]!
      const giftPart = Math.min(25, applied.totals.total)
      expect(instrument).toMatchObject({ payment_method_id: 'GIFT_CARD', amount: giftPart, maskedNumber: `**** ${giftCard.cardNumber.slice(-4)}` })
      expect(applied.totals.remainingToPay).toBe(Math.round((applied.totals.total - giftPart) * 100) / 100)
      const { order } = decode(OrderResponse, (await place(token, cart.id, byCard(await cardToken(CARDS.ok)))).body)
      expect(order.status).toBe('PLACED')
      expect(order.paymentMethod).toEqual([
        { payment_method_id: 'GIFT_CARD', amount: giftPart, maskedNumber: instrument.maskedNumber },
        { payment_method_id: 'CREDIT_CARD', amount: applied.totals.remainingToPay, maskedNumber: 'VISA **** 1111' },
      ])
      expect(await balanceOf(token, giftCard)).toBe(Math.round((25 - giftPart) * 100) / 100)
    })

    it('places an order paid entirely by gift card (code GIFT_CARD); a further card is not needed (GFO405)', async () => {
      const big = await newGiftCard(5000)
      const { token, cart } = await readyCart()
      const covered = decode(Cart, (await applyGiftCard(token, cart.id, big)).body)
      expect(covered.totals.remainingToPay).toBe(0)
      expect(covered.payment_instruments![0]).toMatchObject({ amount: covered.totals.total, remainingBalance: Math.round((5000 - covered.totals.total) * 100) / 100 })
      expect(errorOf(await applyGiftCard(token, cart.id, await newGiftCard(5))).errorId).toBe('GFO405')
      const { order } = decode(OrderResponse, (await place(token, cart.id, { code: 'GIFT_CARD' })).body)
      expect(order.status).toBe('PLACED')
      expect(order.paymentMethod).toEqual([{ payment_method_id: 'GIFT_CARD', amount: covered.totals.total, maskedNumber: `**** ${big.cardNumber.slice(-4)}` }])
      expect(await balanceOf(token, big)).toBe(Math.round((5000 - covered.totals.total) * 100) / 100)
    })

    it('lets exactly one of two concurrent orders spend the same gift card balance', async () => {
      const giftCard = await newGiftCard(25)
      const a = await readyCart()
      const b = await readyCart()
      for (const s of [a, b]) expect((await applyGiftCard(s.token, s.cart.id, giftCard)).status).toBe(200)
      const [ta, tb] = [await cardToken(CARDS.ok), await cardToken(CARDS.ok)]
      const results = await Promise.all([place(a.token, a.cart.id, byCard(ta)), place(b.token, b.cart.id, byCard(tb))])
      expect(results.map((r) => r.status).sort()).toEqual([200, 402])
      const refused = results.find((r) => r.status === 402)!
      expect(errorOf(refused).errorId).toBe('PYT400')
      expect((await ordersOf(a.cart.id)) + (await ordersOf(b.cart.id))).toBe(1)
      expect(await balanceOf(a.token, giftCard)).toBe(0)
      // The other shopper prepares again, sees the card now pays nothing, and pays everything by card.
      const loser = results[0]!.status === 402 ? a : b
      const prepared = decode(Cart, (await call('POST', '/api/cart/v1/cart/prepareOrder', { siteId: US, token: loser.token, body: { basketId: loser.cart.id } })).body)
      expect(prepared.payment_instruments![0]!.amount).toBe(0)
      expect(prepared.totals.remainingToPay).toBe(prepared.totals.total)
      const { order } = decode(OrderResponse, (await place(loser.token, loser.cart.id, byCard(await cardToken(CARDS.ok)))).body)
      expect(order.paymentMethod).toEqual([{ payment_method_id: 'CREDIT_CARD', amount: prepared.totals.total, maskedNumber: 'VISA **** 1111' }])
    })

    it('answers ORD430 with the flash notices when stock ran out between cart and placement, writing nothing', async () => {
      const { token, cart, sku } = await readyCart(2)
      expect((await call('POST', '/api/__test/stock', { body: { sku, stock: 1 } })).status).toBe(200)
      const prepared = decode(Cart, (await call('POST', '/api/cart/v1/cart/prepareOrder', { siteId: US, token, body: { basketId: cart.id } })).body)
      expect(prepared.flash).toEqual([{ code: 'ProductLineItemInventoryMissing', type: 'warning', details: { itemId: cart.items[0]!.id, sku, missingQty: 1 } }])
      const card = await cardToken(CARDS.ok)
      const short = await place(token, cart.id, byCard(card))
      expect(short.status).toBe(409)
      const error = errorOf(short)
      expect(error.errorId).toBe('ORD430')
      expect(JSON.parse(String(error.params!.flash))).toEqual(prepared.flash)
      await call('POST', '/api/__test/stock', { body: { sku, stock: 0 } })
      const gone = await place(token, cart.id, byCard(card))
      expect(JSON.parse(String(errorOf(gone).params!.flash))).toEqual([
        { code: 'ProductLineItemFullInventoryMissing', type: 'error', details: { itemId: cart.items[0]!.id, sku } },
      ])
      expect(await ordersOf(cart.id)).toBe(0)
      expect(await stockOf(sku)).toBe(0)
      // The token was not used by the refused placements.
      await call('POST', '/api/__test/stock', { body: { sku, stock: 5 } })
      expect((await place(token, cart.id, byCard(card))).status).toBe(200)
    })

    it('replays a placement with the same Idempotency-Key: the same order, one order row', async () => {
      const { token, cart } = await readyCart()
      const card = await cardToken(CARDS.ok)
      const reviewed = await versionOf(cart.id)
      const first = await place(token, cart.id, byCard(card), { 'idempotency-key': 'place-1' }, BILLING, reviewed)
      const second = await place(token, cart.id, byCard(card), { 'idempotency-key': 'place-1' }, BILLING, reviewed)
      expect(first.status).toBe(200)
      expect(second.status).toBe(200)
      expect(second.headers.get('idempotent-replayed')).toBe('true')
      expect(second.body).toEqual(first.body)
      expect(await ordersOf(cart.id)).toBe(1)
    })

    it('needs the addresses, a billing address and a payment covering the total', async () => {
      const token = await guest()
      const cart = await cartWith(token, [{ productId: (await freshSku()).sku, qty: 1 }])
      const prepared = decode(Cart, (await call('POST', '/api/cart/v1/cart/prepareOrder', { siteId: US, token, body: { basketId: cart.id } })).body)
      expect(prepared.flash).toEqual([{ code: 'InvalidShippingAddress', type: 'error', details: { shippingId: 'home', reason: 'missing' } }])
      expect(errorOf(await place(token, cart.id, byCard('x'))).errorId).toBe('CHK380')
      await setAddress(token, cart.id)
      expect(errorOf(await place(token, cart.id, byCard('x'), {}, null as unknown as undefined)).errorId).toBe('BIL400')
      expect(errorOf(await place(token, cart.id, byCard('x'), {}, { ...BILLING, recipientContactPhone: '' })).errorId).toBe('BILL410')
      expect(errorOf(await place(token, cart.id, { code: 'GIFT_CARD' })).errorId).toBe('PYT400')
      expect(errorOf(await place(token, cart.id, { code: 'CREDIT_CARD' })).errorId).toBe('PYT404')
      const empty = decode(Cart, (await call('POST', '/api/cart/v1/cart', { siteId: US, token, body: {} })).body)
      expect(errorOf(await call('POST', '/api/cart/v1/cart/prepareOrder', { siteId: US, token, body: { basketId: empty.id } })).errorId).toBe('ORD404')
      expect(await ordersOf(cart.id)).toBe(0)
    })

    it('sells e-gift cards: a digital shipment by email, the gift option required before placing', async () => {
      const details = await call('GET', '/api/products/v2/products/GIFTCRD1/details', { siteId: US })
      expect(decode(ProductDetails, details.body)).toMatchObject({ name: 'Summit Outfitters e-Gift Card', price: { current: 50, currency: 'USD' } })
      const token = await guest()
      const { sku: other } = await freshSku()
      const cart = await cartWith(token, [{ productId: 'GIFTCRD1DIGOS', qty: 1 }, { productId: other, qty: 1 }])
      const digital = cart.items.find((i) => i.productId === 'GIFTCRD1DIGOS')!
      const physical = cart.items.find((i) => i.productId === other)!
      expect(digital).toMatchObject({ isDigitalProduct: true, shippingOptions: { selected: 'digital', available: ['digital'], shippingMethod: { code: 'email', price: { amount: 0 } } } })
      expect(cart.shippingMethods!.map((s) => [s.shippingId, s.code, s.itemIds])).toEqual([
        ['digital', 'email', [digital.id]],
        ['home', 'standard', [physical.id]],
      ])
      // Standard delivery is charged on the physical line only (the gift card does not count towards free delivery).
      expect(cart.totals.shipping).toBe(physical.price.rowTotal >= 75 ? 0 : 7.95)
      await setAddress(token, cart.id)
      const prepared = decode(Cart, (await call('POST', '/api/cart/v1/cart/prepareOrder', { siteId: US, token, body: { basketId: cart.id } })).body)
      expect(prepared.flash).toEqual([{ code: 'GiftOptionMissing', type: 'error', details: { itemId: digital.id } }])
      const missing = await place(token, cart.id, byCard(await cardToken(CARDS.ok)))
      expect(errorOf(missing)).toMatchObject({ errorId: 'ORD400', params: { itemId: digital.id } })
      const notDigital = await call('PUT', `/api/cart/v1/cart/${cart.id}/item`, { siteId: US, token, body: { itemId: physical.id, giftOption: { email: 'a@b.co', to: 'A', message: '' } } })
      expect(errorOf(notDigital).errorId).toBe('ATTR300')
      const badEmail = await call('PUT', `/api/cart/v1/cart/${cart.id}/item`, { siteId: US, token, body: { itemId: digital.id, giftOption: { email: 'x', to: 'Grace', message: 'Hi' } } })
      expect(errorOf(badEmail).errorId).toBe('ORD400')
      const gift = { email: 'grace@example.com', to: 'Grace', message: 'Happy birthday!' }
      const withGift = decode(Cart, (await call('PUT', `/api/cart/v1/cart/${cart.id}/item`, { siteId: US, token, body: { itemId: digital.id, giftOption: gift } })).body)
      expect(withGift.items.find((i) => i.id === digital.id)!.giftOption).toEqual(gift)
      // Quantity changes still work on the same call.
      const two = decode(Cart, (await call('PUT', `/api/cart/v1/cart/${cart.id}/item`, { siteId: US, token, body: { itemId: digital.id, qty: 2 } })).body)
      expect(two.items.find((i) => i.id === digital.id)).toMatchObject({ qty: 2, giftOption: gift })
      const { order } = decode(OrderResponse, (await place(token, cart.id, byCard(await cardToken(CARDS.ok)))).body)
      expect(order.status).toBe('PLACED')
      expect(order.shipments.map((s) => s.deliveryType)).toEqual(['digital', 'home'])
    })

    it('pays with Klarna once the session is approved; a cancelled or unapproved session is PAY400', async () => {
      const { token, cart } = await readyCart()
      const session = decode(
        PaymentSessionResponse,
        (await call('GET', `/api/cart/v1/paymentSession?paymentMethodId=KLARNA&paymentMethod=klarna&referer=checkout&basketId=${cart.id}`, { siteId: US, token })).body,
      )
      expect(session.approvalUrl).toBe(`/api/payments/v1/klarna/${session.sessionId}`)
      expect(session).toMatchObject({ amount: cart.totals.remainingToPay, currency: 'USD' })
      const klarna = { code: 'KLARNA', additionalData: { klarnaSessionId: session.sessionId } }
      expect(errorOf(await place(token, cart.id, klarna)).errorId).toBe('PAY400')
      const page = await call('GET', session.approvalUrl)
      expect(page.body).toContain('klarna-result')
      expect((await call('POST', session.approvalUrl, { body: { status: 'approved' } })).body).toEqual({ sessionId: session.sessionId, status: 'approved' })
      const { order } = decode(OrderResponse, (await place(token, cart.id, klarna)).body)
      expect(order.paymentMethod).toEqual([{ payment_method_id: 'KLARNA', amount: cart.totals.remainingToPay }])

      const other = await readyCart()
      const cancelled = decode(
        PaymentSessionResponse,
        (await call('GET', `/api/cart/v1/paymentSession?paymentMethodId=KLARNA&paymentMethod=klarna&referer=checkout&basketId=${other.cart.id}`, { siteId: US, token: other.token })).body,
      )
      await call('POST', cancelled.approvalUrl, { body: { status: 'cancelled' } })
      const refused = await place(other.token, other.cart.id, { code: 'KLARNA', additionalData: { klarnaSessionId: cancelled.sessionId } })
      expect(refused.status).toBe(402)
      expect(errorOf(refused).errorId).toBe('PAY400')
      // Not offered in Canada.
      const caToken = await guest(CA)
      const caCart = await cartWith(caToken, [{ productId: (await freshSku()).sku, qty: 1 }], CA)
      const methods = decode(PaymentMethodsResponse, (await call('GET', `/api/cart/v1/cart/${caCart.id}/paymentMethods`, { siteId: CA, token: caToken })).body)
      expect(methods.paymentMethods.map((m) => m.id)).toEqual(['CREDIT_CARD', 'GIFT_CARD'])
    })

    it('never lets another shopper touch a basket’s checkout (BSK404)', async () => {
      const { cart } = await readyCart()
      const stranger = await guest()
      const attempts = [
        await setAddress(stranger, cart.id),
        await call('POST', `/api/cart/v1/cart/${cart.id}/billingAddress`, { siteId: US, token: stranger, body: { address: BILLING } }),
        await call('POST', '/api/cart/v1/shippingMethod', { siteId: US, token: stranger, body: { cartId: cart.id, code: 'express', shippingId: 'home', shopperAppliedSM: true } }),
        await call('GET', `/api/cart/v1/cart/${cart.id}/shippingMethod/home`, { siteId: US, token: stranger }),
        await call('GET', `/api/cart/v1/cart/${cart.id}/paymentMethods`, { siteId: US, token: stranger }),
        await applyGiftCard(stranger, cart.id, await newGiftCard(5)),
        await call('POST', '/api/cart/v1/cart/prepareOrder', { siteId: US, token: stranger, body: { basketId: cart.id } }),
        await call('POST', '/api/cart/v1/deviceFingerPrint', { siteId: US, token: stranger, body: { basketId: cart.id, fingerprint: 'x' } }),
        await call('GET', `/api/cart/v1/paymentSession?paymentMethodId=KLARNA&paymentMethod=k&referer=r&basketId=${cart.id}`, { siteId: US, token: stranger }),
        await place(stranger, cart.id, byCard(await cardToken(CARDS.ok))),
      ]
      for (const res of attempts) {
        expect(res.status).toBe(404)
        expect(decode(ErrorResponse, res.body).errorDetails).toEqual([{ errorId: 'BSK404', message: 'Cart not found' }])
      }
    })
  })

  describe('checkout: loyalty vouchers', () => {
    const setLoyalty = (accessToken: string, status: string, points: number) => call('POST', '/api/__test/loyalty', { body: { accessToken, status, points } })
    const reward = (token: string, cartId: string, voucher: object | null) =>
      call('PUT', `/api/cart/v1/cart/${cartId}/reward`, { siteId: US, token, body: { appliedLoyaltyVoucher: voucher } })
    const pointsOf = async (token: string) => decode(LoyaltyVouchersResponse, (await call('GET', '/api/consumers-v3/consumer/loyalty/vouchers', { siteId: US, token })).body).currentLoyaltyPoints

    it('offers the vouchers the points reach, highest first; REW401 for a guest, REW130 for a non-member, REW135 unconfirmed', async () => {
      const token = await guest()
      const path = '/api/consumers-v3/consumer/loyalty/vouchers'
      expect(errorOf(await call('GET', path, { siteId: US, token })).errorId).toBe('REW401')
      await setLoyalty(token, 'none', 0)
      expect(errorOf(await call('GET', path, { siteId: US, token })).errorId).toBe('REW130')
      await setLoyalty(token, 'unconfirmed', 3000)
      expect(errorOf(await call('GET', path, { siteId: US, token })).errorId).toBe('REW135')
      await setLoyalty(token, 'member', 2700)
      const offered = decode(LoyaltyVouchersResponse, (await call('GET', path, { siteId: US, token })).body)
      expect(offered).toEqual({
        currentLoyaltyPoints: 2700,
        applicableLoyaltyVouchers: [
          { points: 2500, amountInCurrency: 25, currency: 'USD' },
          { points: 1000, amountInCurrency: 10, currency: 'USD' },
          { points: 500, amountInCurrency: 5, currency: 'USD' },
        ],
      })
    })

    it('a voucher pays first, its points are spent with the order and given back when 3-D Secure fails; REW140 beyond the balance', async () => {
      const { token, cart } = await readyCart()
      await setLoyalty(token, 'member', 1200)
      expect(errorOf(await reward(token, cart.id, { points: 2500 })).errorId).toBe('REW140')
      const withVoucher = decode(Cart, (await reward(token, cart.id, { points: 1000 })).body)
      expect(withVoucher.payment_instruments?.[0]).toMatchObject({ payment_method_id: 'LOYALTY_POINTS', amount: 10 })
      expect(withVoucher.totals.appliedRewards).toBe(10)
      expect(withVoucher.totals.remainingToPay).toBeCloseTo(withVoucher.totals.total - 10, 2)

      const pending = decode(OrderResponse, (await place(token, cart.id, byCard(await cardToken(CARDS.challenge)))).body)
      expect(await pointsOf(token)).toBe(200)
      expect(pending.order.paymentMethod.map((p) => [p.payment_method_id, p.amount])[0]).toEqual(['LOYALTY_POINTS', 10])
      await call('POST', `/api/payments/v1/3ds/${pending.order.flash[0]!.details!.challengeId}`, { body: { transStatus: 'N' } })
      const patch = { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: { transStatus: 'N' } } } }
      await call('PATCH', `/api/cart/v2/checkout/order/${pending.order.orderNumber}`, { siteId: US, token, body: patch })
      expect(await pointsOf(token)).toBe(1200)

      // Removing the voucher takes its instrument off the cart.
      const next = await cartWith(token, [{ productId: (await freshSku()).sku, qty: 1 }])
      decode(Cart, (await reward(token, next.id, { points: 500 })).body)
      const removed = decode(Cart, (await reward(token, next.id, null)).body)
      expect(removed.payment_instruments?.some((p) => p.payment_method_id === 'LOYALTY_POINTS')).toBe(false)
    })
  })

  describe('checkout: gift cards', () => {
    it('checks a balance; refuses missing, wrong, foreign-currency and expired cards', async () => {
      const token = await guest()
      const balance = (body: object) => call('POST', '/api/cart/v1/giftcard/balance', { siteId: US, token, body })
      expect(decode(GiftCardBalanceResponse, (await balance({ cardNumber: '6001 0000 0000 2500', pin: '1234' })).body)).toEqual({
        maskedNumber: '**** 2500',
        balance: 25,
        currency: 'USD',
      })
      expect(errorOf(await balance({ cardNumber: '6001000000002500' })).errorId).toBe('GFC400')
      expect(errorOf(await balance({ cardNumber: '6001000000002500', pin: '9999' })).errorId).toBe('GFC700')
      expect(errorOf(await balance({ cardNumber: '6009999999999999', pin: '1234' })).errorId).toBe('GFC700')
      expect(errorOf(await balance({ cardNumber: '6003000000002500', pin: '1234' })).errorId).toBe('GFC725')
      expect(errorOf(await balance({ cardNumber: '6001000099992500', pin: '1234' })).errorId).toBe('GFC812')
      await call('POST', '/api/__test/faults', { body: { call: 'POST /cart/v1/giftcard/balance', errorId: 'GFC799', status: 503 } })
      const failing = await balance({ cardNumber: '6001000000002500', pin: '1234' })
      expect(failing.status).toBe(503)
      expect(errorOf(failing).errorId).toBe('GFC799')
    })

    it('applies at most two cards, each once, with a balance; removes them', async () => {
      const token = await guest()
      const cart = await cartWith(token, [{ productId: (await freshSku()).sku, qty: 3 }])
      const zero = await newGiftCard(0)
      const expired = await newGiftCard(10, 'USD', '2020-01-31')
      const gbp = await newGiftCard(10, 'GBP')
      const [one, two, three] = [await newGiftCard(1), await newGiftCard(2), await newGiftCard(3)]
      expect(errorOf(await applyGiftCard(token, cart.id, { cardNumber: one.cardNumber })).errorId).toBe('GFC400')
      expect(errorOf(await applyGiftCard(token, cart.id, { ...one, pin: '0000' })).errorId).toBe('GFC700')
      expect(errorOf(await applyGiftCard(token, cart.id, zero)).errorId).toBe('GFC740')
      expect(errorOf(await applyGiftCard(token, cart.id, expired)).errorId).toBe('GFC812')
      expect(errorOf(await applyGiftCard(token, cart.id, gbp)).errorId).toBe('GFC725')
      decode(Cart, (await applyGiftCard(token, cart.id, one)).body)
      expect(errorOf(await applyGiftCard(token, cart.id, one)).errorId).toBe('GFC755')
      const both = decode(Cart, (await applyGiftCard(token, cart.id, two)).body)
      expect(both.payment_instruments!.map((p) => p.amount)).toEqual([1, 2])
      expect(both.totals.remainingToPay).toBe(Math.round((both.totals.total - 3) * 100) / 100)
      const limit = await applyGiftCard(token, cart.id, three)
      expect(errorOf(limit)).toMatchObject({ errorId: 'GFC410', params: { maxGiftCards: 2 } })
      const removed = decode(
        Cart,
        (await call('DELETE', `/api/cart/v1/cart/${cart.id}/paymentInstruments`, { siteId: US, token, body: { paymentInstrumentId: both.payment_instruments![0]!.paymentInstrumentId } })).body,
      )
      expect(removed.payment_instruments!.map((p) => p.amount)).toEqual([2])
      const unknown = await call('DELETE', `/api/cart/v1/cart/${cart.id}/paymentInstruments`, { siteId: US, token, body: { paymentInstrumentId: 'nope' } })
      expect(errorOf(unknown).errorId).toBe('PYT404')
    })
  })

  describe('payment provider', () => {
    it('tokenizes a valid card without storing its number or code; refuses bad numbers, expiry and codes', async () => {
      const res = await tokenize(CARDS.ok)
      expect(res.status).toBe(201)
      const card = decode(CardToken, res.body)
      expect(card).toMatchObject({ bin: '411111', last4: '1111', brand: 'VISA' })
      const stored = await db().query<Record<string, unknown>>(`SELECT * FROM payment_card_tokens WHERE last4 = '1111' LIMIT 1`)
      expect(JSON.stringify(stored)).not.toContain('4111111111111111')
      expect(JSON.stringify(stored)).not.toContain(card.token)
      const luhn = await tokenize('4111 1111 1111 1112')
      expect(luhn.status).toBe(400)
      expect(errorOf(luhn)).toMatchObject({ errorId: 'PAY400', params: { field: 'number' } })
      const lastYear = new Date().getUTCFullYear() - 1
      expect(errorOf(await tokenize(CARDS.ok, { expiryYear: lastYear })).errorId).toBe('FE309')
      expect(errorOf(await tokenize(CARDS.ok, { expiryMonth: 13 })).errorId).toBe('FE309')
      expect(errorOf(await tokenize(CARDS.ok, { securityCode: '12' }))).toMatchObject({ errorId: 'PAY400', params: { field: 'securityCode' } })
      expect(errorOf(await tokenize('3782 822463 10005', { securityCode: '123' })).params).toEqual({ field: 'securityCode' })
      expect(decode(CardToken, (await tokenize('3782 822463 10005', { securityCode: '1234' })).body).brand).toBe('AMEX')
      expect(errorOf(await tokenize(CARDS.ok, { holderName: undefined })).errorId).toBe('ATTR300')
    })
  })
}
