// Session commands: the guest token exchange. The token goes to the TokenStore; the log only
// records that a session started (consumer number, token type, expiry). The exchange runs under a
// lock shared by the browser's tabs (Locks), checking the stored token again once it holds it: two
// tabs (or a tab's start-up and its outbox) needing a token at once make one guest, not two. A token
// the server refused (its session ended) is replaced by a new guest's; the engine then carries the
// device's cart over to that guest (recovery/executors.ts).
import { Effect, Schema } from 'effect'
import { siteIdOf } from '../../contract/site/sites'
import { failureFacts } from '../events/failure'
import { SessionStarted, SessionTokenRequestFailed, type SessionEvent } from '../events/session'
import { EngineClock } from '../effects/Clock'
import { Locks, type LockMode } from '../effects/Locks'
import { TokenStore } from '../effects/TokenStore'
import { isTransient } from '../recovery/policy'
import { call } from './call'
import { defineCommand, type CommandContext } from './command'

/** The lock the guest token exchange holds (one per site, across the browser's tabs). */
export const tokenLockName = (siteId: string): string => `summit-engine-token-${siteId}`

/** A token is renewed when it has less than this left. */
export const TOKEN_RENEW_MARGIN_MS = 60_000

export const EnsureGuestToken = Schema.TaggedStruct('session.EnsureGuestToken', {
  /** Ask for a new token even if the stored one is still valid. */
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

/** The guest token exchange itself, when the stored token will not do (call it holding the session lock). */
export const guestTokenExchange = (command: EnsureGuestToken, ctx: CommandContext) =>
  Effect.gen(function* () {
    const tokens = yield* TokenStore
    const clock = yield* EngineClock
    const current = yield* tokens.get
    const now = yield* clock.now
    // Refused: still the token of the session the server ended (one stored without its shopper is taken to be).
    const refused = command.replacing !== undefined && current !== undefined && (current.consumerNo === undefined || current.consumerNo === command.replacing)
    if (!command.force && !refused && current && current.expiresAt - TOKEN_RENEW_MARGIN_MS > now) return []
    const response = yield* call('token', { site: ctx.site, body: { type: 'Guest' }, idempotencyKey: ctx.idempotencyKey })
    const issuedAt = yield* clock.now
    const expiresAt = issuedAt + response.expiresIn * 1000
    yield* tokens.set({ accessToken: response.accessToken, refreshToken: response.refreshToken, tokenType: response.tokenType, expiresAt, consumerNo: response.consumerNo })
    return [
      SessionStarted.make({
        consumerNo: response.consumerNo,
        consumerType: response.consumerType,
        tokenType: response.tokenType,
        expiresAt,
        basketId: response.basketId,
      }),
    ] as ReadonlyArray<SessionEvent>
  })

/** Runs `effect` holding the browser's token lock of the site (one token exchange at a time, across tabs). */
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

export const ensureGuestToken = defineCommand<EnsureGuestToken, SessionEvent>({
  aggregate: 'session',
  schema: EnsureGuestToken,
  handle: (command, ctx) => {
    const locked = withTokenLock(ctx, guestTokenExchange(command, ctx))
    return command.background ? locked.pipe(Effect.catchIf((error) => isTransient(error, { aggregate: 'session' }), () => Effect.succeed([]))) : locked
  },
  failed: (commandId, failure) =>
    SessionTokenRequestFailed.make({ commandId, ...failureFacts(failure) }),
})

export const sessionCommands = {
  'session.EnsureGuestToken': ensureGuestToken,
} as const
