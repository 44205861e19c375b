// Store associates over HTTP, run by reference.test.ts on each driver (issue 15): the agent login and
// its in-store session, its limit per client, the utilities calls (countries, dial codes, stores,
// employees), price adjustments on a cart (only an associate's session: a guest's or a registered
// shopper's token is 401 AUT432, never the 403 the storefront takes for bot protection), orders
// carrying the store session, the reservation of a store's stock, and the employee discount that
// follows from the consumer type alone.
import { createHash, randomBytes, randomInt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { SignInResponse } from '../../src/contract/schemas/account.ts'
import { AgentLoginResponse, CountryListResponse, PhoneCodesResponse, ReserveWithItemResponse, StoreEmployeesResponse, UtilityStoresResponse } from '../../src/contract/schemas/associates.ts'
import { Cart } from '../../src/contract/schemas/cart.ts'
import { CardToken, OrderResponse } from '../../src/contract/schemas/checkout.ts'
import { ErrorResponse } from '../../src/contract/schemas/common.ts'
import { PurchaseHistoryResponse } from '../../src/contract/schemas/orders.ts'
import { TokenResponse } from '../../src/contract/schemas/token.ts'
import { AGENT_PAUSE_AFTER } from '../../server/commerce/agentSession.ts'
import { hashPassword } from '../../server/commerce/passwords.ts'
import { SEEDED_AGENT, SEEDED_EMPLOYEE_SHOPPER } from '../../server/seed/associateSeed.ts'
import { DENVER_ADDRESS } from './addresses.ts'
import { caller, type Harness } from './harness.ts'
import { decode } from './referenceSuite.ts'

const US = 'summit-en-us'
const PASSWORD = 'Correct-Horse-7'
const HOME = DENVER_ADDRESS

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

export const associateSuite = (getHarness: () => Harness) => {
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(getHarness())(...args)
  const db = () => getHarness().db
  const errorOf = (res: { body: unknown }) => decode(ErrorResponse, res.body).errorDetails[0]!
  const refused = (res: { status: number; body: unknown }) => [res.status, errorOf(res).errorId]

  const agentLogin = (username: string, password: string, clientIp?: string) => {
    const { verifier, challenge } = pkce()
    return call('POST', '/api/consumers-v3/consumer/agent/login', { siteId: US, body: { username, password, codeChallenge: challenge }, ...(clientIp ? { clientIp } : {}) }).then((res) => ({ res, verifier }))
  }
  /** A new in-store session of the seeded associate. */
  const agent = async (): Promise<TokenResponse> => {
    const { res, verifier } = await agentLogin(SEEDED_AGENT.email, SEEDED_AGENT.password)
    expect(res.status).toBe(200)
    const exchanged = await call('POST', '/api/token/v2/auth/token', { siteId: US, body: { type: 'Agent', authorizationCode: decode(AgentLoginResponse, res.body).authorizationCode, codeVerifier: verifier } })
    expect(exchanged.status).toBe(200)
    return decode(TokenResponse, exchanged.body)
  }
  const guest = async (): Promise<string> => decode(TokenResponse, (await call('POST', '/api/token/v2/auth/token', { siteId: US, body: { type: 'Guest' } })).body).accessToken
  const signIn = async (email: string, password: string): Promise<string> => {
    const { verifier, challenge } = pkce()
    const code = decode(SignInResponse, (await call('POST', '/api/consumers-v3/auth/signin', { siteId: US, body: { username: email, password, codeChallenge: challenge } })).body).authorizationCode
    return decode(TokenResponse, (await call('POST', '/api/token/v2/auth/token', { siteId: US, body: { type: 'Registered', authorizationCode: code, codeVerifier: verifier, guestObjects: {} } })).body).accessToken
  }
  const member = async (): Promise<string> => {
    const email = `assoc-${randomBytes(6).toString('hex')}@example.com`
    await db().query(`INSERT INTO consumers (consumer_no, consumer_type, email, password_hash, first_name, last_name) VALUES ($1, 'REGISTERED', $2, $3, 'Test', 'Shopper')`, [
      `8${randomInt(100_000_000, 999_999_999)}`,
      email,
      await hashPassword(PASSWORD),
    ])
    return signIn(email, PASSWORD)
  }
  let skuCursor = 900
  const freshSku = async (): Promise<string> =>
    (await db().query<{ sku: string }>(
      `SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = 'USD'
       WHERE p.brand = 'summit' AND NOT p.is_digital AND NOT p.free_gift AND NOT p.discontinued AND v.stock >= 20 AND pr.current_minor >= 5000 ORDER BY v.sku OFFSET $1 LIMIT 1`,
      [skuCursor++],
    ))[0]!.sku
  const cartWith = async (token: string, qty = 2): Promise<Cart> => {
    const res = await call('POST', '/api/cart/v1/cartWithItem', { siteId: US, token, body: { items: [{ productId: await freshSku(), qty }] } })
    expect(res.status).toBe(201)
    return decode(Cart, res.body)
  }
  const adjust = (token: string, cartId: string, body: object) => call('POST', `/api/cart/v1/cart/${cartId}/price_adjustments`, { siteId: US, token, body })
  const versionOf = async (cartId: string) => (await db().query<{ version: number }>(`SELECT version FROM baskets WHERE id = $1`, [cartId]))[0]!.version
  const place = async (token: string, cart: Cart, inStoreSalesInfo?: object) => {
    expect((await call('POST', `/api/cart/v2/cart/${cart.id}/shippingAddress`, { siteId: US, token, body: { shippingId: 'home', address: HOME, email: 'ada@example.com' } })).status).toBe(200)
    const cardToken = decode(CardToken, (await call('POST', '/api/payments/v1/tokens', { body: { number: '4111 1111 1111 1111', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, securityCode: '123', holderName: 'Ada Lovelace' } })).body).token
    return call('PUT', '/api/cart/v2/checkout/order', {
      siteId: US,
      token,
      body: {
        cartId: cart.id,
        cartVersion: await versionOf(cart.id),
        billingAddress: { ...HOME, recipientContactEmail: 'ada@example.com' },
        paymentMethod: { code: 'CREDIT_CARD', additionalData: { cardToken } },
        ...(inStoreSalesInfo ? { inStoreSalesInfo } : {}),
      },
    })
  }

  describe('associates: agent login and the in-store session', () => {
    it('the seeded associate signs in and gets an Agent session of its own each time; a shopper cannot use the associate login, nor the associate the shopper sign-in', async () => {
      const first = await agent()
      const second = await agent()
      expect(first).toMatchObject({ tokenType: 'Agent', consumerType: 'AGENT', basketId: null, memberId: null })
      // Each sign-in is its own session: the next associate on the device never finds the last one's cart.
      expect(second.consumerNo).not.toBe(first.consumerNo)
      expect(refused((await agentLogin(SEEDED_EMPLOYEE_SHOPPER.email, SEEDED_EMPLOYEE_SHOPPER.password)).res)).toEqual([401, 'AUT401'])
      expect(refused((await agentLogin(SEEDED_AGENT.email, 'wrong-password')).res)).toEqual([401, 'AUT401'])
      expect(refused((await agentLogin('not an e-mail', 'x')).res)).toEqual([400, 'AUT453'])
      const { challenge } = pkce()
      expect((await call('POST', '/api/consumers-v3/auth/signin', { siteId: US, body: { username: SEEDED_AGENT.email, password: SEEDED_AGENT.password, codeChallenge: challenge } })).status).toBe(401)
      // A renewal keeps the session an associate's.
      expect(decode(TokenResponse, (await call('POST', '/api/token/v2/auth/token', { siteId: US, body: { type: 'Refresh', refreshToken: first.refreshToken } })).body)).toMatchObject({ tokenType: 'Agent', consumerNo: first.consumerNo })
    })

    it('a shopper’s code is not exchanged for an Agent session, nor an associate’s for a registered one', async () => {
      const { verifier, challenge } = pkce()
      const shopperCode = decode(SignInResponse, (await call('POST', '/api/consumers-v3/auth/signin', { siteId: US, body: { username: SEEDED_EMPLOYEE_SHOPPER.email, password: SEEDED_EMPLOYEE_SHOPPER.password, codeChallenge: challenge } })).body).authorizationCode
      expect(refused(await call('POST', '/api/token/v2/auth/token', { siteId: US, body: { type: 'Agent', authorizationCode: shopperCode, codeVerifier: verifier } }))).toEqual([401, 'AUT404'])
      const login = await agentLogin(SEEDED_AGENT.email, SEEDED_AGENT.password)
      const code = decode(AgentLoginResponse, login.res.body).authorizationCode
      expect(refused(await call('POST', '/api/token/v2/auth/token', { siteId: US, body: { type: 'Registered', authorizationCode: code, codeVerifier: login.verifier, guestObjects: {} } }))).toEqual([401, 'AUT404'])
    })

    it(`after ${AGENT_PAUSE_AFTER} failed agent logins from one client, that client is refused (429 AUT500) even with the right password; another client is not`, async () => {
      const ip = `203.0.113.${randomInt(1, 250)}`
      for (let i = 0; i < AGENT_PAUSE_AFTER; i++) expect(refused((await agentLogin(SEEDED_AGENT.email, `wrong-${i}`, ip)).res)).toEqual([401, 'AUT401'])
      expect(refused((await agentLogin(SEEDED_AGENT.email, SEEDED_AGENT.password, ip)).res)).toEqual([429, 'AUT500'])
      expect((await agentLogin(SEEDED_AGENT.email, SEEDED_AGENT.password)).res.status).toBe(200)
    })
  })

  describe('associates: utilities', () => {
    it('lists countries in the site’s language and a country’s dial code; an unknown country is 404', async () => {
      const countries = decode(CountryListResponse, (await call('GET', '/api/consumers-v3/utilities/countryList', { siteId: 'summit-fr-fr' })).body).countries
      expect(countries).toContainEqual({ code: 'DE', name: 'Allemagne', dialCode: '+49' })
      expect(decode(PhoneCodesResponse, (await call('GET', '/api/consumers-v3/utilities/phoneCodes/GB', { siteId: US })).body)).toMatchObject({ countryCode: 'GB', dialCode: '+44' })
      expect((await call('GET', '/api/consumers-v3/utilities/phoneCodes/ZZ', { siteId: US })).status).toBe(404)
    })

    it('an associate lists the brand’s stores with staff and a store’s employees; a shopper’s token is 401 AUT432; an unknown store 404 STR404', async () => {
      const { accessToken } = await agent()
      const stores = decode(UtilityStoresResponse, (await call('GET', '/api/consumers-v3/utilities/stores', { siteId: US, token: accessToken })).body).stores
      expect(stores.map((s) => s.storeId)).toEqual(['1001', '1002'])
      expect(stores[0]).toMatchObject({ storeName: 'Summit Outfitters Denver', city: 'Denver', country: 'US' })
      const employees = decode(StoreEmployeesResponse, (await call('GET', '/api/consumers-v3/utilities/stores/1001/employees', { siteId: US, token: accessToken })).body)
      expect(employees.employees).toEqual([
        { storeEmployeeId: 'E100101', storeEmployeeName: 'Jordan Reyes' },
        { storeEmployeeId: 'E100102', storeEmployeeName: 'Casey Park' },
      ])
      // Another brand's store is not this site's.
      expect(refused(await call('GET', '/api/consumers-v3/utilities/stores/2001/employees', { siteId: US, token: accessToken }))).toEqual([404, 'STR404'])
      expect(refused(await call('GET', '/api/consumers-v3/utilities/stores', { siteId: US, token: await member() }))).toEqual([401, 'AUT432'])
      expect(refused(await call('GET', '/api/consumers-v3/utilities/stores/1001/employees', { siteId: US, token: await guest() }))).toEqual([401, 'AUT432'])
    })
  })

  describe('associates: price adjustments', () => {
    it('an associate adds, changes and removes a line’s adjustment; the line and the totals follow', async () => {
      const { accessToken: token } = await agent()
      const cart = await cartWith(token, 2)
      const line = cart.items[0]!
      const before = cart.totals.total
      const added = await adjust(token, cart.id, { itemId: line.id, type: 'AMOUNT_OFF', value: 5, reason: 'DAMAGED' })
      expect(added.status).toBe(201)
      const withAmount = decode(Cart, added.body)
      expect(withAmount.priceAdjustments).toEqual([expect.objectContaining({ itemId: line.id, type: 'AMOUNT_OFF', value: 5, reason: 'DAMAGED', amount: 10 })])
      expect(withAmount.items[0]!.price.priceAfterItemDiscount).toBeCloseTo(line.price.priceAfterItemDiscount - 10, 2)
      expect(withAmount.totals.total).toBeLessThan(before)
      const adjustmentId = withAmount.priceAdjustments![0]!.adjustmentId
      // A second adjustment of the same line is refused: change the first.
      expect(refused(await adjust(token, cart.id, { itemId: line.id, type: 'PERCENT_OFF', value: 10, reason: 'GOODWILL' }))).toEqual([409, 'PRC400'])
      const changed = decode(Cart, (await call('PATCH', `/api/cart/v1/cart/${cart.id}/price_adjustments/${adjustmentId}`, { siteId: US, token, body: { type: 'PERCENT_OFF', value: 10, reason: 'PRICE_MATCH' } })).body)
      expect(changed.priceAdjustments![0]).toMatchObject({ type: 'PERCENT_OFF', value: 10, reason: 'PRICE_MATCH', amount: Math.round(line.price.priceAfterItemDiscount * 10) / 100 })
      const removed = await call('DELETE', `/api/cart/v1/cart/${cart.id}/price_adjustments/${adjustmentId}`, { siteId: US, token })
      expect(removed.status).toBe(200)
      expect(decode(Cart, removed.body).priceAdjustments).toBeUndefined()
      expect(decode(Cart, removed.body).totals.total).toBe(before)
      expect(refused(await call('DELETE', `/api/cart/v1/cart/${cart.id}/price_adjustments/${adjustmentId}`, { siteId: US, token }))).toEqual([404, 'PRC400'])
    })

    it('bad values are refused with a code; an adjustment never takes a line below zero', async () => {
      const { accessToken: token } = await agent()
      const cart = await cartWith(token, 1)
      const itemId = cart.items[0]!.id
      expect(refused(await adjust(token, cart.id, { itemId, type: 'PERCENT_OFF', value: 150, reason: 'GOODWILL' }))).toEqual([400, 'PRC400'])
      expect((await adjust(token, cart.id, { itemId, type: 'AMOUNT_OFF', value: -1, reason: 'GOODWILL' })).status).toBe(400)
      expect((await adjust(token, cart.id, { itemId, type: 'AMOUNT_OFF', value: 5, reason: 'BECAUSE' })).status).toBe(400)
      expect(refused(await adjust(token, cart.id, { itemId: 'nope', type: 'AMOUNT_OFF', value: 5, reason: 'GOODWILL' }))).toEqual([404, 'PRC400'])
      const all = decode(Cart, (await adjust(token, cart.id, { itemId, type: 'AMOUNT_OFF', value: 9999, reason: 'MANAGER_APPROVAL' })).body)
      expect(all.items[0]!.price.priceAfterItemDiscount).toBe(0)
      expect(all.priceAdjustments![0]!.amount).toBe(cart.items[0]!.price.priceAfterItemDiscount)
    })

    it('a registered shopper’s or a guest’s token cannot adjust prices, even on their own cart: 401 AUT432 (not 403)', async () => {
      for (const token of [await member(), await guest()]) {
        const cart = await cartWith(token, 1)
        const res = await adjust(token, cart.id, { itemId: cart.items[0]!.id, type: 'PERCENT_OFF', value: 50, reason: 'GOODWILL' })
        expect(refused(res)).toEqual([401, 'AUT432'])
        expect(res.body).toMatchObject({ appId: expect.any(String), correlationId: expect.any(String) })
        expect(refused(await call('PATCH', `/api/cart/v1/cart/${cart.id}/price_adjustments/pa_x`, { siteId: US, token, body: { type: 'PERCENT_OFF', value: 50, reason: 'GOODWILL' } }))).toEqual([401, 'AUT432'])
        expect(refused(await call('DELETE', `/api/cart/v1/cart/${cart.id}/price_adjustments/pa_x`, { siteId: US, token }))).toEqual([401, 'AUT432'])
        expect(decode(Cart, (await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: US, token })).body).priceAdjustments).toBeUndefined()
      }
      // Nor another session's cart: an associate only adjusts the carts of its own session.
      const shopper = await member()
      const theirs = await cartWith(shopper, 1)
      const { accessToken } = await agent()
      expect(refused(await adjust(accessToken, theirs.id, { itemId: theirs.items[0]!.id, type: 'PERCENT_OFF', value: 50, reason: 'GOODWILL' }))).toEqual([404, 'BSK404'])
    })
  })

  describe('associates: orders and reservations', () => {
    it('an associate’s order carries the store and employee, with its adjustment; the session’s history shows it', async () => {
      const { accessToken: token } = await agent()
      const cart = await cartWith(token, 1)
      const adjusted = decode(Cart, (await adjust(token, cart.id, { itemId: cart.items[0]!.id, type: 'AMOUNT_OFF', value: 3, reason: 'PRICE_MATCH' })).body)
      expect(refused(await place(token, adjusted, { storeId: '1001', storeEmployeeId: 'E100201' }))).toEqual([404, 'STR404'])
      expect(refused(await place(token, adjusted))).toEqual([400, 'STR404'])
      const placed = await place(token, adjusted, { storeId: '1001', storeEmployeeId: 'E100102' })
      expect(placed.status).toBe(200)
      const order = decode(OrderResponse, placed.body).order
      expect(order.inStoreSalesInfo).toEqual({ storeId: '1001', storeName: 'Summit Outfitters Denver', storeEmployeeId: 'E100102', storeEmployeeName: 'Casey Park' })
      expect(order.totals.total).toBe(adjusted.totals.total)
      const history = decode(PurchaseHistoryResponse, (await call('POST', '/api/consumers-v3/consumer/purchasehistory', { siteId: US, token, body: {} })).body)
      expect(history.orders.map((o) => o.orderNumber)).toEqual([order.orderNumber])
      const detail = await call('GET', `/api/consumers-v3/consumer/purchase/${order.orderNumber}`, { siteId: US, token })
      expect(detail.body).toMatchObject({ inStoreSalesInfo: { storeName: 'Summit Outfitters Denver', storeEmployeeName: 'Casey Park' } })
    })

    it('a shopper cannot pass an order off as placed in store (401 AUT432)', async () => {
      const token = await member()
      expect(refused(await place(token, await cartWith(token, 1), { storeId: '1001', storeEmployeeId: 'E100101' }))).toEqual([401, 'AUT432'])
    })

    it('an associate reserves a size in a store (its stock goes down); a shopper cannot (401 AUT432); more than the store has is INV406', async () => {
      const { accessToken: token } = await agent()
      const [row] = await db().query<{ sku: string; quantity: number }>(
        `SELECT si.sku, si.quantity FROM store_inventory si WHERE si.store_id = '1002' AND si.quantity >= 2 ORDER BY si.sku LIMIT 1`,
      )
      const reserve = (bearer: string, qty: number) => call('POST', '/api/cart/v1/reserveWithItem', { siteId: US, token: bearer, body: { storeId: '1002', sku: row!.sku, qty, customerName: 'Ada Lovelace' } })
      const res = await reserve(token, 1)
      expect(res.status).toBe(201)
      expect(decode(ReserveWithItemResponse, res.body)).toMatchObject({ storeId: '1002', sku: row!.sku, qty: 1 })
      const [after] = await db().query<{ quantity: number }>(`SELECT quantity FROM store_inventory WHERE store_id = '1002' AND sku = $1`, [row!.sku])
      expect(after!.quantity).toBe(row!.quantity - 1)
      expect(refused(await reserve(await member(), 1))).toEqual([401, 'AUT432'])
      // A store holds at most 9 of a size (the seed): 10 is more than it has.
      expect(refused(await reserve(token, 10))).toEqual([400, 'INV406'])
    })
  })

  describe('associates: the employee discount', () => {
    it('an EMPLOYEE’s cart gets the employee discount from the server; nothing the client sends gives it to anyone else', async () => {
      const employee = await signIn(SEEDED_EMPLOYEE_SHOPPER.email, SEEDED_EMPLOYEE_SHOPPER.password)
      const cart = await cartWith(employee, 1)
      const line = cart.items[0]!
      expect(cart.employeeDiscount).toBeCloseTo(Math.round(line.price.rowTotal * 20) / 100, 2)
      expect(line.price.priceAfterItemDiscount).toBeCloseTo(line.price.rowTotal - cart.employeeDiscount!, 2)
      const shopper = await member()
      const theirs = await call('POST', '/api/cart/v1/cartWithItem', { siteId: US, token: shopper, body: { items: [{ productId: line.productId, qty: 1 }], employeeDiscount: 50, consumerType: 'EMPLOYEE' } })
      expect(theirs.status).toBe(201)
      expect(decode(Cart, theirs.body).employeeDiscount).toBeUndefined()
      expect(decode(Cart, theirs.body).items[0]!.price.priceAfterItemDiscount).toBe(line.price.rowTotal)
    })
  })
}
