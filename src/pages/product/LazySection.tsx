// A section of the product page below the fold whose code and data load when it comes near the
// viewport (IntersectionObserver, 200 px ahead): until then, and on the server, it renders its title
// and a placeholder of the height it reserves, so nothing below moves when it loads (docs/decisions/0020).
// The section's component is a React.lazy child: it is not even requested before the section is near.
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { VisuallyHidden } from '../../ui/VisuallyHidden'

export interface LazySectionProps {
  /** The section's id (an anchor: `#reviews`) and the prefix of its title's id. */
  readonly id: string
  readonly title: string
  /** Height reserved for the section's content until it has loaded (a CSS length). */
  readonly reserve: string
  /** Announced to screen readers while loading ("Loading…"). */
  readonly loadingLabel: string
  /** The section's content: a lazy component, rendered once the section is near the viewport. */
  readonly children: ReactNode
  /**
   * The content brings its own heading and frame (a content block): the section is then a plain
   * container, and the title shows in the placeholder only.
   */
  readonly bare?: boolean
}

/**
 * How far ahead of the viewport a section starts loading: enough for its code and data to arrive
 * before it scrolls in, small enough that a phone's first screen (gallery and buy box) loads none.
 */
export const NEAR_VIEWPORT = '200px 0px'

/** Whether the element has come within NEAR_VIEWPORT of the viewport (once true, stays true). */
export const useNearViewport = (ref: React.RefObject<Element | null>): boolean => {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    if (typeof IntersectionObserver === 'undefined') return setNear(true)
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect()
        setNear(true)
      }
    }, { rootMargin: NEAR_VIEWPORT })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, near])
  return near
}

export function LazySection({ id, title, reserve, loadingLabel, children, bare = false }: LazySectionProps) {
  const ref = useRef<HTMLElement & HTMLDivElement>(null)
  const near = useNearViewport(ref)
  const placeholder = (
    <div aria-busy="true" data-placeholder={id} className={css({ display: 'grid', gap: '3', alignContent: 'start' })}>
      <VisuallyHidden>{loadingLabel}</VisuallyHidden>
      <div className={css({ h: '5', w: '40%', bg: 'bg.subtle', rounded: 'sm' })} />
      <div className={css({ h: '16', bg: 'bg.subtle', rounded: 'sm' })} />
    </div>
  )
  if (bare) {
    // The frame of a content block (its padding and title), so the block takes the same place.
    const framed = (
      <div className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: 'section' })}>
        <h2 className={css({ textStyle: 'heading.md', mb: '5' })}>{title}</h2>
        {placeholder}
      </div>
    )
    return (
      <div ref={ref} id={id} data-section={id} data-loaded={near ? 'true' : 'false'} style={{ minHeight: reserve }}>
        {near ? <Suspense fallback={framed}>{children}</Suspense> : framed}
      </div>
    )
  }
  return (
    <section ref={ref} id={id} aria-labelledby={`${id}-title`} data-section={id} data-loaded={near ? 'true' : 'false'} className={css({ borderTopWidth: '1px', borderColor: 'border', pt: '8', mt: '10', scrollMarginTop: '6rem' })}>
      <h2 id={`${id}-title`} className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', mb: '5' })}>
        {title}
      </h2>
      {/* The reserved height stays once loaded: a section never shrinks under what follows. */}
      <div style={{ minHeight: reserve }}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>
    </section>
  )
}
