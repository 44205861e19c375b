// Pure rules of personalisation (spec 002 sections 2, 3, 4, 7 and 9), shared by the storefront and
// the reference personalisation service, as every page's decide call needs them: the test context
// that forces variants, the visitor id cookie (mt.v), the decide call's channel and the
// pre-production hosts that send a dummy IP address. What only personalised blocks use (decision
// keys, variant labels, tracking variables, forced choices, feed fields) is ./personalisedBlocks.ts,
// so the decide call's chunk, loaded on every page, leaves it out. No Schema here: the test context
// is read on every page that shows an experience.

/** Recommendation impressions are reported for up to 24 products (spec 002 section 9). */
export const MAX_REC_IMPRESSIONS = 24
/** Events in one decide call: one of each context kind and a few records fit easily. */
export const MAX_EVENTS = 40
/** Thumbnails reported per page (a category page of 24 and a recommendation carousel or two). */
export const MAX_THUMBNAILS = 100

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
