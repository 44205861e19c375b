// Pure rules of personalisation (spec 002 sections 2, 3, 4, 7 and 9), shared by the storefront and
// the reference personalisation service: an experience's decision key, the variant label reported
// with an impression, the experiment tracking variable, the test context that forces variants, the
// visitor id cookie (mt.v), the decide call's channel and the pre-production hosts that send a dummy
// IP address. No Schema here: the test context is read on every page that shows an experience.

/** Recommendation impressions are reported for up to 24 products (spec 002 section 9). */
export const MAX_REC_IMPRESSIONS = 24
/** Events in one decide call: one of each context kind and a few records fit easily. */
export const MAX_EVENTS = 40
/** Thumbnails reported per page (a category page of 24 and a recommendation carousel or two). */
export const MAX_THUMBNAILS = 100

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

// ---- test context ------------------------------------------------------------------------------

/** The query parameter carrying forced variants and segments (spec 002 section 2). */
export const TEST_CONTEXT_PARAM = 'p13n_testcontext'

/** One forced choice: `key` names an experience (its id or decision key) or a segmentation (its id); `variantId` the variant or segment to show. */
export interface ForcedVariant {
  readonly key: string
  readonly variantId: string
}

export interface TestContext {
  readonly forced: ReadonlyArray<ForcedVariant>
}

export const EMPTY_TEST_CONTEXT: TestContext = { forced: [] }

const MAX_RAW = 4000
const MAX_FORCED = 50
const MAX_TEXT = 200

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT ? value.trim() : undefined)

const forcedOf = (item: unknown): ForcedVariant | undefined => {
  if (typeof item !== 'object' || item === null) return undefined
  const record = item as Record<string, unknown>
  const key = text(record.experienceId) ?? text(record.segmentationId) ?? text(record.id)
  const variantId = text(record.variantId) ?? text(record.segmentId) ?? text(record.variant)
  return key && variantId ? { key, variantId } : undefined
}

/**
 * The test context of a page: JSON holding a list of forced variants, either the list itself or an
 * object with `variants` (or `forcedVariants`) and `segments` lists. Each entry names what it forces
 * (`experienceId`, `segmentationId` or `id`) and what to show (`variantId`, `segmentId` or `variant`).
 * Anything else (not JSON, too long, entries without both names) forces nothing.
 */
export const parseTestContext = (raw: string | null | undefined): TestContext => {
  if (!raw || raw.length > MAX_RAW) return EMPTY_TEST_CONTEXT
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return EMPTY_TEST_CONTEXT
  }
  const lists: unknown[] = Array.isArray(json)
    ? [json]
    : typeof json === 'object' && json !== null
      ? [(json as Record<string, unknown>).variants, (json as Record<string, unknown>).forcedVariants, (json as Record<string, unknown>).segments]
      : []
  const forced = lists
    .flatMap((list) => (Array.isArray(list) ? list : []))
    .slice(0, MAX_FORCED)
    .flatMap((item) => {
      const f = forcedOf(item)
      return f ? [f] : []
    })
  return forced.length === 0 ? EMPTY_TEST_CONTEXT : { forced }
}

/** The variant the test context forces for an experience (named by its id or its decision key). */
export const forcedVariantOf = (context: TestContext, experienceId: string): string | undefined => {
  const key = decisionKey(experienceId)
  return context.forced.find((f) => f.key === experienceId || f.key === key)?.variantId
}

/** The segment the test context forces for a segmentation section (named by its id). */
export const forcedSegmentOf = (context: TestContext, segmentationId: string): string | undefined =>
  context.forced.find((f) => f.key === segmentationId)?.variantId

// ---- visitor id, channel, hosts ----------------------------------------------------------------

/** The cookie holding the visitor's id for the personalisation service. */
export const MONETATE_COOKIE = 'mt.v'
/** 13 months, the longest a consent-free analytics identifier is commonly kept. */
export const MONETATE_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 396

const MONETATE_ID = /^[A-Za-z0-9._-]{1,100}$/

export const isMonetateId = (value: string | undefined | null): value is string => typeof value === 'string' && MONETATE_ID.test(value)

/** A new visitor id, `2.{10 random digits}.{epoch ms}`, the format the engine's own tag writes. */
export const newMonetateId = (random: () => number, now: number): string => {
  const digits = Array.from({ length: 10 }, (_, i) => Math.min(9, Math.floor(random() * (i === 0 ? 9 : 10))) + (i === 0 ? 1 : 0)).join('')
  return `2.${digits}.${Math.max(0, Math.floor(now))}`
}

/** The visitor id in a Cookie header or document.cookie, if it is one. */
export const monetateIdOfCookies = (cookies: string): string | undefined => {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== MONETATE_COOKIE) continue
    let value = part.slice(eq + 1).trim()
    try {
      value = decodeURIComponent(value)
    } catch {
      return undefined
    }
    return isMonetateId(value) ? value : undefined
  }
  return undefined
}

const PRE_PRODUCTION_LABELS = new Set(['dev', 'develop', 'qa', 'test', 'uat', 'stage', 'staging', 'preprod', 'sandbox', 'preview'])

/**
 * Pre-production hosts: this machine (localhost, *.localhost, loopback addresses), reserved test
 * names (*.test, *.local, *.internal) and hosts whose first label names an environment
 * (staging.…, qa.…, uat.…). Everything else counts as production.
 */
export const isPreProductionHost = (hostname: string): boolean => {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '')
  if (host === 'localhost' || host === '::1' || /^127\./.test(host) || host === '0.0.0.0') return true
  if (/\.(localhost|test|local|internal)$/.test(host)) return true
  const first = host.split('.')[0] ?? ''
  return PRE_PRODUCTION_LABELS.has(first) || /^(dev|qa|uat|stage|staging|preprod)[0-9-]/.test(first)
}

/** The fixed dummy address sent from pre-production hosts (TEST-NET-3, never routed). */
export const DUMMY_IP_ADDRESS = '203.0.113.10'

/** The decide call's channel: `{brand}/{p|d}/{host}` — p for production hosts, d (development) for pre-production ones. */
export const channelOf = (brand: string, hostname: string): string => `${brand}/${isPreProductionHost(hostname) ? 'd' : 'p'}/${hostname.toLowerCase()}`

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
