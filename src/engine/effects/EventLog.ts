// The event log: IndexedDB in the browser (idb-keyval on its own database `summit-engine`, store
// `events`, one key per event = zero-padded seq), an in-memory twin in tests. Appends made in the
// same tick go to IndexedDB in one transaction (setMany); each append resolves once it is durable.
import { Context, Effect, Layer, Option, Schema } from 'effect'
import { clear, createStore, entries, setMany, type UseStore } from 'idb-keyval'
import { StoredEventSchema, keyOfSeq, type StoredEventRecord } from '../events/storedEvent'

export class EventLogError extends Schema.TaggedError<EventLogError>()('EventLogError', {
  operation: Schema.Literals(['read', 'append', 'clear']),
  message: Schema.String,
}) {}

export interface EventLogShape {
  /** Every stored record in seq order (malformed records are skipped). */
  readonly read: Effect.Effect<ReadonlyArray<StoredEventRecord>, EventLogError>
  /** Appends records; resolves when they are stored. */
  readonly append: (records: ReadonlyArray<StoredEventRecord>) => Effect.Effect<void, EventLogError>
  readonly clear: Effect.Effect<void, EventLogError>
}

export class EventLog extends Context.Service<EventLog, EventLogShape>()('summit/engine/EventLog') {}

const decodeRecord = Schema.decodeUnknownOption(StoredEventSchema)

const messageOf = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause))

export const EVENT_DB = 'summit-engine'
export const EVENT_STORE = 'events'

/** Collects the appends of one tick and writes them in one transaction. */
const makeBatcher = (write: (batch: Array<[string, StoredEventRecord]>) => Promise<void>) => {
  let batch: Array<[string, StoredEventRecord]> = []
  let waiters: Array<{ resolve: () => void; reject: (e: unknown) => void }> = []
  let scheduled = false
  const flush = () => {
    const current = batch
    const currentWaiters = waiters
    batch = []
    waiters = []
    scheduled = false
    write(current).then(
      () => currentWaiters.forEach((w) => w.resolve()),
      (error: unknown) => currentWaiters.forEach((w) => w.reject(error)),
    )
  }
  return (records: ReadonlyArray<StoredEventRecord>): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      for (const record of records) batch.push([keyOfSeq(record.seq), record])
      waiters.push({ resolve, reject })
      if (!scheduled) {
        scheduled = true
        setTimeout(flush, 0)
      }
    })
}

/** The IndexedDB log. `store` defaults to createStore('summit-engine', 'events'). */
export const eventLogIndexedDb = (store?: UseStore): Layer.Layer<EventLog> =>
  Layer.sync(EventLog, () => {
    let db: UseStore | undefined = store
    const useStore = () => (db ??= createStore(EVENT_DB, EVENT_STORE))
    const append = makeBatcher((batch) => setMany(batch, useStore()))
    return {
      read: Effect.tryPromise({
        try: () => entries<string, unknown>(useStore()),
        catch: (cause) => new EventLogError({ operation: 'read', message: messageOf(cause) }),
      }).pipe(
        Effect.map((rows) =>
          rows
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .flatMap(([, value]) => Option.toArray(decodeRecord(value))),
        ),
      ),
      append: (records) =>
        records.length === 0
          ? Effect.void
          : Effect.tryPromise({
              try: () => append(records),
              catch: (cause) => new EventLogError({ operation: 'append', message: messageOf(cause) }),
            }),
      clear: Effect.tryPromise({
        try: () => clear(useStore()),
        catch: (cause) => new EventLogError({ operation: 'clear', message: messageOf(cause) }),
      }),
    }
  })

export interface MemoryEventLog extends EventLogShape {
  /** The records as stored (for tests). */
  readonly records: () => ReadonlyArray<StoredEventRecord>
}

/** The in-memory twin: same contract, structured-cloned records, sorted by seq. */
export const makeMemoryEventLog = (initial: ReadonlyArray<StoredEventRecord> = []): MemoryEventLog => {
  const rows = new Map<string, StoredEventRecord>()
  for (const record of initial) rows.set(keyOfSeq(record.seq), structuredClone(record))
  const sorted = () => [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, r]) => r)
  return {
    read: Effect.sync(() => sorted().map((r) => structuredClone(r))),
    append: (records) =>
      Effect.sync(() => {
        for (const record of records) rows.set(keyOfSeq(record.seq), structuredClone(record))
      }),
    clear: Effect.sync(() => rows.clear()),
    records: sorted,
  }
}

export const eventLogMemory = (log: MemoryEventLog = makeMemoryEventLog()): Layer.Layer<EventLog> => Layer.succeed(EventLog, log)
