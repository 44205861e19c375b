// Global styles: page colours and type from the brand tokens, one visible focus ring, busy forms,
// and reduced motion respected everywhere.
import { defineGlobalStyles } from '@pandacss/dev'

/** Five stars in a 108 × 20 row (20 units each, 22 apart), as a mask: src/ui/Rating.tsx. */
const STAR = 'M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z'
const STARS_SVG = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 108 20'>${[0, 1, 2, 3, 4].map((i) => `<path transform='translate(${i * 22})' d='${STAR}'/>`).join('')}</svg>`
/** A data URI needs only these escaped (the SVG quotes with apostrophes). */
const STARS_MASK = `url("data:image/svg+xml,${STARS_SVG.replace(/[<>#%"]/g, (c) => encodeURIComponent(c))}") 0 0 / 100% 100% no-repeat`

export const globalCss = defineGlobalStyles({
  html: {
    colorScheme: 'light',
    WebkitTextSizeAdjust: '100%',
    textSizeAdjust: '100%',
    // Anchored targets land below the sticky header.
    scrollPaddingTop: '5rem',
    WebkitTapHighlightColor: 'transparent',
  },
  body: {
    bg: 'bg',
    color: 'fg',
    fontFamily: 'body',
    fontSize: 'md',
    lineHeight: '1.5',
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
    textRendering: 'optimizeLegibility',
    minH: '100dvh',
  },
  'h1, h2, h3, h4': { fontFamily: 'heading', textWrap: 'balance' },
  p: { textWrap: 'pretty' },
  a: { color: 'inherit', textDecoration: 'none', textUnderlineOffset: '0.18em' },
  'img, svg, video': { maxWidth: '100%' },
  img: { height: 'auto' },
  // A form waiting for its answer, or (before hydration) for the app to take the submission (src/pwa/browser/earlyInput.ts).
  "form[aria-busy='true']": { cursor: 'progress' },
  "form[aria-busy='true'] [type='submit']": { opacity: 0.7 },
  // A rating's stars: one element, the accent colour up to --filled and the muted colour after it,
  // cut to five stars by a mask (once in the stylesheet, instead of two SVGs in every product tile).
  '.rating-stars': {
    display: 'block',
    flexShrink: 0,
    width: 'calc(var(--star-height) * 5.4)',
    height: 'var(--star-height)',
    background: 'linear-gradient(90deg, var(--colors-accent) var(--filled, 0%), var(--colors-bg-muted) var(--filled, 0%))',
    mask: STARS_MASK,
    forcedColorAdjust: 'none',
  },
  ':focus-visible': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  ':focus:not(:focus-visible)': { outline: 'none' },
  '::selection': { bg: 'accent', color: 'accent.fg' },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
})
