// Product blocks (spec 002 sections 2, 4, 9): the recommendations carousel with quick shop and the
// upsell ("complete the look") block.
import { Schema } from 'effect'
import { sectionBase } from './common'

export const ProductRecommendationsSection = Schema.Struct({
  ...sectionBase('productRecommendations'),
  title: Schema.String,
  /** What to recommend from: a category id, or omitted for best sellers. */
  categoryId: Schema.optional(Schema.String),
  /** Products like this one (the product page's recommendations); takes precedence over categoryId and fromPage. */
  productId: Schema.optional(Schema.String),
  /** Recommend from the page's product or category (read from its path) instead. */
  fromPage: Schema.optional(Schema.Boolean),
  limit: Schema.Number,
  /** '3-cards': a third of the width each; otherwise six in a row on wide screens. */
  variant: Schema.optional(Schema.Literals(['3-cards', 'default'])),
  /** Each tile offers quick shop (choose a size and add without leaving the page); default true. */
  quickShop: Schema.optional(Schema.Boolean),
  /** Where the products come from: the recommendations call (default) or the items of the personalisation decision for `experienceId`. */
  source: Schema.optional(Schema.Literals(['recommendations', 'personalisation'])),
  experienceId: Schema.optional(Schema.String),
})
export type ProductRecommendationsSection = typeof ProductRecommendationsSection.Type

export const UpsellSection = Schema.Struct({
  ...sectionBase('upsell'),
  title: Schema.String,
  /** The product the upsells complete; default: the page's product (from its path). */
  productId: Schema.optional(Schema.String.check(Schema.isPattern(/^[A-Z0-9]{8,11}$/))),
  stackedCount: Schema.optional(Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 6 }))),
})
export type UpsellSection = typeof UpsellSection.Type
