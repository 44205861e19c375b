// Parts of a shared page kept as HTML between server renders (docs/decisions/0041). The header and
// the footer of a brand and locale are the same on almost every page an anonymous shopper is sent:
// the menu, the footer's links, the search box, "Sign in" and an empty mini cart. Rendering them was
// about an eighth of a product page's server render. While the server renders a shared page whole
// (src/pwa/server/wholePageRender.ts), it hands React a keeper: a part whose HTML it has kept for the
// same data and facts renders an empty placeholder, and the server writes the kept bytes in its place
// after the render; a part it has not kept renders whole, and its bytes are kept. The browser gets
// the same HTML either way and hydrates it as it would have.
//
// React's string render is synchronous, so the keeper of the render in progress is a module value,
// set only around that call (`renderWithKeeper`): no other render can see it, and the streaming
// render (personal pages, a page that suspends) never has one.

/** The parts kept: one header and one footer a page, named by their root element. */
export type KeptPartName = 'header' | 'footer'

/** What a whole-page render is asked by the parts it may take from an earlier render. */
export interface PartKeeper {
  /**
   * Whether the part's HTML is kept for this data (`version`: the object the part renders, the same
   * object while the server's shared reads keep it) and these facts (everything else the part reads,
   * as text): then the part renders `keptPlaceholder` and the kept bytes are written in its place.
   * Otherwise the part renders whole, and its bytes are kept for the next render.
   */
  kept(part: KeptPartName, version: object, facts: string): boolean
}

let current: PartKeeper | undefined

/** Runs a synchronous render with this keeper (the only time parts can see one). */
export const renderWithKeeper = <T>(keeper: PartKeeper, render: () => T): T => {
  current = keeper
  try {
    return render()
  } finally {
    current = undefined
  }
}

/** The keeper of the render in progress, or undefined (the browser, the streaming render, no keeping). */
export const currentPartKeeper = (): PartKeeper | undefined => current

/** The attribute a kept part's root element carries first, on the server and in the browser alike. */
export const PART_ATTRIBUTE = 'data-part'

/** Where a kept part's bytes go: what the part's placeholder renders as (React writes it so). */
export const keptPlaceholder = (part: KeptPartName): string => `<${part} ${PART_ATTRIBUTE}="${part}" data-kept=""></${part}>`

/** How a kept part's root element starts in the page's HTML (its first attribute is `PART_ATTRIBUTE`). */
export const keptPartStart = (part: KeptPartName): string => `<${part} ${PART_ATTRIBUTE}="${part}"`
