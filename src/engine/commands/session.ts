// Session commands: the guest token exchange. The token goes to the TokenStore; the log only
// records that a session started (consumer number, token type, expiry).
import { Effect, Schema } from 'effect'
import { failureFacts } from '../events/failure'
import { SessionStarted, SessionTokenRequestFailed, type SessionEvent } from '../events/session'
import { EngineClock } from '../effects/Clock'
import { TokenStore } from '../effects/TokenStore'
import { call } from './call'
import { defineCommand } from './command'

/** A token is renewed when it has less than this left. */
export const TOKEN_RENEW_MARGIN_MS = 60_000

export const EnsureGuestToken = Schema.TaggedStruct('session.EnsureGuestToken', {
  /** Ask for a new token even if the stored one is still valid. */
  force: Schema.optional(Schema.Boolean),
})
export type EnsureGuestToken = typeof EnsureGuestToken.Type

export const ensureGuestToken = defineCommand<EnsureGuestToken, SessionEvent>({
  aggregate: 'session',
  schema: EnsureGuestToken,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const tokens = yield* TokenStore
      const clock = yield* EngineClock
      const current = yield* tokens.get
      const now = yield* clock.now
      if (!command.force && current && current.expiresAt - TOKEN_RENEW_MARGIN_MS > now) return []
      const response = yield* call('token', { site: ctx.site, body: { type: 'Guest' }, idempotencyKey: ctx.idempotencyKey })
      const issuedAt = yield* clock.now
      const expiresAt = issuedAt + response.expiresIn * 1000
      yield* tokens.set({ accessToken: response.accessToken, refreshToken: response.refreshToken, tokenType: response.tokenType, expiresAt })
      return [
        SessionStarted.make({
          consumerNo: response.consumerNo,
          consumerType: response.consumerType,
          tokenType: response.tokenType,
          expiresAt,
          basketId: response.basketId,
        }),
      ]
    }),
  failed: (commandId, failure) =>
    SessionTokenRequestFailed.make({ commandId, ...failureFacts(failure) }),
})

export const sessionCommands = {
  'session.EnsureGuestToken': ensureGuestToken,
} as const
