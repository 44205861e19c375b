// Token exchange (POST /token/v2/auth/token), bearer authentication and sign-out (POST
// /consumers-v3/consumer/auth/signout). Every token is stored only as its SHA-256 hash.
//   Guest       a new guest consumer, its access token and the first refresh token of a session
//   Registered  (docs/decisions/0015) the authorisation code of a sign-in or sign-up and its PKCE
//               verifier: the code is marked used with one conditional UPDATE (one exchange per code,
//               even concurrently); unknown, used or expired is 401 AUT404, a verifier whose
//               base64url(SHA-256) is not the code's challenge 401 AUT432. It merges the guest's
//               basket and saved-for-later list (guestMerge.ts) when the request proves it is that
//               guest (its own guest bearer), and ends that guest's session.
//   Agent       (docs/decisions/0029) an agent login's code and verifier: a new in-store session
//   Refresh     (docs/decisions/0024) a refresh token for a new pair; the refresh token rotates on
//               every redemption. A replaced token presented again is accepted only as a retry (within
//               30 s of its redemption, or while the token that replaced it was never used: its
//               answer was lost); otherwise it was stolen or leaked, and the whole session (family)
//               is revoked: 401 AUT409.
// Access tokens live 15 minutes, refresh tokens 30 days from their issue (each redemption renews).
// The token call ignores Idempotency-Key: its answer is a secret and is never stored; it runs
// outside the router's transaction, because a revoked family must stay revoked although the call fails.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { AgentTokenRequest } from '../../src/contract/schemas/associates.ts'
import type { RefreshTokenRequest, RegisteredTokenRequest, TokenResponse } from '../../src/contract/schemas/token.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { ApiError, badPayload, isApiError, unauthorised } from '../http/errors.ts'
import { route, type CallContext, type Consumer, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { signInBaskets } from './guestMerge.ts'

/** Access tokens are short-lived; the storefront's server renews them with the refresh token. */
export const TOKEN_TTL_SECONDS = 15 * 60
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600
/** A replaced refresh token presented again this soon after its redemption is a concurrent tab or a retry. */
export const REFRESH_REUSE_GRACE_SECONDS = 30

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** base64url(SHA-256(verifier)): the S256 code challenge of PKCE (RFC 7636). */
export const codeChallengeOf = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url')

const newSecret = (): string => randomBytes(32).toString('base64url')

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

export const newConsumerNo = (): string => String(randomInt(1_000_000_000, 9_999_999_999))

type TokenType = 'Guest' | 'Registered' | 'Agent'

interface Pair {
  readonly accessToken: string
  readonly refreshToken: string
}

/** An access token and a refresh token of the family (a new family when `familyId` is absent). */
export const issuePair = async (db: Db, consumerNo: string, tokenType: TokenType, family?: { readonly familyId: string; readonly parentHash: string }): Promise<Pair> => {
  const accessToken = newSecret()
  const refreshToken = newSecret()
  const familyId = family?.familyId ?? randomBytes(16).toString('hex')
  if (!family) await db.query(`INSERT INTO refresh_families (family_id, consumer_no) VALUES ($1, $2)`, [familyId, consumerNo])
  await db.query(`INSERT INTO tokens (token_hash, consumer_no, token_type, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`, [
    hashToken(accessToken),
    consumerNo,
    tokenType,
    TOKEN_TTL_SECONDS,
  ])
  await db.query(
    `INSERT INTO refresh_tokens (token_hash, consumer_no, access_token_hash, expires_at, family_id, parent_hash, token_type)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4), $5, $6, $7)`,
    [hashToken(refreshToken), consumerNo, hashToken(accessToken), REFRESH_TTL_SECONDS, familyId, family?.parentHash ?? null, tokenType],
  )
  return { accessToken, refreshToken }
}

/** Revokes families (and the access tokens issued in them): sign-out, a new password, a stolen refresh token. */
export const revokeFamilies = async (db: Db, where: { readonly consumerNo: string; readonly familyIds?: ReadonlyArray<string>; readonly exceptFamilyId?: string }, reason: string): Promise<void> => {
  const families = await db.query<{ family_id: string }>(
    `UPDATE refresh_families SET revoked_at = now(), revoked_reason = $4
     WHERE consumer_no = $1 AND revoked_at IS NULL AND ($2::text[] IS NULL OR family_id = ANY($2::text[])) AND ($3::text IS NULL OR family_id <> $3)
     RETURNING family_id`,
    [where.consumerNo, where.familyIds ? [...where.familyIds] : null, where.exceptFamilyId ?? null, reason],
  )
  if (families.length === 0) return
  const ids = families.map((f) => f.family_id)
  await db.query(`UPDATE refresh_tokens SET revoked_at = coalesce(revoked_at, now()) WHERE family_id = ANY($1::text[])`, [ids])
  await db.query(
    `UPDATE tokens SET revoked_at = now() WHERE revoked_at IS NULL AND token_hash IN (SELECT access_token_hash FROM refresh_tokens WHERE family_id = ANY($1::text[]))`,
    [ids],
  )
}

/** The family of the session an access token belongs to. */
export const familyOfAccessToken = async (db: Db, accessToken: string): Promise<string | undefined> =>
  (await db.query<{ family_id: string }>(`SELECT family_id FROM refresh_tokens WHERE access_token_hash = $1 LIMIT 1`, [hashToken(accessToken)]))[0]?.family_id

export const responseOf = (pair: Pair, fields: Omit<TokenResponse, 'accessToken' | 'refreshToken' | 'expiresIn'>): TokenResponse => ({
  accessToken: pair.accessToken,
  expiresIn: TOKEN_TTL_SECONDS,
  refreshToken: pair.refreshToken,
  ...fields,
})

export const issueGuestToken = async (db: Db): Promise<TokenResponse> => {
  let consumerNo = newConsumerNo()
  // A number already taken (another guest, a seeded account) is drawn again.
  while ((await db.query(`INSERT INTO consumers (consumer_no, consumer_type) VALUES ($1, 'GUEST') ON CONFLICT (consumer_no) DO NOTHING RETURNING consumer_no`, [consumerNo])).length === 0)
    consumerNo = newConsumerNo()
  const pair = await issuePair(db, consumerNo, 'Guest')
  return responseOf(pair, { tokenType: 'Guest', basketId: null, consumerNo, consumerType: 'GUEST', favorites: null, isEmployeeDiscountTCAccepted: false, memberId: null })
}

/** The loyalty member id shown for a confirmed member (derived from the consumer number). */
export const memberIdOf = (consumerNo: string, loyaltyStatus: string): string | null => (loyaltyStatus === 'member' ? `LM${consumerNo}` : null)

const optionalId = (value: unknown, name: string): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value !== 'string' || value.length > 64) throw badPayload(`guestObjects.${name} must be an id`)
  return value
}

/** Bearer authentication, or undefined when the token proves nothing (missing, unknown, expired, revoked). */
const callerOf = async (ctx: CallContext): Promise<Consumer | undefined> => {
  if (!ctx.request.headers.get('authorization')) return undefined
  try {
    return await authenticate(ctx.db, ctx.request)
  } catch (error) {
    if (isApiError(error)) return undefined
    throw error
  }
}

const registeredExchange = async (ctx: CallContext, tx: Db, body: RegisteredTokenRequest): Promise<TokenResponse> => {
  const { authorizationCode: code, codeVerifier: verifier } = body
  if (code === '' || code.length > 256) throw badPayload('authorizationCode is required')
  if (verifier === '' || verifier.length > 256) throw badPayload('codeVerifier is required')
  const { basketId, saveForLaterId } = body.guestObjects
  const site = ctx.site()
  const [grant] = await tx.query<{ consumer_no: string; code_challenge: string }>(
    `UPDATE auth_codes SET used_at = now() WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING consumer_no, code_challenge`,
    [hashToken(code)],
  )
  if (!grant) throw unauthorised('The authorisation code is unknown, used or expired')
  // Thrown, so the transaction rolls back and the code stays unused for the client holding the right verifier.
  if (!sameText(codeChallengeOf(verifier), grant.code_challenge)) throw new ApiError(401, 'AUT432', 'The code verifier does not match the code challenge')
  const [member] = await tx.query<{ consumer_type: string; loyalty_status: string; terms_accepted: boolean }>(
    `SELECT consumer_type, loyalty_status, employee_terms_accepted_at IS NOT NULL AS terms_accepted FROM consumers WHERE consumer_no = $1`,
    [grant.consumer_no],
  )
  // An associate's code is exchanged only for an in-store session (type Agent).
  if (!member || member.consumer_type === 'AGENT') throw unauthorised('The authorisation code is unknown, used or expired')

  const caller = await callerOf({ ...ctx, db: tx })
  const guest = caller?.tokenType === 'Guest' ? caller : undefined
  const baskets = await signInBaskets(tx, {
    memberNo: grant.consumer_no,
    site,
    guest,
    basketId: optionalId(basketId, 'basketId'),
    saveForLaterId: optionalId(saveForLaterId, 'saveForLaterId'),
  })
  // The guest handed everything over: its session ends (its refresh token renews nothing any more).
  if (guest) await revokeFamilies(tx, { consumerNo: guest.consumerNo }, 'signedIn')

  const pair = await issuePair(tx, grant.consumer_no, 'Registered')
  return {
    ...responseOf(pair, {
      tokenType: 'Registered',
      basketId: baskets.basketId,
      consumerNo: grant.consumer_no,
      consumerType: member.consumer_type,
      favorites: null,
      // An EMPLOYEE accepts the employee discount terms once (docs/decisions/0030); false for everyone else.
      isEmployeeDiscountTCAccepted: member.consumer_type === 'EMPLOYEE' && member.terms_accepted,
      memberId: memberIdOf(grant.consumer_no, member.loyalty_status),
    }),
    mergedItems: baskets.mergedItems,
  }
}

/**
 * Agent (issue 15, docs/decisions/0029): an agent login's code and verifier for an in-store session.
 * Each session is a consumer of its own (type AGENT, linked to the associate's account in
 * `agent_sessions`) that owns the session's cart and orders, so nothing of one session (a shopper's
 * cart, their orders) is found by the next one on the shop's device.
 */
const agentExchange = async (tx: Db, body: AgentTokenRequest): Promise<TokenResponse> => {
  const { authorizationCode: code, codeVerifier: verifier } = body
  if (code === '' || code.length > 256) throw badPayload('authorizationCode is required')
  if (verifier === '' || verifier.length > 256) throw badPayload('codeVerifier is required')
  const [grant] = await tx.query<{ consumer_no: string; code_challenge: string }>(
    `UPDATE auth_codes SET used_at = now() WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING consumer_no, code_challenge`,
    [hashToken(code)],
  )
  if (!grant) throw unauthorised('The authorisation code is unknown, used or expired')
  if (!sameText(codeChallengeOf(verifier), grant.code_challenge)) throw new ApiError(401, 'AUT432', 'The code verifier does not match the code challenge')
  const [agent] = await tx.query<{ consumer_type: string }>(`SELECT consumer_type FROM consumers WHERE consumer_no = $1`, [grant.consumer_no])
  // A shopper's code is never an associate's session.
  if (agent?.consumer_type !== 'AGENT') throw unauthorised('The authorisation code is unknown, used or expired')
  let sessionNo = newConsumerNo()
  while ((await tx.query(`INSERT INTO consumers (consumer_no, consumer_type) VALUES ($1, 'AGENT') ON CONFLICT (consumer_no) DO NOTHING RETURNING consumer_no`, [sessionNo])).length === 0)
    sessionNo = newConsumerNo()
  await tx.query(`INSERT INTO agent_sessions (consumer_no, agent_no) VALUES ($1, $2)`, [sessionNo, grant.consumer_no])
  const pair = await issuePair(tx, sessionNo, 'Agent')
  return responseOf(pair, { tokenType: 'Agent', basketId: null, consumerNo: sessionNo, consumerType: 'AGENT', favorites: null, isEmployeeDiscountTCAccepted: false, memberId: null })
}

/** The consumer's most recently changed open basket on the site, if any. */
const openBasketOn = async (db: Db, consumerNo: string, site: Site): Promise<string | null> =>
  (
    await db.query<{ id: string }>(
      `SELECT id FROM baskets WHERE consumer_no = $1 AND site_id = $2 AND consumed_at IS NULL ORDER BY updated_at DESC, created_at DESC, id LIMIT 1`,
      [consumerNo, site.siteId],
    )
  )[0]?.id ?? null

interface PresentedRefresh {
  readonly token_hash: string
  readonly family_id: string
  readonly consumer_no: string
  readonly token_type: TokenType
  readonly expired: boolean
  readonly revoked: boolean
  readonly family_revoked: boolean
  readonly used: boolean
  readonly in_grace: boolean
  readonly successor_used: boolean
}

type RefreshDecision = { readonly kind: 'renew'; readonly row: PresentedRefresh } | { readonly kind: 'refuse'; readonly error: ApiError }

/** Whether (and how) a presented refresh token renews, decided with its row locked; a theft revokes its family (committed). */
const decideRefresh = async (tx: Db, presented: string): Promise<RefreshDecision> => {
  const [row] = await tx.query<PresentedRefresh>(
    `SELECT rt.token_hash, rt.family_id, rt.consumer_no, rt.token_type, rt.expires_at <= now() AS expired, rt.revoked_at IS NOT NULL AS revoked,
       f.revoked_at IS NOT NULL AS family_revoked, rt.used_at IS NOT NULL AS used,
       coalesce(rt.used_at > now() - make_interval(secs => $2::int), false) AS in_grace,
       EXISTS (SELECT 1 FROM refresh_tokens c WHERE c.parent_hash = rt.token_hash AND c.used_at IS NOT NULL) AS successor_used
     FROM refresh_tokens rt JOIN refresh_families f ON f.family_id = rt.family_id
     WHERE rt.token_hash = $1 FOR UPDATE OF rt, f`,
    [hashToken(presented), REFRESH_REUSE_GRACE_SECONDS],
  )
  if (!row || row.expired || row.family_revoked) return { kind: 'refuse', error: unauthorised('The refresh token is unknown, expired or revoked') }
  const stolen = () => new ApiError(401, 'AUT409', 'The refresh token was already used: the session is revoked')
  if (row.revoked) {
    // Replaced by a retry of its parent and presented again: a copy is in other hands.
    await revokeFamilies(tx, { consumerNo: row.consumer_no, familyIds: [row.family_id] }, 'reuse')
    return { kind: 'refuse', error: stolen() }
  }
  if (!row.used) return { kind: 'renew', row }
  if (row.in_grace) return { kind: 'renew', row }
  if (!row.successor_used) {
    // The answer that carried its successor never arrived (the successor was never used): the
    // successor is withdrawn, and this one renews again.
    await tx.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE parent_hash = $1 AND used_at IS NULL AND revoked_at IS NULL`, [row.token_hash])
    return { kind: 'renew', row }
  }
  await revokeFamilies(tx, { consumerNo: row.consumer_no, familyIds: [row.family_id] }, 'reuse')
  return { kind: 'refuse', error: stolen() }
}

const refreshExchange = async (ctx: CallContext, body: RefreshTokenRequest): Promise<TokenResponse> => {
  if (body.refreshToken === '' || body.refreshToken.length > 256) throw badPayload('refreshToken is required')
  const site = ctx.site()
  const outcome = await ctx.db.transaction(async (tx): Promise<TokenResponse | ApiError> => {
    const decision = await decideRefresh(tx, body.refreshToken)
    if (decision.kind === 'refuse') return decision.error
    const { row } = decision
    await tx.query(`UPDATE refresh_tokens SET used_at = coalesce(used_at, now()) WHERE token_hash = $1`, [row.token_hash])
    const [consumer] = await tx.query<{ consumer_type: string; loyalty_status: string; terms_accepted: boolean }>(
      `SELECT consumer_type, loyalty_status, employee_terms_accepted_at IS NOT NULL AS terms_accepted FROM consumers WHERE consumer_no = $1`,
      [row.consumer_no],
    )
    const pair = await issuePair(tx, row.consumer_no, row.token_type, { familyId: row.family_id, parentHash: row.token_hash })
    return responseOf(pair, {
      tokenType: row.token_type,
      basketId: await openBasketOn(tx, row.consumer_no, site),
      consumerNo: row.consumer_no,
      consumerType: consumer?.consumer_type ?? 'GUEST',
      favorites: null,
      isEmployeeDiscountTCAccepted: consumer?.consumer_type === 'EMPLOYEE' && consumer.terms_accepted,
      memberId: row.token_type === 'Registered' ? memberIdOf(row.consumer_no, consumer?.loyalty_status ?? 'none') : null,
    })
  })
  if (outcome instanceof ApiError) throw outcome
  return outcome
}

const tokenCall = async (ctx: SpecContext<'token'>): Promise<Reply> => {
  const body = ctx.body
  switch (body.type) {
    case 'Guest':
      return { status: 200, body: await ctx.db.transaction((tx) => issueGuestToken(tx)) }
    case 'Registered':
      return { status: 200, body: await ctx.db.transaction((tx) => registeredExchange(ctx, tx, body)) }
    case 'Refresh':
      return { status: 200, body: await refreshExchange(ctx, body) }
    case 'Agent':
      return { status: 200, body: await ctx.db.transaction((tx) => agentExchange(tx, body)) }
  }
}

/** The token of `Authorization: Bearer <token>`, if the header has that form. */
export const bearerOf = (request: Request): string | undefined => /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]

/** Resolves `Authorization: Bearer <token>` to its consumer; 401 AUT404 when missing, unknown, expired or revoked. */
export const authenticate = async (db: Db, request: Request): Promise<Consumer> => {
  const token = bearerOf(request)
  if (!token) throw unauthorised()
  const [row] = await db.query<{ consumer_no: string; consumer_type: string; token_type: 'Guest' | 'Registered' | 'Agent'; expired: boolean; revoked: boolean }>(
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

/**
 * POST /consumers-v3/consumer/auth/signout { refreshToken }: revokes the session of this access token
 * (its family: every refresh token of it and the access tokens they gave) and the given refresh
 * token's session when it is the caller's (another consumer's or an unknown one is ignored).
 */
const signOut = async (ctx: SpecContext<'signOut'>): Promise<Reply> => {
  // A registered shopper or a store associate (issue 15) signs out; a guest has nothing to end.
  const consumer = ctx.consumer?.tokenType === 'Agent' ? ctx.consumer : registeredOf(ctx)
  const refreshToken = ctx.body.refreshToken
  if (refreshToken !== null && refreshToken.length > 256) throw badPayload('refreshToken must be the refresh token or null')
  const accessToken = bearerOf(ctx.request)!
  await ctx.db.query(`UPDATE tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL`, [hashToken(accessToken)])
  const families = new Set<string>()
  const own = await familyOfAccessToken(ctx.db, accessToken)
  if (own) families.add(own)
  if (refreshToken !== null) {
    const [given] = await ctx.db.query<{ family_id: string }>(`SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND consumer_no = $2`, [hashToken(refreshToken), consumer.consumerNo])
    if (given) families.add(given.family_id)
  }
  if (families.size > 0) await revokeFamilies(ctx.db, { consumerNo: consumer.consumerNo, familyIds: [...families] }, 'signOut')
  return { body: {} }
}

export const tokenRoutes: ReadonlyArray<RouteDef> = [
  // Its own transactions: a refresh token found stolen revokes its family although the call fails.
  route('token', { ownTransaction: true, handler: tokenCall }),
  route('signOut', { handler: signOut }),
]
