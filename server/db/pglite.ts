// PGlite driver: PostgreSQL compiled to WebAssembly, in process. Persisted in a folder when a data
// directory is given, in memory otherwise (tests). PGlite serialises every statement and runs a
// transaction exclusively, so it behaves like a single connection. The pg_trgm, unaccent and btree_gin
// extensions that search needs (migration 007) are loaded with it, as PostgreSQL ships them in contrib.
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
  const [{ PGlite }, { pg_trgm }, { unaccent }, { btree_gin }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('@electric-sql/pglite/contrib/btree_gin'),
  ])
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const extensions = { pg_trgm, unaccent, btree_gin }
  const pg = await PGlite.create(dataDir ? { dataDir, extensions } : { extensions })
  const root: Db = wrap(pg, (fn) =>
    pg.transaction(async (tx) => {
      const txDb: Db = wrap(tx, (inner) => inner(txDb))
      return fn(txDb)
    }),
  )
  return { db: root, driver: 'pglite', listen: (channel, onPayload) => pg.listen(channel, onPayload).then((stop) => () => stop()), close: () => pg.close() }
}
