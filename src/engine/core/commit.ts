// The commit path: drafts of events are redacted (Secret fields), appended to the log (which
// assigns seq), integrated into the store (projected, listeners notified), then broadcast to the
// other tabs. When storage fails the tab degrades: its log stays in memory, it says so (state.storage,
// a toast) and goes on alone.
import { Effect, Result } from 'effect'
import { EngineClock } from '../effects/Clock'
import { EventLog, makeMemoryEventLog, type EventDraft } from '../effects/EventLog'
import { TabChannel } from '../effects/TabChannel'
import { Toasts } from '../effects/Toasts'
import { durabilityOf, redactEvent, type EngineEvent } from '../events/engineEvents'
import { CommandSettled } from '../events/outbox'
import { siteOfStream, versionOf, type StoredEvent, type StoredEventRecord } from '../events/storedEvent'
import type { StateStore } from './stateStore'
import type { Draft, EngineContext, Run } from './types'

export const on = (stream: string, commandId: string, payloads: ReadonlyArray<EngineEvent>): Draft[] => payloads.map((payload) => ({ stream, commandId, payload }))

/** A queued command's CommandSettled (none for a direct command). */
export const settledDraft = (r: Run, outcome: 'succeeded' | 'failed' | 'skipped', code?: string): Draft[] =>
  r.queued ? [{ stream: r.stream, commandId: r.commandId, payload: CommandSettled.make({ outcome, ...(code === undefined ? {} : { code }) }) }] : []

export interface CommitDeps {
  readonly ctx: EngineContext
  readonly store: StateStore
  /** Storage failed: the tab leaves the others (no broadcast, no election) and drains its own outbox. */
  readonly onDegraded: () => void
}

export const makeCommit = ({ ctx, store, onDegraded }: CommitDeps) => {
  const { siteId, warn } = ctx

  /** Storage failed: the tab keeps its log in memory from now on, alone (no broadcast, its own outbox). */
  const degrade = (error: unknown) =>
    Effect.gen(function* () {
      if (store.memoryLog) return
      store.memoryLog = makeMemoryEventLog([], store.maxSeq)
      warn('event log unavailable: keeping this tab’s log in memory', error)
      store.setRuntime({ storage: 'memory' })
      onDegraded()
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
      if (store.memoryLog) records = yield* Effect.orDie(store.memoryLog.append(eventDrafts))
      else {
        const appended = yield* Effect.result((yield* EventLog).append(eventDrafts))
        if (Result.isSuccess(appended)) records = appended.success
        else {
          yield* degrade(appended.failure)
          records = yield* Effect.orDie(store.memoryLog!.append(eventDrafts))
        }
      }
      const events: Array<StoredEvent<EngineEvent>> = records.map((record, i) => {
        store.seen.add(record.seq)
        store.saw(record.seq)
        const payload = payloads[i]!
        return { seq: record.seq, stream: record.stream, commandId: record.commandId, at: record.at, v: record.v, type: payload._tag, payload }
      })
      store.integrate(events.filter((e) => siteOfStream(e.stream) === siteId))
      if (!store.memoryLog) (yield* TabChannel).post({ kind: 'events', records })
      return events
    })

  /** Commits for a run, keeping the run's own events (a direct command's result). */
  const commitFor = (r: Run, drafts: ReadonlyArray<Draft>) =>
    commit(drafts).pipe(
      Effect.tap((events) => Effect.sync(() => r.committed.push(...events.filter((e) => e.commandId === r.commandId)))),
    )

  return { commit, commitFor, degrade }
}

export type Commit = ReturnType<typeof makeCommit>
