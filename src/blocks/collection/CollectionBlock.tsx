// Collection (spec 002 section 3, Collection): items shown per breakpoint (sm phones, md tablets, lg
// wide screens) as a carousel or a grid. A carousel scrolls by touch, trackpad or keyboard without
// JavaScript (CSS scroll snap); hydrated, it has previous/next arrows, indicators (one per slide,
// showing where you are) and a progress bar, each when that breakpoint's layout asks, autoplays every
// autorotateTime seconds when asked (held while hovered or focused, stopped by its pause button, never
// with reduced motion) and loops from the last slide to the first when asked. The layouts differ per
// breakpoint in CSS (data attributes and custom properties), so server and client render the same.
import { useCallback, useEffect, useId, useRef, useState, type CSSProperties } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { secondsToMs } from '../../contract/contentRules'
import type { CollectionItem, CollectionLayout, CollectionSection } from '../../contract/schemas/content'
import { BREAKPOINTS } from '../../contract/schemas/blocks/common'
import { LOCALE_INFO } from '../../contract/site/sites'
import { ContentLink } from '../../ui/ContentLink'
import type { BlockProps } from '../registry'
import { ContentPicture } from '../shared/ContentPicture'
import { atBreakpoint, useBreakpoint, useReducedMotion } from '../shared/useBreakpoint'
import { bt } from '../strings'

/** Each breakpoint's layout, a missing one taking the smaller breakpoint's. */
export const layoutsOf = (section: CollectionSection): { sm: CollectionLayout; md: CollectionLayout; lg: CollectionLayout } => {
  const { sm } = section.breakpoints
  const md = section.breakpoints.md ?? sm
  return { sm, md, lg: section.breakpoints.lg ?? md }
}

/** The slide after `index` (or before, by -1): wraps around when looping, else stops at the ends. */
export const stepSlide = (index: number, by: 1 | -1, count: number, loop: boolean): number => {
  const next = index + by
  if (next < 0) return loop ? count - 1 : 0
  if (next >= count) return loop ? 0 : count - 1
  return next
}

const DEFAULT_WIDTH = { carousel: '78%', grid: '14rem' } as const

const track = css({
  display: 'grid',
  gap: 'var(--gap-sm)',
  py: '1',
  '&[data-sm=carousel]': { gridAutoFlow: 'column', gridAutoColumns: 'var(--w-sm)', overflowX: 'auto', scrollSnapType: 'x mandatory', scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' }, '& > li': { scrollSnapAlign: 'start' } },
  '&[data-sm=grid]': { gridTemplateColumns: 'repeat(auto-fill, minmax(min(var(--w-sm), 100%), 1fr))' },
  md: {
    gap: 'var(--gap-md)',
    '&[data-md=carousel]': { gridAutoFlow: 'column', gridAutoColumns: 'var(--w-md)', gridTemplateColumns: 'none', overflowX: 'auto', scrollSnapType: 'x mandatory' },
    '&[data-md=grid]': { gridAutoFlow: 'row', gridAutoColumns: 'auto', gridTemplateColumns: 'repeat(auto-fill, minmax(min(var(--w-md), 100%), 1fr))', overflowX: 'visible' },
  },
  lg: {
    gap: 'var(--gap-lg)',
    '&[data-lg=carousel]': { gridAutoFlow: 'column', gridAutoColumns: 'var(--w-lg)', gridTemplateColumns: 'none', overflowX: 'auto', scrollSnapType: 'x mandatory' },
    '&[data-lg=grid]': { gridAutoFlow: 'row', gridAutoColumns: 'auto', gridTemplateColumns: 'repeat(auto-fill, minmax(min(var(--w-lg), 100%), 1fr))', overflowX: 'visible' },
  },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '4px' },
})

// A control shows at a breakpoint when that breakpoint is a carousel and asks for it.
const shownAt = css({
  display: 'none',
  '&[data-sm=true]': { display: 'flex' },
  md: { '&[data-md=true]': { display: 'flex' }, '&[data-md=false]': { display: 'none' } },
  lg: { '&[data-lg=true]': { display: 'flex' }, '&[data-lg=false]': { display: 'none' } },
})

export function CollectionBlock({ section, site, aboveFold }: BlockProps<CollectionSection>) {
  const lang = LOCALE_INFO[site.locale].language
  const layouts = layoutsOf(section)
  const breakpoint = useBreakpoint()
  const layout = atBreakpoint(layouts, breakpoint)
  const reducedMotion = useReducedMotion()
  const list = useRef<HTMLUListElement>(null)
  const trackId = useId()
  const titleId = `collection-${section.id}`
  const count = section.items.length
  const [index, setIndex] = useState(0)
  const [held, setHeld] = useState(false)
  const [paused, setPaused] = useState(false)

  const flag = (pick: (l: CollectionLayout) => boolean | undefined) =>
    Object.fromEntries(BREAKPOINTS.map((bp) => [`data-${bp}`, String(layouts[bp].type === 'carousel' && Boolean(pick(layouts[bp])))])) as Record<string, string>

  const goTo = useCallback((target: number) => {
    const element = list.current
    const slide = element?.children[target] as HTMLElement | undefined
    if (!element || !slide) return
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    element.scrollTo?.({ left: slide.offsetLeft - element.offsetLeft, behavior: reduce ? 'auto' : 'smooth' })
    setIndex(target)
  }, [])

  // The slide in view follows scrolling by hand too.
  useEffect(() => {
    const element = list.current
    if (!element) return
    const onScroll = () => {
      const first = element.children[0] as HTMLElement | undefined
      const second = element.children[1] as HTMLElement | undefined
      const step = first && second ? second.offsetLeft - first.offsetLeft : element.clientWidth
      if (step > 0) setIndex(Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / step))))
    }
    element.addEventListener('scroll', onScroll, { passive: true })
    return () => element.removeEventListener('scroll', onScroll)
  }, [count])

  const autoplay = layout.type === 'carousel' && Boolean(layout.autoplay) && count > 1
  useEffect(() => {
    if (!autoplay || held || paused || reducedMotion) return
    const timer = setInterval(() => {
      setIndex((current) => {
        const next = stepSlide(current, 1, count, layout.loop ?? false)
        if (next !== current) goTo(next)
        return next
      })
    }, secondsToMs(layout.autorotateTime ?? 5))
    return () => clearInterval(timer)
  }, [autoplay, held, paused, reducedMotion, count, layout.loop, layout.autorotateTime, goTo])

  const vars = Object.fromEntries(
    BREAKPOINTS.flatMap((bp) => [
      [`--w-${bp}`, layouts[bp].slideWidth ?? DEFAULT_WIDTH[layouts[bp].type]],
      [`--gap-${bp}`, layouts[bp].margin ?? '1.25rem'],
    ]),
  ) as CSSProperties
  const arrow = cx(button({ variant: 'secondary', size: 'icon' }), css({ rounded: 'full', bg: 'bg' }))
  const loop = layout.loop ?? false

  return (
    <section
      aria-labelledby={section.title ? titleId : undefined}
      aria-label={section.title ? undefined : section.name}
      aria-roledescription={layout.type === 'carousel' ? 'carousel' : undefined}
      data-block="collection"
      className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: 'section' })}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className={css({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: '4', mb: '4' })}>
        {section.title ? (
          <h2 id={titleId} className={css({ textStyle: 'heading.md' })}>
            {section.title}
          </h2>
        ) : (
          <span />
        )}
        <div className={css({ display: 'flex', gap: '2' })}>
          {autoplay && !reducedMotion && (
            <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => setPaused((p) => !p)}>
              {bt(lang, paused ? 'blocks.play' : 'blocks.pause')}
            </button>
          )}
          <div className={cx(shownAt, css({ gap: '2' }))} {...flag((l) => l.showArrows)}>
            <button type="button" className={arrow} aria-controls={trackId} disabled={!loop && index === 0} onClick={() => goTo(stepSlide(index, -1, count, loop))} aria-label={bt(lang, 'blocks.previous')}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={arrow} aria-controls={trackId} disabled={!loop && index === count - 1} onClick={() => goTo(stepSlide(index, 1, count, loop))} aria-label={bt(lang, 'blocks.next')}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        </div>
      </div>
      <ul
        id={trackId}
        ref={list}
        className={track}
        style={vars}
        data-sm={layouts.sm.type}
        data-md={layouts.md.type}
        data-lg={layouts.lg.type}
        // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the carousel's track scrolls with the arrow keys
        tabIndex={0}
        aria-label={section.title ?? section.name}
      >
        {section.items.map((item, i) => (
          <li key={`${i}-${item.title}`} aria-roledescription={layout.type === 'carousel' ? 'slide' : undefined} aria-label={bt(lang, 'blocks.slide', { n: i + 1, count })} data-current={i === index ? '' : undefined}>
            <CollectionCard item={item} aboveFold={aboveFold && i < 3} slidePadding={atBreakpoint(layouts, breakpoint).slidePadding} maxWidth={atBreakpoint(layouts, breakpoint).slideMaxWidth} />
          </li>
        ))}
      </ul>
      <div className={cx(shownAt, css({ justifyContent: 'center', mt: '3' }))} {...flag((l) => l.showIndicators)} role="group" aria-label={bt(lang, 'blocks.slides')}>
        {section.items.map((item, i) => (
          <button
            key={`${i}-${item.title}`}
            type="button"
            aria-label={bt(lang, 'blocks.slide', { n: i + 1, count })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => goTo(i)}
            className={css({ w: '6', h: '6', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', cursor: 'pointer', _after: { content: '""', w: '2', h: '2', rounded: 'full', bg: 'border.strong' }, '&[aria-current=true]::after': { bg: 'fg', w: '3', h: '3' } })}
          />
        ))}
      </div>
      <div className={cx(shownAt, css({ mt: '3' }))} {...flag((l) => l.showProgress)}>
        <div
          role="progressbar"
          aria-label={bt(lang, 'blocks.progress')}
          aria-valuemin={1}
          aria-valuemax={count}
          aria-valuenow={index + 1}
          className={css({ flex: '1', h: '1', bg: 'bg.muted', rounded: 'full', overflow: 'hidden' })}
        >
          <div className={css({ h: 'full', bg: 'fg', transition: 'width 240ms' })} style={{ width: `${((index + 1) / count) * 100}%` }} />
        </div>
      </div>
    </section>
  )
}

function CollectionCard({ item, aboveFold, slidePadding, maxWidth }: { item: CollectionItem; aboveFold: boolean; slidePadding?: string | undefined; maxWidth?: string | undefined }) {
  const body = (
    <>
      <span className={css({ display: 'block', rounded: 'card', overflow: 'hidden', aspectRatio: '4 / 5', bg: 'bg.subtle' })}>
        <ContentPicture media={item.media} aboveFold={aboveFold} decorative className={css({ w: 'full', h: 'full', objectFit: 'cover', transition: 'transform 400ms', _groupHover: { transform: 'scale(1.04)' } })} pictureClassName={css({ display: 'block', h: 'full' })} />
      </span>
      {item.eyebrowText && <span className={css({ textStyle: 'eyebrow', color: 'fg.muted', mt: '3', display: 'block' })}>{item.eyebrowText}</span>}
      <span className={cx(css({ display: 'block', fontWeight: '600', _groupHover: { textDecoration: 'underline' } }), item.eyebrowText ? css({ mt: '1' }) : css({ mt: '3' }))}>{item.title}</span>
      {item.subtitle && <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted', mt: '1' })}>{item.subtitle}</span>}
    </>
  )
  const style = { ...(slidePadding ? { padding: slidePadding } : {}), ...(maxWidth ? { maxWidth } : {}) }
  return item.url ? (
    <ContentLink url={item.url} className={cx('group', css({ display: 'block' }))}>
      <span className={css({ display: 'block' })} style={style}>
        {body}
      </span>
    </ContentLink>
  ) : (
    <div style={style}>{body}</div>
  )
}
