// A shopper's orders after placement (spec 001 section 7, Consumer: purchasehistory, purchase,
// TrackOrder, CancelOrder, return label, invoice download, resendGiftCardEmail). The spec lists
// them by shape only ("body"); the fields are ours (docs/decisions/0025). Order statuses and what
// each allows: ../orderStates.ts.
import { Schema } from 'effect'
import { Image } from './common'
import { OrderStatus } from './checkout'

const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))
const Id = Schema.String.check(Schema.isTrimmed(), Schema.isMinLength(1), Schema.isMaxLength(40))
const Whole = (minimum: number, maximum: number) => Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum, maximum }))

/** Orders per page of the history (the spec: from configuration). */
export const ORDER_HISTORY_PAGE = 10

/** POST /consumers-v3/consumer/purchasehistory: the caller's orders on this site, newest first. */
export const PurchaseHistoryRequest = Schema.Struct({
  start: Schema.optional(Whole(0, 100_000)),
  count: Schema.optional(Whole(1, 50)),
})

export const OrderLinePreview = Schema.Struct({ name: Schema.String, qty: Schema.Number, image: Image })

export const OrderSummary = Schema.Struct({
  orderNumber: Schema.String,
  status: OrderStatus,
  createdAt: Schema.String,
  currency: Schema.String,
  total: Schema.Number,
  /** Units ordered. */
  itemCount: Schema.Number,
  /** The first lines (at most three), for a picture of the order. */
  preview: Schema.Array(OrderLinePreview),
})
export type OrderSummary = typeof OrderSummary.Type

export const PurchaseHistoryResponse = Schema.Struct({
  total: Schema.Number,
  start: Schema.Number,
  orders: Schema.Array(OrderSummary),
})
export type PurchaseHistoryResponse = typeof PurchaseHistoryResponse.Type

/**
 * POST /consumers-v3/consumer/TrackOrder. The caller's own order by its number; anyone else's only
 * with the e-mail it was placed with (a guest who lost the session, a shopper on another device).
 * A wrong pair is 404 OHS4004, the same answer as an unknown number; failed attempts are limited per
 * caller, per order number and per e-mail (429 REQ429).
 */
export const TrackOrderRequest = Schema.Struct({
  orderNumber: Id,
  email: Schema.optional(Text(254)),
})

export const TrackingEvent = Schema.Struct({ status: OrderStatus, at: Schema.String })

export const OrderTracking = Schema.Struct({
  orderNumber: Schema.String,
  status: OrderStatus,
  placedAt: Schema.String,
  /** What happened so far, oldest first (placed, shipped, delivered or cancelled). */
  events: Schema.Array(TrackingEvent),
  carrier: Schema.NullOr(Schema.String),
  trackingNumber: Schema.NullOr(Schema.String),
  /** The latest day delivery is expected, while on its way. */
  estimatedDelivery: Schema.NullOr(Schema.String),
  items: Schema.Array(OrderLinePreview),
  /** Town and country of the delivery (not the street: a tracking page may be opened by anyone holding the e-mail). */
  shipTo: Schema.NullOr(Schema.Struct({ city: Schema.String, country: Schema.String })),
})
export type OrderTracking = typeof OrderTracking.Type

/** POST /consumers-v3/consumer/CancelOrder: answers the order, CANCELLED (409 ORD410 when its state does not allow it). */
export const CancelOrderRequest = Schema.Struct({
  orderNumber: Id,
  reason: Schema.optional(Text(500)),
})

/** POST /consumers-v3/consumer/return/{orderId}/returnLabel: one label per order (asking again answers the same). */
export const ReturnLabelRequest = Schema.Struct({
  reason: Schema.optional(Text(500)),
})

export const ReturnLabel = Schema.Struct({
  returnId: Schema.String,
  orderNumber: Schema.String,
  carrier: Schema.String,
  labelNumber: Schema.String,
  createdAt: Schema.String,
  /** The last day the parcel may be handed to the carrier. */
  returnBy: Schema.String,
  items: Schema.Array(Schema.Struct({ name: Schema.String, qty: Schema.Number })),
  /** Where the parcel goes. */
  returnAddress: Schema.Struct({ name: Schema.String, addressLine1: Schema.String, city: Schema.String, postalCode: Schema.String, country: Schema.String }),
})
export type ReturnLabel = typeof ReturnLabel.Type

/** POST /consumers-v3/consumer/purchase/invoice/download: answers the invoice as a PDF document (application/pdf). */
export const InvoiceDownloadRequest = Schema.Struct({ orderNumber: Id })

/** The invoice's bytes (the one call answering a file rather than JSON). */
export const InvoicePdf = Schema.Uint8Array

/** POST /consumers-v3/consumer/resendGiftCardEmail: sends the e-gift cards of an order to their recipients again. */
export const ResendGiftCardEmailRequest = Schema.Struct({
  orderNumber: Id,
  /** One line only; all the order's e-gift cards when absent. */
  itemId: Schema.optional(Id),
})
export const ResendGiftCardEmailResponse = Schema.Struct({ sent: Schema.Number })
