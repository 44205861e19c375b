// The database seam of the reference services: one small interface over PGlite (embedded, the
// default) and node-postgres (DATABASE_URL). Every service speaks plain PostgreSQL through it.
export interface Db {
  /** Runs one statement with $1.. parameters and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: ReadonlyArray<unknown>): Promise<T[]>
  /** Runs a script of several statements without parameters (migrations, truncation). */
  exec(sql: string): Promise<void>
  /**
   * Runs `fn` inside one transaction: committed when it resolves, rolled back when it throws.
   * Calling `transaction` on a transaction's Db runs `fn` in that same transaction.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>
}

export interface DbHandle {
  readonly db: Db
  readonly driver: 'pglite' | 'postgres'
  /**
   * Calls `onPayload` with every notification on `channel` (PostgreSQL's LISTEN/NOTIFY: a NOTIFY in
   * a transaction is delivered when it commits, to every process listening). Resolves to a function
   * that stops listening. `onReconnect` is called when notifications may have been missed (a lost
   * connection, re-established).
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>
  close(): Promise<void>
}
