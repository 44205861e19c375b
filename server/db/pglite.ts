// PGlite driver: PostgreSQL compiled to WebAssembly, in process. Persisted in a folder when a data
// directory is given, in memory otherwise (tests). PGlite serialises every statement and runs a
// transaction exclusively, so it behaves like a single connection. The pg_trgm, unaccent and btree_gin
// extensions that search needs (migration 007) are loaded with it, as PostgreSQL ships them in contrib.
//
// `query` runs each statement text as a named prepared statement, prepared once (as a pooled
// PostgreSQL client library does): PGlite's own `query` parses, describes and plans the text again on
// every call, in five calls into the WebAssembly, which made the planning of a cart's joins most of a
// cart call's time. Results, errors and notifications are PGlite's own (its serializers, parsers and
// protocol parsing); PostgreSQL plans a prepared statement again when what it reads changes (ANALYZE,
// DDL). `exec` (migrations, truncation) forgets every prepared statement.
import { mkdirSync } from 'node:fs'
import type { PGlite as PGliteClass } from '@electric-sql/pglite'
import type { Db, DbHandle } from './db.ts'

/** Statements kept prepared at once; the least recently used one is closed past this. */
const MAX_STATEMENTS = 400

interface Prepared {
  readonly name: string
  /** The parameters' type oids, as PostgreSQL inferred them (the serializers are chosen by them). */
  readonly types: ReadonlyArray<number>
  /** Its rows' description (none for a statement without rows): PostgreSQL refuses to run it with another. */
  readonly rows: ReadonlyArray<BackendMessage>
}

type BackendMessage = Parameters<ParameterTypes>[0][number]
type Protocol = typeof import('@electric-sql/pglite')['protocol']['serialize']
type ParseResults = typeof import('@electric-sql/pglite')['parse']['parseResults']
type ParameterTypes = typeof import('@electric-sql/pglite')['parse']['parseDescribeStatementResults']

const concat = (parts: ReadonlyArray<Uint8Array>): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/** Prepared statements of one PGlite instance, by text. Every method runs inside PGlite's query mutex. */
const statementsOf = (pg: PGliteClass, wire: Protocol, parseResults: ParseResults, parameterTypes: ParameterTypes) => {
  const prepared = new Map<string, Prepared>()
  let counter = 0
  /** Closes of evicted statements, sent with the next message. */
  let closing: Uint8Array[] = []
  const send = (parts: ReadonlyArray<Uint8Array>) => pg.execProtocolStream(concat(parts), { syncToFs: false })

  const prepare = async (sql: string): Promise<Prepared> => {
    const known = prepared.get(sql)
    if (known) {
      // Most recently used last.
      prepared.delete(sql)
      prepared.set(sql, known)
      return known
    }
    const name = `summit_${++counter}`
    const closes = closing
    closing = []
    const messages = await send([...closes, wire.parse({ name, text: sql }), wire.describe({ type: 'S', name }), wire.sync()])
    const statement = { name, types: parameterTypes(messages), rows: messages.filter((m) => m.name === 'rowDescription') }
    prepared.set(sql, statement)
    if (prepared.size > MAX_STATEMENTS) {
      const [oldest] = prepared
      prepared.delete(oldest![0])
      closing.push(wire.close({ type: 'S', name: oldest![1].name }))
    }
    return statement
  }

  const run = async <T>(sql: string, params: ReadonlyArray<unknown>): Promise<T[]> => {
    const statement = await prepare(sql)
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null
      const serialize = pg.serializers[statement.types[i]!]
      return serialize ? serialize(param) : String(param)
    })
    const closes = closing
    closing = []
    const messages = await send([...closes, wire.bind({ statement: statement.name, values }), wire.execute({}), wire.sync()])
    return parseResults([...statement.rows, ...messages], pg.parsers)[0]!.rows as T[]
  }

  /** A statement's rows; an error names its statement and parameters, as PGlite's own `query` does. */
  const query = <T>(sql: string, params: ReadonlyArray<unknown>): Promise<T[]> =>
    run<T>(sql, params).catch((error: unknown) => {
      if (error instanceof Error && 'severity' in error) Object.assign(error, { query: sql, params })
      throw error
    })

  /** Forgets every statement (after a script that may have changed what they read). */
  const forget = async (): Promise<void> => {
    if (prepared.size === 0 && closing.length === 0) return
    prepared.clear()
    closing = []
    await send([wire.query('DEALLOCATE ALL')])
  }

  return { query, forget }
}

/** Opens PGlite; `dataDir` undefined means an in-memory database. */
export const openPglite = async (dataDir?: string): Promise<DbHandle> => {
  // Imported on demand: a DATABASE_URL deployment never loads the WebAssembly build.
  const [{ PGlite, protocol, parse }, { pg_trgm }, { unaccent }, { btree_gin }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('@electric-sql/pglite/contrib/btree_gin'),
  ])
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const extensions = { pg_trgm, unaccent, btree_gin }
  const pg = await PGlite.create(dataDir ? { dataDir, extensions } : { extensions })
  const statements = statementsOf(pg, protocol.serialize, parse.parseResults, parse.parseDescribeStatementResults)

  const transaction = <T>(fn: (tx: Db) => Promise<T>): Promise<T> =>
    pg.transaction(async (tx) => {
      // Statements run in PGlite's query mutex (the transaction holds its transaction mutex), and
      // never once the transaction has ended.
      let open = true
      const txDb: Db = {
        query: <R>(sql: string, params?: ReadonlyArray<unknown>) => {
          if (!open) return Promise.reject(new Error('Transaction is closed'))
          return pg._runExclusiveQuery(() => statements.query<R>(sql, params ?? []))
        },
        exec: async (sql) => {
          await tx.exec(sql)
          await pg._runExclusiveQuery(() => statements.forget())
        },
        transaction: (inner) => inner(txDb),
      }
      try {
        return await fn(txDb)
      } finally {
        open = false
      }
    })

  const root: Db = {
    query: <R>(sql: string, params?: ReadonlyArray<unknown>) =>
      pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(async () => {
          const rows = await statements.query<R>(sql, params ?? [])
          await pg.syncToFs()
          return rows
        }),
      ),
    exec: async (sql) => {
      await pg.exec(sql)
      await pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => statements.forget()))
    },
    transaction,
  }
  return { db: root, driver: 'pglite', listen: (channel, onPayload) => pg.listen(channel, onPayload).then((stop) => () => stop()), close: () => pg.close() }
}
