// node-postgres driver for DATABASE_URL: a connection pool; a transaction holds one client from
// BEGIN to COMMIT/ROLLBACK. Same SQL as PGlite. A statement with parameters that comes again runs as
// a named prepared statement (node-postgres prepares it once per connection), so the server plans it
// once per connection instead of for every call, as the PGlite driver does (./pglite.ts).
import type { Db, DbHandle } from './db.ts'

interface QueryConfig {
  readonly text: string
  readonly values?: unknown[]
  readonly name?: string
}

interface ClientLike {
  query(config: QueryConfig): Promise<{ rows: unknown[] }>
}

/** Distinct statements given a name; past it, statements run unnamed. */
const MAX_NAMED = 1000
/** Statements seen once and remembered, so that only those that come again are named. */
const MAX_SEEN = 5000

/** The query of `sql`: named from its second time (a prepared statement of each connection), while fewer than MAX_NAMED are. */
const statementNames = () => {
  const names = new Map<string, string>()
  const seen = new Set<string>()
  return (sql: string, params: ReadonlyArray<unknown> | undefined): QueryConfig => {
    if (!params || params.length === 0) return params ? { text: sql, values: [] } : { text: sql }
    const values = [...params]
    let name = names.get(sql)
    if (name === undefined && names.size < MAX_NAMED) {
      if (seen.delete(sql)) {
        name = `summit_${names.size}`
        names.set(sql, name)
      } else {
        if (seen.size >= MAX_SEEN) seen.clear()
        seen.add(sql)
      }
    }
    return name === undefined ? { text: sql, values } : { name, text: sql, values }
  }
}

type StatementOf = ReturnType<typeof statementNames>

const clientDb = (client: ClientLike, statementOf: StatementOf): Db => {
  const db: Db = {
    query: async <T>(sql: string, params?: ReadonlyArray<unknown>) => (await client.query(statementOf(sql, params))).rows as T[],
    exec: async (sql) => {
      await client.query({ text: sql })
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
  const statementOf = statementNames()
  const db: Db = {
    query: async <T>(sql: string, params?: ReadonlyArray<unknown>) => (await pool.query(statementOf(sql, params))).rows as T[],
    exec: async (sql) => {
      await pool.query(sql)
    },
    transaction: async (fn) => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(clientDb(client, statementOf))
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
