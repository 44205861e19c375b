// Session events. The access and refresh tokens are never part of an event: they live in the
// TokenStore (effects/TokenStore.ts), so an exported log can be attached to a bug report.
import { Schema } from 'effect'
import { ErrorParams } from '../../api/errors'
import { CommandFailureFields, CommandFailureFieldsV1, FailureFactFields } from './failure'
import { ConsumerProfile, SavedCard } from '../../contract/schemas/account'
import { InStoreSalesInfo, PriceAdjustmentReason, PriceAdjustmentType, StoreEmployee, UtilityStore } from '../../contract/schemas/associates'
import { LoyaltyVouchersResponse } from '../../contract/schemas/checkout'
import { Subscription, WelcomePromoResponse } from '../../contract/schemas/profile'

export const SessionStarted = Schema.TaggedStruct('v1.SessionStarted', {
  consumerNo: Schema.String,
  consumerType: Schema.String,
  /** Agent: a store associate's in-store session (issue 15). */
  tokenType: Schema.Literals(['Guest', 'Registered', 'Agent']),
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

/**
 * Signed out while the server could not be told (offline): the device forgot the shopper, and the
 * session's cookie is ended first thing when the network returns (session.EnsureGuestToken).
 */
export const SignOutPending = Schema.TaggedStruct('v1.SignOutPending', {})

/** The e-mail the shopper typed has an account (sign in next) or not (sign up next). The e-mail itself is not recorded. */
export const AccountLookedUp = Schema.TaggedStruct('v1.AccountLookedUp', { registered: Schema.Boolean })

/** A reset link was asked for (the service answers alike whether or not the e-mail has an account). */
export const PasswordResetRequested = Schema.TaggedStruct('v1.PasswordResetRequested', {})

/** A new password was set, through the e-mailed link (`reset`) or from the account (`change`). */
export const PasswordChanged = Schema.TaggedStruct('v1.PasswordChanged', { via: Schema.Literals(['reset', 'change']) })

/** A guest's profile without an account (newsletter, loyalty with an e-mail only). The e-mail is not recorded. */
export const GuestProfileCreated = Schema.TaggedStruct('v1.GuestProfileCreated', { loyalty: Schema.Boolean, newsletter: Schema.Boolean })

/** The shopper's newsletter and SMS subscriptions as the server holds them (personal data: removed on sign-out). */
export const SubscriptionsReceived = Schema.TaggedStruct('v1.SubscriptionsReceived', { subscriptions: Schema.Array(Subscription) })

/** The loyalty summary of the account page: vouchers the points reach and the welcome promotion (null where the shopper is not a member). */
export const LoyaltyReceived = Schema.TaggedStruct('v1.LoyaltyReceived', {
  vouchers: Schema.NullOr(LoyaltyVouchersResponse),
  welcome: Schema.NullOr(WelcomePromoResponse),
})

/**
 * A store associate (an Agent session, issue 15) chose the store and the employee they work as: the
 * store session of spec 000 section 3, which every order of the session carries (inStoreSalesInfo).
 */
export const AssociateStoreChosen = Schema.TaggedStruct('v1.AssociateStoreChosen', InStoreSalesInfo.fields)

/**
 * An associate's price adjustment the server confirmed (the cart itself arrives as its snapshot):
 * who (the employee of the store session) did what to which line, so a replayed log shows it.
 */
export const PriceAdjustmentRecorded = Schema.TaggedStruct('v1.PriceAdjustmentRecorded', {
  action: Schema.Literals(['add', 'change', 'remove']),
  adjustmentId: Schema.String,
  itemId: Schema.String,
  type: Schema.optional(PriceAdjustmentType),
  value: Schema.optional(Schema.Number),
  reason: Schema.optional(PriceAdjustmentReason),
  storeId: Schema.String,
  storeEmployeeId: Schema.String,
})

/**
 * A size an associate held in a store for a shopper (reserveWithItem), as the server confirmed it:
 * which associate (the employee of the store session) reserved what, where, until when. The
 * shopper's name stays out of the log: the reservation's reference finds it on the server.
 */
export const StoreReservationMade = Schema.TaggedStruct('v1.StoreReservationMade', {
  reservationId: Schema.String,
  storeId: Schema.String,
  sku: Schema.String,
  qty: Schema.Number,
  expiresAt: Schema.String,
  /** The store session the associate works in, and who they work as. */
  associateStoreId: Schema.String,
  storeEmployeeId: Schema.String,
})

/** The stores an associate may work in (utilities stores call), for choosing the store session. */
export const AssociateStoresListed = Schema.TaggedStruct('v1.AssociateStoresListed', { stores: Schema.Array(UtilityStore) })

/** A store's employees (utilities employees call), for choosing who the associate works as. */
export const AssociateEmployeesListed = Schema.TaggedStruct('v1.AssociateEmployeesListed', { storeId: Schema.String, employees: Schema.Array(StoreEmployee) })

export const SessionEvent = Schema.Union([
  SessionStarted,
  SessionTokenRequestFailed,
  SessionEnded,
  BotProtectionChallenged,
  ProfileReceived,
  SavedCardsReceived,
  AccountCommandFailed,
  SignOutPending,
  AccountLookedUp,
  PasswordResetRequested,
  PasswordChanged,
  GuestProfileCreated,
  SubscriptionsReceived,
  LoyaltyReceived,
  SubscriptionSaved,
  AssociateStoreChosen,
  PriceAdjustmentRecorded,
  StoreReservationMade,
  AssociateStoresListed,
  AssociateEmployeesListed,
])
export type SessionEvent = typeof SessionEvent.Type
export type SessionEventType = SessionEvent['_tag']
