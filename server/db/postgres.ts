// node-postgres driver for DATABASE_URL: a connection pool; a transaction holds one client from
// BEGIN to COMMIT/ROLLBACK. Same SQL as PGlite.
import type { Db, DbHandle } from './db.ts'

interface ClientLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>
}

const clientDb = (client: ClientLike): Db => {
  const db: Db = {
    query: async <T>(sql: string, params?: ReadonlyArray<unknown>) => (await client.query(sql, params ? [...params] : undefined)).rows as T[],
    exec: async (sql) => {
      await client.query(sql)
    },
    transaction: (fn) => fn(db),
  }
  return db
}

export interface PostgresOptions {
  /** Runs every connection with this search_path (tests isolate themselves in a schema). */
  readonly schema?: string
  readonly max?: number
}

export const openPostgres = async (connectionString: string, options: PostgresOptions = {}): Promise<DbHandle> => {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  })
  pool.on('error', (error) => console.error('[reference] idle PostgreSQL client error', error))
  const db: Db = {
    query: async <T>(sql: string, params?: ReadonlyArray<unknown>) => (await pool.query(sql, params ? [...params] : undefined)).rows as T[],
    exec: async (sql) => {
      await pool.query(sql)
    },
    transaction: async (fn) => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(clientDb(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
  }
  return { db, driver: 'postgres', close: () => pool.end() }
}
