// Checkout events: what the shopper submitted (never card data: that goes to the payment provider
// only) and what the server answered about addresses, payment and the order. Cart changes made by
// checkout calls are recorded as the cart's own `v1.CartSnapshotReceived`. Events of placing an
// order and of payment are written with strict durability (./engineEvents.ts), so an order the
// shopper was told about is on disk before the confirmation shows.
import { Schema } from 'effect'
import { Cart } from '../../contract/schemas/cart'
import { AddressValidationResponse, GiftCardBalanceResponse, LoyaltyVouchersResponse, Order, PaymentSessionResponse } from '../../contract/schemas/checkout'
import { CommandFailureFields, CommandFailureFieldsV1 } from './failure'

const strict = { durability: 'strict' } as const

/** The server placed the order (after payment, and 3-D Secure when asked); `cart` is the shopper's fresh cart. */
export const OrderPlaced = Schema.TaggedStruct('v1.OrderPlaced', {
  order: Order,
  cart: Schema.NullOr(Cart),
}).annotate(strict)

/** The card asks for 3-D Secure (flash PaymentNotAuthorized): the challenge opens at `challengeUrl`. */
export const OrderAuthenticationRequired = Schema.TaggedStruct('v1.OrderAuthenticationRequired', {
  order: Order,
  challengeUrl: Schema.String,
}).annotate(strict)

/** The 3-D Secure challenge failed: the order is void, checkout goes back to billing with a fresh cart. */
export const OrderAuthenticationFailed = Schema.TaggedStruct('v1.OrderAuthenticationFailed', {
  order: Order,
  cart: Schema.NullOr(Cart),
}).annotate(strict)

/** A Klarna payment session was opened for the remaining amount (its approval page is the provider's). */
export const KlarnaSessionOpened = Schema.TaggedStruct('v1.KlarnaSessionOpened', {
  session: PaymentSessionResponse,
})

/** The shopper approved or cancelled the Klarna session on the provider's page. */
export const KlarnaSessionAnswered = Schema.TaggedStruct('v1.KlarnaSessionAnswered', {
  sessionId: Schema.String,
  status: Schema.Literals(['approved', 'cancelled']),
})

/** A gift card's balance, as checked (masked number only). */
export const GiftCardBalanceChecked = Schema.TaggedStruct('v1.GiftCardBalanceChecked', {
  balance: GiftCardBalanceResponse,
})

/** The server's check of a shipping address before it is stored (errors per field, the normalised form). */
export const ShippingAddressValidated = Schema.TaggedStruct('v1.ShippingAddressValidated', {
  shippingId: Schema.String,
  result: AddressValidationResponse,
})

/** The server wants a captcha answer first (AUT403 with its challenge): the page opens the challenge, then tries again. */
export const CaptchaRequired = Schema.TaggedStruct('v1.CaptchaRequired', {
  challengeUrl: Schema.String,
})

/** The signed-in member's points and the vouchers they reach (highest first). */
export const LoyaltyVouchersReceived = Schema.TaggedStruct('v1.LoyaltyVouchersReceived', {
  vouchers: LoyaltyVouchersResponse,
})

/** v1 (superseded): held the message shown to the shopper, localized in their language. Upcast by ./engineEvents.ts. */
export const CheckoutCommandFailedV1 = Schema.TaggedStruct('v1.CheckoutCommandFailed', {
  ...CommandFailureFieldsV1,
  flash: Schema.optional(Cart.fields.flash),
})

/** A checkout command failed for good (facts: ./failure.ts); `command` names it so the UI shows the error where it belongs. */
export const CheckoutCommandFailed = Schema.TaggedStruct('v2.CheckoutCommandFailed', {
  ...CommandFailureFields,
  /** Flash notices that came with the failure (ORD430: the cart's out-of-stock and delivery notices). */
  flash: Schema.optional(Cart.fields.flash),
})

/** The checkout's steps whose submit is one command (the summary's is `checkout.PlaceOrder`). */
export const CheckoutStepName = Schema.Literals(['shipping', 'billing'])

/**
 * The shopper submitted a checkout step (recorded at once, before any call): the first fact of the
 * step's story in the log. Its outcome follows under the same command id: `v1.CheckoutStepSettled`,
 * or `v1.CheckoutCommandFailed` naming the step's command when a call failed.
 */
export const CheckoutStepSubmitted = Schema.TaggedStruct('v1.CheckoutStepSubmitted', { step: CheckoutStepName })

/**
 * How a submitted step ended without an error: `succeeded` (every call went through; the shopper goes
 * on), `addressRejected` (the server's address check refused it: the fields show why) or
 * `captchaRequired` (the server asks for a captcha answer first: the page sends the step again with it).
 */
export const CheckoutStepSettled = Schema.TaggedStruct('v1.CheckoutStepSettled', {
  step: CheckoutStepName,
  outcome: Schema.Literals(['succeeded', 'addressRejected', 'captchaRequired']),
})

/** The shopper dismissed a checkout error or notice. */
export const CheckoutErrorCleared = Schema.TaggedStruct('v1.CheckoutErrorCleared', {})

/**
 * Express checkout for a signed-in shopper (spec 000 section 4): the default address was set for
 * delivery and billing, and the order will be paid with this saved card unless the shopper changes it.
 */
export const ExpressCheckoutStarted = Schema.TaggedStruct('v1.ExpressCheckoutStarted', { paymentInstrumentId: Schema.String })

export const CheckoutEvent = Schema.Union([
  OrderPlaced,
  OrderAuthenticationRequired,
  OrderAuthenticationFailed,
  KlarnaSessionOpened,
  KlarnaSessionAnswered,
  GiftCardBalanceChecked,
  ShippingAddressValidated,
  CaptchaRequired,
  LoyaltyVouchersReceived,
  CheckoutCommandFailed,
  CheckoutErrorCleared,
  ExpressCheckoutStarted,
  CheckoutStepSubmitted,
  CheckoutStepSettled,
])
export type CheckoutEvent = typeof CheckoutEvent.Type
export type CheckoutEventType = CheckoutEvent['_tag']
