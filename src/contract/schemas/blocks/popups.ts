// Pop-ups (spec 002 section 3, Pop-up): fetched once per visit from GET …/popups/{siteId}; the first
// one the shopper has not dismissed opens (minimised first, expanded after its delay).
import { Schema } from 'effect'
import { POPUP_PAGE_TYPES } from '../../contentRules'
import { Color, SafeUrl, Target } from './common'

export const Popup = Schema.Struct({
  id: Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{1,80}$/)),
  /** A name containing "newsletter" makes it a Newsletter pop-up (it holds the newsletter form); otherwise Account/Registration. */
  name: Schema.String,
  /** Milliseconds from showing (minimised) to expanding (default POPUP_DEFAULT_DELAY_MS). */
  delay: Schema.optional(Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 120_000 }))),
  title: Schema.String,
  titleColor: Schema.optional(Color),
  backgroundColor: Schema.optional(Color),
  disclaimer: Schema.optional(Schema.String),
  disclaimerColor: Schema.optional(Color),
  logo: Schema.optional(Schema.Struct({ url: SafeUrl, alt: Schema.String, width: Schema.Number, height: Schema.Number })),
  logoSize: Schema.optional(Schema.Literals(['small', 'large'])),
  minimizedTitle: Schema.String,
  maximizedTitle: Schema.optional(Schema.String),
  targets: Schema.Array(Target),
  baselines: Schema.optional(Schema.Array(Schema.Struct({ name: Schema.String, minimizedTitle: Schema.String }))),
  /** Our addition: the page types it may open on (none: every page but checkout and the order confirmation). */
  pageTypes: Schema.optional(Schema.Array(Schema.Literals(POPUP_PAGE_TYPES))),
  /** Our addition: only on paths that start, after the locale, with one of these (e.g. "articles/"). */
  pathPrefixes: Schema.optional(Schema.Array(Schema.String.check(Schema.isPattern(/^[a-z0-9/-]{1,60}$/)))),
})
export type Popup = typeof Popup.Type
