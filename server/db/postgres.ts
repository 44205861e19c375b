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
  const listeners = new Set<{ stop(): Promise<void> }>()
  const listen = async (channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>> => {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`)
    // A connection of its own (a pooled one would be handed to other queries), connected again after
    // a loss; what was notified meanwhile is lost, which onReconnect tells the listener.
    let stopped = false
    let client: InstanceType<typeof pg.Client> | undefined
    const reconnect = (): void => void setTimeout(() => connect(true).catch(reconnect), 1000).unref()
    const connect = async (again: boolean): Promise<void> => {
      if (stopped) return
      const next = new pg.Client({ connectionString, ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}) })
      next.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '')
      })
      next.on('error', () => {
        next.end().catch(() => undefined)
        if (client === next && !stopped) reconnect()
      })
      await next.connect()
      await next.query(`LISTEN ${channel}`)
      client = next
      if (again) onReconnect?.()
    }
    await connect(false)
    const entry = {
      stop: async () => {
        stopped = true
        listeners.delete(entry)
        await client?.end().catch(() => undefined)
      },
    }
    listeners.add(entry)
    return entry.stop
  }
  return {
    db,
    driver: 'postgres',
    listen,
    close: async () => {
      await Promise.all([...listeners].map((l) => l.stop()))
      await pool.end()
    },
  }
}
