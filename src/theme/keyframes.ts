// Keyframes used by components (skeleton shimmer, dialogs opening, a part left out of the first
// frame). Reduced motion shortens every animation to 0.01 ms (src/theme/globalCss.ts).
export const keyframes = {
  /** Compositor-only (transform): a skeleton's highlight sweeping across it. */
  shimmer: { '0%': { transform: 'translateX(-100%)' }, '100%': { transform: 'translateX(100%)' } },
  /** A dialog opening: a modal fades in, a panel slides up (spec 000 section 2: 250 ms). */
  dialogIn: { '0%': { opacity: '0', transform: 'translateY(1rem)' }, '100%': { opacity: '1', transform: 'translateY(0)' } },
  /**
   * Not motion: a part that is skipped on the page's first frame and drawn, if near the screen, on
   * the next one (src/ui/offscreen.ts). Run with `step-end`, so it stays `hidden` until it ends.
   */
  skippedOnFirstFrame: { from: { contentVisibility: 'hidden' as const } },
}
