// The standard request context (spec 001 section 3). Our documented choice (docs/decisions/0001):
// siteId, channel, brand, region, source and clientApp travel as query parameters on every call.
import { LOCALE_INFO, parseSiteId, type Brand, type Currency, type Locale, type LocaleInfo } from '../../src/contract/site/sites.ts'
import { missingContext } from './errors.ts'

export interface Site {
  readonly siteId: string
  readonly brand: Brand
  readonly locale: Locale
  readonly language: LocaleInfo['language']
  readonly currency: Currency
  readonly region: string
}

export const siteOf = (siteId: string): Site | undefined => {
  const parsed = parseSiteId(siteId)
  if (!parsed) return undefined
  const info = LOCALE_INFO[parsed.locale]
  return { siteId, brand: parsed.brand, locale: parsed.locale, language: info.language, currency: info.currency, region: info.region }
}

/** The site a call is about: siteId from the query (or a path parameter), checked against brand. */
export const requireSite = (query: URLSearchParams, pathSiteId?: string): Site => {
  const siteId = pathSiteId ?? query.get('siteId')
  if (!siteId) throw missingContext('siteId is required (query parameter of the standard request context)')
  const site = siteOf(siteId)
  if (!site) throw missingContext(`siteId ${siteId} is not a known site (brand-locale)`)
  const brand = query.get('brand')
  if (brand && brand !== site.brand) throw missingContext(`brand ${brand} does not match siteId ${siteId}`)
  return site
}

/**
 * The caller's network address, as the HTTP server saw it (srvx's request carries it as `ip`, behind
 * a trusted proxy the forwarded one); 'unknown' for requests made in process (the server render).
 * Limits per client key on it (server/commerce/throttle.ts).
 */
export const clientAddressOf = (request: Request): string => {
  const ip = (request as Request & { readonly ip?: unknown }).ip
  return typeof ip === 'string' && ip !== '' && ip.length <= 64 ? ip : 'unknown'
}
