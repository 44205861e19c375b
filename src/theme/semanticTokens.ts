// Semantic tokens: roles (page background, text, call to action, sale price...) whose values come
// from the brand palette. The base value is Summit's; the `_fjell` condition (`[data-brand=fjell]`
// on <html>) swaps in Fjell & Fjord's, so one stylesheet serves both brands.
import { defineSemanticTokens } from '@pandacss/dev'
import { BRAND_PALETTES, type BrandPalette } from './brands'

const perBrand = (role: keyof BrandPalette) => ({ value: { base: BRAND_PALETTES.summit[role], _fjell: BRAND_PALETTES.fjell[role] } })

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      DEFAULT: perBrand('bg'),
      subtle: perBrand('bgSubtle'),
      muted: perBrand('bgMuted'),
      /** Dark band (promo bar, footer): the text colour as a background. */
      inverse: perBrand('fg'),
    },
    fg: {
      DEFAULT: perBrand('fg'),
      muted: perBrand('fgMuted'),
      inverse: perBrand('bg'),
    },
    /** Shorthand for secondary text. */
    muted: perBrand('fgMuted'),
    brand: { DEFAULT: perBrand('brand'), fg: perBrand('brandFg') },
    accent: {
      DEFAULT: perBrand('accent'),
      hover: perBrand('accentHover'),
      fg: perBrand('accentFg'),
      text: perBrand('accentText'),
    },
    border: { DEFAULT: perBrand('border'), strong: perBrand('borderStrong') },
    sale: { DEFAULT: perBrand('sale'), fg: perBrand('saleFg') },
    danger: { DEFAULT: perBrand('danger'), subtle: perBrand('dangerSubtle') },
    success: { DEFAULT: perBrand('success'), subtle: perBrand('successSubtle') },
    focusRing: perBrand('focus'),
    /** Scrim behind text laid over photography. */
    scrim: { value: 'rgb(8 14 11 / 0.62)' },
  },
  radii: {
    // The preset's sm…xl names are brand-aware, so every `rounded: 'md'` follows the brand.
    sm: perBrand('radiusSm'),
    md: perBrand('radiusMd'),
    lg: perBrand('radiusLg'),
    xl: perBrand('radiusXl'),
    /** Badges, chips. */
    chip: perBrand('radiusSm'),
    /** Buttons and form controls (Fjell's are pill-shaped). */
    control: perBrand('radiusControl'),
    /** Cards, tiles and media. */
    card: perBrand('radiusLg'),
    /** Kept for existing uses: the card radius. */
    brand: perBrand('radiusLg'),
  },
  fonts: {
    body: perBrand('fontBody'),
    heading: perBrand('fontHeading'),
  },
  fontWeights: {
    heading: { value: { base: '800', _fjell: '600' } },
  },
  letterSpacings: {
    heading: { value: { base: '-0.025em', _fjell: '-0.01em' } },
  },
})
