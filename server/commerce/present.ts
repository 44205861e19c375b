// Turning rows into response values: decimal amounts from minor units, localised page URLs and
// category summaries, product photos.
import type { Image, Price } from '../../src/contract/schemas/common.ts'
import { categoryPath, productPath } from '../../src/contract/site/routeRules.ts'
import { LOCALE_INFO, LOCALES, type Locale, type LocaleInfo } from '../../src/contract/site/sites.ts'
import type { Alternate } from '../../src/contract/schemas/products.ts'
import type { Site } from '../http/context.ts'
import { productImage } from '../media/imageRefs.ts'
import { productImageAlt } from './labels.ts'

/** All four currencies have two decimals. */
export const decimal = (minor: number): number => Math.round(minor) / 100

export const price = (currentMinor: number, originalMinor: number, currency: string): Price => ({
  current: decimal(currentMinor),
  original: decimal(originalMinor),
  currency,
})

export interface L10nRow {
  readonly en: string
  readonly fr: string
  readonly de: string
}

export interface CategoryRef {
  readonly id: string
  readonly names: L10nRow
  readonly slugs: L10nRow
}

export const categoryUrl = (site: Site, c: CategoryRef): string => categoryPath(site.locale, c.slugs[site.language], c.id)

export const categorySummary = (site: Site, c: CategoryRef) => ({ id: c.id, name: c.names[site.language], url: categoryUrl(site, c) })

export const productUrl = (site: Site, slug: string, id: string): string => productPath(site.locale, slug, id)

/** The same page in every locale a brand sells in (the pages' hreflang links, the sitemap), from its path in each. */
export const alternatesOf = (pathIn: (locale: Locale, language: LocaleInfo['language']) => string): Alternate[] =>
  LOCALES.map((locale) => ({ locale, url: pathIn(locale, LOCALE_INFO[locale].language) }))

export const categoryAlternates = (c: CategoryRef): Alternate[] => alternatesOf((locale, language) => categoryPath(locale, c.slugs[language], c.id))

export const photo = (site: Site, styleId: string, name: string, colour: { code: string; name: string }, view = 1): Image =>
  productImage(styleId, colour.code, view, productImageAlt(name, colour.name, view, site.language))

const SITE_LANGUAGES: ReadonlySet<string> = new Set(Object.values(LOCALE_INFO).map((info) => info.language))

/**
 * SQL of a product's (`names`/`slugs` of products) or colour's (`names` of product_colours) text in
 * the site's language, falling back to the English column for rows written without one (the gift
 * products). The language is one of the sites' languages, never input.
 */
export const localised = (alias: string, column: 'name' | 'slug', language: LocaleInfo['language']): string => {
  if (!SITE_LANGUAGES.has(language)) throw new Error(`not a site language: ${language}`)
  return `coalesce(${alias}.${column}s ->> '${language}', ${alias}.${column})`
}

export const rating = (ratingX10: number, reviewsCount: number) => ({ score: ratingX10 / 10, reviewsCount })
