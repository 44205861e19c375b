// WCAG 2.x contrast: the ratio of two colours' relative luminance, and the list of foreground /
// background role pairs the components actually use, so a palette change that breaks AA fails a test
// (tests/ui/themeContrast.test.ts) rather than an accessibility audit.
import type { BrandPalette } from './brands'

type ColourRole = { [K in keyof BrandPalette]: K extends `radius${string}` | `font${string}` ? never : K }[keyof BrandPalette]

const channel = (value: number): number => {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** Relative luminance of a #rrggbb colour. */
export const luminance = (hex: string): number => {
  const n = hex.replace('#', '')
  if (!/^[0-9a-f]{6}$/i.test(n)) throw new Error(`not a #rrggbb colour: ${hex}`)
  const [r, g, b] = [0, 2, 4].map((i) => channel(parseInt(n.slice(i, i + 2), 16))) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export const contrastRatio = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** [text, background, minimum ratio]: 4.5 for text, 3 for control edges and focus rings (WCAG 1.4.11). */
export const CONTRAST_PAIRS: ReadonlyArray<readonly [ColourRole, ColourRole, number]> = [
  ['fg', 'bg', 4.5],
  ['fg', 'bgSubtle', 4.5],
  ['fg', 'bgMuted', 4.5],
  ['fgMuted', 'bg', 4.5],
  ['fgMuted', 'bgSubtle', 4.5],
  ['fgMuted', 'bgMuted', 4.5],
  ['bg', 'fg', 4.5],
  ['accentFg', 'accent', 4.5],
  ['accentFg', 'accentHover', 4.5],
  ['accentText', 'bg', 4.5],
  ['accentText', 'bgSubtle', 4.5],
  ['brandFg', 'brand', 4.5],
  ['brand', 'bg', 4.5],
  ['brand', 'bgSubtle', 4.5],
  ['sale', 'bg', 4.5],
  ['sale', 'bgSubtle', 4.5],
  ['saleFg', 'sale', 4.5],
  ['danger', 'bg', 4.5],
  ['danger', 'dangerSubtle', 4.5],
  ['success', 'bg', 4.5],
  ['success', 'successSubtle', 4.5],
  ['borderStrong', 'bg', 3],
  ['focus', 'bg', 3],
  ['focus', 'bgSubtle', 3],
]
