// Shoppers' roles over HTTP, run by reference.test.ts on each driver (issue 15, docs/decisions/0030):
// an employee accepts the employee discount terms once and the acceptance lasts (profile and later
// token exchanges say so); the athlete payment is refused to anyone but an athlete, capped at the
// credit remaining and spent with the order; the rewards payment is offered and accepted only when
// nothing is left to pay; an associate's in-store session is refused the favourites and the
// saved-for-later calls with a catalogue code (401 AUT432, not the 403 of bot protection).
import { createHash, randomBytes, randomInt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ConsumerProfile, SignInResponse } from '../../src/contract/schemas/account.ts'
import { AgentLoginResponse } from '../../src/contract/schemas/associates.ts'
import { Cart } from '../../src/contract/schemas/cart.ts'
import { CardToken, OrderResponse, PaymentMethodsResponse } from '../../src/contract/schemas/checkout.ts'
import { ErrorResponse } from '../../src/contract/schemas/common.ts'
import { TokenResponse } from '../../src/contract/schemas/token.ts'
import { hashPassword } from '../../server/commerce/passwords.ts'
import { SEEDED_AGENT } from '../../server/seed/associateSeed.ts'
import { DENVER_ADDRESS } from './addresses.ts'
import { caller, type Harness } from './harness.ts'
import { decode } from './referenceSuite.ts'

const US = 'summit-en-us'
const PASSWORD = 'Correct-Horse-7'

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

interface Role {
  readonly consumerType?: 'REGISTERED' | 'EMPLOYEE'
  readonly employeeCapMinor?: number
  readonly athleteCreditMinor?: number
  readonly athleteSpentMinor?: number
}

export const rolesSuite = (getHarness: () => Harness) => {
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(getHarness())(...args)
  const db = () => getHarness().db
  const errorOf = (res: { body: unknown }) => decode(ErrorResponse, res.body).errorDetails[0]!
  const refused = (res: { status: number; body: unknown }) => [res.status, errorOf(res).errorId]

  const exchange = async (email: string): Promise<TokenResponse> => {
    const { verifier, challenge } = pkce()
    const code = decode(SignInResponse, (await call('POST', '/api/consumers-v3/auth/signin', { siteId: US, body: { username: email, password: PASSWORD, codeChallenge: challenge } })).body).authorizationCode
    return decode(TokenResponse, (await call('POST', '/api/token/v2/auth/token', { siteId: US, body: { type: 'Registered', authorizationCode: code, codeVerifier: verifier, guestObjects: {} } })).body)
  }
  /** A new account of the role; answers its e-mail (to sign in again) and a first session. */
  const shopper = async (role: Role): Promise<{ email: string; session: TokenResponse }> => {
    const email = `role-${randomBytes(6).toString('hex')}@example.com`
    await db().query(
      `INSERT INTO consumers (consumer_no, consumer_type, email, password_hash, first_name, last_name, employee_annual_cap_minor, athlete_annual_credit_minor, athlete_current_spend_minor)
       VALUES ($1, $2, $3, $4, 'Role', 'Shopper', $5, $6, $7)`,
      [`7${randomInt(100_000_000, 999_999_999)}`, role.consumerType ?? 'REGISTERED', email, await hashPassword(PASSWORD), role.employeeCapMinor ?? null, role.athleteCreditMinor ?? null, role.athleteSpentMinor ?? 0],
    )
    return { email, session: await exchange(email) }
  }
  const profileOf = async (token: string) => decode(ConsumerProfile, (await call('GET', '/api/consumers-v3/consumer', { siteId: US, token })).body)
  const cartOf = async (token: string, minPriceMinor: number): Promise<Cart> => {
    const [row] = await db().query<{ sku: string }>(
      `SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = 'USD'
       WHERE p.brand = 'summit' AND NOT p.is_digital AND NOT p.free_gift AND NOT p.discontinued AND v.stock >= 20 AND pr.current_minor >= $1 ORDER BY v.sku OFFSET $2 LIMIT 1`,
      [minPriceMinor, randomInt(0, 40)],
    )
    const res = await call('POST', '/api/cart/v1/cartWithItem', { siteId: US, token, body: { items: [{ productId: row!.sku, qty: 1 }] } })
    expect(res.status).toBe(201)
    const cart = decode(Cart, res.body)
    expect((await call('POST', `/api/cart/v2/cart/${cart.id}/shippingAddress`, { siteId: US, token, body: { shippingId: 'home', address: DENVER_ADDRESS, email: 'ada@example.com' } })).status).toBe(200)
    return decode(Cart, (await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: US, token })).body)
  }
  const applyAthlete = (token: string, cartId: string) => call('POST', `/api/cart/v1/cart/${cartId}/paymentInstruments`, { siteId: US, token, body: { payment_method_id: 'ATHLETES_PAYMENT' } })
  const methodsOf = async (token: string, cartId: string) =>
    decode(PaymentMethodsResponse, (await call('GET', `/api/cart/v1/cart/${cartId}/paymentMethods`, { siteId: US, token })).body).paymentMethods.map((m) => m.id)
  const place = async (token: string, cartId: string, paymentMethod: object) => {
    const [{ version }] = (await db().query<{ version: number }>(`SELECT version FROM baskets WHERE id = $1`, [cartId])) as [{ version: number }]
    return call('PUT', '/api/cart/v2/checkout/order', {
      siteId: US,
      token,
      body: { cartId, cartVersion: version, billingAddress: { ...DENVER_ADDRESS, recipientContactEmail: 'ada@example.com' }, paymentMethod },
    })
  }
  const cardPayment = async () => ({
    code: 'CREDIT_CARD',
    additionalData: {
      cardToken: decode(CardToken, (await call('POST', '/api/payments/v1/tokens', { body: { number: '4111 1111 1111 1111', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, securityCode: '123', holderName: 'Ada Lovelace' } })).body).token,
    },
  })

  describe('roles: the employee discount terms', () => {
    it('an employee accepts the terms once: the profile and every later sign-in say so, with the spend and the cap', async () => {
      const { email, session } = await shopper({ consumerType: 'EMPLOYEE', employeeCapMinor: 150_000 })
      expect(session).toMatchObject({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false })
      const before = await profileOf(session.accessToken)
      expect(before.isEmployeeDiscountTCAccepted).toBe(false)
      expect(before.consumerDetails.employee).toEqual({ currentSpend: 0, annualCap: 1500 })
      const accepted = await call('PUT', '/api/consumers-v3/consumer', { siteId: US, token: session.accessToken, body: { consumerProfile: { isEmployeeDiscountTCAccepted: true } } })
      expect(accepted.status).toBe(200)
      expect(decode(ConsumerProfile, accepted.body).isEmployeeDiscountTCAccepted).toBe(true)
      // A later sign-in (another device) is not asked again; nor is a renewed session.
      const again = await exchange(email)
      expect(again.isEmployeeDiscountTCAccepted).toBe(true)
      expect((await profileOf(again.accessToken)).isEmployeeDiscountTCAccepted).toBe(true)
      const renewed = decode(TokenResponse, (await call('POST', '/api/token/v2/auth/token', { siteId: US, body: { type: 'Refresh', refreshToken: again.refreshToken } })).body)
      expect(renewed.isEmployeeDiscountTCAccepted).toBe(true)
    })

    it('an employee’s placed order counts towards their spend', async () => {
      const { session } = await shopper({ consumerType: 'EMPLOYEE', employeeCapMinor: 150_000 })
      const token = session.accessToken
      const cart = await cartOf(token, 3000)
      const placed = await place(token, cart.id, await cardPayment())
      expect(placed.status).toBe(200)
      const total = decode(OrderResponse, placed.body).order.totals.total
      expect((await profileOf(token)).consumerDetails.employee).toEqual({ currentSpend: total, annualCap: 1500 })
    })

    it('a shopper who is not an employee cannot accept them (400 PRO412), and has no employee fields', async () => {
      const { session } = await shopper({})
      const res = await call('PUT', '/api/consumers-v3/consumer', { siteId: US, token: session.accessToken, body: { consumerProfile: { isEmployeeDiscountTCAccepted: true } } })
      expect(refused(res)).toEqual([400, 'PRO412'])
      const profile = await profileOf(session.accessToken)
      expect(profile.isEmployeeDiscountTCAccepted).toBeUndefined()
      expect(profile.consumerDetails.employee).toBeUndefined()
      // Only `true` is an answer: declining is not sent.
      const declined = await call('PUT', '/api/consumers-v3/consumer', { siteId: US, token: session.accessToken, body: { consumerProfile: { isEmployeeDiscountTCAccepted: false } } })
      expect(refused(declined)).toEqual([400, 'ATTR300'])
    })
  })

  describe('roles: the athlete payment and the rewards payment', () => {
    it('refuses the athlete payment to a shopper who is not an athlete (400 PAY400) and does not offer it', async () => {
      const { session } = await shopper({})
      const cart = await cartOf(session.accessToken, 3000)
      expect(refused(await applyAthlete(session.accessToken, cart.id))).toEqual([400, 'PAY400'])
      expect(await methodsOf(session.accessToken, cart.id)).not.toContain('ATHLETES_PAYMENT')
    })

    it('caps the athlete payment at the credit remaining, spends it with the order, and then has none left to apply', async () => {
      // 100.00 credit, 80.00 spent: 20.00 left, less than any order here.
      const { session } = await shopper({ athleteCreditMinor: 10_000, athleteSpentMinor: 8_000 })
      const token = session.accessToken
      expect((await profileOf(token)).consumerDetails.athlete).toEqual({ currentSpend: 80, annualCredit: 100 })
      const cart = await cartOf(token, 5000)
      expect(await methodsOf(token, cart.id)).toContain('ATHLETES_PAYMENT')
      const applied = await applyAthlete(token, cart.id)
      expect(applied.status).toBe(200)
      const withCredit = decode(Cart, applied.body)
      expect(withCredit.payment_instruments?.find((p) => p.payment_method_id === 'ATHLETES_PAYMENT')).toMatchObject({ amount: 20, remainingBalance: 0 })
      expect(withCredit.totals.remainingToPay).toBeCloseTo(withCredit.totals.total - 20, 2)
      // Something is left to pay: no rewards payment, and an order sent with it is refused.
      expect(await methodsOf(token, cart.id)).not.toContain('REWARD_CODE')
      expect(refused(await place(token, cart.id, { code: 'REWARD_CODE' }))).toEqual([402, 'PYT400'])
      const placed = await place(token, cart.id, await cardPayment())
      expect(placed.status).toBe(200)
      const order = decode(OrderResponse, placed.body).order
      expect(order.paymentMethod.map((p) => [p.payment_method_id, p.amount])).toEqual([
        ['ATHLETES_PAYMENT', 20],
        ['CREDIT_CARD', withCredit.totals.remainingToPay],
      ])
      expect((await profileOf(token)).consumerDetails.athlete).toEqual({ currentSpend: 100, annualCredit: 100 })
      const next = await cartOf(token, 3000)
      expect(refused(await applyAthlete(token, next.id))).toEqual([400, 'PAY400'])
    })

    it('offers the rewards payment only once the athlete credit covers everything, and places the order with it', async () => {
      const { session } = await shopper({ athleteCreditMinor: 1_000_000 })
      const token = session.accessToken
      const cart = await cartOf(token, 3000)
      expect(await methodsOf(token, cart.id)).not.toContain('REWARD_CODE')
      const covered = decode(Cart, (await applyAthlete(token, cart.id)).body)
      expect(covered.totals.remainingToPay).toBe(0)
      expect(await methodsOf(token, cart.id)).toContain('REWARD_CODE')
      const placed = await place(token, cart.id, { code: 'REWARD_CODE' })
      expect(placed.status).toBe(200)
      expect(decode(OrderResponse, placed.body).order.paymentMethod.map((p) => [p.payment_method_id, p.amount])).toEqual([['ATHLETES_PAYMENT', covered.totals.total]])
    })

    it('removing the athlete payment brings the amount due back', async () => {
      const { session } = await shopper({ athleteCreditMinor: 1_000_000 })
      const token = session.accessToken
      const cart = await cartOf(token, 3000)
      await applyAthlete(token, cart.id)
      const removed = await call('DELETE', `/api/cart/v1/cart/${cart.id}/paymentInstruments`, { siteId: US, token, body: { paymentInstrumentId: 'athlete-credit' } })
      expect(removed.status).toBe(200)
      expect(decode(Cart, removed.body).totals.remainingToPay).toBe(cart.totals.remainingToPay)
      expect(refused(await call('DELETE', `/api/cart/v1/cart/${cart.id}/paymentInstruments`, { siteId: US, token, body: { paymentInstrumentId: 'athlete-credit' } }))).toEqual([404, 'PYT404'])
    })
  })

  describe('roles: an associate’s in-store session has no favourites or saved for later', () => {
    const agentToken = async (): Promise<string> => {
      const { verifier, challenge } = pkce()
      const login = await call('POST', '/api/consumers-v3/consumer/agent/login', { siteId: US, body: { username: SEEDED_AGENT.email, password: SEEDED_AGENT.password, codeChallenge: challenge } })
      const code = decode(AgentLoginResponse, login.body).authorizationCode
      return decode(TokenResponse, (await call('POST', '/api/token/v2/auth/token', { siteId: US, body: { type: 'Agent', authorizationCode: code, codeVerifier: verifier } })).body).accessToken
    }

    it('refuses the favourites and saved-for-later calls of an Agent token with 401 AUT432 in the spec’s error shape; a shopper’s pass', async () => {
      const token = await agentToken()
      const [product] = await db().query<{ id: string }>(`SELECT id FROM products WHERE brand = 'summit' AND NOT discontinued ORDER BY id LIMIT 1`)
      const cart = decode(Cart, (await call('POST', '/api/cart/v1/cartWithItem', { siteId: US, token, body: { items: [{ productId: (await db().query<{ sku: string }>(`SELECT sku FROM variants WHERE product_id = $1 AND stock > 0 LIMIT 1`, [product!.id]))[0]!.sku, qty: 1 }] } })).body)
      const attempts = [
        await call('GET', '/api/wishlists/v2/favorites', { siteId: US, token }),
        await call('POST', '/api/wishlists/v2/favorites', { siteId: US, token, body: { id: product!.id, qty: 1, itemType: 'product' } }),
        await call('GET', '/api/wishlists/v2/saveForLater', { siteId: US, token }),
        await call('POST', `/api/cart/v2/cart/${cart.id}/saveForLater`, { siteId: US, token, body: { itemId: cart.items[0]!.id } }),
      ]
      for (const res of attempts) {
        expect(refused(res)).toEqual([401, 'AUT432'])
        // The spec's error shape; 401, never the 403 that (with the appId every error carries) means bot protection.
        expect(decode(ErrorResponse, res.body).correlationId).not.toBe('')
      }
      // The line stayed in the cart.
      expect(decode(Cart, (await call('GET', `/api/cart/v1/cart/${cart.id}`, { siteId: US, token })).body).items).toHaveLength(1)
      const { session } = await shopper({})
      expect((await call('GET', '/api/wishlists/v2/favorites', { siteId: US, token: session.accessToken })).status).toBe(200)
      expect((await call('POST', '/api/wishlists/v2/favorites', { siteId: US, token: session.accessToken, body: { id: product!.id, qty: 1, itemType: 'product' } })).status).toBe(200)
    })
  })
}
