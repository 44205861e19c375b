// Catalogue listing (GET /products/v2/catalog): the products of a category's whole subtree, with
// size and colour filters (repeatable; any value matches), a price range on the current price in
// the site's currency, facet counts, five stable sorts and paging — all in SQL (one statement for
// the category, one for results and facets, shared with search: ./listing.ts).
import type { CatalogResponse, CatalogSort } from '../../src/contract/schemas/products.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { badPayload, notFound } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { listProducts } from './listing.ts'
import { categoryAlternates, categorySummary, categoryUrl, decimal, type CategoryRef } from './present.ts'

export const DEFAULT_COUNT = 24
export const MAX_COUNT = 96
const SORTS: ReadonlyArray<CatalogSort> = ['featured', 'price-asc', 'price-desc', 'rating', 'newest']

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

export const catalog = async (db: Db, site: Site, p: CatalogParams): Promise<CatalogResponse> => {
  const [category] = await db.query<CategoryRow>(CATEGORY_SQL, [p.categoryId, site.brand])
  if (!category) throw notFound(`Category ${p.categoryId}`)
  const result = await listProducts(db, site, {
    candidates: (add) => `SELECT p.id, 0::real AS relevance FROM products p WHERE p.category_id IN (SELECT descendant_id FROM category_closure WHERE ancestor_id = ${add(p.categoryId)})`,
    filters: { sizes: p.sizes, colours: p.colours, priceMin: p.priceMin, priceMax: p.priceMax },
    sort: p.sort,
    start: p.start,
    count: p.count,
    facets: ['priceRange'],
  })
  return {
    category: {
      id: category.id,
      name: category.names[site.language],
      url: categoryUrl(site, category),
      alternates: categoryAlternates(category),
      breadcrumbs: category.ancestors.map((c) => categorySummary(site, c)),
      children: category.children.map((c) => categorySummary(site, c)),
    },
    total: result.total,
    start: p.start,
    count: result.products.length,
    facets: {
      sizes: result.sizes,
      colours: result.colours,
      price: { min: decimal(result.priceRange.min ?? 0), max: decimal(result.priceRange.max ?? 0) },
    },
    products: result.products,
  }
}

const catalogCall = async (ctx: SpecContext<'catalog'>): Promise<Reply> => ({ body: await catalog(ctx.db, ctx.site(), parseCatalogQuery(ctx.query)) })

export const catalogRoutes: ReadonlyArray<RouteDef> = [route('catalog', { handler: catalogCall })]
