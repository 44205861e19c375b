// Checkout projection: the orders placed from this device, a 3-D Secure challenge in progress, the
// Klarna session, the last gift-card balance checked and the last checkout error (with where it is
// shown). Pure, like every projection; the cart itself lives in the cart slice.
import type { Draft } from 'immer'
import type { GiftCardBalanceResponse, LoyaltyVouchersResponse, Order, PaymentSessionResponse } from '../../contract/schemas/checkout'
import { shownFailure, type ShownFailure } from '../events/failure'
import type { CheckoutEvent, CheckoutEventType } from '../events/checkout'
import type { StoredEvent } from '../events/storedEvent'
import type { FlashMessage } from './cart'


/** A checkout failure for the page, with the flash notices that came with it (ORD430). */
export interface CheckoutError extends ShownFailure {
  readonly flash: ReadonlyArray<FlashMessage>
}

export interface CheckoutState {
  /** Orders placed from this device, by order number (personal data: removed on sign-out). */
  readonly orders: Readonly<Record<string, Order>>
  readonly lastOrderNumber: string | null
  /** A 3-D Secure challenge waiting for the shopper. */
  readonly authentication: { readonly orderNumber: string; readonly challengeUrl: string } | null
  /** The last challenge failed: checkout shows the authentication error at billing. */
  readonly authenticationFailedAt: number | null
  readonly klarna: (PaymentSessionResponse & { readonly status: 'open' | 'approved' | 'cancelled' }) | null
  readonly giftCardBalance: GiftCardBalanceResponse | null
  /** The member's points and the vouchers they reach, once loaded (signed-in members only). */
  readonly loyalty: LoyaltyVouchersResponse | null
  readonly lastError: CheckoutError | null
  /** Express checkout of a signed-in shopper: the saved card it pays with (until an order is placed). */
  readonly express: { readonly paymentInstrumentId: string } | null
}

export { initialCheckoutState } from './initial'

type Handler<T extends CheckoutEventType> = (draft: Draft<CheckoutState>, event: StoredEvent<Extract<CheckoutEvent, { _tag: T }>>) => void

export const checkoutProjection: { readonly [T in CheckoutEventType]: Handler<T> } = {
  'v1.OrderPlaced': (draft, { payload }) => {
    draft.orders[payload.order.orderNumber] = payload.order as Draft<Order>
    draft.lastOrderNumber = payload.order.orderNumber
    draft.express = null
    draft.authentication = null
    draft.authenticationFailedAt = null
    draft.klarna = null
    draft.giftCardBalance = null
    draft.lastError = null
  },
  'v1.OrderAuthenticationRequired': (draft, { payload }) => {
    draft.authentication = { orderNumber: payload.order.orderNumber, challengeUrl: payload.challengeUrl }
    draft.authenticationFailedAt = null
    draft.lastError = null
  },
  'v1.OrderAuthenticationFailed': (draft, { at }) => {
    draft.authentication = null
    draft.express = null
    draft.authenticationFailedAt = at
    draft.klarna = null
  },
  'v1.KlarnaSessionOpened': (draft, { payload }) => {
    draft.klarna = { ...payload.session, status: 'open' }
    draft.lastError = null
  },
  'v1.KlarnaSessionAnswered': (draft, { payload }) => {
    if (draft.klarna?.sessionId === payload.sessionId) draft.klarna.status = payload.status
  },
  'v1.GiftCardBalanceChecked': (draft, { payload }) => {
    draft.giftCardBalance = payload.balance as Draft<GiftCardBalanceResponse>
  },
  // A check only: the address is stored by the cart's snapshot when the shopper goes on.
  'v1.ShippingAddressValidated': () => {},
  // The page answers it (the challenge dialog); nothing to keep.
  'v1.CaptchaRequired': () => {},
  'v1.LoyaltyVouchersReceived': (draft, { payload }) => {
    draft.loyalty = payload.vouchers as Draft<LoyaltyVouchersResponse>
  },
  'v2.CheckoutCommandFailed': (draft, { payload, at }) => {
    if (payload.command === 'checkout.CompleteAuthentication') draft.authentication = null
    draft.lastError = { ...shownFailure(payload, at), flash: (payload.flash ?? []) as Draft<FlashMessage>[] }
  },

  'v1.CheckoutErrorCleared': (draft) => {
    draft.lastError = null
    draft.authenticationFailedAt = null
  },
  'v1.ExpressCheckoutStarted': (draft, { payload }) => {
    draft.express = { paymentInstrumentId: payload.paymentInstrumentId }
  },
  // The step's story in the log; what it changed is in the events between them (the cart's snapshots).
  'v1.CheckoutStepSubmitted': () => {},
  'v1.CheckoutStepSettled': () => {},
}

export const isCheckoutEventType = (type: string): type is CheckoutEventType => Object.hasOwn(checkoutProjection, type)

export const applyCheckoutEvent = (draft: Draft<CheckoutState>, event: StoredEvent<CheckoutEvent>): void => {
  ;(checkoutProjection[event.type] as Handler<CheckoutEventType>)(draft, event)
}
