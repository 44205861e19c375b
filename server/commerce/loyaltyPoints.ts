// Loyalty points as the cart and orders use them: the voucher tiers, the caller as a member, the
// voucher a cart applies, and spending or giving back points at placement (see loyalty.ts for the calls).
import type { Db } from '../db/db.ts'
import { ApiError } from '../http/errors.ts'
import type { Consumer } from '../http/types.ts'

export const VOUCHER_TIERS: ReadonlyArray<{ readonly points: number; readonly amountMinor: number }> = [
  { points: 5000, amountMinor: 5000 },
  { points: 2500, amountMinor: 2500 },
  { points: 1000, amountMinor: 1000 },
  { points: 500, amountMinor: 500 },
]

/** The vouchers `points` reach, highest first: the first is the one offered. */
export const applicableVouchers = (points: number) => VOUCHER_TIERS.filter((t) => t.points <= points)

interface Member {
  readonly points: number
}

/** The caller as a confirmed loyalty member, or the REW code that says why not. */
export const memberOf = async (db: Db, consumer: Consumer | undefined): Promise<Member> => {
  if (!consumer || consumer.tokenType !== 'Registered') throw new ApiError(401, 'REW401', 'Sign in to use loyalty vouchers')
  const [row] = await db.query<{ loyalty_status: string; loyalty_points: number }>(`SELECT loyalty_status, loyalty_points FROM consumers WHERE consumer_no = $1`, [consumer.consumerNo])
  // 400, not 403: a 403 with an appId is the bot-protection layer's (spec 001 section 8).
  if (!row || row.loyalty_status === 'none') throw new ApiError(400, 'REW130', 'This account is not a loyalty member')
  if (row.loyalty_status === 'unconfirmed') throw new ApiError(400, 'REW135', 'The loyalty membership is not confirmed yet')
  return { points: row.loyalty_points }
}

/** The voucher a cart applies (points and value), if any. */
export const cartVoucher = async (db: Db, basketId: string): Promise<{ readonly points: number; readonly amountMinor: number } | undefined> => {
  const [row] = await db.query<{ reward_points: number | null }>(`SELECT reward_points FROM baskets WHERE id = $1`, [basketId])
  return VOUCHER_TIERS.find((t) => t.points === row?.reward_points)
}

/** At placement, inside the order's transaction: spends the voucher's points or fails with REW140. */
export const spendPoints = async (tx: Db, consumerNo: string, points: number): Promise<void> => {
  const spent = await tx.query(`UPDATE consumers SET loyalty_points = loyalty_points - $2 WHERE consumer_no = $1 AND loyalty_points >= $2 RETURNING consumer_no`, [consumerNo, points])
  if (spent.length === 0) throw new ApiError(400, 'REW140', 'Not enough points left for the voucher on this cart', { points })
}

/** Gives back the points of an order that failed. */
export const returnPoints = async (tx: Db, consumerNo: string, points: number): Promise<void> => {
  await tx.query(`UPDATE consumers SET loyalty_points = loyalty_points + $2 WHERE consumer_no = $1`, [consumerNo, points])
}
