// Test hooks (DECISIONS 10): fault injection and admin calls for tests and demos, mounted at
// /api/__test only when REFERENCE_TEST_HOOKS=1 (otherwise every such path is 404 API404).
//   POST   /api/__test/faults       { call: "POST /cart/v1/item" | "*", times?: 1, status?, errorId?, delayMs? }
//          the next `times` requests of that call (method + template of calls.tsv) are delayed
//          and/or answered with the error (BSK404 → 404, AUT498 → 401, a bare 409 → AUT409 ...)
//   GET    /api/__test/faults       pending faults;  DELETE /api/__test/faults  clears them
//   POST   /api/__test/stock        { sku, stock }  sets a variant's online stock (e.g. to 0 between cart and placement)
//   POST   /api/__test/price        { productId, currency, currentMinor }  a merchandiser's price change (published to the change feed)
//   POST   /api/__test/giftCard     { number, pin, currency, balance, expiresOn? }  creates or resets a gift card
//   POST   /api/__test/expireToken  { accessToken } expires a token now
//   GET    /api/__test/notifications?sku=…  the back-in-stock sign-ups stored for a variant
//   POST   /api/__test/orderStatus  { orderNumber, status: SHIPPED | DELIVERED }  the warehouse's part:
//                                    ships (carrier, tracking number) or delivers an order
//   GET    /api/__test/mail?to=     the mail outbox's e-mails to that address, newest first (their links)
//   POST   /api/__test/reseed       replaces all data with a fresh seed (the seeded accounts come back
//                                    with their addresses and cards, failed sign-ins reset)
// Faults live in the database (test_faults), so every process sharing it sees them.
import { publishChange } from '../lib/changes.ts'
import type { Db } from '../db/db.ts'
import { ApiError, badPayload, notFound } from '../http/errors.ts'
import { Schema } from 'effect'
import { ownRoute, type CallContext, type Reply, type RouteDef } from '../http/types.ts'
import { hashToken } from '../commerce/token.ts'
import { upsertGiftCard } from '../commerce/giftCards.ts'
import { advanceOrder } from '../commerce/orderCalls.ts'
import { reseed } from '../seed/seed.ts'

const STATUS_OF: Record<string, number> = { BSK404: 404, AUT498: 401, AUT409: 409, IDM409: 409, GEN500: 500 }
const ERROR_OF: Record<number, string> = { 409: 'AUT409', 404: 'BSK404', 401: 'AUT498', 500: 'GEN500' }

/** Takes the next pending fault for a call ("METHOD /template"); applies its delay; throws its error. */
export const applyFault = async (db: Db, call: string): Promise<void> => {
  const [fault] = await db.query<{ status: number | null; error_id: string | null; delay_ms: number }>(
    `UPDATE test_faults SET remaining = remaining - 1
     WHERE id = (SELECT id FROM test_faults WHERE (call = $1 OR call = '*') AND remaining > 0 ORDER BY id LIMIT 1)
     RETURNING status, error_id, delay_ms`,
    [call],
  )
  if (!fault) return
  if (fault.delay_ms > 0) await new Promise((resolve) => setTimeout(resolve, fault.delay_ms))
  if (fault.status === null && fault.error_id === null) return
  const status = fault.status ?? STATUS_OF[fault.error_id ?? ''] ?? 500
  const errorId = fault.error_id ?? ERROR_OF[status] ?? 'GEN500'
  throw new ApiError(status, errorId, `Injected fault ${errorId} (test hooks)`)
}

// The bodies of the hooks, decoded by the router before a handler runs.
const FaultBody = Schema.Struct({
  call: Schema.String,
  times: Schema.optional(Schema.Number),
  status: Schema.optional(Schema.NullOr(Schema.Number)),
  errorId: Schema.optional(Schema.NullOr(Schema.String)),
  delayMs: Schema.optional(Schema.Number),
})
const StockBody = Schema.Struct({ sku: Schema.String, stock: Schema.Number })
const TokenBody = Schema.Struct({ accessToken: Schema.String })
const LoyaltyBody = Schema.Struct({ accessToken: Schema.String, status: Schema.Literals(['none', 'unconfirmed', 'member']), points: Schema.Number })
const SettingsBody = Schema.Struct({ shippingAddressCaptcha: Schema.Boolean })
const ProductBody = Schema.Struct({ productId: Schema.String, discontinued: Schema.Boolean })
const PriceBody = Schema.Struct({ productId: Schema.String, currency: Schema.Literals(['USD', 'GBP', 'EUR', 'CAD']), currentMinor: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100_000_000 })) })
const OrderStatusBody = Schema.Struct({ orderNumber: Schema.String, status: Schema.Literals(['SHIPPED', 'DELIVERED']) })
const GiftCardBody = Schema.Struct({
  number: Schema.String,
  pin: Schema.String,
  currency: Schema.Literals(['USD', 'CAD', 'GBP', 'EUR']),
  balance: Schema.Number,
  expiresOn: Schema.optional(Schema.String),
})

const addFault = async (ctx: CallContext<typeof FaultBody.Type>): Promise<Reply> => {
  const body = ctx.body
  if (!/^(\*|(GET|POST|PUT|PATCH|DELETE) \/\S*)$/.test(body.call)) throw badPayload('call must be "*" or "METHOD /path/template"')
  const times = body.times ?? 1
  const status = body.status ?? null
  const errorId = body.errorId ?? null
  const delayMs = body.delayMs ?? 0
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) throw badPayload('times must be a whole number of at least 1')
  if (status !== null && (typeof status !== 'number' || status < 400 || status > 599)) throw badPayload('status must be 400–599')
  if (errorId !== null && typeof errorId !== 'string') throw badPayload('errorId must be a string')
  if (typeof delayMs !== 'number' || delayMs < 0 || delayMs > 60_000) throw badPayload('delayMs must be 0–60000')
  if (status === null && errorId === null && delayMs === 0) throw badPayload('give a status, an errorId or a delayMs')
  const [row] = await ctx.db.query(
    `INSERT INTO test_faults (call, remaining, status, error_id, delay_ms) VALUES ($1, $2, $3, $4, $5) RETURNING id, call, remaining, status, error_id AS "errorId", delay_ms AS "delayMs"`,
    [body.call, times, status, errorId, delayMs],
  )
  return { status: 201, body: row }
}

const listFaults = async (ctx: CallContext): Promise<Reply> => ({
  body: {
    faults: await ctx.db.query(
      `SELECT id, call, remaining, status, error_id AS "errorId", delay_ms AS "delayMs" FROM test_faults WHERE remaining > 0 ORDER BY id`,
    ),
  },
})

/** GET /notifications?sku=…: the back-in-stock sign-ups of a variant (what the warehouse's restock run would send). */
const listStockNotifications = async (ctx: CallContext): Promise<Reply> => {
  const sku = ctx.query.get('sku')
  if (!sku) throw badPayload('sku is required')
  return {
    body: {
      notifications: await ctx.db.query(
        `SELECT id, sku, email, site_id AS "siteId", created_at AS "createdAt" FROM stock_notifications WHERE sku = $1 ORDER BY created_at, id`,
        [sku],
      ),
    },
  }
}

const clearFaults = async (ctx: CallContext): Promise<Reply> => {
  await ctx.db.query(`DELETE FROM test_faults`)
  return { body: { faults: [] } }
}

const setStock = async (ctx: CallContext<typeof StockBody.Type>): Promise<Reply> => {
  const body = ctx.body
  if (!Number.isInteger(body.stock) || body.stock < 0) throw badPayload('stock must be a whole number of at least 0')
  const [row] = await ctx.db.query<{ sku: string; stock: number; product_id: string }>(`UPDATE variants SET stock = $2 WHERE sku = $1 RETURNING sku, stock, product_id`, [body.sku, body.stock])
  if (!row) throw notFound(`Variant ${body.sku}`)
  await publishChange(ctx.db, { kind: 'stock', productIds: [row.product_id] })
  return { body: { sku: row.sku, stock: row.stock } }
}

const expireToken = async (ctx: CallContext<typeof TokenBody.Type>): Promise<Reply> => {
  const token = ctx.body.accessToken
  const [row] = await ctx.db.query(`UPDATE tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1 RETURNING consumer_no`, [hashToken(token)])
  if (!row) throw notFound('Token')
  return { body: { expired: true } }
}

/**
 * Makes a token's consumer a signed-in shopper with a loyalty status and points, without an account
 * to sign in to (tests that need any member; the seeded accounts sign in for real):
 * `{ accessToken, status: none|unconfirmed|member, points }`.
 */
const setLoyalty = async (ctx: CallContext<typeof LoyaltyBody.Type>): Promise<Reply> => {
  const body = ctx.body
  if (!Number.isInteger(body.points) || body.points < 0) throw badPayload('points must be a whole number of at least 0')
  const [token] = await ctx.db.query<{ consumer_no: string }>(`UPDATE tokens SET token_type = 'Registered' WHERE token_hash = $1 RETURNING consumer_no`, [hashToken(body.accessToken)])
  if (!token) throw notFound('Token')
  await ctx.db.query(`UPDATE consumers SET consumer_type = 'REGISTERED', loyalty_status = $2, loyalty_points = $3 WHERE consumer_no = $1`, [token.consumer_no, body.status, body.points])
  return { body: { consumerNo: token.consumer_no, status: body.status, points: body.points } }
}

/** Switches a feature setting of the running services: `{ shippingAddressCaptcha: boolean }`. */
const setSettings = async (ctx: CallContext<typeof SettingsBody.Type>): Promise<Reply> => {
  const body = ctx.body
  if (body.shippingAddressCaptcha) process.env.SHIPPING_ADDRESS_CAPTCHA = '1'
  else delete process.env.SHIPPING_ADDRESS_CAPTCHA
  return { body: { shippingAddressCaptcha: body.shippingAddressCaptcha } }
}

/** Takes a product out of the range or back: `{ productId, discontinued }`. */
const setProduct = async (ctx: CallContext<typeof ProductBody.Type>): Promise<Reply> => {
  const body = ctx.body
  const [row] = await ctx.db.query(`UPDATE products SET discontinued = $2 WHERE id = $1 RETURNING id, discontinued`, [body.productId, body.discontinued])
  if (!row) throw notFound(`Product ${body.productId}`)
  await publishChange(ctx.db, { kind: 'product', productIds: [body.productId] })
  return { body: row }
}

/** Sets a product's price in one currency (minor units), as a merchandiser's price change would. */
const setPrice = async (ctx: CallContext<typeof PriceBody.Type>): Promise<Reply> => {
  const body = ctx.body
  const [row] = await ctx.db.query(
    `UPDATE product_prices SET current_minor = $3, original_minor = GREATEST(original_minor, $3) WHERE product_id = $1 AND currency = $2 RETURNING product_id, currency, current_minor, original_minor`,
    [body.productId, body.currency, body.currentMinor],
  )
  if (!row) throw notFound(`Price of ${body.productId} in ${body.currency}`)
  await publishChange(ctx.db, { kind: 'product', productIds: [body.productId] })
  return { body: row }
}

const setGiftCard = async (ctx: CallContext<typeof GiftCardBody.Type>): Promise<Reply> => {
  const body = ctx.body
  if (!/^\d{12,19}$/.test(body.number.replace(/\s/g, ''))) throw badPayload('number must be 12 to 19 digits')
  if (!/^\d{4,8}$/.test(body.pin)) throw badPayload('pin must be 4 to 8 digits')
  if (body.balance < 0) throw badPayload('balance must be a decimal amount of at least 0')
  if (body.expiresOn !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(body.expiresOn)) throw badPayload('expiresOn must be YYYY-MM-DD')
  await upsertGiftCard(ctx.db, {
    number: body.number,
    pin: body.pin,
    currency: body.currency,
    balanceMinor: Math.round(body.balance * 100),
    expiresOn: body.expiresOn ?? null,
  })
  return { status: 201, body: { number: body.number.replace(/\s/g, ''), balance: body.balance, currency: body.currency } }
}

const reseedAll = async (ctx: CallContext): Promise<Reply> => {
  const report = await reseed(ctx.db)
  await publishChange(ctx.db, { kind: 'all' })
  return { body: report }
}

const setOrderStatus = async (ctx: CallContext<typeof OrderStatusBody.Type>): Promise<Reply> => ({
  body: { orderNumber: ctx.body.orderNumber, status: await advanceOrder(ctx.db, ctx.body.orderNumber, ctx.body.status) },
})
/** The e-mails the services wrote to the mail outbox for an address, newest first (tests read the links). */
const mailTo = async (ctx: CallContext): Promise<Reply> => {
  const to = (ctx.query.get('to') ?? '').trim().toLowerCase()
  if (to === '' || to.length > 254) throw badPayload('to must be an e-mail address')
  return {
    body: {
      mails: await ctx.db.query(
        `SELECT id, to_address AS "to", site_id AS "siteId", template, subject, body_text AS "text", link, created_at AS "createdAt" FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 20`,
        [to],
      ),
    },
  }
}


export const testHookRoutes: ReadonlyArray<RouteDef> = [
  ownRoute({ method: 'POST', template: '/faults', body: FaultBody, handler: addFault }),
  { method: 'GET', template: '/faults', handler: listFaults },
  { method: 'DELETE', template: '/faults', handler: clearFaults },
  { method: 'GET', template: '/notifications', handler: listStockNotifications },
  ownRoute({ method: 'POST', template: '/stock', body: StockBody, handler: setStock }),
  ownRoute({ method: 'POST', template: '/expireToken', body: TokenBody, handler: expireToken }),
  ownRoute({ method: 'POST', template: '/giftCard', body: GiftCardBody, handler: setGiftCard }),
  ownRoute({ method: 'POST', template: '/loyalty', body: LoyaltyBody, handler: setLoyalty }),
  ownRoute({ method: 'POST', template: '/product', body: ProductBody, handler: setProduct }),
  ownRoute({ method: 'POST', template: '/price', body: PriceBody, handler: setPrice }),
  ownRoute({ method: 'POST', template: '/settings', body: SettingsBody, handler: setSettings }),
  ownRoute({ method: 'POST', template: '/orderStatus', body: OrderStatusBody, handler: setOrderStatus }),
  { method: 'GET', template: '/mail', handler: mailTo },
  { method: 'POST', template: '/reseed', handler: reseedAll },
]
