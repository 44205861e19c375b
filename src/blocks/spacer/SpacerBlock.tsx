// Spacer (spec 002 section 3): empty space between blocks, its height per breakpoint from the
// spacing scale (sm: phones, md: tablets, lg: wide screens; a missing one takes the smaller one's),
// optionally on a colour. Decorative: hidden from assistive technology.
import type { CSSProperties } from 'react'
import { css } from 'styled-system/css'
import type { SpacerSection, Space } from '../../contract/schemas/content'
import type { BlockProps } from '../registry'

/** The spacing scale's heights. */
export const SPACE_HEIGHTS: Readonly<Record<Space, string>> = { none: '0', xs: '0.5rem', sm: '1rem', md: '2rem', lg: '3rem', xl: '5rem' }

/** The heights per breakpoint, each missing one taking the smaller breakpoint's. */
export const spacerHeights = (margins: SpacerSection['bottomMargins']): { sm: string; md: string; lg: string } => {
  const sm = SPACE_HEIGHTS[margins.sm ?? 'md']
  const md = margins.md ? SPACE_HEIGHTS[margins.md] : sm
  const lg = margins.lg ? SPACE_HEIGHTS[margins.lg] : md
  return { sm, md, lg }
}

export function SpacerBlock({ section }: BlockProps<SpacerSection>) {
  const heights = spacerHeights(section.bottomMargins)
  return (
    <div
      aria-hidden="true"
      data-block="spacer"
      className={css({ h: 'var(--spacer-sm)', md: { h: 'var(--spacer-md)' }, lg: { h: 'var(--spacer-lg)' } })}
      style={{ '--spacer-sm': heights.sm, '--spacer-md': heights.md, '--spacer-lg': heights.lg, ...(section.backgroundColor ? { background: section.backgroundColor } : {}) } as CSSProperties}
    />
  )
}
