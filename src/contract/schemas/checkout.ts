// Checkout calls (spec 001 section 7 Cart; spec 000 sections 3–4): addresses, shipping methods,
// payments, gift cards, Klarna, the order flow (prepare, place, patch) and the order itself, plus
// the simulated payment provider that tokenizes cards so that no card number ever reaches the
// commerce service. Amounts are decimals in the cart's currency.
import { Schema } from 'effect'
import { Secret } from '../secret'
import { Address, Cart, CartItem, CartTotals, DeliveryType, FlashMessage, PaymentMethodId, ShippingMethodOption, StoreInfo } from './cart'
import { ORDER_STATUSES } from '../orderStates'

// ---- addresses and delivery -----------------------------------------------------------------

/** POST /cart/v2/cart/{basketId}/shippingAddress (recaptcha when the feature is on). */
export const ShippingAddressRequest = Schema.Struct({
  shippingId: Schema.String,
  address: Address,
  email: Schema.String,
  recaptcha_response: Schema.optional(Secret),
})

/** DELETE /cart/v2/cart/{basketId}/shippingAddress */
export const RemoveShippingAddressRequest = Schema.Struct({ shippingId: Schema.String })

/** POST /cart/v1/cart/{basketId}/shippingAddress/validation */
export const AddressValidationRequest = Schema.Struct({ address: Address })
export const AddressFieldError = Schema.Struct({
  field: Schema.String,
  /** Error code of the catalogue (CHK320, CHK380, SHP410, SHP500, PAY401) or a field rule. */
  code: Schema.String,
})
export const AddressValidationResponse = Schema.Struct({
  valid: Schema.Boolean,
  /** The address as the server would store it (phone in international form, postcode normalised). */
  normalized: Schema.optional(Address),
  errors: Schema.Array(AddressFieldError),
})
export type AddressValidationResponse = typeof AddressValidationResponse.Type

/** DELETE /cart/v1/cart/{basketId}/billingAddress: the spec gives a body and names nothing in it. */
export const RemoveBillingAddressRequest = Schema.UndefinedOr(Schema.Struct({}))

/** POST /cart/v1/cart/{basketId}/billingAddress; DELETE has an empty body. */
export const BillingAddressRequest = Schema.Struct({ address: Address })

/** POST /cart/v1/shippingMethod */
export const SetShippingMethodRequest = Schema.Struct({
  cartId: Schema.String,
  code: Schema.String,
  shippingId: Schema.String,
  shopperAppliedSM: Schema.Boolean,
})

/** GET /cart/v1/cart/{basketId}/shippingMethod/{shippingId} */
export const ShippingMethodsResponse = Schema.Struct({
  shippingId: Schema.String,
  deliveryType: DeliveryType,
  applicableShippingMethods: Schema.Array(ShippingMethodOption),
})

// ---- payments -------------------------------------------------------------------------------

/** GET /cart/v1/cart/{basketId}/paymentMethods */
export const PaymentMethodsResponse = Schema.Struct({
  paymentMethods: Schema.Array(
    Schema.Struct({
      id: PaymentMethodId,
      /** Card brands accepted (CREDIT_CARD). */
      cards: Schema.optional(Schema.Array(Schema.String)),
    }),
  ),
})

/** POST /cart/v1/giftcard/balance */
/** A missing pin is the catalogue's GFC400, so the contract lets it be absent and the service answers the code. */
export const GiftCardBalanceRequest = Schema.Struct({ cardNumber: Secret, pin: Schema.optional(Secret) })
export const GiftCardBalanceResponse = Schema.Struct({
  maskedNumber: Schema.String,
  balance: Schema.Number,
  currency: Schema.String,
  expiresOn: Schema.optional(Schema.String),
})
export type GiftCardBalanceResponse = typeof GiftCardBalanceResponse.Type

/**
 * POST /cart/v1/cart/{basketId}/paymentInstruments. A gift card carries its number and pin; a
 * loyalty-points or Klarna instrument only its method. The remaining amount is covered by the
 * payment method given when the order is placed.
 */
export const AddPaymentInstrumentRequest = Schema.Struct({
  payment_method_id: PaymentMethodId,
  giftCard: Schema.optional(Schema.Struct({ cardNumber: Secret, pin: Schema.optional(Secret) })),
  /** Klarna: the approved session's authorization token. */
  authorizationToken: Schema.optional(Secret),
})

/** DELETE /cart/v1/cart/{basketId}/paymentInstruments */
export const RemovePaymentInstrumentRequest = Schema.Struct({ paymentInstrumentId: Schema.String })

/** GET /cart/v1/paymentSession (Klarna). */
export const PaymentSessionQuery = Schema.Struct({
  referer: Schema.String,
  paymentMethodId: Schema.Literal('KLARNA'),
  paymentMethod: Schema.String,
  basketId: Schema.String,
})
export const PaymentSessionResponse = Schema.Struct({
  sessionId: Schema.String,
  /** Page of the simulated provider where the shopper approves or cancels. */
  approvalUrl: Schema.String,
  amount: Schema.Number,
  currency: Schema.String,
})
export type PaymentSessionResponse = typeof PaymentSessionResponse.Type

/** POST /cart/v1/deviceFingerPrint */
export const DeviceFingerprintRequest = Schema.Struct({ basketId: Schema.String, fingerprint: Schema.String })
export const DeviceFingerprintResponse = Schema.Struct({ deviceId: Schema.String })

// ---- simulated payment provider (not a commerce call: the browser talks to it directly) ---------

/** POST {payments}/v1/tokens: the card goes to the provider only. */
export const TokenizeCardRequest = Schema.Struct({
  number: Secret,
  expiryMonth: Schema.Number,
  expiryYear: Schema.Number,
  securityCode: Secret,
  holderName: Schema.String,
})
export const CardToken = Schema.Struct({
  /** Opaque, single use, short lived. */
  token: Schema.String,
  bin: Schema.String,
  last4: Schema.String,
  brand: Schema.String,
  expiryMonth: Schema.Number,
  expiryYear: Schema.Number,
})
export type CardToken = typeof CardToken.Type

// ---- order flow -----------------------------------------------------------------------------

/** POST /cart/v1/cart/prepareOrder: validates the cart for placement (stock, addresses, methods). */
export const PrepareOrderRequest = Schema.Struct({ basketId: Schema.String })

/** The simulated issuer's 3-D Secure answer: Y authenticated, N failed. */
export const ThreeDS2Result = Schema.Struct({
  transStatus: Schema.Literals(['Y', 'N']),
  authenticationValue: Schema.optional(Schema.String),
})

/** The payment used for the remainder when placing the order. */
export const OrderPaymentMethod = Schema.Struct({
  /** CREDIT_CARD, KLARNA, or GIFT_CARD/LOYALTY_POINTS when those cover everything. */
  code: PaymentMethodId,
  additionalData: Schema.optional(
    Schema.Struct({
      /** Card token from the payment provider (never the number). */
      cardToken: Schema.optional(Schema.String),
      /** A registered shopper's saved card (instead of a token). */
      paymentInstrumentId: Schema.optional(Schema.String),
      klarnaSessionId: Schema.optional(Schema.String),
      threeDS2Result: Schema.optional(ThreeDS2Result),
    }),
  ),
  bin: Schema.optional(Schema.String),
  type: Schema.optional(Schema.String),
})

/** PUT /cart/v2/checkout/order */
export const PlaceOrderRequest = Schema.Struct({
  recaptcha_response: Schema.optional(Secret),
  cartId: Schema.String,
  /**
   * The cart's `version` as the summary the shopper placed from showed it (a field of ours, not of
   * the spec's body: docs/decisions/0021). The order is placed only if the cart is still that
   * version; else 409 BSK409 and the shopper reviews the new cart.
   */
  cartVersion: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 })),
  /** Missing is the catalogue's BIL400 (answered by the service, not refused as malformed). */
  billingAddress: Schema.optional(Address),
  paymentMethod: OrderPaymentMethod,
  inStoreSalesInfo: Schema.optional(Schema.Struct({ storeId: Schema.String, storeEmployeeId: Schema.String })),
})

/** PATCH /cart/v2/checkout/order/{orderNumber}: the 3-D Secure result. */
export const PatchOrderRequest = Schema.Struct({
  paymentMethod: Schema.Struct({ code: PaymentMethodId, additionalData: Schema.Struct({ threeDS2Result: ThreeDS2Result }) }),
})

/** Every status of an order, from placement to delivery or cancellation (../orderStates.ts). */
export const OrderStatus = Schema.Literals(ORDER_STATUSES)

export const OrderShipment = Schema.Struct({
  shippingId: Schema.String,
  deliveryType: DeliveryType,
  method: Schema.optional(ShippingMethodOption),
  address: Schema.optional(Address),
  store: Schema.optional(StoreInfo),
  itemIds: Schema.Array(Schema.String),
})

export const OrderPayment = Schema.Struct({
  payment_method_id: PaymentMethodId,
  amount: Schema.Number,
  maskedNumber: Schema.optional(Schema.String),
})

export const Order = Schema.Struct({
  orderNumber: Schema.String,
  status: OrderStatus,
  createdAt: Schema.String,
  currency: Schema.String,
  email: Schema.String,
  items: Schema.Array(CartItem),
  shipments: Schema.Array(OrderShipment),
  totals: CartTotals,
  paymentMethod: Schema.Array(OrderPayment),
  billingAddress: Address,
  /** PaymentNotAuthorized (with details.challengeUrl) while 3-D Secure is pending. */
  flash: Schema.Array(FlashMessage),
})
export type Order = typeof Order.Type

/**
 * Response of place order and patch order. `order.status` PLACED: done (the cart is consumed and a
 * fresh empty `cart` is returned). PENDING_AUTHENTICATION: open the challenge at
 * flash[0].details.challengeUrl, then patch. FAILED (authentication failed): `cart` is a fresh cart.
 */
export const OrderResponse = Schema.Struct({ order: Order, cart: Schema.optional(Cart) })
export type OrderResponse = typeof OrderResponse.Type

// ---- stores ---------------------------------------------------------------------------------

/** POST /stores/v1/search: by postcode/city text or coordinates, optionally with a sku's stock. */
export const StoreSearchRequest = Schema.Struct({
  query: Schema.optional(Schema.String),
  latitude: Schema.optional(Schema.Number),
  longitude: Schema.optional(Schema.Number),
  sku: Schema.optional(Schema.String),
  qty: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Number),
})
export type StoreSearchRequest = typeof StoreSearchRequest.Type
export const StoreSearchResult = Schema.Struct({
  store: StoreInfo,
  distanceKm: Schema.Number,
  /** Units of the sku in this store (when a sku was given). */
  quantity: Schema.optional(Schema.Number),
  /** "same day", "1-2 days", ... */
  deliveryTime: Schema.String,
  phone: Schema.String,
})
export type StoreSearchResult = typeof StoreSearchResult.Type
export const StoreSearchResponse = Schema.Struct({ stores: Schema.Array(StoreSearchResult) })
export type StoreSearchResponse = typeof StoreSearchResponse.Type

// ---- loyalty ---------------------------------------------------------------------------------

/** GET /consumers-v3/consumer/loyalty/vouchers: the vouchers the member's points reach, highest first. */
export const LoyaltyVouchersResponse = Schema.Struct({
  currentLoyaltyPoints: Schema.Number,
  applicableLoyaltyVouchers: Schema.Array(Schema.Struct({ points: Schema.Number, amountInCurrency: Schema.Number, currency: Schema.String })),
})
export type LoyaltyVouchersResponse = typeof LoyaltyVouchersResponse.Type

/** PUT /cart/v1/cart/{basketId}/reward: apply a voucher by its points, or null to remove it. */
export const ApplyRewardRequest = Schema.Struct({ appliedLoyaltyVoucher: Schema.NullOr(Schema.Struct({ points: Schema.Number })) })

// ---- collection points (pick-up/drop-off) ------------------------------------------------------

/** POST /stores/v1/collectionPoints: parcel lockers and partner shops near a city, postcode or position. */
export const CollectionPointsRequest = Schema.Struct({
  query: Schema.optional(Schema.String),
  latitude: Schema.optional(Schema.Number),
  longitude: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Number),
})
export type CollectionPointsRequest = typeof CollectionPointsRequest.Type
export const CollectionPoint = Schema.Struct({
  /** Shown as a store: `storeId` is the point's id (a line's `storeInfo` for pudo delivery). */
  point: StoreInfo,
  distanceKm: Schema.Number,
  carrier: Schema.String,
  openingHours: Schema.String,
  deliveryTime: Schema.String,
})
export type CollectionPoint = typeof CollectionPoint.Type
export const CollectionPointsResponse = Schema.Struct({ points: Schema.Array(CollectionPoint) })
export type CollectionPointsResponse = typeof CollectionPointsResponse.Type
