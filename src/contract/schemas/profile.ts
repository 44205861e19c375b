// The shopper's profile, subscriptions and loyalty enrolment (spec 000 section 3 Profile; spec 002
// section 3, profile subscription and profile payload; spec 001 section 7, Consumer): updating the
// profile (names, e-mail, phone, birth date, postal code, interests, shoe size, loyalty enrolment),
// a guest's profile (newsletter, loyalty or SMS without an account), the newsletter and SMS
// subscriptions, the loyalty token and the welcome promotion.
import { Schema } from 'effect'
import { Text } from './common'
import { ConsumerProfile } from './account'

export const ProfileDetailsInput = Schema.Struct({
  firstName: Schema.optional(Text(60)),
  lastName: Schema.optional(Text(60)),
  email: Schema.optional(Text(254)),
  /** As typed; the service normalises it to international form with `phoneCountry`'s dial code. '' removes it. */
  phone: Schema.optional(Text(40)),
  phoneCountry: Schema.optional(Text(2)),
  /** ISO YYYY-MM-DD; '' removes it. */
  birthDate: Schema.optional(Text(10)),
  postalCode: Schema.optional(Text(20)),
  gender: Schema.optional(Text(20)),
})

export const PreferencesInput = Schema.Struct({
  /** Pipe-separated, at most 20 interests. */
  interests: Schema.optional(Text(500)),
  preferredShoeSize: Schema.optional(Text(8)),
})

/** `type: Loyalty` with `optin`: joining (or leaving) the loyalty programme. */
export const Enrollment = Schema.Struct({
  type: Schema.Literal('Loyalty'),
  optin: Schema.Boolean,
  doubleOptin: Schema.optional(Schema.Boolean),
  country: Schema.optional(Text(2)),
})

/**
 * PUT /consumers-v3/consumer (registered): changes what it names and answers the whole profile.
 * AUT439 the e-mail belongs to another account, AUT442 the phone does, AUT453 invalid e-mail,
 * PRO410 too young (under 16), PRO411 a loyalty enrolment without a birth date, PRO412 a field the
 * rules refuse (its name in `params.field`).
 */
export const ConsumerUpdateRequest = Schema.Struct({
  consumerProfile: Schema.Struct({
    consumerDetails: Schema.optional(ProfileDetailsInput),
    preferences: Schema.optional(PreferencesInput),
    enrollments: Schema.optional(Schema.Array(Enrollment).check(Schema.isMaxLength(2))),
    /** An EMPLOYEE accepts the employee discount terms (docs/decisions/0030); only `true`, once is enough. */
    isEmployeeDiscountTCAccepted: Schema.optional(Schema.Literal(true)),
  }),
})
export type ConsumerUpdateRequest = typeof ConsumerUpdateRequest.Type
export const ConsumerUpdateResponse = ConsumerProfile

/**
 * POST /consumers-v3/consumer (a guest's bearer): a profile without an account, for a guest who joins
 * the newsletter or the loyalty programme with an e-mail only (spec 002: createProfile returns the
 * consumer id). A registered caller has a profile already: 409 PRO400.
 */
export const ConsumerCreateRequest = Schema.Struct({
  consumerProfile: Schema.Struct({
    consumerDetails: Schema.Struct({
      email: Text(254),
      firstName: Schema.optional(Text(60)),
      lastName: Schema.optional(Text(60)),
      birthDate: Schema.optional(Text(10)),
      postalCode: Schema.optional(Text(20)),
    }),
    enrollments: Schema.optional(Schema.Array(Enrollment).check(Schema.isMaxLength(2))),
    preferences: Schema.optional(PreferencesInput),
    newsletterOptIn: Schema.optional(Schema.Boolean),
  }),
})
export const ConsumerCreateResponse = Schema.Struct({ consumerId: Schema.String })

// ---- subscriptions -----------------------------------------------------------------------------

// One home for the subscription schemas, the account's and the content blocks' alike.
export { Subscription, SubscriptionChannel, SubscriptionRequest, SubscriptionType, SubscriptionsResponse } from './subscriptions'

// ---- loyalty -----------------------------------------------------------------------------------

/**
 * POST /consumers-v3/consumer/loyalty/token { usid }: a short-lived signed token naming the member,
 * for the loyalty programme's own pages and the member card shown in store. REW401 a guest, REW130
 * not a member, REW135 not confirmed.
 */
export const LoyaltyTokenRequest = Schema.Struct({ usid: Schema.optional(Text(128)) })
export const LoyaltyTokenResponse = Schema.Struct({ loyaltyToken: Schema.String, memberId: Schema.String, expiresIn: Schema.Number })
export type LoyaltyTokenResponse = typeof LoyaltyTokenResponse.Type

/**
 * GET /consumers-v3/consumer/loyalty/promo/welcome: the welcome promotion of a new member, the
 * seeded WELCOME10 code (10 % off an order): `available` until an order redeemed it, `redeemed`
 * after, `notEligible` for a shopper who is not a confirmed member. REW401 a guest.
 */
export const WelcomePromoResponse = Schema.Struct({
  status: Schema.Literals(['available', 'redeemed', 'notEligible']),
  couponCode: Schema.NullOr(Schema.String),
})
export type WelcomePromoResponse = typeof WelcomePromoResponse.Type
