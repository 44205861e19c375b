// Sign-in, sign-out, the signed-in shopper's profile and saved cards (spec 001 section 7,
// Authentication and Consumer; spec 000 sections 4 and 6). The first slice of identity (ROADMAP
// item 1): enough for a registered shopper to sign in with PKCE, keep their cart, see their saved
// cards and default address at checkout, and sign out. Passwords, PKCE verifiers and captcha answers
// are Secret: the engine never logs them.
import { Schema } from 'effect'
import { Secret } from '../secret'
import { Address } from './cart'

// ---- sign-in and sign-out ----------------------------------------------------------------------

/**
 * POST /consumers-v3/auth/signin. `codeChallenge` is base64url(SHA-256(verifier)) of a 32-byte random
 * verifier the storefront keeps until the token exchange. Errors: AUT401 wrong e-mail or password,
 * AUT426 one attempt left, AUT423 locked (after 5 failures in a row), AUT453 invalid e-mail format,
 * AUT403 captcha refused (only when the captcha feature is on).
 */
export const SignInRequest = Schema.Struct({
  username: Schema.String,
  password: Secret,
  codeChallenge: Schema.String,
  recaptcha_response: Schema.optional(Secret),
})
export const SignInResponse = Schema.Struct({
  /** Single use, valid for 60 s, bound to the code challenge. */
  authorizationCode: Schema.String,
})
export type SignInResponse = typeof SignInResponse.Type

/** POST /consumers-v3/consumer/auth/signout (with the registered bearer): revokes the access and refresh tokens. */
export const SignOutRequest = Schema.Struct({ refreshToken: Schema.NullOr(Schema.String) })

// ---- profile -----------------------------------------------------------------------------------

export const LoyaltyStatus = Schema.Literals(['none', 'unconfirmed', 'member'])

export const ConsumerDetails = Schema.Struct({
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  /** International form, e.g. +447700900123. */
  phone: Schema.optional(Schema.String),
  /** ISO YYYY-MM-DD (the forms write it in the locale's format). */
  birthDate: Schema.optional(Schema.String),
  postalCode: Schema.optional(Schema.String),
  gender: Schema.optional(Schema.String),
  /**
   * Roles (spec 000 sections 3 and 6; docs/decisions/0030): an employee's spend towards the annual
   * cap of the employee discount, an athlete's annual credit and what was spent of it, and the
   * professional programmes the shopper belongs to. Amounts are decimals in the site's currency.
   */
  employee: Schema.optional(Schema.Struct({ currentSpend: Schema.Number, annualCap: Schema.Number })),
  athlete: Schema.optional(Schema.Struct({ currentSpend: Schema.Number, annualCredit: Schema.Number })),
  identities: Schema.optional(Schema.Array(Schema.Struct({ type: Schema.Literals(['WRANX', 'IPA']) }))),
})
export type ConsumerDetails = typeof ConsumerDetails.Type
export type ProgrammeIdentity = NonNullable<ConsumerDetails['identities']>[number]['type']

/** Interests pipe-separated (`hiking|climbing`, spec 000 section 9) and the preferred shoe size. */
export const Preferences = Schema.Struct({
  interests: Schema.String,
  preferredShoeSize: Schema.optional(Schema.String),
})
export type Preferences = typeof Preferences.Type

/**
 * GET /consumers-v3/consumer?includeLoyaltySummary=true (registered token only; AUT404 for a guest).
 * Addresses carry `id`, `approachType` (S shipping, B billing) and `main` (at most one per type).
 */
export const ConsumerProfile = Schema.Struct({
  consumerNo: Schema.String,
  consumerType: Schema.String,
  consumerDetails: ConsumerDetails,
  addresses: Schema.Array(Address),
  loyaltySummary: Schema.optional(Schema.Struct({ status: LoyaltyStatus, points: Schema.Number })),
  preferences: Schema.optional(Preferences),
  isLoyaltyMember: Schema.optional(Schema.Boolean),
  /** ISO date the shopper joined the loyalty programme. */
  loyaltyOptInDate: Schema.optional(Schema.NullOr(Schema.String)),
  /** An EMPLOYEE's acceptance of the employee discount terms (as the token response's field of that name). */
  isEmployeeDiscountTCAccepted: Schema.optional(Schema.Boolean),
})
export type ConsumerProfile = typeof ConsumerProfile.Type

export const ConsumerGetQuery = Schema.Struct({ includeLoyaltySummary: Schema.optional(Schema.String) })

// ---- saved cards -------------------------------------------------------------------------------

/** A card saved at the payment provider for a registered shopper: never a number, only its brand, BIN and last four. */
export const SavedCard = Schema.Struct({
  paymentInstrumentId: Schema.String,
  payment_method_id: Schema.Literal('CREDIT_CARD'),
  brand: Schema.String,
  bin: Schema.String,
  last4: Schema.String,
  /** e.g. "VISA **** 1111". */
  maskedNumber: Schema.String,
  holderName: Schema.String,
  expiryMonth: Schema.Number,
  expiryYear: Schema.Number,
  /** The main card (at most one): express checkout pays with it. */
  main: Schema.Boolean,
  /** Past its expiry month: listed, but cannot pay (FE309). */
  expired: Schema.Boolean,
})
export type SavedCard = typeof SavedCard.Type

/** GET /consumers-v3/consumer/payment_instruments?payment_method_id=CREDIT_CARD */
export const PaymentInstrumentsQuery = Schema.Struct({ payment_method_id: Schema.Literals(['CREDIT_CARD', 'REWARD_CODE', 'REWARD_CARD']) })
export const SavedCardsResponse = Schema.Struct({ paymentInstruments: Schema.Array(SavedCard) })
export type SavedCardsResponse = typeof SavedCardsResponse.Type

/**
 * POST /consumers-v3/consumer/payment_instruments: saves the card behind a single-use provider token
 * (the token is used up). The first card becomes main; `main: true` makes this one main. PYT300 when
 * the shopper already saved that card (same BIN, last four and expiry); AUT403 when the captcha
 * feature is on and the answer is refused. Answers the saved card.
 */
export const SaveCardRequest = Schema.Struct({
  cardToken: Schema.String,
  main: Schema.optional(Schema.Boolean),
  recaptcha_response: Schema.optional(Secret),
})

/** PATCH /consumers-v3/consumer/payment_instruments/{paymentInstrumentId}: make it main. Answers the list. */
export const UpdateSavedCardRequest = Schema.Struct({ main: Schema.Literal(true) })
