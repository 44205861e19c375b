// The reference services' captcha: a simulated provider (mounted at /api/captcha) and the check of
// an answer. The provider's page (GET /v1/challenge/{id}) asks the shopper to confirm they are not a
// robot; confirming issues a token signed by this process (HMAC-SHA-256, valid 10 minutes) that the
// page sends to the storefront's window. A call that needs a captcha accepts such a token, or, with
// the test hooks on only (DECISIONS 10), the documented test answer (README). A refused answer is
// 400 AUT403 with `params.challengeUrl`, so the storefront can open the challenge and try again (a
// 403 with an appId would read as the bot-protection layer's challenge, spec 001 section 8). A challenge
// id is a nonce with its signature: the page answers only ids this process issued (404 otherwise).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '../db/db.ts'
import { readConfig } from '../lib/config.ts'
import { ApiError, notFound } from '../http/errors.ts'
import { Schema } from 'effect'
import { ownRoute, type CallContext, type Reply, type RouteDef, type ServiceDef } from '../http/types.ts'
import { page } from '../payments/provider.ts'

export const CAPTCHA_TEST_ANSWER = 'reference-captcha-pass'
export const CAPTCHA_PUBLIC_PATH = '/api/captcha'
const TOKEN_TTL_MS = 10 * 60_000
const SECRET = process.env.CAPTCHA_SECRET ?? randomBytes(32).toString('hex')

const sign = (payload: string): string => createHmac('sha256', SECRET).update(payload).digest('base64url')

export const issueCaptchaToken = (now = Date.now()): string => {
  const payload = `${now + TOKEN_TTL_MS}.${randomBytes(9).toString('base64url')}`
  return `${payload}.${sign(payload)}`
}

/** The nonce and expiry (epoch ms) of a token this process signed that has not expired, or undefined. */
const tokenParts = (answer: string, now = Date.now()): { readonly nonce: string; readonly expires: number } | undefined => {
  const [expires, nonce, signature] = answer.split('.')
  if (!expires || !nonce || !signature || !(Number(expires) > now)) return undefined
  const expected = Buffer.from(sign(`${expires}.${nonce}`))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? { nonce, expires: Number(expires) } : undefined
}

const validToken = (answer: string, now = Date.now()): boolean => tokenParts(answer, now) !== undefined

/** A new challenge id: a nonce and the first 16 characters of its signature (base64url, 28 in all). */
export const issueChallengeId = (): string => {
  const nonce = randomBytes(9).toString('base64url')
  return `${nonce}${sign(`challenge.${nonce}`).slice(0, 16)}`
}

/** Whether this process issued the id (its signature matches). */
export const isIssuedChallengeId = (id: string): boolean => {
  if (!/^[A-Za-z0-9_-]{28}$/.test(id)) return false
  const expected = Buffer.from(sign(`challenge.${id.slice(0, 12)}`).slice(0, 16))
  return timingSafeEqual(expected, Buffer.from(id.slice(12)))
}

/** 400 AUT403 with a new challenge to open. */
export const captchaRefused = () =>
  new ApiError(400, 'AUT403', 'The captcha answer is missing or wrong', { challengeUrl: `${CAPTCHA_PUBLIC_PATH}/v1/challenge/${issueChallengeId()}` })

/** 400 AUT403 (with the challenge to open) unless `answer` is a valid token, or the test answer with test hooks on. */
export const requireCaptcha = (answer: unknown): void => {
  if (answer === CAPTCHA_TEST_ANSWER && readConfig().testHooks) return
  if (typeof answer === 'string' && answer.length < 200 && validToken(answer)) return
  throw captchaRefused()
}

/**
 * requireCaptcha, and the answer is used up: the same token is refused a second time (sign-in,
 * sign-up, lookups and reset requests past their limits; a solved captcha buys one attempt).
 */
export const consumeCaptcha = async (db: Db, answer: unknown): Promise<void> => {
  if (answer === CAPTCHA_TEST_ANSWER && readConfig().testHooks) return
  const parts = typeof answer === 'string' && answer.length < 200 ? tokenParts(answer) : undefined
  if (parts) {
    await db.query(`DELETE FROM captcha_answers_used WHERE expires_at < now()`)
    const fresh = await db.query(`INSERT INTO captcha_answers_used (nonce, expires_at) VALUES ($1, to_timestamp($2::double precision / 1000)) ON CONFLICT (nonce) DO NOTHING RETURNING nonce`, [
      parts.nonce,
      parts.expires,
    ])
    if (fresh.length > 0) return
  }
  throw captchaRefused()
}

const challenge = async (ctx: CallContext): Promise<Response> => {
  const id = String(ctx.params.challengeId ?? '')
  if (!isIssuedChallengeId(id)) throw notFound('Captcha challenge')
  return page({
    title: 'Confirm you are not a robot',
    intro: 'A simulated captcha: confirm to go on, or cancel.',
    postUrl: `${CAPTCHA_PUBLIC_PATH}/v1/challenge/${id}`,
    buttons: [
      ['solved', 'I am not a robot'],
      ['cancelled', 'Cancel'],
    ],
    field: 'answer',
    message: { type: 'captcha-result', idKey: 'challengeId', id, resultKey: 'token' },
    done: {},
  })
}

const CaptchaAnswer = Schema.Struct({ answer: Schema.Literals(['solved', 'cancelled']) })

const answer = async (ctx: CallContext<typeof CaptchaAnswer.Type>): Promise<Reply> => {
  if (!isIssuedChallengeId(String(ctx.params.challengeId ?? ''))) throw notFound('Captcha challenge')
  const value = ctx.body.answer
  return { body: { token: value === 'solved' ? issueCaptchaToken() : 'cancelled' } }
}

export const captchaService: ServiceDef = {
  name: 'captcha',
  appId: 'reference-captcha',
  routes: [
    { method: 'GET', template: '/v1/challenge/{challengeId}', noDb: true, handler: challenge },
    ownRoute({ method: 'POST', template: '/v1/challenge/{challengeId}', idempotent: false, body: CaptchaAnswer, handler: answer }),
  ] satisfies ReadonlyArray<RouteDef>,
  specServices: [],
}
