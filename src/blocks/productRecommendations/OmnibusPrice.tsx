// The omnibus price under a reduced price (spec 002 section 5): the lowest price of the last 30 days,
// shown only when the current price is below the original and below that price
// (src/contract/priceRules.ts).
import { css } from 'styled-system/css'
import { omnibusPriceOf } from '../../contract/priceRules'
import { formatMoney } from '../../contract/site/money'
import { LOCALE_INFO, type Locale } from '../../contract/site/sites'
import { bt } from '../strings'

export interface OmnibusPriceProps {
  readonly current: number
  readonly original: number
  readonly historicBest?: number | undefined
  readonly currency: string
  readonly locale: Locale
}

/** "Lowest price in the last 30 days: €99.00", only when the rule says it shows. */
export function OmnibusPrice({ current, original, historicBest, currency, locale }: OmnibusPriceProps) {
  const best = omnibusPriceOf({ current, original, historicBest })
  if (best === undefined) return null
  return (
    <p data-testid="price-omnibus" className={css({ fontSize: 'xs', color: 'fg.muted', lineHeight: '1.3' })}>
      {bt(LOCALE_INFO[locale].language, 'price.omnibus', { price: formatMoney(best, locale, currency) })}
    </p>
  )
}
