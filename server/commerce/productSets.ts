// Product sets (spec 001 section 7, Products): the sets a product belongs to (GET
// /products/v2/products/{productId}/productSets) and one set with its products as catalogue tiles
// (GET /products/v2/products/{productSetId}/productSet), in the site's language and currency.
import type { ProductSet, ProductSetSummary } from '../../src/contract/schemas/productPage.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { notFound } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { tileJson, tileOf, type TileRow } from './listing.ts'
import { requireProduct } from './products.ts'
import { price } from './present.ts'

interface SetRow {
  id: string
  names: Record<Site['language'], string>
  descriptions: Record<Site['language'], string>
  products: TileRow[]
}

/** Sets with their members (in set order) as tiles; members without a price in the site's currency are left out. */
const SETS_SQL = (where: string, language: Site['language']) => `
SELECT s.id, s.names, s.descriptions,
  coalesce((SELECT json_agg(${tileJson('pr', language)} ORDER BY m.position)
            FROM product_set_members m JOIN products p ON p.id = m.product_id
            JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = $2
            WHERE m.set_id = s.id), '[]'::json) AS products
FROM product_sets s WHERE s.brand = $1 AND ${where}
ORDER BY s.position`

const summaryOf = (site: Site, row: SetRow, products: ProductSet['products']): ProductSetSummary => ({
  id: row.id,
  name: row.names[site.language],
  description: row.descriptions[site.language],
  images: products.map((p) => p.image),
  productCount: products.length,
  price: price(
    row.products.reduce((sum, p) => sum + p.current_minor, 0),
    row.products.reduce((sum, p) => sum + p.original_minor, 0),
    site.currency,
  ),
})

const setOf = (site: Site, row: SetRow): ProductSet => {
  const products = row.products.map((p) => tileOf(site, p))
  return { ...summaryOf(site, row, products), products }
}

export const setsOfProduct = async (db: Db, site: Site, productId: string) => {
  await requireProduct(db, site, productId)
  const rows = await db.query<SetRow>(SETS_SQL(`s.id IN (SELECT set_id FROM product_set_members WHERE product_id = $3)`, site.language), [site.brand, site.currency, productId])
  return { productId, sets: rows.map((row) => summaryOf(site, row, row.products.map((p) => tileOf(site, p)))) }
}

const sets = async (ctx: SpecContext<'productSets'>): Promise<Reply> => ({ body: await setsOfProduct(ctx.db, ctx.site(), ctx.params.productId as string) })

const set = async (ctx: SpecContext<'productSet'>): Promise<Reply> => {
  const site = ctx.site()
  const [row] = await ctx.db.query<SetRow>(SETS_SQL('s.id = $3', site.language), [site.brand, site.currency, ctx.params.productSetId])
  if (!row) throw notFound(`Product set ${ctx.params.productSetId}`)
  return { body: setOf(site, row) }
}

export const productSetRoutes: ReadonlyArray<RouteDef> = [route('productSets', { handler: sets }), route('productSet', { handler: set })]
