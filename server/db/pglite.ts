// PGlite driver: PostgreSQL compiled to WebAssembly, in process. Persisted in a folder when a data
// directory is given, in memory otherwise (tests). PGlite serialises every statement and runs a
// transaction exclusively, so it behaves like a single connection. The pg_trgm, unaccent and btree_gin
// extensions that search needs (migration 007) are loaded with it, as PostgreSQL ships them in contrib.
//
// Statements go to PostgreSQL's wire protocol here (its bytes: ./pgWire.ts) rather than through
// PGlite's `query`, which parsed, described and planned a statement's text again on every call, in
// five calls into the WebAssembly, then decoded the answer through a general protocol parser (a
// cart's call spent most of its time there). Each statement text is a named prepared statement, prepared once (as a pooled
// PostgreSQL client library does); a call is one message (bind, execute, sync) and its answer is
// read here: rows decoded with PGlite's own parsers by type, an error as PGlite's DatabaseError,
// notifications handed to this handle's listeners. PostgreSQL plans a prepared statement again when
// what it reads changes (ANALYZE, DDL), and this driver prepares it again as it goes on being used
// (REPLAN_FIRST); `exec` (migrations, truncation) forgets every statement.
// Transactions are BEGIN … COMMIT under PGlite's own transaction lock, as its `transaction` does.
//
// An in-memory database can be opened as a copy of another one's image (`image()`: its data
// directory as a tarball), without running initdb, migrations or the seed again.
import { mkdirSync } from 'node:fs'
import type * as PgliteModule from '@electric-sql/pglite'
import type { PGlite as PGliteClass } from '@electric-sql/pglite'
import type { Db, DbHandle } from './db.ts'
import { Message, cstringAt, eachMessage, textAt } from './pgWire.ts'

/** Statements kept prepared at once; the least recently used one is closed past this. */
const MAX_STATEMENTS = 400

/**
 * A statement is prepared (and so planned) again after this many uses, then twice as many, up to
 * REPLAN_MAX. PGlite runs no autovacuum, so nothing tells PostgreSQL that a table has grown: a
 * generic plan made while it was small (a sequential scan of a few tokens) would stay, and cost
 * more with every row. Planned again, it is made for the table as it is.
 */
const REPLAN_FIRST = 100
const REPLAN_MAX = 10_000

type Pglite = typeof PgliteModule

interface Field {
  readonly name: string
  readonly type: number
}

interface Prepared {
  readonly name: string
  /** Uses left before it is prepared again, and the next interval. */
  usesLeft: number
  readonly interval: number
  /** The parameters' type oids, as PostgreSQL inferred them (the serializers are chosen by them). */
  readonly types: ReadonlyArray<number>
  /** Its rows' columns (none for a statement without rows): PostgreSQL refuses to run it with others. */
  readonly fields: ReadonlyArray<Field>
}

/** What one exchange answered: its rows (as text), the columns and parameters described, the last command tag. */
interface Answer {
  readonly rows: ReadonlyArray<ReadonlyArray<string | null>>
  readonly fields: ReadonlyArray<Field>
  readonly parameterTypes: ReadonlyArray<number>
  readonly tag: string
}

const message = new Message()

/** PostgreSQL's statements and PGlite's parsers, for one PGlite instance. Every call runs inside PGlite's query lock. */
const wireOf = (pg: PGliteClass, lib: Pglite) => {
  const prepared = new Map<string, Prepared>()
  let counter = 0
  /** Closes of evicted statements, sent with the next message. */
  let closing: string[] = []
  const listeners = new Map<string, Set<(payload: string) => void>>()

  const notify = (channel: string, payload: string) => {
    for (const listener of listeners.get(channel) ?? []) queueMicrotask(() => listener(payload))
  }

  /** Sends `bytes`; throws PostgreSQL's first error (once the whole exchange is done, as PGlite does). */
  const exchange = async (bytes: Uint8Array): Promise<Answer> => {
    const chunks: Uint8Array[] = []
    await pg.execProtocolRawStream(bytes, { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) })
    const data = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    let rows: Array<Array<string | null>> = []
    let fields: Field[] = []
    let tag = ''
    let error: Error | undefined
    let parameterTypes: number[] = []
    eachMessage(data, (type, from, to) => {
      switch (type) {
        case 0x44: {
          // D: a row, its values as text
          const row: Array<string | null> = []
          let at = from + 2
          for (let i = view.getInt16(from); i > 0; i--) {
            const length = view.getInt32(at)
            at += 4
            if (length < 0) row.push(null)
            else {
              row.push(textAt(data, at, at + length))
              at += length
            }
          }
          rows.push(row)
          break
        }
        case 0x54: {
          // T: the rows' columns
          fields = []
          rows = []
          let at = from + 2
          for (let i = view.getInt16(from); i > 0; i--) {
            const [name, next] = cstringAt(data, at)
            fields.push({ name, type: view.getInt32(next + 6) })
            at = next + 18
          }
          break
        }
        case 0x74: {
          // t: the parameters' types
          parameterTypes = []
          for (let i = 0, n = view.getInt16(from); i < n; i++) parameterTypes.push(view.getInt32(from + 2 + i * 4))
          break
        }
        case 0x43:
          // C: a statement completed
          tag = cstringAt(data, from)[0]
          break
        case 0x45:
          // E: PostgreSQL's own error, decoded as PGlite decodes it
          if (!error) new lib.protocol.Parser().parse(data.subarray(from - 5, to), (parsed) => (error ??= parsed as unknown as Error))
          break
        case 0x41: {
          // A: a notification (LISTEN/NOTIFY)
          const [channel, next] = cstringAt(data, from + 4)
          notify(channel, cstringAt(data, next)[0])
          break
        }
        // Other messages (parse, bind and close complete, no data, notices, parameter status, ready for query) say nothing more.
      }
    })
    if (error) throw error
    return { rows, fields, parameterTypes, tag }
  }

  const takeCloses = (m: Message) => {
    for (const name of closing) m.begin('C').text(`S${name}`).end()
    closing = []
  }

  const prepare = async (sql: string): Promise<Prepared> => {
    const known = prepared.get(sql)
    // Most recently used last.
    if (known) prepared.delete(sql)
    if (known && --known.usesLeft > 0) {
      prepared.set(sql, known)
      return known
    }
    if (known) closing.push(known.name)
    const interval = known ? Math.min(known.interval * 2, REPLAN_MAX) : REPLAN_FIRST
    const name = `summit_${++counter}`
    takeCloses(message)
    message.begin('P').text(name).text(sql).int16(0).end()
    message.begin('D').text(`S${name}`).end()
    message.begin('S').end()
    const answer = await exchange(message.take())
    const statement: Prepared = { name, types: answer.parameterTypes, fields: answer.fields, usesLeft: interval, interval }
    prepared.set(sql, statement)
    if (prepared.size > MAX_STATEMENTS) {
      const [oldest] = prepared
      prepared.delete(oldest![0])
      closing.push(oldest![1].name)
    }
    return statement
  }

  /** A statement's rows as objects, its values parsed by type as PGlite's `query` parses them. */
  const run = async <T>(sql: string, params: ReadonlyArray<unknown>): Promise<T[]> => {
    const statement = await prepare(sql)
    takeCloses(message)
    message.begin('B').text('').text(statement.name).int16(0).int16(params.length)
    params.forEach((param, i) => {
      if (param === null || param === undefined) message.int32(-1)
      else {
        const serialize = pg.serializers[statement.types[i]!]
        message.text(serialize ? String(serialize(param)) : String(param), true)
      }
    })
    message.int16(0).end()
    message.begin('E').text('').int32(0).end()
    message.begin('S').end()
    const { rows } = await exchange(message.take())
    const fields = statement.fields
    const parsers = fields.map((f) => pg.parsers[f.type])
    return rows.map((values) => {
      const row: Record<string, unknown> = {}
      for (let i = 0; i < fields.length; i++) {
        const value = values[i] ?? null
        const parse = parsers[i]
        row[fields[i]!.name] = value === null || !parse ? value : parse(value, fields[i]!.type)
      }
      return row as T
    })
  }

  /** A statement's rows; an error names its statement and parameters, as PGlite's own `query` does. */
  const query = <T>(sql: string, params: ReadonlyArray<unknown>): Promise<T[]> =>
    run<T>(sql, params).catch((error: unknown) => {
      if (error instanceof Error && 'severity' in error) Object.assign(error, { query: sql, params })
      throw error
    })

  /** A script of statements without parameters (the simple protocol); its last command tag. */
  const script = async (sql: string): Promise<string> => {
    takeCloses(message)
    message.begin('Q').text(sql).end()
    try {
      return (await exchange(message.take())).tag
    } catch (error) {
      if (error instanceof Error && 'severity' in error) Object.assign(error, { query: sql })
      throw error
    }
  }

  /** Forgets every statement (after a script that may have changed what they read). */
  const forget = async (): Promise<void> => {
    if (prepared.size === 0 && closing.length === 0) return
    prepared.clear()
    closing = []
    await script('DEALLOCATE ALL')
  }

  return { query, script, forget, listeners, notify }
}

export interface PgliteHandle extends DbHandle {
  /** The data directory as an uncompressed tarball, checkpointed: what `openPglite(undefined, image)` opens a copy of. */
  readonly image: () => Promise<Blob>
}

/** Opens PGlite; `dataDir` undefined means an in-memory database, a copy of `image` when one is given. */
export const openPglite = async (dataDir?: string, image?: Blob): Promise<PgliteHandle> => {
  // Imported on demand: a DATABASE_URL deployment never loads the WebAssembly build.
  const [lib, { pg_trgm }, { unaccent }, { btree_gin }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('@electric-sql/pglite/contrib/btree_gin'),
  ])
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  if (dataDir && image) throw new Error('an image opens as an in-memory database')
  const extensions = { pg_trgm, unaccent, btree_gin }
  const pg = await lib.PGlite.create(dataDir ? { dataDir, extensions } : image ? { extensions, loadDataDir: image } : { extensions })
  const wire = wireOf(pg, lib)
  // A notification PGlite's own calls (LISTEN) read reaches the listeners too.
  pg.onNotification((channel, payload) => wire.notify(channel, payload))
  const locked = <T>(fn: () => Promise<T>): Promise<T> => pg._runExclusiveQuery(fn)

  const transaction = <T>(fn: (tx: Db) => Promise<T>): Promise<T> =>
    pg._runExclusiveTransaction(async () => {
      await locked(() => wire.script('BEGIN'))
      // Statements never run once the transaction has ended.
      let open = true
      const whileOpen = <R>(run: () => Promise<R>): Promise<R> => (open ? locked(run) : Promise.reject(new Error('Transaction is closed')))
      const txDb: Db = {
        query: <R>(sql: string, params?: ReadonlyArray<unknown>) => whileOpen(() => wire.query<R>(sql, params ?? [])),
        exec: async (sql) => {
          await whileOpen(async () => {
            await wire.script(sql)
            await wire.forget()
          })
        },
        transaction: (inner) => inner(txDb),
      }
      let result: T
      try {
        result = await fn(txDb)
      } catch (error) {
        open = false
        await locked(() => wire.script('ROLLBACK'))
        throw error
      }
      open = false
      // A transaction a failed statement aborted ends in a rollback, whatever `fn` made of the error.
      if ((await locked(() => wire.script('COMMIT'))) === 'ROLLBACK') throw Object.assign(new lib.TransactionAbortedError(), { query: 'COMMIT' })
      await pg.syncToFs()
      return result
    })

  const root: Db = {
    query: <R>(sql: string, params?: ReadonlyArray<unknown>) =>
      pg._runExclusiveTransaction(() =>
        locked(async () => {
          const rows = await wire.query<R>(sql, params ?? [])
          await pg.syncToFs()
          return rows
        }),
      ),
    exec: (sql) =>
      pg._runExclusiveTransaction(() =>
        locked(async () => {
          await wire.script(sql)
          await wire.forget()
          await pg.syncToFs()
        }),
      ),
    transaction,
  }

  const listen = async (channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> => {
    const name = channel.startsWith('"') ? channel.slice(1, -1) : channel.toLowerCase()
    const mine = wire.listeners.get(name) ?? new Set()
    wire.listeners.set(name, mine)
    mine.add(onPayload)
    // PGlite's own LISTEN keeps the session listening (and UNLISTENs when the last one stops).
    const stop = await pg.listen(channel, () => undefined).catch((error: unknown) => {
      mine.delete(onPayload)
      throw error
    })
    return async () => {
      mine.delete(onPayload)
      await stop()
    }
  }

  const makeImage = async (): Promise<Blob> => {
    // The write-ahead log's segments before the checkpoint are removed rather than kept for reuse:
    // an image of the seeded database is half its size, and opens in half the time.
    await root.exec('SET wal_recycle = off; CHECKPOINT; RESET wal_recycle')
    return pg.dumpDataDir('none')
  }

  return { db: root, driver: 'pglite', listen, close: () => pg.close(), image: makeImage }
}
