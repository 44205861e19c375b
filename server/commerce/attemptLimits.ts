// Attempts of a limited call, counted in `limited_attempts` over a sliding window: failed order
// tracking (an order number and an e-mail are a guessable secret), e-gift card resends, contact
// cases. A refused attempt is 429 REQ429 with the minutes to wait. A call counting failures must
// commit them although it fails: it runs in its own transaction (the router's `ownTransaction`).
import type { Db } from '../db/db.ts'
import { ApiError } from '../http/errors.ts'

export interface Limit {
  readonly scope: string
  readonly key: string
  readonly max: number
  readonly windowMinutes: number
}

const count = async (db: Db, limit: Limit): Promise<number> => {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM limited_attempts WHERE scope = $1 AND key = $2 AND at > now() - make_interval(mins => $3)`,
    [limit.scope, limit.key, limit.windowMinutes],
  )
  return row?.n ?? 0
}

/** 429 REQ429 when any of the limits has been reached within its window. */
export const refuseOverLimit = async (db: Db, limits: ReadonlyArray<Limit>): Promise<void> => {
  for (const limit of limits)
    if ((await count(db, limit)) >= limit.max)
      throw new ApiError(429, 'REQ429', `Too many attempts; try again in ${limit.windowMinutes} minutes`, { retryAfterMinutes: limit.windowMinutes })
}

/** Counts one attempt against each limit (and forgets attempts older than a day). */
export const recordAttempt = async (db: Db, limits: ReadonlyArray<Limit>): Promise<void> => {
  for (const limit of limits) await db.query(`INSERT INTO limited_attempts (scope, key) VALUES ($1, $2)`, [limit.scope, limit.key])
  await db.query(`DELETE FROM limited_attempts WHERE at < now() - interval '1 day'`)
}
