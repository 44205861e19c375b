// The storefront's internal front-end interface (/fapi/...). Served so far: server time, and the
// product page's size chart (by product type) and foot size table, from the seeded tables, in the
// language of the standard context's site.
import type { FootSizes, SizeChart } from '../../src/contract/schemas/productPage.ts'
import { notFound } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'

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
  route('fapiSizeChart', { handler: sizeChart }),
  route('fapiFootSizes', { handler: footSizes }),
]
