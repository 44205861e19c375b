// The app's own signal that React has hydrated a part of the page, for the early-input replay
// (./earlyInput.ts). React hydrates the page's shell first and each Suspense boundary (a route's
// content, a lazy section) a moment later; what the shopper did inside a part not yet hydrated must
// wait for it, or React would take the replayed change as its starting state and drop it.
//
// Each route is a boundary of its own: its content carries the mark (src/pages/routeMarks.ts), and
// so does each part inside it that hydrates later still (the buy box, the cart, filters, checkout forms).
// A part that hydrates after the shell carries `hydrating` in its props: the server's HTML has the
// attribute, and React calls the element's ref when it commits the element (its hydration, or its
// mount on a client-side visit), which takes the attribute off. React never puts it back: the prop
// does not change between renders, so React does not write it again. A control with no marked
// ancestor is replayed as soon as the app has handed over.

export const HYDRATING_ATTRIBUTE = 'data-hydrating'

/** Props of an element whose content hydrates after the shell: the attribute, and the ref taking it off. */
export const hydrating = { [HYDRATING_ATTRIBUTE]: '', ref: markHydrated } as const

/** A ref callback (also for an element that has its own ref to keep: call it from that one). */
export function markHydrated(element: Element | null): void {
  element?.removeAttribute(HYDRATING_ATTRIBUTE)
}

/** Whether React has yet to hydrate the part of the page holding `element`. */
export const awaitsHydration = (element: Element): boolean => element.closest(`[${HYDRATING_ATTRIBUTE}]`) !== null

/** `hydrating` for an element that also keeps its own ref. */
export const hydratingWith = <T extends Element>(own: { current: T | null }) => ({
  [HYDRATING_ATTRIBUTE]: '',
  ref: (element: T | null) => {
    own.current = element
    markHydrated(element)
  },
})
