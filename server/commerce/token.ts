// Token exchange (POST /token/v2/auth/token), bearer authentication and sign-out (POST
// /consumers-v3/consumer/auth/signout). A guest exchange creates a new guest consumer. A registered
// exchange (docs/decisions/0015) takes the authorisation code of a sign-in (signIn.ts) and its PKCE
// verifier: the code is marked used with one conditional UPDATE (one exchange per code, even
// concurrently); unknown, used or expired is 401 AUT404, a verifier whose base64url(SHA-256) is not
// the code's challenge 401 AUT432. It issues a registered access token (same 30 days as a guest's)
// and an opaque refresh token tied to it, and merges the guest's basket and saved-for-later list
// (guestMerge.ts) when the request proves it is that guest (its own guest bearer). Every token is
// stored only as its SHA-256 hash. The token call ignores Idempotency-Key: its response is a secret
// and is never stored. Sign-out revokes the caller's access token and its refresh token.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { RegisteredTokenRequest, TokenResponse } from '../../src/contract/schemas/token.ts'
import type { Db } from '../db/db.ts'
import { ApiError, badPayload, isApiError, unauthorised } from '../http/errors.ts'
import { route, type CallContext, type Consumer, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { signInBaskets } from './guestMerge.ts'

export const TOKEN_TTL_SECONDS = 30 * 24 * 3600
/** Refresh tokens outlive access tokens; nothing redeems them yet (ROADMAP item 1, the storefront's server will). */
export const REFRESH_TTL_SECONDS = 90 * 24 * 3600

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** base64url(SHA-256(verifier)): the S256 code challenge of PKCE (RFC 7636). */
export const codeChallengeOf = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url')

const newSecret = (): string => randomBytes(32).toString('base64url')

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

const newConsumerNo = (): string => String(randomInt(1_000_000_000, 9_999_999_999))

export const issueGuestToken = async (db: Db): Promise<TokenResponse> => {
  let consumerNo = newConsumerNo()
  // A number already taken (another guest, a seeded account) is drawn again.
  while ((await db.query(`INSERT INTO consumers (consumer_no, consumer_type) VALUES ($1, 'GUEST') ON CONFLICT (consumer_no) DO NOTHING RETURNING consumer_no`, [consumerNo])).length === 0)
    consumerNo = newConsumerNo()
  const accessToken = newSecret()
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

/** The loyalty member id shown for a confirmed member (derived from the consumer number). */
export const memberIdOf = (consumerNo: string, loyaltyStatus: string): string | null => (loyaltyStatus === 'member' ? `LM${consumerNo}` : null)

const optionalId = (value: unknown, name: string): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value !== 'string' || value.length > 64) throw badPayload(`guestObjects.${name} must be an id`)
  return value
}

/** The guest behind the request's own bearer token, if it carries a valid guest token; anything else proves nothing. */
const guestOf = async (ctx: CallContext): Promise<Consumer | undefined> => {
  if (!ctx.request.headers.get('authorization')) return undefined
  try {
    const consumer = await authenticate(ctx.db, ctx.request)
    return consumer.tokenType === 'Guest' ? consumer : undefined
  } catch (error) {
    if (isApiError(error)) return undefined
    throw error
  }
}

const registeredExchange = async (ctx: CallContext, body: RegisteredTokenRequest): Promise<TokenResponse> => {
  const { authorizationCode: code, codeVerifier: verifier } = body
  if (code === '' || code.length > 256) throw badPayload('authorizationCode is required')
  if (verifier === '' || verifier.length > 256) throw badPayload('codeVerifier is required')
  const { basketId, saveForLaterId } = body.guestObjects
  const site = ctx.site()
  const [grant] = await ctx.db.query<{ consumer_no: string; code_challenge: string }>(
    `UPDATE auth_codes SET used_at = now() WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING consumer_no, code_challenge`,
    [hashToken(code)],
  )
  if (!grant) throw unauthorised('The authorisation code is unknown, used or expired')
  // Thrown, so the transaction rolls back and the code stays unused for the client holding the right verifier.
  if (!sameText(codeChallengeOf(verifier), grant.code_challenge)) throw new ApiError(401, 'AUT432', 'The code verifier does not match the code challenge')
  const [member] = await ctx.db.query<{ consumer_type: string; loyalty_status: string }>(`SELECT consumer_type, loyalty_status FROM consumers WHERE consumer_no = $1`, [
    grant.consumer_no,
  ])
  if (!member) throw unauthorised('The authorisation code is unknown, used or expired')

  const baskets = await signInBaskets(ctx.db, {
    memberNo: grant.consumer_no,
    site,
    guest: await guestOf(ctx),
    basketId: optionalId(basketId, 'basketId'),
    saveForLaterId: optionalId(saveForLaterId, 'saveForLaterId'),
  })

  const accessToken = newSecret()
  const refreshToken = newSecret()
  await ctx.db.query(
    `INSERT INTO tokens (token_hash, consumer_no, token_type, expires_at) VALUES ($1, $2, 'Registered', now() + make_interval(secs => $3))`,
    [hashToken(accessToken), grant.consumer_no, TOKEN_TTL_SECONDS],
  )
  await ctx.db.query(
    `INSERT INTO refresh_tokens (token_hash, consumer_no, access_token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashToken(refreshToken), grant.consumer_no, hashToken(accessToken), REFRESH_TTL_SECONDS],
  )
  return {
    accessToken,
    expiresIn: TOKEN_TTL_SECONDS,
    tokenType: 'Registered',
    basketId: baskets.basketId,
    consumerNo: grant.consumer_no,
    consumerType: member.consumer_type,
    favorites: null,
    isEmployeeDiscountTCAccepted: false,
    memberId: memberIdOf(grant.consumer_no, member.loyalty_status),
    refreshToken,
    mergedItems: baskets.mergedItems,
  }
}

const tokenCall = async (ctx: SpecContext<'token'>): Promise<Reply> => {
  const body = ctx.body
  if (body.type === 'Guest') return { status: 200, body: await issueGuestToken(ctx.db) }
  return { status: 200, body: await registeredExchange(ctx, body) }
}

/** The token of `Authorization: Bearer <token>`, if the header has that form. */
const bearerOf = (request: Request): string | undefined => /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]

/** Resolves `Authorization: Bearer <token>` to its consumer; 401 AUT404 when missing, unknown, expired or revoked. */
export const authenticate = async (db: Db, request: Request): Promise<Consumer> => {
  const token = bearerOf(request)
  if (!token) throw unauthorised()
  const [row] = await db.query<{ consumer_no: string; consumer_type: string; token_type: 'Guest' | 'Registered'; expired: boolean; revoked: boolean }>(
    `SELECT t.consumer_no, c.consumer_type, t.token_type, t.expires_at <= now() AS expired, t.revoked_at IS NOT NULL AS revoked
     FROM tokens t JOIN consumers c ON c.consumer_no = t.consumer_no WHERE t.token_hash = $1`,
    [hashToken(token)],
  )
  if (!row) throw unauthorised('The access token is not known')
  if (row.revoked) throw unauthorised('The access token was revoked (signed out)')
  if (row.expired) throw unauthorised('The access token has expired')
  return { consumerNo: row.consumer_no, consumerType: row.consumer_type, tokenType: row.token_type }
}

/** The caller of an `auth: true` route as a registered (signed-in) consumer; 401 AUT404 for a guest token. */
export const registeredOf = (ctx: CallContext): Consumer => {
  const consumer = ctx.consumer
  if (!consumer) throw new Error('registered route without auth')
  if (consumer.tokenType !== 'Registered') throw unauthorised('Sign in first: this call needs a registered token')
  return consumer
}

/** POST /consumers-v3/consumer/auth/signout { refreshToken }: revokes this access token, its session's refresh token and the given one (when it is the caller's). */
const signOut = async (ctx: SpecContext<'signOut'>): Promise<Reply> => {
  const consumer = registeredOf(ctx)
  const refreshToken = ctx.body.refreshToken
  if (refreshToken !== null && refreshToken.length > 256) throw badPayload('refreshToken must be the refresh token or null')
  const accessHash = hashToken(bearerOf(ctx.request)!)
  await ctx.db.query(`UPDATE tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL`, [accessHash])
  await ctx.db.query(
    `UPDATE refresh_tokens SET revoked_at = now() WHERE consumer_no = $1 AND revoked_at IS NULL AND (access_token_hash = $2 OR token_hash = $3)`,
    [consumer.consumerNo, accessHash, refreshToken === null ? null : hashToken(refreshToken)],
  )
  return { body: {} }
}

export const tokenRoutes: ReadonlyArray<RouteDef> = [
  route('token', { handler: tokenCall }),
  route('signOut', { handler: signOut }),
]
