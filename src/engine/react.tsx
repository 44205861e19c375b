// React binding of the engine. EngineProvider starts one engine per site, on the client only; the
// server render (and hydration) see the initial empty state, so markup matches. Components read
// slices with useEngineState (re-rendering only when their slice changes) and send commands with
// useDispatch; they never call the API themselves.
// The engine (./Engine with Effect's runtime, the commands and the API calls) is not in the page's
// first scripts: EngineProvider imports it after hydration, so the first paint needs only React, the
// router and the page. It starts at once when this device already holds engine state (a token, a
// saved cart, queued offline changes: any `summit-engine.` key in localStorage, see
// hasEngineState), else on demand: the first dispatch, a page that needs it (useEngineDemand), or
// another tab starting one. A first visit that only browses never loads it (docs/decisions/0012).
// Until the engine has read its log, the cart shown is the stored copy of this site's cart
// (./cartPreview.ts, docs/decisions/0014), so the cart page and the mini cart show the shopper's lines
// from the first render after hydration (the cart page's server render has its own, from the
// cookie: docs/decisions/0016). Sign-out forgets the copies (forgetStoredCart).
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import type { Layer } from 'effect'
import type { Brand, Locale } from '../contract/site/sites'
import type { Command } from './commands/registry'
import type { DispatchResult, Engine } from './Engine'
import type { EngineServices } from './effects/layers'
import type { ToastListener } from './effects/Toasts'
import type { EngineState } from './projections/engineState'
import { initialEngineState } from './projections/initial'
import type { CartState } from './projections/cart'
import { forgetStoredCart, keepCartPreview, previewCartState, readCartPreview } from './cartPreview'
import type { OutboxState } from './projections/outbox'
import type { SessionState } from './projections/session'

export type CartSource = 'engine' | 'stored' | 'unknown'

/** A stable handle the components hold while engines come and go (site change, StrictMode). */
export class EngineHandle {
  private engine: Engine | null = null
  private readonly listeners = new Set<() => void>()
  private readonly toastListeners = new Set<ToastListener>()
  private unsubscribe: Array<() => void> = []
  private attached!: Promise<Engine>
  private resolveAttached!: (engine: Engine) => void
  /** Shown until the engine has read its log: the stored cart, or the empty state when the device has none; null when not known. */
  private preview: EngineState | null = null
  private engineLoaded = false

  constructor() {
    this.resetAttached()
  }

  private resetAttached() {
    this.attached = new Promise<Engine>((resolve) => {
      this.resolveAttached = resolve
    })
  }

  private emit = () => {
    for (const listener of this.listeners) listener()
  }

  attach(engine: Engine): void {
    this.engine = engine
    this.unsubscribe = [
      engine.subscribe(this.emit),
      engine.subscribeToasts((toast) => {
        for (const listener of this.toastListeners) listener(toast)
      }),
    ]
    this.resolveAttached(engine)
    this.engineLoaded = false
    // The switch from the preview to the engine's state (a render of everything that reads it) in a
    // task after the one that read and projected the log: two shorter tasks instead of one long one.
    void engine.loaded.then(() =>
      setTimeout(() => {
        if (this.engine !== engine) return
        this.engineLoaded = true
        this.preview = null
        this.emit()
      }, 0),
    )
    this.emit()
  }

  detach(engine: Engine): void {
    if (this.engine !== engine) return
    for (const off of this.unsubscribe) off()
    this.unsubscribe = []
    this.engine = null
    this.engineLoaded = false
    this.resetAttached()
    this.emit()
  }

  /** What to show until the engine has read this device's log (EngineProvider, from ./cartPreview.ts). */
  showUntilLoaded(state: EngineState | null): void {
    this.preview = state
    this.emit()
  }

  /** Where the state shown comes from: the engine once it has read its log, else the stored copy (or known empty), else not known yet. */
  cartSource = (): CartSource => (this.engine && this.engineLoaded ? 'engine' : this.preview ? 'stored' : 'unknown')

  /** The current engine, if one is running (client, after mount). */
  current(): Engine | null {
    return this.engine
  }

  getState = (): EngineState => (this.engine && this.engineLoaded ? this.engine.getState() : (this.preview ?? this.engine?.getState() ?? initialEngineState))

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  subscribeToasts = (listener: ToastListener): (() => void) => {
    this.toastListeners.add(listener)
    return () => this.toastListeners.delete(listener)
  }

  private starter: (() => void) | null = null
  private demanded = false

  /** EngineProvider's way to start the engine; a demand made before it was set is kept for it. */
  setStarter(starter: (() => void) | null): void {
    this.starter = starter
    if (starter && this.demanded) starter()
  }

  /** Asks for the engine to be started (no-op once it runs). */
  demand = (): void => {
    this.demanded = true
    this.starter?.()
  }

  /**
   * Dispatches to the running engine, starting it and waiting for it when called before it runs. A
   * cart change resolves once it is on the device (`queued: true`); `outcome` tells how the server took it.
   */
  dispatch = async (command: Command): Promise<DispatchResult> => {
    if (this.engine) return this.engine.dispatch(command)
    this.demand()
    return (await this.attached).dispatch(command)
  }

  /** How a queued command ended, once an event settles it. */
  outcome = async (commandId: string): Promise<DispatchResult> => (this.engine ?? (await this.attached)).outcome(commandId)
}

/** Set once an engine ran on this device (so later visits start it at once, see hasEngineState). */
export const ENGINE_STARTED_KEY = 'summit-engine.started'

/** Whether this device holds engine state: a token, the started marker, any key the engine writes. */
export const hasEngineState = (): boolean => {
  try {
    const storage = globalThis.localStorage
    if (!storage) return false
    for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith('summit-engine.')) return true
    return false
  } catch {
    return false
  }
}

const EngineContext = createContext<EngineHandle | null>(null)

/** Without a provider (isolated component tests) components see the initial state. */
const detachedHandle = new EngineHandle()

export interface EngineProviderProps {
  readonly site: { readonly brand: Brand; readonly locale: Locale }
  readonly children?: ReactNode
  /** Swap the engine's services (tests, storybook). */
  readonly layer?: Layer.Layer<EngineServices>
}

export function EngineProvider({ site, children, layer }: EngineProviderProps) {
  const [handle] = useState(() => new EngineHandle())
  // Before any passive effect (where components first read the store after hydration), and before
  // start() below marks the device as holding engine state. Not with a custom layer (tests, storybook):
  // their engines do not use this device's storage.
  useLayoutEffect(() => {
    if (layer) return
    const stored = readCartPreview(site)
    handle.showUntilLoaded(stored ? { ...initialEngineState, cart: previewCartState(stored) } : hasEngineState() ? null : initialEngineState)
    // Again when the site changes, not when the caller passes a new object for the same site.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by brand and locale
  }, [handle, site.brand, site.locale, layer])
  useEffect(() => {
    // Effects run only in the browser: the server render never starts an engine.
    let disposed = false
    let started = false
    let engine: Engine | null = null
    let stopPreview = () => {}
    const start = () => {
      if (started) return
      started = true
      try {
        globalThis.localStorage?.setItem(ENGINE_STARTED_KEY, '1')
      } catch {
        // Storage refused (private mode, quota): the engine starts all the same.
      }
      // Effect's Schema, the errors and their catalogue, the engine's events and their schemas, the rest
      // of the engine's modules and the engine's start each in a task of their own, rather than one
      // long task (src/api/schemaFirst.ts).
      void import('../api/schemaFirst')
        .then(({ importInTurns }) =>
          importInTurns(() => Promise.all([import('../api/errors'), import('../contract/errorCatalogue')]), () => import('./events/engineEvents'), () => import('./Engine')),
        )
        .then(({ createEngine }) => {
          if (disposed) return
          const forgotten = () => forgetStoredCart(site, () => engine?.getState().cart ?? null)
          engine = createEngine({ site: { brand: site.brand, locale: site.locale }, ...(layer ? { layer } : { onPersonalDataForgotten: forgotten }) })
          handle.attach(engine)
          if (!layer) stopPreview = keepCartPreview(engine, site)
        })
    }
    // Another tab started an engine (its token or marker appeared): this tab follows.
    const onStorage = (event: StorageEvent) => {
      if (event.key?.startsWith('summit-engine.')) start()
    }
    // With the stored lines on screen, the engine (its chunks, IndexedDB, the projections) waits for
    // them to be painted: the next frame, or half a second in a tab that is not painting (hidden).
    const starter = () => {
      if (handle.cartSource() !== 'stored' || handle.getState().cart.items.length === 0) return start()
      const fallback = setTimeout(start, 500)
      requestAnimationFrame(() => setTimeout(() => (clearTimeout(fallback), start()), 0))
    }
    handle.setStarter(starter)
    if (layer || hasEngineState()) starter()
    globalThis.addEventListener?.('storage', onStorage)
    return () => {
      disposed = true
      handle.setStarter(null)
      globalThis.removeEventListener?.('storage', onStorage)
      stopPreview()
      if (engine) {
        handle.detach(engine)
        void engine.dispose()
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one engine per brand and locale, whatever object carries them
  }, [handle, site.brand, site.locale, layer])
  return <EngineContext.Provider value={handle}>{children}</EngineContext.Provider>
}

export const useEngineHandle = (): EngineHandle => useContext(EngineContext) ?? detachedHandle

/**
 * A slice of the engine state. Re-renders only when `isEqual(previous, next)` is false (default
 * Object.is), so a selector may build objects when it passes a structural isEqual.
 */
export function useEngineState<T>(selector: (state: EngineState) => T, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const handle = useEngineHandle()
  const latest = useRef({ selector, isEqual })
  latest.current = { selector, isEqual }
  const memo = useRef<{ state: EngineState; selector: (state: EngineState) => T; selection: T } | null>(null)
  const serverMemo = useRef<{ selection: T } | null>(null)

  const getSnapshot = (): T => {
    const state = handle.getState()
    const { selector: select, isEqual: equal } = latest.current
    const previous = memo.current
    if (previous && previous.state === state && previous.selector === select) return previous.selection
    const next = select(state)
    const selection = previous && equal(previous.selection, next) ? previous.selection : next
    memo.current = { state, selector: select, selection }
    return selection
  }

  // The server render and hydration both see the initial state.
  const getServerSnapshot = (): T => {
    serverMemo.current ??= { selection: latest.current.selector(initialEngineState) }
    return serverMemo.current.selection
  }

  return useSyncExternalStore(handle.subscribe, getSnapshot, getServerSnapshot)
}

/** Starts the engine when the calling component mounts (pages that show or change engine state). */
export function useEngineDemand(): void {
  const handle = useEngineHandle()
  useEffect(() => handle.demand(), [handle])
}

/**
 * Where the cart shown comes from: `engine` once it has read its log; `stored` for the copy kept on
 * the device, or a device known to hold no cart; `unknown` on the server, during hydration, and on a
 * device with engine state but no copy until the engine has read it.
 */
export function useCartSource(): CartSource {
  const handle = useEngineHandle()
  return useSyncExternalStore(handle.subscribe, handle.cartSource, () => 'unknown')
}

export const useDispatch = (): ((command: Command) => Promise<DispatchResult>) => useEngineHandle().dispatch

/** Calls `listener` for every toast the engine shows (the toast UI subscribes here). */
export function useEngineToasts(listener: ToastListener): void {
  const handle = useEngineHandle()
  const latest = useRef(listener)
  latest.current = listener
  useEffect(() => handle.subscribeToasts((toast) => latest.current(toast)), [handle])
}

export const selectCart = (state: EngineState): CartState => state.cart
export const selectCartCount = (state: EngineState): number => state.cart.count
export const selectSession = (state: EngineState): SessionState => state.session
/** `{ queued, online }` (and the entries): how many changes wait for the network, and whether the browser is online. */
export const selectOutbox = (state: EngineState): OutboxState => state.outbox
/** Changes still waiting to be sent (0 once the outbox drained). */
export const selectOutboxQueued = (state: EngineState): number => state.outbox.queued
export const selectOnline = (state: EngineState): boolean => state.outbox.online
/** `memory` when storage failed and this tab's changes are not saved on the device. */
export const selectCheckout = (state: EngineState): EngineState['checkout'] => state.checkout

export const selectStorage = (state: EngineState): EngineState['storage'] => state.storage

/** The shopper's product-page feedback (votes, reports, questions, back-in-stock sign-ups). */
export const selectFeedback = (state: EngineState): EngineState['feedback'] => state.feedback
/** The shopper's vote on one review or answer (`voteKey`), if any. */
export const selectFeedbackVote =
  (key: string) =>
  (state: EngineState): EngineState['feedback']['votes'][string] | undefined =>
    state.feedback.votes[key]
