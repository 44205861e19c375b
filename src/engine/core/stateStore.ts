// The engine's projected state and its in-memory log: events merged by seq and projected (stored
// records from the log or another tab decoded first), the runtime flags (online, storage), the
// listeners, and the dispatch results of queued commands read from the log (any tab may settle
// them). No I/O: the commit path, start-up and the tabs feed it; the outbox and snapshots hook in.
import { placementOf } from '../../contract/errorCatalogue'
import { failureFacts } from '../events/failure'
import type { CommandFailure } from '../commands/command'
import type { MemoryEventLog } from '../effects/EventLog'
import { decodeOwnRecord, decodeStoredEvent, type EngineEvent } from '../events/engineEvents'
import { siteOfStream, type StoredEvent, type StoredEventRecord } from '../events/storedEvent'
import { applyEvents, initialEngineState, withRuntime, type EngineState, type StorageMode } from '../projections/engineState'
import type { DispatchResult, Warn } from './types'

export interface StateStoreHooks {
  /** A batch held a CommandQueued (called on a microtask): the outbox drains. */
  readonly onQueued: () => void
  /** After each projected batch, before the listeners hear of it (snapshots count events). */
  readonly onIntegrated: (fresh: ReadonlyArray<StoredEvent<EngineEvent>>) => void
  /** A seq arrived (or was handed out) above one this tab has not seen: another tab wrote without telling, or its message is on its way (core/tabs.ts reads the log). */
  readonly onGap: () => void
}

const isFailurePayload = (payload: unknown): payload is CommandFailure & { readonly _tag: string } =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { code?: unknown }).code === 'string' &&
  typeof (payload as { placement?: unknown }).placement === 'string'

export class StateStore {
  /** The state the log starts from (a snapshot's, or the initial one) and its seq. */
  base: EngineState = initialEngineState
  baseSeq = 0
  state: EngineState = initialEngineState
  readonly log: Array<StoredEvent<EngineEvent>> = []
  readonly seen = new Set<number>()
  maxSeq = 0
  readonly runtimeFlags: { online: boolean; storage: StorageMode } = { online: true, storage: 'durable' }
  /** Set when storage failed: this tab's log from then on. */
  memoryLog: MemoryEventLog | undefined
  disposed = false
  /** Start-up has read and projected the log. */
  loadedDone = false
  readonly listeners = new Set<() => void>()
  readonly waiters = new Map<string, Array<(result: DispatchResult) => void>>()
  hooks: StateStoreHooks = { onQueued: () => {}, onIntegrated: () => {}, onGap: () => {} }

  constructor(private readonly options: { readonly siteId: string; readonly warn: Warn }) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  readonly notify = () => {
    for (const listener of [...this.listeners]) listener()
  }

  /** Records that `seq` exists (read, received or appended); a seq past the next one means a gap. */
  readonly saw = (seq: number) => {
    if (seq > this.maxSeq + 1 && this.loadedDone) queueMicrotask(() => this.hooks.onGap())
    this.maxSeq = Math.max(this.maxSeq, seq)
  }

  readonly setRuntime = (patch: Partial<StateStore['runtimeFlags']>) => {
    Object.assign(this.runtimeFlags, patch)
    const next = withRuntime(this.state, this.runtimeFlags)
    if (next !== this.state) {
      this.state = next
      this.notify()
    }
  }

  /** Merges events into the log by seq and projects them (re-projecting from the base when one arrives out of order). */
  readonly integrate = (events: ReadonlyArray<StoredEvent<EngineEvent>>): ReadonlyArray<StoredEvent<EngineEvent>> => {
    const fresh = events.filter((e) => e.seq > this.baseSeq).sort((a, b) => a.seq - b.seq)
    if (fresh.length === 0) return fresh
    const log = this.log
    const last = log.at(-1)?.seq ?? this.baseSeq
    // Projected before the log takes them: a projection that throws leaves log and state as they were.
    if (fresh[0]!.seq > last) {
      this.state = applyEvents(this.state, fresh)
      log.push(...fresh)
    } else {
      const merged = [...log, ...fresh].sort((a, b) => a.seq - b.seq)
      this.state = withRuntime(applyEvents(this.base, merged), this.runtimeFlags)
      log.splice(0, log.length, ...merged)
    }
    this.afterIntegrate(fresh)
    this.notify()
    return fresh
  }

  /**
   * Stored records (from the log, another tab): dedupe, keep this site's, decode (trusting the
   * engine's own payloads, decodeOwnRecord), project. When projecting trusted payloads throws, the
   * batch is decoded again through the schemas, skipping what does not decode.
   */
  readonly integrateRecords = (records: ReadonlyArray<StoredEventRecord>) => {
    const { siteId, warn } = this.options
    const mine: Array<StoredEventRecord> = []
    for (const record of records) {
      if (this.seen.has(record.seq)) continue
      this.seen.add(record.seq)
      this.saw(record.seq)
      if (record.seq <= this.baseSeq || siteOfStream(record.stream) !== siteId) continue
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
      return this.integrate(trusted)
    } catch (error) {
      warn('projecting stored events failed: decoding them through the schemas', error)
      return this.integrate(decoded(decodeStoredEvent))
    }
  }

  /** A command's dispatch result as its events in the log tell it (still queued until settled). */
  readonly resultOf = (commandId: string): DispatchResult => {
    const events = this.log.filter((e) => e.commandId === commandId)
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

  /** A promise of the command's result, resolved when an event settles it. */
  readonly waitFor = (commandId: string): Promise<DispatchResult> =>
    new Promise<DispatchResult>((resolve) => this.waiters.set(commandId, [...(this.waiters.get(commandId) ?? []), resolve]))

  readonly resolveWaiters = (commandId: string) => {
    const pending = this.waiters.get(commandId)
    if (!pending) return
    this.waiters.delete(commandId)
    const result = this.resultOf(commandId)
    for (const resolve of pending) resolve(result)
  }

  private afterIntegrate(events: ReadonlyArray<StoredEvent<EngineEvent>>) {
    let queued = false
    for (const event of events) {
      if (event.type === 'v1.CommandSettled') this.resolveWaiters(event.commandId)
      else if (event.type === 'v1.CommandQueued') queued = true
    }
    if (queued) queueMicrotask(() => this.hooks.onQueued())
    this.hooks.onIntegrated(events)
  }
}
