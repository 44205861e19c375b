// Loading placeholders that hold the exact space of what they stand for (no layout shift when the
// content arrives). Hidden from assistive technology; the container announces loading (aria-busy).
import type { CSSProperties } from 'react'
import { css, cx } from 'styled-system/css'

// The highlight is a layer of its own that slides by `transform`, which the compositor animates:
// an animated background position repainted the whole placeholder on the main thread every frame
// (50 ms paint tasks at 4× slowdown for as long as the home page's recommendations were loading).
const shimmer = css({
  display: 'block',
  position: 'relative',
  overflow: 'hidden',
  bg: 'bg.muted',
  _after: {
    content: '""',
    position: 'absolute',
    inset: '0',
    backgroundImage: 'linear-gradient(90deg, transparent 0%, rgb(255 255 255 / 0.55) 50%, transparent 100%)',
    transform: 'translateX(-100%)',
    // Two sweeps after a second, then still: a quick load never shimmers, and a long one does not
    // keep the compositor drawing frames (on a phone's CPU, beside the main thread) while it waits.
    animation: 'shimmer 1.4s ease-in-out 1s 2',
  },
})

const radii = { sm: css({ rounded: 'sm' }), md: css({ rounded: 'md' }), card: css({ rounded: 'card' }), full: css({ rounded: 'full' }) } as const

export interface SkeletonProps {
  /** CSS width (default 100%). */
  readonly width?: string
  /** CSS height; use `aspectRatio` for media instead. */
  readonly height?: string
  /** e.g. "4 / 5" for a product image. */
  readonly aspectRatio?: string
  readonly radius?: keyof typeof radii
  readonly className?: string
}

export function Skeleton({ width = '100%', height, aspectRatio, radius = 'sm', className }: SkeletonProps) {
  const style: CSSProperties = { width, ...(height ? { height } : {}), ...(aspectRatio ? { aspectRatio } : {}) }
  return <span aria-hidden="true" data-skeleton="" className={cx(shimmer, radii[radius], className)} style={style} />
}

/** Lines of text: the last one shorter, as text usually is. */
export function SkeletonText({ lines = 2, lineHeight = '1em', gap = '0.5em' }: { lines?: number; lineHeight?: string; gap?: string }) {
  return (
    <span aria-hidden="true" className={css({ display: 'flex', flexDirection: 'column' })} style={{ gap }}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={lineHeight} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  )
}
