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
  close(): Promise<void>
}
