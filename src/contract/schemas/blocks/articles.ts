// The article page and the article grid (spec 002 sections 2, 4, 9).
import { Schema } from 'effect'
import { Picture, sectionBase } from './common'

/** An article's tag id (the article search's tagId values). */
export const TagId = Schema.String.check(Schema.isPattern(/^[a-z0-9-]{1,40}$/))

export const ArticlePageSection = Schema.Struct({
  ...sectionBase('articlePage'),
  /** The article's slug (its URL's last segment). */
  articleId: Schema.String.check(Schema.isPattern(/^[a-z0-9-]{1,80}$/)),
  eyebrow: Schema.optional(Schema.String),
  title: Schema.String,
  subtitle: Schema.optional(Schema.String),
  /** YYYY-MM-DD. */
  date: Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/)),
  hideDate: Schema.optional(Schema.Boolean),
  media: Picture,
  tags: Schema.Array(Schema.Struct({ id: TagId, label: Schema.String })),
  /** The article's text: sanitised HTML. */
  richText: Schema.optional(Schema.String),
  /** The related-content label: when set, up to four articles sharing a tag follow, under it. */
  relatedTitle: Schema.optional(Schema.String),
})
export type ArticlePageSection = typeof ArticlePageSection.Type

export const ArticleGridSection = Schema.Struct({
  ...sectionBase('articleGrid'),
  title: Schema.optional(Schema.String),
  /** Tags chosen before the shopper chooses (Clear all returns to them). */
  initialTags: Schema.optional(Schema.Array(TagId)),
  /** The initial query. */
  query: Schema.optional(Schema.String.check(Schema.isMaxLength(100))),
  /** Rows per page; the page size is rows × the small screen's columns, or 3. */
  rows: Schema.optional(Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 10 }))),
  columns: Schema.optional(
    Schema.Struct({
      sm: Schema.optional(Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 2 }))),
      md: Schema.optional(Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 3 }))),
      lg: Schema.optional(Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 4 }))),
    }),
  ),
  showFacets: Schema.optional(Schema.Boolean),
})
export type ArticleGridSection = typeof ArticleGridSection.Type
