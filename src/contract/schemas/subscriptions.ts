// Consumer subscriptions (spec 002 section 3, Profile subscription; calls.tsv consumer
// GET/POST/PUT /consumers-v3/consumer/subscription): newsletter or loyalty newsletter, by e-mail or
// text message. A guest creates one (POST), a signed-in shopper updates theirs (PUT); opting out is a
// PUT with optin false. Dates are YYYY-MM-DD. One service serves two callers with two bodies
// (server/commerce/subscriptions.ts): the content blocks' newsletter and SMS forms send one
// subscription as the spec draws it; the account page sends its changes as a list.
import { Schema } from 'effect'
import { Text } from './common'

export const SUBSCRIPTION_TYPES = ['Newsletter', 'LoyaltyNewsletter'] as const
export const SUBSCRIPTION_CHANNELS = ['email', 'sms'] as const

export const SubscriptionType = Schema.Literals(SUBSCRIPTION_TYPES)
export const SubscriptionChannel = Schema.Literals(SUBSCRIPTION_CHANNELS)

const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/))

/** One subscription, as the service keeps it and as the content blocks send it. */
export const Subscription = Schema.Struct({
  type: SubscriptionType,
  channel: SubscriptionChannel,
  optin: Schema.Boolean,
  doubleOptin: Schema.optional(Schema.Boolean),
  /** The e-mail address, or the phone number in international form (+ and digits). */
  recipient: Schema.String.check(Schema.isMinLength(3), Schema.isMaxLength(254)),
  category: Schema.Literal('subscription'),
  country: Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/)),
  region: Schema.String.check(Schema.isPattern(/^[A-Za-z-]{2,20}$/)),
  optinDate: Schema.optional(IsoDate),
  optoutDate: Schema.optional(IsoDate),
})
export type Subscription = typeof Subscription.Type

/**
 * The account page's changes (POST for a guest, PUT for a member). The recipient defaults to the
 * profile's e-mail or phone; an SMS recipient is normalised with `phoneCountry`. When the caller opts
 * in with a new recipient, their other one of that type and channel is opted out first (spec 002
 * section 4). Country, region and the dates come from the site and the server.
 */
export const SubscriptionRequest = Schema.Struct({
  subscriptions: Schema.Array(
    Schema.Struct({
      type: SubscriptionType,
      channel: SubscriptionChannel,
      optin: Schema.Boolean,
      recipient: Schema.optional(Text(254)),
      phoneCountry: Schema.optional(Text(2)),
    }),
  ).check(Schema.isMinLength(1), Schema.isMaxLength(4)),
})
export type SubscriptionRequest = typeof SubscriptionRequest.Type

/** The body of POST and PUT: one subscription, or the account page's list of changes. */
export const SubscriptionBody = Schema.Union([Subscription, SubscriptionRequest])
export type SubscriptionBody = typeof SubscriptionBody.Type

/** POST and PUT answer the subscription changed (the last, for a list) and all of the caller's. */
export const SubscriptionResponse = Schema.Struct({ subscription: Subscription, subscriptions: Schema.Array(Subscription) })
export type SubscriptionResponse = typeof SubscriptionResponse.Type

export const SubscriptionsResponse = Schema.Struct({ subscriptions: Schema.Array(Subscription) })
export type SubscriptionsResponse = typeof SubscriptionsResponse.Type
