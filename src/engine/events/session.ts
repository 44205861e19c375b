// Session events. The access and refresh tokens are never part of an event: they live in the
// TokenStore (effects/TokenStore.ts), so an exported log can be attached to a bug report.
import { Schema } from 'effect'
import { ErrorParams } from '../../api/errors'

export const SessionStarted = Schema.TaggedStruct('v1.SessionStarted', {
  consumerNo: Schema.String,
  consumerType: Schema.String,
  tokenType: Schema.Literals(['Guest', 'Registered']),
  /** Epoch ms when the access token expires. */
  expiresAt: Schema.Number,
  /** A basket the server already holds for this shopper, if any. */
  basketId: Schema.NullOr(Schema.String),
})

export const SessionTokenRequestFailed = Schema.TaggedStruct('v1.SessionTokenRequestFailed', {
  commandId: Schema.String,
  code: Schema.String,
  message: Schema.String,
  params: ErrorParams,
  status: Schema.optional(Schema.Number),
})

export const SessionEnded = Schema.TaggedStruct('v1.SessionEnded', {
  reason: Schema.Literals(['signOut', 'invalidCustomer', 'expired']),
})

export const SessionEvent = Schema.Union([SessionStarted, SessionTokenRequestFailed, SessionEnded])
export type SessionEvent = typeof SessionEvent.Type
export type SessionEventType = SessionEvent['_tag']
