// The engine: commands in, events out.
//
// Start-up reads the newest projection snapshot and the events after it, projects them, resumes the
// outbox and ensures a guest token. A queueable command (one that needs the network: cart changes)
// is logged as queued together with its optimistic events, projected at once, and sent by the
// outbox of the leader tab, in log order, when the network allows; its outcome (the server's answer,
// a reported failure rolling the optimistic events back, or a re-decision against changed server
// state) is recorded as events. Other commands (the token, a cart load) run directly, in order per
// stream, in the tab that dispatched them. Failures go through the recovery table (policy.ts).
//
// Committing redacts Secret fields, appends to the log (IndexedDB assigns seq; see
// docs/decisions/0008-engine-tabs-and-seq.md), projects, notifies, then broadcasts to the other tabs.
// When storage fails the tab keeps its log in memory, says so (state.storage, a toast) and goes on.
import { Clock, Duration, Effect, Layer, ManagedRuntime, Result, Schedule, Schema } from 'effect'
import { placementOf } from '../contract/errorCatalogue'
import type { BotProtectionError } from '../api/errors'
import { siteIdOf } from '../contract/site/sites'
import type { RequestSite } from '../api/client'
import { anySignal } from '../api/uuid'
import { recreateCart, refreshCart } from './commands/cart'
import type { CommandContext, CommandError, CommandFailure, CommandSpec } from './commands/command'
import { COMMANDS, Command } from './commands/registry'
import { ensureGuestToken } from './commands/session'
import { EngineClock } from './effects/Clock'
import { Connectivity } from './effects/Connectivity'
import { EventLog, makeMemoryEventLog, type EventDraft, type EventLogError, type MemoryEventLog } from './effects/EventLog'
import { Ids } from './effects/Ids'
import { browserLayer, type EngineServices } from './effects/layers'
import { Leadership } from './effects/Leadership'
import { PageReload, ReloadMarker } from './effects/PageReload'
import { TabChannel, type TabMessage } from './effects/TabChannel'
import { Toasts, type ToastListener } from './effects/Toasts'
import { TokenStore } from './effects/TokenStore'
import { CartCommandsAbandoned, CartReset } from './events/cart'
import { decodeOwnRecord, decodeStoredEvent, durabilityOf, redactEvent, type EngineEvent } from './events/engineEvents'
import { failureFacts } from './events/failure'
import { CommandDeferred, CommandQueued, CommandRedecided, CommandSettled } from './events/outbox'
import { BotProtectionChallenged, SessionEnded } from './events/session'
import { siteOfStream, streamOf, versionOf, type StoredEvent, type StoredEventRecord } from './events/storedEvent'
import { INVALID_CUSTOMER_RELOAD_DELAY, OUTBOX_RETRY, RELOAD_MARKER_TTL_MS, REPORT, failureCodeOf, isTransient, recoveryFor, type PolicyRow, type RecoveryName } from './policy'
import { idempotencyKeyOf, type OutboxEntry } from './projections/outbox'
import { STATE_VERSION, applyEvents, initialEngineState, projectedPart, withRuntime, type EngineState, type StorageMode } from './projections/engineState'
import { hasSecrets, redactWith } from './secrets'

export type DispatchResult =
  /** `queued`: accepted and waiting for the network (its optimistic events are shown; the outcome comes later). */
  | { readonly ok: true; readonly commandId: string; readonly events: ReadonlyArray<StoredEvent<EngineEvent>>; readonly queued: boolean }
  | { readonly ok: false; readonly commandId: string; readonly events: ReadonlyArray<StoredEvent<EngineEvent>>; readonly error: CommandFailure }

export interface ExportedLog {
  readonly format: 'summit-engine-log'
  readonly version: 1
  readonly siteId: string
  readonly events: ReadonlyArray<StoredEventRecord>
  /** Present when this engine started from a snapshot: `events` follow it (replay from `snapshot.state`). */
  readonly snapshot?: { readonly seq: number; readonly stateVersion: number; readonly state: EngineState }
}

/** Retention of compaction: events older than the newest snapshot go once they are beyond both. */
export interface Retention {
  /** Keep at least the newest this many events of the site (default 1,000)... */
  readonly events: number
  /** ...and every event of the last this many days (default 7): whichever keeps more. */
  readonly days: number
}

export const DEFAULT_SNAPSHOT_EVERY = 200
export const DEFAULT_RETENTION: Retention = { events: 1_000, days: 7 }

export interface EngineOptions {
  readonly site: RequestSite
  /** The engine's services; defaults to the browser wiring (IndexedDB, localStorage, the shared API client). */
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
  dispatch(command: Command): Promise<DispatchResult>
  /** Dispatches a command registered through `options.commands`. */
  dispatchAny(command: DispatchInput): Promise<DispatchResult>
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

type AnySpec = CommandSpec<{ readonly _tag: string }>

interface Draft {
  readonly stream: string
  readonly commandId: string
  readonly payload: EngineEvent
}

/** What a decision of one command amounts to. */
type Outcome =
  | { readonly _tag: 'done'; readonly result: DispatchResult; readonly cause?: CommandError }
  /** Could not reach the server: stays queued. */
  | { readonly _tag: 'deferred'; readonly cause: CommandError }
  /** Decide again (recovered, or re-targeted). */
  | { readonly _tag: 'again'; readonly reason: string }

/** One decision of one command: a queued one (state from its outbox entry) or a direct one. */
interface Run {
  readonly commandId: string
  readonly stream: string
  readonly spec: AnySpec
  readonly command: { readonly _tag: string }
  readonly queued: boolean
  readonly decision: number
  readonly reruns: Readonly<Record<string, number>>
  readonly waiting: string | null
  /** Events of this command committed so far by this run (direct commands' result). */
  readonly committed: Array<StoredEvent<EngineEvent>>
}

/**
 * What a failure reports: its facts (the catalogue code, its values, placement, status, the server's
 * message as data, the catalogue variant), never localized text: whatever shows it localizes it, in
 * its reader's language. (The site no longer matters: nothing is localized here.)
 */
export const failureOf = (error: CommandError, _site?: RequestSite): CommandFailure => {
  if (error._tag === 'ApiError') {
    return failureFacts({ code: error.code, params: error.params, placement: error.placement, status: error.status, serverMessage: error.serverMessage, variant: error.variant })
  }
  const code = failureCodeOf(error)
  return { code, params: {}, placement: placementOf(code) }
}

/** A failure event's payload (its facts: ./events/failure.ts). */
const isFailurePayload = (payload: unknown): payload is CommandFailure & { readonly _tag: string } =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { code?: unknown }).code === 'string' &&
  typeof (payload as { placement?: unknown }).placement === 'string'

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export const createEngine = (options: EngineOptions): Engine => {
  const site: RequestSite = { brand: options.site.brand, locale: options.site.locale }
  const siteId = siteIdOf(site.brand, site.locale)
  const runtime = ManagedRuntime.make(options.layer ?? browserLayer(siteId))
  const warn = options.onWarning ?? ((message: string, detail?: unknown) => console.warn(`[engine] ${message}`, detail ?? ''))
  const snapshotEvery = Math.max(1, options.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY)
  const retention = options.retention ?? DEFAULT_RETENTION
  const cartStream = streamOf('cart', siteId)
  const sessionStream = streamOf('session', siteId)

  const specs: Record<string, AnySpec> = { ...(options.commands ?? {}), ...(COMMANDS as unknown as Record<string, AnySpec>) }
  const specOf = (tag: string): AnySpec | undefined => (Object.hasOwn(specs, tag) ? specs[tag] : undefined)
  const queueableCache = new Map<AnySpec, boolean>()
  /** Queueable, unless its schema has a Secret field (its payload would be logged). */
  const isQueueable = (spec: AnySpec): boolean => {
    let known = queueableCache.get(spec)
    if (known === undefined) {
      known = spec.queueable === true && !hasSecrets(spec.schema)
      queueableCache.set(spec, known)
    }
    return known
  }
  const decoders = new Map<AnySpec, (input: unknown) => { readonly _tag: string }>()
  const decodeWith = (spec: AnySpec, input: unknown): { readonly _tag: string } => {
    let decode = decoders.get(spec)
    if (!decode) {
      decode = Schema.decodeUnknownSync(spec.schema)
      decoders.set(spec, decode)
    }
    return decode(input)
  }
  /** The command as logged in CommandQueued: encoded, Secret fields redacted (none, as such commands are never queued). */
  const encoders = new Map<AnySpec, (command: unknown) => unknown>()
  const encodeForLog = (spec: AnySpec, command: unknown): unknown => {
    let encode = encoders.get(spec)
    if (!encode) {
      const toJson = Schema.encodeUnknownSync(spec.schema)
      const redact = redactWith(spec.schema)
      encode = (value) => redact(toJson(value))
      encoders.set(spec, encode)
    }
    return encode(command)
  }

  // ---- projected state and the in-memory log ------------------------------------------------
  let base: EngineState = initialEngineState
  let baseSeq = 0
  let state: EngineState = initialEngineState
  const log: Array<StoredEvent<EngineEvent>> = []
  const seen = new Set<number>()
  let maxSeq = 0
  const runtimeFlags: { online: boolean; storage: StorageMode } = { online: true, storage: 'durable' }
  let memoryLog: MemoryEventLog | undefined
  let disposed = false
  const lifetime = new AbortController()
  const listeners = new Set<() => void>()
  const toastListeners = new Set<ToastListener>()
  const cleanups: Array<() => void> = []
  // Assigned below; declared here because the outbox and direct commands wait for them.
  let loaded!: Promise<void>
  let ready!: Promise<void>

  const notify = () => {
    for (const listener of [...listeners]) listener()
  }

  const run = <A, E>(effect: Effect.Effect<A, E, EngineServices>): Promise<A> => runtime.runPromise(effect, { signal: lifetime.signal })

  const setRuntime = (patch: Partial<typeof runtimeFlags>) => {
    Object.assign(runtimeFlags, patch)
    const next = withRuntime(state, runtimeFlags)
    if (next !== state) {
      state = next
      notify()
    }
  }

  /** Merges events into the log by seq and projects them (re-projecting from the base when one arrives out of order). */
  const integrate = (events: ReadonlyArray<StoredEvent<EngineEvent>>): ReadonlyArray<StoredEvent<EngineEvent>> => {
    const fresh = events.filter((e) => e.seq > baseSeq).sort((a, b) => a.seq - b.seq)
    if (fresh.length === 0) return fresh
    const last = log.at(-1)?.seq ?? baseSeq
    // Projected before the log takes them: a projection that throws leaves log and state as they were.
    if (fresh[0]!.seq > last) {
      state = applyEvents(state, fresh)
      log.push(...fresh)
    } else {
      const merged = [...log, ...fresh].sort((a, b) => a.seq - b.seq)
      state = withRuntime(applyEvents(base, merged), runtimeFlags)
      log.splice(0, log.length, ...merged)
    }
    sinceSnapshot += fresh.length
    afterIntegrate(fresh)
    notify()
    return fresh
  }

  /**
   * Stored records (from the log, another tab): dedupe, keep this site's, decode (trusting the
   * engine's own payloads, decodeOwnRecord), project. When projecting trusted payloads throws, the
   * batch is decoded again through the schemas, skipping what does not decode.
   */
  const integrateRecords = (records: ReadonlyArray<StoredEventRecord>) => {
    const mine: Array<StoredEventRecord> = []
    for (const record of records) {
      if (seen.has(record.seq)) continue
      seen.add(record.seq)
      maxSeq = Math.max(maxSeq, record.seq)
      if (record.seq <= baseSeq || siteOfStream(record.stream) !== siteId) continue
      mine.push(record)
    }
    const decoded = (decode: (record: StoredEventRecord) => StoredEvent<EngineEvent> | undefined) =>
      mine.flatMap((record) => {
        const event = decode(record)
        if (!event) warn(`skipped unreadable event ${record.seq} (${record.type})`)
        return event ? [event] : []
      })
    const trusted = decoded(decodeOwnRecord)
    try {
      return integrate(trusted)
    } catch (error) {
      warn('projecting stored events failed: decoding them through the schemas', error)
      return integrate(decoded(decodeStoredEvent))
    }
  }

  // ---- dispatch results of queued commands, from the log (any tab may settle them) -------------
  const waiters = new Map<string, Array<(result: DispatchResult) => void>>()

  const resultOf = (commandId: string): DispatchResult => {
    const events = log.filter((e) => e.commandId === commandId)
    const settled = events.findLast((e) => e.type === 'v1.CommandSettled')
    if (!settled || settled.payload._tag !== 'v1.CommandSettled') return { ok: true, commandId, events, queued: true }
    if (settled.payload.outcome !== 'failed') return { ok: true, commandId, events, queued: false }
    const failed = events.findLast((e) => e.type !== 'v1.CommandSettled' && isFailurePayload(e.payload))
    if (failed && isFailurePayload(failed.payload)) {
      return { ok: false, commandId, events, error: failureFacts(failed.payload) }
    }
    const code = settled.payload.code ?? 'GENERIC'
    return { ok: false, commandId, events, error: { code, params: {}, placement: placementOf(code) } }
  }

  const resolveWaiters = (commandId: string) => {
    const pending = waiters.get(commandId)
    if (!pending) return
    waiters.delete(commandId)
    const result = resultOf(commandId)
    for (const resolve of pending) resolve(result)
  }

  const afterIntegrate = (events: ReadonlyArray<StoredEvent<EngineEvent>>) => {
    let queued = false
    for (const event of events) {
      if (event.type === 'v1.CommandSettled' || event.type === 'v1.CommandDeferred') resolveWaiters(event.commandId)
      else if (event.type === 'v1.CommandQueued') queued = true
    }
    if (queued) queueMicrotask(kick)
    maybeSnapshot()
  }

  // ---- committing ------------------------------------------------------------------------------
  /** Storage failed: the tab keeps its log in memory from now on, alone (no broadcast, its own outbox). */
  const degrade = (error: unknown) =>
    Effect.gen(function* () {
      if (memoryLog) return
      memoryLog = makeMemoryEventLog([], maxSeq)
      warn('event log unavailable: keeping this tab’s log in memory', error)
      setRuntime({ storage: 'memory' })
      for (const cleanup of sharedCleanups.splice(0)) cleanup()
      becomeLeader()
      yield* (yield* Toasts).show({ kind: 'error', persistent: true, notice: 'storageMemory' })
    })

  /** Redacts, appends (the log assigns seq), projects, notifies, broadcasts. Never fails: storage failures degrade. */
  const commit = (drafts: ReadonlyArray<Draft>) =>
    Effect.gen(function* () {
      if (drafts.length === 0) return [] as ReadonlyArray<StoredEvent<EngineEvent>>
      const at = yield* (yield* EngineClock).now
      const payloads = drafts.map((d) => redactEvent(d.payload))
      const eventDrafts: EventDraft[] = drafts.map((d, i) => {
        const payload = payloads[i]!
        return { stream: d.stream, commandId: d.commandId, at, v: versionOf(payload._tag), type: payload._tag, payload, durability: durabilityOf(payload._tag) }
      })
      let records: ReadonlyArray<StoredEventRecord>
      if (memoryLog) records = yield* Effect.orDie(memoryLog.append(eventDrafts))
      else {
        const appended = yield* Effect.result((yield* EventLog).append(eventDrafts))
        if (Result.isSuccess(appended)) records = appended.success
        else {
          yield* degrade(appended.failure)
          records = yield* Effect.orDie(memoryLog!.append(eventDrafts))
        }
      }
      const events: Array<StoredEvent<EngineEvent>> = records.map((record, i) => {
        seen.add(record.seq)
        maxSeq = Math.max(maxSeq, record.seq)
        const payload = payloads[i]!
        return { seq: record.seq, stream: record.stream, commandId: record.commandId, at: record.at, v: record.v, type: payload._tag, payload }
      })
      integrate(events.filter((e) => siteOfStream(e.stream) === siteId))
      if (!memoryLog) (yield* TabChannel).post({ kind: 'events', records })
      return events
    })

  const on = (stream: string, commandId: string, payloads: ReadonlyArray<EngineEvent>): Draft[] => payloads.map((payload) => ({ stream, commandId, payload }))

  // ---- recoveries named by the policy table ----------------------------------------------------
  const recoveries: Record<RecoveryName, (ctx: CommandContext, stream: string) => Effect.Effect<ReadonlyArray<Draft>, CommandError, EngineServices>> = {
    'cart.recreate': (ctx, stream) => recreateCart(ctx).pipe(Effect.map((events) => on(stream, ctx.commandId, events))),
    'cart.refresh': (ctx, stream) => refreshCart(ctx).pipe(Effect.map((events) => on(stream, ctx.commandId, events))),
    // The token exchange itself (not the EnsureGuestToken command: a failure here is the command's, not shown twice).
    'session.ensureToken': (ctx) =>
      ensureGuestToken.handle({ _tag: 'session.EnsureGuestToken' }, { ...ctx, idempotencyKey: `${ctx.idempotencyKey}.token` }).pipe(
        Effect.map((events) => on(sessionStream, ctx.commandId, events)),
      ),
  }

  // ---- deciding --------------------------------------------------------------------------------
  const settledDraft = (r: Run, outcome: 'succeeded' | 'failed' | 'skipped', code?: string): Draft[] =>
    r.queued ? [{ stream: r.stream, commandId: r.commandId, payload: CommandSettled.make({ outcome, ...(code === undefined ? {} : { code }) }) }] : []

  const commitFor = (r: Run, drafts: ReadonlyArray<Draft>) =>
    commit(drafts).pipe(
      Effect.tap((events) => Effect.sync(() => r.committed.push(...events.filter((e) => e.commandId === r.commandId)))),
    )

  const showFailure = (failure: CommandFailure, commandId: string) =>
    Effect.gen(function* () {
      if (failure.placement !== 'toast') return
      yield* (yield* Toasts).show({ kind: 'error', ...failureFacts(failure), persistent: true, commandId })
    })

  const report = (r: Run, error: CommandError) =>
    Effect.gen(function* () {
      const failure = failureOf(error, site)
      // Settled first: the failure event (which rolls the optimistic events back) closes the command's story.
      yield* commitFor(r, [...settledDraft(r, 'failed', failure.code), { stream: r.stream, commandId: r.commandId, payload: r.spec.failed(r.commandId, failure) }])
      yield* showFailure(failure, r.commandId)
      return { _tag: 'done', result: { ok: false, commandId: r.commandId, events: r.committed, error: failure }, cause: error } satisfies Outcome
    })

  let reloadScheduled = false
  /** AUT498: reload after 4000 ms, unless a reload happened less than 10 s ago (the marker) or one is already coming. */
  const scheduleReload = Effect.gen(function* () {
    const now = yield* (yield* EngineClock).now
    const marker = yield* (yield* ReloadMarker).get
    if (reloadScheduled || (marker !== undefined && now - marker < RELOAD_MARKER_TTL_MS)) {
      warn('invalid customer: page reload suppressed by the reload marker')
      return
    }
    reloadScheduled = true
    const reload = Effect.gen(function* () {
      yield* Effect.sleep(INVALID_CUSTOMER_RELOAD_DELAY)
      if (disposed) return
      yield* (yield* ReloadMarker).set(yield* (yield* EngineClock).now)
      yield* (yield* PageReload).reload
    })
    runtime.runFork(reload, { signal: lifetime.signal })
  })

  const invalidCustomer = (r: Run, error: CommandError) =>
    Effect.gen(function* () {
      const failure = failureOf(error, site)
      const others = state.outbox.entries.filter((e) => e.commandId !== r.commandId && e.stream === cartStream)
      yield* commitFor(r, [
        ...settledDraft(r, 'failed', failure.code),
        ...others.map((e) => ({ stream: e.stream, commandId: e.commandId, payload: CommandSettled.make({ outcome: 'failed', code: failure.code }) })),
        { stream: cartStream, commandId: r.commandId, payload: CartReset.make({ reason: 'AUT498' }) },
        { stream: sessionStream, commandId: r.commandId, payload: SessionEnded.make({ reason: 'invalidCustomer' }) },
        { stream: r.stream, commandId: r.commandId, payload: r.spec.failed(r.commandId, failure) },
      ])
      yield* (yield* TokenStore).clear
      yield* showFailure(failure, r.commandId)
      yield* scheduleReload
      return { _tag: 'done', result: { ok: false, commandId: r.commandId, events: r.committed, error: failure }, cause: error } satisfies Outcome
    })

  const botProtection = (r: Run, error: BotProtectionError) =>
    Effect.gen(function* () {
      const failure = failureOf(error, site)
      yield* commitFor(r, [
        ...settledDraft(r, 'failed', failure.code),
        {
          stream: sessionStream,
          commandId: r.commandId,
          payload: BotProtectionChallenged.make({ call: error.call, url: error.url, appId: error.appId, status: error.status, correlationId: error.correlationId }),
        },
        { stream: r.stream, commandId: r.commandId, payload: r.spec.failed(r.commandId, failure) },
      ])
      yield* showFailure(failure, r.commandId)
      return { _tag: 'done', result: { ok: false, commandId: r.commandId, events: r.committed, error: failure }, cause: error } satisfies Outcome
    })

  const defer = (r: Run, error: CommandError) =>
    Effect.gen(function* () {
      if (r.queued && r.waiting === null) yield* commit(on(r.stream, r.commandId, [CommandDeferred.make({ code: failureCodeOf(error) })]))
      return { _tag: 'deferred', cause: error } satisfies Outcome
    })

  /** A failure of a decision, through the policy table. */
  const onFailure = (r: Run, ctx: CommandContext, error: CommandError): Effect.Effect<Outcome, never, EngineServices> =>
    Effect.gen(function* () {
      const row: PolicyRow | undefined = recoveryFor(error, { aggregate: r.spec.aggregate })
      const recovery = row?.recovery ?? REPORT
      switch (recovery._tag) {
        case 'Outbox':
          return r.queued ? yield* defer(r, error) : yield* report(r, error)
        case 'RecoverThenRerun': {
          if ((r.reruns[row!.id] ?? 0) >= recovery.reruns) return yield* report(r, error)
          const recovered = yield* Effect.result(recoveries[recovery.recovery](ctx, r.stream))
          if (Result.isFailure(recovered)) {
            const cause = recovered.failure
            return r.queued && isTransient(cause, { aggregate: r.spec.aggregate }) ? yield* defer(r, cause) : yield* report(r, cause)
          }
          const redecided = r.queued ? on(r.stream, r.commandId, [CommandRedecided.make({ decision: r.decision + 1, reason: row!.id })]) : []
          yield* commitFor(r, [...recovered.success, ...redecided])
          return { _tag: 'again', reason: row!.id } satisfies Outcome
        }
        case 'RecoverThenReport': {
          const recovered = yield* Effect.result(recoveries[recovery.recovery](ctx, r.stream))
          if (Result.isSuccess(recovered)) yield* commitFor(r, recovered.success)
          else warn(`recovery ${recovery.recovery} failed: ${failureCodeOf(recovered.failure)}`)
          return yield* report(r, error)
        }
        case 'InvalidCustomer':
          return yield* invalidCustomer(r, error)
        case 'BotProtection':
          return error._tag === 'BotProtectionError' ? yield* botProtection(r, error) : yield* report(r, error)
        case 'Ignore':
          if (!r.queued) {
            warn(`ignored ${error._tag} (${failureCodeOf(error)}) of ${r.command._tag}`)
            return { _tag: 'done', result: { ok: false, commandId: r.commandId, events: r.committed, error: failureOf(error, site) }, cause: error } satisfies Outcome
          }
          return yield* report(r, error)
        case 'RetryCall':
        case 'Report':
          return yield* report(r, error)
      }
    })

  /** One decision: re-decide against the state (queued commands), call the server, record the outcome. */
  const decideOnce = (r: Run): Effect.Effect<Outcome, never, EngineServices> =>
    Effect.gen(function* () {
      let command = r.command
      if (r.queued && r.spec.prepare) {
        const prepared = r.spec.prepare(command, state)
        if (prepared._tag === 'Skip') {
          const skipped = r.spec.skipped ? [{ stream: r.stream, commandId: r.commandId, payload: r.spec.skipped(r.commandId) }] : []
          yield* commitFor(r, [...settledDraft(r, 'skipped'), ...skipped])
          return { _tag: 'done', result: { ok: true, commandId: r.commandId, events: r.committed, queued: false } } satisfies Outcome
        }
        if (prepared._tag === 'Fail') return yield* report(r, prepared.error)
        if (!sameJson(prepared.command, command) && (r.reruns.retarget ?? 0) < 3) {
          const encoded = encodeForLog(r.spec, prepared.command)
          yield* commitFor(r, on(r.stream, r.commandId, [CommandRedecided.make({ decision: r.decision + 1, reason: 'retarget', command: encoded })]))
          return { _tag: 'again', reason: 'retarget' } satisfies Outcome
        }
        command = prepared.command
      }
      const ctx: CommandContext = { commandId: r.commandId, idempotencyKey: idempotencyKeyOf({ commandId: r.commandId, decision: r.decision }), attempt: r.decision, state, site }
      const result = yield* Effect.result(r.spec.handle(command, ctx))
      if (Result.isSuccess(result)) {
        yield* commitFor(r, [...settledDraft(r, 'succeeded'), ...on(r.stream, r.commandId, result.success)])
        return { _tag: 'done', result: { ok: true, commandId: r.commandId, events: r.committed, queued: false } } satisfies Outcome
      }
      return yield* onFailure(r, ctx, result.failure)
    })

  // ---- direct commands (not queueable): in order per stream, in this tab ------------------------
  const queues = new Map<string, Promise<unknown>>()
  const enqueue = <A>(stream: string, task: () => Promise<A>): Promise<A> => {
    const previous = queues.get(stream) ?? Promise.resolve()
    const next = previous.then(task, task)
    queues.set(stream, next.catch(() => undefined))
    return next
  }

  const runDirect = (spec: AnySpec, command: { readonly _tag: string }, stream: string, commandId: string, optimistic: ReadonlyArray<StoredEvent<EngineEvent>>) =>
    Effect.gen(function* () {
      let decision = 0
      const reruns: Record<string, number> = {}
      const committed = [...optimistic]
      for (;;) {
        const outcome = yield* decideOnce({ commandId, stream, spec, command, queued: false, decision, reruns, waiting: null, committed })
        if (outcome._tag === 'again') {
          decision++
          reruns[outcome.reason] = (reruns[outcome.reason] ?? 0) + 1
          continue
        }
        if (outcome._tag === 'done') return outcome
        return { _tag: 'done', result: { ok: false, commandId, events: committed, error: failureOf(outcome.cause, site) }, cause: outcome.cause } satisfies Outcome
      }
    })

  const dispatchDirect = (spec: AnySpec, command: { readonly _tag: string }) => {
    const stream = streamOf(spec.aggregate, siteId)
    const begun = loaded.then(() =>
      run(
        Effect.gen(function* () {
          const commandId = yield* (yield* Ids).commandId
          const optimistic = spec.optimistic ? yield* commit(on(stream, commandId, spec.optimistic(command, state))) : []
          return { commandId, optimistic }
        }),
      ),
    )
    return enqueue(stream, async () => {
      const { commandId, optimistic } = await begun
      if (spec.aggregate !== 'session') await ready
      return run(runDirect(spec, command, stream, commandId, optimistic))
    })
  }

  // ---- queued commands: the outbox --------------------------------------------------------------
  const beginChains = new Map<string, Promise<unknown>>()

  const dispatchQueued = (spec: AnySpec, input: { readonly _tag: string }): Promise<DispatchResult> => {
    const stream = streamOf(spec.aggregate, siteId)
    const previous = beginChains.get(stream) ?? loaded
    // Begin phases run one at a time per stream, so dispatch order is log order.
    const begun = previous.then(() =>
      run(
        Effect.gen(function* () {
          const commandId = yield* (yield* Ids).commandId
          const command = spec.enrich ? spec.enrich(input, state) : input
          const encoded = encodeForLog(spec, command)
          const settled = new Promise<DispatchResult>((resolve) => waiters.set(commandId, [...(waiters.get(commandId) ?? []), resolve]))
          const optimistic = spec.optimistic ? spec.optimistic(command, state) : []
          yield* commit(on(stream, commandId, [CommandQueued.make({ command: encoded }), ...optimistic]))
          if (!runtimeFlags.online) resolveWaiters(commandId)
          kick()
          // Wrapped: a promise returned as the value would make this step wait for the settlement.
          return { settled }
        }),
      ),
    )
    beginChains.set(
      stream,
      begun.catch(() => undefined),
    )
    return begun.then(({ settled }) => settled)
  }

  let leader = false
  let releaseLeadership: (() => void) | undefined
  const draining = new Map<string, Promise<void>>()
  const wakers = new Set<() => void>()
  const wake = () => {
    for (const waker of [...wakers]) waker()
  }
  /** Resolves on wake() (network back, dispose) or after `delay` on the engine's clock. */
  const wait = (delay?: Duration.Duration) =>
    new Promise<void>((resolve) => {
      const controller = new AbortController()
      const done = () => {
        wakers.delete(done)
        controller.abort()
        resolve()
      }
      wakers.add(done)
      if (delay !== undefined) runtime.runPromise(Effect.sleep(delay), { signal: anySignal([controller.signal, lifetime.signal]) }).then(done, done)
      if (disposed) done()
    })

  const headOf = (stream: string): OutboxEntry | undefined => state.outbox.entries.find((e) => e.stream === stream)

  const runOf = (entry: OutboxEntry): Run | undefined => {
    const tag = typeof entry.command === 'object' && entry.command !== null ? String((entry.command as { _tag?: unknown })._tag) : ''
    const spec = specOf(tag)
    if (!spec) return undefined
    try {
      const command = decodeWith(spec, entry.command)
      return { commandId: entry.commandId, stream: entry.stream, spec, command, queued: true, decision: entry.decision, reruns: entry.reruns, waiting: entry.waiting, committed: [] }
    } catch {
      return undefined
    }
  }

  const decideEntry = (entry: OutboxEntry): Effect.Effect<Outcome, never, EngineServices> =>
    Effect.gen(function* () {
      const r = runOf(entry)
      if (r) return yield* decideOnce(r)
      // A queued command this code cannot read (its command was removed or changed incompatibly): settled as failed.
      const code = 'DECODE'
      warn(`outbox: cannot decode queued command ${entry.commandId}`)
      yield* commit(
        on(entry.stream, entry.commandId, [
          CommandSettled.make({ outcome: 'failed', code }),
          ...(entry.stream === cartStream ? [CartCommandsAbandoned.make({ commandIds: [entry.commandId] })] : []),
        ]),
      )
      return { _tag: 'done', result: { ok: false, commandId: entry.commandId, events: [], error: { code, params: {}, placement: placementOf(code) } } } satisfies Outcome
    })

  const drainStream = async (stream: string) => {
    await null
    await ready
    type Step = (now: number, input: unknown) => Effect.Effect<[Duration.Duration, Duration.Duration], unknown>
    let step: Step | undefined
    while (!disposed && leader) {
      const entry = headOf(stream)
      if (!entry) return
      if (!runtimeFlags.online) {
        step = undefined
        await wait()
        continue
      }
      let outcome: Outcome['_tag'] = 'deferred'
      try {
        outcome = (await run(decideEntry(entry)))._tag
      } catch (error) {
        if (disposed) return
        warn('outbox: deciding a command failed', error)
      }
      if (outcome !== 'deferred') {
        step = undefined
        continue
      }
      try {
        step ??= (await run(Schedule.toStep(OUTBOX_RETRY))) as unknown as Step
        const next = step
        const [, delay] = await run(Effect.flatMap(Clock.currentTimeMillis, (now) => next(now, undefined)))
        await wait(delay)
      } catch {
        if (disposed) return
        await wait(Duration.seconds(30))
      }
    }
  }

  /** Starts a drainer for every stream with queued commands (leader tab only). */
  function kick() {
    if (disposed || !leader) return
    for (const entry of state.outbox.entries) {
      if (draining.has(entry.stream)) continue
      const stream = entry.stream
      draining.set(
        stream,
        drainStream(stream)
          .catch((error: unknown) => warn('outbox drainer stopped', error))
          .finally(() => {
            draining.delete(stream)
            if (!disposed && headOf(stream) && runtimeFlags.online) queueMicrotask(kick)
          }),
      )
    }
  }

  function becomeLeader() {
    if (disposed) return
    leader = true
    kick()
  }

  // ---- snapshots and compaction (leader tab, durable storage) ------------------------------------
  let sinceSnapshot = 0
  let lastSnapshot: { seq: number; state: EngineState } = { seq: 0, state: initialEngineState }
  let snapshotting = false

  function maybeSnapshot() {
    if (snapshotting || disposed || !leader || memoryLog || !loadedDone || sinceSnapshot < snapshotEvery) return
    snapshotting = true
    background(run(
      Effect.gen(function* () {
        const eventLog = yield* EventLog
        // From the last snapshot and what the log holds (complete up to its newest seq), not from this
        // tab's view, which may still miss an event another tab has not broadcast yet.
        const records = yield* eventLog.readAfter(lastSnapshot.seq)
        integrateRecords(records)
        const mine = records.filter((r) => siteOfStream(r.stream) === siteId)
        const cut = records.at(-1)?.seq
        if (cut === undefined || mine.length < snapshotEvery) return
        const snapshotState = projectedPart(projectStored(lastSnapshot.state, mine))
        yield* writeSnapshot(cut, snapshotState)
      }),
    )
      .catch((error: unknown) => warn('snapshot failed', error))
      .finally(() => {
        snapshotting = false
        sinceSnapshot = log.filter((e) => e.seq > lastSnapshot.seq).length
      }))
  }

  /** Snapshot writes under way: dispose lets them finish (an interrupted compaction would only be redone, but a test or a tab closing waits for a consistent store). */
  const backgroundWrites = new Set<Promise<unknown>>()
  function background(work: Promise<unknown>) {
    backgroundWrites.add(work)
    void work.finally(() => backgroundWrites.delete(work))
  }

  /** Stored records projected as integrateRecords does: trusted first, through the schemas if that throws. */
  const projectStored = (from: EngineState, records: ReadonlyArray<StoredEventRecord>): EngineState => {
    const through = (decode: (record: StoredEventRecord) => StoredEvent<EngineEvent> | undefined) =>
      records.flatMap((record) => {
        const event = decode(record)
        return event ? [event] : []
      })
    try {
      return applyEvents(from, through(decodeOwnRecord))
    } catch {
      return applyEvents(from, through(decodeStoredEvent))
    }
  }

  const writeSnapshot = (seq: number, snapshotState: EngineState, options?: { readonly only?: boolean }) =>
    Effect.gen(function* () {
      const eventLog = yield* EventLog
      const now = yield* (yield* EngineClock).now
      yield* eventLog.writeSnapshot({ siteId, seq, stateVersion: STATE_VERSION, at: now, state: snapshotState }, options)
      lastSnapshot = { seq, state: snapshotState }
      const deleted = yield* eventLog.compact({ siteId, upToSeq: seq, keepLast: retention.events, keepSince: now - retention.days * 86_400_000 })
      if (deleted > 0) warn(`compacted ${deleted} events up to seq ${seq}`)
    })

  // ---- start-up ---------------------------------------------------------------------------------
  let loadedDone = false
  let lastCatchUp = 0
  const sharedCleanups: Array<() => void> = []

  const onTabMessage = (message: TabMessage) => {
    if (disposed || memoryLog) return
    integrateRecords(message.records)
  }

  loaded = run(
    Effect.gen(function* () {
      const toasts = yield* Toasts
      cleanups.push(
        toasts.subscribe((toast) => {
          for (const listener of toastListeners) listener(toast)
        }),
      )
      const eventLog = yield* EventLog
      let failure: EventLogError | undefined
      const snapshot = yield* eventLog.readSnapshot(siteId).pipe(
        Effect.catch((error) => Effect.sync(() => ((failure = error), undefined))),
      )
      if (snapshot && snapshot.stateVersion === STATE_VERSION && isStateLike(snapshot.state)) {
        base = withRuntime({ ...initialEngineState, ...(snapshot.state as EngineState) }, runtimeFlags)
        baseSeq = snapshot.seq
        maxSeq = snapshot.seq
        state = base
        lastSnapshot = { seq: snapshot.seq, state: projectedPart(base) }
      } else if (snapshot) {
        warn(`ignored a snapshot of state version ${snapshot.stateVersion} (now ${STATE_VERSION}): full replay`)
      }
      const records = failure
        ? []
        : yield* eventLog.readAfter(baseSeq).pipe(Effect.catch((error) => Effect.sync(() => ((failure = error), [] as ReadonlyArray<StoredEventRecord>))))
      if (failure) yield* degrade(failure)
      integrateRecords(records)
      lastCatchUp = maxSeq
      sinceSnapshot = log.length
      // What the log held when read (one transaction: a complete prefix), before this tab adds anything.
      const loadedSeq = maxSeq
      const loadedState = projectedPart(state)
      // Pending changes with no queued command behind them (logs from before the outbox) are dropped;
      // queued commands are resumed by the outbox.
      const queuedIds = new Set(state.outbox.entries.map((e) => e.commandId))
      const abandoned = [...new Set(state.cart.pending.map((p) => p.commandId))].filter((id) => !queuedIds.has(id))
      if (abandoned.length > 0) {
        const commandId = yield* (yield* Ids).commandId
        yield* commit(on(cartStream, commandId, [CartCommandsAbandoned.make({ commandIds: abandoned })]))
      }
      const connectivity = yield* Connectivity
      setRuntime({ online: connectivity.isOnline() })
      cleanups.push(connectivity.subscribe(onConnectivity))
      if (!memoryLog) {
        const tabs = yield* TabChannel
        sharedCleanups.push(tabs.subscribe(onTabMessage), () => tabs.close())
        const leadership = yield* Leadership
        releaseLeadership = leadership.claim(`summit-engine-outbox-${siteId}`, onLeader)
        sharedCleanups.push(() => releaseLeadership?.())
      }
      loadedDone = true
      // A long history without a snapshot: this projection is of everything the log held. Written
      // (and the log compacted) in the background: start-up does not wait for it; dispose does.
      if (!memoryLog && records.length >= snapshotEvery) {
        snapshotting = true
        background(
          run(writeSnapshot(loadedSeq, loadedState))
            .catch((error: unknown) => warn('snapshot failed', error))
            .finally(() => {
              snapshotting = false
              sinceSnapshot = log.filter((e) => e.seq > lastSnapshot.seq).length
              maybeSnapshot()
            }),
        )
      }
    }),
  ).catch((error: unknown) => warn('engine start failed', error))

  function onLeader() {
    if (disposed || memoryLog) return
    // Catch up on events whose broadcast this tab may have missed, then drain.
    void run(
      Effect.gen(function* () {
        const records = yield* (yield* EventLog).readAfter(Math.max(lastCatchUp, baseSeq))
        lastCatchUp = Math.max(lastCatchUp, records.at(-1)?.seq ?? 0)
        integrateRecords(records)
      }),
    )
      .catch((error: unknown) => warn('catch-up read failed', error))
      .finally(becomeLeader)
  }

  function onConnectivity(online: boolean) {
    if (disposed) return
    setRuntime({ online })
    if (!online) return
    wake()
    kick()
    if (state.session.status === 'none') void dispatch({ _tag: 'session.EnsureGuestToken' }).catch(() => undefined)
  }

  ready = loaded.then(async () => {
    try {
      if (!runtimeFlags.online) return
      await dispatch({ _tag: 'session.EnsureGuestToken' })
      if ((options.loadCartOnStart ?? true) && state.cart.basketId) void dispatch({ _tag: 'cart.Load' }).catch(() => undefined)
    } catch (error) {
      warn('guest token at start failed', error)
    }
  })

  /**
   * Sign-out: nothing of the shopper may stay on the device. Every cart snapshot, order and profile
   * event of this site's history holds some of it (addresses, e-mail, names), so the whole history up
   * to now goes: the state now, which the sign-out's own events have cleared (session, cart,
   * checkout), becomes the only snapshot, and every stored event of the site up to it is deleted
   * (export then shows that snapshot and what follows).
   */
  const forgetPersonalData = async (): Promise<void> => {
    const cut = log.at(-1)?.seq ?? baseSeq
    const clean = projectedPart(state)
    if (!memoryLog && cut > 0)
      await run(
        Effect.gen(function* () {
          yield* writeSnapshot(cut, clean, { only: true })
          yield* (yield* EventLog).compact({ siteId, upToSeq: cut, keepLast: 0, keepSince: Number.MAX_SAFE_INTEGER })
        }),
      ).catch((error: unknown) => warn('forgetting the signed-out shopper failed', error))
    base = clean
    baseSeq = cut
    log.splice(0, log.length)
    sinceSnapshot = 0
    notify()
    try {
      await options.onPersonalDataForgotten?.()
    } catch (error) {
      warn('forgetting the signed-out shopper outside the log failed', error)
    }
  }

  const signedOut = (result: DispatchResult): boolean =>
    result.events.some((e) => e.payload._tag === 'v1.SessionEnded' && e.payload.reason === 'signOut')

  // ---- public API -------------------------------------------------------------------------------
  const dispatchAny = (input: DispatchInput): Promise<DispatchResult> => {
    if (disposed) return Promise.reject(new Error('engine disposed'))
    const spec = specOf(input._tag)
    if (!spec) return Promise.reject(new Error(`unknown command ${input._tag}`))
    let command: { readonly _tag: string }
    try {
      command = decodeWith(spec, input)
    } catch (error) {
      return Promise.reject(error)
    }
    if (isQueueable(spec)) return dispatchQueued(spec, command)
    return dispatchDirect(spec, command).then(async ({ result }) => {
      if (signedOut(result)) await forgetPersonalData()
      return result
    })
  }

  const dispatch = (command: Command): Promise<DispatchResult> => dispatchAny(command)

  return {
    dispatch,
    dispatchAny,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    loaded,
    ready,
    exportLog: () => ({
      format: 'summit-engine-log',
      version: 1,
      siteId,
      events: log.map((e) => ({ seq: e.seq, stream: e.stream, commandId: e.commandId, at: e.at, v: e.v, type: e.type, payload: e.payload })),
      ...(baseSeq > 0 ? { snapshot: { seq: baseSeq, stateVersion: STATE_VERSION, state: projectedPart(base) } } : {}),
    }),
    subscribeToasts: (listener) => {
      toastListeners.add(listener)
      return () => toastListeners.delete(listener)
    },
    run: (effect) => runtime.runPromise(effect),
    isLeader: () => leader,
    forgetPersonalData,
    dispose: async () => {
      disposed = true
      leader = false
      wake()
      await Promise.allSettled([...backgroundWrites])
      for (const cleanup of [...sharedCleanups.splice(0), ...cleanups.splice(0)]) cleanup()
      lifetime.abort()
      listeners.clear()
      toastListeners.clear()
      await runtime.dispose()
    },
  }
}

const isStateLike = (value: unknown): value is EngineState =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EngineState).cart === 'object' &&
  typeof (value as EngineState).session === 'object' &&
  typeof (value as EngineState).outbox === 'object' &&
  Array.isArray((value as EngineState).outbox?.entries)
