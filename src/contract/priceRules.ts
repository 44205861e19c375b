// Price display rules of the blocks spec (002 section 5): the omnibus price (the EU rule that a
// reduced price shows the lowest price before the reduction) and the discount percent's sign.
import { numberFormat } from './intl'

export interface OmnibusInput {
  readonly current: number
  readonly original: number
  /** The lowest price of the last 30 days before the reduction, when the feed knows it. */
  readonly historicBest?: number | undefined
}

/** The omnibus price shows when the current price is below the original and below the historic best. */
export const showsOmnibusPrice = ({ current, original, historicBest }: OmnibusInput): boolean =>
  historicBest !== undefined && Number.isFinite(historicBest) && current < original && current < historicBest

/** The price to show as the omnibus price, when the rule says it shows. */
export const omnibusPriceOf = (input: OmnibusInput): number | undefined => (showsOmnibusPrice(input) ? input.historicBest : undefined)

/**
 * A discount percent as the shopper reads it in their locale: "-20 %" with the minus sign when the
 * feature flag is on, "20 %" without it. Whole percents; undefined under 1 %.
 */
export const discountLabel = (percent: number, localeTag: string, minusSign: boolean): string | undefined => {
  if (!Number.isFinite(percent) || percent < 1) return undefined
  return numberFormat(localeTag, { style: 'percent', maximumFractionDigits: 0 }).format((minusSign ? -percent : percent) / 100)
}
