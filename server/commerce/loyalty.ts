// Loyalty vouchers (GET /consumers-v3/consumer/loyalty/vouchers, PUT /cart/v1/cart/{basketId}/reward).
// A signed-in loyalty member turns points into a voucher paying part of an order: the vouchers are
// fixed tiers (500 points = 5.00 in the cart's currency, 1,000 = 10.00, 2,500 = 25.00, 5,000 =
// 50.00); the applicable ones are those the member's points reach, and the one the storefront
// offers is the highest of them (spec 000 section 9). A voucher on a cart pays before gift cards, at
// most the order total (`LOYALTY_POINTS` instrument, `totals.appliedRewards`); the points are
// spent at placement with a conditional UPDATE (two orders can never spend the same points) and
// given back when 3-D Secure fails. Codes: REW401 not signed in (a guest token), REW130 not a member,
// REW135 membership not confirmed, REW140 not enough points (when applying or when placing).
import type { Db } from '../db/db.ts'
import { ApiError, badPayload } from '../http/errors.ts'
import { route, type CallContext, type Consumer, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { findBasket, renderCart, touch } from './cart.ts'
import { decimal } from './present.ts'

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
const memberOf = async (db: Db, consumer: Consumer | undefined): Promise<Member> => {
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

const vouchers = async (ctx: SpecContext<'loyaltyVouchers'>): Promise<Reply> => {
  const site = ctx.site()
  const member = await memberOf(ctx.db, ctx.consumer)
  return {
    body: {
      currentLoyaltyPoints: member.points,
      applicableLoyaltyVouchers: applicableVouchers(member.points).map((t) => ({ points: t.points, amountInCurrency: decimal(t.amountMinor), currency: site.currency })),
    },
  }
}

const applyReward = async (ctx: SpecContext<'cartApplyReward'>): Promise<Reply> => {
  const site = ctx.site()
  const consumer = ctx.consumer
  const basket = await findBasket(ctx.db, ctx.params.basketId as string, consumer!, site, true)
  const voucher = ctx.body.appliedLoyaltyVoucher
  if (voucher === null) {
    await ctx.db.query(`UPDATE baskets SET reward_points = NULL WHERE id = $1`, [basket.id])
    return { body: await renderCart(ctx.db, await touch(ctx.db, basket), site) }
  }
  const points = voucher.points
  const tier = VOUCHER_TIERS.find((t) => t.points === points)
  if (!tier) throw badPayload(`appliedLoyaltyVoucher.points must be one of ${VOUCHER_TIERS.map((t) => t.points).join(', ')}, or appliedLoyaltyVoucher null to remove it`)
  const member = await memberOf(ctx.db, consumer)
  if (member.points < tier.points) throw new ApiError(400, 'REW140', 'Not enough points for this voucher', { points: tier.points, balance: member.points })
  await ctx.db.query(`UPDATE baskets SET reward_points = $2 WHERE id = $1`, [basket.id, tier.points])
  return { body: await renderCart(ctx.db, await touch(ctx.db, basket), site) }
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

export const loyaltyRoutes: ReadonlyArray<RouteDef> = [
  route('loyaltyVouchers', { auth: true, handler: vouchers }),
  route('cartApplyReward', { auth: true, handler: applyReward }),
]
