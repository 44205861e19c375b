// The content service's article search (spec 002 section 7: getSearch for type 'article', with
// offset, limit, tagId and the initial query; result, facets, numFound). The same shapes as the
// search work's (docs/decisions/0026-content-blocks.md): the article grid and the article page's
// related articles read it, the search page's content results too.
import { Schema } from 'effect'

const whole = (minimum: number, maximum: number) => Schema.FiniteFromString.pipe(Schema.check(Schema.isInt(), Schema.isBetween({ minimum, maximum })))

/** GET /{mode}/caas/v1/canvas/search/{siteId}/article?q&offset&limit&tagId (tagId repeated: any of them). */
export const ContentSearchQuery = Schema.Struct({
  /** The initial query; without it, every article, newest first. */
  q: Schema.optional(Schema.String.pipe(Schema.check(Schema.isMaxLength(100)))),
  offset: Schema.optional(whole(0, 1_000)),
  limit: Schema.optional(whole(1, 50)),
  tagId: Schema.optional(Schema.Array(Schema.String.pipe(Schema.check(Schema.isPattern(/^[a-z0-9-]{1,40}$/)))).pipe(Schema.check(Schema.isMaxLength(10)))),
})
export type ContentSearchQuery = typeof ContentSearchQuery.Type

/** An article (spec 002, Article): id, title, url, picture (url, alt), tags (label), eyebrow, date. */
export const Article = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  url: Schema.String,
  picture: Schema.Struct({ url: Schema.String, alt: Schema.String, width: Schema.Number, height: Schema.Number }),
  tags: Schema.Array(Schema.Struct({ id: Schema.String, label: Schema.String })),
  eyebrow: Schema.NullOr(Schema.String),
  /** ISO date (YYYY-MM-DD). */
  date: Schema.String,
})
export type Article = typeof Article.Type

export const ContentSearchResponse = Schema.Struct({
  result: Schema.Array(Article),
  /** The tags of the matching articles (spec: facets with id and label), with how many have each. */
  facets: Schema.Array(Schema.Struct({ id: Schema.String, label: Schema.String, count: Schema.Number })),
  numFound: Schema.Number,
})
export type ContentSearchResponse = typeof ContentSearchResponse.Type
