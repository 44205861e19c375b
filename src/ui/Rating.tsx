// Star rating: five stars filled to the score, spoken as one label ("Rated 4.3 out of 5, 128 reviews"
// in the shopper's language); the visible number and count are hidden from screen readers to avoid
// reading them twice. Without a count (recommendations), the label gives the score only.
import type { CSSProperties } from 'react'
import { css, cx } from 'styled-system/css'
import { t, type Language } from './strings'
import { numberFormat } from '../contract/intl'

export interface RatingProps {
  readonly score: number
  /** Number of reviews; omit when unknown. */
  readonly count?: number
  readonly language: Language
  /** Show the review count beside the stars (default true when a count is given). */
  readonly showCount?: boolean
  readonly size?: 'sm' | 'md'
}

const oneDecimal = (language: Language, score: number): string =>
  numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score)

export function Rating({ score, count, language, showCount = true, size = 'sm' }: RatingProps) {
  const clamped = Math.max(0, Math.min(5, score))
  const formatted = oneDecimal(language, clamped)
  const label = count === undefined ? t(language, 'rating.scoreOnly', { score: formatted }) : t(language, 'rating.label', { score: formatted, count })
  const px = size === 'sm' ? 14 : 18
  // Stars are 20 units wide every 22 units of the 108-unit row: fill whole stars, then part of the next.
  const filled = Math.min(100, ((Math.floor(clamped) * 22 + (clamped % 1) * 20) / 108) * 100)
  return (
    <div role="img" aria-label={label} className={cx(css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', lineHeight: '1' }), size === 'sm' ? css({ fontSize: 'xs' }) : css({ fontSize: 'sm' }))}>
      {/* The stars are drawn by the stylesheet (.rating-stars, src/theme/globalCss.ts): one element per rating. */}
      <span aria-hidden="true" className="rating-stars" style={{ '--star-height': `${px}px`, '--filled': `${filled.toFixed(1)}%` } as CSSProperties} />
      <span aria-hidden="true" className={css({ color: 'fg.muted', fontWeight: '500' })}>
        {formatted}
        {count !== undefined && showCount && ` (${count})`}
      </span>
    </div>
  )
}
