// Start-up: reads the newest projection snapshot and the events after it (one transaction: a
// complete prefix), projects them, drops pending cart changes no queued command stands behind,
// follows connectivity, joins the other tabs, and then ensures a guest token (and reloads a known
// cart). Reading failures degrade the tab to a memory log; nothing here rejects.
import { Effect } from 'effect'
import type { Command } from '../commands/registry'
import { Connectivity } from '../effects/Connectivity'
import { EventLog, type EventLogError } from '../effects/EventLog'
import { Ids } from '../effects/Ids'
import { Toasts, type ToastListener } from '../effects/Toasts'
import { CartCommandsAbandoned } from '../events/cart'
import type { StoredEventRecord } from '../events/storedEvent'
import { STATE_VERSION, initialEngineState, projectedPart, withRuntime, type EngineState } from '../projections/engineState'
import { on, type Commit } from './commit'
import type { StateStore } from './stateStore'
import type { Outbox } from './outbox'
import type { Snapshots } from './snapshots'
import type { Tabs } from './tabs'
import type { DispatchResult, EngineContext } from './types'

export interface StartupDeps {
  readonly ctx: EngineContext
  readonly store: StateStore
  readonly commit: Commit['commit']
  readonly degrade: Commit['degrade']
  readonly snapshots: Pick<Snapshots, 'resumeFrom' | 'setCount' | 'writeAfterLoad'>
  readonly tabs: Pick<Tabs, 'join' | 'caughtUpTo' | 'readTheLog'>
  readonly outbox: Pick<Outbox, 'wake' | 'kick'>
  readonly dispatch: (command: Command) => Promise<DispatchResult>
  readonly snapshotEvery: number
  /** After the token, refresh the cart from the server when the log names one. */
  readonly loadCartOnStart: boolean
  /** Toasts of the engine's services, passed on to the engine's subscribers. */
  readonly onToast: ToastListener
  /** Where start-up leaves what dispose undoes (subscriptions). */
  readonly cleanups: Array<() => void>
}

export const isStateLike = (value: unknown): value is EngineState =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EngineState).cart === 'object' &&
  typeof (value as EngineState).session === 'object' &&
  typeof (value as EngineState).outbox === 'object' &&
  Array.isArray((value as EngineState).outbox?.entries)

/** Starts the engine: `loaded` once the log is projected, `ready` once the guest token is ensured (neither rejects). */
export const startEngine = (deps: StartupDeps): { readonly loaded: Promise<void>; readonly ready: Promise<void> } => {
  const { ctx, store, commit, degrade, snapshots, tabs, outbox, dispatch, snapshotEvery, loadCartOnStart, onToast, cleanups } = deps
  const { siteId, cartStream, warn, run } = ctx

  function onConnectivity(online: boolean) {
    if (store.disposed) return
    store.setRuntime({ online })
    if (!online) return
    void tabs.readTheLog()
    outbox.wake()
    outbox.kick()
    if (store.state.session.status === 'none') void dispatch({ _tag: 'session.EnsureGuestToken', background: true }).catch(() => undefined)
  }

  const loaded = run(
    Effect.gen(function* () {
      const toasts = yield* Toasts
      cleanups.push(toasts.subscribe(onToast))
      const eventLog = yield* EventLog
      let failure: EventLogError | undefined
      const snapshot = yield* eventLog.readSnapshot(siteId).pipe(
        Effect.catch((error) => Effect.sync(() => ((failure = error), undefined))),
      )
      if (snapshot && snapshot.stateVersion === STATE_VERSION && isStateLike(snapshot.state)) {
        store.base = withRuntime({ ...initialEngineState, ...(snapshot.state as EngineState) }, store.runtimeFlags)
        store.baseSeq = snapshot.seq
        store.maxSeq = snapshot.seq
        store.state = store.base
        snapshots.resumeFrom(snapshot.seq, projectedPart(store.base))
      } else if (snapshot) {
        warn(`ignored a snapshot of state version ${snapshot.stateVersion} (now ${STATE_VERSION}): full replay`)
      }
      const records = failure
        ? []
        : yield* eventLog.readAfter(store.baseSeq).pipe(Effect.catch((error) => Effect.sync(() => ((failure = error), [] as ReadonlyArray<StoredEventRecord>))))
      if (failure) yield* degrade(failure)
      store.integrateRecords(records)
      tabs.caughtUpTo(store.maxSeq)
      snapshots.setCount(store.log.length)
      // What the log held when read (one transaction: a complete prefix), before this tab adds anything.
      const loadedSeq = store.maxSeq
      const loadedState = projectedPart(store.state)
      // Pending changes with no queued command behind them (logs from before the outbox) are dropped;
      // queued commands are resumed by the outbox.
      const queuedIds = new Set(store.state.outbox.entries.map((e) => e.commandId))
      const abandoned = [...new Set(store.state.cart.pending.map((p) => p.commandId))].filter((id) => !queuedIds.has(id))
      if (abandoned.length > 0) {
        const commandId = yield* (yield* Ids).commandId
        yield* commit(on(cartStream, commandId, [CartCommandsAbandoned.make({ commandIds: abandoned })]))
      }
      const connectivity = yield* Connectivity
      store.setRuntime({ online: connectivity.isOnline() })
      cleanups.push(connectivity.subscribe(onConnectivity))
      if (!store.memoryLog) yield* tabs.join
      store.loadedDone = true
      // A long history without a snapshot: this projection is of everything the log held. Written
      // (and the log compacted) in the background: start-up does not wait for it; dispose does.
      if (!store.memoryLog && records.length >= snapshotEvery) snapshots.writeAfterLoad(loadedSeq, loadedState)
    }),
  ).catch((error: unknown) => warn('engine start failed', error))

  const ready = loaded.then(async () => {
    try {
      if (!store.runtimeFlags.online) return
      await dispatch({ _tag: 'session.EnsureGuestToken', background: true })
      if (loadCartOnStart && store.state.cart.basketId) void dispatch({ _tag: 'cart.Load' }).catch(() => undefined)
    } catch (error) {
      warn('guest token at start failed', error)
    }
  })

  return { loaded, ready }
}
