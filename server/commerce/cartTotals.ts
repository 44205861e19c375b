// Cart arithmetic, in integer minor units (pure; no I/O). Definitions of the CartTotals fields:
//   itemSubTotal    Σ current unit price × qty (prices after markdowns, before promotions)
//   totalDiscount   Σ (original − current) × qty (markdowns) + product and order promotions
//   orderDiscount   order promotions (allocated across the lines by promotions.ts)
//   itemTotal       itemSubTotal after product and order promotions
//   shippingBeforeDiscount  the chosen method's charge, else 0 for an empty cart or from the
//                   free-delivery threshold (on itemTotal) on, else the flat rate
//   shipping        shippingBeforeDiscount after shipping promotions (never below 0)
//   tax             sales tax ADDED to the total: US 7.25 %, CA 13 % of the items after promotions
//                   (shipping not taxed); 0 where prices include VAT (GB, FR, DE)
//   taxAmount       all tax contained in total: the added sales tax, or the VAT included in items
//                   and shipping (GB 20 %, FR 20 %, DE 19 %), both after promotions
//   total           itemTotal + shipping + tax
//   netAmount       total − tax (the amount before added tax; equals total in VAT regions)
//   totalWithoutTax total − taxAmount
//   remainingToPay  total − payments applied
//   totalUnits      Σ qty
// A line's tax is on its amount after its promotions, rounded per line (half away from zero); the
// order's tax is the sum of its lines. A discount never makes a line negative.
import type { Currency } from '../../src/contract/site/sites.ts'
import { applyShipping, type ShippingAdjustment } from './promotions.ts'
import { SHIPPING, taxRuleFor } from './shopRules.ts'

export interface TotalsLine {
  readonly unitCurrent: number
  readonly unitOriginal: number
  readonly qty: number
  /** Product promotions on this line (minor units, positive). */
  readonly itemDiscount?: number
  /** This line's share of the order promotions (minor units, positive). */
  readonly orderDiscount?: number
}

export interface LineAmounts {
  readonly rowTotal: number
  readonly rowOriginal: number
  readonly afterItemDiscount: number
  readonly afterOrderDiscount: number
  /** Tax of the line, on afterOrderDiscount. */
  readonly tax: number
}

export interface TotalsMinor {
  readonly itemSubTotal: number
  readonly totalDiscount: number
  readonly orderDiscount: number
  readonly itemTotal: number
  readonly shippingBeforeDiscount: number
  readonly shipping: number
  readonly tax: number
  readonly taxAmount: number
  readonly total: number
  readonly netAmount: number
  readonly totalWithoutTax: number
  readonly remainingToPay: number
  readonly totalUnits: number
}

const round = (value: number): number => Math.sign(value) * Math.round(Math.abs(value))

/** Tax contained in a VAT-inclusive amount. */
const includedTax = (gross: number, rateBp: number): number => round((gross * rateBp) / (10_000 + rateBp))

export interface TotalsOptions {
  /** Delivery charge of the shipping methods chosen (minor units); the flat-rate rule when absent. */
  readonly shippingMinor?: number
  /** Sum of the payment instruments applied (gift cards, loyalty points), minor units. */
  readonly paidMinor?: number
  /** Shipping promotions the cart qualifies for (promotions.ts). */
  readonly shippingPromotions?: ReadonlyArray<ShippingAdjustment>
}

export const computeTotals = (
  lines: ReadonlyArray<TotalsLine>,
  currency: Currency,
  region: string,
  options: TotalsOptions = {},
): { lines: LineAmounts[]; totals: TotalsMinor } => {
  const rule = taxRuleFor(region)
  const taxOf = (amount: number): number => (rule.mode === 'added' ? round((amount * rule.rateBp) / 10_000) : includedTax(amount, rule.rateBp))
  const amounts: LineAmounts[] = lines.map((l) => {
    const rowTotal = l.unitCurrent * l.qty
    const afterItemDiscount = Math.max(0, rowTotal - (l.itemDiscount ?? 0))
    const afterOrderDiscount = Math.max(0, afterItemDiscount - (l.orderDiscount ?? 0))
    return { rowTotal, rowOriginal: l.unitOriginal * l.qty, afterItemDiscount, afterOrderDiscount, tax: taxOf(afterOrderDiscount) }
  })
  const itemSubTotal = amounts.reduce((s, a) => s + a.rowTotal, 0)
  const itemTotal = amounts.reduce((s, a) => s + a.afterOrderDiscount, 0)
  const orderDiscount = amounts.reduce((s, a) => s + (a.afterItemDiscount - a.afterOrderDiscount), 0)
  const totalDiscount = amounts.reduce((s, a) => s + (a.rowOriginal - a.rowTotal), 0) + (itemSubTotal - itemTotal)
  const totalUnits = lines.reduce((s, l) => s + l.qty, 0)
  const shippingRule = SHIPPING[currency]
  const shippingBeforeDiscount =
    totalUnits === 0 ? 0 : options.shippingMinor !== undefined ? options.shippingMinor : itemTotal >= shippingRule.freeFrom ? 0 : shippingRule.flatRate
  const shipping = applyShipping(shippingBeforeDiscount, options.shippingPromotions ?? [])
  const lineTax = amounts.reduce((s, a) => s + a.tax, 0)
  const tax = rule.mode === 'added' ? lineTax : 0
  const taxAmount = rule.mode === 'added' ? lineTax : lineTax + includedTax(shipping, rule.rateBp)
  const total = itemTotal + shipping + tax
  return {
    lines: amounts,
    totals: {
      itemSubTotal,
      totalDiscount,
      orderDiscount,
      itemTotal,
      shippingBeforeDiscount,
      shipping,
      tax,
      taxAmount,
      total,
      netAmount: total - tax,
      totalWithoutTax: total - taxAmount,
      remainingToPay: Math.max(0, total - (options.paidMinor ?? 0)),
      totalUnits,
    },
  }
}
