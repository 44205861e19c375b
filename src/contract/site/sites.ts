// Brands, locales and the site id rule (brand-locale). Shared by the storefront, the API client and the reference services.
export const BRANDS = ['summit', 'fjell'] as const
export type Brand = (typeof BRANDS)[number]

export const LOCALES = ['en-us', 'en-gb', 'fr-fr', 'en-ca', 'de-de'] as const
export type Locale = (typeof LOCALES)[number]

export type Currency = 'USD' | 'GBP' | 'EUR' | 'CAD'

export interface LocaleInfo {
  readonly locale: Locale
  /** BCP 47 tag for Intl (en-US). */
  readonly tag: string
  readonly language: 'en' | 'fr' | 'de'
  /** Region code used in the request context (US, GB, FR, CA, DE). */
  readonly region: string
  readonly currency: Currency
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  'en-us': { locale: 'en-us', tag: 'en-US', language: 'en', region: 'US', currency: 'USD' },
  'en-gb': { locale: 'en-gb', tag: 'en-GB', language: 'en', region: 'GB', currency: 'GBP' },
  'fr-fr': { locale: 'fr-fr', tag: 'fr-FR', language: 'fr', region: 'FR', currency: 'EUR' },
  'en-ca': { locale: 'en-ca', tag: 'en-CA', language: 'en', region: 'CA', currency: 'CAD' },
  'de-de': { locale: 'de-de', tag: 'de-DE', language: 'de', region: 'DE', currency: 'EUR' },
}

export interface BrandInfo {
  readonly brand: Brand
  readonly name: string
  readonly defaultLocale: Locale
  /** Short description for manifests and meta tags. */
  readonly tagline: string
}

export const BRAND_INFO: Record<Brand, BrandInfo> = {
  summit: { brand: 'summit', name: 'Summit Outfitters', defaultLocale: 'en-us', tagline: 'Gear for every ascent' },
  fjell: { brand: 'fjell', name: 'Fjell & Fjord', defaultLocale: 'en-gb', tagline: 'Nordic outdoor clothing' },
}

export const isLocale = (value: string): value is Locale => (LOCALES as ReadonlyArray<string>).includes(value)
export const isBrand = (value: string): value is Brand => (BRANDS as ReadonlyArray<string>).includes(value)

/** The site id is written brand-locale, for example `summit-en-us`. */
export const siteIdOf = (brand: Brand, locale: Locale): string => `${brand}-${locale}`

export const parseSiteId = (siteId: string): { brand: Brand; locale: Locale } | undefined => {
  const dash = siteId.indexOf('-')
  const brand = siteId.slice(0, dash)
  const locale = siteId.slice(dash + 1)
  return isBrand(brand) && isLocale(locale) ? { brand, locale } : undefined
}

export const SOURCE = 'ECOM15'
export const CHANNEL = 'ECOMM'
export const CLIENT_APP = 'summit-storefront'

/** The standard context every request carries (spec 001 section 3). */
export interface RequestContext {
  readonly siteId: string
  readonly channel: 'ECOMM' | 'MAPP'
  readonly brand: Brand
  readonly region: string
  readonly source: typeof SOURCE
  readonly clientApp: string
}

export const requestContextOf = (brand: Brand, locale: Locale): RequestContext => ({
  siteId: siteIdOf(brand, locale),
  channel: CHANNEL,
  brand,
  region: LOCALE_INFO[locale].region,
  source: SOURCE,
  clientApp: CLIENT_APP,
})

/**
 * How a brand is chosen: the request's host name is looked up in BRAND_HOSTS
 * (`fjell.localhost=fjell,www.fjell.example=fjell`); the first label of the host is tried as a
 * brand id (`fjell.localhost` → fjell); otherwise DEFAULT_BRAND (summit).
 */
export const brandForHost = (host: string | undefined, hostMap: string | undefined, fallback: Brand): Brand => {
  const hostname = (host ?? '').split(':')[0]?.toLowerCase() ?? ''
  for (const pair of (hostMap ?? '').split(',')) {
    const [h, b] = pair.split('=').map((s) => s.trim().toLowerCase())
    if (h && b && h === hostname && isBrand(b)) return b
  }
  const first = hostname.split('.')[0] ?? ''
  return isBrand(first) ? first : fallback
}
