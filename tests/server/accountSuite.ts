// The account after checkout over HTTP, run by reference.test.ts on each driver: the address book
// and its main-address rule, the order history, tracking (with the e-mail, limited), cancelling, the
// return label, the invoice as a real PDF, e-gift cards by e-mail and their resend, notification
// preferences, warranty claims, contact-us cases, the shopper's data, and favourites (sharing, the
// guest's list merged at sign-in). Every call with bad input, and with another shopper's ids: one
// shopper never reads or changes another's orders, addresses or favourites. Each test makes the
// accounts it changes, so the order of the tests does not matter.
import { createHash, randomBytes, randomInt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { SignInResponse } from '../../src/contract/schemas/account.ts'
import { AddressBookResponse } from '../../src/contract/schemas/addressBook.ts'
import { Cart } from '../../src/contract/schemas/cart.ts'
import { CardToken, GiftCardBalanceResponse, Order, OrderResponse } from '../../src/contract/schemas/checkout.ts'
import { ErrorResponse } from '../../src/contract/schemas/common.ts'
import { ContactCase, ContactCategoriesResponse, NotificationPreferences, UserDataExport, WarrantyClaim } from '../../src/contract/schemas/customerCare.ts'
import { FavoriteShareResponse, FavoritesResponse, SharedFavoritesResponse } from '../../src/contract/schemas/favourites.ts'
import { OrderTracking, PurchaseHistoryResponse, ReturnLabel } from '../../src/contract/schemas/orders.ts'
import { TokenResponse } from '../../src/contract/schemas/token.ts'
import { hashPassword } from '../../server/commerce/passwords.ts'
import { TRACK_LIMITS } from '../../server/commerce/orderCalls.ts'
import { RESENDS_PER_DAY } from '../../server/commerce/giftCardDelivery.ts'
import { isPdf, pdfText } from '../support/pdfText.ts'
import { DENVER_ADDRESS } from './addresses.ts'
import { caller, type Harness } from './harness.ts'
import { decode } from './referenceSuite.ts'

const US = 'summit-en-us'
const FR = 'summit-fr-fr'
const PASSWORD = 'Correct-Horse-7'
const HOME = DENVER_ADDRESS

export const accountSuite = (getHarness: () => Harness) => {
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(getHarness())(...args)
  const db = () => getHarness().db
  const errorOf = (res: { body: unknown }) => decode(ErrorResponse, res.body).errorDetails[0]!
  const refused = (res: { status: number; body: unknown }) => [res.status, errorOf(res).errorId]

  const guest = async (siteId = US): Promise<string> => decode(TokenResponse, (await call('POST', '/api/token/v2/auth/token', { body: { type: 'Guest' }, siteId })).body).accessToken

  /** A registered account of this test's own, signed in (PKCE and the exchange, as the storefront does). */
  const member = async (options: { guestToken?: string; guestObjects?: object; siteId?: string } = {}) => {
    const consumerNo = `7${randomInt(100_000_000, 999_999_999)}`
    const email = `account-${randomBytes(6).toString('hex')}@example.com`
    await db().query(`INSERT INTO consumers (consumer_no, consumer_type, email, password_hash, first_name, last_name) VALUES ($1, 'REGISTERED', $2, $3, 'Test', 'Shopper')`, [
      consumerNo,
      email,
      await hashPassword(PASSWORD),
    ])
    const token = await signInAs(email, options)
    return { consumerNo, email, token }
  }
  const signInAs = async (email: string, options: { guestToken?: string; guestObjects?: object; siteId?: string } = {}): Promise<string> => {
    const siteId = options.siteId ?? US
    const verifier = randomBytes(32).toString('base64url')
    const codeChallenge = createHash('sha256').update(verifier).digest('base64url')
    const code = decode(SignInResponse, (await call('POST', '/api/consumers-v3/auth/signin', { siteId, body: { username: email, password: PASSWORD, codeChallenge } })).body).authorizationCode
    const res = await call('POST', '/api/token/v2/auth/token', {
      siteId,
      ...(options.guestToken ? { token: options.guestToken } : {}),
      body: { type: 'Registered', authorizationCode: code, codeVerifier: verifier, guestObjects: options.guestObjects ?? {} },
    })
    expect(res.status).toBe(200)
    return decode(TokenResponse, res.body).accessToken
  }

  let skuCursor = 400
  const freshSku = async (): Promise<string> =>
    (await db().query<{ sku: string }>(
      `SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id WHERE p.brand = 'summit' AND NOT p.is_digital AND NOT p.free_gift AND v.stock >= 20 ORDER BY v.sku OFFSET $1 LIMIT 1`,
      [skuCursor++],
    ))[0]!.sku
  const stockOf = async (sku: string) => (await db().query<{ stock: number }>(`SELECT stock FROM variants WHERE sku = $1`, [sku]))[0]!.stock
  /** The cart's version now (main's placement takes the version the shopper reviewed: decision 21). */
  const versionOf = async (cartId: string) => (await db().query<{ version: number }>(`SELECT version FROM baskets WHERE id = $1`, [cartId]))[0]?.version ?? 1
  const cardToken = async () => {
    const res = await call('POST', '/api/payments/v1/tokens', { body: { number: '4111 1111 1111 1111', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, securityCode: '123', holderName: 'Ada Lovelace' } })
    return decode(CardToken, res.body).token
  }
  /** Places an order of `lines` for the token's shopper; a digital line gets a gift option. */
  const placeOrder = async (token: string, email: string, lines: ReadonlyArray<readonly [string, number]>): Promise<Order> => {
    const created = await call('POST', '/api/cart/v1/cartWithItem', { siteId: US, token, body: { items: lines.map(([productId, qty]) => ({ productId, qty })) } })
    expect(created.status).toBe(201)
    let cart = decode(Cart, created.body)
    for (const item of cart.items.filter((i) => i.isDigitalProduct))
      cart = decode(Cart, (await call('PUT', `/api/cart/v1/cart/${cart.id}/item`, { siteId: US, token, body: { itemId: item.id, giftOption: { email: 'grace@example.com', to: 'Grace', message: 'Happy trails' } } })).body)
    if (cart.items.some((i) => !i.isDigitalProduct))
      expect((await call('POST', `/api/cart/v2/cart/${cart.id}/shippingAddress`, { siteId: US, token, body: { shippingId: 'home', address: HOME, email } })).status).toBe(200)
    const placed = await call('PUT', '/api/cart/v2/checkout/order', {
      siteId: US,
      token,
      body: { cartId: cart.id, cartVersion: await versionOf(cart.id), billingAddress: { ...HOME, recipientContactEmail: email }, paymentMethod: { code: 'CREDIT_CARD', additionalData: { cardToken: await cardToken() } } },
    })
    expect(placed.status).toBe(200)
    return decode(OrderResponse, placed.body).order
  }
  const advance = (orderNumber: string, status: 'SHIPPED' | 'DELIVERED') => call('POST', '/api/__test/orderStatus', { body: { orderNumber, status } })

  // ---- address book ----------------------------------------------------------------------------

  const book = (token: string) => call('GET', '/api/consumers-v3/consumer', { siteId: US, token })
  const addAddress = (token: string, body: object) => call('POST', '/api/consumers-v3/consumer/address', { siteId: US, token, body })
  const mainsOf = (res: { body: unknown }) =>
    decode(AddressBookResponse, res.body).addresses.map((a) => [a.approachType, a.addressLine1, a.main ?? false] as const)

  describe('account: address book', () => {
    it('the first address of a type becomes main, setting another main clears it, removing the main one makes the latest main', async () => {
      const { token } = await member()
      const first = await addAddress(token, { ...HOME, approachType: 'S' })
      expect(first.status).toBe(201)
      expect(mainsOf(first)).toEqual([['S', '1520 Wazee Street', true]])
      const second = await addAddress(token, { ...HOME, addressLine1: '2 Elm Street', approachType: 'S' })
      expect(mainsOf(second)).toEqual([
        ['S', '1520 Wazee Street', true],
        ['S', '2 Elm Street', false],
      ])
      const billing = await addAddress(token, { ...HOME, addressLine1: '3 Oak Street', approachType: 'B' })
      expect(mainsOf(billing)[2]).toEqual(['B', '3 Oak Street', true])
      const elm = decode(AddressBookResponse, billing.body).addresses.find((a) => a.addressLine1 === '2 Elm Street')!
      const made = await call('PUT', `/api/consumers-v3/consumer/address/${elm.id}`, { siteId: US, token, body: { ...HOME, addressLine1: '2 Elm Street', approachType: 'S', main: true } })
      expect(made.status).toBe(200)
      expect(mainsOf(made)).toEqual([
        ['S', '1520 Wazee Street', false],
        ['S', '2 Elm Street', true],
        ['B', '3 Oak Street', true],
      ])
      // "Not main" on the main one changes nothing: a type that has addresses keeps one main.
      const unmain = await call('PUT', `/api/consumers-v3/consumer/address/${elm.id}`, { siteId: US, token, body: { ...HOME, addressLine1: '2 Elm Street', approachType: 'S', main: false } })
      expect(mainsOf(unmain)[1]).toEqual(['S', '2 Elm Street', true])
      const third = await addAddress(token, { ...HOME, addressLine1: '4 Pine Street', approachType: 'S' })
      expect(mainsOf(third)[3]).toEqual(['S', '4 Pine Street', false])
      const removed = await call('DELETE', `/api/consumers-v3/consumer/address/${elm.id}`, { siteId: US, token })
      expect(mainsOf(removed)).toEqual([
        ['S', '1520 Wazee Street', false],
        ['B', '3 Oak Street', true],
        ['S', '4 Pine Street', true],
      ])
      // The profile reads the same book.
      expect((await book(token)).body.addresses.map((a: { addressLine1: string; main: boolean }) => [a.addressLine1, a.main])).toEqual([
        ['1520 Wazee Street', false],
        ['3 Oak Street', true],
        ['4 Pine Street', true],
      ])
    })

    it('an address changing type leaves its main mark: the old type elects its latest, the new type keeps its main', async () => {
      const { token } = await member()
      await addAddress(token, { ...HOME, approachType: 'S' })
      const both = await addAddress(token, { ...HOME, addressLine1: '9 Birch Street', approachType: 'S', main: true })
      await addAddress(token, { ...HOME, addressLine1: '5 Billing Road', approachType: 'B' })
      const birch = decode(AddressBookResponse, both.body).addresses.find((a) => a.addressLine1 === '9 Birch Street')!
      const moved = await call('PUT', `/api/consumers-v3/consumer/address/${birch.id}`, { siteId: US, token, body: { ...HOME, addressLine1: '9 Birch Street', approachType: 'B' } })
      expect(mainsOf(moved)).toEqual([
        ['S', '1520 Wazee Street', true],
        ['B', '9 Birch Street', false],
        ['B', '5 Billing Road', true],
      ])
    })

    it('refuses addresses by the shared rules with the catalogue codes, and duplicates with CCA400; the phone is stored in international form', async () => {
      const { token } = await member()
      expect(refused(await addAddress(token, { ...HOME, postalCode: 'ABCDE', approachType: 'S' }))).toEqual([400, 'CHK380'])
      expect(refused(await addAddress(token, { ...HOME, postalCode: 'ABCDE', approachType: 'B' }))).toEqual([400, 'CHK320'])
      expect(refused(await addAddress(token, { ...HOME, recipientContactPhone: '', approachType: 'S' }))).toEqual([400, 'SHP410'])
      expect(refused(await addAddress(token, { ...HOME, recipientContactPhone: '', approachType: 'B' }))).toEqual([400, 'BILL410'])
      expect(refused(await addAddress(token, { ...HOME, addressLine1: 'PO Box 12', approachType: 'S' }))).toEqual([400, 'SHP500'])
      expect((await addAddress(token, { ...HOME, addressLine1: 'PO Box 12', approachType: 'B' })).status).toBe(201)
      expect(refused(await addAddress(token, { ...HOME, country: 'JP', approachType: 'S' }))).toEqual([400, 'PAY401'])
      // Schema: a missing field or type is ATTR300 naming it; nothing was stored by any refusal.
      const missing = await addAddress(token, { ...HOME, city: undefined, approachType: 'S' })
      expect(refused(missing)).toEqual([400, 'ATTR300'])
      expect(errorOf(missing).params?.field).toBe('body.city')
      expect(refused(await addAddress(token, { ...HOME }))).toEqual([400, 'ATTR300'])
      const ok = await addAddress(token, { ...HOME, approachType: 'S' })
      expect(decode(AddressBookResponse, ok.body).addresses.map((a) => a.recipientContactPhone)).toContain('+13035550142')
      expect(refused(await addAddress(token, { ...HOME, city: ' denver ', approachType: 'S' }))).toEqual([409, 'CCA400'])
      // The same address as billing is another entry.
      expect((await addAddress(token, { ...HOME, approachType: 'B' })).status).toBe(201)
    })

    it("one shopper can never change or remove another's address (404 CCA401); guests have no address book (401)", async () => {
      const alice = await member()
      const bob = await member()
      const added = decode(AddressBookResponse, (await addAddress(alice.token, { ...HOME, approachType: 'S' })).body).addresses[0]!
      expect(refused(await call('PUT', `/api/consumers-v3/consumer/address/${added.id}`, { siteId: US, token: bob.token, body: { ...HOME, city: 'Boulder', approachType: 'S' } }))).toEqual([404, 'CCA401'])
      expect(refused(await call('DELETE', `/api/consumers-v3/consumer/address/${added.id}`, { siteId: US, token: bob.token }))).toEqual([404, 'CCA401'])
      expect(refused(await call('DELETE', `/api/consumers-v3/consumer/address/ad_nothing`, { siteId: US, token: alice.token }))).toEqual([404, 'CCA401'])
      expect((await book(alice.token)).body.addresses).toHaveLength(1)
      expect((await book(alice.token)).body.addresses[0].city).toBe('Denver')
      const guestToken = await guest()
      expect(refused(await addAddress(guestToken, { ...HOME, approachType: 'S' }))).toEqual([401, 'AUT404'])
      expect(refused(await call('POST', '/api/consumers-v3/consumer/address', { siteId: US, body: { ...HOME, approachType: 'S' } }))).toEqual([401, 'AUT404'])
    })

    it('PRO414: the last billing address stays while cards are saved', async () => {
      const { token } = await member()
      const billing = decode(AddressBookResponse, (await addAddress(token, { ...HOME, approachType: 'B' })).body).addresses[0]!
      expect((await call('POST', '/api/consumers-v3/consumer/payment_instruments', { siteId: US, token, body: { cardToken: await cardToken() } })).status).toBe(201)
      expect(refused(await call('DELETE', `/api/consumers-v3/consumer/address/${billing.id}`, { siteId: US, token }))).toEqual([409, 'PRO414'])
      await addAddress(token, { ...HOME, addressLine1: '7 Second Street', approachType: 'B' })
      const removed = await call('DELETE', `/api/consumers-v3/consumer/address/${billing.id}`, { siteId: US, token })
      expect(mainsOf(removed)).toEqual([['B', '7 Second Street', true]])
    })
  })

  // ---- orders ----------------------------------------------------------------------------------

  const history = (token: string, body: object = {}) => call('POST', '/api/consumers-v3/consumer/purchasehistory', { siteId: US, token, body })
  const track = (token: string | undefined, body: object) => call('POST', '/api/consumers-v3/consumer/TrackOrder', { siteId: US, ...(token ? { token } : {}), body })
  const cancel = (token: string, orderNumber: string) => call('POST', '/api/consumers-v3/consumer/CancelOrder', { siteId: US, token, body: { orderNumber, reason: 'Changed my mind' } })
  const returnLabel = (token: string, orderNumber: string) => call('POST', `/api/consumers-v3/consumer/return/${orderNumber}/returnLabel`, { siteId: US, token, body: {} })
  const invoice = (token: string, orderNumber: string) =>
    getHarness().handle(
      new Request(`http://localhost/api/consumers-v3/consumer/purchase/invoice/download?siteId=${US}&brand=summit&channel=ECOMM&region=US&source=ECOM15&clientApp=tests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ orderNumber }),
      }),
    )

  describe('account: orders', () => {
    it("lists the shopper's placed orders newest first, paged; never another shopper's", async () => {
      const alice = await member()
      const bob = await member()
      const first = await placeOrder(alice.token, alice.email, [[await freshSku(), 1]])
      const second = await placeOrder(alice.token, alice.email, [[await freshSku(), 2]])
      const page = decode(PurchaseHistoryResponse, (await history(alice.token, { start: 0, count: 1 })).body)
      expect(page.total).toBe(2)
      expect(page.orders.map((o) => [o.orderNumber, o.status, o.itemCount])).toEqual([[second.orderNumber, 'PLACED', 2]])
      expect(page.orders[0]!.total).toBe(second.totals.total)
      const next = decode(PurchaseHistoryResponse, (await history(alice.token, { start: 1, count: 1 })).body)
      expect(next.orders.map((o) => o.orderNumber)).toEqual([first.orderNumber])
      expect(decode(PurchaseHistoryResponse, (await history(bob.token)).body)).toEqual({ total: 0, start: 0, orders: [] })
      expect(refused(await call('GET', `/api/consumers-v3/consumer/purchase/${first.orderNumber}`, { siteId: US, token: bob.token }))).toEqual([404, 'ORD409'])
      // Another site's history is its own.
      expect(decode(PurchaseHistoryResponse, (await call('POST', '/api/consumers-v3/consumer/purchasehistory', { siteId: FR, token: alice.token, body: {} })).body).total).toBe(0)
      expect(refused(await history(alice.token, { count: 500 }))).toEqual([400, 'ATTR300'])
      expect(refused(await history(alice.token, { start: -1 }))).toEqual([400, 'ATTR300'])
      expect(refused(await call('POST', '/api/consumers-v3/consumer/purchasehistory', { siteId: US, body: {} }))).toEqual([401, 'AUT404'])
    })

    it('tracks the own order by number; anyone else needs its e-mail, and gets no street', async () => {
      const alice = await member()
      const order = await placeOrder(alice.token, alice.email, [[await freshSku(), 1]])
      const own = decode(OrderTracking, (await track(alice.token, { orderNumber: order.orderNumber.toLowerCase() })).body)
      expect(own).toMatchObject({ orderNumber: order.orderNumber, status: 'PLACED', carrier: null, shipTo: { city: 'Denver', country: 'US' } })
      expect(own.events.map((e) => e.status)).toEqual(['PLACED'])
      const stranger = await guest()
      expect(refused(await track(stranger, { orderNumber: order.orderNumber }))).toEqual([404, 'OHS4004'])
      expect(refused(await track(stranger, { orderNumber: order.orderNumber, email: 'someone@example.com' }))).toEqual([404, 'OHS4004'])
      expect(errorOf(await track(stranger, { orderNumber: 'SU00000000', email: alice.email }))).toEqual({ ...errorOf(await track(stranger, { orderNumber: order.orderNumber, email: 'x@example.com' })) })
      const byEmail = await track(stranger, { orderNumber: order.orderNumber, email: ` ${alice.email.toUpperCase()} ` })
      expect(byEmail.status).toBe(200)
      expect(JSON.stringify(byEmail.body)).not.toContain('Wazee')
      expect((await advance(order.orderNumber, 'SHIPPED')).status).toBe(200)
      const shipped = decode(OrderTracking, (await track(stranger, { orderNumber: order.orderNumber, email: alice.email })).body)
      expect(shipped.status).toBe('SHIPPED')
      expect(shipped.carrier).toBe('UPS')
      expect(shipped.trackingNumber).toMatch(/^TRK\d{9}$/)
      expect(shipped.events.map((e) => e.status)).toEqual(['PLACED', 'SHIPPED'])
      expect(refused(await track(undefined, { orderNumber: order.orderNumber, email: alice.email }))).toEqual([401, 'AUT404'])
      expect(refused(await track(stranger, { orderNumber: '', email: alice.email }))).toEqual([400, 'ATTR300'])
    })

    it('limits failed tracking per caller, per order and per e-mail (429 REQ429, even for the right e-mail); the owner still tracks', async () => {
      const alice = await member()
      const order = await placeOrder(alice.token, alice.email, [[await freshSku(), 1]])
      const attacker = await guest()
      const answers: unknown[] = []
      for (let i = 0; i < TRACK_LIMITS.caller.max; i++) answers.push(errorOf(await track(attacker, { orderNumber: order.orderNumber, email: `guess-${i}@example.com` })).errorId)
      expect(new Set(answers)).toEqual(new Set(['OHS4004']))
      expect(refused(await track(attacker, { orderNumber: order.orderNumber, email: alice.email }))).toEqual([429, 'REQ429'])
      // A new guest token is a new caller, but the order number has had its failures too.
      const another = await guest()
      expect(refused(await track(another, { orderNumber: order.orderNumber, email: alice.email }))).toEqual([429, 'REQ429'])
      expect((await track(alice.token, { orderNumber: order.orderNumber })).status).toBe(200)
      // The failures were kept although each call failed; the e-mail only as a hash.
      const kept = await db().query<{ key: string }>(`SELECT key FROM limited_attempts WHERE scope = 'track' AND key LIKE 'email:%'`)
      expect(kept.length).toBeGreaterThan(0)
      expect(JSON.stringify(kept)).not.toContain('@')
    })

    it('cancels a placed order (stock back, CANCELLED); not a shipped one, not twice, never another shopper\'s', async () => {
      const alice = await member()
      const bob = await member()
      const sku = await freshSku()
      const before = await stockOf(sku)
      const order = await placeOrder(alice.token, alice.email, [[sku, 2]])
      expect(await stockOf(sku)).toBe(before - 2)
      expect(refused(await cancel(bob.token, order.orderNumber))).toEqual([404, 'ORD409'])
      const cancelled = await cancel(alice.token, order.orderNumber)
      expect(cancelled.status).toBe(200)
      expect(decode(Order, cancelled.body).status).toBe('CANCELLED')
      expect(await stockOf(sku)).toBe(before)
      const again = await cancel(alice.token, order.orderNumber)
      expect(refused(again)).toEqual([409, 'ORD410'])
      expect(errorOf(again).params).toMatchObject({ reason: 'status', status: 'CANCELLED' })
      expect(await stockOf(sku)).toBe(before)
      const shipped = await placeOrder(alice.token, alice.email, [[await freshSku(), 1]])
      await advance(shipped.orderNumber, 'SHIPPED')
      expect(refused(await cancel(alice.token, shipped.orderNumber))).toEqual([409, 'ORD410'])
      const tracked = decode(OrderTracking, (await track(alice.token, { orderNumber: order.orderNumber })).body)
      expect(tracked.events.map((e) => e.status)).toEqual(['PLACED', 'CANCELLED'])
      expect(refused(await call('POST', '/api/consumers-v3/consumer/CancelOrder', { siteId: US, token: alice.token, body: { orderNumber: order.orderNumber, reason: 'x'.repeat(501) } }))).toEqual([400, 'ATTR300'])
      expect(refused(await advance(order.orderNumber, 'SHIPPED'))).toEqual([409, 'ORD410'])
    })

    it('gives one return label once the order has shipped, within the return period; never for another shopper', async () => {
      const alice = await member()
      const bob = await member()
      const order = await placeOrder(alice.token, alice.email, [[await freshSku(), 1]])
      const early = await returnLabel(alice.token, order.orderNumber)
      expect(refused(early)).toEqual([409, 'RTN410'])
      expect(errorOf(early).params?.reason).toBe('status')
      await advance(order.orderNumber, 'DELIVERED')
      expect(refused(await returnLabel(bob.token, order.orderNumber))).toEqual([404, 'ORD409'])
      const label = await returnLabel(alice.token, order.orderNumber)
      expect(label.status).toBe(201)
      const first = decode(ReturnLabel, label.body)
      expect(first).toMatchObject({ orderNumber: order.orderNumber, carrier: 'UPS', returnAddress: { country: 'US' } })
      expect(first.items).toHaveLength(1)
      expect(decode(ReturnLabel, (await returnLabel(alice.token, order.orderNumber)).body)).toEqual(first)
      const late = await placeOrder(alice.token, alice.email, [[await freshSku(), 1]])
      await advance(late.orderNumber, 'DELIVERED')
      await db().query(`UPDATE orders SET delivered_at = now() - interval '40 days' WHERE order_number = $1`, [late.orderNumber])
      const expired = await returnLabel(alice.token, late.orderNumber)
      expect([...refused(expired), errorOf(expired).params?.reason]).toEqual([409, 'RTN410', 'expired'])
    })

    it('answers the invoice as a real PDF naming the order; not before it is paid, never to another shopper', async () => {
      const alice = await member()
      const bob = await member()
      const order = await placeOrder(alice.token, alice.email, [[await freshSku(), 1]])
      const response = await invoice(alice.token, order.orderNumber)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition')).toContain(`invoice-${order.orderNumber}.pdf`)
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect(isPdf(bytes)).toBe(true)
      const text = await pdfText(bytes)
      expect(text).toContain(order.orderNumber)
      expect(text).toContain('Invoice')
      expect(text).toContain(order.items[0]!.name.slice(0, 20))
      expect(text).toContain(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(order.totals.total))
      const foreign = await invoice(bob.token, order.orderNumber)
      expect([foreign.status, (await foreign.json()).errorDetails[0].errorId]).toEqual([404, 'ORD409'])
      await cancel(alice.token, order.orderNumber)
      const cancelled = await invoice(alice.token, order.orderNumber)
      expect([cancelled.status, (await cancelled.json()).errorDetails[0].errorId]).toEqual([409, 'ORD411'])
    })

    it('writes names outside the PDF fonts as their closest letters instead of failing', async () => {
      const { token, email } = await member()
      const created = decode(Cart, (await call('POST', '/api/cart/v1/cartWithItem', { siteId: US, token, body: { items: [{ productId: await freshSku(), qty: 1 }] } })).body)
      const odd = { ...HOME, recipientFirstName: 'Łukasz', recipientLastName: 'Ørsted-Jäger' }
      await call('POST', `/api/cart/v2/cart/${created.id}/shippingAddress`, { siteId: US, token, body: { shippingId: 'home', address: odd, email } })
      const placed = await call('PUT', '/api/cart/v2/checkout/order', {
        siteId: US,
        token,
        body: { cartId: created.id, cartVersion: await versionOf(created.id), billingAddress: { ...odd, recipientContactEmail: email }, paymentMethod: { code: 'CREDIT_CARD', additionalData: { cardToken: await cardToken() } } },
      })
      const order = decode(OrderResponse, placed.body).order
      const response = await invoice(token, order.orderNumber)
      expect(response.status).toBe(200)
      expect(await pdfText(new Uint8Array(await response.arrayBuffer()))).toContain('Lukasz Ørsted-Jäger')
    })

    it('e-mails each e-gift card to its recipient when placed (a card that pays), resends on request, within limits', async () => {
      const alice = await member()
      const bob = await member()
      const order = await placeOrder(alice.token, alice.email, [['GIFTCRD1DIGOS', 2]])
      const mails = await db().query<{ body_text: string; subject: string }>(`SELECT body_text, subject FROM mail_outbox WHERE to_address = 'grace@example.com' AND template = 'giftCard' AND body_text LIKE '%Happy trails%' ORDER BY id`)
      const issued = await db().query<{ mail_id: string }>(`SELECT mail_id::text AS mail_id FROM order_gift_cards WHERE order_number = $1`, [order.orderNumber])
      expect(issued).toHaveLength(2)
      const mine = (await db().query<{ body_text: string }>(`SELECT body_text FROM mail_outbox WHERE id::text = ANY($1::text[])`, [issued.map((i) => i.mail_id)])).map((m) => m.body_text)
      expect(mails.length).toBeGreaterThanOrEqual(2)
      const number = /Card number: ([\d ]+)/.exec(mine[0]!)![1]!.replace(/ /g, '')
      const pin = /PIN: (\d{4})/.exec(mine[0]!)![1]!
      expect(number).toMatch(/^6001\d{12}$/)
      const balance = await call('POST', '/api/cart/v1/giftcard/balance', { siteId: US, token: await guest(), body: { cardNumber: number, pin } })
      expect(decode(GiftCardBalanceResponse, balance.body).balance).toBe(50)
      // Cancelling would take back a card already sent.
      expect([...refused(await cancel(alice.token, order.orderNumber)), errorOf(await cancel(alice.token, order.orderNumber)).params?.reason]).toEqual([409, 'ORD410', 'digital'])
      expect(refused(await call('POST', '/api/consumers-v3/consumer/resendGiftCardEmail', { siteId: US, token: bob.token, body: { orderNumber: order.orderNumber } }))).toEqual([404, 'ORD409'])
      const resent = await call('POST', '/api/consumers-v3/consumer/resendGiftCardEmail', { siteId: US, token: alice.token, body: { orderNumber: order.orderNumber } })
      expect(resent.body).toEqual({ sent: 2 })
      const copies = await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE body_text = $1`, [mine[0]])
      expect(copies[0]!.n).toBe(2)
      for (let i = 1; i < RESENDS_PER_DAY; i++) expect((await call('POST', '/api/consumers-v3/consumer/resendGiftCardEmail', { siteId: US, token: alice.token, body: { orderNumber: order.orderNumber } })).status).toBe(200)
      expect(refused(await call('POST', '/api/consumers-v3/consumer/resendGiftCardEmail', { siteId: US, token: alice.token, body: { orderNumber: order.orderNumber } }))).toEqual([429, 'REQ429'])
      const plain = await placeOrder(alice.token, alice.email, [[await freshSku(), 1]])
      expect(refused(await call('POST', '/api/consumers-v3/consumer/resendGiftCardEmail', { siteId: US, token: alice.token, body: { orderNumber: plain.orderNumber } }))).toEqual([404, 'GFO404'])
    })
  })

  // ---- service calls ---------------------------------------------------------------------------

  describe('account: preferences, warranty, contact, data', () => {
    it('notification preferences: defaults, a partial change, bad input refused', async () => {
      const { token } = await member()
      const put = (preferences: object[]) => call('PUT', '/api/consumers-v3/consumer/notification', { siteId: US, token, body: { preferences } })
      const defaults = decode(NotificationPreferences, (await put([])).body)
      expect(defaults.updatedAt).toBeNull()
      expect(defaults.preferences.filter((p) => p.enabled).map((p) => `${p.topic}/${p.channel}`)).toEqual(['orderUpdates/EMAIL', 'backInStock/EMAIL'])
      const changed = decode(NotificationPreferences, (await put([{ topic: 'priceDrops', channel: 'SMS', enabled: true }])).body)
      expect(changed.preferences.filter((p) => p.enabled).map((p) => `${p.topic}/${p.channel}`)).toEqual(['orderUpdates/EMAIL', 'backInStock/EMAIL', 'priceDrops/SMS'])
      expect(changed.updatedAt).not.toBeNull()
      expect(refused(await put([{ topic: 'spam', channel: 'SMS', enabled: true }]))).toEqual([400, 'ATTR300'])
      expect(refused(await call('PUT', '/api/consumers-v3/consumer/notification', { siteId: US, token: await guest(), body: { preferences: [] } }))).toEqual([401, 'AUT404'])
    })

    it('warranty claims: stored, acknowledged by e-mail; dates and products checked; an order must be the caller\'s', async () => {
      const alice = await member()
      const bob = await member()
      const [product] = await db().query<{ id: string }>(`SELECT id FROM products WHERE brand = 'summit' AND NOT is_digital ORDER BY id LIMIT 1`)
      const claim = (token: string, productId: string, body: object) => call('POST', `/api/consumers-v3/consumer/warranty?productId=${productId}`, { siteId: US, token, body })
      const ok = await claim(alice.token, product!.id, { purchaseDate: '2025-03-01', description: 'The zip broke.' })
      expect(ok.status).toBe(201)
      expect(decode(WarrantyClaim, ok.body)).toMatchObject({ productId: product!.id, status: 'RECEIVED' })
      const [ack] = await db().query<{ subject: string }>(`SELECT subject FROM mail_outbox WHERE to_address = $1 AND template = 'warrantyClaim'`, [alice.email])
      expect(ack!.subject).toContain(decode(WarrantyClaim, ok.body).claimId)
      const future = await claim(alice.token, product!.id, { purchaseDate: '2999-01-01', description: 'x' })
      expect([...refused(future), errorOf(future).params]).toEqual([400, 'ATTR300', { field: 'purchaseDate', rule: 'maxDate' }])
      expect(errorOf(await claim(alice.token, product!.id, { purchaseDate: '2025-02-30', description: 'x' })).params).toEqual({ field: 'purchaseDate', rule: 'date' })
      expect(refused(await claim(alice.token, 'NOPE0000', { purchaseDate: '2025-03-01', description: 'x' }))).toEqual([404, 'PLP400'])
      const order = await placeOrder(alice.token, alice.email, [[await freshSku(), 1]])
      expect(refused(await claim(bob.token, product!.id, { purchaseDate: '2025-03-01', description: 'x', orderNumber: order.orderNumber }))).toEqual([404, 'ORD409'])
      expect(refused(await call('POST', '/api/consumers-v3/consumer/warranty', { siteId: US, token: alice.token, body: { purchaseDate: '2025-03-01', description: 'x' } }))).toEqual([400, 'ATTR300'])
    })

    it('contact us: categories in the site language; a case by category and subject, acknowledged; rules and limits', async () => {
      const fr = decode(ContactCategoriesResponse, (await call('GET', '/api/consumers-v3/contactus/categorySubject', { siteId: FR })).body)
      expect(fr.categories[0]).toMatchObject({ id: 'orders', label: 'Commandes et livraison' })
      const token = await guest()
      const send = (body: object) => call('POST', '/api/consumers-v3/contactus', { siteId: US, token, body })
      const form = { category: 'orders', subject: 'whereIsMyOrder', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', message: 'Where is it?' }
      const sent = await send(form)
      expect(sent.status).toBe(201)
      const { caseId } = decode(ContactCase, sent.body)
      const [row] = await db().query<{ category: string; subject: string }>(`SELECT category, subject FROM contact_cases WHERE case_id = $1`, [caseId])
      expect(row).toEqual({ category: 'orders', subject: 'whereIsMyOrder' })
      expect((await db().query(`SELECT 1 FROM mail_outbox WHERE to_address = 'ada@example.com' AND template = 'contactCase' AND subject LIKE $1`, [`%${caseId}%`])).length).toBe(1)
      expect(errorOf(await send({ ...form, subject: 'startReturn' })).params).toEqual({ field: 'subject', rule: 'pattern' })
      expect(errorOf(await send({ ...form, email: 'ada@' })).params).toEqual({ field: 'email', rule: 'email' })
      expect(errorOf(await send({ ...form, firstName: 'Ada<script>' })).params).toEqual({ field: 'firstName', rule: 'name' })
      expect(refused(await send({ ...form, message: 'x'.repeat(4001) }))).toEqual([400, 'ATTR300'])
      for (let i = 1; i < 5; i++) expect((await send(form)).status).toBe(201)
      expect(refused(await send(form))).toEqual([429, 'REQ429'])
    })

    it("the shopper's data: every section, theirs only, never a password hash", async () => {
      const alice = await member()
      const bob = await member()
      await addAddress(alice.token, { ...HOME, approachType: 'S' })
      await placeOrder(alice.token, alice.email, [[await freshSku(), 1]])
      await placeOrder(bob.token, bob.email, [[await freshSku(), 1]])
      const res = await call('POST', '/api/consumers-v3/consumer/retrieveUserData', { siteId: US, token: alice.token, body: {} })
      const data = decode(UserDataExport, res.body)
      expect(data.consumerNo).toBe(alice.consumerNo)
      expect(Object.keys(data.sections)).toEqual(expect.arrayContaining(['profile', 'addresses', 'savedCards', 'orders', 'favourites', 'notificationPreferences', 'contactCases', 'warrantyClaims']))
      expect((data.sections.orders as unknown[]).length).toBe(1)
      const text = JSON.stringify(data)
      expect(text).toContain(alice.email)
      expect(text).not.toContain(bob.email)
      expect(text).not.toContain('scrypt$')
      expect(refused(await call('POST', '/api/consumers-v3/consumer/retrieveUserData', { siteId: US, token: await guest(), body: {} }))).toEqual([401, 'AUT404'])
    })
  })

  // ---- favourites ------------------------------------------------------------------------------

  /** `n` products of the brand from a random place in the catalogue (within it, whatever its size: the seed's is about 235 a brand). */
  const productIds = async (n: number, brand = 'summit') => {
    const ids = (await db().query<{ id: string }>(`SELECT id FROM products WHERE brand = $1 AND NOT free_gift AND NOT is_digital ORDER BY id`, [brand])).map((r) => r.id)
    const start = randomInt(0, Math.max(1, ids.length - n + 1))
    return ids.slice(start, start + n)
  }
  const favourites = (token: string) => call('GET', '/api/wishlists/v2/favorites', { siteId: US, token })
  const favour = (token: string, id: string, favoriteId?: string) =>
    call('POST', '/api/wishlists/v2/favorites', { siteId: US, token, body: { id, qty: 1, itemType: 'product', ...(favoriteId ? { favoriteId } : {}) } })

  describe('account: favourites', () => {
    it('a guest favours products (once each), removes one, shares the list; anyone reads it without a token until it is unshared', async () => {
      const token = await guest()
      expect(decode(FavoritesResponse, (await favourites(token)).body)).toEqual({ favoriteId: null, total: 0, start: 0, items: [], shared: false })
      const [a, b] = await productIds(2)
      const first = decode(FavoritesResponse, (await favour(token, a!)).body)
      expect(first.favoriteId).toMatch(/^[\w-]{32}$/)
      await favour(token, b!, first.favoriteId!)
      const list = decode(FavoritesResponse, (await favour(token, a!)).body)
      expect(list.items.map((i) => i.productId)).toEqual([b, a])
      expect(list.items[0]!.product).toMatchObject({ id: b, url: expect.stringContaining(`/en-us/p/`) })
      const removed = decode(FavoritesResponse, (await call('DELETE', `/api/wishlists/v2/favorites/${list.favoriteId}/items/${list.items[0]!.itemId}`, { siteId: US, token })).body)
      expect(removed.items.map((i) => i.productId)).toEqual([a])
      expect(refused(await call('GET', `/api/wishlists/v2/favorites/${list.favoriteId}/share`, { siteId: US }))).toEqual([404, 'PLP400'])
      const shared = decode(FavoriteShareResponse, (await call('POST', `/api/wishlists/v2/favorites/${list.favoriteId}/share`, { siteId: US, token, body: {} })).body)
      expect(shared).toEqual({ favoriteId: list.favoriteId, shared: true, sharePath: `/en-us/favourites/shared/${list.favoriteId}` })
      const read = decode(SharedFavoritesResponse, (await call('GET', `/api/wishlists/v2/favorites/${list.favoriteId}/share`, { siteId: US })).body)
      expect(read.items.map((i) => i.productId)).toEqual([a])
      expect(JSON.stringify(read)).not.toMatch(/consumer/i)
      await call('POST', `/api/wishlists/v2/favorites/${list.favoriteId}/share`, { siteId: US, token, body: { shared: false } })
      expect(refused(await call('GET', `/api/wishlists/v2/favorites/${list.favoriteId}/share`, { siteId: US }))).toEqual([404, 'PLP400'])
    })

    it("one shopper can never read, change or share another's list; unknown or foreign-brand products are PLP400", async () => {
      const alice = await guest()
      const bob = await guest()
      const [a] = await productIds(1)
      const list = decode(FavoritesResponse, (await favour(alice, a!)).body)
      expect(refused(await favour(bob, a!, list.favoriteId!))).toEqual([404, 'PLP400'])
      expect(refused(await call('DELETE', `/api/wishlists/v2/favorites/${list.favoriteId}/items/${list.items[0]!.itemId}`, { siteId: US, token: bob }))).toEqual([404, 'PLP400'])
      expect(refused(await call('POST', `/api/wishlists/v2/favorites/${list.favoriteId}/share`, { siteId: US, token: bob, body: {} }))).toEqual([404, 'PLP400'])
      expect(decode(FavoritesResponse, (await favourites(bob)).body).total).toBe(0)
      expect(decode(FavoritesResponse, (await favourites(alice)).body).total).toBe(1)
      const [fjell] = await productIds(1, 'fjell')
      expect(refused(await favour(alice, fjell!))).toEqual([404, 'PLP400'])
      expect(refused(await favour(alice, 'NOPE0000'))).toEqual([404, 'PLP400'])
      expect(refused(await call('POST', '/api/wishlists/v2/favorites', { siteId: US, token: alice, body: { id: a, qty: 2 } }))).toEqual([400, 'ATTR300'])
      expect(refused(await call('POST', '/api/wishlists/v2/favorites', { siteId: US, body: { id: a } }))).toEqual([401, 'AUT404'])
    })

    it("the guest's favourites merge into the member's at sign-in (each product once), only on the guest's own bearer", async () => {
      const shopper = await member()
      const [a, b, c] = await productIds(3)
      await favour(shopper.token, a!)
      await favour(shopper.token, b!)
      const guestToken = await guest()
      await favour(guestToken, b!)
      const guestList = decode(FavoritesResponse, (await favour(guestToken, c!)).body)
      // Another guest naming this list proves nothing: nothing moves.
      const intruder = await guest()
      await signInAs(shopper.email, { guestToken: intruder, guestObjects: { favoriteId: guestList.favoriteId } })
      expect(decode(FavoritesResponse, (await favourites(guestToken)).body).total).toBe(2)
      const signedIn = await signInAs(shopper.email, { guestToken, guestObjects: { favoriteId: guestList.favoriteId } })
      const merged = decode(FavoritesResponse, (await favourites(signedIn)).body)
      expect(merged.items.map((i) => i.productId).sort()).toEqual([a, b, c].sort())
      // The exchange ends the guest's session (identity, decision 24): its token reads nothing more.
      expect(refused(await favourites(guestToken))).toEqual([401, 'AUT404'])
    })

    it("a member without a list adopts the guest's, share included, even when the exchange does not name it", async () => {
      const shopper = await member()
      const guestToken = await guest()
      const [a] = await productIds(1)
      const list = decode(FavoritesResponse, (await favour(guestToken, a!)).body)
      await call('POST', `/api/wishlists/v2/favorites/${list.favoriteId}/share`, { siteId: US, token: guestToken, body: {} })
      const signedIn = await signInAs(shopper.email, { guestToken })
      expect(decode(FavoritesResponse, (await favourites(signedIn)).body)).toMatchObject({ favoriteId: list.favoriteId, total: 1, shared: true })
    })
  })
}
