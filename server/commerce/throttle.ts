// Counting attempts against a key in a window (docs/decisions/0024): failed sign-ins per e-mail and
// per client address, e-mail lookups, sign-ups and reset requests per client address, reset e-mails
// per address. An e-mail key is the SHA-256 of the lower-cased address, so a key exists for any
// e-mail whether or not an account has it, and known and unknown e-mails are counted (and answered)
// alike. A count older than its window no longer counts; a lock, once run out, starts the count anew.
import { createHash } from 'node:crypto'
import type { Db } from '../db/db.ts'

export type ThrottleKind = 'signinEmail' | 'signinClient' | 'lookupClient' | 'signupClient' | 'resetClient' | 'resetEmail'

export const throttleKey = (kind: ThrottleKind, subject: string): string =>
  `${kind}:${kind.endsWith('Email') ? createHash('sha256').update(subject.trim().toLowerCase()).digest('hex') : subject}`

export interface ThrottleState {
  /** Attempts (or failures) within the window. */
  readonly count: number
  readonly locked: boolean
}

const FRESH: ThrottleState = { count: 0, locked: false }

/** The count within `windowMinutes` and whether a lock holds (no row: nothing counted). */
export const readThrottle = async (db: Db, key: string, windowMinutes: number): Promise<ThrottleState> => {
  const [row] = await db.query<{ count: number; locked: boolean }>(
    `SELECT CASE WHEN (locked_until IS NOT NULL AND locked_until <= now()) OR last_at < now() - make_interval(mins => $2::int) THEN 0 ELSE failures END AS count,
       coalesce(locked_until > now(), false) AS locked
     FROM signin_throttle WHERE key = $1`,
    [key, windowMinutes],
  )
  return row ?? FRESH
}

/**
 * Locks the keys' rows (created when missing) for the rest of the caller's transaction, in a fixed
 * order so two attempts never wait on each other crosswise, and answers their states.
 */
export const lockThrottles = async (tx: Db, keys: ReadonlyArray<{ readonly key: string; readonly windowMinutes: number }>): Promise<ThrottleState[]> => {
  const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  for (const { key } of sorted) await tx.query(`INSERT INTO signin_throttle (key) VALUES ($1) ON CONFLICT (key) DO NOTHING`, [key])
  for (const { key } of sorted) await tx.query(`SELECT key FROM signin_throttle WHERE key = $1 FOR UPDATE`, [key])
  return Promise.all(keys.map(({ key, windowMinutes }) => readThrottle(tx, key, windowMinutes)))
}

/** One more within the window (the window restarts when it had passed); `lockMinutes` locks the key. Answers the new count. */
export const countAttempt = async (db: Db, key: string, windowMinutes: number, lockMinutes?: number): Promise<number> => {
  const [row] = await db.query<{ failures: number }>(
    `INSERT INTO signin_throttle AS t (key, failures, last_at) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN (t.locked_until IS NOT NULL AND t.locked_until <= now()) OR t.last_at < now() - make_interval(mins => $2::int) THEN 1 ELSE t.failures + 1 END,
       last_at = now(),
       locked_until = CASE WHEN t.locked_until IS NOT NULL AND t.locked_until <= now() THEN NULL ELSE t.locked_until END
     RETURNING failures`,
    [key, windowMinutes],
  )
  if (lockMinutes !== undefined) await db.query(`UPDATE signin_throttle SET locked_until = now() + make_interval(mins => $2::int) WHERE key = $1`, [key, lockMinutes])
  return row!.failures
}

/** Forgets a key's count and lock (a successful sign-in, a new password). */
export const clearThrottle = async (db: Db, key: string): Promise<void> => {
  await db.query(`DELETE FROM signin_throttle WHERE key = $1`, [key])
}
