// Cart arithmetic, in integer minor units (pure; no I/O). Definitions of the CartTotals fields:
//   itemSubTotal    Σ current unit price × qty (prices after markdowns)
//   totalDiscount   Σ (original − current) × qty: the markdown savings, informational
//   itemTotal       itemSubTotal after item and order promotions (none in the reference yet)
//   shipping        0 for an empty cart or from the free-delivery threshold on, else the flat rate
//   tax             sales tax ADDED to the total: US 7.25 %, CA 13 % of the items (shipping not
//                   taxed); 0 where prices include VAT (GB, FR, DE)
//   taxAmount       all tax contained in total: the added sales tax, or the VAT included in items
//                   and shipping (GB 20 %, FR 20 %, DE 19 %)
//   total           itemTotal + shipping + tax
//   netAmount       total − tax (the amount before added tax; equals total in VAT regions)
//   totalWithoutTax total − taxAmount
//   remainingToPay  total − payments applied (none yet)
//   totalUnits      Σ qty
// A line's tax is rounded per line (half away from zero); the order's tax is the sum of its lines.
import type { Currency } from '../../src/site/sites.ts'
import { SHIPPING, taxRuleFor } from './shopRules.ts'

export interface TotalsLine {
  readonly unitCurrent: number
  readonly unitOriginal: number
  readonly qty: number
}

export interface LineAmounts {
  readonly rowTotal: number
  readonly rowOriginal: number
  readonly tax: number
}

export interface TotalsMinor {
  readonly itemSubTotal: number
  readonly totalDiscount: number
  readonly itemTotal: number
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
}

export const computeTotals = (
  lines: ReadonlyArray<TotalsLine>,
  currency: Currency,
  region: string,
  options: TotalsOptions = {},
): { lines: LineAmounts[]; totals: TotalsMinor } => {
  const rule = taxRuleFor(region)
  const amounts: LineAmounts[] = lines.map((l) => {
    const rowTotal = l.unitCurrent * l.qty
    const tax = rule.mode === 'added' ? round((rowTotal * rule.rateBp) / 10_000) : includedTax(rowTotal, rule.rateBp)
    return { rowTotal, rowOriginal: l.unitOriginal * l.qty, tax }
  })
  const itemSubTotal = amounts.reduce((s, a) => s + a.rowTotal, 0)
  const totalDiscount = amounts.reduce((s, a) => s + (a.rowOriginal - a.rowTotal), 0)
  const itemTotal = itemSubTotal
  const totalUnits = lines.reduce((s, l) => s + l.qty, 0)
  const shippingRule = SHIPPING[currency]
  const shipping =
    totalUnits === 0 ? 0 : options.shippingMinor !== undefined ? options.shippingMinor : itemTotal >= shippingRule.freeFrom ? 0 : shippingRule.flatRate
  const lineTax = amounts.reduce((s, a) => s + a.tax, 0)
  const tax = rule.mode === 'added' ? lineTax : 0
  const taxAmount = rule.mode === 'added' ? lineTax : lineTax + includedTax(shipping, rule.rateBp)
  const total = itemTotal + shipping + tax
  return {
    lines: amounts,
    totals: {
      itemSubTotal,
      totalDiscount,
      itemTotal,
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
