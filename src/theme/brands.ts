// Brand palettes: one theme per brand, selected by `data-brand` on <html>. Every text/background
// pair used by the semantic tokens meets WCAG AA contrast (4.5:1 for body text).
import type { Brand } from '../site/sites'

export interface BrandPalette {
  /** Brand colour: logo, header accents, manifest theme colour. */
  readonly brand: string
  /** Call-to-action background (buttons) and its text colour. */
  readonly accent: string
  readonly accentFg: string
  readonly bg: string
  readonly bgSubtle: string
  readonly fg: string
  readonly fgMuted: string
  readonly border: string
  readonly sale: string
  readonly radius: string
}

export const BRAND_PALETTES: Record<Brand, BrandPalette> = {
  // Deep forest green with a warm, dark orange for calls to action.
  summit: {
    brand: '#1f4d3a',
    accent: '#b54708',
    accentFg: '#ffffff',
    bg: '#ffffff',
    bgSubtle: '#f5f4ef',
    fg: '#1c1f1d',
    fgMuted: '#545b57',
    border: '#d9d6cc',
    sale: '#b42318',
    radius: '6px',
  },
  // Fjord blue on off-white, softer corners.
  fjell: {
    brand: '#17456b',
    accent: '#17456b',
    accentFg: '#ffffff',
    bg: '#fcfcfa',
    bgSubtle: '#eef2f5',
    fg: '#14212b',
    fgMuted: '#4d5b66',
    border: '#cfd8df',
    sale: '#a4262c',
    radius: '12px',
  },
}

/** Hex colour for <meta name="theme-color"> and the web manifest. */
export const brandThemeColor = (brand: Brand): string => BRAND_PALETTES[brand].brand
