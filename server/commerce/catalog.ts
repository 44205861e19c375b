// Catalogue listing (GET /products/v2/catalog): the products of a category's whole subtree, with
// size and colour filters (repeatable; any value matches), a price range on the current price in
// the site's currency, facet counts, five stable sorts and paging — all in SQL (one statement for
// the category, one for results and facets). Facets are disjunctive: each facet counts with every
// filter applied except its own. Free-gift products (gift with purchase) are never listed.
import type { CatalogResponse, CatalogSort, ProductTile } from '../../src/contract/schemas/products.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { badPayload, notFound } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { badgeLabel, eyebrowLabel, seasonLabel, sizeLabel } from './labels.ts'
import { categorySummary, categoryUrl, decimal, photo, price, productUrl, rating, type CategoryRef } from './present.ts'

export const DEFAULT_COUNT = 24
export const MAX_COUNT = 96
const SORTS: ReadonlyArray<CatalogSort> = ['featured', 'price-asc', 'price-desc', 'rating', 'newest']

const ORDER_BY: Record<CatalogSort, string> = {
  featured: 'featured_rank ASC, id ASC',
  'price-asc': 'current_minor ASC, featured_rank ASC, id ASC',
  'price-desc': 'current_minor DESC, featured_rank ASC, id ASC',
  rating: 'rating_x10 DESC, reviews_count DESC, id ASC',
  newest: 'released_on DESC, featured_rank ASC, id ASC',
}

export interface CatalogParams {
  readonly categoryId: string
  readonly sort: CatalogSort
  readonly sizes: ReadonlyArray<string>
  readonly colours: ReadonlyArray<string>
  /** Minor units. */
  readonly priceMin: number | undefined
  readonly priceMax: number | undefined
  readonly start: number
  readonly count: number
}

const list = (query: URLSearchParams, name: string): string[] =>
  [...new Set(query.getAll(name).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))].sort()

const integer = (query: URLSearchParams, name: string, fallback: number, max: number): number => {
  const raw = query.get(name)
  if (raw === null || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0) throw badPayload(`${name} must be a whole number of at least 0`)
  return Math.min(n, max)
}

const amount = (query: URLSearchParams, name: string): number | undefined => {
  const raw = query.get(name)
  if (raw === null || raw === '') return undefined
  const n = Number(raw)
  if (!Number.isFinite(n) || n < 0) throw badPayload(`${name} must be an amount of at least 0`)
  return Math.round(n * 100)
}

export const parseCatalogQuery = (query: URLSearchParams): CatalogParams => {
  const categoryId = query.get('categoryId')
  if (!categoryId) throw badPayload('categoryId is required')
  const sortRaw = query.get('sort') ?? 'featured'
  const sort = SORTS.find((s) => s === sortRaw)
  if (!sort) throw badPayload(`sort must be one of ${SORTS.join(', ')}`)
  const count = integer(query, 'count', DEFAULT_COUNT, MAX_COUNT)
  return {
    categoryId,
    sort,
    sizes: list(query, 'size'),
    colours: list(query, 'colour'),
    priceMin: amount(query, 'priceMin'),
    priceMax: amount(query, 'priceMax'),
    start: integer(query, 'start', 0, 1_000_000),
    count: count === 0 ? DEFAULT_COUNT : count,
  }
}

interface CategoryRow extends CategoryRef {
  ancestors: CategoryRef[]
  children: CategoryRef[]
}

const CATEGORY_SQL = `
SELECT c.id, c.names, c.slugs,
  (SELECT coalesce(json_agg(json_build_object('id', a.id, 'names', a.names, 'slugs', a.slugs) ORDER BY cc.depth DESC), '[]'::json)
     FROM category_closure cc JOIN categories a ON a.id = cc.ancestor_id WHERE cc.descendant_id = c.id AND cc.depth > 0) AS ancestors,
  (SELECT coalesce(json_agg(json_build_object('id', k.id, 'names', k.names, 'slugs', k.slugs) ORDER BY k.position), '[]'::json)
     FROM categories k WHERE k.parent_id = c.id) AS children
FROM categories c WHERE c.id = $1 AND c.brand = $2`

/** A product as a tile's SQL gives it (TILE_JSON over products `p`, with `current_minor`/`original_minor` from `price`). */
export interface TileRow {
  id: string
  name: string
  slug: string
  badge: string | null
  eyebrow: string | null
  season: string | null
  rating_x10: number
  reviews_count: number
  current_minor: number
  original_minor: number
  colours: Array<{ code: string; name: string; hex: string }>
}

/** The JSON object of a tile: products as `p`, the price row as `price` (its current_minor and original_minor). */
export const tileJson = (price: string): string => `json_build_object(
      'id', p.id, 'name', p.name, 'slug', p.slug, 'badge', p.badge, 'eyebrow', p.eyebrow, 'season', p.season, 'rating_x10', p.rating_x10, 'reviews_count', p.reviews_count,
      'current_minor', ${price}.current_minor, 'original_minor', ${price}.original_minor,
      'colours', (SELECT json_agg(json_build_object('code', c.code, 'name', c.name, 'hex', c.hex) ORDER BY c.position) FROM product_colours c WHERE c.product_id = p.id)
    )`

/** A catalogue tile in the site's language, showing `shown` (else the first colour). */
export const tileOf = (site: Site, row: TileRow, shown = row.colours[0]!): ProductTile => ({
  id: row.id,
  name: row.name,
  url: productUrl(site, row.slug, row.id),
  image: photo(site, row.id, row.name, shown),
  price: price(row.current_minor, row.original_minor, site.currency),
  colours: row.colours,
  rating: rating(row.rating_x10, row.reviews_count),
  badge: badgeLabel(row.badge, site.language),
  eyebrow: eyebrowLabel(row.eyebrow, site.language),
  season: seasonLabel(row.season, site.language),
})

interface ResultRow {
  total: number
  products: TileRow[]
  sizes: Array<{ value: string; label: string; count: number }>
  colours: Array<{ value: string; label: string; hex: string; count: number }>
  price: { min: number | null; max: number | null }
}

/** Builds the results-and-facets statement; parameters $1 category, $2 currency, then filters, paging. */
const resultsSql = (p: CatalogParams, currency: string): { sql: string; params: unknown[] } => {
  const params: unknown[] = [p.categoryId, currency]
  const add = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const sizeP = p.sizes.length
    ? `EXISTS (SELECT 1 FROM product_sizes ps WHERE ps.product_id = scope.id AND ps.code = ANY(${add(p.sizes)}::text[]))`
    : 'TRUE'
  const colourP = p.colours.length
    ? `EXISTS (SELECT 1 FROM product_colours pc WHERE pc.product_id = scope.id AND pc.code = ANY(${add(p.colours)}::text[]))`
    : 'TRUE'
  const priceP = [
    p.priceMin !== undefined ? `scope.current_minor >= ${add(p.priceMin)}::int` : 'TRUE',
    p.priceMax !== undefined ? `scope.current_minor <= ${add(p.priceMax)}::int` : 'TRUE',
  ].join(' AND ')
  const limit = add(p.count)
  const offset = add(p.start)
  const sql = `
WITH scope AS (
  SELECT p.id, p.featured_rank, p.rating_x10, p.reviews_count, p.released_on, pr.current_minor, pr.original_minor
  FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = $2
  WHERE p.category_id IN (SELECT descendant_id FROM category_closure WHERE ancestor_id = $1) AND NOT p.free_gift
),
matched AS (SELECT * FROM scope WHERE ${sizeP} AND ${colourP} AND ${priceP}),
page AS (
  SELECT id, current_minor, original_minor, row_number() OVER (ORDER BY ${ORDER_BY[p.sort]}) AS rn
  FROM matched ORDER BY rn LIMIT ${limit} OFFSET ${offset}
)
SELECT
  (SELECT count(*)::int FROM matched) AS total,
  (SELECT coalesce(json_agg(${tileJson('pg')} ORDER BY pg.rn), '[]'::json)
   FROM page pg JOIN products p ON p.id = pg.id) AS products,
  (SELECT coalesce(json_agg(json_build_object('value', f.code, 'label', f.label, 'count', f.n) ORDER BY f.size_rank, f.code), '[]'::json)
   FROM (SELECT ps.code, min(ps.label) AS label, min(ps.size_rank) AS size_rank, count(*)::int AS n
         FROM scope JOIN product_sizes ps ON ps.product_id = scope.id WHERE ${colourP} AND ${priceP} GROUP BY ps.code) f) AS sizes,
  (SELECT coalesce(json_agg(json_build_object('value', f.code, 'label', f.name, 'hex', f.hex, 'count', f.n) ORDER BY f.n DESC, f.name), '[]'::json)
   FROM (SELECT pc.code, min(pc.name) AS name, min(pc.hex) AS hex, count(*)::int AS n
         FROM scope JOIN product_colours pc ON pc.product_id = scope.id WHERE ${sizeP} AND ${priceP} GROUP BY pc.code) f) AS colours,
  (SELECT json_build_object('min', min(scope.current_minor), 'max', max(scope.current_minor)) FROM scope WHERE ${sizeP} AND ${colourP}) AS price`
  return { sql, params }
}

export const catalog = async (db: Db, site: Site, p: CatalogParams): Promise<CatalogResponse> => {
  const [category] = await db.query<CategoryRow>(CATEGORY_SQL, [p.categoryId, site.brand])
  if (!category) throw notFound(`Category ${p.categoryId}`)
  const { sql, params } = resultsSql(p, site.currency)
  const [result] = (await db.query<ResultRow>(sql, params)) as [ResultRow]
  const wanted = new Set(p.colours)
  return {
    category: {
      id: category.id,
      name: category.names[site.language],
      url: categoryUrl(site, category),
      breadcrumbs: category.ancestors.map((c) => categorySummary(site, c)),
      children: category.children.map((c) => categorySummary(site, c)),
    },
    total: result.total,
    start: p.start,
    count: result.products.length,
    facets: {
      sizes: result.sizes.map((s) => ({ ...s, label: sizeLabel(s.value, s.label, site.language) })),
      colours: result.colours,
      price: { min: decimal(result.price.min ?? 0), max: decimal(result.price.max ?? 0) },
    },
    // Show the first colour the shopper filtered on, else the first colour.
    products: result.products.map((row) => tileOf(site, row, row.colours.find((c) => wanted.has(c.code)))),
  }
}

const catalogCall = async (ctx: SpecContext<'catalog'>): Promise<Reply> => ({ body: await catalog(ctx.db, ctx.site(), parseCatalogQuery(ctx.query)) })

export const catalogRoutes: ReadonlyArray<RouteDef> = [route('catalog', { handler: catalogCall })]
