// Loyalty vouchers (GET /consumers-v3/consumer/loyalty/vouchers, PUT /cart/v1/cart/{basketId}/reward).
// A signed-in loyalty member turns points into a voucher paying part of an order: the vouchers are
// fixed tiers (500 points = 5.00 in the cart's currency, 1,000 = 10.00, 2,500 = 25.00, 5,000 =
// 50.00); the applicable ones are those the member's points reach, and the one the storefront
// offers is the highest of them (spec 000 section 9). A voucher on a cart pays before gift cards, at
// most the order total (`LOYALTY_POINTS` instrument, `totals.appliedRewards`); the points are
// spent at placement with a conditional UPDATE (two orders can never spend the same points) and
// given back when 3-D Secure fails. Codes: REW401 not signed in (a guest token), REW130 not a member,
// REW135 membership not confirmed, REW140 not enough points (when applying or when placing).
// Also the member's loyalty token and the welcome promotion (docs/decisions/0024).
import { createHmac, randomBytes } from 'node:crypto'
import { ApiError, badPayload } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { findBasket, renderCart, touch } from './cartModel.ts'
import { VOUCHER_TIERS, applicableVouchers, memberOf } from './loyaltyPoints.ts'
import { decimal } from './present.ts'
import { memberIdOf } from './token.ts'

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

/** Signs the loyalty tokens (a process secret: a token outlives no restart, and lives 10 minutes anyway). */
const LOYALTY_SECRET = process.env.LOYALTY_TOKEN_SECRET ?? randomBytes(32).toString('hex')
export const LOYALTY_TOKEN_TTL_SECONDS = 600

/**
 * POST /consumers-v3/consumer/loyalty/token { usid }: a token naming the member (their member id, the
 * session id given, the expiry), signed HMAC-SHA-256, for the loyalty programme's pages and the member
 * card shown in store.
 */
const loyaltyToken = async (ctx: SpecContext<'loyaltyToken'>): Promise<Reply> => {
  await memberOf(ctx.db, ctx.consumer)
  const memberId = memberIdOf(ctx.consumer!.consumerNo, 'member')!
  const payload = Buffer.from(JSON.stringify({ memberId, usid: ctx.body.usid ?? null, exp: Math.floor(Date.now() / 1000) + LOYALTY_TOKEN_TTL_SECONDS })).toString('base64url')
  const signature = createHmac('sha256', LOYALTY_SECRET).update(payload).digest('base64url')
  return { body: { loyaltyToken: `${payload}.${signature}`, memberId, expiresIn: LOYALTY_TOKEN_TTL_SECONDS } }
}

/** The welcome code of the seeded promotions (README, "Seeded promotions"). */
export const WELCOME_CODE = 'WELCOME10'

/**
 * GET /consumers-v3/consumer/loyalty/promo/welcome: a confirmed member's welcome code, `available`
 * until one of their orders redeemed it; `notEligible` otherwise. REW401 for a guest.
 */
const welcomePromo = async (ctx: SpecContext<'loyaltyWelcomePromo'>): Promise<Reply> => {
  const consumer = ctx.consumer
  if (!consumer || consumer.tokenType !== 'Registered') throw new ApiError(401, 'REW401', 'Sign in to see the welcome promotion')
  const [row] = await ctx.db.query<{ loyalty_status: string; redeemed: boolean }>(
    `SELECT c.loyalty_status, EXISTS (SELECT 1 FROM basket_coupons bc JOIN baskets b ON b.id = bc.basket_id WHERE b.consumer_no = c.consumer_no AND bc.code = $2 AND bc.redeemed_at IS NOT NULL) AS redeemed
     FROM consumers c WHERE c.consumer_no = $1`,
    [consumer.consumerNo, WELCOME_CODE],
  )
  if (!row || row.loyalty_status !== 'member') return { body: { status: 'notEligible', couponCode: null } }
  return { body: { status: row.redeemed ? 'redeemed' : 'available', couponCode: WELCOME_CODE } }
}

export const loyaltyRoutes: ReadonlyArray<RouteDef> = [
  route('loyaltyToken', { handler: loyaltyToken }),
  route('loyaltyWelcomePromo', { handler: welcomePromo }),
  route('loyaltyVouchers', { handler: vouchers }),
  route('cartApplyReward', { handler: applyReward }),
]
