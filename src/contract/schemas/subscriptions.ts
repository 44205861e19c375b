// Consumer subscriptions (spec 002 section 3, Profile subscription; calls.tsv consumer
// GET/POST/PUT /consumers-v3/consumer/subscription): newsletter or loyalty newsletter, by e-mail or
// text message. A guest creates one (POST), a signed-in shopper updates theirs (PUT); opting out is a
// PUT with optin false. Dates are YYYY-MM-DD from server time.
import { Schema } from 'effect'

export const SUBSCRIPTION_TYPES = ['Newsletter', 'LoyaltyNewsletter'] as const
export const SUBSCRIPTION_CHANNELS = ['email', 'sms'] as const

const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/))

export const Subscription = Schema.Struct({
  type: Schema.Literals(SUBSCRIPTION_TYPES),
  channel: Schema.Literals(SUBSCRIPTION_CHANNELS),
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

export const SubscriptionResponse = Schema.Struct({ subscription: Subscription })
export type SubscriptionResponse = typeof SubscriptionResponse.Type

export const SubscriptionsResponse = Schema.Struct({ subscriptions: Schema.Array(Subscription) })
export type SubscriptionsResponse = typeof SubscriptionsResponse.Type
