// Horizontal carousel: a CSS scroll-snap list that scrolls by touch, trackpad or keyboard without any
// JavaScript; once hydrated, previous/next buttons page through it (disabled at either end, hidden
// when everything fits). A labelled region with role description "carousel"; the list itself is
// focusable so keyboard users can scroll it with the arrow keys.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { t, type Language } from './strings'

export interface CarouselProps {
  /** Accessible name of the region (usually the visible title). */
  readonly label: string
  readonly language: Language
  /** Visible title, laid out beside the buttons. */
  readonly heading?: ReactNode
  /** Slides: each child must be an <li>. */
  readonly children: ReactNode
  /** Slides per view on wide screens (6 by default; 3 for the "3-cards" layout). */
  readonly perView?: 3 | 4 | 6
  readonly className?: string
}

// Slide widths: a peek of the next slide on small screens, whole slides per view on wide ones (gap 1.25rem).
const tracks = {
  3: css({ gridAutoColumns: { base: '78%', sm: '46%', md: 'calc((100% - 2 * 1.25rem) / 3)' } }),
  4: css({ gridAutoColumns: { base: '72%', sm: '44%', md: 'calc((100% - 2 * 1.25rem) / 3)', lg: 'calc((100% - 3 * 1.25rem) / 4)' } }),
  6: css({
    gridAutoColumns: { base: '64%', sm: '40%', md: 'calc((100% - 2 * 1.25rem) / 3.4)', lg: 'calc((100% - 3 * 1.25rem) / 4.4)', xl: 'calc((100% - 5 * 1.25rem) / 6)' },
  }),
} as const

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d={direction === 'left' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'} />
  </svg>
)

export function Carousel({ label, language, heading, children, perView = 6, className }: CarouselProps) {
  const trackId = useId()
  const track = useRef<HTMLUListElement>(null)
  // Until hydrated (and when everything fits) the buttons keep their space but stay hidden.
  const [edges, setEdges] = useState<{ scrollable: boolean; atStart: boolean; atEnd: boolean }>({ scrollable: false, atStart: true, atEnd: false })

  const measure = useCallback(() => {
    const el = track.current
    if (!el) return
    const max = el.scrollWidth - el.clientWidth
    setEdges({ scrollable: max > 4, atStart: el.scrollLeft <= 4, atEnd: el.scrollLeft >= max - 4 })
  }, [])

  useEffect(() => {
    const el = track.current
    if (!el) return
    measure()
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure)
    observer?.observe(el)
    el.addEventListener('scroll', measure, { passive: true })
    return () => {
      observer?.disconnect()
      el.removeEventListener('scroll', measure)
    }
  }, [measure])

  const page = (direction: 1 | -1) => {
    const el = track.current
    if (!el) return
    const reduce = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    el.scrollBy({ left: direction * el.clientWidth * 0.92, behavior: reduce ? 'auto' : 'smooth' })
  }

  const arrow = cx(button({ variant: 'secondary', size: 'icon' }), css({ rounded: 'full', bg: 'bg' }))
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className={cx(css({ position: 'relative' }), className)}>
      <div className={css({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: '4', mb: { base: '4', md: '5' } })}>
        <div className={css({ minW: '0' })}>{heading}</div>
        <div className={css({ display: 'flex', gap: '2', flexShrink: 0 })} style={{ visibility: edges.scrollable ? 'visible' : 'hidden' }}>
          <button type="button" className={arrow} aria-controls={trackId} onClick={() => page(-1)} disabled={edges.atStart} aria-label={t(language, 'carousel.previous')}>
            <Chevron direction="left" />
          </button>
          <button type="button" className={arrow} aria-controls={trackId} onClick={() => page(1)} disabled={edges.atEnd} aria-label={t(language, 'carousel.next')}>
            <Chevron direction="right" />
          </button>
        </div>
      </div>
      <ul
        id={trackId}
        ref={track}
        // Focusable so the scroll area is reachable by keyboard (arrow keys scroll it).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (axe: scrollable-region-focusable)
        tabIndex={0}
        aria-label={label}
        className={cx(
          css({
            display: 'grid',
            gridAutoFlow: 'column',
            gap: '5',
            overflowX: 'auto',
            overscrollBehaviorX: 'contain',
            scrollSnapType: 'x mandatory',
            scrollbarWidth: 'none',
            '&::-webkit-scrollbar': { display: 'none' },
            // Room for focus rings and hover lift inside the clipped scroll area.
            py: '1',
            px: '1',
            mx: '-1',
            '& > li': { scrollSnapAlign: 'start', minW: '0' },
            _focusVisible: { outlineOffset: '4px' },
          }),
          tracks[perView],
        )}
      >
        {children}
      </ul>
    </div>
  )
}
