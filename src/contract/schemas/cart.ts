// Cart calls and the cart entity (spec 000 section 3, 001 section 7 Cart).
import { Schema } from 'effect'
import { PriceAdjustment } from './associates'
import { Image } from './common'

export const CartItemPrice = Schema.Struct({
  current: Schema.Number,
  original: Schema.Number,
  rowTotal: Schema.Number,
  priceAfterItemDiscount: Schema.Number,
  priceAfterOrderDiscount: Schema.Number,
})

/** How a line is delivered (spec 000 section 4, shipping method types). */
export const DeliveryType = Schema.Literals(['home', 'digital', 'pickup', 'pudo', 'sts', 'customs'])
export type DeliveryType = typeof DeliveryType.Type

/** A shipping method the shopper can choose, with its price (decimal) and delivery time text. */
export const ShippingMethodOption = Schema.Struct({
  code: Schema.String,
  label: Schema.String,
  /** e.g. "3-5 business days", "same day"; pickup sorting uses its first digit ("same day" = 0). */
  deliveryTime: Schema.String,
  price: Schema.Struct({ amount: Schema.Number }),
})
export type ShippingMethodOption = typeof ShippingMethodOption.Type

export const StoreInfo = Schema.Struct({
  storeId: Schema.String,
  name: Schema.String,
  addressLine1: Schema.String,
  city: Schema.String,
  postalCode: Schema.String,
  country: Schema.String,
})
export type StoreInfo = typeof StoreInfo.Type

/** Delivery of one line: the selected type, the types it allows, its store and method. */
export const ShippingOptions = Schema.Struct({
  selected: DeliveryType,
  available: Schema.Array(DeliveryType),
  storeInfo: Schema.optional(StoreInfo),
  shippingMethod: Schema.optional(ShippingMethodOption),
})

/** Gift option of a digital line (e-gift card): recipient email, name and message. */
export const GiftOption = Schema.Struct({ email: Schema.String, to: Schema.String, message: Schema.String })
export type GiftOption = typeof GiftOption.Type

/**
 * A notice the server attaches to a line: a delivery transition (PickupToHome, PickupToSts,
 * StsToHome, StsToPickup, HomeToPickup, ShippingMethodDowngraded) or a stock notice.
 */
export const CustomerNotification = Schema.Struct({
  code: Schema.String,
  type: Schema.Literals(['error', 'info', 'warning']),
  details: Schema.optional(Schema.Record(Schema.String, Schema.Unknown)),
})

/** A promotion applied to a line or the order (amounts are decimals, positive = saved). */
export const AppliedPromotion = Schema.Struct({
  promotionId: Schema.String,
  promotionName: Schema.String,
  amount: Schema.Number,
  couponCode: Schema.optional(Schema.String),
})

export const CartItem = Schema.Struct({
  id: Schema.String,
  /** The variant's sku; what the shopper added. */
  productId: Schema.String,
  /** The style id (product page id). */
  masterId: Schema.String,
  name: Schema.String,
  qty: Schema.Number,
  maxQty: Schema.Number,
  upc: Schema.String,
  colour: Schema.Struct({ code: Schema.String, name: Schema.String }),
  size: Schema.String,
  image: Image,
  price: CartItemPrice,
  taxTotal: Schema.Number,
  pdpUrl: Schema.String,
  isDigitalProduct: Schema.Boolean,
  // ---- checkout fields (optional so that carts stored before them still decode) ----
  shippingOptions: Schema.optional(ShippingOptions),
  giftOption: Schema.optional(GiftOption),
  /** A gift-with-purchase line added by a promotion (cannot be added or changed by the shopper). */
  bonus: Schema.optional(Schema.Boolean),
  isCustoms: Schema.optional(Schema.Boolean),
  /** Labels shown on the line: 'Marked Down' (current below original), 'Free Gift' (bonus line). */
  discountLabels: Schema.optional(Schema.Array(Schema.Literals(['Marked Down', 'Free Gift']))),
  /** Product-level promotions on this line. */
  promotions: Schema.optional(Schema.Array(AppliedPromotion)),
  customerNotifications: Schema.optional(Schema.Array(CustomerNotification)),
})
export type CartItem = typeof CartItem.Type

export const CartTotals = Schema.Struct({
  total: Schema.Number,
  totalDiscount: Schema.Number,
  itemTotal: Schema.Number,
  totalWithoutTax: Schema.Number,
  shipping: Schema.Number,
  tax: Schema.Number,
  remainingToPay: Schema.Number,
  totalUnits: Schema.Number,
  itemSubTotal: Schema.Number,
  netAmount: Schema.Number,
  taxAmount: Schema.Number,
  /** Loyalty vouchers applied (decimal amount). */
  appliedRewards: Schema.optional(Schema.Number),
  /** Order-level promotion savings (decimal). */
  orderDiscount: Schema.optional(Schema.Number),
  /** Shipping before shipping promotions (decimal). */
  shippingBeforeDiscount: Schema.optional(Schema.Number),
})
export type CartTotals = typeof CartTotals.Type

export const FlashMessage = Schema.Struct({
  code: Schema.String,
  type: Schema.Literals(['error', 'info', 'warning']),
  details: Schema.optional(Schema.Record(Schema.String, Schema.Unknown)),
})

/** Address (spec 000 section 3). approachType S shipping, B billing. */
export const Address = Schema.Struct({
  id: Schema.optional(Schema.String),
  approachType: Schema.optional(Schema.Literals(['S', 'B'])),
  main: Schema.optional(Schema.Boolean),
  recipientFirstName: Schema.String,
  recipientLastName: Schema.String,
  addressLine1: Schema.String,
  addressLine2: Schema.optional(Schema.String),
  city: Schema.String,
  postalCode: Schema.String,
  /** State, province or department (US states and Canadian provinces are required). */
  stateCityProvDept: Schema.optional(Schema.String),
  /** ISO 3166-1 alpha-2. */
  country: Schema.String,
  /** International form with dial code, e.g. +447700900123. */
  recipientContactPhone: Schema.String,
  recipientContactEmail: Schema.optional(Schema.String),
})
export type Address = typeof Address.Type

/** One shipment of the cart: its method choice and destination (address, store or point). */
export const CartShipment = Schema.Struct({
  shippingId: Schema.String,
  deliveryType: DeliveryType,
  /** Selected method code. */
  code: Schema.optional(Schema.String),
  applicableShippingMethods: Schema.Array(ShippingMethodOption),
  address: Schema.optional(Address),
  storeId: Schema.optional(Schema.String),
  /** Item ids in this shipment. */
  itemIds: Schema.Array(Schema.String),
})
export type CartShipment = typeof CartShipment.Type

export const PaymentMethodId = Schema.Literals(['CREDIT_CARD', 'GIFT_CARD', 'LOYALTY_POINTS', 'KLARNA', 'REWARD_CODE', 'REWARD_CARD', 'ATHLETES_PAYMENT'])
export type PaymentMethodId = typeof PaymentMethodId.Type

/** A payment applied to the cart. Card numbers never appear: gift cards show their last four. */
export const PaymentInstrument = Schema.Struct({
  paymentInstrumentId: Schema.String,
  payment_method_id: PaymentMethodId,
  /** Decimal amount this instrument covers. */
  amount: Schema.Number,
  maskedNumber: Schema.optional(Schema.String),
  /** Gift card, athlete credit: what is left of it after this cart's amount (decimal). */
  remainingBalance: Schema.optional(Schema.Number),
})
export type PaymentInstrument = typeof PaymentInstrument.Type

export const CouponItem = Schema.Struct({
  code: Schema.String,
  /** applied: a promotion uses it; not_applicable: valid but its conditions are not met. */
  status: Schema.Literals(['applied', 'not_applicable']),
  promotionId: Schema.optional(Schema.String),
})

export const PromotionLevel = Schema.Literals(['ORDER', 'PRODUCT', 'SHIPPING'])

export const PromoSummary = Schema.Struct({
  promotionId: Schema.String,
  promotionName: Schema.String,
  level: PromotionLevel,
  /** Exactly three pipe-separated parts (title|body|link text); others are ignored by the storefront. */
  calloutMessage: Schema.String,
  approachingDisplayLevel: Schema.optional(Schema.String),
})

/** "Spend X more to get Y": shown when the cart is within reach of a promotion's threshold. */
export const ApproachingDiscount = Schema.Struct({
  promotionId: Schema.String,
  level: PromotionLevel,
  /** Decimal amount still to spend. */
  distance: Schema.Number,
  calloutMessage: Schema.String,
})

export const Cart = Schema.Struct({
  id: Schema.String,
  currency: Schema.String,
  totalItems: Schema.Number,
  totals: CartTotals,
  items: Schema.Array(CartItem),
  flash: Schema.Array(FlashMessage),
  /** Server's version of the cart; increases with every change. */
  version: Schema.Number,
  // ---- checkout fields (optional so that carts stored before them still decode) ----
  shippingMethods: Schema.optional(Schema.Array(CartShipment)),
  billingAddress: Schema.optional(Address),
  /** Shopper's email for the order (guest checkout). */
  email: Schema.optional(Schema.String),
  payment_instruments: Schema.optional(Schema.Array(PaymentInstrument)),
  couponItems: Schema.optional(Schema.Array(CouponItem)),
  orderPromotions: Schema.optional(Schema.Array(AppliedPromotion)),
  promoSummary: Schema.optional(Schema.Array(PromoSummary)),
  approachingDiscount: Schema.optional(Schema.Array(ApproachingDiscount)),
  /** A store associate's price adjustments (issue 15): each line's own, with what it takes off. */
  priceAdjustments: Schema.optional(Schema.Array(PriceAdjustment)),
  /** The employee discount the server applies to an EMPLOYEE consumer's cart (decimal, site currency). */
  employeeDiscount: Schema.optional(Schema.Number),
})
export type Cart = typeof Cart.Type

/** POST /cart/v1/cart — create an empty cart. */
export const CreateCartRequest = Schema.Struct({})

/** POST /cart/v1/cartWithItem and POST /cart/v1/item — add a variant (sku) with a quantity. */
/** `qty` defaults to 1 (spec 001, add to cart). */
export const AddItemLine = Schema.Struct({ productId: Schema.String, qty: Schema.optional(Schema.Number) })
export type AddItemLine = typeof AddItemLine.Type
export const CartWithItemRequest = Schema.Struct({ items: Schema.Array(AddItemLine) })
export const AddItemRequest = Schema.Struct({ basketId: Schema.String, items: Schema.Array(AddItemLine) })

/** DELETE /cart/v1/item */
export const RemoveItemRequest = Schema.Struct({ basketId: Schema.String, itemId: Schema.String })

/**
 * PUT /cart/v1/cart/{basketId}/item — update an item: its quantity, or its delivery (`action`
 * pickup/sts with `favStoreId`, home, pudo), or a digital line's gift option.
 */
export const UpdateItemRequest = Schema.Struct({
  itemId: Schema.String,
  qty: Schema.optional(Schema.Number),
  action: Schema.optional(Schema.Literals(['pickup', 'sts', 'home', 'pudo'])),
  favStoreId: Schema.optional(Schema.String),
  giftOption: Schema.optional(GiftOption),
})

/** PUT and DELETE /cart/v1/coupon */
export type UpdateItemRequest = typeof UpdateItemRequest.Type

export const CouponRequest = Schema.Struct({ basketId: Schema.String, couponCode: Schema.String })

// ---- saved for later (spec 000 section 3: saveForLaterId, items with itemId, pageUrl, available, qty) ----

export const SavedItem = Schema.Struct({
  itemId: Schema.String,
  /** The variant (sku). */
  productId: Schema.String,
  masterId: Schema.String,
  name: Schema.String,
  colour: Schema.Struct({ code: Schema.String, name: Schema.String }),
  size: Schema.String,
  image: Image,
  price: Schema.Number,
  pageUrl: Schema.String,
  /** Whether the variant can be bought now (online stock). */
  available: Schema.Boolean,
  qty: Schema.Number,
})
export type SavedItem = typeof SavedItem.Type

export const SaveForLaterList = Schema.Struct({
  saveForLaterId: Schema.String,
  items: Schema.Array(SavedItem),
  total: Schema.Number,
})
export type SaveForLaterList = typeof SaveForLaterList.Type

/** POST /cart/v2/cart/{basketId}/saveForLater: move a cart line to the list. */
export const SaveForLaterRequest = Schema.Struct({ itemId: Schema.String })
/** PUT /cart/v2/saveForLater: move a saved item back to the cart. */
export const MoveToCartRequest = Schema.Struct({ basketId: Schema.String, saveForLaterId: Schema.String, itemId: Schema.String })
/** Answer of moving a line either way: both sides as they now are. */
export const SaveForLaterMoveResponse = Schema.Struct({ cart: Cart, saveForLater: SaveForLaterList })
export type SaveForLaterMoveResponse = typeof SaveForLaterMoveResponse.Type
