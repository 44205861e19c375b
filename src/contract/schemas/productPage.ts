// The product page's other calls (spec 001 section 7): product sets, the back-in-stock sign-up of a
// sold-out size, and the internal interface's size chart and foot sizes.
import { Schema } from 'effect'
import { Image, Price } from './common'
import { ProductTile } from './products'

/** A product set ("complete the look"): its members as catalogue tiles, and what they cost together. */
export const ProductSetSummary = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  description: Schema.String,
  /** The first images of its members, for a small preview. */
  images: Schema.Array(Image),
  productCount: Schema.Number,
  /** Sum of the members' current prices. */
  price: Price,
})
export type ProductSetSummary = typeof ProductSetSummary.Type

/** GET /products/v2/products/{productId}/productSets: the sets the product belongs to. */
export const ProductSetsResponse = Schema.Struct({ productId: Schema.String, sets: Schema.Array(ProductSetSummary) })
export type ProductSetsResponse = typeof ProductSetsResponse.Type

/** GET /products/v2/products/{productSetId}/productSet */
export const ProductSet = Schema.Struct({ ...ProductSetSummary.fields, products: Schema.Array(ProductTile) })
export type ProductSet = typeof ProductSet.Type

/**
 * PUT /products/v1/notifications: tell me when this size is back. The e-mail address is checked by
 * the service (AUT453), as the sign-in's is; only a sold-out variant of the site's brand takes one.
 */
export const BackInStockRequest = Schema.Struct({
  sku: Schema.String.check(Schema.isMaxLength(64)),
  email: Schema.String.check(Schema.isMaxLength(254)),
})
export type BackInStockRequest = typeof BackInStockRequest.Type

export const BackInStockResponse = Schema.Struct({
  notificationId: Schema.String,
  sku: Schema.String,
  /** `subscribed`: a new sign-up; `alreadySubscribed`: this address was already waiting for this size. */
  status: Schema.Literals(['subscribed', 'alreadySubscribed']),
})
export type BackInStockResponse = typeof BackInStockResponse.Type

/** GET /fapi/components/size-chart/{productType}: body measurements per size, in the site's language. */
export const SizeChart = Schema.Struct({
  productType: Schema.String,
  title: Schema.String,
  /** How to measure, one line. */
  note: Schema.String,
  unit: Schema.Literals(['cm']),
  /** One table per fit (men's, women's, children's sizes; `all` when the type has one run of sizes). */
  tables: Schema.Array(
    Schema.Struct({
      fit: Schema.Literals(['men', 'women', 'kids', 'all']),
      /** The fit in the site's language (empty for `all`). */
      label: Schema.String,
      columns: Schema.Array(Schema.Struct({ key: Schema.String, label: Schema.String })),
      /** One row per size code; values by column key, as shown (e.g. "96–101"). */
      rows: Schema.Array(Schema.Struct({ size: Schema.String, values: Schema.Record(Schema.String, Schema.String) })),
    }),
  ),
})
export type SizeChart = typeof SizeChart.Type

/** GET /fapi/components/foot-sizes: shoe sizes across systems, by foot length. */
export const FootSizes = Schema.Struct({
  rows: Schema.Array(
    Schema.Struct({ eu: Schema.String, uk: Schema.String, usMen: Schema.String, usWomen: Schema.String, footLengthCm: Schema.Number }),
  ),
})
export type FootSizes = typeof FootSizes.Type
