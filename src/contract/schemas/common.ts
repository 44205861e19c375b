// Shapes shared by every call: the error response of the spec (001 section 3) and images.
import { Schema } from 'effect'

export const ErrorDetail = Schema.Struct({
  errorId: Schema.String,
  message: Schema.String,
  /** Values for the message's placeholders, e.g. maxAllowedQty for INV408. */
  params: Schema.optional(Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number]))),
})

export const ErrorResponse = Schema.Struct({
  appId: Schema.optional(Schema.String),
  correlationId: Schema.String,
  errorDetails: Schema.Array(ErrorDetail),
})
export type ErrorResponse = typeof ErrorResponse.Type

export const Image = Schema.Struct({
  src: Schema.String,
  alt: Schema.String,
  width: Schema.Number,
  height: Schema.Number,
})
export type Image = typeof Image.Type

export const Rating = Schema.Struct({ score: Schema.Number, reviewsCount: Schema.Number })
export type Rating = typeof Rating.Type

/** Amounts are decimals in the site's currency (the server computes in minor units). */
export const Price = Schema.Struct({ current: Schema.Number, original: Schema.Number, currency: Schema.String })
export type Price = typeof Price.Type

/** A number of a query (it travels as text) within bounds: what the services can take without overflowing. */
export const QueryNumber = (minimum: number, maximum: number) => Schema.FiniteFromString.pipe(Schema.check(Schema.isBetween({ minimum, maximum })))

/** Text of at most `max` UTF-16 units: every field a shopper types is bounded where it is decoded. */
export const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))

/** An answer with nothing to say beyond success (sign-out, password calls). */
export const Done = Schema.Struct({})

/** The body of a call the spec lists without one ("none"): a request that sends one is refused. */
export const NoBody = Schema.Undefined.annotate({ description: 'no body' })
