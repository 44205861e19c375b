// The rules of personalisation that only personalised blocks use (spec 002 sections 3, 4 and 9),
// shared by the storefront and the reference personalisation service: an experience's decision key,
// the variant label reported with an impression, the experiment tracking variable, the variant or
// segment the test context forces, and the recommendation feed's localised fields. Apart from
// ./personalisation.ts (what every page's decide call needs), so pages without such blocks load none of it.
import type { TestContext } from './personalisation'

/** The decision key of an experience: the last underscore-separated part of its id ("exp_home_story" → "story"). */
export const decisionKey = (experienceId: string): string => {
  const parts = experienceId.split('_')
  return parts[parts.length - 1] ?? experienceId
}

/**
 * The variant label reported with an impression: a label containing "Experiment" gives "A", one
 * containing "Baseline" gives "Baseline", one whose second character is "-" gives its first
 * character ("B-Trail led" → "B"); any other label is reported as it is (the spec names no other case).
 */
export const variantLabel = (label: string): string => {
  if (label.includes('Experiment')) return 'A'
  if (label.includes('Baseline')) return 'Baseline'
  if (label.charAt(1) === '-') return label.charAt(0)
  return label
}

/** Experiment tracking variables are named with this prefix (spec 002 section 9). */
export const TRACKING_PREFIX = 'AB_Mon_SS_'

/** The tracking variable of an experience shown: `AB_Mon_SS_{experience label}` = the variant label. */
export const trackingVariable = (report: { readonly experience_id: string; readonly experience_label: string; readonly variant_label: string }): { name: string; value: string } => ({
  name: `${TRACKING_PREFIX}${(report.experience_label || report.experience_id).replace(/[^A-Za-z0-9_]+/g, '_')}`,
  value: variantLabel(report.variant_label),
})

/** The variant the test context forces for an experience (named by its id or its decision key). */
export const forcedVariantOf = (context: TestContext, experienceId: string): string | undefined => {
  const key = decisionKey(experienceId)
  return context.forced.find((f) => f.key === experienceId || f.key === key)?.variantId
}

/** The segment the test context forces for a segmentation section (named by its id). */
export const forcedSegmentOf = (context: TestContext, segmentationId: string): string | undefined =>
  context.forced.find((f) => f.key === segmentationId)?.variantId

// ---- recommendation feed -----------------------------------------------------------------------

/** Regions served by the EMEA feed, whose fields are localised. */
export const EMEA_REGIONS: ReadonlySet<string> = new Set(['GB', 'FR', 'DE'])

export interface FeedFields {
  readonly title: string
  readonly link: string
  /** The current (sale) price. */
  readonly salePrice: string
  /** The original (list) price. */
  readonly price: string
  readonly historicBestPrice: string
  readonly previousBestSalesPrice: string
}

/**
 * The feed fields a site reads (spec 002 section 3): the EMEA feed localises them — title-{locale},
 * link-{locale}, salePrice-{country} with the country in lower case, price-{COUNTRY} in upper case,
 * as the spec writes them (the omnibus prices follow price's form) — other regions use title, link,
 * price and salePrice.
 */
export const feedFieldsOf = (locale: string, region: string): FeedFields =>
  EMEA_REGIONS.has(region)
    ? {
        title: `title-${locale}`,
        link: `link-${locale}`,
        salePrice: `salePrice-${region.toLowerCase()}`,
        price: `price-${region.toUpperCase()}`,
        historicBestPrice: `historicBestPrice-${region.toUpperCase()}`,
        previousBestSalesPrice: `previousBestSalesPrice-${region.toUpperCase()}`,
      }
    : { title: 'title', link: 'link', salePrice: 'salePrice', price: 'price', historicBestPrice: 'historicBestPrice', previousBestSalesPrice: 'previousBestSalesPrice' }
