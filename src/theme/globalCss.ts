// Global styles: page colours and type from the brand tokens, one visible focus ring, busy forms,
// and reduced motion respected everywhere.
import { defineGlobalStyles } from '@pandacss/dev'

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
