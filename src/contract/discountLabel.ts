// The discount percent as the shopper reads it (spec 002 section 5), with or without its minus sign
// (the DISCOUNT_MINUS_SIGN flag, src/ui/discountSign.ts). Apart from ./priceRules.ts: every page's
// product tiles need this, only the recommendations need the omnibus rule.
import { numberFormat } from './intl'

/**
 * A discount percent as the shopper reads it in their locale: "-20 %" with the minus sign when the
 * feature flag is on, "20 %" without it. Whole percents; undefined under 1 %.
 */
export const discountLabel = (percent: number, localeTag: string, minusSign: boolean): string | undefined => {
  if (!Number.isFinite(percent) || percent < 1) return undefined
  return numberFormat(localeTag, { style: 'percent', maximumFractionDigits: 0 }).format((minusSign ? -percent : percent) / 100)
}
