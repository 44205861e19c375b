// The process-wide database: opened, migrated and seeded once, lazily, on first use. Concurrent
// first callers share one promise; a failed start is forgotten so the next call tries again. The
// promise lives on globalThis so a module reloaded by the dev server never opens the same PGlite
// folder a second time.
import type { ReferenceConfig } from '../lib/config.ts'
import { onShutdown } from '../lib/lifecycle.ts'
import type { Db, DbHandle } from '../db/db.ts'
import { openPglite } from '../db/pglite.ts'
import { openPostgres } from '../db/postgres.ts'
import { prepareDatabase } from './prepare.ts'

const SLOT = Symbol.for('summit-storefront.reference.db')
type Slot = { opening?: Promise<DbHandle> | undefined }
const slot = (): Slot => ((globalThis as Record<symbol, Slot>)[SLOT] ??= {})

export const openDatabase = async (config: ReferenceConfig): Promise<DbHandle> => {
  const started = performance.now()
  const handle = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir)
  const opened = performance.now()
  const { migrations, seeded } = await prepareDatabase(handle.db, config.seedProducts === undefined ? {} : { products: config.seedProducts })
  const where = handle.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'
  console.info(
    `[reference] database ready: ${where}; opened in ${Math.round(opened - started)} ms` +
      (migrations.length ? `; migrations applied: ${migrations.join(', ')}` : '') +
      (seeded ? `; seeded in ${seeded.ms} ms (${seeded.counts.products} products, ${seeded.counts.variants} variants)` : ''),
  )
  return handle
}

export const getDbHandle = (config: ReferenceConfig): Promise<DbHandle> => {
  const s = slot()
  s.opening ??= openDatabase(config).then(
    (handle) => {
      // Requests arriving after this (while the HTTP server drains) fail with 500: the process is stopping.
      onShutdown(() => handle.close())
      return handle
    },
    (error: unknown) => {
      s.opening = undefined
      throw error
    },
  )
  return s.opening
}

export const getDb = async (config: ReferenceConfig): Promise<Db> => (await getDbHandle(config)).db

/** Closes the process-wide database (tests and the seed command). */
export const closeDb = async (): Promise<void> => {
  const s = slot()
  const current = s.opening
  s.opening = undefined
  if (current) await (await current).close()
}
