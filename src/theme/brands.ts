// Brand palettes: one theme per brand, selected by `data-brand` on <html> (see panda.config.ts).
// Every text/background pair the semantic tokens are used in meets WCAG AA (4.5:1), which
// tests/ui/themeContrast.test.ts checks for both brands. Colours are plain hex so the manifest,
// the icon renderer and the contrast test can read them without Panda.
import type { Brand } from '../contract/site/sites'
import { palette } from './palette'

export interface BrandPalette {
  /** Brand colour: logo, header accents, manifest theme colour. */
  readonly brand: string
  /** Text on the brand colour (hero band, "new" badge). */
  readonly brandFg: string
  /** Primary call to action (buttons), its hover shade and its text colour. */
  readonly accent: string
  readonly accentHover: string
  readonly accentFg: string
  /** The accent as text on the page background (links, active menu item). */
  readonly accentText: string
  /** Page, raised-section and muted-fill backgrounds. */
  readonly bg: string
  readonly bgSubtle: string
  readonly bgMuted: string
  readonly fg: string
  readonly fgMuted: string
  /** Hairlines (dividers, cards) and the stronger edge of form controls (3:1 against bg). */
  readonly border: string
  readonly borderStrong: string
  /** Sale prices, and the sale badge with its text colour. */
  readonly sale: string
  readonly saleFg: string
  readonly danger: string
  readonly dangerSubtle: string
  readonly success: string
  readonly successSubtle: string
  /** Focus ring. */
  readonly focus: string
  /** Corner radii (the `sm`…`xl` radius tokens; cards and media use `lg`) and controls (buttons, inputs). */
  readonly radiusSm: string
  readonly radiusMd: string
  readonly radiusLg: string
  readonly radiusXl: string
  readonly radiusControl: string
  /** Font stacks (system fonts only: nothing is downloaded). */
  readonly fontBody: string
  readonly fontHeading: string
}

const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif'
const SERIF = 'ui-serif, "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, Cambria, "Times New Roman", serif'

export const FONT_STACKS = { sans: SANS, serif: SERIF, mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' } as const

// Built in a pure call, so a bundle that imports this module but uses none of it (the browser's, where
// the root route's theme colour comes from the page) drops the palettes instead of keeping their reads.
export const BRAND_PALETTES: Record<Brand, BrandPalette> = /* @__PURE__ */ ((): Record<Brand, BrandPalette> => ({
  // Summit Outfitters: deep forest green with a warm ember orange for calls to action; crisp corners.
  summit: {
    brand: palette.forest[700],
    brandFg: '#ffffff',
    accent: palette.ember[700],
    accentHover: palette.ember[800],
    accentFg: '#ffffff',
    accentText: palette.ember[700],
    bg: '#ffffff',
    bgSubtle: palette.stone[100],
    bgMuted: palette.stone[200],
    fg: palette.stone[950],
    fgMuted: palette.stone[600],
    border: palette.stone[200],
    borderStrong: palette.stone[500],
    sale: palette.red[700],
    saleFg: '#ffffff',
    danger: palette.red[700],
    dangerSubtle: palette.red[50],
    success: palette.forest[600],
    successSubtle: palette.forest[50],
    focus: palette.ember[700],
    radiusSm: '3px',
    radiusMd: '5px',
    radiusLg: '8px',
    radiusXl: '12px',
    radiusControl: '6px',
    fontBody: SANS,
    fontHeading: SANS,
  },
  // Fjell & Fjord: fjord blue on off-white, an editorial serif for headings, softer corners.
  fjell: {
    brand: palette.fjord[700],
    brandFg: '#ffffff',
    accent: palette.fjord[700],
    accentHover: palette.fjord[800],
    accentFg: '#ffffff',
    accentText: palette.fjord[700],
    bg: palette.frost[50],
    bgSubtle: palette.frost[100],
    bgMuted: palette.frost[200],
    fg: palette.frost[950],
    fgMuted: palette.frost[600],
    border: palette.frost[200],
    borderStrong: palette.frost[500],
    sale: palette.lingon[700],
    saleFg: '#ffffff',
    danger: palette.lingon[700],
    dangerSubtle: palette.lingon[50],
    success: palette.pine[700],
    successSubtle: palette.pine[50],
    focus: palette.fjord[600],
    radiusSm: '6px',
    radiusMd: '10px',
    radiusLg: '16px',
    radiusXl: '24px',
    radiusControl: '999px',
    fontBody: SANS,
    fontHeading: SERIF,
  },
}))()

/** Hex colour for <meta name="theme-color"> and the web manifest. */
export const brandThemeColor = (brand: Brand): string => BRAND_PALETTES[brand].brand
