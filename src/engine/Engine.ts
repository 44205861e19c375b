// The engine: commands in, events out. On start it reads the log, projects it, then ensures a guest
// token (a command). Each command runs on its aggregate's stream, strictly in order (one queue per
// stream): optimistic events are committed at once, the handler decides with the server, failures
// go through the recovery policy (policy.ts), and every outcome is committed as events. Committing
// appends to the log and awaits it before the state changes and listeners hear of it.
import { Effect, Layer, ManagedRuntime, Result, Schema } from 'effect'
import { messageFor, placementOf } from '../api/errorCatalogue'
import { LOCALE_INFO, siteIdOf } from '../site/sites'
import type { RequestSite } from '../api/client'
import { recreateCart } from './commands/cart'
import type { CommandContext, CommandError, CommandFailure } from './commands/command'
import { Command, specOf } from './commands/registry'
import { EngineClock } from './effects/Clock'
import { EventLog } from './effects/EventLog'
import { Ids } from './effects/Ids'
import { browserLayer, type EngineServices } from './effects/layers'
import { Toasts, type ToastListener } from './effects/Toasts'
import { CartCommandsAbandoned } from './events/cart'
import { decodeStoredEvent, type EngineEvent } from './events/engineEvents'
import { siteOfStream, streamOf, versionOf, type StoredEvent, type StoredEventRecord } from './events/storedEvent'
import { applyEvents, initialEngineState, type EngineState } from './projections/engineState'
import { REPORT, failureCodeOf, recoveryFor, type Recovery, type RecoveryName } from './policy'

export type DispatchResult =
  | { readonly ok: true; readonly commandId: string; readonly events: ReadonlyArray<StoredEvent<EngineEvent>> }
  | { readonly ok: false; readonly commandId: string; readonly events: ReadonlyArray<StoredEvent<EngineEvent>>; readonly error: CommandFailure }

export interface ExportedLog {
  readonly format: 'summit-engine-log'
  readonly version: 1
  readonly siteId: string
  readonly events: ReadonlyArray<StoredEventRecord>
}

export interface EngineOptions {
  readonly site: RequestSite
  /** The engine's services; defaults to the browser wiring (IndexedDB, localStorage, the shared API client). */
  readonly layer?: Layer.Layer<EngineServices>
  /** After the token, refresh the cart from the server when the log names one (default true). */
  readonly loadCartOnStart?: boolean
  /** Where engine-internal problems (log write failed, unreadable record) are reported. */
  readonly onWarning?: (message: string, detail?: unknown) => void
}

export interface Engine {
  dispatch(command: Command): Promise<DispatchResult>
  getState(): EngineState
  subscribe(listener: () => void): () => void
  /** Resolves once the log is projected and the guest token ensured (never rejects). */
  readonly ready: Promise<void>
  exportLog(): ExportedLog
  subscribeToasts(listener: ToastListener): () => void
  /** Runs an effect with the engine's services (tests: TestClock.adjust; inspector). */
  run<A, E>(effect: Effect.Effect<A, E, EngineServices>): Promise<A>
  dispose(): Promise<void>
}

const decodeCommand = Schema.decodeUnknownSync(Command)

/** What a failure reports: the catalogue code, its localized message, params and placement. */
export const failureOf = (error: CommandError, site: RequestSite): CommandFailure => {
  if (error._tag === 'ApiError') {
    return { code: error.code, message: error.message, params: error.params, placement: error.placement, status: error.status }
  }
  const code = failureCodeOf(error)
  return { code, message: messageFor(code, LOCALE_INFO[site.locale].language), params: {}, placement: placementOf(code) }
}

export const createEngine = (options: EngineOptions): Engine => {
  const site: RequestSite = { brand: options.site.brand, locale: options.site.locale }
  const siteId = siteIdOf(site.brand, site.locale)
  const runtime = ManagedRuntime.make(options.layer ?? browserLayer(siteId))
  const warn = options.onWarning ?? ((message: string, detail?: unknown) => console.warn(`[engine] ${message}`, detail ?? ''))

  let state: EngineState = initialEngineState
  const log: Array<StoredEvent<EngineEvent>> = []
  let nextSeq = 1
  let disposed = false
  const listeners = new Set<() => void>()
  const toastListeners = new Set<ToastListener>()
  const queues = new Map<string, Promise<unknown>>()

  const notify = () => {
    for (const listener of listeners) listener()
  }

  /** Stamps events with their envelope, appends them (awaited), projects them, then notifies. */
  const commit = (stream: string, commandId: string, events: ReadonlyArray<EngineEvent>) =>
    Effect.gen(function* () {
      if (events.length === 0) return [] as ReadonlyArray<StoredEvent<EngineEvent>>
      const at = yield* (yield* EngineClock).now
      const stored: Array<StoredEvent<EngineEvent>> = events.map((payload) => ({
        seq: nextSeq++,
        stream,
        commandId,
        at,
        v: versionOf(payload._tag),
        type: payload._tag,
        payload,
      }))
      yield* (yield* EventLog).append(stored).pipe(
        // The shopper keeps working if storage fails (private mode, quota); the events live in memory.
        Effect.catch((error) => Effect.sync(() => warn('event log append failed', error))),
      )
      log.push(...stored)
      state = applyEvents(state, stored)
      notify()
      return stored
    })

  const enqueue = <A>(stream: string, task: () => Promise<A>): Promise<A> => {
    const previous = queues.get(stream) ?? Promise.resolve()
    const next = previous.then(task, task)
    queues.set(stream, next.catch(() => undefined))
    return next
  }

  // Recoveries named by the policy table; a recovery that fails reports its own failure.
  // Events it commits on the command's stream belong to the command's outcome.
  const recoveries: Record<
    RecoveryName,
    (ctx: CommandContext, stream: string) => Effect.Effect<ReadonlyArray<StoredEvent<EngineEvent>>, CommandFailure, EngineServices>
  > = {
    'cart.recreate': (ctx, stream) =>
      recreateCart(ctx).pipe(
        Effect.mapError((error) => failureOf(error, site)),
        Effect.flatMap((events) => commit(stream, ctx.commandId, events)),
      ),
    'session.ensureToken': () =>
      Effect.promise(() => dispatch({ _tag: 'session.EnsureGuestToken' })).pipe(
        Effect.flatMap((result) => (result.ok ? Effect.succeed([]) : Effect.fail(result.error))),
      ),
  }

  /** Phase 1, at dispatch: a command id and the optimistic events, projected at once. */
  const begin = (command: Command, stream: string) =>
    Effect.gen(function* () {
      const commandId = yield* (yield* Ids).commandId
      const spec = specOf(command)
      const optimistic = spec.optimistic ? yield* commit(stream, commandId, spec.optimistic(command, state)) : []
      return { commandId, optimistic }
    })

  /** Phase 2, in the stream's queue: decide with the server, recover per policy, record the outcome. */
  const decide = (command: Command, stream: string, commandId: string, optimistic: ReadonlyArray<StoredEvent<EngineEvent>>) =>
    Effect.gen(function* () {
      const spec = specOf(command)
      const committed: Array<StoredEvent<EngineEvent>> = [...optimistic]
      const rerunsUsed = new Map<string, number>()

      for (let attempt = 0; ; attempt++) {
        const ctx: CommandContext = {
          commandId,
          idempotencyKey: attempt === 0 ? commandId : `${commandId}.${attempt}`,
          attempt,
          state,
          site,
        }
        const result = yield* Effect.result(spec.handle(command, ctx))
        if (Result.isSuccess(result)) {
          committed.push(...(yield* commit(stream, commandId, result.success)))
          return { ok: true, commandId, events: committed } satisfies DispatchResult
        }
        let failure: CommandFailure | undefined
        const row = recoveryFor(result.failure, { aggregate: spec.aggregate })
        const recovery: Recovery = row?.recovery ?? REPORT
        if (row && recovery._tag === 'RecoverThenRerun') {
          const used = rerunsUsed.get(row.name) ?? 0
          if (used < recovery.reruns) {
            rerunsUsed.set(row.name, used + 1)
            const recovered = yield* Effect.result(recoveries[recovery.recovery](ctx, stream))
            if (Result.isSuccess(recovered)) {
              committed.push(...recovered.success)
              continue
            }
            failure = recovered.failure
          }
        }
        // Hooks for later issues: InvalidCustomer (AUT498), BotProtection (403 + appId) and Outbox
        // (no network) are reported for now; their handlers will replace this report.
        failure ??= failureOf(result.failure, site)
        committed.push(...(yield* commit(stream, commandId, [spec.failed(commandId, failure)])))
        if (failure.placement === 'toast') {
          yield* (yield* Toasts).show({ kind: 'error', code: failure.code, message: failure.message, params: failure.params, persistent: true, commandId })
        }
        return { ok: false, commandId, events: committed, error: failure } satisfies DispatchResult
      }
    })

  const loaded: Promise<void> = runtime
    .runPromise(
      Effect.gen(function* () {
        const toasts = yield* Toasts
        toasts.subscribe((toast) => {
          for (const listener of toastListeners) listener(toast)
        })
        const records = yield* (yield* EventLog).read.pipe(
          Effect.catch((error) => Effect.sync(() => (warn('event log read failed', error), [] as ReadonlyArray<StoredEventRecord>))),
        )
        const mine: Array<StoredEvent<EngineEvent>> = []
        for (const record of records) {
          nextSeq = Math.max(nextSeq, record.seq + 1)
          if (siteOfStream(record.stream) !== siteId) continue
          const event = decodeStoredEvent(record)
          if (event) mine.push(event)
          else warn(`skipped unreadable event ${record.seq} (${record.type})`)
        }
        log.push(...mine)
        state = applyEvents(state, mine)
        notify()
        // Commands interrupted by a closed tab cannot be resumed yet (the outbox will resend them).
        const abandoned = [...new Set(state.cart.pending.map((p) => p.commandId))]
        if (abandoned.length > 0) {
          const commandId = yield* (yield* Ids).commandId
          yield* commit(streamOf('cart', siteId), commandId, [CartCommandsAbandoned.make({ commandIds: abandoned })])
        }
      }),
    )
    .catch((error: unknown) => warn('engine start failed', error))

  const ready: Promise<void> = loaded.then(async () => {
    try {
      await dispatch({ _tag: 'session.EnsureGuestToken' })
      if ((options.loadCartOnStart ?? true) && state.cart.basketId) void dispatch({ _tag: 'cart.Load' })
    } catch (error) {
      warn('guest token at start failed', error)
    }
  })

  /**
   * Queues the command on its stream at once (so dispatch order is processing order), projects its
   * optimistic events as soon as the log is loaded, and decides it when its turn comes — for
   * non-session commands, once the guest token has been ensured.
   */
  const dispatch = (input: Command): Promise<DispatchResult> => {
    if (disposed) return Promise.reject(new Error('engine disposed'))
    let command: Command
    try {
      command = decodeCommand(input)
    } catch (error) {
      return Promise.reject(error)
    }
    const spec = specOf(command)
    const stream = streamOf(spec.aggregate, siteId)
    const begun = loaded.then(() => runtime.runPromise(begin(command, stream)))
    return enqueue(stream, async () => {
      const { commandId, optimistic } = await begun
      if (spec.aggregate !== 'session') await ready
      return runtime.runPromise(decide(command, stream, commandId, optimistic))
    })
  }

  return {
    dispatch,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    ready,
    exportLog: () => ({
      format: 'summit-engine-log',
      version: 1,
      siteId,
      events: log.map((e) => ({ seq: e.seq, stream: e.stream, commandId: e.commandId, at: e.at, v: e.v, type: e.type, payload: e.payload })),
    }),
    subscribeToasts: (listener) => {
      toastListeners.add(listener)
      return () => toastListeners.delete(listener)
    },
    run: (effect) => runtime.runPromise(effect),
    dispose: async () => {
      disposed = true
      listeners.clear()
      toastListeners.clear()
      await runtime.dispose()
    },
  }
}
