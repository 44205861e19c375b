// A registered shopper's saved cards (docs/decisions/0015): GET /consumers-v3/consumer/payment_instruments
// ?payment_method_id=CREDIT_CARD lists them (main first, then the most recent); POST saves the card
// behind a single-use provider token (the token is used up, as at placement); PATCH
// …/{paymentInstrumentId} { main: true } makes one main; DELETE removes one. At most one card is
// main: the first saved becomes main, `main: true` moves it, and removing the main card makes the
// most recently saved remaining card main. A card keeps only what the provider's token kept
// (brand, BIN, last four, holder, expiry, test scenario), never a number. Registered tokens only
// (a guest is 401 AUT404); another consumer's card is 404 PYT404, never data.
//   400 PYT404  the token is unknown, used or expired;  409 PYT300  the same card (BIN, last four,
//   expiry) is already saved;  400 AUT403  captcha refused (only when the captcha feature is on)
// Placement pays with a saved card through `savedCardToPay` (orders.ts): PYT404 when it is not the
// caller's, FE309 once expired; its scenario then plays exactly as a token's would.
import { randomBytes } from 'node:crypto'
import type { SavedCard, SavedCardsResponse } from '../../src/contract/schemas/account.ts'
import { readConfig } from '../lib/config.ts'
import type { Db } from '../db/db.ts'
import { ApiError, badPayload } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { useCardToken, type CardScenario } from '../payments/provider.ts'
import { requireCaptcha } from './captcha.ts'
import { registeredOf } from './token.ts'

interface CardRow {
  payment_instrument_id: string
  brand: string
  bin: string
  last4: string
  holder_name: string
  expiry_month: number
  expiry_year: number
  scenario: CardScenario
  main: boolean
}

const COLUMNS = 'payment_instrument_id, brand, bin, last4, holder_name, expiry_month, expiry_year, scenario, main'

/** Past its expiry month (the card is valid through the end of that month), in UTC. */
export const cardExpired = (month: number, year: number, now: Date = new Date()): boolean => year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1

const present = (r: CardRow): SavedCard => ({
  paymentInstrumentId: r.payment_instrument_id,
  payment_method_id: 'CREDIT_CARD',
  brand: r.brand,
  bin: r.bin,
  last4: r.last4,
  maskedNumber: `${r.brand} **** ${r.last4}`,
  holderName: r.holder_name,
  expiryMonth: r.expiry_month,
  expiryYear: r.expiry_year,
  main: r.main,
  expired: cardExpired(r.expiry_month, r.expiry_year),
})

const listCards = async (db: Db, consumerNo: string): Promise<SavedCardsResponse> => ({
  paymentInstruments: (await db.query<CardRow>(`SELECT ${COLUMNS} FROM saved_cards WHERE consumer_no = $1 ORDER BY main DESC, seq DESC`, [consumerNo])).map(present),
})

const notFound = (id: string) => new ApiError(404, 'PYT404', `Payment instrument ${id} not found`)

/** Serialises the main-card rules of one consumer (two saves at once cannot both be "the first"). */
const lockConsumer = (tx: Db, consumerNo: string) => tx.query(`SELECT consumer_no FROM consumers WHERE consumer_no = $1 FOR UPDATE`, [consumerNo])

/**
 * Saves the card behind a single-use provider token for a consumer and answers it. `id` is for the
 * seed only (stable ids for the seeded accounts' cards); a shopper's card gets a random one.
 */
export const saveCardFromToken = async (tx: Db, consumerNo: string, token: string, options: { main?: boolean; id?: string } = {}): Promise<SavedCard> => {
  await lockConsumer(tx, consumerNo)
  const card = await useCardToken(tx, token)
  if (!card) throw new ApiError(400, 'PYT404', 'The card token is unknown, used or expired')
  const [same] = await tx.query(`SELECT 1 FROM saved_cards WHERE consumer_no = $1 AND bin = $2 AND last4 = $3 AND expiry_month = $4 AND expiry_year = $5`, [
    consumerNo,
    card.bin,
    card.last4,
    card.expiryMonth,
    card.expiryYear,
  ])
  if (same) throw new ApiError(409, 'PYT300', `${card.brand} **** ${card.last4} is already saved`)
  const [{ n }] = (await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM saved_cards WHERE consumer_no = $1`, [consumerNo])) as [{ n: number }]
  const main = options.main === true || n === 0
  if (main) await tx.query(`UPDATE saved_cards SET main = false WHERE consumer_no = $1 AND main`, [consumerNo])
  const [row] = await tx.query<CardRow>(
    `INSERT INTO saved_cards (payment_instrument_id, consumer_no, brand, bin, last4, holder_name, expiry_month, expiry_year, scenario, main)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
    [options.id ?? `pi_${randomBytes(12).toString('base64url')}`, consumerNo, card.brand, card.bin, card.last4, card.holderName, card.expiryMonth, card.expiryYear, card.scenario, main],
  )
  return present(row!)
}

/** The caller's saved card to pay an order with: 400 PYT404 when it is not theirs (or unknown), 400 FE309 once expired. */
export const savedCardToPay = async (tx: Db, consumerNo: string, paymentInstrumentId: unknown): Promise<{ brand: string; last4: string; scenario: CardScenario }> => {
  if (typeof paymentInstrumentId !== 'string' || paymentInstrumentId === '') throw new ApiError(400, 'PYT404', 'The saved card is missing')
  const [row] = await tx.query<CardRow>(`SELECT ${COLUMNS} FROM saved_cards WHERE payment_instrument_id = $1 AND consumer_no = $2`, [paymentInstrumentId, consumerNo])
  if (!row) throw new ApiError(400, 'PYT404', 'The saved card is not known')
  if (cardExpired(row.expiry_month, row.expiry_year)) throw new ApiError(400, 'FE309', `${row.brand} **** ${row.last4} has expired`, { field: 'expiry', paymentInstrumentId })
  return { brand: row.brand, last4: row.last4, scenario: row.scenario }
}

// ---- calls ------------------------------------------------------------------------------------

const list = async (ctx: SpecContext<'paymentInstrumentsGet'>): Promise<Reply> => {
  const consumer = registeredOf(ctx)
  const method = ctx.query.get('payment_method_id')
  if (method !== 'CREDIT_CARD' && method !== 'REWARD_CODE' && method !== 'REWARD_CARD') throw badPayload('payment_method_id must be CREDIT_CARD, REWARD_CODE or REWARD_CARD')
  // Reward codes and cards are not kept yet: an empty list, not an error.
  return { body: method === 'CREDIT_CARD' ? await listCards(ctx.db, consumer.consumerNo) : ({ paymentInstruments: [] } satisfies SavedCardsResponse) }
}

const save = async (ctx: SpecContext<'paymentInstrumentAdd'>): Promise<Reply> => {
  const consumer = registeredOf(ctx)
  const body = ctx.body
  if (readConfig().shippingAddressCaptcha) requireCaptcha(body.recaptcha_response)
  if (body.cardToken === '' || body.cardToken.length > 200) throw badPayload('cardToken is required')
  return { status: 201, body: await saveCardFromToken(ctx.db, consumer.consumerNo, body.cardToken, { main: body.main === true }) }
}

const makeMain = async (ctx: SpecContext<'paymentInstrumentUpdate'>): Promise<Reply> => {
  const consumer = registeredOf(ctx)
  const id = String(ctx.params.paymentInstrumentId ?? '')
  await lockConsumer(ctx.db, consumer.consumerNo)
  const [card] = await ctx.db.query(`SELECT 1 FROM saved_cards WHERE payment_instrument_id = $1 AND consumer_no = $2`, [id, consumer.consumerNo])
  if (!card) throw notFound(id)
  await ctx.db.query(`UPDATE saved_cards SET main = false WHERE consumer_no = $1 AND main AND payment_instrument_id <> $2`, [consumer.consumerNo, id])
  await ctx.db.query(`UPDATE saved_cards SET main = true WHERE payment_instrument_id = $1`, [id])
  return { body: await listCards(ctx.db, consumer.consumerNo) }
}

const remove = async (ctx: SpecContext<'paymentInstrumentRemove'>): Promise<Reply> => {
  const consumer = registeredOf(ctx)
  const id = String(ctx.params.paymentInstrumentId ?? '')
  await lockConsumer(ctx.db, consumer.consumerNo)
  const [removed] = await ctx.db.query<{ main: boolean }>(`DELETE FROM saved_cards WHERE payment_instrument_id = $1 AND consumer_no = $2 RETURNING main`, [id, consumer.consumerNo])
  if (!removed) throw notFound(id)
  if (removed.main)
    await ctx.db.query(
      `UPDATE saved_cards SET main = true WHERE payment_instrument_id = (SELECT payment_instrument_id FROM saved_cards WHERE consumer_no = $1 ORDER BY seq DESC LIMIT 1)`,
      [consumer.consumerNo],
    )
  return { body: await listCards(ctx.db, consumer.consumerNo) }
}

export const savedCardRoutes: ReadonlyArray<RouteDef> = [
  route('paymentInstrumentsGet', { handler: list }),
  route('paymentInstrumentAdd', { handler: save }),
  route('paymentInstrumentUpdate', { handler: makeMain }),
  route('paymentInstrumentRemove', { handler: remove }),
]
