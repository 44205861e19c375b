// The simulated payment provider, mounted at /api/payments (its own service and appId, not a call
// of the commerce spec). The browser sends the card here, never to the commerce service:
//   POST /v1/tokens                 TokenizeCardRequest → 201 CardToken (single use, 30 minutes)
//   GET  /v1/3ds/{challengeId}      the issuer's 3-D Secure challenge page (Approve / Fail)
//   POST /v1/3ds/{challengeId}      { transStatus: 'Y' | 'N' } → { challengeId, transStatus }
//   GET  /v1/klarna/{sessionId}     the Klarna approval page (Approve / Cancel)
//   POST /v1/klarna/{sessionId}     { status: 'approved' | 'cancelled' } → { sessionId, status }
// Only the token's SHA-256, bin, last four, brand, expiry, holder and test scenario are stored; the number
// and security code are checked (Luhn, expiry FE309, code length) and forgotten. Test cards
// (README): 4111 1111 1111 1111 authorised; 4000 0000 0000 3220 asks for 3-D Secure; 4000 0000
// 0000 0002 declined; any other Luhn-valid number authorised. The commerce service shares the
// database and calls the functions at the bottom in process; a real integration would call the
// provider's server API with its secret key instead.
// The pages post their result to window.parent (the storefront's dialog frame) or window.opener
// (a popup) with the page's own origin as target: `{ type: '3ds-result', challengeId, transStatus }`
// and `{ type: 'klarna-result', sessionId, status }`. They carry their own Content-Security-Policy
// (nonce-based script and style, `frame-ancestors 'self'`): /api responses get only the common
// security headers from src/server.ts, and these pages must be framable by the storefront.
import { luhnValid } from '../../src/contract/card.ts'
import { scriptJson } from '../../src/contract/scriptJson.ts'
import { createHash, randomBytes } from 'node:crypto'
import type { CardToken } from '../../src/contract/schemas/checkout.ts'
import { readConfig } from '../lib/config.ts'
import type { Db } from '../db/db.ts'
import { ApiError, badPayload } from '../http/errors.ts'
import { Schema } from 'effect'
import { ownRoute, route, type CallContext, type Reply, type RouteDef, type ServiceDef, type SpecContext } from '../http/types.ts'

export const TOKEN_TTL_MINUTES = 30
export const KLARNA_TTL_MINUTES = 30

export const TEST_CARDS = {
  authorised: '4111111111111111',
  challenge: '4000000000003220',
  declined: '4000000000000002',
} as const

export type CardScenario = 'authorised' | 'challenge' | 'declined'

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex')
const newId = (prefix: string): string => `${prefix}_${randomBytes(18).toString('base64url')}`

/** The storefront's own Luhn check (one implementation for the form and the provider). */
export { luhnValid }

export const cardBrand = (digits: string): string => {
  if (/^4/.test(digits)) return 'VISA'
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MASTERCARD'
  if (/^3[47]/.test(digits)) return 'AMEX'
  if (/^(6011|65|64[4-9])/.test(digits)) return 'DISCOVER'
  return 'OTHER'
}

const scenarioOf = (digits: string): CardScenario =>
  digits === TEST_CARDS.challenge ? 'challenge' : digits === TEST_CARDS.declined ? 'declined' : 'authorised'

const cardError = (field: string, message: string) => new ApiError(400, 'PAY400', message, { field })

const tokenize = async (ctx: SpecContext<'tokenizeCard'>): Promise<Reply> => {
  const body = ctx.body
  const digits = body.number.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) throw cardError('number', 'The card number is not valid')
  const month = body.expiryMonth
  const rawYear = body.expiryYear
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(rawYear))
    throw new ApiError(400, 'FE309', "The card's expiry date is not valid", { field: 'expiry' })
  const year = rawYear < 100 ? 2000 + rawYear : rawYear
  const now = new Date()
  const currentMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
  if (year * 12 + month < currentMonth || year > now.getUTCFullYear() + 20)
    throw new ApiError(400, 'FE309', "The card's expiry date is not valid", { field: 'expiry' })
  const codeLength = cardBrand(digits) === 'AMEX' ? 4 : 3
  if (!new RegExp(`^\\d{${codeLength}}$`).test(body.securityCode.trim())) throw cardError('securityCode', 'The security code is not valid')
  if (body.holderName.trim() === '' || body.holderName.length > 100) throw badPayload('holderName is required (at most 100 characters)')
  return { status: 201, body: await issueCardToken(ctx.db, digits, { month, year }, body.holderName.trim()) }
}

/** What the provider keeps of a card number: BIN, last four, brand and test scenario (never the number). */
export const cardFacts = (digits: string): { bin: string; last4: string; brand: string; scenario: CardScenario } => ({
  bin: digits.slice(0, 6),
  last4: digits.slice(-4),
  brand: cardBrand(digits),
  scenario: scenarioOf(digits),
})

/**
 * Stores a single-use token (30 minutes) for a checked card and answers it; only the token's hash
 * and the card's facts are kept. The tokenize call uses it after its checks, and the seed to save
 * the seeded accounts' cards through the same path as a shopper's.
 */
export const issueCardToken = async (db: Db, digits: string, expiry: { month: number; year: number }, holderName: string): Promise<CardToken> => {
  const facts = cardFacts(digits)
  const token = newId('tok')
  await db.query(
    `INSERT INTO payment_card_tokens (token_hash, bin, last4, brand, expiry_month, expiry_year, scenario, holder_name, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(mins => $9))`,
    [sha256(token), facts.bin, facts.last4, facts.brand, expiry.month, expiry.year, facts.scenario, holderName, TOKEN_TTL_MINUTES],
  )
  return { token, bin: facts.bin, last4: facts.last4, brand: facts.brand, expiryMonth: expiry.month, expiryYear: expiry.year }
}

// ---- pages -----------------------------------------------------------------------------------

const esc = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export interface PageSpec {
  readonly title: string
  readonly intro: string
  readonly postUrl: string
  /** [value, label, field] of the two buttons. */
  readonly buttons: readonly [readonly [string, string], readonly [string, string]]
  readonly field: string
  readonly message: { readonly type: string; readonly idKey: string; readonly id: string; readonly resultKey: string }
  readonly done: Record<string, string>
  readonly answered?: string
}

/** A provider page (3-D Secure, Klarna, captcha): two buttons, the answer posted back and sent to the opener or parent frame. */
export const page = (spec: PageSpec): Response => {
  const nonce = randomBytes(16).toString('base64')
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(spec.title)}</title>
<style nonce="${nonce}">
body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1.5rem;color:#1a1a1a;background:#fff}
main{max-width:26rem;margin:0 auto}h1{font-size:1.25rem;margin:0 0 .75rem}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:2px solid #1a1a1a;background:#fff;color:#1a1a1a;cursor:pointer}
button[value="${esc(spec.buttons[0][0])}"]{background:#1a1a1a;color:#fff}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}button:disabled{opacity:.5;cursor:default}
[role=status]{margin-top:1rem;font-weight:600}
</style></head>
<body><main>
<h1>${esc(spec.title)}</h1>
<p>${esc(spec.intro)}</p>
<form id="answer" method="post" action="${esc(spec.postUrl)}">
<div class="actions">
<button type="submit" name="${esc(spec.field)}" value="${esc(spec.buttons[0][0])}">${esc(spec.buttons[0][1])}</button>
<button type="submit" name="${esc(spec.field)}" value="${esc(spec.buttons[1][0])}">${esc(spec.buttons[1][1])}</button>
</div>
</form>
<p role="status" id="status" aria-live="polite"></p>
</main>
<script nonce="${nonce}">
(function () {
  var form = document.getElementById('answer');
  var status = document.getElementById('status');
  var done = ${scriptJson(spec.done)};
  var answered = ${scriptJson(spec.answered ?? null)};
  function finish(result) {
    var buttons = form.querySelectorAll('button');
    for (var i = 0; i < buttons.length; i++) buttons[i].disabled = true;
    status.textContent = done[result] || 'Done.';
    var message = { type: ${scriptJson(spec.message.type)} };
    message[${scriptJson(spec.message.idKey)}] = ${scriptJson(spec.message.id)};
    message[${scriptJson(spec.message.resultKey)}] = result;
    var target = window.parent && window.parent !== window ? window.parent : window.opener;
    if (target) target.postMessage(message, window.location.origin);
  }
  if (answered) finish(answered);
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var value = event.submitter ? event.submitter.value : ${scriptJson(spec.buttons[1][0])};
    var body = {};
    body[${scriptJson(spec.field)}] = value;
    status.textContent = 'Sending…';
    fetch(form.action, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' })
      .then(function (response) { return response.json().then(function (json) { return { ok: response.ok, json: json }; }); })
      .then(function (r) {
        if (!r.ok) { status.textContent = 'Something went wrong. Please close this window and try again.'; return; }
        finish(r.json[${scriptJson(spec.message.resultKey)}]);
      })
      .catch(function () { status.textContent = 'Something went wrong. Please try again.'; });
  });
})();
</script>
</body></html>`
  return new Response(html, {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': [
        `default-src 'none'`,
        `script-src 'nonce-${nonce}'`,
        `style-src 'nonce-${nonce}'`,
        `connect-src 'self'`,
        `form-action 'self'`,
        `base-uri 'none'`,
        `frame-ancestors 'self'`,
      ].join('; '),
      'x-frame-options': 'SAMEORIGIN',
    },
  })
}

const notFoundPage = (what: string): Response =>
  new Response(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><main><h1>${esc(what)} not found</h1><p>This link has expired or is not valid.</p></main></body></html>`, {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': `default-src 'none'; frame-ancestors 'self'` },
  })

const idParam = (ctx: CallContext, name: string): string => {
  const value = ctx.params[name]
  return typeof value === 'string' ? value : ''
}

const challengePage = async (ctx: CallContext): Promise<Response> => {
  const id = idParam(ctx, 'challengeId')
  const [row] = await ctx.db.query<{ trans_status: 'Y' | 'N' | null }>(`SELECT trans_status FROM payment_challenges WHERE id = $1`, [id])
  if (!row) return notFoundPage('Challenge')
  return page({
    title: 'Confirm your payment',
    intro: 'Your bank asks you to confirm this payment (simulated 3-D Secure). Approve it, or fail the authentication.',
    postUrl: `${ctx.url.pathname}`,
    buttons: [
      ['Y', 'Approve'],
      ['N', 'Fail'],
    ],
    field: 'transStatus',
    message: { type: '3ds-result', idKey: 'challengeId', id, resultKey: 'transStatus' },
    done: { Y: 'Payment confirmed. You can return to the shop.', N: 'Authentication failed. You can return to the shop.' },
    ...(row.trans_status ? { answered: row.trans_status } : {}),
  })
}

const ChallengeAnswer = Schema.Struct({ transStatus: Schema.Literals(['Y', 'N']) })
const KlarnaAnswer = Schema.Struct({ status: Schema.Literals(['approved', 'cancelled']) })

const answerChallenge = async (ctx: CallContext<typeof ChallengeAnswer.Type>): Promise<Reply> => {
  const id = idParam(ctx, 'challengeId')
  const transStatus = ctx.body.transStatus
  const [row] = await ctx.db.query<{ trans_status: 'Y' | 'N' | null }>(`SELECT trans_status FROM payment_challenges WHERE id = $1 FOR UPDATE`, [id])
  if (!row) throw new ApiError(404, 'API404', 'Challenge not found')
  if (row.trans_status) return { body: { challengeId: id, transStatus: row.trans_status } }
  await ctx.db.query(`UPDATE payment_challenges SET trans_status = $2, answered_at = now() WHERE id = $1`, [id, transStatus])
  return { body: { challengeId: id, transStatus } }
}

const klarnaPage = async (ctx: CallContext): Promise<Response> => {
  const id = idParam(ctx, 'sessionId')
  const [row] = await ctx.db.query<{ status: string; amount_minor: number; currency: string; expired: boolean }>(
    `SELECT status, amount_minor, currency, expires_at <= now() AS expired FROM klarna_sessions WHERE id = $1`,
    [id],
  )
  if (!row || row.expired) return notFoundPage('Klarna session')
  const amount = new Intl.NumberFormat('en', { style: 'currency', currency: row.currency }).format(row.amount_minor / 100)
  return page({
    title: 'Pay later with Klarna',
    intro: `Approve paying ${amount} later with Klarna (simulated), or cancel.`,
    postUrl: `${ctx.url.pathname}`,
    buttons: [
      ['approved', 'Approve'],
      ['cancelled', 'Cancel'],
    ],
    field: 'status',
    message: { type: 'klarna-result', idKey: 'sessionId', id, resultKey: 'status' },
    done: { approved: 'Approved. You can return to the shop.', cancelled: 'Cancelled. You can return to the shop.' },
    ...(row.status === 'approved' || row.status === 'cancelled' ? { answered: row.status } : {}),
  })
}

const answerKlarna = async (ctx: CallContext<typeof KlarnaAnswer.Type>): Promise<Reply> => {
  const id = idParam(ctx, 'sessionId')
  const status = ctx.body.status
  const [row] = await ctx.db.query<{ status: string; expired: boolean }>(
    `SELECT status, expires_at <= now() AS expired FROM klarna_sessions WHERE id = $1 FOR UPDATE`,
    [id],
  )
  if (!row || row.expired) throw new ApiError(404, 'API404', 'Klarna session not found or expired')
  if (row.status !== 'pending') return { body: { sessionId: id, status: row.status } }
  await ctx.db.query(`UPDATE klarna_sessions SET status = $2 WHERE id = $1`, [id, status])
  return { body: { sessionId: id, status } }
}

export const paymentRoutes: ReadonlyArray<RouteDef> = [
  // The response carries a token that must not be stored by the idempotency table.
  route('tokenizeCard', { handler: tokenize }),
  { method: 'GET', template: '/v1/3ds/{challengeId}', handler: challengePage },
  ownRoute({ method: 'POST', template: '/v1/3ds/{challengeId}', body: ChallengeAnswer, handler: answerChallenge }),
  { method: 'GET', template: '/v1/klarna/{sessionId}', handler: klarnaPage },
  ownRoute({ method: 'POST', template: '/v1/klarna/{sessionId}', body: KlarnaAnswer, handler: answerKlarna }),
]

export const paymentsService: ServiceDef = { name: 'payments', appId: 'reference-payments', routes: paymentRoutes, specServices: [] }

// ---- the provider's server side, called by the commerce service in process -------------------

export interface AuthorisedCard {
  readonly scenario: CardScenario
  readonly bin: string
  readonly last4: string
  readonly brand: string
  readonly expiryMonth: number
  readonly expiryYear: number
  /** Empty for a token issued before the provider kept the holder's name. */
  readonly holderName: string
}

/** Uses a card token once: undefined when it is unknown, used or expired. */
export const useCardToken = async (tx: Db, token: string): Promise<AuthorisedCard | undefined> => {
  const [row] = await tx.query<AuthorisedCard>(
    `UPDATE payment_card_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING scenario, bin, last4, brand, expiry_month AS "expiryMonth", expiry_year AS "expiryYear", coalesce(holder_name, '') AS "holderName"`,
    [sha256(token)],
  )
  return row
}

/** Opens a 3-D Secure challenge for an order; returns its id and the page's URL. */
export const createChallenge = async (tx: Db, orderNumber: string): Promise<{ challengeId: string; challengeUrl: string }> => {
  const challengeId = newId('ch')
  await tx.query(`INSERT INTO payment_challenges (id, order_number) VALUES ($1, $2)`, [challengeId, orderNumber])
  return { challengeId, challengeUrl: `${readConfig().paymentsPublicUrl}/v1/3ds/${challengeId}` }
}

/** The shopper's answer on the challenge page (undefined while unanswered). */
export const challengeResult = async (tx: Db, challengeId: string): Promise<'Y' | 'N' | undefined> => {
  const [row] = await tx.query<{ trans_status: 'Y' | 'N' | null }>(`SELECT trans_status FROM payment_challenges WHERE id = $1`, [challengeId])
  return row?.trans_status ?? undefined
}

export const createKlarnaSession = async (
  db: Db,
  session: { basketId: string; consumerNo: string; amountMinor: number; currency: string },
): Promise<{ sessionId: string; approvalUrl: string }> => {
  const sessionId = newId('kl')
  await db.query(
    `INSERT INTO klarna_sessions (id, basket_id, consumer_no, amount_minor, currency, status, expires_at)
     VALUES ($1, $2, $3, $4, $5, 'pending', now() + make_interval(mins => $6))`,
    [sessionId, session.basketId, session.consumerNo, session.amountMinor, session.currency, KLARNA_TTL_MINUTES],
  )
  return { sessionId, approvalUrl: `${readConfig().paymentsPublicUrl}/v1/klarna/${sessionId}` }
}

/** Uses an approved Klarna session for exactly this basket, consumer and amount; false otherwise. */
export const useKlarnaSession = async (
  tx: Db,
  sessionId: string,
  expected: { basketId: string; consumerNo: string; amountMinor: number; currency: string },
): Promise<boolean> => {
  const rows = await tx.query(
    `UPDATE klarna_sessions SET status = 'used'
     WHERE id = $1 AND status = 'approved' AND expires_at > now() AND basket_id = $2 AND consumer_no = $3 AND amount_minor = $4 AND currency = $5
     RETURNING id`,
    [sessionId, expected.basketId, expected.consumerNo, expected.amountMinor, expected.currency],
  )
  return rows.length === 1
}
