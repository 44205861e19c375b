// A price: the current amount, and when marked down the struck original with the saving in the sale
// colour. Currency follows the site rule (CAD with its code, others with their symbol).
import { css, cx } from 'styled-system/css'
import { formatMoney } from '../site/money'
import { LOCALE_INFO, type Locale } from '../site/sites'
import { t } from './strings'

export interface PriceProps {
  readonly current: number
  readonly original: number
  readonly currency: string
  readonly locale: Locale
  /** For ranges (recommendations): the highest current price. */
  readonly highCurrent?: number
  readonly size?: 'sm' | 'md' | 'lg'
}

const sizes = { sm: 'sm', md: 'md', lg: 'xl' } as const

export function Price({ current, original, currency, locale, highCurrent, size = 'md' }: PriceProps) {
  const lang = LOCALE_INFO[locale].language
  const markedDown = original > current
  const now = highCurrent !== undefined && highCurrent > current ? `${formatMoney(current, locale, currency)} – ${formatMoney(highCurrent, locale, currency)}` : formatMoney(current, locale, currency)
  return (
    <p className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2', fontSize: sizes[size] })}>
      {markedDown && <span className={css({ srOnly: true })}>{t(lang, 'price.now')}</span>}
      <span data-testid="price-current" className={cx(css({ fontWeight: 'bold' }), markedDown && css({ color: 'sale' }))}>
        {now}
      </span>
      {markedDown && (
        <>
          <span className={css({ srOnly: true })}>{t(lang, 'price.original')}</span>
          <s data-testid="price-original" className={css({ color: 'fg.muted', fontSize: '0.875em' })}>
            {formatMoney(original, locale, currency)}
          </s>
        </>
      )}
    </p>
  )
}
