// Session commands: having a session on this device (docs/decisions/0024). The storefront's server
// holds the session (its refresh token, in an HttpOnly cookie) and hands this tab a short-lived access
// token, kept in the TokenStore (memory). `session.EnsureGuestToken` asks it for one: the device's
// session renewed (a guest's or a registered shopper's), or a new guest session when there is none.
// The log records only that a session started or ended (consumer number, token type, expiry), never
// a token, and nothing when the session is the one the log already names (a renewal is this tab's
// business). A sign-out the server has not heard of (made offline) is told first.
// The request runs under a lock shared by the browser's tabs (Locks), checking this tab's token again
// once it holds it: two tabs (or a tab's start-up and its outbox) needing a token at once make one
// guest, not two (docs/decisions/0022). A token the server refused is replaced by the device
// session's; when that is a new guest's, the engine carries the device's cart over to that guest
// (recovery/executors.ts).
import { Effect, Schema } from 'effect'
import type { SessionGrant } from '../../contract/schemas/session'
import { siteIdOf } from '../../contract/site/sites'
import { failureFacts } from '../events/failure'
import { CartReplaced, CartReset, type CartEvent } from '../events/cart'
import { SessionEnded, SessionStarted, SessionTokenRequestFailed, type SessionEvent } from '../events/session'
import { EngineClock } from '../effects/Clock'
import { Locks, type LockMode } from '../effects/Locks'
import { TokenStore } from '../effects/TokenStore'
import type { EngineState } from '../projections/engineState'
import { isTransient } from '../recovery/policy'
import { call } from './call'
import { defineCommand, type CommandContext } from './command'

/** The lock the token request holds (one per site, across the browser's tabs). */
export const tokenLockName = (siteId: string): string => `summit-engine-token-${siteId}`

/** A token is renewed when it has less than this left. */
export const TOKEN_RENEW_MARGIN_MS = 60_000

export const EnsureGuestToken = Schema.TaggedStruct('session.EnsureGuestToken', {
  /** Ask for a new token even if this tab's is still valid. */
  force: Schema.optional(Schema.Boolean),
  /**
   * Asked by the engine itself (start-up, the network coming back), not by a shopper's action: when
   * the server cannot be reached nothing is recorded or shown (the next command that needs a token
   * asks again, in the outbox).
   */
  background: Schema.optional(Schema.Boolean),
  /**
   * The server refused the stored token (it ended the session: 401 AUT404); this is the shopper
   * (consumer number) it was for. It is replaced, unless another tab already has.
   */
  replacing: Schema.optional(Schema.String),
})
export type EnsureGuestToken = typeof EnsureGuestToken.Type

type Event = SessionEvent | CartEvent

const statusOf = (tokenType: SessionGrant['tokenType']): EngineState['session']['status'] =>
  tokenType === 'Registered' ? 'registered' : tokenType === 'Agent' ? 'agent' : 'guest'

/**
 * Keeps a grant's access token in this tab's memory and says what the log learns from it: nothing
 * when it is the session the log names; that a session started otherwise, after the end of the
 * shopper's (their cart and profile with it) when the log named a registered shopper. A guest's
 * session replaced by a new guest's only starts the new one: the device's cart is carried over to
 * it (recovery/executors.ts, docs/decisions/0022). A guest's session replaced by a member's is a
 * sign-in on this device the log missed: the member's (merged) cart replaces the guest's.
 */
export const adoptGrant = (grant: SessionGrant, ctx: Pick<CommandContext, 'state' | 'site'>, options: { readonly reason?: 'signIn' } = {}) =>
  Effect.gen(function* () {
    const state = ctx.state
    const issuedAt = yield* (yield* EngineClock).now
    const expiresAt = issuedAt + grant.expiresIn * 1000
    yield* (yield* TokenStore).set({ accessToken: grant.accessToken, tokenType: grant.tokenType, expiresAt, consumerNo: grant.consumerNo })
    const session = state.session
    const started = SessionStarted.make({ consumerNo: grant.consumerNo, consumerType: grant.consumerType, tokenType: grant.tokenType, expiresAt, basketId: grant.basketId })
    if (options.reason === 'signIn') return [started] as ReadonlyArray<Event>
    if (session.consumerNo === grant.consumerNo && session.status === statusOf(grant.tokenType)) return [] as ReadonlyArray<Event>
    if (session.consumerNo === null) return [started] as ReadonlyArray<Event>
    if (session.status === 'guest' && grant.tokenType === 'Guest') return [started] as ReadonlyArray<Event>
    // The log's guest became a member on this device: a sign-in went through (the server holds the
    // device's session) but the tab that made it closed or crashed before writing it. It is this
    // shopper signing in, not another's session: the guest's cart was merged into the member's
    // (the exchange sends the guest's objects), and commands the log still queues go on with it.
    if (session.status === 'guest' && grant.tokenType === 'Registered') {
      if (grant.basketId === null || grant.basketId === state.cart.basketId) return [started] as ReadonlyArray<Event>
      const cart = yield* call('cartGet', { site: ctx.site, path: { basketId: grant.basketId }, accessToken: grant.accessToken })
      return [started, CartReplaced.make({ previousBasketId: state.cart.basketId, reason: 'signIn', cart })] as ReadonlyArray<Event>
    }
    // The device's session names another shopper: the log's session ended (ran out, a password reset,
    // another tab signed out); their cart is not this shopper's.
    return [SessionEnded.make({ reason: 'expired' }), CartReset.make({ reason: 'expired' }), started] as ReadonlyArray<Event>
  })

/** Tells the server about a sign-out made offline (its cookie's session ends), when one is pending. */
export const endPendingSignOut = (ctx: CommandContext) =>
  ctx.state.session.signOutPending ? call('sessionEnd', { site: ctx.site, body: {} }).pipe(Effect.asVoid) : Effect.void

/**
 * The token request itself, when this tab's token will not do (call it holding the token lock): the
 * device's session from the storefront's server (sessionToken), a new guest's when there is none.
 */
export const guestTokenExchange = (command: EnsureGuestToken, ctx: CommandContext) =>
  Effect.gen(function* () {
    const current = yield* (yield* TokenStore).get
    const now = yield* (yield* EngineClock).now
    const logged = ctx.state.session.consumerNo
    // Refused: still the token of the session the server refused.
    const refused = command.replacing !== undefined && current !== undefined && current.consumerNo === command.replacing
    const fresh = current !== undefined && current.expiresAt - TOKEN_RENEW_MARGIN_MS > now && (logged === null || current.consumerNo === logged)
    if (!command.force && !refused && fresh) return [] as ReadonlyArray<Event>
    yield* endPendingSignOut(ctx)
    const grant = yield* call('sessionToken', { site: ctx.site, body: { startGuest: true }, idempotencyKey: ctx.idempotencyKey })
    return yield* adoptGrant(grant, ctx)
  })

/** Runs `effect` holding the browser's token lock of the site (one token request at a time, across tabs). */
export const withTokenLock = <A, E, R>(ctx: Pick<CommandContext, 'site'>, effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    return yield* (yield* Locks).withLock(tokenLockName(siteIdOf(ctx.site.brand, ctx.site.locale)), effect)
  })

/** The lock every command sent with the shopper's token holds shared, and signing in or out exclusively (core/decide.ts). */
export const sessionLockName = (siteId: string): string => `summit-engine-session-${siteId}`

export const withSessionLock = <A, E, R>(site: CommandContext['site'], mode: LockMode, effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    return yield* (yield* Locks).withLock(sessionLockName(siteIdOf(site.brand, site.locale)), effect, mode)
  })

export const ensureGuestToken = defineCommand<EnsureGuestToken, Event>({
  aggregate: 'session',
  schema: EnsureGuestToken,
  handle: (command, ctx) => {
    const locked = withTokenLock(ctx, guestTokenExchange(command, ctx))
    return command.background ? locked.pipe(Effect.catchIf((error) => isTransient(error, { aggregate: 'session' }), () => Effect.succeed([] as ReadonlyArray<Event>))) : locked
  },
  failed: (commandId, failure) => SessionTokenRequestFailed.make({ commandId, ...failureFacts(failure) }),
})

export const sessionCommands = {
  'session.EnsureGuestToken': ensureGuestToken,
} as const
