// The first steps of the sign-in and enrollment flow (spec 000 section 4; docs/decisions/0024):
//   GET  /consumers-v3/consumer/lookup?email=  whether the e-mail has an account ("sign in" or "sign
//        up" next). The flow needs the answer, so it tells; a client may ask 30 times in 15 minutes,
//        then each lookup needs a solved captcha (AUT403), so e-mails cannot be tried by the list.
//   POST /consumers-v3/auth/signup  a registered account (scrypt hash, password rules FE872, names by
//        the name rule, optional phone, birth date and postal code by the profile rules), optionally
//        in the loyalty programme (a confirmed member at once: the e-mail is the shopper's, they just
//        typed it; a birth date is then needed: PRO411) and the newsletter. Answers a single-use authorisation code bound to the PKCE
//        challenge, so the storefront signs the new member in with the same exchange as a sign-in
//        (merging the guest's cart). A welcome e-mail goes to the mail outbox. AUT439 (409) the
//        e-mail has an account, AUT442 (409) the phone does; the captcha with the captcha feature
//        on, or after 10 sign-ups from one client in an hour.
import { randomInt } from 'node:crypto'
import type { Db } from '../db/db.ts'
import { readConfig } from '../lib/config.ts'
import { clientAddressOf } from '../http/context.ts'
import { ApiError } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { consumeCaptcha } from './captcha.ts'
import { queueMail } from './mail.ts'
import { hashPassword } from './passwords.ts'
import { requirePasswordRules } from './passwordCalls.ts'
import { emailOf, profileColumnsOf, requireUnique, todayIso, writeProfile } from './profileInput.ts'
import { issueAuthorisationCode, requireCodeChallenge } from './signIn.ts'
import { upsertSubscription } from './subscriptions.ts'
import { countAttempt, readThrottle, throttleKey } from './throttle.ts'

export const LOOKUP_WINDOW_MINUTES = 15
export const LOOKUP_CAPTCHA_AFTER = 30
export const SIGNUP_CAPTCHA_AFTER = 10

const lookup = async (ctx: SpecContext<'consumerLookup'>): Promise<Reply> => {
  const query = ctx.query
  const email = emailOf(query.get('email') ?? '')
  const clientKey = throttleKey('lookupClient', clientAddressOf(ctx.request))
  if ((await readThrottle(ctx.db, clientKey, LOOKUP_WINDOW_MINUTES)).count >= LOOKUP_CAPTCHA_AFTER) await consumeCaptcha(ctx.db, query.get('recaptcha_response') ?? undefined)
  await countAttempt(ctx.db, clientKey, LOOKUP_WINDOW_MINUTES)
  const [account] = await ctx.db.query(`SELECT 1 FROM consumers WHERE email = $1 AND consumer_type <> 'GUEST' AND password_hash IS NOT NULL`, [email])
  return { body: { email, registered: account !== undefined } }
}

const newConsumerNo = async (db: Db): Promise<string> => {
  for (;;) {
    const consumerNo = String(randomInt(1_000_000_000, 9_999_999_999))
    const [taken] = await db.query(`SELECT 1 FROM consumers WHERE consumer_no = $1`, [consumerNo])
    if (!taken) return consumerNo
  }
}

const signUp = async (ctx: SpecContext<'signUp'>): Promise<Reply> => {
  const body = ctx.body
  const site = ctx.site()
  requireCodeChallenge(body.codeChallenge)
  // Counted before anything is decided (its own transaction: refused sign-ups count too, AUT439 included).
  const clientKey = throttleKey('signupClient', clientAddressOf(ctx.request))
  if (readConfig().shippingAddressCaptcha || (await readThrottle(ctx.db, clientKey, 60)).count >= SIGNUP_CAPTCHA_AFTER) await consumeCaptcha(ctx.db, body.recaptcha_response)
  await countAttempt(ctx.db, clientKey, 60)
  const email = emailOf(body.email)
  requirePasswordRules(body.password)
  const columns = profileColumnsOf(
    { firstName: body.firstName, lastName: body.lastName, phone: body.phone, phoneCountry: body.phoneCountry, birthDate: body.birthDate, postalCode: body.postalCode },
    undefined,
    site,
  )
  if (body.loyaltyOptIn === true && !columns.birth_date) throw new ApiError(400, 'PRO411', 'Joining the loyalty programme needs a birth date')
  const passwordHash = await hashPassword(body.password)
  const created = await ctx.db.transaction(async (tx) => {
    await requireUnique(tx, { email, ...(columns.phone ? { phone: columns.phone } : {}) }, null)
    const consumerNo = await newConsumerNo(tx)
    const loyalty = body.loyaltyOptIn === true
    await tx.query(
      `INSERT INTO consumers (consumer_no, consumer_type, email, password_hash, loyalty_status, loyalty_opt_in_date, password_changed_at)
       VALUES ($1, 'REGISTERED', $2, $3, $4, $5, now())`,
      [consumerNo, email, passwordHash, loyalty ? 'member' : 'none', loyalty ? todayIso() : null],
    )
    await writeProfile(tx, consumerNo, columns)
    if (body.newsletterOptIn) await upsertSubscription(tx, consumerNo, site, { type: 'Newsletter', channel: 'email', optin: true, recipient: email })
    await queueMail(tx, { to: email, site, template: 'welcome', name: columns.first_name ?? '', origin: ctx.url.origin, path: `/${site.locale}/account` })
    return { consumerNo, authorizationCode: await issueAuthorisationCode(tx, consumerNo, body.codeChallenge) }
  })
  return { status: 201, body: created }
}

export const signUpRoutes: ReadonlyArray<RouteDef> = [
  route('consumerLookup', { handler: lookup }),
  // Its own transactions: a refused sign-up still counts against the client.
  route('signUp', { ownTransaction: true, handler: signUp }),
]
