// Price display rules of the blocks spec in the UI kit: the discount percent's minus sign (a feature
// flag the root document provides, src/site/settings.ts DISCOUNT_MINUS_SIGN) and the omnibus price,
// the lowest price of the last 30 days shown under a reduced price (src/contract/priceRules.ts).
import { createContext } from 'react'
import { css } from 'styled-system/css'
import { formatMoney } from '../contract/site/money'
import { omnibusPriceOf } from '../contract/priceRules'
import { LOCALE_INFO, type Locale } from '../contract/site/sites'
import { t } from './strings'

/** Whether discount percents carry a minus sign ("-20 %" rather than "20 %"); on unless the flag turns it off. */
export const DiscountSignContext = createContext(true)

export interface OmnibusPriceProps {
  readonly current: number
  readonly original: number
  readonly historicBest?: number | undefined
  readonly currency: string
  readonly locale: Locale
}

/** "Lowest price in the last 30 days: €99.00", only when the current price is below the original and below that price. */
export function OmnibusPrice({ current, original, historicBest, currency, locale }: OmnibusPriceProps) {
  const best = omnibusPriceOf({ current, original, historicBest })
  if (best === undefined) return null
  return (
    <p data-testid="price-omnibus" className={css({ fontSize: 'xs', color: 'fg.muted', lineHeight: '1.3' })}>
      {t(LOCALE_INFO[locale].language, 'price.omnibus', { price: formatMoney(best, locale, currency) })}
    </p>
  )
}
