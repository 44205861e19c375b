// Renders a component from its own chunk (./blockModules.ts) and hydrates it late. The server renders
// it whole (its code is loaded before the render). In the browser, until its code is asked for, React
// keeps the server's HTML of it as it is (a Suspense boundary that suspends while hydrating), so
// nothing moves and its links work; its code is asked for when it comes within 200 px of the viewport
// (spec 002 section 9: lazy hydration margin), or at once (`now`: a part the page needs interactive,
// whose code is still not among the page's first scripts). The wrapper outside the boundary is
// hydrated at once and is what is watched.
import { memo, Suspense, use, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { HYDRATING_ATTRIBUTE, markHydrated } from '../pwa/browser/hydrationMark'
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
 * Takes the wrapper's hydration mark off once the block inside has hydrated (its layout effect runs
 * in that commit): what the shopper did in the block before then is replayed into it
 * (src/pwa/browser/earlyInput.ts), not lost on the server's HTML.
 */
function MarkHydrated({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  useLayoutEffect(() => markHydrated(wrapper.current), [wrapper])
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
  /** near: when it comes near the viewport; now: at once. */
  readonly when: 'near' | 'now'
  readonly className?: string
}

export function LazyHydrate<P extends object>({ load, props, when, className }: LazyHydrateProps<P>) {
  const ref = useRef<HTMLDivElement>(null)
  // No gate on the server (it renders everything) nor when the code is here already.
  const [waiting] = useState<Gate | null>(() => (typeof window === 'undefined' || when === 'now' || loadedBlock(load) ? null : gate()))
  useEffect(() => {
    const element = ref.current
    if (!waiting || !element) return
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
  }, [waiting])
  return (
    <div ref={ref} data-lazy-hydrate={when} {...{ [HYDRATING_ATTRIBUTE]: '' }} className={className}>
      <Boundary load={load} props={props} waiting={waiting} wrapper={ref} />
    </div>
  )
}
