// Product calls: details, catalogue listing, inventory, recommendations (spec 001 section 7, Products).
import { Schema } from 'effect'
import { MAX_FILTER_PRICE } from '../site/catalogSearch'
import { Image, Price, QueryNumber, Rating } from './common'

export const Colour = Schema.Struct({
  code: Schema.String,
  name: Schema.String,
  /** CSS colour for swatches, e.g. #2f4f4f. */
  hex: Schema.String,
})
export type Colour = typeof Colour.Type

export const Variant = Schema.Struct({
  sku: Schema.String,
  upc: Schema.String,
  colour: Schema.String,
  size: Schema.String,
  /** Online stock (sum is not shown to shoppers; 0 means sold out). */
  available: Schema.Number,
})
export type Variant = typeof Variant.Type

/** The page in another locale of the brand (its localised slug): hreflang links and the sitemap. */
export const Alternate = Schema.Struct({ locale: Schema.String, url: Schema.String })
export type Alternate = typeof Alternate.Type

export const ProductDetails = Schema.Struct({
  id: Schema.String,
  masterId: Schema.String,
  name: Schema.String,
  slug: Schema.String,
  url: Schema.String,
  alternates: Schema.Array(Alternate),
  description: Schema.String,
  brand: Schema.String,
  badge: Schema.NullOr(Schema.String),
  eyebrow: Schema.NullOr(Schema.String),
  season: Schema.NullOr(Schema.String),
  /** The season in the site's language ("Autumn/Winter 2025"); null when the product is not seasonal. */
  seasonLabel: Schema.optional(Schema.NullOr(Schema.String)),
  rating: Rating,
  price: Price,
  /** Primary category with its breadcrumb trail (root first). */
  breadcrumbs: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String, url: Schema.String })),
  colours: Schema.Array(Schema.Struct({ ...Colour.fields, images: Schema.Array(Image) })),
  sizes: Schema.Array(Schema.Struct({ code: Schema.String, label: Schema.String })),
  variants: Schema.Array(Variant),
  maxQty: Schema.Number,
  productType: Schema.String,
  /** The product sets it belongs to (productSets), so the page knows before loading them whether to show them. */
  productSetIds: Schema.optional(Schema.Array(Schema.String)),
})
export type ProductDetails = typeof ProductDetails.Type

export const ProductTile = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  url: Schema.String,
  image: Image,
  price: Price,
  colours: Schema.Array(Colour),
  rating: Rating,
  badge: Schema.NullOr(Schema.String),
  /** The product's interest line ("Waterproof") and season label, in the site's language. */
  eyebrow: Schema.optional(Schema.NullOr(Schema.String)),
  season: Schema.optional(Schema.NullOr(Schema.String)),
})
export type ProductTile = typeof ProductTile.Type

export const CatalogSort = Schema.Literals(['featured', 'price-asc', 'price-desc', 'rating', 'newest'])
export type CatalogSort = typeof CatalogSort.Type

/** GET /products/v2/catalog?categoryId&sort&size&colour&priceMin&priceMax&start&count (+ context). */
export const CatalogQuery = Schema.Struct({
  categoryId: Schema.String,
  sort: Schema.optional(CatalogSort),
  size: Schema.optional(Schema.Array(Schema.String)),
  colour: Schema.optional(Schema.Array(Schema.String)),
  priceMin: Schema.optional(QueryNumber(0, MAX_FILTER_PRICE)),
  priceMax: Schema.optional(QueryNumber(0, MAX_FILTER_PRICE)),
  start: Schema.optional(QueryNumber(0, 1_000_000)),
  count: Schema.optional(QueryNumber(0, 1_000)),
})
export type CatalogQuery = typeof CatalogQuery.Type

export const CategorySummary = Schema.Struct({ id: Schema.String, name: Schema.String, url: Schema.String })

export const CatalogResponse = Schema.Struct({
  category: Schema.Struct({
    id: Schema.String,
    name: Schema.String,
    url: Schema.String,
    alternates: Schema.Array(Alternate),
    breadcrumbs: Schema.Array(CategorySummary),
    children: Schema.Array(CategorySummary),
  }),
  total: Schema.Number,
  start: Schema.Number,
  count: Schema.Number,
  facets: Schema.Struct({
    sizes: Schema.Array(Schema.Struct({ value: Schema.String, label: Schema.String, count: Schema.Number })),
    colours: Schema.Array(Schema.Struct({ value: Schema.String, label: Schema.String, hex: Schema.String, count: Schema.Number })),
    price: Schema.Struct({ min: Schema.Number, max: Schema.Number }),
  }),
  products: Schema.Array(ProductTile),
})
export type CatalogResponse = typeof CatalogResponse.Type

/** GET /products/v1/widgetRecommendations?categoryId?&productId?&limit (+ context): recommended products (spec 002 section 3). */
export const RecommendedProduct = Schema.Struct({
  id: Schema.String,
  /** The style a feed item belongs to (the personalisation feed's item_group_id). */
  itemGroupId: Schema.optional(Schema.String),
  sku: Schema.String,
  title: Schema.String,
  image: Schema.Struct({ src: Schema.String, alt: Schema.String, width: Schema.Number, height: Schema.Number }),
  price: Schema.Struct({
    lowCurrent: Schema.Number,
    highCurrent: Schema.Number,
    lowOriginal: Schema.Number,
    highOriginal: Schema.Number,
    percentagePriceDiscount: Schema.optional(Schema.Number),
    /** The lowest price of the last 30 days before the current reduction (EU omnibus rule, src/contract/priceRules.ts). */
    historicBestPrice: Schema.optional(Schema.Number),
    previousBestSalesPrice: Schema.optional(Schema.Number),
  }),
  url: Schema.String,
  /** The personalisation service's token for this recommendation (reported with impressions and clicks). */
  recToken: Schema.optional(Schema.String),
  recommendationId: Schema.String,
  rating: Schema.Struct({ showScore: Schema.Boolean, score: Schema.Number }),
})
export type RecommendedProduct = typeof RecommendedProduct.Type

export const RecommendationsResponse = Schema.Struct({ items: Schema.Array(RecommendedProduct) })
export type RecommendationsResponse = typeof RecommendationsResponse.Type

/** GET /products/v2/products/{productId}/inventory: variants keyed by sku with quantity. */
export const InventoryResponse = Schema.Struct({
  variants: Schema.Record(Schema.String, Schema.Struct({ quantity: Schema.Number })),
})

/** POST /products/v1/products/{productId}/availability: store ids, optionally narrowed to one variant (sku). */
/** The store ids with an optional sku, or (as some callers send it) the bare list of store ids. */
export const AvailabilityRequest = Schema.Union([
  Schema.Struct({ storeIds: Schema.Array(Schema.String), sku: Schema.optional(Schema.String) }),
  Schema.Array(Schema.String),
])
export type AvailabilityRequest = typeof AvailabilityRequest.Type

/** A store's quantity of the product (or of the variant when a sku was given). */
export const AvailabilityResponse = Schema.Struct({
  storeInventory: Schema.Array(Schema.Struct({ storeId: Schema.String, quantity: Schema.Number })),
})
export type AvailabilityResponse = typeof AvailabilityResponse.Type
