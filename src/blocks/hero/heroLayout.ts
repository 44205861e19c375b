// Where a hero's copy goes, per screen range (small: phones; large: from md up), worked out from its
// content (spec 002 section 3, Hero): `overlaySmall` / `overlayLarge` positions for the standard hero,
// `responsiveLayout` for the block-below and product-overlay variants. Pure, so it is tested alone;
// the block writes the result as data attributes its stylesheet reads.
import type { HeroSection, OverlayPosition } from '../../contract/schemas/content'

export type Side = 'left' | 'center' | 'right'

export interface Placement {
  /** Over the media, or below it on a band. */
  readonly place: 'overlay' | 'below'
  readonly text: Side
  /** The copy box's horizontal position over the media. */
  readonly x: Side
  readonly y: 'top' | 'middle' | 'bottom'
  /** Two media side by side (a layout containing "2media"). */
  readonly twoMedia: boolean
}

const NAMED: Readonly<Record<string, Omit<Placement, 'twoMedia'>>> = {
  'left-overlay': { place: 'overlay', text: 'left', x: 'left', y: 'middle' },
  'left-bottom-overlay': { place: 'overlay', text: 'left', x: 'left', y: 'bottom' },
  'left-below': { place: 'below', text: 'left', x: 'left', y: 'middle' },
  'center-overlay': { place: 'overlay', text: 'center', x: 'center', y: 'middle' },
  'center-below': { place: 'below', text: 'center', x: 'center', y: 'middle' },
}

/** An overlay position (`left-left-top` … or a named one) as a placement. */
export const placementOf = (position: OverlayPosition): Omit<Placement, 'twoMedia'> => {
  const named = NAMED[position]
  if (named) return named
  const [text, x, y] = position.split('-') as [Side, Side, Placement['y']]
  return { place: 'overlay', text, x, y }
}

type Layout = NonNullable<NonNullable<HeroSection['responsiveLayout']>['sm']>

const fromLayout = (layout: Layout, fallback: Omit<Placement, 'twoMedia'>): Placement => {
  const alignment = layout.alignment ?? fallback.text
  const below = layout.layout.includes('below')
  return {
    place: below ? 'below' : 'overlay',
    text: alignment,
    x: alignment,
    y: below ? 'middle' : fallback.y,
    twoMedia: layout.layout.includes('2media'),
  }
}

/**
 * The placements of a hero's copy. The standard hero: below the media on phones unless content places
 * it over (`overlaySmall`), over the media from md up at `overlayLarge` (default left, middle); with
 * the scrim off, below at every width (nothing guarantees contrast over the photograph). The
 * block-below and product-overlay variants: below on a colour band unless their responsive layout
 * says otherwise.
 */
export const heroPlacements = (section: HeroSection): { readonly small: Placement; readonly large: Placement } => {
  const variant = section.variant ?? 'standardHero'
  const scrimOff = (section.gradientStyle ?? 'focused') === 'off'
  if (variant !== 'standardHero') {
    const base: Omit<Placement, 'twoMedia'> = { place: 'below', text: 'left', x: 'left', y: 'middle' }
    const layouts = section.responsiveLayout
    const sm = layouts?.sm ? fromLayout(layouts.sm, base) : { ...base, twoMedia: false }
    const lgLayout = layouts?.lg ?? layouts?.md
    const lg = lgLayout ? fromLayout(lgLayout, base) : sm
    return { small: sm, large: lg }
  }
  const small = section.overlaySmall ? placementOf(section.overlaySmall) : { place: 'below' as const, text: 'left' as const, x: 'left' as const, y: 'middle' as const }
  const large = section.overlayLarge ? placementOf(section.overlayLarge) : { place: 'overlay' as const, text: 'left' as const, x: 'left' as const, y: 'middle' as const }
  const guard = (p: Omit<Placement, 'twoMedia'>): Placement => ({ ...p, place: scrimOff ? 'below' : p.place, twoMedia: false })
  return { small: guard(small), large: guard(large) }
}

/** Spec 002 section 5: a caption shows only when it has text and its position is not off. */
export const showsCaption = (section: Pick<HeroSection, 'captionText' | 'captionPosition'>): boolean =>
  Boolean(section.captionText?.trim()) && (section.captionPosition ?? 'bottom') !== 'off'

/** Spec 002 section 9: the scrim's strength (full 35 %, focused 50 %, off 0). */
export const GRADIENT_STRENGTH = { full: 0.35, focused: 0.5, off: 0 } as const

/** Spec 002 section 9: product overlay picture sizes (small, medium, large) in CSS pixels. */
export const OVERLAY_PICTURE_SIZES = { small: { width: 196, height: 343 }, medium: { width: 271, height: 467 }, large: { width: 344, height: 538 } } as const
