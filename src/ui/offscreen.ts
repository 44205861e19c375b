// Parts of a page that the browser may leave unrendered while they are off screen
// (`content-visibility: auto`): their style, layout and paint wait until they come near the
// viewport, which took a fifth to a half off each page's first rendering task (the category grid's
// tiles below the first rows, the content blocks below the fold, the footer). While skipped, a part
// holds the size it last had, or the estimate given here, so the scrollbar is about right.
// Such a part contains its layout and paint: nothing inside may be positioned fixed (it would be
// placed in the part, not the viewport) and what overflows it by more than the clip margin (a
// hover shadow, a badge) is cut. Dialogs are in the top layer and are not affected.
import { css } from 'styled-system/css'

/** A product tile of a grid, after the first rows. */
export const offscreenTile = css({ contentVisibility: 'auto', containIntrinsicSize: 'auto 400px', overflowClipMargin: '16px' })

/** A content block below the fold, after the first (src/blocks/registry.ts says which types may). */
export const offscreenBlock = css({ contentVisibility: 'auto', containIntrinsicSize: 'auto 480px', overflowClipMargin: '16px' })

/**
 * Blocks below the fold drawn with the page all the same: Chromium draws on its first frame whatever
 * lies within half a viewport of the screen, `content-visibility: auto` or not. A part marked so and
 * found that near is first skipped, then styled and laid out again in a second pass of the same
 * frame: on the home page (a promo bar and a hero above the fold, the next block starting just below
 * it) that pass took a third of the first rendering task (docs/main-thread-profile.md).
 */
export const BLOCKS_BELOW_FOLD_DRAWN_AT_ONCE = 1

/** The site footer. */
export const offscreenFooter = css({ contentVisibility: 'auto', containIntrinsicSize: 'auto 860px' })

/** Tiles of a grid rendered at once: two rows of two on a phone, more on wider screens still fit the first screen. */
export const TILES_RENDERED_AT_ONCE = 6
