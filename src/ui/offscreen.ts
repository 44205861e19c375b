// Parts of a page that the browser may leave unrendered while they are off screen
// (`content-visibility: auto`): their style, layout and paint wait until they come near the
// viewport, which took a fifth to a half off each page's first rendering task (the category grid's
// tiles below the first rows, the content blocks below the fold, the footer). While skipped, a part
// holds the size it last had, or the estimate given here, so the scrollbar is about right.
// Such a part contains its layout and paint: nothing inside may be positioned fixed (it would be
// placed in the part, not the viewport) and what overflows it by more than the clip margin (a
// hover shadow, a badge) is cut. Dialogs are in the top layer and are not affected.
import { css } from 'styled-system/css'

/**
 * A product tile of a grid, after the first rows. Chromium draws the `auto` parts that lie within
 * about 2,000 px of a phone's screen in its first frame, in a second style and layout pass (see
 * below): on a phone's search or category page, the four tiles of the fourth and fifth rows. They are
 * `hidden` for that frame instead (a 1 ms `step-end` animation, so it needs no script and ends by
 * itself, with reduced motion too) and drawn on the next one, a task of their own: the first frame
 * draws only what the first screen shows and the row below it.
 */
export const offscreenTile = css({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 400px',
  overflowClipMargin: '16px',
  animation: 'skippedOnFirstFrame 1ms step-end',
})

/** A content block below the fold, after the first (src/blocks/registry.ts says which types may). */
export const offscreenBlock = css({ contentVisibility: 'auto', containIntrinsicSize: 'auto 480px', overflowClipMargin: '16px' })

/**
 * How many of the blocks below the fold that could be skipped are drawn with the page all the same.
 * On its first frame Chromium lays out a skipped part at its estimate (480 px for a block), then
 * draws every part that lies within about one and a half viewports below the screen (measured with
 * `contentvisibilityautostatechange` on a phone's 412 × 823: parts starting up to about 2,000 px
 * down) and styles and lays out the page again in the same frame. On the home page the block just
 * below the fold (the category cards, 811 px tall) was one of them: drawn at once at its real height,
 * it is not done twice, and it pushes a product carousel out of that distance, so the first frame
 * draws one block fewer (that frame's task 150 → 100 ms at 4×, median of 12 loads).
 */
export const BLOCKS_BELOW_FOLD_DRAWN_AT_ONCE = 1

/** The site footer. */
export const offscreenFooter = css({ contentVisibility: 'auto', containIntrinsicSize: 'auto 860px' })

/** Tiles of a grid rendered at once: two rows of two on a phone, more on wider screens still fit the first screen. */
export const TILES_RENDERED_AT_ONCE = 6
