// Passwords after sign-up (docs/decisions/0024; spec 001 section 7, Authentication):
//   POST /consumers-v3/consumer/resetpassword { email }          a reset link by e-mail. Always 200 {}:
//        whether the e-mail has an account is never told. A known e-mail gets a single-use link valid
//        one hour (only its SHA-256 is kept) in the mail outbox, at most 3 an hour; a client asking
//        more than 10 times in an hour must answer the captcha (AUT403).
//   POST /consumers-v3/confirmforgotpassword { token, newPassword }   the new password with the link:
//        AUT402 unknown, used or expired; FE872 the rules; AUT451 the current password, AUT452 one of
//        the three before. It lifts a sign-in lock and ends every session of the account.
//   POST /consumers-v3/consumer/changepassword { currentPassword, newPassword } (registered): AUT450
//        the current password is wrong; then as above. The caller's session stays, the others end;
//        a "your password was changed" e-mail goes out.
import { randomBytes } from 'node:crypto'
import { password as passwordRule } from '../../src/contract/validators.ts'
import type { Db } from '../db/db.ts'
import { clientAddressOf } from '../http/context.ts'
import { ApiError } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { consumeCaptcha } from './captcha.ts'
import { queueMail } from './mail.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { accountByEmail, normaliseEmail } from './signIn.ts'
import { clearThrottle, countAttempt, readThrottle, throttleKey } from './throttle.ts'
import { bearerOf, familyOfAccessToken, hashToken, registeredOf, revokeFamilies } from './token.ts'

export const RESET_TTL_MINUTES = 60
export const RESETS_PER_EMAIL_PER_HOUR = 3
export const RESET_CAPTCHA_AFTER = 10
/** The passwords before the current one that may not come back (AUT452). */
export const PASSWORD_HISTORY = 3

/** FE872 unless the password meets the rules (at least 8 characters, an upper and a lower case letter, a digit). */
export const requirePasswordRules = (value: string): void => {
  if (value === '' || passwordRule(value) !== undefined) throw new ApiError(400, 'FE872', 'The password must have at least 8 characters with an upper case letter, a lower case letter and a digit')
}

/**
 * Sets a new password (rules, then reuse against the current one and the three before), keeps the old
 * hash in the history, and lifts the e-mail's sign-in lock.
 */
export const setPassword = async (tx: Db, consumerNo: string, newPassword: string): Promise<void> => {
  requirePasswordRules(newPassword)
  const [row] = await tx.query<{ password_hash: string | null; email: string | null }>(`SELECT password_hash, email FROM consumers WHERE consumer_no = $1 FOR UPDATE`, [consumerNo])
  if (!row) throw new ApiError(404, 'PRO404', 'Profile not found')
  if (row.password_hash && (await verifyPassword(newPassword, row.password_hash))) throw new ApiError(400, 'AUT451', 'The new password is the current one')
  const history = await tx.query<{ password_hash: string }>(`SELECT password_hash FROM password_history WHERE consumer_no = $1 ORDER BY seq DESC LIMIT $2`, [consumerNo, PASSWORD_HISTORY])
  for (const old of history) if (await verifyPassword(newPassword, old.password_hash)) throw new ApiError(400, 'AUT452', 'The new password was used before')
  if (row.password_hash) await tx.query(`INSERT INTO password_history (consumer_no, password_hash) VALUES ($1, $2)`, [consumerNo, row.password_hash])
  await tx.query(`UPDATE consumers SET password_hash = $2, password_changed_at = now() WHERE consumer_no = $1`, [consumerNo, await hashPassword(newPassword)])
  if (row.email) await clearThrottle(tx, throttleKey('signinEmail', row.email))
}

const resetPassword = async (ctx: SpecContext<'resetPassword'>): Promise<Reply> => {
  const site = ctx.site()
  const clientKey = throttleKey('resetClient', clientAddressOf(ctx.request))
  if ((await readThrottle(ctx.db, clientKey, 60)).count >= RESET_CAPTCHA_AFTER) await consumeCaptcha(ctx.db, ctx.body.recaptcha_response)
  await countAttempt(ctx.db, clientKey, 60)
  const email = normaliseEmail(ctx.body.email)
  const account = await accountByEmail(ctx.db, email)
  if (!account) return { body: {} }
  const emailKey = throttleKey('resetEmail', email)
  if ((await readThrottle(ctx.db, emailKey, 60)).count >= RESETS_PER_EMAIL_PER_HOUR) return { body: {} }
  await countAttempt(ctx.db, emailKey, 60)
  const token = randomBytes(32).toString('base64url')
  await ctx.db.query(`INSERT INTO password_resets (token_hash, consumer_no, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3::int))`, [
    hashToken(token),
    account.consumer_no,
    RESET_TTL_MINUTES,
  ])
  const [named] = await ctx.db.query<{ first_name: string | null }>(`SELECT first_name FROM consumers WHERE consumer_no = $1`, [account.consumer_no])
  await queueMail(ctx.db, { to: email, site, template: 'passwordReset', name: named?.first_name ?? '', origin: ctx.url.origin, path: `/${site.locale}/reset-password?token=${token}` })
  return { body: {} }
}

const confirmForgotPassword = async (ctx: SpecContext<'confirmForgotPassword'>): Promise<Reply> => {
  const { token, newPassword } = ctx.body
  requirePasswordRules(newPassword)
  const [reset] = await ctx.db.query<{ consumer_no: string }>(
    `SELECT consumer_no FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
    [hashToken(token)],
  )
  if (!reset) throw new ApiError(400, 'AUT402', 'The reset link is unknown, used or expired')
  await setPassword(ctx.db, reset.consumer_no, newPassword)
  // Every link of the account is used up, and every session ends (whoever knew the old password).
  await ctx.db.query(`UPDATE password_resets SET used_at = now() WHERE consumer_no = $1 AND used_at IS NULL`, [reset.consumer_no])
  await revokeFamilies(ctx.db, { consumerNo: reset.consumer_no }, 'passwordReset')
  return { body: {} }
}

const changePassword = async (ctx: SpecContext<'changePassword'>): Promise<Reply> => {
  const consumer = registeredOf(ctx)
  const site = ctx.site()
  const [row] = await ctx.db.query<{ password_hash: string | null; email: string | null; first_name: string | null }>(
    `SELECT password_hash, email, first_name FROM consumers WHERE consumer_no = $1`,
    [consumer.consumerNo],
  )
  if (!row) throw new ApiError(404, 'PRO404', 'Profile not found')
  if (!(await verifyPassword(ctx.body.currentPassword, row.password_hash))) throw new ApiError(400, 'AUT450', 'The current password is wrong')
  await setPassword(ctx.db, consumer.consumerNo, ctx.body.newPassword)
  const own = await familyOfAccessToken(ctx.db, bearerOf(ctx.request)!)
  await revokeFamilies(ctx.db, { consumerNo: consumer.consumerNo, ...(own ? { exceptFamilyId: own } : {}) }, 'passwordChanged')
  if (row.email) await queueMail(ctx.db, { to: row.email, site, template: 'passwordChanged', name: row.first_name ?? '', origin: ctx.url.origin, path: `/${site.locale}/sign-in?step=forgot` })
  return { body: {} }
}

export const passwordRoutes: ReadonlyArray<RouteDef> = [
  route('resetPassword', { handler: resetPassword }),
  route('confirmForgotPassword', { handler: confirmForgotPassword }),
  route('changePassword', { handler: changePassword }),
]
