// The engine: commands in, events out. This module holds its public types and assembles its parts.
//
// Start-up (core/startup.ts) reads the newest projection snapshot and the events after it, projects
// them into the store (core/stateStore.ts), resumes the outbox and ensures a guest token. A
// queueable command (one that needs the network: cart changes) is logged as queued together with its
// optimistic events, projected at once, and sent by the outbox of the leader tab (core/outbox.ts,
// core/tabs.ts), in log order, when the network allows; its outcome (the server's answer, a reported
// failure rolling the optimistic events back, or a re-decision against changed server state) is
// recorded as events. Other commands (the token, a cart load) run directly, in order per stream, in
// the tab that dispatched them (core/directQueue.ts). Deciding (core/decide.ts) sends failures
// through the recovery table (recovery/policy.ts) to its executors (recovery/executors.ts).
//
// Committing (core/commit.ts) redacts Secret fields, appends to the log (IndexedDB assigns seq; see
// docs/decisions/0008-engine-tabs-and-seq.md), projects, notifies, then broadcasts to the other tabs.
// When storage fails the tab keeps its log in memory, says so (state.storage, a toast) and goes on.
// Snapshots and compaction: core/snapshots.ts; sign-out forgetting: core/forget.ts.
import { ManagedRuntime, type Effect, type Layer } from 'effect'
import type { RequestSite } from '../api/client'
import { siteIdOf } from '../contract/site/sites'
import type { CommandSpec } from './commands/command'
import type { Command } from './commands/registry'
import { makeCommandSpecs } from './core/commandSpecs'
import { makeCommit } from './core/commit'
import { makeDecide } from './core/decide'
import { makeDirectQueue } from './core/directQueue'
import { StateStore } from './core/stateStore'
import { makeForget } from './core/forget'
import { makeOutbox } from './core/outbox'
import { makeSnapshots } from './core/snapshots'
import { startEngine } from './core/startup'
import { makeTabs } from './core/tabs'
import type { DispatchResult, EngineContext, ExportedLog, Retention } from './core/types'
import { browserLayer, type EngineServices } from './effects/layers'
import type { ToastListener } from './effects/Toasts'
import { streamOf } from './events/storedEvent'
import { STATE_VERSION, projectedPart, type EngineState } from './projections/engineState'
import { makeRecoveries } from './recovery/executors'
import { failureOf, makeReport } from './recovery/report'
import { OUTBOX_RETRY } from './recovery/policy'

export type { DispatchResult, ExportedLog, Retention } from './core/types'
export { failureOf } from './recovery/report'

export const DEFAULT_SNAPSHOT_EVERY = 200
export const DEFAULT_RETENTION: Retention = { events: 1_000, days: 7 }

export interface EngineOptions {
  readonly site: RequestSite
  /** The engine's services; defaults to the browser wiring (IndexedDB, the token in this tab's memory, the shared API client). */
  readonly layer?: Layer.Layer<EngineServices>
  /** After the token, refresh the cart from the server when the log names one (default true). */
  readonly loadCartOnStart?: boolean
  /** Where engine-internal problems (log write failed, unreadable record) are reported. */
  readonly onWarning?: (message: string, detail?: unknown) => void
  /** A projection snapshot is written every this many events of the site (default 200). */
  readonly snapshotEvery?: number
  readonly retention?: Retention
  /** Further commands by name (extensions, tests); built-in names cannot be replaced. */
  readonly commands?: Readonly<Record<string, CommandSpec<{ readonly _tag: string }>>>
  /**
   * Called at the end of forgetPersonalData (awaited; a failure is reported, not thrown): what the
   * page keeps of the shopper outside the engine's log goes too (the cart cookie, saved cart pages).
   */
  readonly onPersonalDataForgotten?: () => Promise<void> | void
}

/** What dispatch accepts: a built-in command, or one named in `options.commands`. */
export type DispatchInput = Command | { readonly _tag: string; readonly [field: string]: unknown }

export interface Engine {
  /**
   * A queueable command (cart changes) resolves once it is written and projected, `queued: true`:
   * acknowledged on the device, whatever the network does; `outcome(commandId)` tells how the server
   * took it. Other commands resolve with their outcome.
   */
  dispatch(command: Command): Promise<DispatchResult>
  /** Dispatches a command registered through `options.commands`. */
  dispatchAny(command: DispatchInput): Promise<DispatchResult>
  /** How a queued command ended (resolves when an event settles it; at once for one already settled). */
  outcome(commandId: string): Promise<DispatchResult>
  getState(): EngineState
  subscribe(listener: () => void): () => void
  /** Resolves once the log on the device is read and projected, before the token call (never rejects). */
  readonly loaded: Promise<void>
  /** Resolves once the log is projected and the guest token ensured (never rejects). */
  readonly ready: Promise<void>
  exportLog(): ExportedLog
  subscribeToasts(listener: ToastListener): () => void
  /** Runs an effect with the engine's services (tests: TestClock.adjust; inspector). */
  run<A, E>(effect: Effect.Effect<A, E, EngineServices>): Promise<A>
  /** Whether this tab drains the outbox (holds the Web Lock). */
  isLeader(): boolean
  /**
   * Forgets this site's history on the device (events and snapshots), keeping the state now as the
   * only snapshot. A successful `session.SignOut` calls it, after its events cleared the shopper's
   * data from the state, before its dispatch resolves.
   */
  forgetPersonalData(): Promise<void>
  dispose(): Promise<void>
}

export const createEngine = (options: EngineOptions): Engine => {
  const site: RequestSite = { brand: options.site.brand, locale: options.site.locale }
  const siteId = siteIdOf(site.brand, site.locale)
  const runtime = ManagedRuntime.make(options.layer ?? browserLayer(siteId))
  const lifetime = new AbortController()
  const ctx: EngineContext = {
    site,
    siteId,
    cartStream: streamOf('cart', siteId),
    sessionStream: streamOf('session', siteId),
    warn: options.onWarning ?? ((message: string, detail?: unknown) => console.warn(`[engine] ${message}`, detail ?? '')),
    runtime,
    lifetime,
    run: (effect) => runtime.runPromise(effect, { signal: lifetime.signal }),
  }
  const snapshotEvery = Math.max(1, options.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY)
  const specs = makeCommandSpecs(options.commands)
  const store = new StateStore({ siteId, warn: ctx.warn })
  const toastListeners = new Set<ToastListener>()
  const cleanups: Array<() => void> = []

  // The parts, each given what it uses. Start-up's promises are read only once dispatching begins.
  const whenLoaded = () => loaded
  const tabs = makeTabs({ ctx, store, becomeLeader: () => outbox.becomeLeader() })
  const { commit, commitFor, degrade } = makeCommit({
    ctx,
    store,
    onDegraded: () => {
      tabs.leave()
      outbox.becomeLeader()
    },
  })
  const report = makeReport({ ctx, commitFor })
  const { onFailure, defer, ensureSession } = makeRecoveries({ ctx, store, commit, commitFor, report, catchUp: tabs.catchUp })
  const decideOnce = makeDecide({ ctx, store, commitFor, report, onFailure, defer, ensureSession, encodeForLog: specs.encodeForLog, catchUp: tabs.catchUp })
  const outbox = makeOutbox({ ctx, store, commit, decideOnce, specs, whenLoaded, retry: OUTBOX_RETRY })
  const { dispatchDirect } = makeDirectQueue({ ctx, store, commit, decideOnce, whenLoaded, failureOf: (error) => failureOf(error) })
  const snapshots = makeSnapshots({ ctx, store, isLeader: outbox.isLeader, snapshotEvery, retention: options.retention ?? DEFAULT_RETENTION })
  const forgetPersonalData = makeForget({ ctx, store, snapshots, onPersonalDataForgotten: options.onPersonalDataForgotten })
  store.hooks = { onQueued: outbox.kick, onIntegrated: snapshots.onIntegrated, onGap: () => void tabs.readTheLog() }

  // Signed out, or the device's session turned out to name someone else: nothing of the shopper stays.
  const signedOut = (result: DispatchResult): boolean =>
    result.events.some((e) => e.payload._tag === 'v1.SessionEnded' && (e.payload.reason === 'signOut' || e.payload.reason === 'expired'))

  const dispatchAny = (input: DispatchInput): Promise<DispatchResult> => {
    if (store.disposed) return Promise.reject(new Error('engine disposed'))
    const spec = specs.specOf(input._tag)
    if (!spec) return Promise.reject(new Error(`unknown command ${input._tag}`))
    let command: { readonly _tag: string }
    try {
      command = specs.decodeWith(spec, input)
    } catch (error) {
      return Promise.reject(error)
    }
    if (specs.isQueueable(spec)) return outbox.dispatchQueued(spec, command)
    return dispatchDirect(spec, command).then(async ({ result }) => {
      if (signedOut(result)) await forgetPersonalData()
      return result
    })
  }

  const dispatch = (command: Command): Promise<DispatchResult> => dispatchAny(command)

  const { loaded, ready } = startEngine({
    ctx,
    store,
    commit,
    degrade,
    snapshots,
    tabs,
    outbox,
    dispatch,
    snapshotEvery,
    loadCartOnStart: options.loadCartOnStart ?? true,
    onToast: (toast) => {
      for (const listener of toastListeners) listener(toast)
    },
    cleanups,
  })

  return {
    dispatch,
    dispatchAny,
    outcome: outbox.outcome,
    getState: () => store.state,
    subscribe: store.subscribe,
    loaded,
    ready,
    exportLog: () => ({
      format: 'summit-engine-log',
      version: 1,
      siteId,
      events: store.log.map((e) => ({ seq: e.seq, stream: e.stream, commandId: e.commandId, at: e.at, v: e.v, type: e.type, payload: e.payload })),
      ...(store.baseSeq > 0 ? { snapshot: { seq: store.baseSeq, stateVersion: STATE_VERSION, state: projectedPart(store.base) } } : {}),
    }),
    subscribeToasts: (listener) => {
      toastListeners.add(listener)
      return () => toastListeners.delete(listener)
    },
    run: (effect) => runtime.runPromise(effect),
    isLeader: outbox.isLeader,
    forgetPersonalData,
    dispose: async () => {
      store.disposed = true
      outbox.stop()
      await snapshots.settled()
      tabs.leave()
      for (const cleanup of cleanups.splice(0)) cleanup()
      lifetime.abort()
      store.listeners.clear()
      toastListeners.clear()
      await runtime.dispose()
    },
  }
}
