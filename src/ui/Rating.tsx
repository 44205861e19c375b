// Star rating with a full spoken label ("Rated 4.3 out of 5, 128 reviews").
import { css } from 'styled-system/css'
import { t, type Language } from './strings'

export function Rating({ score, count, language, showCount = true }: { score: number; count: number; language: Language; showCount?: boolean }) {
  const pct = Math.max(0, Math.min(100, (score / 5) * 100))
  return (
    <p role="img" aria-label={t(language, 'rating.label', { score: score.toFixed(1), count })} className={css({ display: 'flex', alignItems: 'center', gap: '1.5', fontSize: 'sm' })}>
      <span aria-hidden="true" className={css({ position: 'relative', display: 'inline-block', lineHeight: '1', letterSpacing: '0.1em', color: 'border' })}>
        ★★★★★
        <span style={{ width: `${pct}%` }} className={css({ position: 'absolute', top: '0', left: '0', bottom: '0', overflow: 'hidden', whiteSpace: 'nowrap', color: 'fg' })}>
          ★★★★★
        </span>
      </span>
      <span aria-hidden="true" className={css({ color: 'fg.muted' })}>
        {score.toFixed(1)}
        {showCount && ` (${count})`}
      </span>
    </p>
  )
}
