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
import { priceHistoryOf } from './priceHistory.ts'

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
}

const POPULARITY = '(p.rating_x10 * ln(p.reviews_count + 1))'

// Tile fields: first colour, and the first in-stock variant of it (else its first variant).
const fieldsOf = (language: Site['language']) => `p.id, ${localised('p', 'name', language)} AS name, ${localised('p', 'slug', language)} AS slug,
  p.rating_x10, p.reviews_count, pr.current_minor, pr.original_minor,
  (SELECT json_build_object('code', c.code, 'name', ${localised('c', 'name', language)}) FROM product_colours c WHERE c.product_id = p.id ORDER BY c.position LIMIT 1) AS colour,
  (SELECT v.sku FROM variants v JOIN product_colours c ON c.product_id = v.product_id AND c.code = v.colour_code
     WHERE v.product_id = p.id ORDER BY c.position, (v.stock = 0), v.position LIMIT 1) AS sku`

export type Strategy = { kind: 'bestsellers' } | { kind: 'category'; categoryId: string } | { kind: 'similar'; productId: string }

export const recommend = async (db: Db, site: Site, strategy: Strategy, limit: number): Promise<RecommendationsResponse> => {
  let rows: Row[]
  let recommendationId: string
  const FIELDS = fieldsOf(site.language)
  if (strategy.kind === 'similar') {
    recommendationId = `similar-${strategy.productId}`
    const [target] = await db.query<{ category_id: string }>(`SELECT category_id FROM products WHERE id = $1 AND brand = $2`, [strategy.productId, site.brand])
    if (!target) throw notFound(`Product ${strategy.productId}`)
    // distance: depth of the nearest category the candidate shares with the product (0 = same leaf).
    rows = await db.query<Row>(
      `WITH anc AS (SELECT ancestor_id, depth FROM category_closure WHERE descendant_id = $1)
       SELECT ${FIELDS},
         (SELECT min(anc.depth) FROM anc JOIN category_closure c2 ON c2.ancestor_id = anc.ancestor_id AND c2.descendant_id = p.category_id) AS distance
       FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = $2
       WHERE p.brand = $3 AND p.id <> $4 AND NOT p.free_gift
         AND p.category_id IN (SELECT cc.descendant_id FROM category_closure cc WHERE cc.ancestor_id IN (SELECT ancestor_id FROM anc))
       ORDER BY distance, ${POPULARITY} DESC, p.id LIMIT $5`,
      [target.category_id, site.currency, site.brand, strategy.productId, limit],
    )
  } else if (strategy.kind === 'category') {
    recommendationId = `category-${strategy.categoryId}`
    const [category] = await db.query(`SELECT 1 FROM categories WHERE id = $1 AND brand = $2`, [strategy.categoryId, site.brand])
    if (!category) throw notFound(`Category ${strategy.categoryId}`)
    rows = await db.query<Row>(
      `SELECT ${FIELDS} FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = $2
       WHERE p.category_id IN (SELECT descendant_id FROM category_closure WHERE ancestor_id = $1) AND NOT p.free_gift
       ORDER BY ${POPULARITY} DESC, p.id LIMIT $3`,
      [strategy.categoryId, site.currency, limit],
    )
  } else {
    recommendationId = 'bestsellers'
    rows = await db.query<Row>(
      `SELECT ${FIELDS} FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = $2
       WHERE p.brand = $1 AND NOT p.free_gift ORDER BY p.reviews_count DESC, p.rating_x10 DESC, p.id LIMIT $3`,
      [site.brand, site.currency, limit],
    )
  }
  const history = await priceHistoryOf(db, site.currency, rows.map((row) => row.id))
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
          ...history.get(row.id),
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
