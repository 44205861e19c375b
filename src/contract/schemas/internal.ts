// The internal front-end interface (/fapi, spec 001 section 7, Internal): static pages by name, the
// location selector, server time and the performance ingest beacon.
import { Schema } from 'effect'
import type { PageType } from '../site/routeRules'

export const StaticPage = Schema.Struct({
  name: Schema.String,
  title: Schema.String,
  /** Editors' HTML: sanitised by the storefront before it renders (src/blocks/richText/sanitize.ts). */
  html: Schema.String,
  updatedAt: Schema.String,
})
export type StaticPage = typeof StaticPage.Type

/** GET /fapi/pages/location-selector: the brand's sites by country, each country's languages. */
export const LocationSelector = Schema.Struct({
  countries: Schema.Array(
    Schema.Struct({
      /** ISO 3166 region code (US, GB, FR, CA, DE). */
      region: Schema.String,
      /** The country's name in the language of the site asking. */
      name: Schema.String,
      currency: Schema.String,
      sites: Schema.Array(
        Schema.Struct({
          locale: Schema.String,
          /** The language's name in that language (Français, Deutsch). */
          language: Schema.String,
          url: Schema.String,
        }),
      ),
    }),
  ),
})
export type LocationSelector = typeof LocationSelector.Type

/** GET /fapi/server/time (the client falls back to its own clock when the call fails: "epoch fallback"). */
export const ServerTime = Schema.Struct({ timestamp: Schema.Number })

export const PAGE_TYPES = ['home', 'category', 'product', 'search', 'cart', 'checkout', 'account', 'orderConfirmation', 'content', 'other'] as const satisfies ReadonlyArray<PageType>
export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
/** Measures per beacon: a page sends at most one of each metric, a few pages' worth at a time. */
export const MAX_MEASURES = 25

export const PerformanceMeasure = Schema.Struct({
  name: Schema.Literals(METRICS),
  /** Milliseconds (CLS: a unitless score); a minute at most. */
  value: Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 60_000 })),
  rating: Schema.optional(Schema.Literals(['good', 'needs-improvement', 'poor'])),
  pageType: Schema.Literals(PAGE_TYPES),
  navigationType: Schema.optional(Schema.Literals(['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'])),
})
export type PerformanceMeasure = typeof PerformanceMeasure.Type

/** POST /fapi/performance/ingest: a batch of measures, sent only when the client's ingest flag is on. */
export const PerformanceIngestRequest = Schema.Struct({
  measures: Schema.Array(PerformanceMeasure).check(Schema.isBetweenLength(1, MAX_MEASURES)),
})
export type PerformanceIngestRequest = typeof PerformanceIngestRequest.Type
