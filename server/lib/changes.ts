// The change feed of the reference services: what changed in the catalogue or the content, published
// with PostgreSQL's NOTIFY inside the transaction that changed it (so it is heard only if that
// commits) and heard by every storefront process that listens (LISTEN), on PGlite and PostgreSQL
// alike. The storefront's page cache drops the pages a change makes stale (src/pwa/server/pageCache.ts).
import type { Db } from '../db/db.ts'

export const CHANGES_CHANNEL = 'summit_changes'

export type Change =
  /** Stock of these products changed (an order, a cancellation, a stock update): their pages show sizes in stock. */
  | { readonly kind: 'stock'; readonly productIds: ReadonlyArray<string> }
  /** Price, name or listing of these products changed: their pages and every list that may show them. */
  | { readonly kind: 'product'; readonly productIds: ReadonlyArray<string> }
  /** Anything else (content, a reseed): every page. */
  | { readonly kind: 'all' }

/** NOTIFY payloads are limited to 8000 bytes: ids go in groups well under it. */
const IDS_PER_NOTICE = 200

export const publishChange = async (db: Db, change: Change): Promise<void> => {
  if (change.kind === 'all') {
    await db.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, JSON.stringify(change)])
    return
  }
  const ids = [...new Set(change.productIds)]
  for (let i = 0; i < ids.length; i += IDS_PER_NOTICE) {
    await db.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, JSON.stringify({ kind: change.kind, productIds: ids.slice(i, i + IDS_PER_NOTICE) })])
  }
}

/** A payload as a change; anything unreadable is treated as a change of everything (the safe side). */
export const parseChange = (payload: string): Change => {
  try {
    const value = JSON.parse(payload) as { kind?: unknown; productIds?: unknown }
    if ((value.kind === 'stock' || value.kind === 'product') && Array.isArray(value.productIds) && value.productIds.every((id) => typeof id === 'string')) {
      return { kind: value.kind, productIds: value.productIds as string[] }
    }
  } catch {
    // Fall through.
  }
  return { kind: 'all' }
}
