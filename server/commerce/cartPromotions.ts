// Promotions on a stored cart (docs/decisions/0010-promotions.md): loads what promotions.ts needs
// (lines with their category ancestors, the brand's promotions in the cart's currency, the cart's
// coupons), keeps the gift-with-purchase bonus lines in step with the outcome, and hands renderCart
// the fields of the contract (src/contract/schemas/cart.ts). Also the coupon calls' rules (PUT/DELETE
// /cart/v1/coupon), the GWP403 guards, and redeemCoupons for order placement.
//
// Codes (pairing of the spec's list, in its order): PRM130 unknown code, PRM135 not started yet,
// PRM140 redemption limit reached, PRM150 single-use coupon already redeemed, PRM155 expired,
// PRM160 not valid for this brand or currency, PRM175 failed (removing a code that is not on the
// cart, or a sixth code), PRM416 already applied (the code, or another code of its promotion).
import type { Cart, CartItem, CartTotals } from '../../src/contract/schemas/cart.ts'
import { LOCALE_INFO, type Currency, type Locale } from '../../src/contract/site/sites.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { ApiError, badPayload } from '../http/errors.ts'
import type { TotalsMinor, TotalsOptions } from './cartTotals.ts'
import { lineAdjustments } from './lineAdjustments.ts'
import { decimal } from './present.ts'
import { formatMinor } from './shopRules.ts'
import {
  evaluatePromotions,
  type AppliedAmount,
  type CartCoupon,
  type PromoLine,
  type Promotion,
  type PromotionLevel,
  type PromotionKind,
  type PromotionOutcome,
} from './promotions.ts'

/** At most this many codes on one cart; a sixth is PRM175. */
export const MAX_COUPONS_PER_CART = 5
const MAX_CODE_LENGTH = 64

const prm = (errorId: string, message: string) => new ApiError(400, errorId, message)

/** Shoppers' input: trimmed, upper case (codes are case-insensitive). */
export const normaliseCode = (raw: unknown): string => {
  if (typeof raw !== 'string' || raw.trim() === '') throw badPayload('couponCode is required')
  return raw.trim().toUpperCase()
}

// ---- loading --------------------------------------------------------------------------------

interface PromotionRow {
  id: string
  name: string
  level: PromotionLevel
  kind: PromotionKind
  percent: string | number | null
  category_id: string | null
  product_id: string | null
  gift_product_id: string | null
  coupon_required: boolean
  starts_ms: number | null
  ends_ms: number | null
  max_redemptions: number | null
  redemption_count: number
  callouts: Record<string, string>
  position: number
  threshold_minor: number | null
  amount_minor: number | null
  approach_minor: number | null
  offered: boolean
}

const PROMOTIONS_SQL = `
SELECT p.id, p.name, p.level, p.kind, p.percent::text AS percent, p.category_id, p.product_id, p.gift_product_id, p.coupon_required,
  (extract(epoch FROM p.starts_at) * 1000)::float8 AS starts_ms, (extract(epoch FROM p.ends_at) * 1000)::float8 AS ends_ms,
  p.max_redemptions, p.redemption_count, p.callouts, p.position,
  pc.threshold_minor, pc.amount_minor, pc.approach_minor, pc.promotion_id IS NOT NULL AS offered
FROM promotions p LEFT JOIN promotion_currencies pc ON pc.promotion_id = p.id AND pc.currency = $2
WHERE p.brand = $1 AND (NOT p.coupon_required OR p.id = ANY($3::text[]))`

/** Fills {threshold} and {amount} of a stored text with amounts in the cart's currency. */
const fill = (text: string, r: PromotionRow, locale: Locale): string =>
  text.replace(/\{(threshold|amount)\}/g, (_, key: string) => formatMinor((key === 'threshold' ? r.threshold_minor : r.amount_minor) ?? 0, locale))

const toPromotion = (r: PromotionRow, locale: Locale, ownRedemption: boolean): Promotion => ({
  id: r.id,
  name: fill(r.name, r, locale),
  level: r.level,
  kind: r.kind,
  percent: r.percent,
  categoryId: r.category_id,
  productId: r.product_id,
  giftProductId: r.gift_product_id,
  couponRequired: r.coupon_required,
  startsAt: r.starts_ms,
  endsAt: r.ends_ms,
  maxRedemptions: r.max_redemptions,
  // The cart's own redemption (at order placement) does not count against itself.
  redemptionCount: r.redemption_count - (ownRedemption ? 1 : 0),
  callout: fill(r.callouts[LOCALE_INFO[locale].language] ?? r.callouts.en ?? '', r, locale),
  position: r.position,
  terms: r.offered ? { thresholdMinor: r.threshold_minor ?? 0, amountMinor: r.amount_minor, approachMinor: r.approach_minor } : undefined,
})

interface LineRow {
  id: string
  product_id: string
  qty: number
  bonus: boolean
  current_minor: number
  original_minor: number
  category_ids: string[]
}

const LINES_SQL = `
SELECT bi.id, p.id AS product_id, bi.qty, bi.bonus, pr.current_minor, pr.original_minor,
  ARRAY(SELECT cc.ancestor_id FROM category_closure cc WHERE cc.descendant_id = p.category_id ORDER BY cc.depth) AS category_ids
FROM basket_items bi
JOIN variants v ON v.sku = bi.sku
JOIN products p ON p.id = v.product_id
JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = $2
WHERE bi.basket_id = $1
ORDER BY bi.position`

interface CouponRow {
  code: string
  promotion_id: string
  single_use: boolean
  redeemed_elsewhere: boolean
  redeemed_here: boolean
}

const COUPONS_SQL = `
SELECT bc.code, bc.promotion_id, coalesce(c.single_use, false) AS single_use,
  (c.redeemed_at IS NOT NULL AND c.redeemed_basket_id IS DISTINCT FROM bc.basket_id) AS redeemed_elsewhere,
  (bc.redeemed_at IS NOT NULL) AS redeemed_here
FROM basket_coupons bc LEFT JOIN coupons c ON c.brand = $2 AND c.code = bc.code
WHERE bc.basket_id = $1
ORDER BY bc.position`

interface Evaluated {
  readonly lines: LineRow[]
  readonly outcome: PromotionOutcome
}

/** Evaluates the promotions of a cart at `now` (epoch ms). */
export const evaluateCart = async (db: Db, basketId: string, brand: string, currency: Currency, locale: Locale, now: number): Promise<Evaluated> => {
  const lines = await db.query<LineRow>(LINES_SQL, [basketId, currency])
  const coupons = await db.query<CouponRow>(COUPONS_SQL, [basketId, brand])
  const rows = await db.query<PromotionRow>(PROMOTIONS_SQL, [brand, currency, coupons.map((c) => c.promotion_id)])
  const ownRedemption = new Set(coupons.filter((c) => c.redeemed_here).map((c) => c.promotion_id))
  const promotions = rows.map((r) => toPromotion(r, locale, ownRedemption.has(r.id)))
  const promoLines: PromoLine[] = lines.map((l) => ({
    id: l.id,
    productId: l.product_id,
    categoryIds: l.category_ids,
    unitCurrent: l.current_minor,
    qty: l.qty,
    bonus: l.bonus,
  }))
  const cartCoupons: CartCoupon[] = coupons.map((c) => ({ code: c.code, promotionId: c.promotion_id, singleUse: c.single_use, redeemed: c.redeemed_elsewhere }))
  return { lines, outcome: evaluatePromotions({ lines: promoLines, promotions, coupons: cartCoupons, now }) }
}

/**
 * Makes the bonus lines match the gifts earned: one line (qty 1, first variant in stock) per gift
 * product, removed when no longer earned. Idempotent single statements, safe on a read too.
 */
const syncGiftLines = async (db: Db, basketId: string, lines: ReadonlyArray<LineRow>, outcome: PromotionOutcome): Promise<boolean> => {
  const wanted = new Set(outcome.gifts.map((g) => g.productId))
  const have = new Set(lines.filter((l) => l.bonus).map((l) => l.product_id))
  const stale = [...have].filter((p) => !wanted.has(p))
  const missing = [...wanted].filter((p) => !have.has(p))
  if (stale.length === 0 && missing.length === 0) return false
  if (stale.length > 0)
    await db.query(
      `DELETE FROM basket_items bi USING variants v WHERE bi.basket_id = $1 AND bi.bonus AND v.sku = bi.sku AND v.product_id = ANY($2::text[])`,
      [basketId, stale],
    )
  for (const productId of missing)
    await db.query(
      `INSERT INTO basket_items (id, basket_id, sku, qty, position, bonus)
       SELECT md5($1 || ':' || v.sku), $1, v.sku, 1, (SELECT coalesce(max(position), 0) + 1 FROM basket_items WHERE basket_id = $1), true
       FROM variants v WHERE v.product_id = $2 AND v.stock > 0 ORDER BY v.position LIMIT 1
       ON CONFLICT DO NOTHING`,
      [basketId, productId],
    )
  // The cart changed (even on a read, when a promotion started or ended): a new version, so a client
  // never takes an older answer of the same version for this one.
  await db.query(`UPDATE baskets SET version = version + 1, updated_at = now() WHERE id = $1`, [basketId])
  return true
}

// ---- what renderCart shows ------------------------------------------------------------------

const applied = (a: AppliedAmount) => ({
  promotionId: a.promotionId,
  promotionName: a.promotionName,
  amount: decimal(a.amount),
  ...(a.couponCode ? { couponCode: a.couponCode } : {}),
})

export interface CartPromotions {
  /** The rows with the bonus lines' prices set to 0 (a free gift costs and saves nothing). */
  pricedRows<R extends { id: string; current_minor: number; original_minor: number }>(rows: ReadonlyArray<R>): R[]
  /** A line's promotion discounts, for computeTotals. */
  discounts(itemId: string): { itemDiscount: number; orderDiscount: number }
  readonly totalsOptions: Pick<TotalsOptions, 'shippingPromotions'>
  /** The line's promotion fields (bonus, discountLabels, promotions). */
  itemFields(itemId: string, currentMinor: number, originalMinor: number): Pick<CartItem, 'bonus' | 'discountLabels' | 'promotions'>
  totalsFields(totals: TotalsMinor): Pick<CartTotals, 'orderDiscount' | 'shippingBeforeDiscount'>
  readonly cartFields: Pick<Cart, 'couponItems' | 'orderPromotions' | 'promoSummary' | 'approachingDiscount' | 'priceAdjustments' | 'employeeDiscount'>
}

/** Evaluates the cart's promotions now, brings its gift lines in step, and returns the fields to show. */
export const cartPromotions = async (db: Db, basket: { readonly id: string; readonly currency: Currency }, site: Site): Promise<CartPromotions> => {
  let evaluated = await evaluateCart(db, basket.id, site.brand, basket.currency, site.locale, Date.now())
  // Gift lines never change what qualifies (they are free), so one evaluation after the sync is final.
  if (await syncGiftLines(db, basket.id, evaluated.lines, evaluated.outcome))
    evaluated = await evaluateCart(db, basket.id, site.brand, basket.currency, site.locale, Date.now())
  const { outcome } = evaluated
  const bonus = new Set(evaluated.lines.filter((l) => l.bonus).map((l) => l.id))
  const byLine = new Map(outcome.lines.map((l) => [l.id, l]))
  // An associate's price adjustments and the employee discount come off each line after its promotions.
  const adjustments = await lineAdjustments(
    db,
    basket.id,
    evaluated.lines.filter((l) => !l.bonus).map((l) => ({ id: l.id, qty: l.qty, afterPromotions: Math.max(0, l.current_minor * l.qty - (byLine.get(l.id)?.itemDiscount ?? 0)) })),
  )
  return {
    pricedRows: (rows) => rows.map((r) => (bonus.has(r.id) ? { ...r, current_minor: 0, original_minor: 0 } : r)),
    discounts: (itemId) => {
      const line = byLine.get(itemId)
      return { itemDiscount: (line?.itemDiscount ?? 0) + adjustments.off(itemId), orderDiscount: line?.orderDiscount ?? 0 }
    },
    totalsOptions: { shippingPromotions: outcome.shipping },
    itemFields: (itemId, currentMinor, originalMinor) => {
      const isBonus = bonus.has(itemId)
      const labels: Array<'Marked Down' | 'Free Gift'> = isBonus ? ['Free Gift'] : currentMinor < originalMinor ? ['Marked Down'] : []
      return { bonus: isBonus, discountLabels: labels, promotions: (byLine.get(itemId)?.promotions ?? []).map(applied) }
    },
    totalsFields: (totals) => ({ orderDiscount: decimal(totals.orderDiscount), shippingBeforeDiscount: decimal(totals.shippingBeforeDiscount) }),
    cartFields: {
      couponItems: outcome.couponItems.map((c) => ({ code: c.code, status: c.status, promotionId: c.promotionId })),
      orderPromotions: outcome.orderPromotions.map(applied),
      promoSummary: outcome.promoSummary.map((s) => ({ ...s })),
      approachingDiscount: outcome.approaching.map((a) => ({ ...a, distance: decimal(a.distance) })),
      ...(adjustments.list.length > 0 ? { priceAdjustments: adjustments.list } : {}),
      ...(adjustments.employeeDiscountMinor !== undefined ? { employeeDiscount: decimal(adjustments.employeeDiscountMinor) } : {}),
    },
  }
}

// ---- coupon calls ---------------------------------------------------------------------------

interface CouponLookup {
  brand: string
  promotion_id: string
  single_use: boolean
  redeemed: boolean
  offered: boolean
  not_started: boolean
  ended: boolean
  limit_reached: boolean
}

/** PUT /cart/v1/coupon: checks the code and puts it on the (locked) cart. */
export const addCoupon = async (tx: Db, basket: { readonly id: string; readonly currency: Currency }, site: Site, rawCode: unknown): Promise<void> => {
  const code = normaliseCode(rawCode)
  if (code.length > MAX_CODE_LENGTH) throw prm('PRM130', `Unknown promo code`)
  const onCart = await tx.query<{ code: string; promotion_id: string }>(`SELECT code, promotion_id FROM basket_coupons WHERE basket_id = $1`, [basket.id])
  if (onCart.some((c) => c.code === code)) throw prm('PRM416', `${code} is already applied`)
  const found = await tx.query<CouponLookup>(
    `SELECT c.brand, c.promotion_id, c.single_use, c.redeemed_at IS NOT NULL AS redeemed,
       EXISTS (SELECT 1 FROM promotion_currencies pc WHERE pc.promotion_id = p.id AND pc.currency = $2) AS offered,
       (p.starts_at IS NOT NULL AND now() < p.starts_at) AS not_started,
       (p.ends_at IS NOT NULL AND now() >= p.ends_at) AS ended,
       (p.max_redemptions IS NOT NULL AND p.redemption_count >= p.max_redemptions) AS limit_reached
     FROM coupons c JOIN promotions p ON p.id = c.promotion_id WHERE c.code = $1`,
    [code, basket.currency],
  )
  if (found.length === 0) throw prm('PRM130', `${code} is not a promo code`)
  const coupon = found.find((c) => c.brand === site.brand)
  if (!coupon) throw prm('PRM160', `${code} is not valid on this site`)
  if (!coupon.offered) throw prm('PRM160', `${code} is not valid in ${basket.currency}`)
  if (coupon.not_started) throw prm('PRM135', `${code} is not available yet`)
  if (coupon.ended) throw prm('PRM155', `${code} has expired`)
  if (coupon.single_use && coupon.redeemed) throw prm('PRM150', `${code} has already been redeemed`)
  if (coupon.limit_reached) throw prm('PRM140', `${code} has reached its redemption limit`)
  if (onCart.some((c) => c.promotion_id === coupon.promotion_id)) throw prm('PRM416', `A code for this promotion is already applied`)
  if (onCart.length >= MAX_COUPONS_PER_CART) throw prm('PRM175', `At most ${MAX_COUPONS_PER_CART} promo codes fit on one cart`)
  await tx.query(
    `INSERT INTO basket_coupons (basket_id, code, promotion_id, position)
     VALUES ($1, $2, $3, (SELECT coalesce(max(position), 0) + 1 FROM basket_coupons WHERE basket_id = $1))`,
    [basket.id, code, coupon.promotion_id],
  )
}

/** DELETE /cart/v1/coupon: takes the code off the (locked) cart; PRM175 when it is not on it. */
export const removeCoupon = async (tx: Db, basket: { readonly id: string }, rawCode: unknown): Promise<void> => {
  const code = normaliseCode(rawCode)
  const removed = await tx.query(`DELETE FROM basket_coupons WHERE basket_id = $1 AND code = $2 RETURNING code`, [basket.id, code])
  if (removed.length === 0) throw prm('PRM175', `${code} is not on this cart`)
}

// ---- gift-with-purchase guards --------------------------------------------------------------

const giftRefused = (message: string) => new ApiError(400, 'GWP403', message)

/** Adding a free-gift product directly is GWP403. */
export const refuseGiftProduct = async (db: Db, sku: string): Promise<void> => {
  const [row] = await db.query<{ free_gift: boolean }>(`SELECT p.free_gift FROM variants v JOIN products p ON p.id = v.product_id WHERE v.sku = $1`, [sku])
  if (row?.free_gift) throw giftRefused('A gift-with-purchase product cannot be added to the cart')
}

/** Changing or removing a bonus line is GWP403: it follows its promotion. */
export const refuseBonusLine = async (db: Db, basketId: string, itemId: string): Promise<void> => {
  const [row] = await db.query<{ bonus: boolean }>(`SELECT bonus FROM basket_items WHERE id = $1 AND basket_id = $2`, [itemId, basketId])
  if (row?.bonus) throw giftRefused('A free gift stays in the cart while its promotion applies; its quantity cannot be changed')
}

// ---- redemption at order placement ----------------------------------------------------------

/**
 * Redeems the coupons the cart uses, inside the order's transaction: each applied coupon's
 * promotion counts one more redemption, a single-use coupon is marked redeemed by this cart. Both
 * are conditional UPDATEs, so of two carts racing for the last redemption exactly one wins (the
 * other waits on the row lock, then sees the condition fail): PRM140 or PRM150, and the caller's
 * transaction rolls back. A cart that already redeemed is not counted twice. Returns the codes.
 */
export const redeemCoupons = async (tx: Db, basketId: string): Promise<string[]> => {
  const [basket] = await tx.query<{ brand: string; currency: Currency }>(`SELECT brand, currency FROM baskets WHERE id = $1`, [basketId])
  if (!basket) throw new ApiError(404, 'BSK404', 'Cart not found')
  const onCart = await tx.query<{ code: string; promotion_id: string; single_use: boolean; redeemed_elsewhere: boolean; limit_reached: boolean; redeemed_here: boolean }>(
    `SELECT bc.code, bc.promotion_id, coalesce(c.single_use, false) AS single_use, bc.redeemed_at IS NOT NULL AS redeemed_here,
       (c.redeemed_at IS NOT NULL AND c.redeemed_basket_id IS DISTINCT FROM bc.basket_id) AS redeemed_elsewhere,
       (p.max_redemptions IS NOT NULL AND p.redemption_count >= p.max_redemptions) AS limit_reached
     FROM basket_coupons bc JOIN promotions p ON p.id = bc.promotion_id LEFT JOIN coupons c ON c.brand = $2 AND c.code = bc.code
     WHERE bc.basket_id = $1 ORDER BY bc.position`,
    [basketId, basket.brand],
  )
  // A code the shopper saw on the cart that someone else used up in the meantime fails the order
  // (rather than placing it at another price than shown).
  for (const c of onCart) {
    if (c.redeemed_here) continue
    if (c.single_use && c.redeemed_elsewhere) throw prm('PRM150', `${c.code} has already been redeemed`)
    if (c.limit_reached) throw prm('PRM140', `${c.code} has reached its redemption limit`)
  }
  // Texts are not shown here; any locale of the cart's currency does.
  const locale = (Object.values(LOCALE_INFO).find((l) => l.currency === basket.currency) ?? LOCALE_INFO['en-us']).locale
  const { outcome } = await evaluateCart(tx, basketId, basket.brand, basket.currency, locale, Date.now())
  const byCode = new Map(onCart.map((c) => [c.code, c]))
  const redeemed: string[] = []
  for (const coupon of outcome.couponItems) {
    const row = byCode.get(coupon.code)
    if (!row || row.redeemed_here) continue
    if (coupon.status !== 'applied') {
      // Another order may have used the code up between the check above and this evaluation: that is
      // the same refusal, not a silent drop of a discount the shopper was shown.
      const [now] = await tx.query<{ limit_reached: boolean; redeemed_elsewhere: boolean }>(
        `SELECT (p.max_redemptions IS NOT NULL AND p.redemption_count >= p.max_redemptions) AS limit_reached,
           coalesce(c.single_use AND c.redeemed_at IS NOT NULL AND c.redeemed_basket_id IS DISTINCT FROM $3, false) AS redeemed_elsewhere
         FROM promotions p LEFT JOIN coupons c ON c.brand = $2 AND c.code = $4 WHERE p.id = $1`,
        [row.promotion_id, basket.brand, basketId, coupon.code],
      )
      if (now?.redeemed_elsewhere) throw prm('PRM150', `${coupon.code} has already been redeemed`)
      if (now?.limit_reached) throw prm('PRM140', `${coupon.code} has reached its redemption limit`)
      continue
    }
    if (row.single_use) {
      const won = await tx.query(
        `UPDATE coupons SET redeemed_at = now(), redeemed_basket_id = $3 WHERE brand = $1 AND code = $2 AND redeemed_at IS NULL RETURNING code`,
        [basket.brand, coupon.code, basketId],
      )
      if (won.length === 0) throw prm('PRM150', `${coupon.code} has already been redeemed`)
    }
    const counted = await tx.query(
      `UPDATE promotions SET redemption_count = redemption_count + 1
       WHERE id = $1 AND (max_redemptions IS NULL OR redemption_count < max_redemptions) RETURNING id`,
      [coupon.promotionId],
    )
    if (counted.length === 0) throw prm('PRM140', `${coupon.code} has reached its redemption limit`)
    await tx.query(`UPDATE basket_coupons SET redeemed_at = now() WHERE basket_id = $1 AND code = $2`, [basketId, coupon.code])
    redeemed.push(coupon.code)
  }
  return redeemed
}

/**
 * Gives back what `redeemCoupons` took for a basket whose order failed (3-D Secure not confirmed):
 * each redeemed coupon's promotion counts one redemption less and a single-use coupon is free again.
 * Inside the caller's transaction; a basket with nothing redeemed changes nothing.
 */
export const releaseCoupons = async (tx: Db, basketId: string): Promise<void> => {
  const released = await tx.query<{ promotion_id: string; code: string }>(
    `UPDATE basket_coupons SET redeemed_at = NULL WHERE basket_id = $1 AND redeemed_at IS NOT NULL RETURNING promotion_id, code`,
    [basketId],
  )
  for (const coupon of released.sort((a, b) => (a.promotion_id < b.promotion_id ? -1 : 1))) {
    await tx.query(`UPDATE promotions SET redemption_count = greatest(redemption_count - 1, 0) WHERE id = $1`, [coupon.promotion_id])
    await tx.query(`UPDATE coupons SET redeemed_at = NULL, redeemed_basket_id = NULL WHERE code = $1 AND redeemed_basket_id = $2`, [coupon.code, basketId])
  }
}
