// Session events. The access and refresh tokens are never part of an event: they live in the
// TokenStore (effects/TokenStore.ts), so an exported log can be attached to a bug report.
import { Schema } from 'effect'
import { ErrorParams } from '../../api/errors'
import { CommandFailureFields, CommandFailureFieldsV1, FailureFactFields } from './failure'
import { ConsumerProfile, SavedCard } from '../../contract/schemas/account'

export const SessionStarted = Schema.TaggedStruct('v1.SessionStarted', {
  consumerNo: Schema.String,
  consumerType: Schema.String,
  tokenType: Schema.Literals(['Guest', 'Registered']),
  /** Epoch ms when the access token expires. */
  expiresAt: Schema.Number,
  /** A basket the server already holds for this shopper, if any. */
  basketId: Schema.NullOr(Schema.String),
})

/** v1 (superseded): held the message, localized in the shopper's language. Upcast by ./engineEvents.ts. */
export const SessionTokenRequestFailedV1 = Schema.TaggedStruct('v1.SessionTokenRequestFailed', {
  commandId: Schema.String,
  code: Schema.String,
  message: Schema.String,
  params: ErrorParams,
  status: Schema.optional(Schema.Number),
})

/** The guest token could not be had: the failure's facts (./failure.ts), localized at render. */
export const SessionTokenRequestFailed = Schema.TaggedStruct('v2.SessionTokenRequestFailed', {
  commandId: Schema.String,
  ...FailureFactFields,
})

export const SessionEnded = Schema.TaggedStruct('v1.SessionEnded', {
  reason: Schema.Literals(['signOut', 'invalidCustomer', 'expired']),
})

/**
 * A call answered 403 with an appId: the bot-protection layer wants a challenge (spec 001 section 8).
 * Only what the challenge needs: the app id, the URL (request context, never a token), status,
 * correlation id and the call; never the raw response body.
 */
export const BotProtectionChallenged = Schema.TaggedStruct('v1.BotProtectionChallenged', {
  call: Schema.String,
  url: Schema.String,
  appId: Schema.String,
  status: Schema.Number,
  correlationId: Schema.String,
})

/** The signed-in shopper's profile: details, addresses, loyalty summary (personal data: removed on sign-out). */
export const ProfileReceived = Schema.TaggedStruct('v1.ProfileReceived', { profile: ConsumerProfile })

/** The signed-in shopper's saved cards as the server listed them (brand and last four only). */
export const SavedCardsReceived = Schema.TaggedStruct('v1.SavedCardsReceived', { cards: Schema.Array(SavedCard) })

/**
 * A subscription (newsletter or text messages) the server saved for this shopper: which channel and
 * type, to which recipient, opted in or out. Personal data: the whole log goes at sign-out.
 */
export const SubscriptionSaved = Schema.TaggedStruct('v1.SubscriptionSaved', {
  type: Schema.Literals(['Newsletter', 'LoyaltyNewsletter']),
  channel: Schema.Literals(['email', 'sms']),
  recipient: Schema.String,
  optin: Schema.Boolean,
})

/**
 * A sign-in, sign-out or account command failed for good (AUT401 wrong e-mail or password, AUT423
 * locked, PYT300 card already saved, …); `command` names it so the page shows the error where it belongs.
 */
export const AccountCommandFailed = Schema.TaggedStruct('v2.AccountCommandFailed', CommandFailureFields)

/** v1 (superseded): held the message, localized in the shopper's language. Upcast by ./engineEvents.ts. */
export const AccountCommandFailedV1 = Schema.TaggedStruct('v1.AccountCommandFailed', CommandFailureFieldsV1)

export const SessionEvent = Schema.Union([
  SessionStarted,
  SessionTokenRequestFailed,
  SessionEnded,
  BotProtectionChallenged,
  ProfileReceived,
  SavedCardsReceived,
  AccountCommandFailed,
  SubscriptionSaved,
])
export type SessionEvent = typeof SessionEvent.Type
export type SessionEventType = SessionEvent['_tag']
