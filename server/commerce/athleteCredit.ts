// The athlete payment (spec 000 sections 3 and 6, docs/decisions/0030): an athlete's annual credit
// (`athlete_annual_credit_minor`, what they spent of it `athlete_current_spend_minor`) pays part or
// all of an order as the `ATHLETES_PAYMENT` instrument. Applied to a cart it is a flag on the basket
// (`POST …/paymentInstruments { payment_method_id: ATHLETES_PAYMENT }`); the amount is computed each
// time the cart is rendered: the credit remaining, at most what is left to pay after the loyalty
// voucher. The credit is spent at placement with a conditional UPDATE (two orders never spend it
// twice) and given back when the order fails (3-D Secure refused or abandoned).
// Refusals: 400 PAY400 for a shopper who is not an athlete or has no credit left; 402 PYT400 at
// placement when the credit no longer covers the part the cart showed.
import type { Db } from '../db/db.ts'
import { ApiError } from '../http/errors.ts'

export interface AthleteCredit {
  readonly annualCreditMinor: number
  readonly spentMinor: number
  readonly remainingMinor: number
}

/** The athlete's credit, or undefined for a shopper who is not an athlete. */
export const athleteCreditOf = async (db: Db, consumerNo: string): Promise<AthleteCredit | undefined> => {
  const [row] = await db.query<{ credit: number | null; spent: number }>(
    `SELECT athlete_annual_credit_minor AS credit, athlete_current_spend_minor AS spent FROM consumers WHERE consumer_no = $1`,
    [consumerNo],
  )
  if (!row || row.credit === null) return undefined
  return { annualCreditMinor: row.credit, spentMinor: row.spent, remainingMinor: Math.max(0, row.credit - row.spent) }
}

/** The credit remaining when the basket pays with it (its owner an athlete), else undefined. */
export const cartAthleteCredit = async (db: Db, basket: { readonly id: string; readonly consumer_no: string }): Promise<AthleteCredit | undefined> => {
  const [row] = await db.query<{ athlete_payment: boolean }>(`SELECT athlete_payment FROM baskets WHERE id = $1`, [basket.id])
  return row?.athlete_payment ? athleteCreditOf(db, basket.consumer_no) : undefined
}

/** Marks the basket as paying with the athlete credit; PAY400 for a shopper with no credit to pay with. */
export const applyAthletePayment = async (db: Db, basket: { readonly id: string; readonly consumer_no: string }): Promise<void> => {
  const credit = await athleteCreditOf(db, basket.consumer_no)
  if (!credit) throw new ApiError(400, 'PAY400', 'The athlete payment is only for athletes', { paymentMethodId: 'ATHLETES_PAYMENT', reason: 'notAthlete' })
  if (credit.remainingMinor === 0) throw new ApiError(400, 'PAY400', 'No athlete credit is left this year', { paymentMethodId: 'ATHLETES_PAYMENT', reason: 'noCreditLeft' })
  await db.query(`UPDATE baskets SET athlete_payment = true WHERE id = $1`, [basket.id])
}

/** Takes the athlete payment off the basket; false when it had none. */
export const removeAthletePayment = async (db: Db, basketId: string): Promise<boolean> =>
  (await db.query(`UPDATE baskets SET athlete_payment = false WHERE id = $1 AND athlete_payment RETURNING id`, [basketId])).length > 0

/** At placement, inside the order's transaction: spends `amountMinor` of the credit or fails with PYT400. */
export const spendAthleteCredit = async (tx: Db, consumerNo: string, amountMinor: number): Promise<void> => {
  const spent = await tx.query(
    `UPDATE consumers SET athlete_current_spend_minor = athlete_current_spend_minor + $2
     WHERE consumer_no = $1 AND athlete_annual_credit_minor - athlete_current_spend_minor >= $2 RETURNING consumer_no`,
    [consumerNo, amountMinor],
  )
  if (spent.length === 0) throw new ApiError(402, 'PYT400', 'The athlete credit no longer covers its part of the order; review your payment', { paymentMethodId: 'ATHLETES_PAYMENT' })
}

/** Gives back the credit an order that failed had spent. */
export const returnAthleteCredit = async (tx: Db, consumerNo: string, amountMinor: number): Promise<void> => {
  await tx.query(`UPDATE consumers SET athlete_current_spend_minor = GREATEST(0, athlete_current_spend_minor - $2) WHERE consumer_no = $1`, [consumerNo, amountMinor])
}
