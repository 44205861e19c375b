// Price display rules of the blocks spec (002 section 5): the omnibus price (the EU rule that a
// reduced price shows the lowest price before the reduction). The discount percent's sign:
// ./discountLabel.ts.

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
