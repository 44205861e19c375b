// Token exchange (POST /token/v2/auth/token) and bearer authentication for the cart calls. A guest
// token creates a new guest consumer; the opaque token is stored only as its SHA-256 hash and
// expires after 30 days. Registered exchanges need the sign-in flow (not served yet): every
// authorisation code is unknown (401 AUT404). The token call ignores Idempotency-Key: its response
// is a secret and is never stored.
import { createHash, randomBytes, randomInt } from 'node:crypto'
import type { TokenResponse } from '../../src/api/schemas/token.ts'
import type { Db } from '../db/db.ts'
import { ApiError, badPayload, unauthorised } from '../http/errors.ts'
import type { CallContext, Consumer, Reply, RouteDef } from '../http/types.ts'

export const TOKEN_TTL_SECONDS = 30 * 24 * 3600

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

const newConsumerNo = (): string => String(randomInt(1_000_000_000, 9_999_999_999))

export const issueGuestToken = async (db: Db): Promise<TokenResponse> => {
  const consumerNo = newConsumerNo()
  const accessToken = randomBytes(32).toString('base64url')
  await db.query(`INSERT INTO consumers (consumer_no, consumer_type) VALUES ($1, 'GUEST')`, [consumerNo])
  await db.query(
    `INSERT INTO tokens (token_hash, consumer_no, token_type, expires_at) VALUES ($1, $2, 'Guest', now() + make_interval(secs => $3))`,
    [hashToken(accessToken), consumerNo, TOKEN_TTL_SECONDS],
  )
  return {
    accessToken,
    expiresIn: TOKEN_TTL_SECONDS,
    tokenType: 'Guest',
    basketId: null,
    consumerNo,
    consumerType: 'GUEST',
    favorites: null,
    isEmployeeDiscountTCAccepted: false,
    memberId: null,
    refreshToken: null,
  }
}

const tokenCall = async (ctx: CallContext): Promise<Reply> => {
  const body = ctx.body as { type?: unknown } | undefined
  if (!body || typeof body !== 'object') throw badPayload('A body with type Guest or Registered is required')
  if (body.type === 'Guest') return { status: 200, body: await issueGuestToken(ctx.db) }
  if (body.type === 'Registered') throw new ApiError(401, 'AUT404', 'The authorisation code is not valid')
  throw badPayload('type must be Guest or Registered')
}

/** Resolves `Authorization: Bearer <token>` to its consumer; 401 AUT404 when missing, unknown or expired. */
export const authenticate = async (db: Db, request: Request): Promise<Consumer> => {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (!match) throw unauthorised()
  const [row] = await db.query<{ consumer_no: string; consumer_type: string; token_type: 'Guest' | 'Registered'; expired: boolean }>(
    `SELECT t.consumer_no, c.consumer_type, t.token_type, t.expires_at <= now() AS expired
     FROM tokens t JOIN consumers c ON c.consumer_no = t.consumer_no WHERE t.token_hash = $1`,
    [hashToken(match[1] as string)],
  )
  if (!row) throw unauthorised('The access token is not known')
  if (row.expired) throw unauthorised('The access token has expired')
  return { consumerNo: row.consumer_no, consumerType: row.consumer_type, tokenType: row.token_type }
}

export const tokenRoutes: ReadonlyArray<RouteDef> = [{ method: 'POST', template: '/token/v2/auth/token', idempotent: false, handler: tokenCall }]
