// Horizontal carousel: CSS scroll snapping (scrolls without JavaScript), previous/next buttons that
// move by one viewport, and region semantics for assistive technology.
import { useRef, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { t, type Language } from './strings'

export function Carousel({ label, language, children }: { label: string; language: Language; children: ReactNode[] }) {
  const track = useRef<HTMLUListElement>(null)
  const move = (direction: 1 | -1) => {
    const el = track.current
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: 'smooth' })
  }
  const button = css({ w: '10', h: '10', rounded: 'full', borderWidth: '1px', borderColor: 'border', bg: 'bg', cursor: 'pointer', fontSize: 'lg', _hover: { bg: 'bg.subtle' } })
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className={css({ position: 'relative' })}>
      <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mb: '3' })}>
        <button type="button" className={button} onClick={() => move(-1)} aria-label={t(language, 'carousel.previous')}>
          ‹
        </button>
        <button type="button" className={button} onClick={() => move(1)} aria-label={t(language, 'carousel.next')}>
          ›
        </button>
      </div>
      <ul
        ref={track}
        tabIndex={0}
        aria-label={label}
        className={css({
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { base: '70%', sm: '40%', md: '28%', lg: '22%' },
          gap: '4',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'thin',
          pb: '2',
          '& > li': { scrollSnapAlign: 'start' },
        })}
      >
        {children}
      </ul>
    </div>
  )
}
