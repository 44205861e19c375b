// The social media service's customer photos (spec 001 section 7, Social media; spec 002 photo
// galleries): recent media of a product (a stream), of a category subtree, or of the brand.
import { Schema } from 'effect'
import { Image, QueryNumber } from './common'

/** The standard context, or `brand` alone (the gallery widget), and how many. */
export const SocialMediaQuery = Schema.Struct({
  brand: Schema.optional(Schema.String),
  limit: Schema.optional(QueryNumber(1, 1_000).check(Schema.isInt())),
})

/** GET /streams/media/recent: of one product when productId is given. */
export const SocialStreamsMediaQuery = Schema.Struct({ ...SocialMediaQuery.fields, productId: Schema.optional(Schema.String) })

export const SocialCategoryMediaQuery = Schema.Struct({ ...SocialMediaQuery.fields, categoryId: Schema.String })

export const SocialMediaItem = Schema.Struct({
  id: Schema.String,
  username: Schema.String,
  caption: Schema.String,
  postedAt: Schema.String,
  product: Schema.Struct({ id: Schema.String, name: Schema.String, url: Schema.String }),
  image: Image,
})
export type SocialMediaItem = typeof SocialMediaItem.Type

export const SocialMediaResponse = Schema.Struct({ data: Schema.Array(SocialMediaItem), total: Schema.Number })
export type SocialMediaResponse = typeof SocialMediaResponse.Type
