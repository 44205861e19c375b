// The app's own signal that React has hydrated a part of the page, for the early-input replay
// (./earlyInput.ts). React hydrates the page's shell first and each Suspense boundary (a route's
// content, a lazy section) a moment later; what the shopper did inside a part not yet hydrated must
// wait for it, or React would take the replayed change as its starting state and drop it.
//
// Each route is a boundary of its own: its content carries the mark (src/pages/routeMarks.ts), and
// so does each part inside it that hydrates later still (the buy box, the cart, filters, checkout forms).
// A part that hydrates after the shell spreads `useHydrating()` on its element: the server's HTML has
// the attribute, and it comes off once React has committed the part (its hydration, or its mount on a
// client-side visit) and run the part's effects. React never puts it back: the prop does not change
// between renders, so React does not write it again. A control with no marked ancestor is replayed as
// soon as the app has handed over.
//
// Why after the effects, not in the commit: a part's mount effects may set its state (the mega menu
// closes itself when the route changes, and on mount). Had the mark come off in the commit, a tap
// replayed between the commit and those effects would be undone by them: the shopper's tap during
// hydration, silently lost on a busy phone. The mark comes off in a microtask queued by a passive
// effect of the part's owner: React runs all of a commit's passive effects in one go, the part's own
// and its children's, so the microtask runs after every one of them, and whatever state they set is
// queued before the replayed event's.
import { useEffect, useMemo, useRef } from 'react'

export const HYDRATING_ATTRIBUTE = 'data-hydrating'

/** Takes the mark off an element (after the effects of the commit that runs this). */
export function markHydrated(element: Element | null): void {
  if (element) queueMicrotask(() => element.removeAttribute(HYDRATING_ATTRIBUTE))
}

/**
 * Props of an element whose content hydrates after the shell: the attribute, and a ref (also setting
 * `own`, for an element with a ref of its own to keep). The owner's effect takes the mark off; an
 * element the owner renders later (a form shown once a step is reached) loses it when it is attached,
 * as nothing of it was on the server's page.
 */
export function useHydrating<T extends Element>(own?: { current: T | null }): { readonly [HYDRATING_ATTRIBUTE]: ''; readonly ref: (element: T | null) => void } {
  const mark = useRef<{ element: T | null; effectsRan: boolean }>({ element: null, effectsRan: false })
  useEffect(() => {
    mark.current.effectsRan = true
    markHydrated(mark.current.element)
  }, [])
  return useMemo(
    () => ({
      [HYDRATING_ATTRIBUTE]: '',
      ref: (element: T | null) => {
        mark.current.element = element
        if (own) own.current = element
        if (mark.current.effectsRan) markHydrated(element)
      },
    }),
    [own],
  )
}

/** Whether React has yet to hydrate the part of the page holding `element`. */
export const awaitsHydration = (element: Element): boolean => element.closest(`[${HYDRATING_ATTRIBUTE}]`) !== null
