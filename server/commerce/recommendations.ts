// Recommendations (GET /products/v1/widgetRecommendations?categoryId?&productId?&limit), all
// deterministic: with productId, similar products (same leaf category first, then the same
// level-2 and level-1 category), best rated first; with categoryId, the subtree's most popular;
// with neither, the brand's bestsellers (most reviewed). Popularity = rating × ln(reviews + 1).
// Free-gift products (gift with purchase) are never recommended.
import type { RecommendationsResponse } from '../../src/contract/schemas/products.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { badPayload, notFound } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { decimal, localised, photo, productUrl } from './present.ts'

/** Percent discount rounded to one decimal (spec 000 section 9; same rule as src/contract/site/money.ts). */
const percentOff = (original: number, current: number): number => (original > 0 ? Math.round(((original - current) / original) * 1000) / 10 : 0)

export const DEFAULT_LIMIT = 12
export const MAX_LIMIT = 24

interface Row {
  id: string
  name: string
  slug: string
  rating_x10: number
  reviews_count: number
  current_minor: number
  original_minor: number
  colour: { code: string; name: string }
  sku: string
  historic_best_minor: number | null
  previous_best_sales_minor: number | null
}

const POPULARITY = '(p.rating_x10 * ln(p.reviews_count + 1))'

// Tile fields: first colour, and the first in-stock variant of it (else its first variant); the
// lowest prices before a reduction (price_history, migration 015: what the omnibus price shows under a
// reduced price, spec 002 section 5), joined as ph.
const fieldsOf = (language: Site['language']) => `p.id, ${localised('p', 'name', language)} AS name, ${localised('p', 'slug', language)} AS slug,
  p.rating_x10, p.reviews_count, pr.current_minor, pr.original_minor, ph.historic_best_minor, ph.previous_best_sales_minor,
  (SELECT json_build_object('code', c.code, 'name', ${localised('c', 'name', language)}) FROM product_colours c WHERE c.product_id = p.id ORDER BY c.position LIMIT 1) AS colour,
  (SELECT v.sku FROM variants v JOIN product_colours c ON c.product_id = v.product_id AND c.code = v.colour_code
     WHERE v.product_id = p.id ORDER BY c.position, (v.stock = 0), v.position LIMIT 1) AS sku`

export type Strategy = { kind: 'bestsellers' } | { kind: 'category'; categoryId: string } | { kind: 'similar'; productId: string }

export const recommend = async (db: Db, site: Site, strategy: Strategy, limit: number): Promise<RecommendationsResponse> => {
  let rows: Row[]
  let recommendationId: string
  const FIELDS = fieldsOf(site.language)
  // Prices in the site's currency, with their history when there is one.
  const PRICES = `JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = $2
       LEFT JOIN price_history ph ON ph.product_id = p.id AND ph.currency = $2`
  if (strategy.kind === 'similar') {
    recommendationId = `similar-${strategy.productId}`
    // distance: depth of the nearest category the candidate shares with the product (0 = same leaf),
    // worked out once per candidate category.
    rows = await db.query<Row>(
      `WITH anc AS (
         SELECT cc.ancestor_id, cc.depth FROM category_closure cc
         WHERE cc.descendant_id = (SELECT t.category_id FROM products t WHERE t.id = $4 AND t.brand = $3)
       ), near AS (
         SELECT c2.descendant_id AS category_id, min(anc.depth) AS distance
         FROM anc JOIN category_closure c2 ON c2.ancestor_id = anc.ancestor_id GROUP BY c2.descendant_id
       )
       SELECT ${FIELDS}, near.distance
       FROM products p JOIN near ON near.category_id = p.category_id ${PRICES}
       WHERE p.brand = $3 AND p.id <> $4 AND NOT p.free_gift
       ORDER BY near.distance, ${POPULARITY} DESC, p.id LIMIT $1`,
      [limit, site.currency, site.brand, strategy.productId],
    )
    // No candidate at all: the product may not exist (rare, so asked only then).
    if (rows.length === 0) {
      const [target] = await db.query(`SELECT 1 FROM products WHERE id = $1 AND brand = $2`, [strategy.productId, site.brand])
      if (!target) throw notFound(`Product ${strategy.productId}`)
    }
  } else if (strategy.kind === 'category') {
    recommendationId = `category-${strategy.categoryId}`
    const [category] = await db.query(`SELECT 1 FROM categories WHERE id = $1 AND brand = $2`, [strategy.categoryId, site.brand])
    if (!category) throw notFound(`Category ${strategy.categoryId}`)
    rows = await db.query<Row>(
      `SELECT ${FIELDS} FROM products p ${PRICES}
       WHERE p.category_id IN (SELECT descendant_id FROM category_closure WHERE ancestor_id = $1) AND NOT p.free_gift
       ORDER BY ${POPULARITY} DESC, p.id LIMIT $3`,
      [strategy.categoryId, site.currency, limit],
    )
  } else {
    recommendationId = 'bestsellers'
    rows = await db.query<Row>(
      `SELECT ${FIELDS} FROM products p ${PRICES}
       WHERE p.brand = $1 AND NOT p.free_gift ORDER BY p.reviews_count DESC, p.rating_x10 DESC, p.id LIMIT $3`,
      [site.brand, site.currency, limit],
    )
  }
  return {
    items: rows.map((row) => {
      const current = decimal(row.current_minor)
      const original = decimal(row.original_minor)
      return {
        id: row.id,
        sku: row.sku,
        title: row.name,
        image: photo(site, row.id, row.name, row.colour),
        price: {
          lowCurrent: current,
          highCurrent: current,
          lowOriginal: original,
          highOriginal: original,
          ...(row.current_minor < row.original_minor ? { percentagePriceDiscount: percentOff(original, current) } : {}),
          ...(row.historic_best_minor === null ? {} : { historicBestPrice: decimal(row.historic_best_minor) }),
          ...(row.previous_best_sales_minor === null ? {} : { previousBestSalesPrice: decimal(row.previous_best_sales_minor) }),
        },
        url: productUrl(site, row.slug, row.id),
        recommendationId,
        rating: { showScore: row.reviews_count > 0, score: row.rating_x10 / 10 },
      }
    }),
  }
}

const recommendations = async (ctx: SpecContext<'widgetRecommendations'>): Promise<Reply> => {
  const site = ctx.site()
  const productId = ctx.query.get('productId')
  const categoryId = ctx.query.get('categoryId')
  const limitRaw = ctx.query.get('limit')
  const limit = limitRaw === null || limitRaw === '' ? DEFAULT_LIMIT : Number(limitRaw)
  if (!Number.isInteger(limit) || limit < 1) throw badPayload('limit must be a whole number of at least 1')
  const strategy: Strategy = productId ? { kind: 'similar', productId } : categoryId ? { kind: 'category', categoryId } : { kind: 'bestsellers' }
  return { body: await recommend(ctx.db, site, strategy, Math.min(limit, MAX_LIMIT)) }
}

export const recommendationRoutes: ReadonlyArray<RouteDef> = [route('widgetRecommendations', { handler: recommendations })]
