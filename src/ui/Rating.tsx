// Star rating: five stars filled to the score, spoken as one label ("Rated 4.3 out of 5, 128 reviews"
// in the shopper's language); the visible number and count are hidden from screen readers to avoid
// reading them twice. Without a count (recommendations), the label gives the score only.
import { css } from 'styled-system/css'
import { t, type Language } from './strings'

export interface RatingProps {
  readonly score: number
  /** Number of reviews; omit when unknown. */
  readonly count?: number
  readonly language: Language
  /** Show the review count beside the stars (default true when a count is given). */
  readonly showCount?: boolean
  readonly size?: 'sm' | 'md'
}

const STAR = 'M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z'

const Stars = ({ className, size }: { className: string; size: number }) => (
  <svg width={Math.round((size * 108) / 20)} height={size} viewBox="0 0 108 20" className={className} aria-hidden="true" focusable="false">
    {[0, 1, 2, 3, 4].map((i) => (
      <path key={i} d={STAR} transform={`translate(${i * 22} 0)`} />
    ))}
  </svg>
)

const oneDecimal = (language: Language, score: number): string =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score)

export function Rating({ score, count, language, showCount = true, size = 'sm' }: RatingProps) {
  const clamped = Math.max(0, Math.min(5, score))
  const formatted = oneDecimal(language, clamped)
  const label = count === undefined ? t(language, 'rating.scoreOnly', { score: formatted }) : t(language, 'rating.label', { score: formatted, count })
  const px = size === 'sm' ? 14 : 18
  // Stars are 20 units wide every 22 units of the 108-unit row: fill whole stars, then part of the next.
  const filled = Math.min(100, ((Math.floor(clamped) * 22 + (clamped % 1) * 20) / 108) * 100)
  return (
    <div role="img" aria-label={label} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', fontSize: size === 'sm' ? 'xs' : 'sm', lineHeight: '1' })}>
      <span className={css({ position: 'relative', display: 'inline-block', flexShrink: 0 })}>
        <Stars size={px} className={css({ display: 'block', fill: 'bg.muted' })} />
        <span className={css({ position: 'absolute', inset: '0', overflow: 'hidden' })} style={{ width: `${filled}%` }}>
          <Stars size={px} className={css({ display: 'block', fill: 'accent', maxW: 'none' })} />
        </span>
      </span>
      <span aria-hidden="true" className={css({ color: 'fg.muted', fontWeight: '500' })}>
        {formatted}
        {count !== undefined && showCount && ` (${count})`}
      </span>
    </div>
  )
}
