// Session commands: having a session on this device (docs/decisions/0024). The storefront's server
// holds the session (its refresh token, in an HttpOnly cookie) and hands this tab a short-lived access
// token, kept in the TokenStore (memory). `session.EnsureGuestToken` asks it for one: the device's
// session renewed (a guest's or a registered shopper's), or a new guest session when there is none.
// The log records only that a session started or ended (consumer number, token type, expiry), never
// a token, and nothing when the session is the one the log already names (a renewal is this tab's
// business). A sign-out the server has not heard of (made offline) is told first.
import { Effect, Schema } from 'effect'
import type { SessionGrant } from '../../contract/schemas/session'
import { failureFacts } from '../events/failure'
import { CartReset, type CartEvent } from '../events/cart'
import { SessionEnded, SessionStarted, SessionTokenRequestFailed, type SessionEvent } from '../events/session'
import { EngineClock } from '../effects/Clock'
import { TokenStore } from '../effects/TokenStore'
import type { EngineState } from '../projections/engineState'
import { call } from './call'
import { defineCommand, type CommandContext } from './command'

/** A token is renewed when it has less than this left. */
export const TOKEN_RENEW_MARGIN_MS = 60_000

export const EnsureGuestToken = Schema.TaggedStruct('session.EnsureGuestToken', {
  /** Ask for a new token even if this tab's is still valid. */
  force: Schema.optional(Schema.Boolean),
})
export type EnsureGuestToken = typeof EnsureGuestToken.Type

type Event = SessionEvent | CartEvent

/**
 * Keeps a grant's access token in this tab's memory and says what the log learns from it: nothing
 * when it is the session the log names; that a session started otherwise, after the end of the
 * shopper's (their cart and profile with it) when the log named someone else.
 */
export const adoptGrant = (grant: SessionGrant, state: EngineState, options: { readonly reason?: 'signIn' } = {}) =>
  Effect.gen(function* () {
    const issuedAt = yield* (yield* EngineClock).now
    const expiresAt = issuedAt + grant.expiresIn * 1000
    yield* (yield* TokenStore).set({ accessToken: grant.accessToken, tokenType: grant.tokenType, expiresAt, consumerNo: grant.consumerNo })
    const session = state.session
    const started = SessionStarted.make({ consumerNo: grant.consumerNo, consumerType: grant.consumerType, tokenType: grant.tokenType, expiresAt, basketId: grant.basketId })
    if (options.reason === 'signIn') return [started] as ReadonlyArray<Event>
    if (session.consumerNo === grant.consumerNo && session.status === (grant.tokenType === 'Registered' ? 'registered' : 'guest')) return [] as ReadonlyArray<Event>
    if (session.consumerNo === null) return [started] as ReadonlyArray<Event>
    // The device's session names another shopper: the log's session ended (ran out, a password reset,
    // another tab signed out); their cart is not this shopper's.
    return [SessionEnded.make({ reason: 'expired' }), CartReset.make({ reason: 'expired' }), started] as ReadonlyArray<Event>
  })

/** Tells the server about a sign-out made offline (its cookie's session ends), when one is pending. */
export const endPendingSignOut = (ctx: CommandContext) =>
  ctx.state.session.signOutPending ? call('sessionEnd', { site: ctx.site, body: {} }).pipe(Effect.asVoid) : Effect.void

export const ensureGuestToken = defineCommand<EnsureGuestToken, Event>({
  aggregate: 'session',
  schema: EnsureGuestToken,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const tokens = yield* TokenStore
      const current = yield* tokens.get
      const now = yield* (yield* EngineClock).now
      const logged = ctx.state.session.consumerNo
      const fresh = current !== undefined && current.expiresAt - TOKEN_RENEW_MARGIN_MS > now && (logged === null || current.consumerNo === logged)
      if (!command.force && fresh) return []
      yield* endPendingSignOut(ctx)
      const grant = yield* call('sessionToken', { site: ctx.site, body: { startGuest: true }, idempotencyKey: ctx.idempotencyKey })
      return yield* adoptGrant(grant, ctx.state)
    }),
  failed: (commandId, failure) => SessionTokenRequestFailed.make({ commandId, ...failureFacts(failure) }),
})

export const sessionCommands = {
  'session.EnsureGuestToken': ensureGuestToken,
} as const
