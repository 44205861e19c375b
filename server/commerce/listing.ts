// Product listings shared by the catalogue (a category's subtree) and search (the products matching
// a query): the candidates in the site's currency, filters, facet counts, sorts and paging, in one
// SQL statement. Facets are disjunctive: each counts with every filter applied except its own, so
// choosing a colour still shows how many products each other colour has. Free-gift products (gift
// with purchase) are never listed. Names are the site language's (the English name where a row has
// none).
import type { ProductTile } from '../../src/contract/schemas/products.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { badgeLabel, eyebrowLabel, seasonLabel, sizeLabel } from './labels.ts'
import { localised, photo, price, productUrl, rating } from './present.ts'

/** A product as a tile's SQL gives it (`tileJson`). */
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

/** The JSON object of a tile in `language`: products as `p`, the price row as `priceAlias` (its current_minor and original_minor). */
export const tileJson = (priceAlias: string, language: Site['language']): string => `json_build_object(
      'id', p.id, 'name', ${localised('p', 'name', language)}, 'slug', ${localised('p', 'slug', language)}, 'badge', p.badge, 'eyebrow', p.eyebrow, 'season', p.season,
      'rating_x10', p.rating_x10, 'reviews_count', p.reviews_count, 'current_minor', ${priceAlias}.current_minor, 'original_minor', ${priceAlias}.original_minor,
      'colours', (SELECT json_agg(json_build_object('code', c.code, 'name', ${localised('c', 'name', language)}, 'hex', c.hex) ORDER BY c.position) FROM product_colours c WHERE c.product_id = p.id)
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

export type ListingSort = 'relevance' | 'featured' | 'price-asc' | 'price-desc' | 'rating' | 'newest'
export type FacetKind = 'size' | 'colour' | 'price' | 'category' | 'rating' | 'brand'

const ORDER_BY: Record<ListingSort, string> = {
  relevance: 'relevance DESC, featured_rank ASC, id ASC',
  featured: 'featured_rank ASC, id ASC',
  'price-asc': 'current_minor ASC, featured_rank ASC, id ASC',
  'price-desc': 'current_minor DESC, featured_rank ASC, id ASC',
  rating: 'rating_x10 DESC, reviews_count DESC, id ASC',
  newest: 'released_on DESC, featured_rank ASC, id ASC',
}

/** A price band in minor units; `max` excluded, none means no upper end. */
export interface PriceBand {
  readonly min: number
  readonly max: number | undefined
}

export interface ListingFilters {
  readonly sizes: ReadonlyArray<string>
  readonly colours: ReadonlyArray<string>
  /** Minor units, both ends included (the catalogue's price fields). */
  readonly priceMin?: number | undefined
  readonly priceMax?: number | undefined
  /** Any of these bands (search's price facet). */
  readonly priceBands?: ReadonlyArray<PriceBand>
  /** Products in the subtree of any of these categories. */
  readonly categories?: ReadonlyArray<string>
  /** Rating × 10 at least. */
  readonly ratingMin?: number | undefined
  readonly brands?: ReadonlyArray<string>
}

/** Adds a parameter and answers its placeholder (`$3`). */
export type AddParam = (value: unknown) => string

export interface ListingSpec {
  /** A SELECT of candidate products: `id` and `relevance` (real) columns. */
  readonly candidates: (add: AddParam) => string
  readonly filters: ListingFilters
  readonly sort: ListingSort
  readonly start: number
  readonly count: number
  /** Facets to count besides sizes and colours (which every listing has). */
  readonly facets: ReadonlyArray<'priceRange' | 'priceBands' | 'category' | 'rating' | 'brand'>
  readonly priceBands?: ReadonlyArray<PriceBand>
  /** Rating thresholds (× 10) the rating facet counts, e.g. [40, 30, 20, 10]. */
  readonly ratingSteps?: ReadonlyArray<number>
}

export interface ValueCount {
  readonly value: string
  readonly label: string
  readonly count: number
}

export interface ListingResult {
  readonly total: number
  readonly products: ReadonlyArray<ProductTile>
  readonly sizes: ReadonlyArray<ValueCount>
  readonly colours: ReadonlyArray<ValueCount & { readonly hex: string }>
  /** Minor units; null when nothing matched. */
  readonly priceRange: { readonly min: number | null; readonly max: number | null }
  /** Counts per band of ListingSpec.priceBands, in its order. */
  readonly priceBands: ReadonlyArray<number>
  readonly categories: ReadonlyArray<ValueCount>
  /** Counts per threshold of ListingSpec.ratingSteps, in its order. */
  readonly ratings: ReadonlyArray<number>
  readonly brands: ReadonlyArray<{ readonly value: string; readonly count: number }>
}

interface Row {
  total: number
  products: TileRow[]
  sizes: Array<{ value: string; label: string; count: number }>
  colours: Array<{ value: string; label: string; hex: string; count: number }>
  price: { min: number | null; max: number | null } | null
  bands: Array<{ i: number; n: number }> | null
  categories: Array<{ value: string; label: string; count: number }> | null
  ratings: Array<{ i: number; n: number }> | null
  brands: Array<{ value: string; count: number }> | null
}

/** The filters as SQL predicates on `scope`, by the facet each belongs to. */
const predicates = (f: ListingFilters, add: AddParam): Array<{ kind: FacetKind; sql: string }> => {
  const out: Array<{ kind: FacetKind; sql: string }> = []
  if (f.sizes.length) out.push({ kind: 'size', sql: `EXISTS (SELECT 1 FROM product_sizes ps WHERE ps.product_id = scope.id AND ps.code = ANY(${add(f.sizes)}::text[]))` })
  if (f.colours.length) out.push({ kind: 'colour', sql: `EXISTS (SELECT 1 FROM product_colours pc WHERE pc.product_id = scope.id AND pc.code = ANY(${add(f.colours)}::text[]))` })
  if (f.priceMin !== undefined) out.push({ kind: 'price', sql: `scope.current_minor >= ${add(f.priceMin)}::int` })
  if (f.priceMax !== undefined) out.push({ kind: 'price', sql: `scope.current_minor <= ${add(f.priceMax)}::int` })
  if (f.priceBands?.length) {
    const bands = f.priceBands.map((b) => `(scope.current_minor >= ${add(b.min)}::int${b.max === undefined ? '' : ` AND scope.current_minor < ${add(b.max)}::int`})`)
    out.push({ kind: 'price', sql: `(${bands.join(' OR ')})` })
  }
  if (f.categories?.length)
    out.push({ kind: 'category', sql: `scope.category_id IN (SELECT descendant_id FROM category_closure WHERE ancestor_id = ANY(${add(f.categories)}::text[]))` })
  if (f.ratingMin !== undefined) out.push({ kind: 'rating', sql: `scope.rating_x10 >= ${add(f.ratingMin)}::int` })
  if (f.brands?.length) out.push({ kind: 'brand', sql: `scope.brand = ANY(${add(f.brands)}::text[])` })
  return out
}

const listingSql = (spec: ListingSpec, site: Site): { sql: string; params: unknown[] } => {
  const params: unknown[] = []
  const add: AddParam = (value) => {
    params.push(value)
    return `$${params.length}`
  }
  const candidates = spec.candidates(add)
  const currency = add(site.currency)
  const language = add(site.language)
  const filters = predicates(spec.filters, add)
  const where = (except?: FacetKind) => filters.filter((f) => f.kind !== except).map((f) => f.sql).join(' AND ') || 'TRUE'
  const limit = add(spec.count)
  const offset = add(spec.start)
  const wants = new Set(spec.facets)
  const bandsSql = () => {
    const bands = spec.priceBands ?? []
    if (bands.length === 0) return 'NULL::json'
    const values = bands.map((b, i) => `(${i}, ${add(b.min)}::int, ${b.max === undefined ? 'NULL::int' : `${add(b.max)}::int`})`).join(', ')
    return `(SELECT json_agg(json_build_object('i', b.i, 'n', (SELECT count(*)::int FROM scope WHERE scope.current_minor >= b.lo AND (b.hi IS NULL OR scope.current_minor < b.hi) AND ${where('price')})) ORDER BY b.i)
     FROM (VALUES ${values}) AS b(i, lo, hi))`
  }
  const ratingsSql = () => {
    const steps = spec.ratingSteps ?? []
    if (steps.length === 0) return 'NULL::json'
    const values = steps.map((s, i) => `(${i}, ${add(s)}::int)`).join(', ')
    return `(SELECT json_agg(json_build_object('i', r.i, 'n', (SELECT count(*)::int FROM scope WHERE scope.rating_x10 >= r.min AND ${where('rating')})) ORDER BY r.i)
     FROM (VALUES ${values}) AS r(i, min))`
  }
  const sql = `
WITH candidates AS (${candidates}),
scope AS (
  SELECT p.id, p.brand, p.category_id, p.featured_rank, p.rating_x10, p.reviews_count, p.released_on, pr.current_minor, pr.original_minor, c.relevance
  FROM candidates c JOIN products p ON p.id = c.id JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = ${currency}
  WHERE NOT p.free_gift
),
matched AS (SELECT * FROM scope WHERE ${where()}),
page AS (
  SELECT id, current_minor, original_minor, row_number() OVER (ORDER BY ${ORDER_BY[spec.sort]}) AS rn
  FROM matched ORDER BY rn LIMIT ${limit} OFFSET ${offset}
)
SELECT
  (SELECT count(*)::int FROM matched) AS total,
  (SELECT coalesce(json_agg(${tileJson('pg', site.language)} ORDER BY pg.rn), '[]'::json)
   FROM page pg JOIN products p ON p.id = pg.id) AS products,
  (SELECT coalesce(json_agg(json_build_object('value', f.code, 'label', f.label, 'count', f.n) ORDER BY f.size_rank, f.code), '[]'::json)
   FROM (SELECT ps.code, min(ps.label) AS label, min(ps.size_rank) AS size_rank, count(*)::int AS n
         FROM scope JOIN product_sizes ps ON ps.product_id = scope.id WHERE ${where('size')} GROUP BY ps.code) f) AS sizes,
  (SELECT coalesce(json_agg(json_build_object('value', f.code, 'label', f.name, 'hex', f.hex, 'count', f.n) ORDER BY f.n DESC, f.name), '[]'::json)
   FROM (SELECT pc.code, min(coalesce(pc.names ->> ${language}, pc.name)) AS name, min(pc.hex) AS hex, count(*)::int AS n
         FROM scope JOIN product_colours pc ON pc.product_id = scope.id WHERE ${where('colour')} GROUP BY pc.code) f) AS colours,
  ${wants.has('priceRange') ? `(SELECT json_build_object('min', min(scope.current_minor), 'max', max(scope.current_minor)) FROM scope WHERE ${where('price')})` : 'NULL::json'} AS price,
  ${wants.has('priceBands') ? bandsSql() : 'NULL::json'} AS bands,
  ${
    wants.has('category')
      ? `(SELECT coalesce(json_agg(json_build_object('value', f.id, 'label', f.label, 'count', f.n) ORDER BY f.n DESC, f.label), '[]'::json)
   FROM (SELECT leaf.id, concat_ws(' › ', top.names ->> ${language}, leaf.names ->> ${language}) AS label, count(*)::int AS n
         FROM scope JOIN categories leaf ON leaf.id = scope.category_id
         LEFT JOIN category_closure up ON up.descendant_id = leaf.id AND up.depth = leaf.level - 1 AND up.depth > 0
         LEFT JOIN categories top ON top.id = up.ancestor_id
         WHERE ${where('category')} GROUP BY leaf.id, top.names, leaf.names) f)`
      : 'NULL::json'
  } AS categories,
  ${wants.has('rating') ? ratingsSql() : 'NULL::json'} AS ratings,
  ${
    wants.has('brand')
      ? `(SELECT coalesce(json_agg(json_build_object('value', f.brand, 'count', f.n) ORDER BY f.n DESC, f.brand), '[]'::json)
   FROM (SELECT scope.brand, count(*)::int AS n FROM scope WHERE ${where('brand')} GROUP BY scope.brand) f)`
      : 'NULL::json'
  } AS brands`
  return { sql, params }
}

export const listProducts = async (db: Db, site: Site, spec: ListingSpec): Promise<ListingResult> => {
  const { sql, params } = listingSql(spec, site)
  const [row] = (await db.query<Row>(sql, params)) as [Row]
  const wanted = new Set(spec.filters.colours)
  const counts = (entries: Array<{ i: number; n: number }> | null, length: number) => Array.from({ length }, (_, i) => entries?.find((e) => e.i === i)?.n ?? 0)
  return {
    total: row.total,
    // Each tile shows the first colour the shopper filtered on, else the first colour.
    products: row.products.map((p) => tileOf(site, p, p.colours.find((c) => wanted.has(c.code)))),
    sizes: row.sizes.map((s) => ({ ...s, label: sizeLabel(s.value, s.label, site.language) })),
    colours: row.colours,
    priceRange: row.price ?? { min: null, max: null },
    priceBands: counts(row.bands, spec.priceBands?.length ?? 0),
    categories: row.categories ?? [],
    ratings: counts(row.ratings, spec.ratingSteps?.length ?? 0),
    brands: row.brands ?? [],
  }
}
