// PGlite driver: PostgreSQL compiled to WebAssembly, in process. Persisted in a folder when a data
// directory is given, in memory otherwise (tests). PGlite serialises every statement and runs a
// transaction exclusively, so it behaves like a single connection.
import { mkdirSync } from 'node:fs'
import type { Db, DbHandle } from './db.ts'

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  exec(sql: string): Promise<unknown>
}

const wrap = (conn: PgliteLike, inTransaction: (fn: (tx: Db) => Promise<unknown>) => Promise<unknown>): Db => {
  const db: Db = {
    query: async <T>(sql: string, params?: ReadonlyArray<unknown>) => (await conn.query<T>(sql, params ? [...params] : undefined)).rows,
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
  const { PGlite } = await import('@electric-sql/pglite')
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const pg = await PGlite.create(dataDir ? { dataDir } : {})
  const root: Db = wrap(pg, (fn) =>
    pg.transaction(async (tx) => {
      const txDb: Db = wrap(tx, (inner) => inner(txDb))
      return fn(txDb)
    }),
  )
  return { db: root, driver: 'pglite', listen: (channel, onPayload) => pg.listen(channel, onPayload).then((stop) => () => stop()), close: () => pg.close() }
}
