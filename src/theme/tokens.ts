// Base tokens, the same for both brands: colour scales, type scale, spacing, sizes, shadows, motion.
// Brand differences live in src/theme/semanticTokens.ts.
import { defineTokens } from '@pandacss/dev'
import { FONT_STACKS } from './brands'
import { palette } from './palette'

type Scale = Record<string | number, string>
const scale = (colours: Scale) => Object.fromEntries(Object.entries(colours).map(([step, value]) => [step, { value }]))

export const tokens = defineTokens({
  colors: Object.fromEntries(Object.entries(palette).map(([name, colours]) => [name, scale(colours)])),
  fonts: {
    sans: { value: FONT_STACKS.sans },
    serif: { value: FONT_STACKS.serif },
    mono: { value: FONT_STACKS.mono },
  },
  fontSizes: {
    // Fluid display sizes for heroes and section titles: grow with the viewport, never below a
    // comfortable mobile size.
    display: {
      sm: { value: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)' },
      md: { value: 'clamp(1.875rem, 1.4rem + 2vw, 2.75rem)' },
      lg: { value: 'clamp(2.25rem, 1.5rem + 3.4vw, 4rem)' },
    },
  },
  spacing: {
    /** Vertical rhythm between content blocks. */
    section: { value: 'clamp(1.75rem, 1.25rem + 2vw, 3rem)' },
  },
  sizes: {
    /** Widest content column. */
    content: { value: '80rem' },
    /** Comfortable reading measure. */
    prose: { value: '44rem' },
  },
  shadows: {
    card: { value: '0 1px 2px rgb(16 24 20 / 0.06), 0 1px 3px rgb(16 24 20 / 0.08)' },
    raised: { value: '0 4px 8px -2px rgb(16 24 20 / 0.08), 0 12px 24px -6px rgb(16 24 20 / 0.14)' },
    overlay: { value: '0 16px 40px -8px rgb(16 24 20 / 0.28)' },
  },
  durations: {
    quick: { value: '120ms' },
    calm: { value: '240ms' },
  },
  easings: {
    standard: { value: 'cubic-bezier(0.2, 0, 0, 1)' },
  },
  zIndex: {
    sticky: { value: 20 },
    dropdown: { value: 30 },
    overlay: { value: 40 },
    skipLink: { value: 50 },
  },
})
