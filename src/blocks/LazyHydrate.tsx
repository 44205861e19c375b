// Renders a component from its own chunk (./blockModules.ts) and hydrates it late. The server renders
// it whole (its code is loaded before the render). In the browser, until its code is asked for, React
// keeps the server's HTML of it as it is (a Suspense boundary that suspends while hydrating), so
// nothing moves and its links work; its code is asked for when it comes within 200 px of the viewport
// (spec 002 section 9: lazy hydration margin), at once (`now`: a part the page needs interactive,
// whose code is still not among the page's first scripts), or when the shopper first reaches for it
// (`interaction`: a pointer over it, a touch, or focus in it; for a part that does nothing until then,
// such as the header's mega menu, docs/decisions/0034). The wrapper outside the boundary is hydrated at
// once and is what is watched. A tap or key press on the server's HTML before the code is here is kept
// and replayed once the part has hydrated (src/pwa/browser/earlyInput.ts), and so is a link pressed
// there (`holdLinks` below), so the app, not a new page load, follows it.
import { memo, Suspense, use, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { HYDRATING_ATTRIBUTE, markHydrated } from '../pwa/browser/hydrationMark'
import { hasEarlyInputIn } from '../pwa/browser/earlyInput'
import { blockPromise, loadedBlock, type BlockLoader } from './blockModules'

/** Spec 002 section 9: lazily hydrated parts wake up when they come this near the viewport. */
export const LAZY_HYDRATION_MARGIN = '200px'

interface Gate {
  readonly promise: Promise<void>
  open(): void
}

const gate = (): Gate => {
  let open!: () => void
  const promise = new Promise<void>((resolve) => (open = resolve))
  return { promise, open }
}

/** Suspends until the gate opens. */
function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate.promise)
  return children
}

/** The component, once its code is loaded (suspends until then). */
function Loaded<P extends object>({ load, props }: { load: BlockLoader<P>; props: P }) {
  const Component = loadedBlock(load) ?? use(blockPromise(load))
  return <Component {...props} />
}

const sameValue = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) || Array.isArray(b)) return false
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}

/** Props equal one level deep (a site object rebuilt with the same brand and locale is the same). */
export const sameProps = (a: object, b: object): boolean => {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}

/**
 * Takes the wrapper's hydration mark off once the block inside has hydrated and run its effects (this
 * passive effect comes after the block's own, the block being the sibling before it): what the
 * shopper did in the block before then is replayed into it (src/pwa/browser/earlyInput.ts), not lost
 * on the server's HTML, nor undone by the block's mount effects.
 */
function MarkHydrated({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  useEffect(() => markHydrated(wrapper.current), [wrapper])
  return null
}

interface BoundaryProps<P extends object> {
  readonly load: BlockLoader<P>
  readonly props: P
  readonly waiting: Gate | null
  readonly wrapper: RefObject<HTMLDivElement | null>
}

/**
 * The boundary, re-rendered only when its props really change: a boundary still showing the server's
 * HTML that receives an update before its code is here would be rendered again on the client, its
 * HTML replaced by nothing until the code comes.
 */
const Boundary = memo(
  function Boundary<P extends object>({ load, props, waiting, wrapper }: BoundaryProps<P>) {
    return (
      <Suspense fallback={null}>
        <Gated gate={waiting}>
          <Loaded load={load} props={props} />
          <MarkHydrated wrapper={wrapper} />
        </Gated>
      </Suspense>
    )
  },
  (a, b) => a.load === b.load && a.waiting === b.waiting && a.wrapper === b.wrapper && sameProps(a.props, b.props),
) as <P extends object>(props: BoundaryProps<P>) => ReactNode

export interface LazyHydrateProps<P extends object> {
  readonly load: BlockLoader<P>
  readonly props: P
  /** near: when it comes near the viewport; now: at once; interaction: when the shopper reaches for it. */
  readonly when: 'near' | 'now' | 'interaction'
  readonly className?: string
}

/** What shows the shopper reaching for a part: the pointer over it, a touch or press, focus inside it. */
export const REACHING_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const

/**
 * Opens the gate on the first sign of the shopper reaching for the part (its listeners removed
 * after). They listen on the window, in the capture phase: React's own listener on the document
 * stops these events from going further when they target a part it has yet to hydrate (it queues
 * them, and replays the pointer's and focus's once the part has hydrated), so the part's element
 * would never see them.
 */
const openOnInteraction = (element: HTMLElement, waiting: Gate): (() => void) => {
  const open = (event: Event) => {
    if (!(event.target instanceof Node) || !element.contains(event.target)) return
    remove()
    waiting.open()
  }
  const remove = () => REACHING_EVENTS.forEach((type) => window.removeEventListener(type, open, { capture: true }))
  REACHING_EVENTS.forEach((type) => window.addEventListener(type, open, { capture: true, passive: true }))
  return remove
}

/** Whether the shopper reached for the part before it listened: focus in it, the pointer on it, input kept for it. */
const reachedAlready = (element: HTMLElement): boolean => element.contains(document.activeElement) || element.matches(':hover') || hasEarlyInputIn(element)

/** How long a link pressed in a part still waiting for its code waits for it before the browser follows it itself. */
export const LINK_WAIT_MS = 1000

/** Resolves once `element` has lost its hydration mark (MarkHydrated takes it off after the hydration's effects). */
const hydrationOf = (element: HTMLElement): Promise<void> =>
  new Promise((resolve) => {
    if (!element.hasAttribute(HYDRATING_ATTRIBUTE)) return resolve()
    const observer = new MutationObserver(() => {
      if (element.hasAttribute(HYDRATING_ATTRIBUTE)) return
      observer.disconnect()
      resolve()
    })
    observer.observe(element, { attributes: true, attributeFilter: [HYDRATING_ATTRIBUTE] })
  })

/**
 * A link in the part pressed before its code is here (early input keeps buttons and forms, not
 * links) is held: once the part has hydrated it is pressed again, so the app navigates (no new
 * page load); if that takes more than LINK_WAIT_MS (a slow or failed load), the browser follows
 * it as it would have. A link for a new tab or a download, or pressed with a modifier, is left alone.
 */
const holdLinks = (element: HTMLElement): (() => void) => {
  const hydrated = hydrationOf(element)
  // A link pressed again while held is followed once.
  const held = new WeakSet<HTMLAnchorElement>()
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null
    if (!link || !element.contains(link) || !element.hasAttribute(HYDRATING_ATTRIBUTE)) return
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return
    event.preventDefault()
    event.stopPropagation()
    if (held.has(link)) return
    held.add(link)
    let done = false
    const follow = setTimeout(() => {
      done = true
      location.assign(link.href)
    }, LINK_WAIT_MS)
    void hydrated.then(() =>
      setTimeout(() => {
        if (done) return
        clearTimeout(follow)
        link.click()
      }),
    )
  }
  window.addEventListener('click', onClick, { capture: true })
  void hydrated.then(() => window.removeEventListener('click', onClick, { capture: true }))
  return () => window.removeEventListener('click', onClick, { capture: true })
}

export function LazyHydrate<P extends object>({ load, props, when, className }: LazyHydrateProps<P>) {
  const ref = useRef<HTMLDivElement>(null)
  // No gate on the server (it renders everything) nor when the code is here already.
  const [waiting] = useState<Gate | null>(() => (typeof window === 'undefined' || when === 'now' || loadedBlock(load) ? null : gate()))
  useEffect(() => {
    const element = ref.current
    if (!waiting || !element) return
    if (when === 'interaction') {
      // Mounted on the client with no server HTML to keep (a part that appears after a client-side
      // change): there is nothing to reach for, so its code is asked for at once. So it is when the
      // shopper reached for it before this effect could listen (while the page hydrated): focus in
      // it, the pointer resting on it, or a tap or key press early input keeps for it, which would
      // otherwise wait for a hydration nothing starts.
      if (element.childElementCount === 0) return waiting.open()
      const stopHolding = holdLinks(element)
      if (reachedAlready(element)) {
        waiting.open()
        return stopHolding
      }
      const stopOpening = openOnInteraction(element, waiting)
      return () => {
        stopOpening()
        stopHolding()
      }
    }
    if (typeof IntersectionObserver === 'undefined') return waiting.open()
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        waiting.open()
      },
      { rootMargin: LAZY_HYDRATION_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [waiting, when])
  return (
    <div ref={ref} data-lazy-hydrate={when} {...{ [HYDRATING_ATTRIBUTE]: '' }} className={className}>
      <Boundary load={load} props={props} waiting={waiting} wrapper={ref} />
    </div>
  )
}
