// Checkout commands: coupons, delivery (address, method, gift option), billing, gift cards, Klarna
// and placing the order with card (3-D Secure when the issuer asks) or Klarna. They run on the cart's
// stream, so they are ordered with the shopper's cart changes, and none of them is queueable: each
// needs the server's answer before the shopper can go on, and placing an order is never queued
// (a queued order is never shown as placed). Card data is a Secret: it goes to the payment provider
// only (tokenize), never into the log, and the order is placed with the provider's token.
import { Effect, Schema } from 'effect'
import type { SavedCard } from '../../contract/schemas/account'
import { placementOf, type ErrorCode } from '../../contract/errorCatalogue'
import { ApiError, type ClientError } from '../../api/errors'
import { Address, GiftOption, type Cart } from '../../contract/schemas/cart'
import { ThreeDS2Result, type OrderResponse } from '../../contract/schemas/checkout'
import {
  CheckoutCommandFailed,
  GiftCardBalanceChecked,
  LoyaltyVouchersReceived,
  ShippingAddressValidated,
  CaptchaRequired,
  KlarnaSessionAnswered,
  KlarnaSessionOpened,
  OrderAuthenticationFailed,
  OrderAuthenticationRequired,
  OrderPlaced,
  CheckoutErrorCleared,
  ExpressCheckoutStarted,
  type CheckoutEvent,
} from '../events/checkout'
import { CartSnapshotReceived, type CartEvent } from '../events/cart'
import { SavedCardsReceived, type SessionEvent } from '../events/session'
import { Secret } from '../secrets'
import { call } from './call'
import { accessToken, basketIdOf } from './cart'
import { defineCommand, failureFields, type CommandContext, type CommandFailure } from './command'

type Event = CartEvent | CheckoutEvent
/** Commands that also refresh the signed-in shopper's saved cards. */
type AnyEvent = Event | SessionEvent

/** A failure decided before a call, in the catalogue's terms (as if the server had answered it; no server message). */
const missing = (code: ErrorCode, callName: string): ApiError =>
  new ApiError({ code, serverMessage: '', status: 400, params: {}, correlationId: '', placement: placementOf(code), call: callName, method: 'PUT', url: '' })

/** The failure event of a checkout command (the step commands of ./checkoutSteps.ts use it too). */
export const failedAs =
  (command: string) =>
  (commandId: string, failure: CommandFailure): Event =>
    CheckoutCommandFailed.make(failureFields(commandId, command, failure))

/** Common frame of a command that changes the cart: token, basket id, one call, the server's cart. */
const cartCall = <A, R>(ctx: CommandContext, run: (input: { basketId: string; token: string }) => Effect.Effect<A, ClientError, R>) =>
  Effect.gen(function* () {
    const token = yield* accessToken
    const basketId = yield* basketIdOf(ctx.state)
    return yield* run({ basketId, token })
  })

/** A cart call whose answer is the server's cart, recorded as the cart's snapshot. */
const cartChange = <R>(ctx: CommandContext, run: (input: { basketId: string; token: string }) => Effect.Effect<Cart, ClientError, R>) =>
  cartCall(ctx, run).pipe(Effect.map((cart): ReadonlyArray<Event> => [CartSnapshotReceived.make({ cart })]))

// ---- coupons ----------------------------------------------------------------------------------

const CouponCode = Schema.String.check(Schema.isTrimmed(), Schema.isMinLength(1), Schema.isMaxLength(40))

export const ApplyCoupon = Schema.TaggedStruct('checkout.ApplyCoupon', { code: CouponCode })
export type ApplyCoupon = typeof ApplyCoupon.Type
export const RemoveCoupon = Schema.TaggedStruct('checkout.RemoveCoupon', { code: CouponCode })
export type RemoveCoupon = typeof RemoveCoupon.Type

export const applyCoupon = defineCommand<ApplyCoupon, Event>({
  aggregate: 'cart',
  schema: ApplyCoupon,
  handle: (command, ctx) =>
    cartChange(ctx, ({ basketId, token }) =>
      call('cartApplyCoupon', { site: ctx.site, body: { basketId, couponCode: command.code }, accessToken: token, idempotencyKey: ctx.idempotencyKey }),
    ),
  failed: failedAs('checkout.ApplyCoupon'),
})

export const removeCoupon = defineCommand<RemoveCoupon, Event>({
  aggregate: 'cart',
  schema: RemoveCoupon,
  handle: (command, ctx) =>
    cartChange(ctx, ({ basketId, token }) =>
      call('cartRemoveCoupon', { site: ctx.site, body: { basketId, couponCode: command.code }, accessToken: token, idempotencyKey: ctx.idempotencyKey }),
    ),
  failed: failedAs('checkout.RemoveCoupon'),
})

// ---- delivery and billing ----------------------------------------------------------------------

export const SetShippingAddress = Schema.TaggedStruct('checkout.SetShippingAddress', {
  shippingId: Schema.String,
  address: Address,
  email: Schema.String,
  /** The captcha answer, when that feature is on (a Secret: never logged). */
  recaptcha: Schema.optional(Secret),
})
export type SetShippingAddress = typeof SetShippingAddress.Type

/** The server checks a shipping address (POST …/shippingAddress/validation) without storing it. */
export const ValidateShippingAddress = Schema.TaggedStruct('checkout.ValidateShippingAddress', { shippingId: Schema.String, address: Address })
export type ValidateShippingAddress = typeof ValidateShippingAddress.Type

export const SelectShippingMethod = Schema.TaggedStruct('checkout.SelectShippingMethod', { shippingId: Schema.String, code: Schema.String })
export type SelectShippingMethod = typeof SelectShippingMethod.Type

export const SetGiftOption = Schema.TaggedStruct('checkout.SetGiftOption', { itemId: Schema.String, giftOption: GiftOption })
export type SetGiftOption = typeof SetGiftOption.Type

/** Delivery of one line: pickup in a store, ship to a store, home delivery, or a collection point. */
export const ChangeDelivery = Schema.TaggedStruct('checkout.ChangeDelivery', {
  itemId: Schema.String,
  action: Schema.Literals(['pickup', 'sts', 'home', 'pudo']),
  storeId: Schema.optional(Schema.String),
})
export type ChangeDelivery = typeof ChangeDelivery.Type

export const SetBillingAddress = Schema.TaggedStruct('checkout.SetBillingAddress', { address: Address })
export type SetBillingAddress = typeof SetBillingAddress.Type

export const setShippingAddress = defineCommand<SetShippingAddress, Event>({
  aggregate: 'cart',
  schema: SetShippingAddress,
  handle: (command, ctx) =>
    cartChange(ctx, ({ basketId, token }) =>
      call('cartAddShippingAddress', {
        site: ctx.site,
        path: { basketId },
        body: {
          shippingId: command.shippingId,
          address: command.address,
          email: command.email,
          ...(command.recaptcha === undefined ? {} : { recaptcha_response: command.recaptcha }),
        },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      }),
    ).pipe(
      // The captcha feature is on and no (or a wrong) answer came: not a failure to report but a
      // challenge to open; the page tries again with its answer.
      Effect.catchIf(
        (error): error is ApiError => error._tag === 'ApiError' && error.code === 'AUT403' && typeof error.params.challengeUrl === 'string',
        (error) => Effect.succeed([CaptchaRequired.make({ challengeUrl: String(error.params.challengeUrl) })]),
      ),
    ),
  failed: failedAs('checkout.SetShippingAddress'),
})

export const validateShippingAddress = defineCommand<ValidateShippingAddress, Event>({
  aggregate: 'cart',
  schema: ValidateShippingAddress,
  handle: (command, ctx) =>
    cartCall(ctx, ({ basketId, token }) =>
      call('cartValidateShippingAddress', { site: ctx.site, path: { basketId }, body: { address: command.address }, accessToken: token, idempotencyKey: ctx.idempotencyKey }),
    ).pipe(Effect.map((result) => [ShippingAddressValidated.make({ shippingId: command.shippingId, result })])),
  failed: failedAs('checkout.ValidateShippingAddress'),
})

export const selectShippingMethod = defineCommand<SelectShippingMethod, Event>({
  aggregate: 'cart',
  schema: SelectShippingMethod,
  handle: (command, ctx) =>
    cartChange(ctx, ({ basketId, token }) =>
      call('cartSetShippingMethod', {
        site: ctx.site,
        body: { cartId: basketId, code: command.code, shippingId: command.shippingId, shopperAppliedSM: true },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      }),
    ),
  failed: failedAs('checkout.SelectShippingMethod'),
})

export const setGiftOption = defineCommand<SetGiftOption, Event>({
  aggregate: 'cart',
  schema: SetGiftOption,
  handle: (command, ctx) =>
    cartChange(ctx, ({ basketId, token }) =>
      call('cartUpdateItem', {
        site: ctx.site,
        path: { basketId },
        body: { itemId: command.itemId, giftOption: command.giftOption },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      }),
    ),
  failed: failedAs('checkout.SetGiftOption'),
})

export const changeDelivery = defineCommand<ChangeDelivery, Event>({
  aggregate: 'cart',
  schema: ChangeDelivery,
  handle: (command, ctx) =>
    cartChange(ctx, ({ basketId, token }) =>
      call('cartUpdateItem', {
        site: ctx.site,
        path: { basketId },
        body: { itemId: command.itemId, action: command.action, ...(command.storeId === undefined ? {} : { favStoreId: command.storeId }) },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      }),
    ),
  failed: failedAs('checkout.ChangeDelivery'),
})

export const setBillingAddress = defineCommand<SetBillingAddress, Event>({
  aggregate: 'cart',
  schema: SetBillingAddress,
  handle: (command, ctx) =>
    cartChange(ctx, ({ basketId, token }) =>
      call('cartAddBillingAddress', { site: ctx.site, path: { basketId }, body: { address: command.address }, accessToken: token, idempotencyKey: ctx.idempotencyKey }),
    ),
  failed: failedAs('checkout.SetBillingAddress'),
})

// ---- express checkout --------------------------------------------------------------------------

/**
 * Express checkout for a signed-in shopper (spec 000 section 4): deliver to this saved address, bill
 * to the main billing address (or the same one), pay with this saved card. The page chooses them (the
 * main address if the site ships there, the main card unless expired); the log records only the ids.
 */
export const StartExpress = Schema.TaggedStruct('checkout.StartExpress', { addressId: Schema.String, paymentInstrumentId: Schema.String })
export type StartExpress = typeof StartExpress.Type

const asCartAddress = (address: Address, approachType: 'S' | 'B'): Address => {
  const { id: _id, main: _main, ...rest } = address
  return { ...rest, approachType }
}

export const startExpress = defineCommand<StartExpress, Event>({
  aggregate: 'cart',
  schema: StartExpress,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const { profile, savedCards } = ctx.state.session
      const home = ctx.state.cart.server?.shippingMethods?.find((s) => s.deliveryType === 'home')
      const shipping = profile?.addresses.find((a) => a.id === command.addressId && a.approachType !== 'B')
      const card = savedCards?.find((c) => c.paymentInstrumentId === command.paymentInstrumentId && !c.expired)
      // Nothing to do (the profile changed meanwhile): the shopper goes through the steps instead.
      if (!profile || !home || !shipping || !card) return []
      const billing = profile.addresses.find((a) => a.approachType === 'B' && a.main) ?? shipping
      const shipped = yield* cartChange(ctx, ({ basketId, token }) =>
        call('cartAddShippingAddress', {
          site: ctx.site,
          path: { basketId },
          body: { shippingId: home.shippingId, address: asCartAddress(shipping, 'S'), email: profile.consumerDetails.email },
          accessToken: token,
          idempotencyKey: `${ctx.idempotencyKey}.shipping`,
        }),
      )
      const billed = yield* cartChange(ctx, ({ basketId, token }) =>
        call('cartAddBillingAddress', {
          site: ctx.site,
          path: { basketId },
          body: { address: asCartAddress(billing, 'B') },
          accessToken: token,
          idempotencyKey: `${ctx.idempotencyKey}.billing`,
        }),
      )
      return [...shipped, ...billed, ExpressCheckoutStarted.make({ paymentInstrumentId: card.paymentInstrumentId })]
    }).pipe(
      // The server refused the saved address (a captcha to answer, a rule it fails): no express, the
      // shopper goes through the steps, where the form shows why. Network failures are reported.
      Effect.catchIf(
        (error): error is ApiError => error._tag === 'ApiError',
        () => Effect.succeed([]),
      ),
    ),
  failed: failedAs('checkout.StartExpress'),
})

// ---- gift cards and Klarna ---------------------------------------------------------------------

const GiftCardFields = { cardNumber: Secret, pin: Secret }

export const CheckGiftCardBalance = Schema.TaggedStruct('checkout.CheckGiftCardBalance', GiftCardFields)
export type CheckGiftCardBalance = typeof CheckGiftCardBalance.Type
export const ApplyGiftCard = Schema.TaggedStruct('checkout.ApplyGiftCard', GiftCardFields)
export type ApplyGiftCard = typeof ApplyGiftCard.Type
export const RemovePaymentInstrument = Schema.TaggedStruct('checkout.RemovePaymentInstrument', { paymentInstrumentId: Schema.String })
export type RemovePaymentInstrument = typeof RemovePaymentInstrument.Type

export const checkGiftCardBalance = defineCommand<CheckGiftCardBalance, Event>({
  aggregate: 'cart',
  schema: CheckGiftCardBalance,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const balance = yield* call('giftCardBalance', {
        site: ctx.site,
        body: { cardNumber: command.cardNumber, pin: command.pin },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      })
      return [GiftCardBalanceChecked.make({ balance })]
    }),
  failed: failedAs('checkout.CheckGiftCardBalance'),
})

export const applyGiftCard = defineCommand<ApplyGiftCard, Event>({
  aggregate: 'cart',
  schema: ApplyGiftCard,
  handle: (command, ctx) =>
    cartChange(ctx, ({ basketId, token }) =>
      call('cartAddPaymentInstrument', {
        site: ctx.site,
        path: { basketId },
        body: { payment_method_id: 'GIFT_CARD', giftCard: { cardNumber: command.cardNumber, pin: command.pin } },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      }),
    ),
  failed: failedAs('checkout.ApplyGiftCard'),
})

/**
 * An athlete pays with their annual credit (spec 000 section 6; docs/decisions/0030): the server
 * decides how much it covers (the credit left, at most what is due) and refuses anyone else (PAY400).
 * Removed as any instrument (`checkout.RemovePaymentInstrument` with its id).
 */
export const ApplyAthletePayment = Schema.TaggedStruct('checkout.ApplyAthletePayment', {})
export type ApplyAthletePayment = typeof ApplyAthletePayment.Type

export const applyAthletePayment = defineCommand<ApplyAthletePayment, Event>({
  aggregate: 'cart',
  schema: ApplyAthletePayment,
  handle: (_command, ctx) =>
    cartChange(ctx, ({ basketId, token }) =>
      call('cartAddPaymentInstrument', {
        site: ctx.site,
        path: { basketId },
        body: { payment_method_id: 'ATHLETES_PAYMENT' },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      }),
    ),
  failed: failedAs('checkout.ApplyAthletePayment'),
})

export const removePaymentInstrument = defineCommand<RemovePaymentInstrument, Event>({
  aggregate: 'cart',
  schema: RemovePaymentInstrument,
  handle: (command, ctx) =>
    cartChange(ctx, ({ basketId, token }) =>
      call('cartRemovePaymentInstrument', {
        site: ctx.site,
        path: { basketId },
        body: { paymentInstrumentId: command.paymentInstrumentId },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      }),
    ),
  failed: failedAs('checkout.RemovePaymentInstrument'),
})

// ---- loyalty vouchers (signed-in members) ---------------------------------------------------------

export const LoadLoyaltyVouchers = Schema.TaggedStruct('checkout.LoadLoyaltyVouchers', {})
export type LoadLoyaltyVouchers = typeof LoadLoyaltyVouchers.Type
/** Apply the voucher of `points` (the highest the member reaches is the one offered), or remove it (null). */
export const ApplyLoyaltyVoucher = Schema.TaggedStruct('checkout.ApplyLoyaltyVoucher', { points: Schema.NullOr(Schema.Number) })
export type ApplyLoyaltyVoucher = typeof ApplyLoyaltyVoucher.Type

export const loadLoyaltyVouchers = defineCommand<LoadLoyaltyVouchers, Event>({
  aggregate: 'cart',
  schema: LoadLoyaltyVouchers,
  handle: (_command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const vouchers = yield* call('loyaltyVouchers', { site: ctx.site, accessToken: token })
      return [LoyaltyVouchersReceived.make({ vouchers })]
    }),
  failed: failedAs('checkout.LoadLoyaltyVouchers'),
})

export const applyLoyaltyVoucher = defineCommand<ApplyLoyaltyVoucher, Event>({
  aggregate: 'cart',
  schema: ApplyLoyaltyVoucher,
  handle: (command, ctx) =>
    cartChange(ctx, ({ basketId, token }) =>
      call('cartApplyReward', {
        site: ctx.site,
        path: { basketId },
        body: { appliedLoyaltyVoucher: command.points === null ? null : { points: command.points } },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      }),
    ),
  failed: failedAs('checkout.ApplyLoyaltyVoucher'),
})

export const OpenKlarna = Schema.TaggedStruct('checkout.OpenKlarna', { referer: Schema.String })
export type OpenKlarna = typeof OpenKlarna.Type
export const AnswerKlarna = Schema.TaggedStruct('checkout.AnswerKlarna', { sessionId: Schema.String, status: Schema.Literals(['approved', 'cancelled']) })
export type AnswerKlarna = typeof AnswerKlarna.Type

export const openKlarna = defineCommand<OpenKlarna, Event>({
  aggregate: 'cart',
  schema: OpenKlarna,
  handle: (command, ctx) =>
    cartCall(ctx, ({ basketId, token }) =>
      call('paymentSession', {
        site: ctx.site,
        query: { referer: command.referer, paymentMethodId: 'KLARNA', paymentMethod: 'klarna', basketId },
        accessToken: token,
      }),
    ).pipe(Effect.map((session) => [KlarnaSessionOpened.make({ session })])),
  failed: failedAs('checkout.OpenKlarna'),
})

/** The provider's page answered (message from its window): recorded, no call. */
export const answerKlarna = defineCommand<AnswerKlarna, Event>({
  aggregate: 'cart',
  schema: AnswerKlarna,
  handle: (command) => Effect.succeed([KlarnaSessionAnswered.make({ sessionId: command.sessionId, status: command.status })]),
  failed: failedAs('checkout.AnswerKlarna'),
})

export const ClearCheckoutError = Schema.TaggedStruct('checkout.ClearError', {})
export type ClearCheckoutError = typeof ClearCheckoutError.Type

export const clearCheckoutError = defineCommand<ClearCheckoutError, Event>({
  aggregate: 'cart',
  schema: ClearCheckoutError,
  handle: () => Effect.succeed([CheckoutErrorCleared.make({})]),
  failed: failedAs('checkout.ClearError'),
})

// ---- placing the order -------------------------------------------------------------------------

export const CardDetails = Schema.Struct({
  number: Secret,
  expiryMonth: Schema.Number,
  expiryYear: Schema.Number,
  securityCode: Secret,
  holderName: Schema.String,
})
export type CardDetails = typeof CardDetails.Type

export const OrderPayment = Schema.Union([
  /** A new card; `save` keeps it in a signed-in shopper's account (saved at the provider, paid with as saved). */
  Schema.TaggedStruct('card', { card: CardDetails, save: Schema.optional(Schema.Boolean) }),
  /** A signed-in shopper's saved card. */
  Schema.TaggedStruct('savedCard', { paymentInstrumentId: Schema.String }),
  Schema.TaggedStruct('klarna', { sessionId: Schema.String }),
  /** Gift cards (or other instruments on the cart) cover everything. */
  Schema.TaggedStruct('covered', {}),
  /** Nothing is left to pay and the shopper closes the order with the rewards payment (REWARD_CODE, docs/decisions/0030). */
  Schema.TaggedStruct('rewards', {}),
])
export type OrderPayment = typeof OrderPayment.Type

export const PlaceOrder = Schema.TaggedStruct('checkout.PlaceOrder', {
  payment: OrderPayment,
  /** The cart's version the summary showed: the order is placed only if the cart is still that one (409 BSK409 otherwise). */
  reviewedVersion: Schema.Number,
  /** Device fingerprint computed by the page (a hash; no personal data). */
  fingerprint: Schema.String,
  recaptcha: Schema.optional(Secret),
})
export type PlaceOrder = typeof PlaceOrder.Type

export const CompleteAuthentication = Schema.TaggedStruct('checkout.CompleteAuthentication', {
  orderNumber: Schema.String,
  result: ThreeDS2Result,
})
export type CompleteAuthentication = typeof CompleteAuthentication.Type

/** The events of an order answer: placed, waiting for 3-D Secure, or failed authentication. */
const outcomeOf = (response: OrderResponse): ReadonlyArray<Event> => {
  const { order } = response
  const cart = response.cart ?? null
  switch (order.status) {
    // A repeated PATCH answers a settled order as it is now: later states were placed first.
    case 'PLACED':
    case 'SHIPPED':
    case 'DELIVERED':
    case 'CANCELLED':
      return [OrderPlaced.make({ order, cart })]
    case 'FAILED':
      return [OrderAuthenticationFailed.make({ order, cart })]
    case 'PENDING_AUTHENTICATION': {
      const flash = order.flash.find((f) => f.code === 'PaymentNotAuthorized')
      const url = flash?.details?.challengeUrl
      return [OrderAuthenticationRequired.make({ order, challengeUrl: typeof url === 'string' ? url : '' })]
    }
  }
}

type SaveOutcome = { readonly _tag: 'saved'; readonly card: SavedCard } | { readonly _tag: 'captcha'; readonly challengeUrl: string } | { readonly _tag: 'notSaved' }

export const placeOrder = defineCommand<PlaceOrder, AnyEvent>({
  aggregate: 'cart',
  schema: PlaceOrder,
  afterCartChanges: true,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const basketId = yield* basketIdOf(ctx.state)
      const payment = command.payment
      // The card goes to the payment provider only; the commerce service sees its single-use token.
      const tokenize = (card: CardDetails, suffix: string) =>
        call('tokenizeCard', {
          site: ctx.site,
          body: {
            number: card.number.replace(/[\s-]/g, ''),
            expiryMonth: card.expiryMonth,
            expiryYear: card.expiryYear,
            securityCode: card.securityCode,
            holderName: card.holderName,
          },
          idempotencyKey: `${ctx.idempotencyKey}.${suffix}`,
        })
      const cardToken = payment._tag === 'card' ? yield* tokenize(payment.card, 'token') : undefined
      // A card to keep: saved with its token (which that uses up), then paid with as a saved card. If
      // saving fails (PYT300: already saved) the order goes on with a fresh token; saving is secondary.
      // With the captcha feature on, saving asks for an answer first: the page opens the challenge and
      // places again with it (nothing was saved, charged or used up).
      const saving = payment._tag === 'card' && payment.save === true && ctx.state.session.status === 'registered'
      const saved: SaveOutcome = saving
        ? yield* call('paymentInstrumentAdd', {
            site: ctx.site,
            body: { cardToken: cardToken!.token, ...(command.recaptcha === undefined ? {} : { recaptcha_response: command.recaptcha }) },
            accessToken: token,
            idempotencyKey: `${ctx.idempotencyKey}.save`,
          }).pipe(
            Effect.map((card): SaveOutcome => ({ _tag: 'saved', card })),
            Effect.catch((error) =>
              Effect.succeed<SaveOutcome>(
                error._tag === 'ApiError' && error.code === 'AUT403' && typeof error.params.challengeUrl === 'string'
                  ? { _tag: 'captcha', challengeUrl: String(error.params.challengeUrl) }
                  : { _tag: 'notSaved' },
              ),
            ),
          )
        : { _tag: 'notSaved' }
      if (saved._tag === 'captcha') return [CaptchaRequired.make({ challengeUrl: saved.challengeUrl })]
      const payToken = saving && saved._tag === 'notSaved' ? yield* tokenize(payment.card, 'token2') : cardToken
      const savedCards =
        saved._tag === 'saved'
          ? yield* call('paymentInstrumentsGet', { site: ctx.site, query: { payment_method_id: 'CREDIT_CARD' }, accessToken: token }).pipe(
              Effect.map((list): ReadonlyArray<AnyEvent> => [SavedCardsReceived.make({ cards: list.paymentInstruments })]),
              Effect.orElseSucceed((): ReadonlyArray<AnyEvent> => []),
            )
          : []
      yield* call('deviceFingerprint', {
        site: ctx.site,
        body: { basketId, fingerprint: command.fingerprint },
        accessToken: token,
        idempotencyKey: `${ctx.idempotencyKey}.device`,
      })
      const prepared = yield* call('prepareOrder', { site: ctx.site, body: { basketId }, accessToken: token, idempotencyKey: `${ctx.idempotencyKey}.prepare` })
      // Billing is set at the billing step; a cart without one is the server's BIL400, decided here without a call.
      const billingAddress = prepared.billingAddress
      if (!billingAddress) return yield* Effect.fail(missing('BIL400', 'placeOrder'))
      const savedId = payment._tag === 'savedCard' ? payment.paymentInstrumentId : saved._tag === 'saved' ? saved.card.paymentInstrumentId : undefined
      const paymentMethod =
        savedId !== undefined
          ? { code: 'CREDIT_CARD' as const, additionalData: { paymentInstrumentId: savedId } }
          : payment._tag === 'card'
            ? { code: 'CREDIT_CARD' as const, additionalData: { cardToken: payToken!.token }, bin: payToken!.bin, type: payToken!.brand }
            : payment._tag === 'klarna'
              ? { code: 'KLARNA' as const, additionalData: { klarnaSessionId: payment.sessionId } }
              : payment._tag === 'rewards'
                ? { code: 'REWARD_CODE' as const }
              : { code: (prepared.payment_instruments?.[0]?.payment_method_id ?? 'GIFT_CARD') as 'GIFT_CARD' }
      const inStore = ctx.state.session.status === 'agent' ? ctx.state.session.inStore : undefined
      const response = yield* call('placeOrder', {
        site: ctx.site,
        body: {
          cartId: basketId,
          cartVersion: command.reviewedVersion,
          billingAddress,
          paymentMethod,
          ...(command.recaptcha === undefined ? {} : { recaptcha_response: command.recaptcha }),
          // An associate's order names the store session (spec 000 section 3); the server checks it.
          ...(inStore ? { inStoreSalesInfo: { storeId: inStore.storeId, storeEmployeeId: inStore.storeEmployeeId } } : {}),
        },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      })
      return [...savedCards, CartSnapshotReceived.make({ cart: prepared }), ...outcomeOf(response)]
    }),
  failed: failedAs('checkout.PlaceOrder'),
})

export const completeAuthentication = defineCommand<CompleteAuthentication, Event>({
  aggregate: 'cart',
  schema: CompleteAuthentication,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const response = yield* call('patchOrder', {
        site: ctx.site,
        path: { orderNumber: command.orderNumber },
        body: { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: command.result } } },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      })
      return outcomeOf(response)
    }),
  failed: failedAs('checkout.CompleteAuthentication'),
})

export const checkoutCommands = {
  'checkout.ApplyCoupon': applyCoupon,
  'checkout.RemoveCoupon': removeCoupon,
  'checkout.SetShippingAddress': setShippingAddress,
  'checkout.ValidateShippingAddress': validateShippingAddress,
  'checkout.SelectShippingMethod': selectShippingMethod,
  'checkout.SetGiftOption': setGiftOption,
  'checkout.ChangeDelivery': changeDelivery,
  'checkout.SetBillingAddress': setBillingAddress,
  'checkout.StartExpress': startExpress,
  'checkout.CheckGiftCardBalance': checkGiftCardBalance,
  'checkout.ApplyGiftCard': applyGiftCard,
  'checkout.ApplyAthletePayment': applyAthletePayment,
  'checkout.RemovePaymentInstrument': removePaymentInstrument,
  'checkout.LoadLoyaltyVouchers': loadLoyaltyVouchers,
  'checkout.ApplyLoyaltyVoucher': applyLoyaltyVoucher,
  'checkout.OpenKlarna': openKlarna,
  'checkout.AnswerKlarna': answerKlarna,
  'checkout.ClearError': clearCheckoutError,
  'checkout.PlaceOrder': placeOrder,
  'checkout.CompleteAuthentication': completeAuthentication,
} as const

export const CheckoutCommand = [
  ApplyCoupon,
  RemoveCoupon,
  SetShippingAddress,
  ValidateShippingAddress,
  SelectShippingMethod,
  SetGiftOption,
  ChangeDelivery,
  SetBillingAddress,
  StartExpress,
  CheckGiftCardBalance,
  ApplyGiftCard,
  ApplyAthletePayment,
  RemovePaymentInstrument,
  LoadLoyaltyVouchers,
  ApplyLoyaltyVoucher,
  OpenKlarna,
  AnswerKlarna,
  ClearCheckoutError,
  PlaceOrder,
  CompleteAuthentication,
] as const
