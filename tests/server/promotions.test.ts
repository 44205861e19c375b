// The promotion rules (server/commerce/promotions.ts), pure, in minor units: percent rounded to one
// decimal before applying, per-line rounding half away from zero, proportional allocation of order
// discounts, thresholds and the approaching distance, shipping promotions, gift with purchase,
// coupon statuses, and callouts that are not exactly three parts kept away from shoppers.
import { describe, expect, it } from 'vitest'
import { computeTotals } from '../../server/commerce/cartTotals.ts'
import {
  allocate,
  applyShipping,
  evaluatePromotions,
  isValidCallout,
  percentOf,
  percentTenths,
  roundHalfAway,
  type CartCoupon,
  type PromoLine,
  type Promotion,
} from '../../server/commerce/promotions.ts'

const NOW = Date.UTC(2026, 10, 23, 12)
const DAY = 86_400_000

const promo = (id: string, over: Partial<Promotion> = {}): Promotion => ({
  id,
  name: id,
  level: 'ORDER',
  kind: 'percent',
  percent: 10,
  categoryId: null,
  productId: null,
  giftProductId: null,
  couponRequired: false,
  startsAt: null,
  endsAt: null,
  maxRedemptions: null,
  redemptionCount: 0,
  callout: `${id} title|${id} body|See details`,
  position: 0,
  terms: { thresholdMinor: 0, amountMinor: null, approachMinor: null },
  ...over,
})

const line = (id: string, unitCurrent: number, qty = 1, over: Partial<PromoLine> = {}): PromoLine => ({
  id,
  productId: `P${id}`,
  categoryIds: ['leaf', 'group', 'top'],
  unitCurrent,
  qty,
  bonus: false,
  ...over,
})

const coupon = (code: string, promotionId: string, over: Partial<CartCoupon> = {}): CartCoupon => ({
  code,
  promotionId,
  singleUse: false,
  redeemed: false,
  ...over,
})

const run = (lines: PromoLine[], promotions: Promotion[], coupons: CartCoupon[] = [], now = NOW) => evaluatePromotions({ lines, promotions, coupons, now })

describe('arithmetic', () => {
  it('rounds a percent to one decimal, half away from zero, from its decimal text', () => {
    expect(percentTenths(12.35)).toBe(124) // 12.35 is 12.3499999… as a double; still 12.4
    expect(percentTenths('12.345')).toBe(123)
    expect(percentTenths('12.349')).toBe(123)
    expect(percentTenths(10)).toBe(100)
    expect(percentTenths('0.050')).toBe(1)
    expect(percentTenths(33.333)).toBe(333)
    expect(percentTenths(-2.25)).toBe(-23)
  })

  it('rounds amounts half away from zero', () => {
    expect(roundHalfAway(2.5)).toBe(3)
    expect(roundHalfAway(-2.5)).toBe(-3)
    expect(percentOf(999, 250)).toBe(250) // 249.75
    expect(percentOf(5, 100)).toBe(1) // 0.5 → 1
    expect(percentOf(4, 100)).toBe(0) // 0.4 → 0
  })

  it('allocates exactly, in proportion, largest remainder first', () => {
    expect(allocate(600, [1000, 2000, 3001])).toEqual([100, 200, 300])
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(allocate(10, [0, 500, 500])).toEqual([0, 5, 5])
    expect(allocate(0, [100])).toEqual([0])
    const shares = allocate(1237, [3333, 1, 7777, 12])
    expect(shares.reduce((s, v) => s + v, 0)).toBe(1237)
  })

  it('accepts only callouts of exactly three non-empty pipe-separated parts', () => {
    expect(isValidCallout('Spend $150, get 15% off|Applied automatically at checkout|See details')).toBe(true)
    expect(isValidCallout('Spend $150, get 15% off|Applied automatically')).toBe(false)
    expect(isValidCallout('a|b|c|d')).toBe(false)
    expect(isValidCallout('a||c')).toBe(false)
    expect(isValidCallout('')).toBe(false)
  })
})

describe('product promotions', () => {
  it('applies the percent rounded to one decimal, per line, half away from zero', () => {
    const p = promo('cat', { level: 'PRODUCT', percent: '12.35', categoryId: 'group' })
    const out = run([line('a', 10000), line('b', 999, 3), line('c', 5000, 1, { categoryIds: ['other'] })], [p])
    // 12.4 % (not 12.35 %): 10000 → 1240; 2997 → 371.628 → 372; line c is out of scope.
    expect(out.lines.map((l) => l.itemDiscount)).toEqual([1240, 372, 0])
    expect(out.itemDiscount).toBe(1612)
    expect(out.lines[0]!.promotions).toEqual([{ promotionId: 'cat', promotionName: 'cat', amount: 1240 }])
    expect(out.lines[2]!.promotions).toEqual([])
  })

  it('takes an amount per unit, never more than the line', () => {
    const p = promo('five', { level: 'PRODUCT', kind: 'amount', productId: 'Pa', terms: { thresholdMinor: 0, amountMinor: 500, approachMinor: null } })
    const out = run([line('a', 300, 2), line('b', 1000)], [p])
    expect(out.lines.map((l) => l.itemDiscount)).toEqual([600, 0]) // 2 × 5.00 capped at 6.00
  })

  it('is not applicable when nothing in the cart is in scope', () => {
    const p = promo('camp', { level: 'PRODUCT', percent: 25, categoryId: 'camping', couponRequired: true })
    const out = run([line('a', 1000)], [p], [coupon('CAMP25', 'camp')])
    expect(out.itemDiscount).toBe(0)
    expect(out.couponItems).toEqual([{ code: 'CAMP25', promotionId: 'camp', status: 'not_applicable' }])
    expect(out.promoSummary).toEqual([])
  })
})

describe('order promotions', () => {
  it('computes each on the merchandise after product promotions and allocates it across the lines', () => {
    const product = promo('p', { level: 'PRODUCT', percent: 50, productId: 'Pa', position: 0 })
    const order = promo('o', { percent: 10, position: 1 })
    const out = run([line('a', 2000), line('b', 2000), line('c', 2001)], [product, order])
    // Merchandise after product promotion: 1000 + 2000 + 2001 = 5001; 10 % = 500.1 → 500.
    expect(out.orderDiscount).toBe(500)
    expect(out.orderPromotions).toEqual([{ promotionId: 'o', promotionName: 'o', amount: 500 }])
    expect(out.lines.map((l) => l.orderDiscount)).toEqual([100, 200, 200])
  })

  it('does not compound, caps the sum at the merchandise, never makes a line negative', () => {
    const ten = promo('ten', { percent: 10, position: 0 })
    const big = promo('big', { kind: 'amount', position: 1, terms: { thresholdMinor: 0, amountMinor: 5000, approachMinor: null } })
    const out = run([line('a', 1500), line('b', 1500)], [ten, big])
    expect(out.orderPromotions.map((p) => p.amount)).toEqual([300, 2700])
    expect(out.orderDiscount).toBe(3000)
    expect(out.lines.map((l) => l.orderDiscount)).toEqual([1500, 1500])
    const { totals, lines } = computeTotals(
      [
        { unitCurrent: 1500, unitOriginal: 1500, qty: 1, orderDiscount: out.lines[0]!.orderDiscount },
        { unitCurrent: 1500, unitOriginal: 1500, qty: 1, orderDiscount: out.lines[1]!.orderDiscount },
      ],
      'USD',
      'US',
    )
    expect(lines.every((l) => l.afterOrderDiscount === 0 && l.tax === 0)).toBe(true)
    expect(totals).toMatchObject({ itemTotal: 0, orderDiscount: 3000, tax: 0, shipping: 795, total: 795 })
  })

  it('applies from the threshold on; short of it, shows how far within the approach window', () => {
    const spend = promo('spend', { percent: 15, callout: 'Spend $150, get 15% off|Applied automatically at checkout|See details', terms: { thresholdMinor: 15000, amountMinor: null, approachMinor: 5000 } })
    const far = run([line('a', 9999)], [spend])
    expect(far.orderDiscount).toBe(0)
    expect(far.approaching).toEqual([])
    const near = run([line('a', 10000), line('b', 2550)], [spend])
    expect(near.orderDiscount).toBe(0)
    expect(near.approaching).toEqual([{ promotionId: 'spend', level: 'ORDER', distance: 2450, calloutMessage: 'Spend $150, get 15% off|Applied automatically at checkout|See details' }])
    expect(near.promoSummary).toEqual([])
    const reached = run([line('a', 15000)], [spend])
    expect(reached.orderDiscount).toBe(2250)
    expect(reached.approaching).toEqual([])
    expect(reached.promoSummary).toEqual([{ promotionId: 'spend', promotionName: 'spend', level: 'ORDER', calloutMessage: 'Spend $150, get 15% off|Applied automatically at checkout|See details' }])
    expect(run([], [spend]).approaching).toEqual([]) // an empty cart approaches nothing
  })

  it('keeps a promotion with a malformed callout out of promoSummary and approachingDiscount, but still applies it', () => {
    const bad = promo('bad', { callout: 'Spend $150|get 15% off', terms: { thresholdMinor: 15000, amountMinor: null, approachMinor: 5000 } })
    const good = promo('good', { position: 1, kind: 'amount', terms: { thresholdMinor: 20000, amountMinor: 1000, approachMinor: 10000 } })
    const near = run([line('a', 12000)], [bad, good])
    expect(near.approaching.map((a) => a.promotionId)).toEqual(['good'])
    const reached = run([line('a', 16000)], [bad, good])
    expect(reached.orderPromotions.map((p) => p.promotionId)).toEqual(['bad'])
    expect(reached.orderDiscount).toBe(1600)
    expect(reached.promoSummary).toEqual([])
  })
})

describe('coupons', () => {
  const welcome = promo('welcome', { couponRequired: true })
  it('applies a coupon promotion only with its coupon, and reports each coupon’s status', () => {
    expect(run([line('a', 1000)], [welcome]).orderDiscount).toBe(0)
    const out = run([line('a', 1000)], [welcome], [coupon('WELCOME10', 'welcome')])
    expect(out.orderDiscount).toBe(100)
    expect(out.orderPromotions).toEqual([{ promotionId: 'welcome', promotionName: 'welcome', amount: 100, couponCode: 'WELCOME10' }])
    expect(out.couponItems).toEqual([{ code: 'WELCOME10', promotionId: 'welcome', status: 'applied' }])
  })

  it('turns not_applicable when the cart falls below the threshold, expired, not started, used up or redeemed elsewhere', () => {
    const take = promo('take', { kind: 'amount', couponRequired: true, terms: { thresholdMinor: 10000, amountMinor: 2000, approachMinor: 3000 } })
    const status = (lines: PromoLine[], p: Promotion, c = coupon('CODE', p.id), now = NOW) => run(lines, [p], [c], now).couponItems[0]!.status
    expect(status([line('a', 10000)], take)).toBe('applied')
    expect(status([line('a', 9999)], take)).toBe('not_applicable')
    expect(run([line('a', 9000)], [take], [coupon('TAKE20', 'take')]).approaching.map((a) => a.distance)).toEqual([1000])
    expect(status([line('a', 1000)], promo('x', { couponRequired: true, endsAt: NOW - DAY }))).toBe('not_applicable')
    expect(status([line('a', 1000)], promo('x', { couponRequired: true, endsAt: NOW }))).toBe('not_applicable') // the end is exclusive
    expect(status([line('a', 1000)], promo('x', { couponRequired: true, startsAt: NOW + DAY }))).toBe('not_applicable')
    expect(status([line('a', 1000)], promo('x', { couponRequired: true, startsAt: NOW }))).toBe('applied')
    expect(status([line('a', 1000)], promo('x', { couponRequired: true, maxRedemptions: 1, redemptionCount: 1 }))).toBe('not_applicable')
    expect(status([line('a', 1000)], welcome, coupon('ONCE', 'welcome', { singleUse: true, redeemed: true }))).toBe('not_applicable')
    expect(status([line('a', 1000)], promo('x', { couponRequired: true, terms: undefined }))).toBe('not_applicable') // not in this currency
  })
})

describe('shipping promotions', () => {
  it('frees, discounts by percent or amount the delivery charge, never below 0', () => {
    expect(applyShipping(795, [{ promotionId: 'f', promotionName: 'f', kind: 'free' }])).toBe(0)
    expect(applyShipping(795, [{ promotionId: 'p', promotionName: 'p', kind: 'percent', percentTenths: 500 }])).toBe(397) // 397.5 off → 398
    expect(applyShipping(795, [{ promotionId: 'a', promotionName: 'a', kind: 'amount', amountMinor: 1000 }])).toBe(0)
    expect(applyShipping(0, [{ promotionId: 'a', promotionName: 'a', kind: 'amount', amountMinor: 100 }])).toBe(0)
  })

  it('qualifies on the merchandise after order promotions, and only with something to ship', () => {
    const ship = promo('ship', { level: 'SHIPPING', kind: 'free_shipping', terms: { thresholdMinor: 5000, amountMinor: null, approachMinor: 2000 } })
    const order = promo('order', { kind: 'amount', position: -1, terms: { thresholdMinor: 0, amountMinor: 500, approachMinor: null } })
    expect(run([line('a', 5000)], [ship]).shipping.map((s) => s.kind)).toEqual(['free'])
    const short = run([line('a', 5000)], [ship, order])
    expect(short.shipping).toEqual([])
    expect(short.approaching).toEqual([{ promotionId: 'ship', level: 'SHIPPING', distance: 500, calloutMessage: 'ship title|ship body|See details' }])
    expect(run([], [promo('s0', { level: 'SHIPPING', kind: 'free_shipping' })]).shipping).toEqual([])
  })
})

describe('gift with purchase', () => {
  const gift = promo('gwp', { kind: 'gift', giftProductId: 'GIFTMUG1', terms: { thresholdMinor: 10000, amountMinor: null, approachMinor: 3000 } })
  it('earns the gift from the threshold on and loses it below; the bonus line itself never counts', () => {
    expect(run([line('a', 10000)], [gift]).gifts).toEqual([{ promotionId: 'gwp', productId: 'GIFTMUG1' }])
    const below = run([line('a', 9000), line('g', 1500, 1, { bonus: true })], [gift])
    expect(below.gifts).toEqual([])
    expect(below.approaching.map((a) => a.distance)).toEqual([1000])
    // A product promotion that takes the merchandise below the threshold takes the gift away.
    const half = promo('half', { level: 'PRODUCT', percent: 50, position: -1 })
    expect(run([line('a', 12000)], [gift, half]).gifts).toEqual([])
  })

  it('gives nothing off a bonus line', () => {
    const out = run([line('a', 10000), line('g', 1500, 1, { bonus: true })], [promo('ten', { percent: 10 })])
    expect(out.lines.map((l) => l.orderDiscount)).toEqual([1000, 0])
  })
})
