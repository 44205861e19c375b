// PGlite driver: PostgreSQL compiled to WebAssembly, in process. Persisted in a folder when a data
// directory is given, in memory otherwise (tests). PGlite serialises every statement and runs a
// transaction exclusively, so it behaves like a single connection. The pg_trgm, unaccent and btree_gin
// extensions that search needs (migration 007) are loaded with it, as PostgreSQL ships them in contrib.
//
// Statements with parameters that run more than once are prepared once per SQL text (a named
// statement of the connection) and then only bound and executed, in one exchange with the database:
// PGlite's own `query` parses, describes and plans the statement again every time (six exchanges),
// and planning was most of the cost of the product page's reads (the details' statement: 1.6 ms,
// 0.5 ms prepared). The rows are parsed with PGlite's own type parsers, as its `query` would.
import { mkdirSync } from 'node:fs'
import type { PGlite, Transaction, protocol } from '@electric-sql/pglite'
import type { Db, DbHandle } from './db.ts'

/** Distinct statements kept prepared; past it, statements run unprepared (PGlite's `query`). */
const MAX_PREPARED = 1000
/** Statements seen once and remembered, so that only those that come again are prepared (a seed's one-off inserts are not). */
const MAX_SEEN = 5000

interface Prepared {
  readonly name: string
  readonly paramTypes: ReadonlyArray<number>
  readonly fields: ReadonlyArray<{ readonly name: string; readonly dataTypeID: number }>
}

type Protocol = typeof protocol

/** Runs statements as named prepared statements on `pg` (the caller holds PGlite's exclusivity). */
const preparedStatements = (pg: PGlite, { serialize }: Protocol) => {
  const statements = new Map<string, Prepared>()
  const exchange = async (...messages: Uint8Array[]) => {
    const bytes = new Uint8Array(messages.reduce((sum, m) => sum + m.byteLength, 0))
    let at = 0
    for (const m of messages) {
      bytes.set(m, at)
      at += m.byteLength
    }
    return pg.execProtocolStream(bytes, { syncToFs: false })
  }
  const prepare = async (sql: string): Promise<Prepared> => {
    const name = `summit_${statements.size}`
    const messages = await exchange(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync())
    let paramTypes: ReadonlyArray<number> = []
    let fields: Prepared['fields'] = []
    for (const message of messages) {
      if (message.name === 'parameterDescription') paramTypes = (message as unknown as { dataTypeIDs: number[] }).dataTypeIDs
      if (message.name === 'rowDescription') fields = (message as unknown as { fields: Prepared['fields'] }).fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }))
    }
    const prepared = { name, paramTypes, fields }
    statements.set(sql, prepared)
    return prepared
  }
  const seen = new Set<string>()
  return {
    /** Whether `sql` runs prepared: from its second time, while fewer than MAX_PREPARED are. */
    takes: (sql: string): boolean => {
      if (statements.has(sql)) return true
      if (statements.size >= MAX_PREPARED) return false
      if (seen.has(sql)) {
        seen.delete(sql)
        return true
      }
      if (seen.size >= MAX_SEEN) seen.clear()
      seen.add(sql)
      return false
    },
    run: async <T>(sql: string, params: ReadonlyArray<unknown>): Promise<T[]> => {
      const statement = statements.get(sql) ?? (await prepare(sql))
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null
        const serializer = pg.serializers[statement.paramTypes[i] ?? 0]
        return serializer ? serializer(value) : String(value)
      })
      const messages = await exchange(serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync())
      const rows: T[] = []
      for (const message of messages) {
        if (message.name !== 'dataRow') continue
        const row: Record<string, unknown> = {}
        ;(message as unknown as { fields: Array<string | null> }).fields.forEach((value, i) => {
          const field = statement.fields[i]
          if (!field) return
          const parser = pg.parsers[field.dataTypeID]
          row[field.name] = value === null ? null : parser ? parser(value, field.dataTypeID) : value
        })
        rows.push(row as T)
      }
      return rows
    },
  }
}

type Statements = ReturnType<typeof preparedStatements>

const wrap = (
  conn: PGlite | Transaction,
  statements: Statements,
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>,
  inTransaction: (fn: (tx: Db) => Promise<unknown>) => Promise<unknown>,
): Db => {
  const db: Db = {
    query: async <T>(sql: string, params?: ReadonlyArray<unknown>) =>
      params && params.length > 0 && statements.takes(sql)
        ? exclusive(() => statements.run<T>(sql, params))
        : (await conn.query<T>(sql, params ? [...params] : undefined)).rows,
    exec: async (sql) => {
      await conn.exec(sql)
    },
    transaction: <T>(fn: (tx: Db) => Promise<T>) => inTransaction(fn as (tx: Db) => Promise<unknown>) as Promise<T>,
  }
  return db
}

/** Opens PGlite; `dataDir` undefined means an in-memory database. */
export const openPglite = async (dataDir?: string): Promise<DbHandle> => {
  // Imported on demand: a DATABASE_URL deployment never loads the WebAssembly build.
  const [{ PGlite, protocol }, { pg_trgm }, { unaccent }, { btree_gin }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('@electric-sql/pglite/contrib/btree_gin'),
  ])
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const extensions = { pg_trgm, unaccent, btree_gin }
  const pg = await PGlite.create(dataDir ? { dataDir, extensions } : { extensions })
  const statements = preparedStatements(pg, protocol)
  // Outside a transaction a statement waits for any transaction to end, as PGlite's `query` does;
  // inside one, the transaction already holds the connection.
  const outside = <T>(fn: () => Promise<T>): Promise<T> =>
    pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        const result = await fn()
        await pg.syncToFs()
        return result
      }),
    )
  const inside = <T>(fn: () => Promise<T>): Promise<T> => pg._runExclusiveQuery(fn)
  const root: Db = wrap(pg, statements, outside, (fn) =>
    pg.transaction(async (tx) => {
      const txDb: Db = wrap(tx, statements, inside, (inner) => inner(txDb))
      return fn(txDb)
    }),
  )
  return { db: root, driver: 'pglite', listen: (channel, onPayload) => pg.listen(channel, onPayload).then((stop) => () => stop()), close: () => pg.close() }
}
