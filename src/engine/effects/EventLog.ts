// The event log: IndexedDB in the browser (the project's own database `summit-engine`, store
// `events`, through idb-keyval with a custom store function), an in-memory twin in tests.
//
// Keys in the one object store:
//   000000000042               an event, by zero-padded seq (key order is log order)
//   meta/seq                   the last seq handed out
//   snapshot/<siteId>/<seq>    a projection snapshot of one site up to that seq
//   meta/snapshot/<siteId>     the seq of that site's newest snapshot
//
// The log hands out seq: an append reads `meta/seq` and writes its events and the new counter in
// the same readwrite transaction. IndexedDB runs readwrite transactions on one store one after the
// other, across tabs too, so seq is unique and gap-free across every tab of the origin
// (docs/decisions/0008-engine-tabs-and-seq.md). Appends are group-committed: the first one starts a
// transaction at once (end of the current microtask queue, so appends of the same tick share it);
// appends made while it is in flight share the next one. A transaction is opened
// `{ durability: 'strict' }` when one of its events asks for it, else relaxed. Records are checked by
// their envelope only (no Schema pass per record): see docs/decisions/0008-engine-fast-path.md.
import { Context, Effect, Layer, Option, Schema } from 'effect'
import { promisifyRequest, type UseStore } from 'idb-keyval'
import type { Durability } from '../events/engineEvents'
import { isStoredEventRecord, keyOfSeq, siteOfStream, type StoredEventRecord } from '../events/storedEvent'

export class EventLogError extends Schema.TaggedError<EventLogError>()('EventLogError', {
  operation: Schema.Literals(['read', 'append', 'clear', 'snapshot', 'compact', 'remove']),
  /** quota: storage full; unavailable: no IndexedDB (private mode, blocked); closed: the database closed under the page. */
  reason: Schema.Literals(['quota', 'unavailable', 'closed', 'other']),
  message: Schema.String,
}) {}

/** An event to append: everything but the seq, which the log assigns. */
export interface EventDraft {
  readonly stream: string
  readonly commandId: string
  readonly at: number
  readonly v: number
  readonly type: string
  readonly payload: unknown
  readonly durability: Durability
}

export const SnapshotRecord = Schema.Struct({
  siteId: Schema.String,
  /** The last event (of any site) the state includes. */
  seq: Schema.Number,
  /** STATE_VERSION of the state's shape; another version is ignored. */
  stateVersion: Schema.Number,
  at: Schema.Number,
  state: Schema.Unknown,
})
export type SnapshotRecord = typeof SnapshotRecord.Type

export interface CompactOptions {
  readonly siteId: string
  /** Only events up to this seq (the newest snapshot's) may go. */
  readonly upToSeq: number
  /** Keep at least the newest this many events of the site... */
  readonly keepLast: number
  /** ...and every event at or after this time (epoch ms): whichever keeps more. */
  readonly keepSince: number
}

export interface EventLogShape {
  /** Appends events, assigning their seq; resolves with the stored records once they are written. */
  readonly append: (drafts: ReadonlyArray<EventDraft>) => Effect.Effect<ReadonlyArray<StoredEventRecord>, EventLogError>
  /** Every stored event in seq order (malformed records are skipped). */
  readonly read: Effect.Effect<ReadonlyArray<StoredEventRecord>, EventLogError>
  /** Events with seq greater than `seq`, in order. */
  readonly readAfter: (seq: number) => Effect.Effect<ReadonlyArray<StoredEventRecord>, EventLogError>
  /** The newest snapshot of a site. */
  readonly readSnapshot: (siteId: string) => Effect.Effect<SnapshotRecord | undefined, EventLogError>
  /**
   * Stores a snapshot and drops that site's older ones but the previous; with `only`, every other
   * snapshot of the site (sign-out: none may keep the shopper's personal data).
   */
  readonly writeSnapshot: (snapshot: SnapshotRecord, options?: { readonly only?: boolean }) => Effect.Effect<void, EventLogError>
  /** Deletes the site's events covered by a snapshot and outside the retention; resolves with how many went. */
  readonly compact: (options: CompactOptions) => Effect.Effect<number, EventLogError>
  /** Deletes events by seq (sign-out removal of personal data). */
  readonly remove: (seqs: ReadonlyArray<number>) => Effect.Effect<void, EventLogError>
  readonly clear: Effect.Effect<void, EventLogError>
}

export class EventLog extends Context.Service<EventLog, EventLogShape>()('summit/engine/EventLog') {}

const decodeSnapshot = Schema.decodeUnknownOption(SnapshotRecord)

export const EVENT_DB = 'summit-engine'
export const EVENT_STORE = 'events'
export const META_SEQ_KEY = 'meta/seq'
const FIRST_EVENT_KEY = keyOfSeq(0)
const LAST_EVENT_KEY = '999999999999'
export const snapshotKey = (siteId: string, seq: number): string => `snapshot/${siteId}/${keyOfSeq(seq)}`
/** The seq of a site's newest snapshot (logs written before it existed are found by cursor). */
export const snapshotPointerKey = (siteId: string): string => `meta/snapshot/${siteId}`
const snapshotRange = (siteId: string) => IDBKeyRange.bound(`snapshot/${siteId}/`, `snapshot/${siteId}/~`)
const SNAPSHOTS_KEPT = 2

const reasonOf = (cause: unknown): EventLogError['reason'] => {
  const name = cause instanceof Error || (typeof DOMException !== 'undefined' && cause instanceof DOMException) ? (cause as Error).name : ''
  if (name === 'QuotaExceededError') return 'quota'
  if (name === 'InvalidStateError' || name === 'AbortError' || name === 'TransactionInactiveError') return 'closed'
  if (name === 'NotSupportedError' || name === 'SecurityError' || name === 'UnknownError' || name === 'ReferenceError' || name === 'NotFoundError') return 'unavailable'
  return 'other'
}

const errorOf = (operation: EventLogError['operation']) => (cause: unknown) =>
  new EventLogError({ operation, reason: reasonOf(cause), message: cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause) })

/** The engine's IndexedDB store: idb-keyval store functions opening relaxed or strict transactions. */
export interface EngineStore {
  readonly relaxed: UseStore
  readonly strict: UseStore
}

/** Like idb-keyval's createStore, but every transaction is opened with an explicit durability. */
export const createEngineStore = (dbName = EVENT_DB, storeName = EVENT_STORE): EngineStore => {
  let dbp: Promise<IDBDatabase> | undefined
  const getDb = (): Promise<IDBDatabase> => {
    if (dbp) return dbp
    if (typeof indexedDB === 'undefined') return Promise.reject(new DOMException('IndexedDB is not available', 'NotSupportedError'))
    const request = indexedDB.open(dbName)
    request.onupgradeneeded = () => request.result.createObjectStore(storeName)
    dbp = promisifyRequest(request)
    dbp.then(
      (db) => {
        // The browser may close the connection (storage cleared, Safari); reopen on next use.
        db.onclose = () => (dbp = undefined)
      },
      () => (dbp = undefined),
    )
    return dbp
  }
  const withDurability =
    (durability: IDBTransactionDurability): UseStore =>
    (mode, callback) =>
      getDb().then((db) => callback(db.transaction(storeName, mode, { durability }).objectStore(storeName)))
  return { relaxed: withDurability('relaxed'), strict: withDurability('strict') }
}

/** Completion of a transaction, rejecting with its error when it aborts. */
const done = (tx: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onabort = tx.onerror = () => reject(tx.error ?? new DOMException('transaction aborted', 'AbortError'))
  })

/** One readwrite transaction: read the counter, write the events and the new counter. */
const appendTransaction = (store: UseStore, drafts: ReadonlyArray<EventDraft>): Promise<StoredEventRecord[]> =>
  store('readwrite', (os) => {
    const records: StoredEventRecord[] = []
    const completed = done(os.transaction)
    const writeFrom = (last: number) => {
      try {
        let seq = last
        for (const draft of drafts) {
          seq++
          const record: StoredEventRecord = { seq, stream: draft.stream, commandId: draft.commandId, at: draft.at, v: draft.v, type: draft.type, payload: draft.payload }
          os.put(record, keyOfSeq(seq))
          records.push(record)
        }
        os.put(seq, META_SEQ_KEY)
      } catch (error) {
        try {
          os.transaction.abort()
        } catch {
          // already finished
        }
        throw error
      }
    }
    const meta = os.get(META_SEQ_KEY)
    const started = new Promise<void>((resolve, reject) => {
      meta.onerror = () => reject(meta.error)
      meta.onsuccess = () => {
        try {
          if (typeof meta.result === 'number') {
            writeFrom(meta.result)
            resolve()
            return
          }
          // A log written before the counter existed: continue after its highest event key.
          const cursor = os.openKeyCursor(IDBKeyRange.bound(FIRST_EVENT_KEY, LAST_EVENT_KEY), 'prev')
          cursor.onerror = () => reject(cursor.error)
          cursor.onsuccess = () => {
            try {
              writeFrom(cursor.result ? Number(cursor.result.key) : 0)
              resolve()
            } catch (error) {
              reject(error)
            }
          }
        } catch (error) {
          reject(error)
        }
      }
    })
    return Promise.all([started, completed]).then(() => records)
  })

interface Waiter {
  readonly count: number
  readonly resolve: (records: StoredEventRecord[]) => void
  readonly reject: (error: unknown) => void
}

/**
 * Group commit: an append while no write is in flight is written at the end of the current microtask
 * queue (appends of the same tick join it); appends made while a write is in flight are written
 * together, in one transaction, when it completes. Order is kept: one write at a time, in call order.
 * (It was a setTimeout(0) per batch: 4 ms in Chromium once timers nest, on every command.)
 */
const makeBatcher = (write: (drafts: ReadonlyArray<EventDraft>, durability: Durability) => Promise<StoredEventRecord[]>) => {
  let drafts: EventDraft[] = []
  let waiters: Waiter[] = []
  let scheduled = false
  let writing = false
  const flush = () => {
    scheduled = false
    if (drafts.length === 0) return
    const batch = drafts
    const batchWaiters = waiters
    drafts = []
    waiters = []
    writing = true
    const durability: Durability = batch.some((d) => d.durability === 'strict') ? 'strict' : 'relaxed'
    let written: Promise<StoredEventRecord[]>
    try {
      written = write(batch, durability)
    } catch (error) {
      written = Promise.reject(error)
    }
    written
      .then(
        (records) => {
          let offset = 0
          for (const waiter of batchWaiters) {
            waiter.resolve(records.slice(offset, offset + waiter.count))
            offset += waiter.count
          }
        },
        (error: unknown) => batchWaiters.forEach((w) => w.reject(error)),
      )
      .finally(() => {
        writing = false
        flush()
      })
  }
  return (more: ReadonlyArray<EventDraft>): Promise<StoredEventRecord[]> =>
    new Promise<StoredEventRecord[]>((resolve, reject) => {
      drafts.push(...more)
      waiters.push({ count: more.length, resolve, reject })
      if (!scheduled && !writing) {
        scheduled = true
        queueMicrotask(flush)
      }
    })
}

/** Records in key order are in seq order; malformed ones are skipped. */
const decodeAll = (values: ReadonlyArray<unknown>): StoredEventRecord[] => {
  const records = values.filter(isStoredEventRecord)
  for (let i = 1; i < records.length; i++) if (records[i - 1]!.seq > records[i]!.seq) return records.sort((a, b) => a.seq - b.seq)
  return records
}

const eventsAfter = (seq: number) => IDBKeyRange.bound(keyOfSeq(seq + 1), LAST_EVENT_KEY)

/**
 * Which stored events compaction drops (the site's events covered by the snapshot, outside the
 * retention), as runs of neighbouring records to delete by key range. `records` in key order.
 */
export const compactionPlan = (
  records: ReadonlyArray<unknown>,
  { siteId, upToSeq, keepLast, keepSince }: CompactOptions,
): { readonly count: number; readonly runs: ReadonlyArray<readonly [number, number]> } => {
  const drop = new Array<boolean>(records.length).fill(false)
  let kept = 0
  let count = 0
  for (let i = records.length - 1; i >= 0; i--) {
    const record = records[i]
    if (!isStoredEventRecord(record) || siteOfStream(record.stream) !== siteId) continue
    if (kept < keepLast || record.seq > upToSeq || record.at >= keepSince) kept++
    else {
      drop[i] = true
      count++
    }
  }
  // A run may not span a record that stays (another site's, a kept one, a malformed one).
  const runs: Array<readonly [number, number]> = []
  let start = -1
  for (let i = 0; i <= records.length; i++) {
    if (i < records.length && drop[i]) {
      if (start < 0) start = i
    } else if (start >= 0) {
      runs.push([(records[start] as StoredEventRecord).seq, (records[i - 1] as StoredEventRecord).seq])
      start = -1
    }
  }
  return { count, runs }
}

export interface IndexedDbLogOptions {
  /** Defaults to createEngineStore() (database `summit-engine`, store `events`). */
  readonly store?: EngineStore
}

/** The IndexedDB log. */
export const eventLogIndexedDb = (options: IndexedDbLogOptions = {}): Layer.Layer<EventLog> =>
  Layer.sync(EventLog, () => {
    let opened: EngineStore | undefined = options.store
    const store = () => (opened ??= createEngineStore())
    const append = makeBatcher((drafts, durability) => appendTransaction(durability === 'strict' ? store().strict : store().relaxed, drafts))
    const attempt = <A>(operation: EventLogError['operation'], run: () => Promise<A>) => Effect.tryPromise({ try: run, catch: errorOf(operation) })
    const readAfter = (seq: number) =>
      attempt('read', () => store().relaxed('readonly', (os) => promisifyRequest(os.getAll(eventsAfter(seq))))).pipe(Effect.map(decodeAll))
    return {
      append: (drafts) => (drafts.length === 0 ? Effect.succeed([]) : attempt('append', () => append(drafts))),
      read: readAfter(0),
      readAfter,
      readSnapshot: (siteId) =>
        attempt('read', () =>
          store().relaxed('readonly', (os) => {
            // Point reads through the pointer: a cursor over a store that has just lost 99,000 events
            // steps over their tombstones until LevelDB compacts them (0.1–0.5 s in Chromium).
            const newestByCursor = () => promisifyRequest(os.openCursor(snapshotRange(siteId), 'prev')).then((c) => (c ? (c.value as unknown) : undefined))
            return promisifyRequest(os.get(snapshotPointerKey(siteId)) as IDBRequest<unknown>).then((seq) =>
              typeof seq === 'number'
                ? promisifyRequest(os.get(snapshotKey(siteId, seq)) as IDBRequest<unknown>).then((value) => (value === undefined ? newestByCursor() : value))
                : newestByCursor(),
            )
          }),
        ).pipe(Effect.map((value) => (value === undefined ? undefined : Option.getOrUndefined(decodeSnapshot(value))))),
      writeSnapshot: (snapshot, options) =>
        attempt('snapshot', () =>
          store().relaxed('readwrite', (os) => {
            const completed = done(os.transaction)
            os.put(snapshot, snapshotKey(snapshot.siteId, snapshot.seq))
            os.put(snapshot.seq, snapshotPointerKey(snapshot.siteId))
            const keys = os.getAllKeys(snapshotRange(snapshot.siteId))
            keys.onsuccess = () => {
              const newest = snapshotKey(snapshot.siteId, snapshot.seq)
              const doomed = options?.only ? keys.result.filter((key) => key !== newest) : keys.result.slice(0, Math.max(0, keys.result.length - SNAPSHOTS_KEPT))
              for (const key of doomed) os.delete(key)
            }
            return completed
          }),
        ),
      compact: ({ siteId, upToSeq, keepLast, keepSince }) =>
        attempt('compact', () =>
          store().relaxed('readwrite', (os) => {
            // One read of the events, then range deletes of the runs to drop. (Deleting through a
            // backwards cursor made Chromium's LevelDB step over every tombstone: 315 s for 100,000.)
            const completed = done(os.transaction)
            let deleted = 0
            const events = IDBKeyRange.bound(FIRST_EVENT_KEY, LAST_EVENT_KEY)
            // No more events than the retention keeps (the usual case): nothing to read.
            const count = os.count(events)
            count.onsuccess = () => {
              if (count.result <= keepLast) return
              const all = os.getAll(events)
              all.onsuccess = () => {
                const records = all.result as unknown[]
                const doomed = compactionPlan(records, { siteId, upToSeq, keepLast, keepSince })
                deleted = doomed.count
                for (const [from, to] of doomed.runs) os.delete(IDBKeyRange.bound(keyOfSeq(from), keyOfSeq(to)))
              }
            }
            return completed.then(() => deleted)
          }),
        ),
      remove: (seqs) =>
        attempt('remove', () =>
          store().relaxed('readwrite', (os) => {
            const completed = done(os.transaction)
            for (const seq of seqs) os.delete(keyOfSeq(seq))
            return completed
          }),
        ),
      clear: attempt('clear', () =>
        store().relaxed('readwrite', (os) => {
          const completed = done(os.transaction)
          os.clear()
          return completed
        }),
      ),
    }
  })

export interface MemoryEventLog extends EventLogShape {
  /** The events as stored (for tests). */
  readonly records: () => ReadonlyArray<StoredEventRecord>
  /** The snapshots as stored (for tests). */
  readonly snapshots: () => ReadonlyArray<SnapshotRecord>
}

/**
 * The in-memory twin: same contract (seq assigned atomically, structured-cloned records, sorted by
 * seq). Several engines given the same instance behave like tabs sharing one IndexedDB. Seqs
 * continue after `startAfterSeq` (the engine's fallback when IndexedDB fails).
 */
export const makeMemoryEventLog = (initial: ReadonlyArray<StoredEventRecord> = [], startAfterSeq = 0): MemoryEventLog => {
  const rows = new Map<number, StoredEventRecord>()
  const snaps = new Map<string, SnapshotRecord>()
  let lastSeq = startAfterSeq
  for (const record of initial) {
    rows.set(record.seq, structuredClone(record))
    lastSeq = Math.max(lastSeq, record.seq)
  }
  const sorted = () => [...rows.values()].sort((a, b) => a.seq - b.seq)
  return {
    append: (drafts) =>
      Effect.sync(() =>
        drafts.map((draft) => {
          const record: StoredEventRecord = { seq: ++lastSeq, stream: draft.stream, commandId: draft.commandId, at: draft.at, v: draft.v, type: draft.type, payload: draft.payload }
          rows.set(record.seq, structuredClone(record))
          return structuredClone(record)
        }),
      ),
    read: Effect.sync(() => sorted().map((r) => structuredClone(r))),
    readAfter: (seq) => Effect.sync(() => sorted().filter((r) => r.seq > seq).map((r) => structuredClone(r))),
    readSnapshot: (siteId) =>
      Effect.sync(() => {
        const mine = [...snaps.values()].filter((s) => s.siteId === siteId).sort((a, b) => a.seq - b.seq)
        const newest = mine.at(-1)
        return newest ? structuredClone(newest) : undefined
      }),
    writeSnapshot: (snapshot, options) =>
      Effect.sync(() => {
        const newest = snapshotKey(snapshot.siteId, snapshot.seq)
        snaps.set(newest, structuredClone(snapshot))
        const keys = [...snaps.keys()].filter((k) => k.startsWith(`snapshot/${snapshot.siteId}/`)).sort()
        const doomed = options?.only ? keys.filter((key) => key !== newest) : keys.slice(0, Math.max(0, keys.length - SNAPSHOTS_KEPT))
        for (const key of doomed) snaps.delete(key)
      }),
    compact: ({ siteId, upToSeq, keepLast, keepSince }) =>
      Effect.sync(() => {
        let kept = 0
        let deleted = 0
        for (const record of sorted().reverse()) {
          if (siteOfStream(record.stream) !== siteId) continue
          if (kept < keepLast || record.seq > upToSeq || record.at >= keepSince) kept++
          else {
            rows.delete(record.seq)
            deleted++
          }
        }
        return deleted
      }),
    remove: (seqs) =>
      Effect.sync(() => {
        for (const seq of seqs) rows.delete(seq)
      }),
    clear: Effect.sync(() => {
      rows.clear()
      snaps.clear()
    }),
    records: sorted,
    snapshots: () => [...snaps.values()],
  }
}

export const eventLogMemory = (log: MemoryEventLog = makeMemoryEventLog()): Layer.Layer<EventLog> => Layer.succeed(EventLog, log)
