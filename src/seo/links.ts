// The head links that tell search engines which URL is a page's own and where it lives in the other
// locales of the brand: `canonical` and `alternate` with hreflang (and x-default: the brand's default
// locale), absolute on the brand's public origin (src/site/origin.ts).
import { BRAND_INFO, LOCALE_INFO, isLocale, type Brand } from '../contract/site/sites'
import type { Alternate } from '../contract/schemas/products'

export interface HeadLink {
  readonly rel: string
  readonly href: string
  readonly hrefLang?: string
}

/** A page whose path differs per locale only in its first segment (home, search, store locator). */
export const samePathAlternates = (path: string): Alternate[] =>
  Object.values(LOCALE_INFO).map(({ locale }) => ({ locale, url: `/${locale}${path}` }))

export const pageLinks = (origin: string, brand: Brand, canonicalPath: string, alternates: ReadonlyArray<Alternate>): HeadLink[] => {
  const known = alternates.filter((a) => isLocale(a.locale))
  const fallback = known.find((a) => a.locale === BRAND_INFO[brand].defaultLocale)
  return [
    { rel: 'canonical', href: origin + canonicalPath },
    ...known.map((a) => ({ rel: 'alternate', hrefLang: isLocale(a.locale) ? LOCALE_INFO[a.locale].tag : a.locale, href: origin + a.url })),
    ...(fallback ? [{ rel: 'alternate', hrefLang: 'x-default', href: origin + fallback.url }] : []),
  ]
}
