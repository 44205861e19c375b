// Collections (spec 002 section 3, Collection): items shown as a carousel or a grid per breakpoint
// (sm, md, lg), with arrows, indicators, a progress bar, autoplay in seconds and looping; and the
// vertical list.
import { Schema } from 'effect'
import { CssLength, Picture, SafeUrl, sectionBase } from './common'

export const CollectionLayout = Schema.Struct({
  type: Schema.Literals(['carousel', 'grid']),
  /** Carousel: the width of a slide (e.g. 80%, 18rem); grid: the minimum width of an item. */
  slideWidth: Schema.optional(CssLength),
  slideMaxWidth: Schema.optional(CssLength),
  slidePadding: Schema.optional(CssLength),
  /** The gap between items. */
  margin: Schema.optional(CssLength),
  showArrows: Schema.optional(Schema.Boolean),
  showIndicators: Schema.optional(Schema.Boolean),
  showProgress: Schema.optional(Schema.Boolean),
  autoplay: Schema.optional(Schema.Boolean),
  /** Seconds between slides when autoplaying. */
  autorotateTime: Schema.optional(Schema.Number.check(Schema.isBetween({ minimum: 2, maximum: 60 }))),
  loop: Schema.optional(Schema.Boolean),
})
export type CollectionLayout = typeof CollectionLayout.Type

export const CollectionItem = Schema.Struct({
  eyebrowText: Schema.optional(Schema.String),
  title: Schema.String,
  subtitle: Schema.optional(Schema.String),
  media: Picture,
  url: Schema.optional(SafeUrl),
})
export type CollectionItem = typeof CollectionItem.Type

export const CollectionSection = Schema.Struct({
  ...sectionBase('collection'),
  title: Schema.optional(Schema.String),
  items: Schema.Array(CollectionItem).check(Schema.isMinLength(1)),
  /** sm is required; md and lg take the smaller breakpoint's layout when missing. */
  breakpoints: Schema.Struct({ sm: CollectionLayout, md: Schema.optional(CollectionLayout), lg: Schema.optional(CollectionLayout) }),
})
export type CollectionSection = typeof CollectionSection.Type

export const VerticalListSection = Schema.Struct({
  ...sectionBase('verticalList'),
  title: Schema.optional(Schema.String),
  items: Schema.Array(
    Schema.Struct({ title: Schema.String, text: Schema.optional(Schema.String), media: Schema.optional(Picture), url: Schema.optional(SafeUrl) }),
  ).check(Schema.isMinLength(1)),
})
export type VerticalListSection = typeof VerticalListSection.Type
