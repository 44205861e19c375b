// Identity over HTTP, run by reference.test.ts on each driver: sign-in with PKCE and its lock rule,
// the registered token exchange (one exchange per code, the guest's basket and saved-for-later list
// merged only on the guest's own bearer), sign-out, the profile, saved cards and paying with one.
// The seeded accounts are only read here (and pay orders); tests that lock, merge or change cards
// make an account of their own, so the order of the tests does not matter.
import { createHash, randomBytes, randomInt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ConsumerProfile, SavedCard, SavedCardsResponse, SignInResponse } from '../../src/contract/schemas/account.ts'
import { Cart, SaveForLaterList, SaveForLaterMoveResponse } from '../../src/contract/schemas/cart.ts'
import { CardToken, OrderResponse } from '../../src/contract/schemas/checkout.ts'
import { ErrorResponse } from '../../src/contract/schemas/common.ts'
import { TokenResponse } from '../../src/contract/schemas/token.ts'
import { CAPTCHA_TEST_ANSWER } from '../../server/commerce/captcha.ts'
import { hashPassword } from '../../server/commerce/passwords.ts'
import { hashToken } from '../../server/commerce/token.ts'
import { throttleKey } from '../../server/commerce/throttle.ts'
import { SEEDED_PASSWORD } from '../../server/seed/identitySeed.ts'
import { caller, type Harness } from './harness.ts'
import { decode } from './referenceSuite.ts'


const US = 'summit-en-us'
const MEMBER = 'member@summit.test'
const NEWBIE = 'new@summit.test'
const PASSWORD = 'Correct-Horse-7'
const US_ADDRESS = {
  recipientFirstName: 'Alex',
  recipientLastName: 'Morgan',
  addressLine1: '1 Pearl Street',
  city: 'Boulder',
  postalCode: '80302',
  stateCityProvDept: 'CO',
  country: 'US',
  recipientContactPhone: '+13035550142',
}
const BILLING = { ...US_ADDRESS, recipientContactEmail: MEMBER }

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

export const identitySuite = (getHarness: () => Harness) => {
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(getHarness())(...args)
  const db = () => getHarness().db
  const errorOf = (res: { body: unknown }) => decode(ErrorResponse, res.body).errorDetails[0]!

  const guest = async (): Promise<string> => decode(TokenResponse, (await call('POST', '/api/token/v2/auth/token', { body: { type: 'Guest' }, siteId: US })).body).accessToken
  const signIn = (username: string, password: string, challenge: string, extra: object = {}, clientIp?: string) =>
    call('POST', '/api/consumers-v3/auth/signin', { siteId: US, body: { username, password, codeChallenge: challenge, ...extra }, ...(clientIp ? { clientIp } : {}) })
  const codeOf = (res: { status: number; body: unknown }) => [res.status, errorOf(res).errorId] as const
  const exchange = (authorizationCode: string, codeVerifier: string, guestObjects: object = {}, guestToken?: string) =>
    call('POST', '/api/token/v2/auth/token', { siteId: US, ...(guestToken ? { token: guestToken } : {}), body: { type: 'Registered', authorizationCode, codeVerifier, guestObjects } })
  const codeFor = async (email: string, password = PASSWORD) => {
    const { verifier, challenge } = pkce()
    const res = await signIn(email, password, challenge)
    expect(res.status).toBe(200)
    return { code: decode(SignInResponse, res.body).authorizationCode, verifier }
  }
  /** Signs in for real and exchanges the code: the registered token response. */
  const session = async (email: string, password = PASSWORD, guestObjects: object = {}, guestToken?: string): Promise<TokenResponse> => {
    const { code, verifier } = await codeFor(email, password)
    const res = await exchange(code, verifier, guestObjects, guestToken)
    expect(res.status).toBe(200)
    return decode(TokenResponse, res.body)
  }
  /** A registered account of this test's own (so locking or merging never disturbs another test). */
  const newAccount = async (): Promise<{ email: string; consumerNo: string }> => {
    const consumerNo = `8${randomInt(100_000_000, 999_999_999)}`
    const email = `shopper-${randomBytes(6).toString('hex')}@example.com`
    await db().query(`INSERT INTO consumers (consumer_no, consumer_type, email, password_hash, first_name, last_name) VALUES ($1, 'REGISTERED', $2, $3, 'Test', 'Shopper')`, [
      consumerNo,
      email,
      await hashPassword(PASSWORD),
    ])
    return { email, consumerNo }
  }

  let skuCursor = 40
  /** A variant with stock ≥ 20 and a line maximum ≥ 6 no other test here uses (from the end of the sku order; other suites start at its beginning). */
  const freshSku = async (): Promise<string> =>
    (await db().query<{ sku: string }>(
      `SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id
       WHERE p.brand = 'summit' AND NOT p.is_digital AND NOT p.free_gift AND v.stock >= 20 AND p.max_qty >= 6 ORDER BY v.sku DESC OFFSET $1 LIMIT 1`,
      [skuCursor++],
    ))[0]!.sku
  const cartWith = async (token: string, items: ReadonlyArray<readonly [string, number]>) => {
    const res = await call('POST', '/api/cart/v1/cartWithItem', { siteId: US, token, body: { items: items.map(([productId, qty]) => ({ productId, qty })) } })
    expect(res.status).toBe(201)
    return decode(Cart, res.body)
  }
  const readCart = (token: string, id: string) => call('GET', `/api/cart/v1/cart/${id}`, { siteId: US, token })
  const linesOf = (cart: Cart) => cart.items.map((i) => [i.productId, i.qty] as const).sort()
  const cardToken = async (number: string, expiry: { month: number; year: number } = { month: 12, year: new Date().getUTCFullYear() + 3 }) => {
    const res = await call('POST', '/api/payments/v1/tokens', { body: { number, expiryMonth: expiry.month, expiryYear: expiry.year, securityCode: '123', holderName: 'Test Shopper' } })
    expect(res.status).toBe(201)
    return decode(CardToken, res.body).token
  }
  const cards = async (token: string) => decode(SavedCardsResponse, (await call('GET', '/api/consumers-v3/consumer/payment_instruments?payment_method_id=CREDIT_CARD', { siteId: US, token })).body).paymentInstruments
  const saveCard = (token: string, body: object) => call('POST', '/api/consumers-v3/consumer/payment_instruments', { siteId: US, token, body })

  describe('identity: sign-in', () => {
    it('signs the seeded member in with PKCE: a single-use code, then a registered token with a refresh token', async () => {
      const { verifier, challenge } = pkce()
      const res = await signIn('  Member@Summit.TEST ', SEEDED_PASSWORD, challenge)
      expect(res.status).toBe(200)
      const { authorizationCode } = decode(SignInResponse, res.body)
      const stored = await db().query<Record<string, unknown>>(`SELECT * FROM auth_codes WHERE consumer_no = '1000000001'`)
      expect(JSON.stringify(stored)).not.toContain(authorizationCode)
      const token = decode(TokenResponse, (await exchange(authorizationCode, verifier)).body)
      expect(token).toMatchObject({ tokenType: 'Registered', consumerNo: '1000000001', consumerType: 'REGISTERED', memberId: 'LM1000000001', expiresIn: 15 * 60 })
      expect(token.refreshToken).toMatch(/^[\w-]{43}$/)
      // Neither the password nor a token is stored as such.
      const rows = JSON.stringify(await db().query(`SELECT c.password_hash, t.token_hash, r.token_hash AS refresh FROM consumers c, tokens t, refresh_tokens r WHERE c.consumer_no = '1000000001' AND t.consumer_no = c.consumer_no AND r.consumer_no = c.consumer_no`))
      expect(rows).not.toContain(SEEDED_PASSWORD)
      expect(rows).not.toContain(token.accessToken)
      expect(rows).not.toContain(token.refreshToken)
      const newbie = await session(NEWBIE, SEEDED_PASSWORD)
      expect(newbie).toMatchObject({ consumerNo: '1000000002', memberId: null, basketId: null, mergedItems: 0 })
    })

    it('AUT453 for a username that is no e-mail; the same 401 AUT401 for an unknown e-mail and a wrong password', async () => {
      const { challenge } = pkce()
      const invalid = await signIn('member-at-summit', SEEDED_PASSWORD, challenge)
      expect(invalid.status).toBe(400)
      expect(errorOf(invalid).errorId).toBe('AUT453')
      const unknown = await signIn('nobody@summit.test', SEEDED_PASSWORD, challenge)
      const { email } = await newAccount()
      const wrong = await signIn(email, 'not-the-password', challenge)
      expect([unknown.status, wrong.status]).toEqual([401, 401])
      expect(errorOf(unknown)).toEqual(errorOf(wrong))
      expect(errorOf(unknown).errorId).toBe('AUT401')
      expect(JSON.stringify(wrong.body)).not.toContain('not-the-password')
      expect(errorOf(await signIn(email, PASSWORD, 'too-short')).errorId).toBe('ATTR300')
    })

    it('after 3 failures the captcha comes first (the password unchecked without it); with it the 4th failure is AUT426, the 5th locks (423 AUT423, even with the right password) until the lock runs out', async () => {
      const { email } = await newAccount()
      const { challenge } = pkce()
      const captcha = { recaptcha_response: CAPTCHA_TEST_ANSWER }
      const answers = []
      for (let i = 0; i < 3; i++) answers.push(codeOf(await signIn(email, `wrong-${i}`, challenge)))
      // A stranger without the captcha cannot go on: not even the right password is looked at.
      answers.push(codeOf(await signIn(email, 'wrong-3', challenge)))
      answers.push(codeOf(await signIn(email, PASSWORD, challenge)))
      answers.push(codeOf(await signIn(email, 'wrong-3', challenge, captcha)))
      answers.push(codeOf(await signIn(email, 'wrong-4', challenge, captcha)))
      answers.push(codeOf(await signIn(email, 'wrong-5', challenge, captcha)))
      answers.push(codeOf(await signIn(email, PASSWORD, challenge, captcha)))
      expect(answers).toEqual([
        [401, 'AUT401'],
        [401, 'AUT401'],
        [401, 'AUT401'],
        [400, 'AUT403'],
        [400, 'AUT403'],
        [401, 'AUT426'],
        [423, 'AUT423'],
        [423, 'AUT423'],
        [423, 'AUT423'],
      ])
      // The lock (15 minutes) runs out: the right password signs in without a captcha, and the count starts again.
      await db().query(`UPDATE signin_throttle SET locked_until = now() - interval '1 second' WHERE key = $1`, [throttleKey('signinEmail', email)])
      expect((await signIn(email, PASSWORD, challenge)).status).toBe(200)
      expect(errorOf(await signIn(email, 'wrong', challenge)).errorId).toBe('AUT401')
    })

    it('an unknown e-mail is answered exactly as a known one, failure after failure, lock included', async () => {
      const { email } = await newAccount()
      const unknown = `nobody-${randomBytes(4).toString('hex')}@example.com`
      const { challenge } = pkce()
      const sequence = async (address: string) => {
        const out = []
        for (let i = 0; i < 3; i++) out.push(await signIn(address, `wrong-${i}`, challenge))
        out.push(await signIn(address, 'wrong', challenge))
        for (let i = 0; i < 3; i++) out.push(await signIn(address, `wrong-${i}`, challenge, { recaptcha_response: CAPTCHA_TEST_ANSWER }))
        return out.map((res) => ({ status: res.status, errorId: errorOf(res).errorId, message: errorOf(res).message }))
      }
      const known = await sequence(email)
      expect(known.map((a) => a.errorId)).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT403', 'AUT426', 'AUT423', 'AUT423'])
      expect(await sequence(unknown)).toEqual(known)
    })

    it('limits failures per client: after 30 in 15 minutes every sign-in from it needs the captcha, after 300 it pauses (429 AUT500); other clients are not affected', async () => {
      const clientIp = '192.0.2.77'
      const { challenge } = pkce()
      for (let i = 0; i < 30; i++) expect(codeOf(await signIn(`stuffing-${i}@example.com`, 'Guess-1234', challenge, {}, clientIp))).toEqual([401, 'AUT401'])
      const { email } = await newAccount()
      expect(codeOf(await signIn(email, PASSWORD, challenge, {}, clientIp))).toEqual([400, 'AUT403'])
      expect((await signIn(email, PASSWORD, challenge, { recaptcha_response: CAPTCHA_TEST_ANSWER }, clientIp)).status).toBe(200)
      expect((await signIn(email, PASSWORD, challenge, {}, '192.0.2.78')).status).toBe(200)
      await db().query(`UPDATE signin_throttle SET failures = 300 WHERE key = $1`, [throttleKey('signinClient', clientIp)])
      expect(codeOf(await signIn(email, PASSWORD, challenge, { recaptcha_response: CAPTCHA_TEST_ANSWER }, clientIp))).toEqual([429, 'AUT500'])
    })

    it('a success resets the count of failures', async () => {
      const { email } = await newAccount()
      const { challenge } = pkce()
      for (let i = 0; i < 3; i++) expect(errorOf(await signIn(email, 'wrong', challenge)).errorId).toBe('AUT401')
      expect((await signIn(email, PASSWORD, challenge, { recaptcha_response: CAPTCHA_TEST_ANSWER })).status).toBe(200)
      const again = []
      for (let i = 0; i < 4; i++) again.push(errorOf(await signIn(email, 'wrong', challenge)).errorId)
      expect(again).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT403'])
    })

    it('asks for the captcha only when the captcha feature is on (400 AUT403)', async () => {
      const { email } = await newAccount()
      const { challenge } = pkce()
      await call('POST', '/api/__test/settings', { body: { shippingAddressCaptcha: true } })
      try {
        const refused = await signIn(email, PASSWORD, challenge)
        expect([refused.status, errorOf(refused).errorId]).toEqual([400, 'AUT403'])
        expect((await signIn(email, PASSWORD, challenge, { recaptcha_response: CAPTCHA_TEST_ANSWER })).status).toBe(200)
      } finally {
        await call('POST', '/api/__test/settings', { body: { shippingAddressCaptcha: false } })
      }
      expect((await signIn(email, PASSWORD, challenge)).status).toBe(200)
    })
  })

  describe('identity: token exchange', () => {
    it('AUT432 when the verifier does not match the challenge (the code stays usable); a used or expired code is 401 AUT404', async () => {
      const { email } = await newAccount()
      const { code, verifier } = await codeFor(email)
      const mismatch = await exchange(code, pkce().verifier)
      expect([mismatch.status, errorOf(mismatch).errorId]).toEqual([401, 'AUT432'])
      expect((await exchange(code, verifier)).status).toBe(200)
      const reused = await exchange(code, verifier)
      expect([reused.status, errorOf(reused).errorId]).toEqual([401, 'AUT404'])
      expect(errorOf(await exchange('no-such-code', verifier)).errorId).toBe('AUT404')

      const late = await codeFor(email)
      await db().query(`UPDATE auth_codes SET expires_at = now() - interval '1 second' WHERE code_hash = $1`, [hashToken(late.code)])
      expect(errorOf(await exchange(late.code, late.verifier)).errorId).toBe('AUT404')
    })

    it('two exchanges of one code at once give exactly one token', async () => {
      const { email, consumerNo } = await newAccount()
      const { code, verifier } = await codeFor(email)
      const results = await Promise.all([exchange(code, verifier), exchange(code, verifier), exchange(code, verifier)])
      expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401])
      expect(results.filter((r) => r.status === 401).map((r) => errorOf(r).errorId)).toEqual(['AUT404', 'AUT404'])
      const [{ n }] = (await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM tokens WHERE consumer_no = $1`, [consumerNo])) as [{ n: number }]
      expect(n).toBe(1)
    })

    it("merges the guest's lines into the member's basket on this site: same variant adds up (capped), the guest basket is consumed", async () => {
      const { email } = await newAccount()
      const member = await session(email)
      const [a, b, c] = [await freshSku(), await freshSku(), await freshSku()]
      const [capped] = await db().query<{ sku: string }>(
        `SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id WHERE p.brand = 'summit' AND p.max_qty = 2 AND v.stock >= 5 AND NOT p.discontinued ORDER BY v.sku LIMIT 1`,
      )
      const mine = await cartWith(member.accessToken, [[a, 2], [b, 1], [capped!.sku, 2]])
      const guestToken = await guest()
      const theirs = await cartWith(guestToken, [[a, 3], [c, 1], [capped!.sku, 1]])

      const signedIn = await session(email, PASSWORD, { basketId: theirs.id }, guestToken)
      expect(signedIn).toMatchObject({ basketId: mine.id, mergedItems: 3 })
      const merged = decode(Cart, (await readCart(signedIn.accessToken, mine.id)).body)
      expect(linesOf(merged)).toEqual([[a, 5], [b, 1], [c, 1], [capped!.sku, 2]].sort())
      expect(merged.version).toBeGreaterThan(mine.version)
      // The guest basket is consumed, and the guest's session ended with the sign-in.
      expect(decode(Cart, (await readCart(signedIn.accessToken, mine.id)).body).id).toBe(mine.id)
      expect((await db().query(`SELECT consumed_at IS NOT NULL AS consumed FROM baskets WHERE id = $1`, [theirs.id]))[0]).toEqual({ consumed: true })
      const gone = await readCart(guestToken, theirs.id)
      expect([gone.status, errorOf(gone).errorId]).toEqual([401, 'AUT404'])
    })

    it("adopts the guest basket when the member has none on this site (mergedItems 0); it is no longer the guest's", async () => {
      const { email } = await newAccount()
      const guestToken = await guest()
      const sku = await freshSku()
      const theirs = await cartWith(guestToken, [[sku, 2]])
      const signedIn = await session(email, PASSWORD, { basketId: theirs.id }, guestToken)
      expect(signedIn).toMatchObject({ basketId: theirs.id, mergedItems: 0 })
      expect(linesOf(decode(Cart, (await readCart(signedIn.accessToken, theirs.id)).body))).toEqual([[sku, 2]])
      // The guest's session ended with the sign-in (its token renews nothing, reads nothing).
      expect(errorOf(await readCart(guestToken, theirs.id)).errorId).toBe('AUT404')
      // The next sign-in names the same basket, with nothing to merge.
      expect(await session(email)).toMatchObject({ basketId: theirs.id, mergedItems: 0 })
    })

    it("never merges another shopper's basket: a basket id without the guest's own bearer, or of another guest, is ignored", async () => {
      const { email } = await newAccount()
      const owner = await guest()
      const stranger = await guest()
      const sku = await freshSku()
      const theirs = await cartWith(owner, [[sku, 1]])
      expect(await session(email, PASSWORD, { basketId: theirs.id }, stranger)).toMatchObject({ basketId: null, mergedItems: 0 })
      expect(await session(email, PASSWORD, { basketId: theirs.id })).toMatchObject({ basketId: null, mergedItems: 0 })
      // A registered bearer proves no guest either.
      const member = await session(email)
      expect(await session(email, PASSWORD, { basketId: theirs.id }, member.accessToken)).toMatchObject({ basketId: null, mergedItems: 0 })
      expect(linesOf(decode(Cart, (await readCart(owner, theirs.id)).body))).toEqual([[sku, 1]])
    })

    it("merges the guest's saved-for-later list into the member's (quantities add), or hands it over when they have none", async () => {
      const saveLine = async (token: string, items: ReadonlyArray<readonly [string, number]>) => {
        const cart = await cartWith(token, items)
        let list: SaveForLaterList | undefined
        for (const item of cart.items)
          list = decode(SaveForLaterMoveResponse, (await call('POST', `/api/cart/v2/cart/${cart.id}/saveForLater`, { siteId: US, token, body: { itemId: item.id } })).body).saveForLater
        return list!
      }
      const listOf = async (token: string) => decode(SaveForLaterList, (await call('GET', '/api/wishlists/v2/saveForLater', { siteId: US, token })).body)
      const [a, b] = [await freshSku(), await freshSku()]

      const { email } = await newAccount()
      const member = await session(email)
      const memberList = await saveLine(member.accessToken, [[a, 1]])
      const guestToken = await guest()
      const guestList = await saveLine(guestToken, [[a, 2], [b, 1]])
      const signedIn = await session(email, PASSWORD, { saveForLaterId: guestList.saveForLaterId }, guestToken)
      const merged = await listOf(signedIn.accessToken)
      expect(merged.saveForLaterId).toBe(memberList.saveForLaterId)
      expect(merged.items.map((i) => [i.productId, i.qty]).sort()).toEqual([[a, 3], [b, 1]].sort())
      expect((await call('GET', '/api/wishlists/v2/saveForLater', { siteId: US, token: guestToken })).status).toBe(401)
      expect((await db().query(`SELECT count(*)::int AS n FROM save_for_later WHERE id = $1`, [guestList.saveForLaterId]))[0]).toEqual({ n: 0 })

      const other = await newAccount()
      const guest2 = await guest()
      const handed = await saveLine(guest2, [[b, 2]])
      const adopted = await session(other.email, PASSWORD, { saveForLaterId: handed.saveForLaterId }, guest2)
      const list = await listOf(adopted.accessToken)
      expect([list.saveForLaterId, list.items.map((i) => [i.productId, i.qty])]).toEqual([handed.saveForLaterId, [[b, 2]]])
    })
  })

  describe('identity: sign-out and profile', () => {
    it('sign-out revokes the access token and the refresh token; a guest cannot sign out (AUT404)', async () => {
      const { email, consumerNo } = await newAccount()
      const member = await session(email)
      const out = await call('POST', '/api/consumers-v3/consumer/auth/signout', { siteId: US, token: member.accessToken, body: { refreshToken: member.refreshToken } })
      expect([out.status, out.body]).toEqual([200, {}])
      const after = await call('GET', '/api/consumers-v3/consumer', { siteId: US, token: member.accessToken })
      expect([after.status, errorOf(after).errorId]).toEqual([401, 'AUT404'])
      const [refresh] = await db().query<{ revoked: boolean }>(`SELECT revoked_at IS NOT NULL AS revoked FROM refresh_tokens WHERE token_hash = $1 AND consumer_no = $2`, [
        hashToken(member.refreshToken!),
        consumerNo,
      ])
      expect(refresh?.revoked).toBe(true)
      const asGuest = await call('POST', '/api/consumers-v3/consumer/auth/signout', { siteId: US, token: await guest(), body: { refreshToken: null } })
      expect([asGuest.status, errorOf(asGuest).errorId]).toEqual([401, 'AUT404'])
    })

    it('the profile: details, addresses with their main flags, the loyalty summary when asked; a guest gets 401 AUT404', async () => {
      const member = await session(MEMBER, SEEDED_PASSWORD)
      const res = await call('GET', '/api/consumers-v3/consumer?includeLoyaltySummary=true', { siteId: US, token: member.accessToken })
      expect(res.status).toBe(200)
      const profile = decode(ConsumerProfile, res.body)
      expect(profile).toMatchObject({
        consumerNo: '1000000001',
        consumerType: 'REGISTERED',
        consumerDetails: { firstName: 'Alex', lastName: 'Morgan', email: MEMBER, phone: '+13035550142' },
        loyaltySummary: { status: 'member', points: 2600 },
      })
      expect(profile.addresses.map((a) => [a.approachType, a.main, a.addressLine1, a.city, a.postalCode, a.stateCityProvDept, a.country, a.recipientContactPhone])).toEqual([
        ['S', true, '1 Pearl Street', 'Boulder', '80302', 'CO', 'US', '+13035550142'],
        ['B', true, '1 Pearl Street', 'Boulder', '80302', 'CO', 'US', '+13035550142'],
        ['S', false, '10 Downing Street', 'London', 'SW1A 2AA', undefined, 'GB', '+447700900123'],
      ])
      const plain = decode(ConsumerProfile, (await call('GET', '/api/consumers-v3/consumer', { siteId: US, token: member.accessToken })).body)
      expect(plain.loyaltySummary).toBeUndefined()

      const newbie = await session(NEWBIE, SEEDED_PASSWORD)
      const fresh = decode(ConsumerProfile, (await call('GET', '/api/consumers-v3/consumer?includeLoyaltySummary=true', { siteId: US, token: newbie.accessToken })).body)
      expect(fresh).toEqual({
        consumerNo: '1000000002',
        consumerType: 'REGISTERED',
        consumerDetails: { firstName: 'Sam', lastName: 'Lee', email: NEWBIE },
        addresses: [],
        loyaltySummary: { status: 'none', points: 0 },
        preferences: { interests: '' },
        isLoyaltyMember: false,
        loyaltyOptInDate: null,
      })
      const asGuest = await call('GET', '/api/consumers-v3/consumer', { siteId: US, token: await guest() })
      expect([asGuest.status, errorOf(asGuest).errorId]).toEqual([401, 'AUT404'])
    })
  })

  describe('identity: saved cards', () => {
    it("lists the member's seeded cards, main first; a guest gets 401 AUT404", async () => {
      const member = await session(MEMBER, SEEDED_PASSWORD)
      expect(await cards(member.accessToken)).toEqual([
        {
          paymentInstrumentId: 'pi_member_1111',
          payment_method_id: 'CREDIT_CARD',
          brand: 'VISA',
          bin: '411111',
          last4: '1111',
          maskedNumber: 'VISA **** 1111',
          holderName: 'Alex Morgan',
          expiryMonth: 12,
          expiryYear: 2030,
          main: true,
          expired: false,
        },
        expect.objectContaining({ paymentInstrumentId: 'pi_member_3220', bin: '400000', last4: '3220', expiryMonth: 11, expiryYear: 2029, main: false }),
      ])
      const [row] = await db().query<{ scenario: string }>(`SELECT scenario FROM saved_cards WHERE payment_instrument_id = 'pi_member_3220'`)
      expect(row?.scenario).toBe('challenge')
      const asGuest = await call('GET', '/api/consumers-v3/consumer/payment_instruments?payment_method_id=CREDIT_CARD', { siteId: US, token: await guest() })
      expect([asGuest.status, errorOf(asGuest).errorId]).toEqual([401, 'AUT404'])
      expect(errorOf(await call('GET', '/api/consumers-v3/consumer/payment_instruments', { siteId: US, token: member.accessToken })).errorId).toBe('ATTR300')
    })

    it('saves from a single-use token: the first is main, main: true moves it, PYT300 for the same card, PYT404 for a used token', async () => {
      const { email } = await newAccount()
      const { accessToken: token } = await session(email)
      const first = await cardToken('4111 1111 1111 1111')
      const saved = await saveCard(token, { cardToken: first })
      expect(saved.status).toBe(201)
      expect(decode(SavedCard, saved.body)).toMatchObject({ brand: 'VISA', last4: '1111', holderName: 'Test Shopper', main: true, expired: false })
      const used = await saveCard(token, { cardToken: first })
      expect([used.status, errorOf(used).errorId]).toEqual([400, 'PYT404'])
      const again = await saveCard(token, { cardToken: await cardToken('4111111111111111') })
      expect([again.status, errorOf(again).errorId]).toEqual([409, 'PYT300'])

      const second = decode(SavedCard, (await saveCard(token, { cardToken: await cardToken('5555 5555 5555 4444') })).body)
      expect(second).toMatchObject({ brand: 'MASTERCARD', main: false })
      const third = decode(SavedCard, (await saveCard(token, { cardToken: await cardToken('4000 0000 0000 3220'), main: true })).body)
      expect(third.main).toBe(true)
      expect((await cards(token)).map((c) => [c.last4, c.main])).toEqual([
        ['3220', true],
        ['4444', false],
        ['1111', false],
      ])
      // The same number with another expiry is another card.
      expect((await saveCard(token, { cardToken: await cardToken('4111111111111111', { month: 1, year: new Date().getUTCFullYear() + 4 }) })).status).toBe(201)
    })

    it('PATCH makes a card main; removing the main card makes the most recent remaining one main', async () => {
      const { email } = await newAccount()
      const { accessToken: token } = await session(email)
      const ids = []
      for (const number of ['4111111111111111', '5555555555554444', '4012888888881881'])
        ids.push(decode(SavedCard, (await saveCard(token, { cardToken: await cardToken(number) })).body).paymentInstrumentId)
      expect((await cards(token)).filter((c) => c.main).map((c) => c.paymentInstrumentId)).toEqual([ids[0]])
      const patched = decode(SavedCardsResponse, (await call('PATCH', `/api/consumers-v3/consumer/payment_instruments/${ids[1]}`, { siteId: US, token, body: { main: true } })).body)
      expect(patched.paymentInstruments.map((c) => [c.paymentInstrumentId, c.main])).toEqual([
        [ids[1], true],
        [ids[2], false],
        [ids[0], false],
      ])
      expect((await call('PATCH', `/api/consumers-v3/consumer/payment_instruments/${ids[2]}`, { siteId: US, token, body: { main: false } })).status).toBe(400)
      const afterMain = decode(SavedCardsResponse, (await call('DELETE', `/api/consumers-v3/consumer/payment_instruments/${ids[1]}`, { siteId: US, token })).body)
      expect(afterMain.paymentInstruments.map((c) => [c.paymentInstrumentId, c.main])).toEqual([
        [ids[2], true],
        [ids[0], false],
      ])
      const afterOther = decode(SavedCardsResponse, (await call('DELETE', `/api/consumers-v3/consumer/payment_instruments/${ids[0]}`, { siteId: US, token })).body)
      expect(afterOther.paymentInstruments.map((c) => [c.paymentInstrumentId, c.main])).toEqual([[ids[2], true]])
    })

    it("another consumer's card is 404 PYT404, never data", async () => {
      const { email } = await newAccount()
      const { accessToken: token } = await session(email)
      const patch = await call('PATCH', '/api/consumers-v3/consumer/payment_instruments/pi_member_1111', { siteId: US, token, body: { main: true } })
      const del = await call('DELETE', '/api/consumers-v3/consumer/payment_instruments/pi_member_1111', { siteId: US, token })
      for (const res of [patch, del]) {
        expect([res.status, errorOf(res).errorId]).toEqual([404, 'PYT404'])
        expect(JSON.stringify(res.body)).not.toMatch(/VISA|Alex|411111/)
      }
      expect(await cards(token)).toEqual([])
      const member = await session(MEMBER, SEEDED_PASSWORD)
      expect((await cards(member.accessToken)).map((c) => c.paymentInstrumentId)).toEqual(['pi_member_1111', 'pi_member_3220'])
    })

    it('saving asks for the captcha only when the captcha feature is on', async () => {
      const { email } = await newAccount()
      const { accessToken: token } = await session(email)
      await call('POST', '/api/__test/settings', { body: { shippingAddressCaptcha: true } })
      try {
        const refused = await saveCard(token, { cardToken: await cardToken('4111111111111111') })
        expect([refused.status, errorOf(refused).errorId]).toEqual([400, 'AUT403'])
        expect((await saveCard(token, { cardToken: await cardToken('4111111111111111'), recaptcha_response: CAPTCHA_TEST_ANSWER })).status).toBe(201)
      } finally {
        await call('POST', '/api/__test/settings', { body: { shippingAddressCaptcha: false } })
      }
    })
  })

  describe('identity: paying with a saved card', () => {
    const readyCart = async (token: string) => {
      const cart = await cartWith(token, [[await freshSku(), 1]])
      const address = await call('POST', `/api/cart/v2/cart/${cart.id}/shippingAddress`, { siteId: US, token, body: { shippingId: 'home', address: US_ADDRESS, email: MEMBER } })
      expect(address.status).toBe(200)
      return cart
    }
    const place = async (token: string, cartId: string, paymentInstrumentId: string) => {
      const [basket] = await db().query<{ version: number }>(`SELECT version FROM baskets WHERE id = $1`, [cartId])
      return call('PUT', '/api/cart/v2/checkout/order', {
        siteId: US,
        token,
        body: { cartId, cartVersion: basket?.version ?? 1, billingAddress: BILLING, paymentMethod: { code: 'CREDIT_CARD', additionalData: { paymentInstrumentId } } },
      })
    }

    it('the main card authorises; the 3-D Secure card leaves the order PENDING_AUTHENTICATION', async () => {
      const { accessToken: token } = await session(MEMBER, SEEDED_PASSWORD)
      const placed = decode(OrderResponse, (await place(token, (await readyCart(token)).id, 'pi_member_1111')).body)
      expect(placed.order.status).toBe('PLACED')
      expect(placed.order.paymentMethod.at(-1)).toMatchObject({ payment_method_id: 'CREDIT_CARD', maskedNumber: 'VISA **** 1111' })
      const pending = decode(OrderResponse, (await place(token, (await readyCart(token)).id, 'pi_member_3220')).body)
      expect(pending.order.status).toBe('PENDING_AUTHENTICATION')
      expect(pending.order.flash[0]).toMatchObject({ code: 'PaymentNotAuthorized' })
      // A saved card is not used up by paying.
      expect((await cards(token)).map((c) => c.paymentInstrumentId)).toEqual(['pi_member_1111', 'pi_member_3220'])
    })

    it("another consumer's card is PYT404 and an expired card FE309; nothing is written", async () => {
      const { email, consumerNo } = await newAccount()
      const { accessToken: token } = await session(email)
      const cart = await readyCart(token)
      const foreign = await place(token, cart.id, 'pi_member_1111')
      expect([foreign.status, errorOf(foreign).errorId]).toEqual([400, 'PYT404'])
      const mine = decode(SavedCard, (await saveCard(token, { cardToken: await cardToken('4111111111111111') })).body)
      await db().query(`UPDATE saved_cards SET expiry_year = 2020 WHERE payment_instrument_id = $1 AND consumer_no = $2`, [mine.paymentInstrumentId, consumerNo])
      expect((await cards(token))[0]).toMatchObject({ expired: true })
      const expired = await place(token, cart.id, mine.paymentInstrumentId)
      expect([expired.status, errorOf(expired).errorId]).toEqual([400, 'FE309'])
      const [{ n }] = (await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE basket_id = $1`, [cart.id])) as [{ n: number }]
      expect(n).toBe(0)
      expect((await readCart(token, cart.id)).status).toBe(200)
    })
  })
}
