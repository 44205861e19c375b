// Per-request site settings decided on the server: the brand (from the host name), the locale to
// redirect a bare path to, and deployment flags. Read once by the root route and hydrated.
import { createIsomorphicFn, createServerFn, createServerOnlyFn } from '@tanstack/react-start'
import { getCookie, getRequest, getRequestHeader, getRequestHost } from '@tanstack/react-start/server'
import { publicOrigin } from './origin'
import { BRAND_INFO, LOCALE_INFO, LOCALES, brandForHost, isBrand, isLocale, type Brand, type Locale } from '../contract/site/sites'

export interface SiteSettings {
  readonly brand: Brand
  readonly brandName: string
  /** The brand's public origin (./origin.ts): canonical links, structured data. */
  readonly origin: string
  /** The performance ingest beacon's client flag (PERFORMANCE_INGEST=1): field measures of each page sent to /fapi/performance/ingest. */
  readonly performanceIngest: boolean
  /** The in-app engine inspector (/__engine) is on in development and behind ENGINE_INSPECTOR=1 in production. */
  readonly inspector: boolean
  /** The favourites feature flag (spec 000 sections 2 and 6): hearts, the favourites pages (FAVOURITES, `favouritesFlag`). */
  readonly favourites: boolean
  /** The cloud video player's switch (CLOUD_VIDEO_PLAYER=1): video blocks play long cloud assets with it (spec 002 section 5). */
  readonly cloudVideo: boolean
  /** A store associate's session ends after this many idle minutes (ASSOCIATE_IDLE_MINUTES, `associateIdleMinutes`; issue 15). */
  readonly associateIdleMinutes: number
  /** How long a page waits for the personalisation decision before showing its baselines (P13N_DECISION_TIMEOUT_MS, `decisionTimeoutMs`; spec 002). */
  readonly decisionTimeoutMs: number
  /** Discount percents with a minus sign ("-20 %"); DISCOUNT_MINUS_SIGN=0 shows "20 %" (spec 002 section 5). */
  readonly discountMinusSign: boolean
}

/** ASSOCIATE_IDLE_MINUTES: whole minutes from 1 to 480; unset or anything else is 10. */
export const associateIdleMinutes = (value: string | undefined): number => {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 && n <= 480 ? n : 10
}

/** P13N_DECISION_TIMEOUT_MS: whole milliseconds from 500 to 30,000; unset or anything else is 4,000. */
export const decisionTimeoutMs = (value: string | undefined): number => {
  const n = Number(value)
  return Number.isInteger(n) && n >= 500 && n <= 30_000 ? n : 4000
}

/** FAVOURITES=1 turns favourites on, FAVOURITES=0 off; unset, they are on in development and tests and off in production. */
export const favouritesFlag = (value: string | undefined, nodeEnv: string | undefined): boolean => (value === '1' ? true : value === '0' ? false : nodeEnv !== 'production')

export const defaultBrand = (): Brand => {
  const configured = process.env.DEFAULT_BRAND ?? 'summit'
  return isBrand(configured) ? configured : 'summit'
}

/** X-Forwarded-Host reaches here only from a trusted proxy: the server entry removes it otherwise (src/pwa/server/forwarded.ts). */
export const brandOfRequest = createServerOnlyFn((): Brand => brandForHost(getRequestHost({ xForwardedHost: true }), process.env.BRAND_HOSTS, defaultBrand()))

/**
 * On the server the settings come from the request and the environment; the root document writes them
 * on <html> (data-brand, data-inspector), where the client reads them back: no extra round trip.
 */
export const siteSettings = createIsomorphicFn()
  .server((): SiteSettings => {
    const brand = brandOfRequest()
    return {
      brand,
      brandName: BRAND_INFO[brand].name,
      origin: publicOrigin(brand, new URL(getRequest().url).origin, process.env.BRAND_ORIGINS),
      performanceIngest: process.env.PERFORMANCE_INGEST === '1',
      inspector: process.env.NODE_ENV !== 'production' || process.env.ENGINE_INSPECTOR === '1',
      favourites: favouritesFlag(process.env.FAVOURITES, process.env.NODE_ENV),
      cloudVideo: process.env.CLOUD_VIDEO_PLAYER === '1',
      associateIdleMinutes: associateIdleMinutes(process.env.ASSOCIATE_IDLE_MINUTES),
      decisionTimeoutMs: decisionTimeoutMs(process.env.P13N_DECISION_TIMEOUT_MS),
      discountMinusSign: process.env.DISCOUNT_MINUS_SIGN !== '0',
    }
  })
  .client((): SiteSettings => {
    const data = document.documentElement.dataset
    const brand = data.brand && isBrand(data.brand) ? data.brand : 'summit'
    return {
      brand,
      brandName: BRAND_INFO[brand].name,
      origin: data.origin ?? location.origin,
      performanceIngest: data.perfIngest === 'on',
      inspector: data.inspector === 'on',
      favourites: data.favourites === 'on',
      cloudVideo: data.cloudVideo === 'on',
      associateIdleMinutes: associateIdleMinutes(data.associateIdle),
      decisionTimeoutMs: decisionTimeoutMs(data.decisionTimeout),
      discountMinusSign: data.discountSign !== 'off',
    }
  })

/**
 * The shopper's locale for a bare path: cookie, then Accept-Language, then the brand's default
 * (DECISIONS 1). Pure, from the request's facts; the server entry uses it for /cart, /checkout and
 * /order-confirmation, the `/` route through `preferredLocale`.
 */
export const localeFor = (cookie: string | undefined, acceptLanguage: string | undefined, brand: Brand): Locale => {
  if (cookie && isLocale(cookie)) return cookie
  for (const part of (acceptLanguage ?? '').toLowerCase().split(',')) {
    const tag = part.split(';')[0]?.trim() ?? ''
    if (isLocale(tag)) return tag
    const [language, region] = tag.split('-')
    // `fr-ca` → a French site of that region if any; a bare `fr` or `de` → the first site of the language.
    const byLanguage = LOCALES.find((l) => LOCALE_INFO[l].language === language && (region === undefined || l.endsWith(region)))
    if (byLanguage) return byLanguage
  }
  return BRAND_INFO[brand].defaultLocale
}

export const preferredLocale = createServerFn({ method: 'GET' }).handler(async (): Promise<Locale> =>
  localeFor(getCookie('locale'), getRequestHeader('accept-language'), brandOfRequest()),
)
