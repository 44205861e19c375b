// A price: the current amount, and when marked down also the struck original, with the current
// amount in the sale colour and visually hidden "Now" / "Original price" wording for screen readers
// (which do not announce strike-through). Amounts use formatMoney: CAD with its code, others with
// their symbol. A range (recommendations) shows low – high.
import { css, cx } from 'styled-system/css'
import { formatMoney } from '../contract/site/money'
import { LOCALE_INFO, type Locale } from '../contract/site/sites'
import { t } from './strings'
import { VisuallyHidden } from './VisuallyHidden'

export interface PriceProps {
  readonly current: number
  readonly original: number
  readonly currency: string
  readonly locale: Locale
  /** For ranges (recommendations): the highest current price. */
  readonly highCurrent?: number
  /** For ranges: the highest original price. */
  readonly highOriginal?: number
  readonly size?: 'sm' | 'md' | 'lg'
  readonly className?: string
}

const sizes = {
  sm: css({ fontSize: 'sm' }),
  md: css({ fontSize: 'md' }),
  lg: css({ fontSize: 'xl' }),
} as const

const amount = (low: number, high: number | undefined, locale: Locale, currency: string): string =>
  high !== undefined && high > low ? `${formatMoney(low, locale, currency)} – ${formatMoney(high, locale, currency)}` : formatMoney(low, locale, currency)

export function Price({ current, original, currency, locale, highCurrent, highOriginal, size = 'md', className }: PriceProps) {
  const lang = LOCALE_INFO[locale].language
  const markedDown = original > current || (highOriginal !== undefined && highCurrent !== undefined && highOriginal > highCurrent)
  return (
    <p className={cx(css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: '2', rowGap: '0.5', lineHeight: '1.3', fontVariantNumeric: 'tabular-nums' }), sizes[size], className)}>
      {markedDown && <VisuallyHidden>{t(lang, 'price.now')} </VisuallyHidden>}
      <span data-testid="price-current" data-sale={markedDown ? '' : undefined} className={cx(css({ fontWeight: '700' }), markedDown && css({ color: 'sale' }))}>
        {amount(current, highCurrent, locale, currency)}
      </span>
      {markedDown && (
        <span>
          <VisuallyHidden>{t(lang, 'price.original')} </VisuallyHidden>
          <s data-testid="price-original" className={css({ color: 'fg.muted', fontSize: '0.875em', textDecorationThickness: '1px' })}>
            {amount(Math.max(original, current), highOriginal, locale, currency)}
          </s>
        </span>
      )}
    </p>
  )
}
