// Global styles: page colours and type from the brand tokens, one visible focus ring, busy forms,
// and reduced motion respected everywhere.
import { defineGlobalStyles } from '@pandacss/dev'

type Point = readonly [x: number, y: number]
/** One star in a 20 × 20 box: its ten points. */
const TOP: Point = [10, 1.6]
const UPPER_RIGHT: Point = [12.6, 6.9]
const RIGHT: Point = [18.4, 7.7]
const LOWER_RIGHT: Point = [14.2, 11.8]
const BOTTOM_RIGHT: Point = [15.2, 17.6]
const NOTCH: Point = [10, 14.9]
const BOTTOM_LEFT: Point = [4.8, 17.6]
const LOWER_LEFT: Point = [5.8, 11.8]
const LEFT: Point = [1.6, 7.7]
const UPPER_LEFT: Point = [7.4, 6.9]
/**
 * Five stars in a 108 × 20 row (one every 22 units) as one polygon, for `clip-path`: the upper halves
 * left to right, then the lower halves right to left, each star joined to the next along the line of
 * its side points there and back (no area, nothing drawn). A polygon is geometry the browser clips
 * to; the SVG mask it replaces was an image, a document of its own that Chromium created during the
 * page's first style and painted once per rating.
 */
const STARS_POLYGON = ((): string => {
  const at = (star: number, [x, y]: Point) => `${+(((x + 22 * star) / 108) * 100).toFixed(3)}% ${+((y / 20) * 100).toFixed(3)}%`
  const points: string[] = []
  for (let star = 0; star < 5; star++) points.push(...[LEFT, UPPER_LEFT, TOP, UPPER_RIGHT, RIGHT].map((p) => at(star, p)))
  for (let star = 4; star >= 0; star--) points.push(...[RIGHT, LOWER_RIGHT, BOTTOM_RIGHT, NOTCH, BOTTOM_LEFT, LOWER_LEFT, LEFT].map((p) => at(star, p)))
  return `polygon(${points.join(', ')})`
})()

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
  // cut to five stars by a polygon (once in the stylesheet, instead of two SVGs in every product tile).
  '.rating-stars': {
    display: 'block',
    flexShrink: 0,
    width: 'calc(var(--star-height) * 5.4)',
    height: 'var(--star-height)',
    background: 'linear-gradient(90deg, var(--colors-accent) var(--filled, 0%), var(--colors-bg-muted) var(--filled, 0%))',
    clipPath: STARS_POLYGON,
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
