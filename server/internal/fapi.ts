// The storefront's internal front-end interface (/fapi/..., spec 001 section 7, Internal): server
// time, static pages by name, the location selector and the performance ingest beacon.
import { route, type RouteDef } from '../http/types.ts'
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

export const fapiRoutes: ReadonlyArray<RouteDef> = [
  route('serverTime', { noDb: true, handler: async () => ({ body: { timestamp: Date.now() } }) }),
  // Before fapiPage, whose {page} would take "location-selector" too.
  route('fapiLocationSelector', { noDb: true, handler: async (ctx) => ({ body: locationSelector(ctx.site()) }) }),
  route('fapiPage', { handler: async (ctx) => ({ body: await staticPage(ctx.db, ctx.site(), ctx.params.page as string) }) }),
  route('performanceIngest', { handler: async (ctx) => ({ status: 202, body: { accepted: await ingest(ctx.db, ctx.site(), ctx.body) } }) }),
]
