// Idempotency-Key handling for mutating calls (DECISIONS 5). Per (caller, key) the first request
// is recorded as running; its successful response is stored in the same transaction as its
// mutation and replayed for a repeat with the same payload. A repeat with another payload gets
// 422 IDM422; a repeat while the first is still running gets 409 IDM409 (an error body the
// token call's 409 never has). A failed call changed nothing (its transaction rolled back), so its
// key is released and may be used again. A key left running by a crashed process is taken over
// after two minutes. Keys are kept for 24 hours (older ones are pruned now and then).
import { createHash } from 'node:crypto'
import type { Db } from '../db/db.ts'
import { ApiError } from './errors.ts'

export type Claim =
  | { readonly kind: 'claimed' }
  | { readonly kind: 'replay'; readonly status: number; readonly bodyText: string }

/** JSON with object keys sorted at every level: the same request body however it is spaced or ordered. */
const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

/** What a key is bound to: the method, path, query and the body as canonical JSON. */
export const requestHash = (method: string, url: URL, body: unknown): string => {
  const query = [...url.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return createHash('sha256').update(`${method} ${url.pathname}\n${JSON.stringify(query)}\n${canonicalJson(body)}`).digest('hex')
}

export const validateKey = (key: string): string => {
  if (key.length === 0 || key.length > 255) throw new ApiError(400, 'ATTR300', 'Idempotency-Key must be 1 to 255 characters')
  return key
}

export const KEY_RETENTION = '24 hours'
const PRUNE_EVERY = 500
let claims = 0

/**
 * After how long a key still "running" is taken over by a repeat: its process died mid-request (the
 * mutation rolled back with it). IDEMPOTENCY_TAKEOVER_SECONDS, 120 by default: far longer than any
 * call takes, so a slow first request is never run twice.
 */
const takeoverSeconds = (): number => {
  const value = Number(process.env.IDEMPOTENCY_TAKEOVER_SECONDS ?? 120)
  return Number.isFinite(value) && value >= 1 ? value : 120
}

export const claimKey = async (db: Db, caller: string, key: string, hash: string): Promise<Claim> => {
  if (++claims % PRUNE_EVERY === 0) await db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '${KEY_RETENTION}'`)
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db.query(
      `INSERT INTO idempotency_keys (caller, key, request_hash, state) VALUES ($1, $2, $3, 'running')
       ON CONFLICT (caller, key) DO NOTHING RETURNING key`,
      [caller, key, hash],
    )
    if (inserted.length > 0) return { kind: 'claimed' }
    const [row] = await db.query<{ request_hash: string; state: string; status: number | null; body: string | null; stale: boolean }>(
      `SELECT request_hash, state, status, body, created_at < now() - make_interval(secs => $3) AS stale
       FROM idempotency_keys WHERE caller = $1 AND key = $2`,
      [caller, key, takeoverSeconds()],
    )
    if (!row) continue // released in between: try to claim again
    if (row.request_hash !== hash) throw new ApiError(422, 'IDM422', 'This Idempotency-Key was already used with a different request')
    if (row.state === 'done') return { kind: 'replay', status: row.status ?? 200, bodyText: row.body ?? 'null' }
    if (row.stale) {
      const taken = await db.query(
        `UPDATE idempotency_keys SET created_at = now() WHERE caller = $1 AND key = $2 AND state = 'running' AND created_at < now() - make_interval(secs => $3) RETURNING key`,
        [caller, key, takeoverSeconds()],
      )
      if (taken.length > 0) return { kind: 'claimed' }
    }
    throw new ApiError(409, 'IDM409', 'A request with this Idempotency-Key is still being processed')
  }
  throw new ApiError(409, 'IDM409', 'A request with this Idempotency-Key is still being processed')
}

/** Stores the response (its JSON text, as sent); call inside the mutation's transaction. */
export const completeKey = async (tx: Db, caller: string, key: string, status: number, bodyText: string): Promise<void> => {
  await tx.query(`UPDATE idempotency_keys SET state = 'done', status = $3, body = $4 WHERE caller = $1 AND key = $2`, [caller, key, status, bodyText])
}

export const releaseKey = async (db: Db, caller: string, key: string): Promise<void> => {
  await db.query(`DELETE FROM idempotency_keys WHERE caller = $1 AND key = $2 AND state = 'running'`, [caller, key])
}
