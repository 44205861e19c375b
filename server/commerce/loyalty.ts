// Loyalty vouchers (GET /consumers-v3/consumer/loyalty/vouchers, PUT /cart/v1/cart/{basketId}/reward).
// A signed-in loyalty member turns points into a voucher paying part of an order: the vouchers are
// fixed tiers (500 points = 5.00 in the cart's currency, 1,000 = 10.00, 2,500 = 25.00, 5,000 =
// 50.00); the applicable ones are those the member's points reach, and the one the storefront
// offers is the highest of them (spec 000 section 9). A voucher on a cart pays before gift cards, at
// most the order total (`LOYALTY_POINTS` instrument, `totals.appliedRewards`); the points are
// spent at placement with a conditional UPDATE (two orders can never spend the same points) and
// given back when 3-D Secure fails. Codes: REW401 not signed in (a guest token), REW130 not a member,
// REW135 membership not confirmed, REW140 not enough points (when applying or when placing).
import { ApiError, badPayload } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { findBasket, renderCart, touch } from './cartModel.ts'
import { VOUCHER_TIERS, applicableVouchers, memberOf } from './loyaltyPoints.ts'
import { decimal } from './present.ts'

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

export const loyaltyRoutes: ReadonlyArray<RouteDef> = [
  route('loyaltyVouchers', { handler: vouchers }),
  route('cartApplyReward', { handler: applyReward }),
]
