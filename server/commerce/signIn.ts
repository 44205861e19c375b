// Sign-in (POST /consumers-v3/auth/signin { username, password, codeChallenge, recaptcha_response? }),
// the first half of the PKCE flow (docs/decisions/0015): right credentials give a single-use
// authorisation code, valid 60 s and bound to the code challenge, that the token exchange
// (token.ts) turns into a registered token. The code is stored only as its SHA-256.
//
// Failures are counted per e-mail (known or not: the key is the e-mail's hash, so an unknown e-mail
// answers exactly as a known one) and per client address (throttle.ts, docs/decisions/0024):
//   400 AUT453  the username is not an e-mail address
//   400 AUT403  the captcha is needed and missing, wrong or used: always with the captcha feature on;
//               otherwise once the e-mail has failed 3 times in a row, or the client 30 times in 15
//               minutes. A solved captcha buys one attempt. The password is not checked without it,
//               so a stranger cannot run an e-mail into its lock by script.
//   401 AUT401  wrong e-mail or password (1st–3rd failure)
//   401 AUT426  the 4th failure in a row: one attempt left
//   423 AUT423  the 5th failure in a row, and every attempt while locked (15 minutes), even with the
//               right password; a new password through the reset link lifts the lock
//   429 AUT500  the client failed 300 times in 15 minutes: sign-in from it pauses until the window passes
// A success clears the e-mail's count. The password is checked before the transaction (scrypt is
// slow); the counts and the lock are decided inside it with their rows locked, so concurrent
// attempts are counted exactly. The route runs outside the router's transaction (`ownTransaction`):
// a failed attempt must be counted although the call fails.
import { randomBytes } from 'node:crypto'
import { isEmail } from '../../src/contract/address.ts'
import type { Db } from '../db/db.ts'
import { readConfig } from '../lib/config.ts'
import { clientAddressOf } from '../http/context.ts'
import { ApiError, badPayload } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { consumeCaptcha } from './captcha.ts'
import { verifyPassword } from './passwords.ts'
import { clearThrottle, countAttempt, lockThrottles, readThrottle, throttleKey } from './throttle.ts'
import { hashToken } from './token.ts'

export const AUTH_CODE_TTL_SECONDS = 60
/** Failures in a row of one e-mail after which every attempt needs a solved captcha. */
export const CAPTCHA_AFTER_FAILURES = 3
/** Failures in a row that lock the e-mail; the one before it answers AUT426. */
export const LOCK_AFTER_FAILURES = 5
export const LOCK_MINUTES = 15
/** An e-mail's failures count for an hour after the last one. */
export const EMAIL_WINDOW_MINUTES = 60
/** Per client address, in a window of 15 minutes: the captcha after 30 failures, a pause after 300. */
export const CLIENT_WINDOW_MINUTES = 15
export const CLIENT_CAPTCHA_AFTER = 30
export const CLIENT_PAUSE_AFTER = 300

/** A code challenge is base64url(SHA-256(verifier)) without padding: 43 characters. */
const CODE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/

const wrongCredentials = () => new ApiError(401, 'AUT401', 'The e-mail address or password is wrong')
const lastAttempt = () => new ApiError(401, 'AUT426', 'The e-mail address or password is wrong; one attempt is left before the account is locked')
const locked = () => new ApiError(423, 'AUT423', 'The account is locked after too many failed sign-ins; try again later or reset the password')
const paused = () => new ApiError(429, 'AUT500', 'Too many failed sign-ins from this client; try again later')

/** The e-mail as stored: trimmed and lower-cased. */
export const normaliseEmail = (value: string): string => value.trim().toLowerCase()

/** A registered account's number and password hash by e-mail, if there is one. */
export const accountByEmail = async (db: Db, email: string): Promise<{ consumer_no: string; password_hash: string | null } | undefined> =>
  (await db.query<{ consumer_no: string; password_hash: string | null }>(`SELECT consumer_no, password_hash FROM consumers WHERE email = $1 AND consumer_type <> 'GUEST'`, [email]))[0]

/** A single-use authorisation code for the consumer, bound to the PKCE challenge (only its hash is kept). */
export const issueAuthorisationCode = async (db: Db, consumerNo: string, codeChallenge: string): Promise<string> => {
  const code = randomBytes(32).toString('base64url')
  await db.query(`INSERT INTO auth_codes (code_hash, consumer_no, code_challenge, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`, [
    hashToken(code),
    consumerNo,
    codeChallenge,
    AUTH_CODE_TTL_SECONDS,
  ])
  return code
}

export const requireCodeChallenge = (codeChallenge: string): void => {
  if (!CODE_CHALLENGE.test(codeChallenge)) throw badPayload('codeChallenge must be base64url(SHA-256(code verifier)), 43 characters')
}

const signIn = async (ctx: SpecContext<'signIn'>): Promise<Reply> => {
  const body = ctx.body
  const { username, password, codeChallenge } = body
  if (password === '') throw badPayload('username and password are required')
  const email = normaliseEmail(username)
  if (!isEmail(email)) throw new ApiError(400, 'AUT453', 'The e-mail address is not valid')
  requireCodeChallenge(codeChallenge)

  const emailKey = throttleKey('signinEmail', email)
  const clientKey = throttleKey('signinClient', clientAddressOf(ctx.request))
  const [byEmail, byClient] = await Promise.all([readThrottle(ctx.db, emailKey, EMAIL_WINDOW_MINUTES), readThrottle(ctx.db, clientKey, CLIENT_WINDOW_MINUTES)])
  if (byClient.count >= CLIENT_PAUSE_AFTER) throw paused()
  if (byEmail.locked) {
    await countAttempt(ctx.db, clientKey, CLIENT_WINDOW_MINUTES)
    throw locked()
  }
  if (readConfig().shippingAddressCaptcha || byEmail.count >= CAPTCHA_AFTER_FAILURES || byClient.count >= CLIENT_CAPTCHA_AFTER)
    await consumeCaptcha(ctx.db, body.recaptcha_response)

  const account = await accountByEmail(ctx.db, email)
  // An unknown e-mail costs the same scrypt as a known one and is counted and answered the same.
  const passwordOk = (await verifyPassword(password, account?.password_hash)) && account !== undefined

  const outcome = await ctx.db.transaction(async (tx): Promise<{ code: string } | { error: ApiError }> => {
    const [state] = await lockThrottles(tx, [
      { key: emailKey, windowMinutes: EMAIL_WINDOW_MINUTES },
      { key: clientKey, windowMinutes: CLIENT_WINDOW_MINUTES },
    ])
    if (state!.locked) {
      await countAttempt(tx, clientKey, CLIENT_WINDOW_MINUTES)
      return { error: locked() }
    }
    if (!passwordOk) {
      const failures = state!.count + 1
      await countAttempt(tx, emailKey, EMAIL_WINDOW_MINUTES, failures >= LOCK_AFTER_FAILURES ? LOCK_MINUTES : undefined)
      await countAttempt(tx, clientKey, CLIENT_WINDOW_MINUTES)
      return { error: failures >= LOCK_AFTER_FAILURES ? locked() : failures === LOCK_AFTER_FAILURES - 1 ? lastAttempt() : wrongCredentials() }
    }
    await clearThrottle(tx, emailKey)
    return { code: await issueAuthorisationCode(tx, account!.consumer_no, codeChallenge) }
  })
  if ('error' in outcome) throw outcome.error
  return { body: { authorizationCode: outcome.code } }
}

export const signInRoutes: ReadonlyArray<RouteDef> = [
  // No Idempotency-Key (the answer is a secret) and its own transaction (failed attempts count).
  route('signIn', { ownTransaction: true, handler: signIn }),
]
