// Favourites (spec 001 section 7, Wishlists; spec 000 section 3 "Favorites": favoriteId, items,
// total; adding sends id, qty 1, itemType product). One list per shopper and site, guests too; it
// follows the shopper through sign-in (the guest's list merges into the member's). Sharing makes
// the list readable by anyone holding its link, read-only (docs/decisions/0025).
import { Schema } from 'effect'
import { ProductTile } from './products'

/** The most products one list holds (FAV400 past it). */
export const MAX_FAVOURITES = 500

/** POST /wishlists/v2/favorites */
export const FavoriteAddRequest = Schema.Struct({
  /** The product (style) id. */
  id: Schema.String.check(Schema.isTrimmed(), Schema.isMinLength(1), Schema.isMaxLength(40)),
  qty: Schema.optional(Schema.Literal(1)),
  itemType: Schema.optional(Schema.Literal('product')),
  /** The shopper's list, when they have one (another shopper's is not found). */
  favoriteId: Schema.optional(Schema.String.check(Schema.isMaxLength(64))),
})
export type FavoriteAddRequest = typeof FavoriteAddRequest.Type

export const FavoriteItem = Schema.Struct({
  itemId: Schema.String,
  productId: Schema.String,
  addedAt: Schema.String,
  /** Still sold on this site (a product taken off sale stays in the list, marked). */
  available: Schema.Boolean,
  product: ProductTile,
})
export type FavoriteItem = typeof FavoriteItem.Type

export const FavoritesResponse = Schema.Struct({
  /** null until the shopper favours a first product. */
  favoriteId: Schema.NullOr(Schema.String),
  total: Schema.Number,
  start: Schema.Number,
  items: Schema.Array(FavoriteItem),
  /** Readable by anyone with its link (GET …/share). */
  shared: Schema.Boolean,
})
export type FavoritesResponse = typeof FavoritesResponse.Type

/** POST /wishlists/v2/favorites/{favoriteId}/share: share (the default) or stop sharing. */
export const FavoriteShareRequest = Schema.Struct({ shared: Schema.optional(Schema.Boolean) })

export const FavoriteShareResponse = Schema.Struct({
  favoriteId: Schema.String,
  shared: Schema.Boolean,
  /** The storefront page that shows the list read-only (on this site). */
  sharePath: Schema.String,
})
export type FavoriteShareResponse = typeof FavoriteShareResponse.Type

/** GET /wishlists/v2/favorites/{favoriteId}/share: no token needed; 404 PLP400 unless the list is shared. */
export const SharedFavoritesResponse = Schema.Struct({
  favoriteId: Schema.String,
  total: Schema.Number,
  items: Schema.Array(FavoriteItem),
})
export type SharedFavoritesResponse = typeof SharedFavoritesResponse.Type
