// Guessing limits (docs/decisions/0021): a call that checks a secret a caller could guess (a gift
// card's PIN) counts each attempt against every key it names (the card, the customer, the client's
// address), each with its own most failures per fixed window. The router counts the attempt before
// the call's transaction, in one atomic upsert of its own (committed whatever becomes of the call:
// a failed guess rolls its call back but stays counted), and refuses it at once when a key is past
// its limit; concurrent attempts each take their own number, so no more than the limit are ever
// checked. Once the call has run, an attempt that was not a wrong guess (a success, or a failure
// before or after the secret was checked) is given back. The windows run on the router's clock.
import type { Db } from '../db/db.ts'
import type { ApiError } from './errors.ts'

export interface AttemptKey {
  /** '<scope>:<kind>:<value>' */
  readonly key: string
  /** Wrong guesses allowed per window; the next attempt is refused until the window ends. */
  readonly max: number
}

/** How a route limits guessing (RouteOptions.attempts). */
export interface AttemptRule<Ctx> {
  readonly windowMs: number
  /** The keys an attempt counts against (none: the call is not limited, e.g. the secret is missing). */
  keys(ctx: Ctx): ReadonlyArray<AttemptKey>
  /** Whether the call's failure was a wrong guess (kept); any other outcome gives the attempt back. */
  isWrongGuess(error: unknown): boolean
  /** The answer to an attempt past a limit. */
  refused(retryAfterSeconds: number): ApiError
}

/** An attempt counted: its keys with the end of the window each was counted in. */
export interface HeldAttempt {
  readonly keys: ReadonlyArray<{ readonly key: string; readonly windowEnds: number }>
}

export type Reservation = { readonly kind: 'held'; readonly attempt: HeldAttempt } | { readonly kind: 'refused'; readonly retryAfterSeconds: number }

/**
 * Counts one attempt on every key (one statement, keys in sorted order so two attempts never wait on
 * each other crosswise). Past a limit on any key, the attempt is given back at once and refused.
 */
export const reserveAttempt = async (db: Db, keys: ReadonlyArray<AttemptKey>, windowMs: number, now: number): Promise<Reservation> => {
  const sorted = [...new Map(keys.map((k) => [k.key, k])).values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  if (sorted.length === 0) return { kind: 'held', attempt: { keys: [] } }
  const rows = await db.query<{ key: string; failures: number; window_ends: string }>(
    `INSERT INTO guess_attempts AS g (key, failures, window_ends)
     SELECT k, 1, $2::bigint + $3::bigint FROM unnest($1::text[]) WITH ORDINALITY AS u(k, n) ORDER BY n
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN g.window_ends <= $2::bigint THEN 1 ELSE g.failures + 1 END,
       window_ends = CASE WHEN g.window_ends <= $2::bigint THEN EXCLUDED.window_ends ELSE g.window_ends END
     RETURNING key, failures, window_ends::text AS window_ends`,
    [sorted.map((k) => k.key), Math.floor(now), Math.floor(windowMs)],
  )
  const attempt: HeldAttempt = { keys: rows.map((r) => ({ key: r.key, windowEnds: Number(r.window_ends) })) }
  const maxOf = new Map(sorted.map((k) => [k.key, k.max]))
  const over = rows.filter((r) => r.failures > (maxOf.get(r.key) ?? Number.POSITIVE_INFINITY))
  if (over.length === 0) return { kind: 'held', attempt }
  await giveBack(db, attempt)
  const until = Math.max(...over.map((r) => Number(r.window_ends)))
  return { kind: 'refused', retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) }
}

/** Takes an attempt back from every key still in the window it was counted in (one key per statement: no two locks held at once). */
export const giveBack = async (db: Db, attempt: HeldAttempt): Promise<void> => {
  for (const { key, windowEnds } of attempt.keys)
    await db.query(`UPDATE guess_attempts SET failures = failures - 1 WHERE key = $1 AND window_ends = $2::bigint AND failures > 0`, [key, windowEnds])
}

/** Forgets keys whose window has ended (their next attempt would start a new window anyway). */
export const pruneAttempts = async (db: Db, now: number): Promise<void> => {
  await db.query(`DELETE FROM guess_attempts WHERE window_ends <= $1::bigint`, [Math.floor(now)])
}

/**
 * The part of a client's address an attempt counts against: an IPv4 address as it is (an IPv4-mapped
 * IPv6 one unwrapped), an IPv6 address by its /64 (one subscriber's whole network).
 */
export const addressKey = (address: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]!
  if (!address.includes(':')) return address
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::')
  const left = head === '' ? [] : head.split(':')
  const right = tail === undefined || tail === '' ? [] : tail.split(':')
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
