// Sign-in (POST /consumers-v3/auth/signin { username, password, codeChallenge, recaptcha_response? }),
// the first half of the PKCE flow (docs/decisions/0015): right credentials give a single-use
// authorisation code, valid 60 s and bound to the code challenge, that the token exchange
// (token.ts) turns into a registered token. The code is stored only as its SHA-256.
//   400 AUT453  the username is not an e-mail address
//   400 AUT403  captcha refused (only when the captcha feature is on, as for shipping addresses)
//   401 AUT401  wrong e-mail or password: the same answer for an unknown e-mail and a wrong password
//   401 AUT426  the 4th failure in a row: one attempt left
//   423 AUT423  the 5th failure in a row, and every attempt while locked (15 minutes), even with the
//               right password
// A success resets the count. The password is checked before the transaction (scrypt is slow); the
// count and the lock are decided inside it with the consumer row locked, so concurrent attempts
// are counted exactly. The route runs outside the router's transaction (`ownTransaction`): a failed
// attempt must be counted although the call fails.
import { randomBytes } from 'node:crypto'
import { isEmail } from '../../src/contract/address.ts'
import { readConfig } from '../lib/config.ts'
import { ApiError, badPayload } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { requireCaptcha } from './captcha.ts'
import { verifyPassword } from './passwords.ts'
import { hashToken } from './token.ts'

export const AUTH_CODE_TTL_SECONDS = 60
/** Failures in a row that lock the account; the one before it answers AUT426. */
export const LOCK_AFTER_FAILURES = 5
export const LOCK_MINUTES = 15

/** A code challenge is base64url(SHA-256(verifier)) without padding: 43 characters. */
const CODE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/

const wrongCredentials = () => new ApiError(401, 'AUT401', 'The e-mail address or password is wrong')
const lastAttempt = () => new ApiError(401, 'AUT426', 'The e-mail address or password is wrong; one attempt is left before the account is locked')
const locked = () => new ApiError(423, 'AUT423', 'The account is locked after too many failed sign-ins; try again later or reset the password')

/** The e-mail as stored: trimmed and lower-cased. */
export const normaliseEmail = (value: string): string => value.trim().toLowerCase()

const signIn = async (ctx: SpecContext<'signIn'>): Promise<Reply> => {
  const body = ctx.body
  const { username, password, codeChallenge } = body
  if (password === '') throw badPayload('username and password are required')
  const email = normaliseEmail(username)
  if (!isEmail(email)) throw new ApiError(400, 'AUT453', 'The e-mail address is not valid')
  if (readConfig().shippingAddressCaptcha) requireCaptcha(body.recaptcha_response)
  if (!CODE_CHALLENGE.test(codeChallenge)) throw badPayload('codeChallenge must be base64url(SHA-256(code verifier)), 43 characters')

  const [account] = await ctx.db.query<{ consumer_no: string; password_hash: string | null }>(
    `SELECT consumer_no, password_hash FROM consumers WHERE email = $1 AND consumer_type <> 'GUEST'`,
    [email],
  )
  // An unknown e-mail costs the same scrypt as a known one and answers the same AUT401.
  const passwordOk = await verifyPassword(password, account?.password_hash)
  if (!account) throw wrongCredentials()

  const outcome = await ctx.db.transaction(async (tx): Promise<{ code: string } | { error: ApiError }> => {
    const [state] = await tx.query<{ failed: number; locked: boolean }>(
      `SELECT CASE WHEN locked_until IS NOT NULL AND locked_until <= now() THEN 0 ELSE failed_signins END AS failed,
         coalesce(locked_until > now(), false) AS locked
       FROM consumers WHERE consumer_no = $1 FOR UPDATE`,
      [account.consumer_no],
    )
    if (!state) return { error: wrongCredentials() }
    if (state.locked) return { error: locked() }
    if (!passwordOk) {
      const failed = state.failed + 1
      await tx.query(
        `UPDATE consumers SET failed_signins = $2::int, locked_until = CASE WHEN $3::boolean THEN now() + make_interval(mins => $4::int) END WHERE consumer_no = $1`,
        [account.consumer_no, failed, failed >= LOCK_AFTER_FAILURES, LOCK_MINUTES],
      )
      return { error: failed >= LOCK_AFTER_FAILURES ? locked() : failed === LOCK_AFTER_FAILURES - 1 ? lastAttempt() : wrongCredentials() }
    }
    await tx.query(`UPDATE consumers SET failed_signins = 0, locked_until = NULL WHERE consumer_no = $1`, [account.consumer_no])
    const code = randomBytes(32).toString('base64url')
    await tx.query(
      `INSERT INTO auth_codes (code_hash, consumer_no, code_challenge, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [hashToken(code), account.consumer_no, codeChallenge, AUTH_CODE_TTL_SECONDS],
    )
    return { code }
  })
  if ('error' in outcome) throw outcome.error
  return { body: { authorizationCode: outcome.code } }
}

export const signInRoutes: ReadonlyArray<RouteDef> = [
  // No Idempotency-Key (the answer is a secret) and its own transaction (failed attempts count).
  route('signIn', { ownTransaction: true, handler: signIn }),
]
