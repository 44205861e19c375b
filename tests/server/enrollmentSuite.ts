// The second slice of identity over HTTP, run by reference.test.ts on each driver: refresh tokens that
// rotate (a retry and a lost answer renew, a replay revokes the session), the e-mail lookup and its
// limit per client, sign-up signing straight in, the forgotten password through the link in the mail
// outbox (lifting a lock, ending every session), changing a password with reuse refused, the profile
// with its rules, a guest's profile, subscriptions, the loyalty token and the welcome promotion.
// Each test makes accounts of its own.
import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ConsumerProfile } from '../../src/contract/schemas/account.ts'
import { ErrorResponse } from '../../src/contract/schemas/common.ts'
import { LookupResponse, SignUpResponse } from '../../src/contract/schemas/identity.ts'
import { ConsumerCreateResponse, LoyaltyTokenResponse, SubscriptionsResponse, WelcomePromoResponse } from '../../src/contract/schemas/profile.ts'
import { SubscriptionResponse } from '../../src/contract/schemas/subscriptions.ts'
import { TokenResponse } from '../../src/contract/schemas/token.ts'
import { CAPTCHA_TEST_ANSWER, issueCaptchaToken } from '../../server/commerce/captcha.ts'
import { throttleKey } from '../../server/commerce/throttle.ts'
import { caller, type Harness } from './harness.ts'
import { decode } from './referenceSuite.ts'

const US = 'summit-en-us'
const GB = 'summit-en-gb'
const PASSWORD = 'Granite-Peak-42'

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

export const enrollmentSuite = (getHarness: () => Harness) => {
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(getHarness())(...args)
  const db = () => getHarness().db
  const errorOf = (res: { body: unknown }) => decode(ErrorResponse, res.body).errorDetails[0]!
  const codeOf = (res: { status: number; body: unknown }) => [res.status, errorOf(res).errorId] as const
  const freshEmail = () => `enrol-${randomBytes(5).toString('hex')}@example.com`

  const token = (body: object, bearer?: string, siteId = US) => call('POST', '/api/token/v2/auth/token', { siteId, body, ...(bearer ? { token: bearer } : {}) })
  const guest = async (): Promise<TokenResponse> => decode(TokenResponse, (await token({ type: 'Guest' })).body)
  const refresh = (refreshToken: string) => token({ type: 'Refresh', refreshToken })
  const signUp = (body: object, options: { clientIp?: string; siteId?: string } = {}) =>
    call('POST', '/api/consumers-v3/auth/signup', { siteId: options.siteId ?? US, body, ...(options.clientIp ? { clientIp: options.clientIp } : {}) })
  /** Signs a new account up and exchanges its code: the registered session. */
  const member = async (extra: object = {}): Promise<{ email: string; session: TokenResponse }> => {
    const email = freshEmail()
    const { verifier, challenge } = pkce()
    const res = await signUp({ email, password: PASSWORD, firstName: 'Robin', lastName: 'Fell', codeChallenge: challenge, ...extra })
    expect(res.status).toBe(201)
    const { authorizationCode } = decode(SignUpResponse, res.body)
    const exchanged = await token({ type: 'Registered', authorizationCode, codeVerifier: verifier, guestObjects: {} })
    expect(exchanged.status).toBe(200)
    return { email, session: decode(TokenResponse, exchanged.body) }
  }
  const signIn = async (email: string, password: string, extra: object = {}) => {
    const { verifier, challenge } = pkce()
    const res = await call('POST', '/api/consumers-v3/auth/signin', { siteId: US, body: { username: email, password, codeChallenge: challenge, ...extra } })
    return { res, verifier }
  }
  const profileOf = async (accessToken: string) => decode(ConsumerProfile, (await call('GET', '/api/consumers-v3/consumer?includeLoyaltySummary=true', { siteId: US, token: accessToken })).body)
  const update = (accessToken: string, consumerProfile: object, siteId = US) => call('PUT', '/api/consumers-v3/consumer', { siteId, token: accessToken, body: { consumerProfile } })
  const mails = async (to: string) =>
    ((await call('GET', `/api/__test/mail?to=${encodeURIComponent(to)}`)).body as { mails: Array<{ template: string; subject: string; text: string; link: string | null }> }).mails
  const resetTokenOf = (link: string) => new URL(link).searchParams.get('token')!

  describe('identity: refresh tokens', () => {
    it('a refresh token renews the session once and rotates: a new pair, the old access token still valid until it expires', async () => {
      const first = await guest()
      expect(first.refreshToken).toMatch(/^[\w-]{43}$/)
      const renewed = decode(TokenResponse, (await refresh(first.refreshToken!)).body)
      expect(renewed).toMatchObject({ tokenType: 'Guest', consumerNo: first.consumerNo, expiresIn: 15 * 60 })
      expect(renewed.refreshToken).not.toBe(first.refreshToken)
      expect(renewed.accessToken).not.toBe(first.accessToken)
      const cart = await call('POST', '/api/cart/v1/cart', { siteId: US, token: renewed.accessToken, body: {} })
      expect(cart.status).toBe(201)
      // The renewed session names the guest's basket.
      expect(decode(TokenResponse, (await refresh(renewed.refreshToken!)).body).basketId).toBe((cart.body as { id: string }).id)
    })

    it('a replaced token presented again within 30 s (a second tab, a retry) renews; later, once its successor was used, it revokes the whole session (401 AUT409)', async () => {
      const { email, session } = await member()
      const { res: otherCode, verifier } = await signIn(email, PASSWORD)
      const other = decode(TokenResponse, (await token({ type: 'Registered', authorizationCode: (otherCode.body as { authorizationCode: string }).authorizationCode, codeVerifier: verifier, guestObjects: {} })).body)
      const next = decode(TokenResponse, (await refresh(session.refreshToken!)).body)
      const retry = await refresh(session.refreshToken!)
      expect(retry.status).toBe(200)
      // The successor is used; then the old one comes back after the grace period: a copy is in other hands.
      const after = decode(TokenResponse, (await refresh(next.refreshToken!)).body)
      await db().query(`UPDATE refresh_tokens SET used_at = now() - interval '1 minute' WHERE used_at IS NOT NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`, [
        createHash('sha256').update(session.refreshToken!).digest('hex'),
      ])
      expect(codeOf(await refresh(session.refreshToken!))).toEqual([401, 'AUT409'])
      // Everything of that session is revoked: its refresh tokens and its access tokens.
      expect(codeOf(await refresh(after.refreshToken!))).toEqual([401, 'AUT404'])
      expect(codeOf(await call('GET', '/api/consumers-v3/consumer', { siteId: US, token: after.accessToken }))).toEqual([401, 'AUT404'])
      // Another session of the same account (another device) is untouched.
      expect((await refresh(other.refreshToken!)).status).toBe(200)
    })

    it('a lost answer: the old token, whose successor was never used, renews again and the unused successor is withdrawn', async () => {
      const first = await guest()
      const lost = decode(TokenResponse, (await refresh(first.refreshToken!)).body)
      await db().query(`UPDATE refresh_tokens SET used_at = now() - interval '1 hour' WHERE token_hash = (SELECT parent_hash FROM refresh_tokens WHERE parent_hash IS NOT NULL AND consumer_no = $1 LIMIT 1)`, [first.consumerNo])
      const again = decode(TokenResponse, (await refresh(first.refreshToken!)).body)
      expect(again.consumerNo).toBe(first.consumerNo)
      // The withdrawn successor presented later is a copy in other hands: the session ends.
      expect(codeOf(await refresh(lost.refreshToken!))).toEqual([401, 'AUT409'])
      expect(codeOf(await refresh(again.refreshToken!))).toEqual([401, 'AUT404'])
    })

    it('an unknown, expired or signed-out refresh token is 401 AUT404', async () => {
      expect(codeOf(await refresh('x'.repeat(43)))).toEqual([401, 'AUT404'])
      const { session } = await member()
      await call('POST', '/api/consumers-v3/consumer/auth/signout', { siteId: US, token: session.accessToken, body: { refreshToken: session.refreshToken } })
      expect(codeOf(await refresh(session.refreshToken!))).toEqual([401, 'AUT404'])
      const other = await guest()
      await db().query(`UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE consumer_no = $1`, [other.consumerNo])
      expect(codeOf(await refresh(other.refreshToken!))).toEqual([401, 'AUT404'])
    })
  })

  describe('identity: lookup and sign-up', () => {
    it('the lookup says whether an e-mail has an account; after 30 lookups in 15 minutes a client needs a solved captcha for each', async () => {
      const bearer = (await guest()).accessToken
      const lookup = (email: string, clientIp: string, extra = '') => call('GET', `/api/consumers-v3/consumer/lookup?email=${encodeURIComponent(email)}${extra}`, { siteId: US, token: bearer, clientIp })
      expect(decode(LookupResponse, (await lookup(' Member@Summit.test ', '192.0.2.10')).body)).toEqual({ email: 'member@summit.test', registered: true })
      expect(decode(LookupResponse, (await lookup(freshEmail(), '192.0.2.10')).body).registered).toBe(false)
      expect(codeOf(await lookup('not-an-email', '192.0.2.10'))).toEqual([400, 'AUT453'])
      await db().query(`UPDATE signin_throttle SET failures = 30 WHERE key = $1`, [throttleKey('lookupClient', '192.0.2.10')])
      expect(codeOf(await lookup(freshEmail(), '192.0.2.10'))).toEqual([400, 'AUT403'])
      // A solved captcha buys one lookup: the same answer twice is refused.
      const answer = issueCaptchaToken()
      expect((await lookup(freshEmail(), '192.0.2.10', `&recaptcha_response=${encodeURIComponent(answer)}`)).status).toBe(200)
      expect(codeOf(await lookup(freshEmail(), '192.0.2.10', `&recaptcha_response=${encodeURIComponent(answer)}`))).toEqual([400, 'AUT403'])
      expect((await lookup(freshEmail(), '192.0.2.11')).status).toBe(200)
      expect(codeOf(await call('GET', `/api/consumers-v3/consumer/lookup?email=a%40b.co`, { siteId: US }))).toEqual([401, 'AUT404'])
    })

    it('sign-up makes an account, signs it in with the PKCE exchange, joins loyalty and the newsletter, and sends the welcome e-mail', async () => {
      const { email, session } = await member({ birthDate: '1990-04-12', postalCode: '80302', phone: '(303) 555-0188', loyaltyOptIn: true, newsletterOptIn: true })
      expect(session).toMatchObject({ tokenType: 'Registered', consumerType: 'REGISTERED', memberId: `LM${session.consumerNo}` })
      const profile = await profileOf(session.accessToken)
      expect(profile.consumerDetails).toEqual({ firstName: 'Robin', lastName: 'Fell', email, phone: '+13035550188', birthDate: '1990-04-12', postalCode: '80302' })
      expect(profile).toMatchObject({ isLoyaltyMember: true, loyaltySummary: { status: 'member', points: 0 } })
      expect(profile.loyaltyOptInDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      const subs = decode(SubscriptionsResponse, (await call('GET', '/api/consumers-v3/consumer/subscription', { siteId: US, token: session.accessToken })).body)
      expect(subs.subscriptions).toMatchObject([{ type: 'Newsletter', channel: 'email', optin: true, recipient: email, category: 'subscription', country: 'US' }])
      const [welcome] = await mails(email)
      expect(welcome).toMatchObject({ template: 'welcome', subject: 'Welcome to your account' })
      expect(welcome!.link).toMatch(/\/en-us\/account$/)
      // The password signs in; the password is nowhere in the database.
      expect((await signIn(email, PASSWORD)).res.status).toBe(200)
      expect(JSON.stringify(await db().query(`SELECT * FROM consumers WHERE email = $1`, [email]))).not.toContain(PASSWORD)
    })

    it('sign-up refuses: AUT439 an e-mail with an account, AUT442 a phone of another, FE872 a weak password, AUT453, PRO412 a bad name, PRO410 too young, PRO411 loyalty without a birth date', async () => {
      const { challenge } = pkce()
      const base = { password: PASSWORD, firstName: 'Kim', lastName: 'Tor', codeChallenge: challenge }
      expect(codeOf(await signUp({ ...base, email: 'member@summit.test' }))).toEqual([409, 'AUT439'])
      expect(codeOf(await signUp({ ...base, email: freshEmail(), phone: '+13035550142' }))).toEqual([409, 'AUT442'])
      expect(codeOf(await signUp({ ...base, email: freshEmail(), password: 'alllowercase1' }))).toEqual([400, 'FE872'])
      expect(codeOf(await signUp({ ...base, email: 'kim@nowhere' }))).toEqual([400, 'AUT453'])
      const badName = await signUp({ ...base, email: freshEmail(), firstName: 'K1m<script>' })
      expect([...codeOf(badName), errorOf(badName).params?.field]).toEqual([400, 'PRO412', 'firstName'])
      const young = new Date().getUTCFullYear() - 10
      expect(codeOf(await signUp({ ...base, email: freshEmail(), birthDate: `${young}-01-01` }))).toEqual([400, 'PRO410'])
      expect(codeOf(await signUp({ ...base, email: freshEmail(), loyaltyOptIn: true }))).toEqual([400, 'PRO411'])
      expect(codeOf(await signUp({ ...base, email: freshEmail(), codeChallenge: 'short' }))).toEqual([400, 'ATTR300'])
    })

    it('a client signing up more than 10 times in an hour must solve the captcha, refused attempts included', async () => {
      const clientIp = '192.0.2.44'
      const { challenge } = pkce()
      for (let i = 0; i < 10; i++) expect(codeOf(await signUp({ email: 'member@summit.test', password: PASSWORD, firstName: 'A', lastName: 'B', codeChallenge: challenge }, { clientIp }))).toEqual([409, 'AUT439'])
      const body = { email: freshEmail(), password: PASSWORD, firstName: 'A', lastName: 'B', codeChallenge: challenge }
      expect(codeOf(await signUp(body, { clientIp }))).toEqual([400, 'AUT403'])
      expect((await signUp({ ...body, recaptcha_response: CAPTCHA_TEST_ANSWER }, { clientIp })).status).toBe(201)
    })
  })

  describe('identity: passwords', () => {
    it('forgot password: the same answer for any e-mail; the link in the mail outbox sets a new password once, lifts the lock and ends every session', async () => {
      const { email, session } = await member()
      const unknown = freshEmail()
      const asked = await call('POST', '/api/consumers-v3/consumer/resetpassword', { siteId: GB, body: { email: email.toUpperCase() } })
      const askedUnknown = await call('POST', '/api/consumers-v3/consumer/resetpassword', { siteId: GB, body: { email: unknown } })
      expect([asked.status, asked.body]).toEqual([200, {}])
      expect([askedUnknown.status, askedUnknown.body]).toEqual([200, {}])
      expect(await mails(unknown)).toEqual([])
      const [mail] = await mails(email)
      expect(mail).toMatchObject({ template: 'passwordReset', subject: 'Reset your password' })
      expect(mail!.link).toMatch(/\/en-gb\/reset-password\?token=[\w-]{43}$/)
      const resetToken = resetTokenOf(mail!.link!)
      // Only the token's hash is kept.
      expect(JSON.stringify(await db().query(`SELECT * FROM password_resets`))).not.toContain(resetToken)

      // Locked out by failures in the meantime.
      for (let i = 0; i < 3; i++) await signIn(email, 'wrong')
      for (let i = 0; i < 2; i++) await signIn(email, 'wrong', { recaptcha_response: CAPTCHA_TEST_ANSWER })
      expect(codeOf((await signIn(email, PASSWORD)).res)).toEqual([423, 'AUT423'])

      const confirm = (body: object) => call('POST', '/api/consumers-v3/confirmforgotpassword', { siteId: GB, body })
      expect(codeOf(await confirm({ token: resetToken, newPassword: 'short' }))).toEqual([400, 'FE872'])
      expect(codeOf(await confirm({ token: resetToken, newPassword: PASSWORD }))).toEqual([400, 'AUT451'])
      expect((await confirm({ token: resetToken, newPassword: 'Fresh-Ridge-77' })).status).toBe(200)
      expect(codeOf(await confirm({ token: resetToken, newPassword: 'Another-Ridge-78' }))).toEqual([400, 'AUT402'])
      expect(codeOf(await confirm({ token: 'y'.repeat(43), newPassword: 'Another-Ridge-78' }))).toEqual([400, 'AUT402'])
      // The lock is lifted, the old password is gone, and the session from before ended.
      expect((await signIn(email, 'Fresh-Ridge-77')).res.status).toBe(200)
      expect(codeOf((await signIn(email, PASSWORD)).res)).toEqual([401, 'AUT401'])
      expect(codeOf(await refresh(session.refreshToken!))).toEqual([401, 'AUT404'])
      expect(codeOf(await call('GET', '/api/consumers-v3/consumer', { siteId: US, token: session.accessToken }))).toEqual([401, 'AUT404'])
    })

    it('a reset link expires after an hour (AUT402); at most 3 links an hour reach one e-mail', async () => {
      const { email } = await member()
      for (let i = 0; i < 4; i++) expect((await call('POST', '/api/consumers-v3/consumer/resetpassword', { siteId: US, body: { email } })).status).toBe(200)
      expect((await mails(email)).filter((m) => m.template === 'passwordReset')).toHaveLength(3)
      const link = (await mails(email))[0]!.link!
      await db().query(`UPDATE password_resets SET expires_at = now() - interval '1 second'`)
      expect(codeOf(await call('POST', '/api/consumers-v3/confirmforgotpassword', { siteId: US, body: { token: resetTokenOf(link), newPassword: 'Fresh-Ridge-77' } }))).toEqual([400, 'AUT402'])
    })

    it('change password: AUT450 a wrong current one, AUT451 the same, AUT452 one of the three before; other sessions end, this one stays, a notice e-mail goes', async () => {
      const { email, session } = await member()
      const other = await signIn(email, PASSWORD)
      const otherSession = decode(
        TokenResponse,
        (await token({ type: 'Registered', authorizationCode: (other.res.body as { authorizationCode: string }).authorizationCode, codeVerifier: other.verifier, guestObjects: {} })).body,
      )
      const change = (currentPassword: string, newPassword: string) => call('POST', '/api/consumers-v3/consumer/changepassword', { siteId: US, token: session.accessToken, body: { currentPassword, newPassword } })
      expect(codeOf(await change('Wrong-Pass-1', 'Second-Pass-2'))).toEqual([400, 'AUT450'])
      expect(codeOf(await change(PASSWORD, PASSWORD))).toEqual([400, 'AUT451'])
      expect(codeOf(await change(PASSWORD, 'weak'))).toEqual([400, 'FE872'])
      expect((await change(PASSWORD, 'Second-Pass-2')).status).toBe(200)
      expect((await change('Second-Pass-2', 'Third-Pass-3')).status).toBe(200)
      expect(codeOf(await change('Third-Pass-3', PASSWORD))).toEqual([400, 'AUT452'])
      expect(codeOf(await change('Third-Pass-3', 'Second-Pass-2'))).toEqual([400, 'AUT452'])
      expect((await call('GET', '/api/consumers-v3/consumer', { siteId: US, token: session.accessToken })).status).toBe(200)
      expect(codeOf(await call('GET', '/api/consumers-v3/consumer', { siteId: US, token: otherSession.accessToken }))).toEqual([401, 'AUT404'])
      expect((await mails(email)).filter((m) => m.template === 'passwordChanged')).toHaveLength(2)
      const guestToken = (await guest()).accessToken
      expect(codeOf(await call('POST', '/api/consumers-v3/consumer/changepassword', { siteId: US, token: guestToken, body: { currentPassword: 'a', newPassword: 'b' } }))).toEqual([401, 'AUT404'])
    })
  })

  describe('identity: profile', () => {
    it('updates names, e-mail, phone with the dial code, birth date, postal code, interests and shoe size, and joins the loyalty programme', async () => {
      const { session } = await member()
      const email = freshEmail()
      const res = await update(
        session.accessToken,
        {
          consumerDetails: { firstName: 'Élodie', lastName: "O'Brien-Núñez", email: ` ${email.toUpperCase()} `, phone: '07700 900456', phoneCountry: 'GB', birthDate: '1985-11-30', postalCode: 'sw1a 1aa', gender: 'female' },
          preferences: { interests: 'hiking| climbing |hiking|trail-running', preferredShoeSize: '42.5' },
          enrollments: [{ type: 'Loyalty', optin: true }],
        },
        GB,
      )
      expect(res.status).toBe(200)
      const profile = decode(ConsumerProfile, res.body)
      expect(profile.consumerDetails).toEqual({ firstName: 'Élodie', lastName: "O'Brien-Núñez", email, phone: '+447700900456', birthDate: '1985-11-30', postalCode: 'SW1A 1AA', gender: 'female' })
      expect(profile.preferences).toEqual({ interests: 'hiking|climbing|trail-running', preferredShoeSize: '42.5' })
      expect(profile).toMatchObject({ isLoyaltyMember: true, loyaltySummary: { status: 'member' } })
      // Clearing a field, and leaving the programme.
      const cleared = decode(ConsumerProfile, (await update(session.accessToken, { consumerDetails: { phone: '', gender: '' }, enrollments: [{ type: 'Loyalty', optin: false }] })).body)
      expect(cleared.consumerDetails.phone).toBeUndefined()
      expect(cleared.isLoyaltyMember).toBe(false)
    })

    it('refuses with the catalogue codes: PRO412 naming the field, PRO410, PRO411, AUT453, AUT439, AUT442; a guest gets AUT404', async () => {
      const { session } = await member()
      const field = async (consumerProfile: object) => {
        const res = await update(session.accessToken, consumerProfile)
        return [res.status, errorOf(res).errorId, errorOf(res).params?.field]
      }
      expect(await field({ consumerDetails: { firstName: '' } })).toEqual([400, 'PRO412', 'firstName'])
      expect(await field({ consumerDetails: { phone: '12' } })).toEqual([400, 'PRO412', 'phone'])
      expect(await field({ consumerDetails: { birthDate: '1990-02-30' } })).toEqual([400, 'PRO412', 'birthDate'])
      expect(await field({ consumerDetails: { birthDate: '1899-12-31' } })).toEqual([400, 'PRO412', 'birthDate'])
      expect(await field({ consumerDetails: { postalCode: 'ABCDE' } })).toEqual([400, 'PRO412', 'postalCode'])
      expect(await field({ consumerDetails: { gender: 'robot' } })).toEqual([400, 'PRO412', 'gender'])
      expect(await field({ preferences: { interests: 'a|<b>' } })).toEqual([400, 'PRO412', 'interests'])
      expect(await field({ preferences: { preferredShoeSize: '60' } })).toEqual([400, 'PRO412', 'preferredShoeSize'])
      expect(codeOf(await update(session.accessToken, { consumerDetails: { birthDate: `${new Date().getUTCFullYear() - 15}-01-01` } }))).toEqual([400, 'PRO410'])
      expect(codeOf(await update(session.accessToken, { enrollments: [{ type: 'Loyalty', optin: true }] }))).toEqual([400, 'PRO411'])
      expect(codeOf(await update(session.accessToken, { consumerDetails: { email: 'nope@' } }))).toEqual([400, 'AUT453'])
      expect(codeOf(await update(session.accessToken, { consumerDetails: { email: 'member@summit.test' } }))).toEqual([409, 'AUT439'])
      expect(codeOf(await update(session.accessToken, { consumerDetails: { phone: '+13035550142' } }))).toEqual([409, 'AUT442'])
      // Nothing was written by the refused changes.
      expect((await profileOf(session.accessToken)).consumerDetails).toMatchObject({ firstName: 'Robin', lastName: 'Fell' })
      expect(codeOf(await update((await guest()).accessToken, { consumerDetails: { firstName: 'G' } }))).toEqual([401, 'AUT404'])
    })

    it("a guest's profile: an e-mail for the newsletter or an unconfirmed loyalty membership, without an account; a member gets 409 PRO400", async () => {
      const visitor = await guest()
      const email = freshEmail()
      const res = await call('POST', '/api/consumers-v3/consumer', {
        siteId: US,
        token: visitor.accessToken,
        body: { consumerProfile: { consumerDetails: { email, firstName: 'Ash' }, enrollments: [{ type: 'Loyalty', optin: true }], newsletterOptIn: true } },
      })
      expect(res.status).toBe(201)
      expect(decode(ConsumerCreateResponse, res.body)).toEqual({ consumerId: visitor.consumerNo })
      const [row] = await db().query<{ email: string; loyalty_status: string; consumer_type: string }>(`SELECT email, loyalty_status, consumer_type FROM consumers WHERE consumer_no = $1`, [visitor.consumerNo])
      expect(row).toEqual({ email, loyalty_status: 'unconfirmed', consumer_type: 'GUEST' })
      // Still no account: the lookup says so, and the e-mail can sign up.
      expect(decode(LookupResponse, (await call('GET', `/api/consumers-v3/consumer/lookup?email=${encodeURIComponent(email)}`, { siteId: US, token: visitor.accessToken })).body).registered).toBe(false)
      const { challenge } = pkce()
      expect((await signUp({ email, password: PASSWORD, firstName: 'Ash', lastName: 'Lind', codeChallenge: challenge })).status).toBe(201)
      const { session } = await member()
      expect(codeOf(await call('POST', '/api/consumers-v3/consumer', { siteId: US, token: session.accessToken, body: { consumerProfile: { consumerDetails: { email } } } }))).toEqual([409, 'PRO400'])
    })
  })

  describe('identity: subscriptions and loyalty', () => {
    it('a guest opts in to SMS and the newsletter; opting in with another number opts the old one out first; a member updates theirs (PUT), a guest cannot', async () => {
      const visitor = await guest()
      const post = (subscriptions: object[]) => call('POST', '/api/consumers-v3/consumer/subscription', { siteId: US, token: visitor.accessToken, body: { subscriptions } })
      const first = decode(SubscriptionResponse, (await post([{ type: 'Newsletter', channel: 'sms', optin: true, recipient: '(303) 555-0101' }])).body)
      expect(first.subscriptions).toMatchObject([{ channel: 'sms', recipient: '+13035550101', optin: true, doubleOptin: false, country: 'US', region: 'US' }])
      expect(first.subscriptions[0]!.optinDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      const second = decode(SubscriptionResponse, (await post([{ type: 'Newsletter', channel: 'sms', optin: true, recipient: '+1 303 555 0102' }])).body)
      expect(second.subscriptions.map((s) => [s.recipient, s.optin, s.optoutDate !== undefined])).toEqual(
        expect.arrayContaining([
          ['+13035550102', true, false],
          ['+13035550101', false, true],
        ]),
      )
      expect(codeOf(await post([{ type: 'Newsletter', channel: 'email', optin: true }]))).toEqual([400, 'ATTR300'])
      expect(codeOf(await post([{ type: 'Newsletter', channel: 'sms', optin: true, recipient: '12' }]))).toEqual([400, 'PRO412'])
      expect(codeOf(await call('PUT', '/api/consumers-v3/consumer/subscription', { siteId: US, token: visitor.accessToken, body: { subscriptions: [{ type: 'Newsletter', channel: 'email', optin: true, recipient: 'a@b.co' }] } }))).toEqual([401, 'AUT404'])

      const { email, session } = await member({ newsletterOptIn: true })
      const put = decode(
        SubscriptionResponse,
        (await call('PUT', '/api/consumers-v3/consumer/subscription', { siteId: US, token: session.accessToken, body: { subscriptions: [{ type: 'Newsletter', channel: 'email', optin: false }] } })).body,
      )
      expect(put.subscriptions).toMatchObject([{ recipient: email, optin: false }])
      expect(put.subscriptions[0]!.optoutDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    })

    it('the loyalty token names a member (signed, short-lived); REW401 a guest, REW130 a non-member', async () => {
      const { session } = await member({ loyaltyOptIn: true, birthDate: '1980-01-01' })
      const res = await call('POST', '/api/consumers-v3/consumer/loyalty/token', { siteId: US, token: session.accessToken, body: { usid: 'session-1' } })
      const issued = decode(LoyaltyTokenResponse, res.body)
      expect(issued).toMatchObject({ memberId: `LM${session.consumerNo}`, expiresIn: 600 })
      const [payload, signature] = issued.loyaltyToken.split('.')
      expect(signature).toMatch(/^[\w-]{43}$/)
      expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({ memberId: `LM${session.consumerNo}`, usid: 'session-1' })
      expect(codeOf(await call('POST', '/api/consumers-v3/consumer/loyalty/token', { siteId: US, token: (await guest()).accessToken, body: {} }))).toEqual([401, 'REW401'])
      const plain = await member()
      expect(codeOf(await call('POST', '/api/consumers-v3/consumer/loyalty/token', { siteId: US, token: plain.session.accessToken, body: {} }))).toEqual([400, 'REW130'])
    })

    it('the welcome promotion: WELCOME10 available to a new member until an order redeemed it; not for a non-member; REW401 a guest', async () => {
      const welcome = async (accessToken: string) => decode(WelcomePromoResponse, (await call('GET', '/api/consumers-v3/consumer/loyalty/promo/welcome', { siteId: US, token: accessToken })).body)
      const { session } = await member({ loyaltyOptIn: true, birthDate: '1980-01-01' })
      expect(await welcome(session.accessToken)).toEqual({ status: 'available', couponCode: 'WELCOME10' })
      const cart = (await call('POST', '/api/cart/v1/cart', { siteId: US, token: session.accessToken, body: {} })).body as { id: string }
      const [promotion] = await db().query<{ promotion_id: string }>(`SELECT promotion_id FROM coupons WHERE code = 'WELCOME10' AND brand = 'summit'`)
      await db().query(`INSERT INTO basket_coupons (basket_id, code, promotion_id, position, redeemed_at) VALUES ($1, 'WELCOME10', $2, 1, now())`, [cart.id, promotion!.promotion_id])
      expect(await welcome(session.accessToken)).toEqual({ status: 'redeemed', couponCode: 'WELCOME10' })
      expect(await welcome((await member()).session.accessToken)).toEqual({ status: 'notEligible', couponCode: null })
      expect(codeOf(await call('GET', '/api/consumers-v3/consumer/loyalty/promo/welcome', { siteId: US, token: (await guest()).accessToken }))).toEqual([401, 'REW401'])
    })
  })
}
