// Cart calls and the cart entity (spec 000 section 3, 001 section 7 Cart).
import { Schema } from 'effect'
import { Image } from './common'

export const CartItemPrice = Schema.Struct({
  current: Schema.Number,
  original: Schema.Number,
  rowTotal: Schema.Number,
  priceAfterItemDiscount: Schema.Number,
  priceAfterOrderDiscount: Schema.Number,
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
})
export type CartTotals = typeof CartTotals.Type

export const FlashMessage = Schema.Struct({
  code: Schema.String,
  type: Schema.Literals(['error', 'info', 'warning']),
  details: Schema.optional(Schema.Record(Schema.String, Schema.Unknown)),
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
})
export type Cart = typeof Cart.Type

/** POST /cart/v1/cart — create an empty cart. */
export const CreateCartRequest = Schema.Struct({})

/** POST /cart/v1/cartWithItem and POST /cart/v1/item — add a variant (sku) with a quantity. */
export const AddItemLine = Schema.Struct({ productId: Schema.String, qty: Schema.Number })
export const CartWithItemRequest = Schema.Struct({ items: Schema.Array(AddItemLine) })
export const AddItemRequest = Schema.Struct({ basketId: Schema.String, items: Schema.Array(AddItemLine) })

/** DELETE /cart/v1/item */
export const RemoveItemRequest = Schema.Struct({ basketId: Schema.String, itemId: Schema.String })

/** PUT /cart/v1/cart/{basketId}/item — update an item's quantity. */
export const UpdateItemRequest = Schema.Struct({ itemId: Schema.String, qty: Schema.Number })
