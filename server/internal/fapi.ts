// The storefront's internal front-end interface (/fapi/..., spec 001 section 7, Internal): server
// time, static pages by name, the location selector, the performance ingest beacon, and the product
// page's size chart (by product type) and foot size table from the seeded tables, in the language of
// the standard context's site.
import type { FootSizes, SizeChart } from '../../src/contract/schemas/productPage.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { notFound } from '../http/errors.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { LOCALES, LOCALE_INFO, type Locale } from '../../src/contract/site/sites.ts'
import type { LocationSelector, PerformanceIngestRequest, StaticPage } from '../../src/contract/schemas/internal.ts'
import { STATIC_PAGE_NAME } from '../../src/contract/site/routeRules.ts'

/** How long measures are kept: a week is enough to compare a release with the one before. */
const KEEP_MEASURES = '7 days'

const staticPage = async (db: Db, site: Site, name: string): Promise<StaticPage> => {
  if (!STATIC_PAGE_NAME.test(name)) throw notFound(`Page ${name}`)
  const [row] = await db.query<{ title: string; html: string; updated_at: Date | string }>(
    'SELECT title, html, updated_at FROM static_pages WHERE brand = $1 AND language = $2 AND name = $3',
    [site.brand, site.language, name],
  )
  if (!row) throw notFound(`Page ${name}`)
  return { name, title: row.title, html: row.html, updatedAt: new Date(row.updated_at).toISOString() }
}

const capitalised = (text: string, tag: string): string => text.charAt(0).toLocaleUpperCase(tag) + text.slice(1)

/**
 * The brand's sites grouped by country (named in the asking site's language, sorted by that name),
 * each with its languages named in themselves, so a shopper finds their own whatever page they are on.
 */
export const locationSelector = (site: Site): LocationSelector => {
  const regionNames = new Intl.DisplayNames([LOCALE_INFO[site.locale].tag], { type: 'region' })
  const byRegion = new Map<string, Locale[]>()
  for (const locale of LOCALES) byRegion.set(LOCALE_INFO[locale].region, [...(byRegion.get(LOCALE_INFO[locale].region) ?? []), locale])
  const countries = [...byRegion].map(([region, locales]) => ({
    region,
    name: regionNames.of(region) ?? region,
    currency: LOCALE_INFO[locales[0] ?? site.locale].currency,
    sites: locales.map((locale) => {
      const { tag, language } = LOCALE_INFO[locale]
      return { locale, language: capitalised(new Intl.DisplayNames([tag], { type: 'language' }).of(language) ?? language, tag), url: `/${locale}` }
    }),
  }))
  return { countries: countries.sort((a, b) => a.name.localeCompare(b.name, LOCALE_INFO[site.locale].tag)) }
}

const ingest = async (db: Db, site: Site, body: PerformanceIngestRequest): Promise<number> => {
  const rows = body.measures.map((m) => ({ site_id: site.siteId, page_type: m.pageType, name: m.name, value: m.value, rating: m.rating ?? null, navigation_type: m.navigationType ?? null }))
  await db.query(
    `INSERT INTO performance_measures (site_id, page_type, name, value, rating, navigation_type)
     SELECT site_id, page_type, name, value, rating, navigation_type
     FROM jsonb_to_recordset($1::jsonb) AS r(site_id text, page_type text, name text, value double precision, rating text, navigation_type text)`,
    [JSON.stringify(rows)],
  )
  await db.query(`DELETE FROM performance_measures WHERE received_at < now() - interval '${KEEP_MEASURES}'`)
  return rows.length
}

type Words = Record<'en' | 'fr' | 'de', string>

interface StoredChart {
  title: Words
  note: Words
  tables: Array<{ fit: SizeChart['tables'][number]['fit']; columns: Array<{ key: string; label: Words }>; rows: Array<{ size: string; values: Record<string, string> }> }>
}

const FITS: Record<SizeChart['tables'][number]['fit'], Words> = {
  men: { en: 'Men', fr: 'Homme', de: 'Herren' },
  women: { en: 'Women', fr: 'Femme', de: 'Damen' },
  kids: { en: 'Kids', fr: 'Enfant', de: 'Kinder' },
  all: { en: '', fr: '', de: '' },
}

/** GET /fapi/components/size-chart/{productType}: 404 for a type sold in one size (nothing to choose). */
const sizeChart = async (ctx: SpecContext<'fapiSizeChart'>): Promise<Reply> => {
  const { language } = ctx.site()
  const productType = ctx.params.productType as string
  const [row] = await ctx.db.query<{ chart: StoredChart }>(`SELECT chart FROM size_charts WHERE product_type = $1`, [productType])
  if (!row) throw notFound(`Size chart ${productType}`)
  const { chart } = row
  const body: SizeChart = {
    productType,
    title: chart.title[language],
    note: chart.note[language],
    unit: 'cm',
    tables: chart.tables.map((t) => ({ fit: t.fit, label: FITS[t.fit][language], columns: t.columns.map((c) => ({ key: c.key, label: c.label[language] })), rows: t.rows })),
  }
  return { body }
}

const footSizes = async (ctx: SpecContext<'fapiFootSizes'>): Promise<Reply> => {
  const rows = await ctx.db.query<{ eu: string; uk: string; us_men: string; us_women: string; foot_length_mm: number }>(
    `SELECT eu, uk, us_men, us_women, foot_length_mm FROM foot_sizes ORDER BY position`,
  )
  const body: FootSizes = { rows: rows.map((r) => ({ eu: r.eu, uk: r.uk, usMen: r.us_men, usWomen: r.us_women, footLengthCm: r.foot_length_mm / 10 })) }
  return { body }
}

export const fapiRoutes: ReadonlyArray<RouteDef> = [
  route('serverTime', { noDb: true, handler: async () => ({ body: { timestamp: Date.now() } }) }),
  // Before fapiPage, whose {page} would take "location-selector" too.
  route('fapiLocationSelector', { noDb: true, handler: async (ctx) => ({ body: locationSelector(ctx.site()) }) }),
  route('fapiPage', { handler: async (ctx) => ({ body: await staticPage(ctx.db, ctx.site(), ctx.params.page as string) }) }),
  route('performanceIngest', { handler: async (ctx) => ({ status: 202, body: { accepted: await ingest(ctx.db, ctx.site(), ctx.body) } }) }),
  route('fapiSizeChart', { handler: sizeChart }),
  route('fapiFootSizes', { handler: footSizes }),
]
