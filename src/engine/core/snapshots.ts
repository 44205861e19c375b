// Snapshots and compaction (leader tab, durable storage): every `snapshotEvery` events of the site
// the projection is written as a snapshot, from the last snapshot and what the log holds, and the
// events before it are compacted beyond the retention (the newest N events and the last D days).
// Writes run in the background; dispose waits for them.
import { Effect } from 'effect'
import { EngineClock } from '../effects/Clock'
import { EventLog } from '../effects/EventLog'
import { decodeOwnRecord, decodeStoredEvent, type EngineEvent } from '../events/engineEvents'
import { siteOfStream, type StoredEvent, type StoredEventRecord } from '../events/storedEvent'
import { STATE_VERSION, applyEvents, initialEngineState, projectedPart, type EngineState } from '../projections/engineState'
import type { StateStore } from './stateStore'
import type { EngineContext, Retention } from './types'

/** Stored records projected as the store's integrateRecords does: trusted first, through the schemas if that throws. */
export const projectStored = (from: EngineState, records: ReadonlyArray<StoredEventRecord>): EngineState => {
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

export interface SnapshotDeps {
  readonly ctx: EngineContext
  readonly store: StateStore
  /** Only the leader tab writes snapshots. */
  readonly isLeader: () => boolean
  readonly snapshotEvery: number
  readonly retention: Retention
}

export const makeSnapshots = ({ ctx: { siteId, warn, run }, store, isLeader, snapshotEvery, retention }: SnapshotDeps) => {
  let sinceSnapshot = 0
  let lastSnapshot: { seq: number; state: EngineState } = { seq: 0, state: initialEngineState }
  let snapshotting = false

  /** Snapshot writes under way: dispose lets them finish (an interrupted compaction would only be redone, but a test or a tab closing waits for a consistent store). */
  const backgroundWrites = new Set<Promise<unknown>>()
  function background(work: Promise<unknown>) {
    backgroundWrites.add(work)
    void work.finally(() => backgroundWrites.delete(work))
  }

  const recount = () => {
    sinceSnapshot = store.log.filter((e) => e.seq > lastSnapshot.seq).length
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

  function maybeSnapshot() {
    if (snapshotting || store.disposed || !isLeader() || store.memoryLog || !store.loadedDone || sinceSnapshot < snapshotEvery) return
    snapshotting = true
    background(run(
      Effect.gen(function* () {
        const eventLog = yield* EventLog
        // From the last snapshot and what the log holds (complete up to its newest seq), not from this
        // tab's view, which may still miss an event another tab has not broadcast yet.
        const records = yield* eventLog.readAfter(lastSnapshot.seq)
        store.integrateRecords(records)
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
        recount()
      }))
  }

  /** Start-up read a long history without a snapshot: its projection is written (and the log compacted) in the background. */
  const writeAfterLoad = (loadedSeq: number, loadedState: EngineState) => {
    snapshotting = true
    background(
      run(writeSnapshot(loadedSeq, loadedState))
        .catch((error: unknown) => warn('snapshot failed', error))
        .finally(() => {
          snapshotting = false
          recount()
          maybeSnapshot()
        }),
    )
  }

  return {
    writeSnapshot,
    maybeSnapshot,
    writeAfterLoad,
    /** The store projected a batch: counted towards the next snapshot. */
    onIntegrated: (fresh: ReadonlyArray<unknown>) => {
      sinceSnapshot += fresh.length
      maybeSnapshot()
    },
    /** Start-up began from this snapshot. */
    resumeFrom: (seq: number, state: EngineState) => {
      lastSnapshot = { seq, state }
    },
    /** Events not yet in a snapshot (start-up: all the log held; after forgetting: none). */
    setCount: (count: number) => {
      sinceSnapshot = count
    },
    /** Resolves when the writes under way are done. */
    settled: () => Promise.allSettled([...backgroundWrites]),
  }
}

export type Snapshots = ReturnType<typeof makeSnapshots>
