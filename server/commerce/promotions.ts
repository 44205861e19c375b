// Promotion rules of the reference shop, pure (no I/O, the clock is an argument). Given the cart's
// lines, the promotions that could apply (automatic ones and those named by the cart's coupons),
// the coupons on the cart and the time, it decides every discount in integer minor units:
//   1. PRODUCT promotions, by position: percent (rounded to one decimal first, spec 000 §9) or an
//      amount per unit, on the lines in scope (a category with its subtree, or one style); each
//      line's discount rounded half away from zero and never more than what is left of the line.
//   2. ORDER promotions on the merchandise after product promotions: each computed on that same
//      subtotal (they do not compound), their sum capped at it, then allocated across the lines in
//      proportion to what is left of each (largest remainder, so the cents add up exactly). Tax is
//      computed per line afterwards (cartTotals.ts), so it is on the discounted amounts.
//   3. Gift with purchase (ORDER level): earns a bonus line of the gift product.
//   4. SHIPPING promotions on the merchandise after order promotions: free, percent or amount off
//      the delivery charge, applied by cartTotals once the charge is known; never below 0.
// A threshold (per currency) is the qualifying amount the cart must reach; a cart short of it by at
// most the promotion's approach window gets an approachingDiscount entry. Callouts must have
// exactly three non-empty pipe-separated parts (spec 000 §5): a promotion with a malformed one
// still applies but never reaches promoSummary or approachingDiscount. Bonus lines are free and
// never count towards anything.
export type PromotionLevel = 'ORDER' | 'PRODUCT' | 'SHIPPING'
export type PromotionKind = 'percent' | 'amount' | 'free_shipping' | 'gift'

/** What a promotion takes and gives in one currency. */
export interface PromotionTerms {
  readonly thresholdMinor: number
  /** Amount off (amount kind): per order, per unit in scope, or off the delivery charge. */
  readonly amountMinor: number | null
  /** Show "spend X more" when the cart is at most this far below the threshold; null: never. */
  readonly approachMinor: number | null
}

export interface Promotion {
  readonly id: string
  readonly name: string
  readonly level: PromotionLevel
  readonly kind: PromotionKind
  /** Percent off as stored (e.g. 12.345 or "12.345"); applied rounded to one decimal. */
  readonly percent: number | string | null
  readonly categoryId: string | null
  readonly productId: string | null
  readonly giftProductId: string | null
  readonly couponRequired: boolean
  /** Epoch milliseconds; null: open-ended. The promotion runs from startsAt (inclusive) to endsAt (exclusive). */
  readonly startsAt: number | null
  readonly endsAt: number | null
  readonly maxRedemptions: number | null
  readonly redemptionCount: number
  /** Callout in the shopper's language, as stored. */
  readonly callout: string
  readonly position: number
  /** Terms in the cart's currency; undefined when the promotion is not offered in it. */
  readonly terms: PromotionTerms | undefined
}

export interface CartCoupon {
  readonly code: string
  readonly promotionId: string
  readonly singleUse: boolean
  readonly redeemed: boolean
}

export interface PromoLine {
  readonly id: string
  /** Style id. */
  readonly productId: string
  /** The product's category and all its ancestors. */
  readonly categoryIds: ReadonlyArray<string>
  readonly unitCurrent: number
  readonly qty: number
  readonly bonus: boolean
}

export interface PromotionInput {
  readonly lines: ReadonlyArray<PromoLine>
  readonly promotions: ReadonlyArray<Promotion>
  readonly coupons: ReadonlyArray<CartCoupon>
  /** Epoch milliseconds. */
  readonly now: number
}

/** A saving of one promotion, minor units (positive = saved). */
export interface AppliedAmount {
  readonly promotionId: string
  readonly promotionName: string
  readonly amount: number
  readonly couponCode?: string
}

export interface LineOutcome {
  readonly id: string
  /** Product promotions on this line (minor units). */
  readonly itemDiscount: number
  /** This line's share of the order promotions (minor units). */
  readonly orderDiscount: number
  readonly promotions: ReadonlyArray<AppliedAmount>
}

export interface ShippingAdjustment {
  readonly promotionId: string
  readonly promotionName: string
  readonly couponCode?: string
  readonly kind: 'free' | 'percent' | 'amount'
  /** percent kind: tenths of a percent (15.5 % = 155). */
  readonly percentTenths?: number
  readonly amountMinor?: number
}

export interface CouponStatus {
  readonly code: string
  readonly status: 'applied' | 'not_applicable'
  readonly promotionId: string
}

export interface SummaryEntry {
  readonly promotionId: string
  readonly promotionName: string
  readonly level: PromotionLevel
  readonly calloutMessage: string
}

export interface ApproachingEntry {
  readonly promotionId: string
  readonly level: PromotionLevel
  /** Minor units still to spend. */
  readonly distance: number
  readonly calloutMessage: string
}

export interface PromotionOutcome {
  /** One per input line, same order. */
  readonly lines: ReadonlyArray<LineOutcome>
  readonly itemDiscount: number
  readonly orderDiscount: number
  readonly orderPromotions: ReadonlyArray<AppliedAmount>
  readonly shipping: ReadonlyArray<ShippingAdjustment>
  /** Gift products earned (style ids), one bonus line each. */
  readonly gifts: ReadonlyArray<{ readonly promotionId: string; readonly productId: string }>
  readonly couponItems: ReadonlyArray<CouponStatus>
  readonly promoSummary: ReadonlyArray<SummaryEntry>
  readonly approaching: ReadonlyArray<ApproachingEntry>
}

export const NO_PROMOTIONS: PromotionOutcome = {
  lines: [],
  itemDiscount: 0,
  orderDiscount: 0,
  orderPromotions: [],
  shipping: [],
  gifts: [],
  couponItems: [],
  promoSummary: [],
  approaching: [],
}

// ---- arithmetic -----------------------------------------------------------------------------

/** Rounds half away from zero. */
export const roundHalfAway = (value: number): number => Math.sign(value) * Math.round(Math.abs(value))

/**
 * A percent rounded to one decimal, as whole tenths (12.35 → 124, i.e. 12.4 %), half away from
 * zero. Works on the decimal text, so 12.35 is not mistaken for 12.3499999….
 */
export const percentTenths = (percent: number | string): number => {
  const text = typeof percent === 'number' ? percent.toFixed(6) : percent.trim()
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text)
  if (!match) throw new Error(`not a percent: ${String(percent)}`)
  const [, sign, whole, fraction = ''] = match
  const digits = (fraction + '00').slice(0, 2) // tenths and hundredths
  let tenths = Number(whole) * 10 + Number(digits[0])
  // Half away from zero: a hundredths digit of 5 or more rounds the magnitude up.
  if (Number(digits[1]) >= 5) tenths += 1
  return sign === '-' ? -tenths : tenths
}

/** `amount` × tenths / 1000, rounded half away from zero, in integers until the last step. */
export const percentOf = (amount: number, tenths: number): number => roundHalfAway((amount * tenths) / 1000)

/** Splits `total` across `weights` in proportion (largest remainder; ties go to the earlier line). */
export const allocate = (total: number, weights: ReadonlyArray<number>): number[] => {
  const sum = weights.reduce((s, w) => s + w, 0)
  if (total <= 0 || sum <= 0) return weights.map(() => 0)
  const exact = weights.map((w) => (total * w) / sum)
  const shares = exact.map(Math.floor)
  let left = total - shares.reduce((s, v) => s + v, 0)
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    if (weights[i]! > 0) {
      shares[i]! += 1
      left -= 1
    }
  }
  return shares
}

/** Exactly three non-empty pipe-separated parts. */
export const isValidCallout = (callout: string): boolean => {
  const parts = callout.split('|')
  return parts.length === 3 && parts.every((p) => p.trim().length > 0)
}

/** Live at `now`, offered in the currency, and not out of redemptions. */
export const isLive = (p: Promotion, now: number): boolean =>
  p.terms !== undefined &&
  (p.startsAt === null || now >= p.startsAt) &&
  (p.endsAt === null || now < p.endsAt) &&
  (p.maxRedemptions === null || p.redemptionCount < p.maxRedemptions)

/** The delivery charge after the shipping promotions (never below 0). */
export const applyShipping = (shippingMinor: number, adjustments: ReadonlyArray<ShippingAdjustment>): number => {
  let left = shippingMinor
  for (const a of adjustments) {
    const off = a.kind === 'free' ? left : a.kind === 'percent' ? percentOf(shippingMinor, a.percentTenths ?? 0) : (a.amountMinor ?? 0)
    left = Math.max(0, left - off)
  }
  return left
}

// ---- evaluation -----------------------------------------------------------------------------

interface Candidate {
  readonly promotion: Promotion
  readonly terms: PromotionTerms
  readonly couponCode: string | undefined
}

const inScope = (p: Promotion, line: PromoLine): boolean =>
  !line.bonus && (p.categoryId === null || line.categoryIds.includes(p.categoryId)) && (p.productId === null || line.productId === p.productId)

export const evaluatePromotions = (input: PromotionInput): PromotionOutcome => {
  const { lines, now } = input
  const byId = new Map(input.promotions.map((p) => [p.id, p]))

  // Which promotions compete: automatic live ones, and those of the cart's usable coupons.
  const couponOf = new Map<string, string>()
  for (const c of input.coupons) {
    const p = byId.get(c.promotionId)
    if (!p || !isLive(p, now) || (c.singleUse && c.redeemed) || couponOf.has(p.id)) continue
    couponOf.set(p.id, c.code)
  }
  const candidates: Candidate[] = input.promotions
    .filter((p) => isLive(p, now) && (!p.couponRequired || couponOf.has(p.id)))
    .sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : 1))
    .map((p) => ({ promotion: p, terms: p.terms!, couponCode: couponOf.get(p.id) }))

  const qualified = new Set<string>()
  const approaching: ApproachingEntry[] = []
  const shortOf = (c: Candidate, basis: number): boolean => {
    if (basis >= c.terms.thresholdMinor) return false
    const distance = c.terms.thresholdMinor - basis
    if (c.terms.approachMinor !== null && basis > 0 && distance <= c.terms.approachMinor && isValidCallout(c.promotion.callout))
      approaching.push({ promotionId: c.promotion.id, level: c.promotion.level, distance, calloutMessage: c.promotion.callout })
    return true
  }
  const tag = (c: Candidate, amount: number): AppliedAmount => ({
    promotionId: c.promotion.id,
    promotionName: c.promotion.name,
    amount,
    ...(c.couponCode ? { couponCode: c.couponCode } : {}),
  })

  // What is left of each line (bonus lines are free).
  const left = lines.map((l) => (l.bonus ? 0 : l.unitCurrent * l.qty))
  const itemDiscounts = lines.map(() => 0)
  const linePromotions: AppliedAmount[][] = lines.map(() => [])
  const hasMerchandise = lines.some((l) => !l.bonus && l.qty > 0)

  // 1. Product promotions.
  for (const c of candidates.filter((x) => x.promotion.level === 'PRODUCT')) {
    const p = c.promotion
    if (p.kind !== 'percent' && p.kind !== 'amount') continue
    const scope = lines.map((l, i) => (inScope(p, l) && left[i]! > 0 ? i : -1)).filter((i) => i >= 0)
    if (scope.length === 0) continue
    if (shortOf(c, scope.reduce((s, i) => s + left[i]!, 0))) continue
    let any = false
    for (const i of scope) {
      const line = lines[i]!
      const raw = p.kind === 'percent' ? percentOf(left[i]!, percentTenths(p.percent ?? 0)) : (c.terms.amountMinor ?? 0) * line.qty
      const off = Math.min(left[i]!, Math.max(0, raw))
      if (off === 0) continue
      any = true
      left[i]! -= off
      itemDiscounts[i]! += off
      linePromotions[i]!.push(tag(c, off))
    }
    if (any) qualified.add(p.id)
  }
  const merchandise = left.reduce((s, v) => s + v, 0)

  // 2. Order promotions and 3. gifts, on the merchandise after product promotions.
  const orderPromotions: AppliedAmount[] = []
  const gifts: Array<{ promotionId: string; productId: string }> = []
  let orderTotal = 0
  for (const c of candidates.filter((x) => x.promotion.level === 'ORDER')) {
    const p = c.promotion
    if (!hasMerchandise || shortOf(c, merchandise)) continue
    if (p.kind === 'gift') {
      if (p.giftProductId) {
        gifts.push({ promotionId: p.id, productId: p.giftProductId })
        qualified.add(p.id)
      }
      continue
    }
    if (p.kind !== 'percent' && p.kind !== 'amount') continue
    const raw = p.kind === 'percent' ? percentOf(merchandise, percentTenths(p.percent ?? 0)) : (c.terms.amountMinor ?? 0)
    const off = Math.min(merchandise - orderTotal, Math.max(0, raw))
    qualified.add(p.id)
    if (off <= 0) continue
    orderTotal += off
    orderPromotions.push(tag(c, off))
  }
  const orderShares = allocate(orderTotal, left)

  // 4. Shipping promotions, on the merchandise after order promotions.
  const afterOrder = merchandise - orderTotal
  const shipping: ShippingAdjustment[] = []
  for (const c of candidates.filter((x) => x.promotion.level === 'SHIPPING')) {
    const p = c.promotion
    if (!hasMerchandise || shortOf(c, afterOrder)) continue
    const base = { promotionId: p.id, promotionName: p.name, ...(c.couponCode ? { couponCode: c.couponCode } : {}) }
    if (p.kind === 'free_shipping') shipping.push({ ...base, kind: 'free' })
    else if (p.kind === 'percent') shipping.push({ ...base, kind: 'percent', percentTenths: percentTenths(p.percent ?? 0) })
    else if (p.kind === 'amount') shipping.push({ ...base, kind: 'amount', amountMinor: c.terms.amountMinor ?? 0 })
    else continue
    qualified.add(p.id)
  }

  const itemDiscount = itemDiscounts.reduce((s, v) => s + v, 0)
  const summaryOf = (p: Promotion): SummaryEntry => ({ promotionId: p.id, promotionName: p.name, level: p.level, calloutMessage: p.callout })
  return {
    lines: lines.map((l, i) => ({ id: l.id, itemDiscount: itemDiscounts[i]!, orderDiscount: orderShares[i]!, promotions: linePromotions[i]! })),
    itemDiscount,
    orderDiscount: orderTotal,
    orderPromotions,
    shipping,
    gifts,
    couponItems: input.coupons.map((c) => ({
      code: c.code,
      promotionId: c.promotionId,
      status: qualified.has(c.promotionId) && couponOf.get(c.promotionId) === c.code ? 'applied' : 'not_applicable',
    })),
    promoSummary: candidates
      .filter((c) => qualified.has(c.promotion.id) && isValidCallout(c.promotion.callout))
      .map((c) => summaryOf(c.promotion)),
    approaching,
  }
}
