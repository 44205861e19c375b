// Money rules of the reference shop, per currency and region: delivery charge and the free-delivery
// threshold, and tax. US and Canadian prices exclude sales tax, which is added at checkout at a
// fixed documented rate (no per-state rates in the reference); British, French and German prices
// include VAT, and the cart reports the VAT they contain. All amounts are minor units.
import { LOCALE_INFO, type Currency, type Locale } from '../../src/contract/site/sites.ts'

export interface ShippingRule {
  readonly flatRate: number
  readonly freeFrom: number
}

export const SHIPPING: Record<Currency, ShippingRule> = {
  USD: { flatRate: 795, freeFrom: 7500 },
  CAD: { flatRate: 995, freeFrom: 9900 },
  GBP: { flatRate: 495, freeFrom: 5000 },
  EUR: { flatRate: 595, freeFrom: 6000 },
}

export interface TaxRule {
  /** 'added': sales tax on top of prices; 'included': VAT contained in prices. */
  readonly mode: 'added' | 'included'
  /** Rate in basis points (7.25% = 725). */
  readonly rateBp: number
}

export const TAX: Record<string, TaxRule> = {
  US: { mode: 'added', rateBp: 725 },
  CA: { mode: 'added', rateBp: 1300 },
  GB: { mode: 'included', rateBp: 2000 },
  FR: { mode: 'included', rateBp: 2000 },
  DE: { mode: 'included', rateBp: 1900 },
}

export const taxRuleFor = (region: string): TaxRule => TAX[region] ?? { mode: 'included', rateBp: 0 }

/** A formatter per locale and number of decimals: making one costs more than a whole cart's totals. */
const formatters = new Map<string, Intl.NumberFormat>()

/** Formats minor units for shopper-facing text in content (CAD with its code, others with a symbol). */
export const formatMinor = (minor: number, locale: Locale): string => {
  const info = LOCALE_INFO[locale]
  const decimals = minor % 100 === 0 ? 0 : 2
  const key = `${locale}/${decimals}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.NumberFormat(info.tag, {
      style: 'currency',
      currency: info.currency,
      currencyDisplay: info.currency === 'CAD' ? 'code' : 'narrowSymbol',
      minimumFractionDigits: decimals,
    })
    formatters.set(key, format)
  }
  return format.format(minor / 100)
}
