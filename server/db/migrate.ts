// Ordered migrations, each applied once and recorded in schema_migrations. The SQL lives in
// TypeScript modules so the production bundle carries it (no files read at run time).
import type { Db } from './db.ts'
import { sql as init001 } from './migrations/001_init.ts'
import { sql as promotions002 } from './migrations/002_promotions.ts'
import { sql as checkout003 } from './migrations/003_checkout.ts'
import { sql as saveForLater004 } from './migrations/004_save_for_later.ts'
import { sql as identity005 } from './migrations/005_identity.ts'
import { sql as pendingOrders006 } from './migrations/006_pending_orders.ts'
import { sql as search007 } from './migrations/007_search.ts'
import { sql as productDepth008 } from './migrations/008_product_depth.ts'
import { sql as hardening009 } from './migrations/009_hardening.ts'
import { sql as pagesAndMeasures011 } from './migrations/011_pages_and_measures.ts'
import { sql as identitySecond012 } from './migrations/012_identity_second.ts'
import { sql as account013 } from './migrations/013_account.ts'
import { sql as contentSubscriptions014 } from './migrations/014_content_subscriptions.ts'
import { sql as personalisation015 } from './migrations/015_personalisation.ts'
import { sql as associates016 } from './migrations/016_associates.ts'
import { sql as roles017 } from './migrations/017_roles.ts'

export const MIGRATIONS: ReadonlyArray<{ readonly id: string; readonly sql: string }> = [
  { id: '001_init', sql: init001 },
  { id: '002_promotions', sql: promotions002 },
  { id: '003_checkout', sql: checkout003 },
  { id: '004_save_for_later', sql: saveForLater004 },
  { id: '005_identity', sql: identity005 },
  { id: '006_pending_orders', sql: pendingOrders006 },
  { id: '007_search', sql: search007 },
  { id: '008_product_depth', sql: productDepth008 },
  { id: '009_hardening', sql: hardening009 },
  { id: '011_pages_and_measures', sql: pagesAndMeasures011 },
  { id: '012_identity_second', sql: identitySecond012 },
  { id: '013_account', sql: account013 },
  { id: '014_content_subscriptions', sql: contentSubscriptions014 },
  { id: '015_personalisation', sql: personalisation015 },
  { id: '016_associates', sql: associates016 },
  { id: '017_roles', sql: roles017 },
]

/** An arbitrary constant: serialises migration and first seed across processes sharing a server. */
export const SETUP_LOCK = 72_706_001

/** Applies the missing migrations inside the caller's transaction; returns the ids applied. */
export const migrate = async (tx: Db): Promise<string[]> => {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SETUP_LOCK])
  await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`)
  const done = new Set((await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id))
  const applied: string[] = []
  for (const migration of MIGRATIONS) {
    if (done.has(migration.id)) continue
    await tx.exec(migration.sql)
    await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id])
    applied.push(migration.id)
  }
  return applied
}
