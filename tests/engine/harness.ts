// Shared helpers of the engine tests: starting engines over in-memory services (one "browser" can
// hold several engines as tabs), or only an engine's context and store for tests of one part,
// waiting on I/O without clock waits, and the commands used often.
import { Effect, Layer, ManagedRuntime } from 'effect'
import { TestClock } from 'effect/testing'
import { http } from 'msw'
import { setupServer } from 'msw/node'
import { handleSessionCall } from '../../src/bff/sessionCalls.server'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { resetApiRuntime, setApiRuntime } from '../../src/api/config'
import { createEngine, type Engine, type EngineOptions } from '../../src/engine/Engine'
import { StateStore } from '../../src/engine/core/stateStore'
import type { EngineContext } from '../../src/engine/core/types'
import { makeMemoryConnectivity, type MemoryConnectivity } from '../../src/engine/effects/Connectivity'
import { makeMemoryEventLog, type MemoryEventLog } from '../../src/engine/effects/EventLog'
import { makeLeaderElection, type LeaderElection } from '../../src/engine/effects/Leadership'
import { makeMemoryLocks, type MemoryLocks } from '../../src/engine/effects/Locks'
import { memoryLayer, type MemoryLayerOptions } from '../../src/engine/effects/layers'
import { makeMemoryPageReload, makeMemoryReloadMarker, type MemoryPageReload, type MemoryReloadMarker } from '../../src/engine/effects/PageReload'
import { makeTabHub, type TabHub } from '../../src/engine/effects/TabChannel'
import { Toasts, type Toast } from '../../src/engine/effects/Toasts'
import { streamOf } from '../../src/engine/events/storedEvent'
import { siteIdOf } from '../../src/contract/site/sites'
import { makeMemoryTokenStore, tokenStoreFrom, type TokenStoreShape } from '../../src/engine/effects/TokenStore'
import { BASES, SITE } from '../api/fixtures'
import { display } from './display'

/** What tabs of one browser share: the log (IndexedDB), localStorage, Web Locks, BroadcastChannel, sessionStorage. */
export interface Browser {
  readonly log: MemoryEventLog
  readonly tokens: TokenStoreShape
  readonly election: LeaderElection
  readonly locks: MemoryLocks
  readonly tabs: TabHub
  readonly connectivity: MemoryConnectivity
  readonly reload: MemoryPageReload
  readonly reloadMarker: MemoryReloadMarker
}

export const makeBrowser = (log: MemoryEventLog = makeMemoryEventLog()): Browser => ({
  log,
  tokens: makeMemoryTokenStore(),
  election: makeLeaderElection(),
  locks: makeMemoryLocks(),
  tabs: makeTabHub(),
  connectivity: makeMemoryConnectivity(),
  reload: makeMemoryPageReload(),
  reloadMarker: makeMemoryReloadMarker(),
})

export interface StartOptions extends Partial<Omit<EngineOptions, 'layer' | 'site'>> {
  readonly site?: EngineOptions['site']
  /** Run the engine on Effect's TestClock (advance it with engine.run(TestClock.adjust(...))). */
  readonly testClock?: boolean
  readonly idPrefix?: string
  readonly layer?: Partial<MemoryLayerOptions>
}

export interface Started {
  readonly engine: Engine
  readonly toasts: Toast[]
}

/** What a test of one part starts with: the context and the store one engine's parts share, over a browser's services. */
export interface Parts {
  readonly ctx: EngineContext
  readonly store: StateStore
  /** What the parts reported through `ctx.warn`. */
  readonly warnings: string[]
  readonly toasts: Toast[]
}

export const makeEngines = () => {
  const engines: Engine[] = []
  const disposers: Array<() => Promise<void>> = []
  const layerOf = (browser: Browser, { testClock, idPrefix, layer: layerOptions }: Pick<StartOptions, 'testClock' | 'idPrefix' | 'layer'>) => {
    const base = memoryLayer({
      log: browser.log,
      tokenStore: tokenStoreFrom(browser.tokens),
      election: browser.election,
      locks: browser.locks,
      tabs: browser.tabs,
      connectivity: browser.connectivity,
      reload: browser.reload,
      reloadMarker: browser.reloadMarker,
      ...(idPrefix ? { idPrefix } : {}),
      ...layerOptions,
    })
    return testClock ? Layer.merge(base, TestClock.layer()) : base
  }
  const start = (browser: Browser, options: StartOptions = {}): Started => {
    const { testClock, idPrefix, layer: layerOptions, site, ...engineOptions } = options
    const layer = layerOf(browser, { testClock, idPrefix, layer: layerOptions })
    const engine = createEngine({ site: site ?? SITE, layer, onWarning: () => {}, ...engineOptions })
    engines.push(engine)
    const toasts: Toast[] = []
    engine.subscribeToasts((t) => toasts.push(t))
    return { engine, toasts }
  }
  /** No engine: the context and store its parts share (disposed after the test like the engines). */
  const startParts = async (browser: Browser, options: Pick<StartOptions, 'testClock' | 'idPrefix' | 'layer'> = {}): Promise<Parts> => {
    const runtime = ManagedRuntime.make(layerOf(browser, options))
    const lifetime = new AbortController()
    const siteId = siteIdOf(SITE.brand, SITE.locale)
    const warnings: string[] = []
    const warn = (message: string) => void warnings.push(message)
    const ctx: EngineContext = {
      site: SITE,
      siteId,
      cartStream: streamOf('cart', siteId),
      sessionStream: streamOf('session', siteId),
      warn,
      runtime,
      lifetime,
      run: (effect) => runtime.runPromise(effect, { signal: lifetime.signal }),
    }
    const store = new StateStore({ siteId, warn })
    const toasts: Toast[] = []
    const unsubscribe = await runtime.runPromise(Effect.gen(function* () {
      return (yield* Toasts).subscribe((t) => toasts.push(t))
    }))
    disposers.push(async () => {
      store.disposed = true
      unsubscribe()
      lifetime.abort()
      await runtime.dispose()
    })
    return { ctx, store, warnings, toasts }
  }
  const disposeAll = async () => {
    await Promise.all(engines.splice(0).map((e) => e.dispose()))
    await Promise.all(disposers.splice(0).map((dispose) => dispose()))
  }
  return { start, startParts, disposeAll }
}

/** Lets pending I/O callbacks run (msw responses, IndexedDB, tab messages); not a clock wait. */
export async function settle(turns = 20) {
  for (let i = 0; i < turns; i++) await new Promise((r) => setImmediate(r))
}

export async function until(condition: () => boolean, turns = 2_000) {
  for (let i = 0; i < turns && !condition(); i++) await new Promise((r) => setImmediate(r))
  expect(condition()).toBe(true)
}

/** Advances the engine's TestClock step by step until `condition` holds (backoff, timeouts). */
export async function advanceUntil(engine: Engine, condition: () => boolean, { step = '30 seconds', steps = 40 }: { step?: string; steps?: number } = {}) {
  for (let i = 0; i < steps && !condition(); i++) {
    await settle(30)
    if (condition()) break
    await engine.run(TestClock.adjust(step as '30 seconds'))
    await settle(30)
  }
  expect(condition()).toBe(true)
}

/**
 * Dispatches and waits for the outcome: for a queued (cart) command its settlement, as the server
 * took it; other commands resolve with their outcome anyway. `engine.dispatch` alone resolves a
 * queued command once it is on the device.
 */
export const settled = async (engine: Engine, command: Parameters<Engine['dispatch']>[0]) => {
  const result = await engine.dispatch(command)
  return result.ok && result.queued ? engine.outcome(result.commandId) : result
}

export const addItem = (sku: string, qty = 1) => ({ _tag: 'cart.AddItem' as const, sku, qty, display })
export const changeQuantity = (itemId: string, qty: number, sku?: string) => ({ _tag: 'cart.ChangeQuantity' as const, itemId, qty, ...(sku ? { sku } : {}) })
export const removeItem = (itemId: string, sku?: string) => ({ _tag: 'cart.RemoveItem' as const, itemId, ...(sku ? { sku } : {}) })

export const validToken = (accessToken: string, expiresAt = Date.now() + 3_600_000) => ({ accessToken, tokenType: 'Guest' as const, expiresAt, consumerNo: 'G-0001' })

/** Lines of the projected cart as [sku, qty, pending]. */
export const linesOfState = (engine: Engine) => engine.getState().cart.items.map((l) => [l.sku, l.qty, l.pending] as const)

/**
 * The API side of a test file's set-up, registered as the file's hooks: an msw server (unhandled
 * requests fail the test, handlers reset after each test) and the API runtime pointed at the
 * fixtures' base URLs. For files that make their own engines (properties, replay).
 */
export const apiTestSetup = () => {
  const session = sessionCallsOverMsw()
  const server = setupServer(session.handler)
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  afterAll(() => server.close())
  beforeEach(() => {
    resetApiRuntime()
    setApiRuntime({ baseUrls: BASES })
  })
  afterEach(() => {
    server.resetHandlers()
    session.forget()
  })
  return server
}

/**
 * The storefront server's session calls (src/bff) as the engine meets them in a browser: the real
 * backend-for-frontend behind an msw handler, with the browser's cookie jar (its session cookie), and
 * the token calls it makes answered by the test's own handlers.
 */
export const sessionCallsOverMsw = () => {
  let cookie: string | undefined
  const origin = new URL(BASES.internal).origin
  const handler = http.post(`${BASES.internal}/session/:siteId/:action`, async ({ request }) => {
    // What a browser sends along: its page's origin and its cookie. (A DOM environment's Request, happy-dom's, drops both: a plain reader then.)
    const headers = new Map([...request.headers.entries()].map(([name, value]) => [name.toLowerCase(), value]))
    headers.set('origin', origin)
    if (cookie) headers.set('cookie', cookie)
    else headers.delete('cookie')
    const body = await request.text()
    const forwarded = { url: request.url, method: 'POST', headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null }, text: async () => body } as unknown as Request
    const answer = await handleSessionCall(forwarded, { secure: false, allowedOrigins: [] })
    const set = answer.headers.get('set-cookie')
    if (set) cookie = /Max-Age=0/.test(set) ? undefined : set.split(';')[0]
    return answer
  })
  return {
    handler,
    /** The browser's cookies are cleared (between tests). */
    forget: () => {
      cookie = undefined
    },
  }
}

/** The set-up every engine test file shares: `apiTestSetup`, and the engines `start` (and parts `startParts`) made disposed after each test. */
export const engineTestSetup = () => {
  const server = apiTestSetup()
  const { start, startParts, disposeAll } = makeEngines()
  afterEach(disposeAll)
  return { server, start, startParts }
}
