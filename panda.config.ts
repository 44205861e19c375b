// Panda CSS: tokens, semantic tokens switched per brand by `data-brand` on <html>, global styles.
import { defineConfig, defineGlobalStyles } from '@pandacss/dev'
import { BRAND_PALETTES } from './src/theme/brands'

const s = BRAND_PALETTES.summit
const f = BRAND_PALETTES.fjell
const perBrand = (pick: (p: typeof s) => string) => ({ value: { base: pick(s), _fjell: pick(f) } })

const globalCss = defineGlobalStyles({
  'html': { colorScheme: 'light', WebkitTextSizeAdjust: '100%' },
  'body': { bg: 'bg', color: 'fg', fontFamily: 'body', lineHeight: 'normal', WebkitFontSmoothing: 'antialiased' },
  'a': { color: 'inherit', textDecoration: 'none' },
  ':focus-visible': { outline: '2px solid', outlineColor: 'accent', outlineOffset: '2px' },
  'img': { maxWidth: '100%', height: 'auto' },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important', scrollBehavior: 'auto !important' },
  },
})

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  jsxFramework: 'react',
  globalCss,
  conditions: { extend: { fjell: '[data-brand=fjell] &' } },
  theme: {
    extend: {
      tokens: {
        fonts: {
          body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
          heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        },
        zIndex: { sticky: { value: 20 }, dropdown: { value: 30 }, overlay: { value: 40 }, skipLink: { value: 50 } },
      },
      semanticTokens: {
        colors: {
          brand: perBrand((p) => p.brand),
          accent: { DEFAULT: perBrand((p) => p.accent), fg: perBrand((p) => p.accentFg) },
          bg: { DEFAULT: perBrand((p) => p.bg), subtle: perBrand((p) => p.bgSubtle) },
          fg: { DEFAULT: perBrand((p) => p.fg), muted: perBrand((p) => p.fgMuted) },
          border: perBrand((p) => p.border),
          sale: perBrand((p) => p.sale),
          danger: { DEFAULT: { value: '#b42318' }, subtle: { value: '#fef3f2' } },
          success: { value: '#067647' },
        },
        radii: { brand: perBrand((p) => p.radius) },
      },
    },
  },
})
