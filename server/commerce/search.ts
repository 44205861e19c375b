// Product search (GET /products/v2/search/productSearch) and autosuggest (GET
// /products/v2/search/autoSuggest), over the search documents the seed writes (server/seed/searchSeed.ts)
// with PostgreSQL full-text search, pg_trgm and unaccent: the same SQL on PGlite and PostgreSQL.
//
// Search: the query is understood (./searchQuery.ts: words folded, misspellings corrected from the
// vocabulary, synonyms widened), matched against the site language's documents, ranked by ts_rank
// (name before categories before colours and labels before the description), then listed with the
// catalogue's filters, facets, sorts and paging (./listing.ts). When no product has every word, the
// products with some of them are shown (matchedAll false); when nothing matches at all, other
// queries are suggested: the query with a word replaced by a close known word that has results,
// else the popular queries.
//
// Autosuggest: while the shopper types, the last word is a prefix ("hiking bo" → hiking boots),
// the others are understood as in search; of the 60 most popular matching products it answers up to
// `limit` (those whose name has the word being typed first, then by relevance and popularity) and
// the categories most of them are in, with the popular queries that start with what was typed.
import { BRAND_INFO } from '../../src/contract/site/sites.ts'
import type { AutoSuggestQuery, AutoSuggestResponse, ProductSearchQuery, ProductSearchResponse, SearchSuggestion } from '../../src/contract/schemas/search.ts'
import { PRICE_BAND, RATING_STEPS } from '../../src/contract/searchState.ts'
import { CALLS } from '../../src/contract/calls.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { decodeQuery } from '../http/decodeRequest.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { listProducts, type PriceBand } from './listing.ts'
import { categoryUrl, localised, photo, price, productUrl, type CategoryRef } from './present.ts'
import { groupWords, SEARCH_CONFIG, tsqueryOf, understandQuery, type UnderstoodQuery } from './searchQuery.ts'

export const DEFAULT_SEARCH_COUNT = 24
const DEFAULT_SUGGEST_LIMIT = 6
/**
 * Autosuggest ranks the most popular matches only: with a short prefix on a large catalogue tens of
 * thousands of products match, and the suggestions come from the first few anyway.
 */
const CANDIDATES = 60

/** The price facet's bands, in whole units of the site's currency. */
const PRICE_BANDS: ReadonlyArray<readonly [number, number | undefined]> = [
  [0, 50],
  [50, 100],
  [100, 200],
  [200, 300],
  [300, undefined],
]
const bandKey = ([min, max]: readonly [number, number | undefined]) => `${min}-${max ?? ''}`
const toMinor = ([min, max]: readonly [number, number | undefined]): PriceBand => ({ min: min * 100, max: max === undefined ? undefined : max * 100 })

const parseBand = (value: string): PriceBand => {
  const [, min, max] = PRICE_BAND.exec(value) as RegExpExecArray
  return toMinor([Number(min), max === '' ? undefined : Number(max)])
}

/** Products of the site's brand and language whose document matches `tsquery`, with their relevance. */
const matching = (site: Site, tsquery: string) => (add: (value: unknown) => string) =>
  `SELECT ps.product_id AS id, ts_rank(ps.document, q.q) AS relevance
   FROM product_search ps, to_tsquery(${add(SEARCH_CONFIG[site.language])}::regconfig, ${add(tsquery)}) AS q(q)
   WHERE ps.brand = ${add(site.brand)} AND ps.language = ${add(site.language)} AND ps.document @@ q.q`

const popularQueries = async (db: Db, site: Site, limit: number): Promise<string[]> =>
  (
    await db.query<{ query: string }>(`SELECT query FROM search_popular_queries WHERE brand = $1 AND language = $2 ORDER BY searches DESC, query LIMIT $3`, [
      site.brand,
      site.language,
      limit,
    ])
  ).map((r) => r.query)

/**
 * "Did you mean": the query with one word replaced by one of the three known words closest to it
 * (trigram similarity above 0.2, looser than the correction's), kept when it finds products.
 */
const spellingSuggestions = async (db: Db, site: Site, understood: UnderstoodQuery): Promise<string[]> => {
  const searched = understood.words.map((w) => w.searched)
  const doubtful = understood.words.map((w, i) => ({ w, i })).filter(({ w }) => w.unknown || w.corrected)
  if (doubtful.length === 0) return []
  const candidates: string[] = []
  for (const { w, i } of doubtful) {
    const close = await db.query<{ term: string }>(
      `SELECT term FROM (SELECT term, frequency FROM search_terms WHERE brand = $1 AND language = $2 AND term <> $3 AND term <> $4
                         ORDER BY term OPERATOR(extensions.<->) $3 LIMIT 3) n
       WHERE extensions.similarity(term, $3) > 0.2`,
      [site.brand, site.language, w.typed, w.searched],
    )
    for (const { term } of close) candidates.push(searched.map((s, j) => (j === i ? term : s)).join(' '))
  }
  if (candidates.length === 0) return []
  const counted = await db.query<{ query: string; n: number }>(
    `SELECT c.query, (SELECT count(*)::int FROM product_search ps WHERE ps.brand = $1 AND ps.language = $2
                        AND ps.document @@ to_tsquery($3::regconfig, c.tsquery)) AS n
     FROM jsonb_to_recordset($4::jsonb) AS c(query text, tsquery text)`,
    [site.brand, site.language, SEARCH_CONFIG[site.language], JSON.stringify(candidates.map((query) => ({ query, tsquery: tsqueryOf(query.split(' ').map((w) => [w])) })))],
  )
  return counted.filter((c) => c.n > 0).map((c) => c.query)
}

export const productSearch = async (db: Db, site: Site, q: ProductSearchQuery): Promise<ProductSearchResponse> => {
  const understood = await understandQuery(db, site, q.q)
  const sort = q.sort ?? 'relevance'
  const start = q.start ?? 0
  const count = q.count ?? DEFAULT_SEARCH_COUNT
  const list = (tsquery: string) =>
    listProducts(db, site, {
      candidates: matching(site, tsquery),
      filters: {
        sizes: q.size ?? [],
        colours: q.colour ?? [],
        priceBands: (q.price ?? []).map(parseBand),
        categories: q.category ?? [],
        ratingMin: q.rating === undefined ? undefined : Number(q.rating) * 10,
        brands: q.brand ?? [],
      },
      sort,
      start,
      count,
      facets: ['priceBands', 'category', 'rating', 'brand'],
      priceBands: PRICE_BANDS.map(toMinor),
      ratingSteps: RATING_STEPS.map((r) => Number(r) * 10),
    })
  const all = tsqueryOf(understood.groups, 'all')
  let matchedAll = true
  let result = all === null ? undefined : await list(all)
  if (result && result.total === 0 && understood.groups.length > 1) {
    matchedAll = false
    result = await list(tsqueryOf(understood.groups, 'any') as string)
  }
  let suggestions: SearchSuggestion[] = []
  if (!result || result.total === 0 || !matchedAll) {
    suggestions = (await spellingSuggestions(db, site, understood)).map((query) => ({ query, kind: 'spelling' as const }))
    if (!result || result.total === 0) suggestions.push(...(await popularQueries(db, site, 6)).map((query) => ({ query, kind: 'popular' as const })))
  }
  return {
    query: q.q,
    searchedFor: understood.searchedFor,
    corrected: understood.corrected,
    matchedAll,
    total: result?.total ?? 0,
    start,
    count: result?.products.length ?? 0,
    sort,
    facets: {
      categories: result?.categories ?? [],
      colours: result?.colours ?? [],
      sizes: result?.sizes ?? [],
      prices: PRICE_BANDS.map((band, i) => ({ value: bandKey(band), min: band[0], max: band[1] ?? null, count: result?.priceBands[i] ?? 0 })),
      ratings: RATING_STEPS.map((value, i) => ({ value, min: Number(value), count: result?.ratings[i] ?? 0 })),
      brands: (result?.brands ?? []).map((b) => ({ value: b.value, label: BRAND_INFO[b.value as Site['brand']]?.name ?? b.value, count: b.count })),
    },
    products: result?.products ?? [],
    suggestions,
  }
}

interface SuggestRow {
  products: Array<{ id: string; name: string; slug: string; current_minor: number; original_minor: number; colour: { code: string; name: string } }>
  categories: Array<CategoryRef & { parent: string | null }>
  queries: Array<{ query: string }>
}

export const autoSuggest = async (db: Db, site: Site, q: AutoSuggestQuery): Promise<AutoSuggestResponse> => {
  const limit = q.limit ?? DEFAULT_SUGGEST_LIMIT
  const understood = await understandQuery(db, site, q.q)
  const last = understood.words.at(-1)
  if (!last) return { query: q.q, products: [], categories: [], queries: [] }
  // The last word as typed is a prefix when a known word starts with it; else it counts as a whole
  // (possibly corrected) word like the others.
  const prefix = last.completes && !last.stop ? last.typed : undefined
  const whole = tsqueryOf(prefix === undefined ? understood.groups : groupWords(understood.words.slice(0, -1).map((w) => w.searched), understood.synonyms))
  const typed = understood.words.map((w) => w.typed).join(' ')
  const params: unknown[] = [site.brand, site.language, site.currency, limit, typed, understood.searchedFor]
  const add = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const inName = prefix === undefined ? 'false' : `ps.words @@ to_tsquery('simple', ${add(`${prefix}:*A`)})`
  const wholeQuery = whole === null ? undefined : `to_tsquery(${add(SEARCH_CONFIG[site.language])}::regconfig, ${add(whole)})`
  const conditions = [...(wholeQuery === undefined ? [] : [`ps.document @@ ${wholeQuery}`]), ...(prefix === undefined ? [] : [`ps.words @@ to_tsquery('simple', ${add(`${prefix}:*`)})`])]
  // Of the most popular matches: products whose name has the word being typed first, then those
  // whose name has the other words (ts_rank weighs the name highest), then the most popular.
  const [row] = (await db.query<SuggestRow>(
    `WITH popular AS (
       SELECT ps.product_id, ps.category_id, ps.popularity, ps.words, ps.document
       FROM product_search ps
       WHERE ps.brand = $1 AND ps.language = $2 AND ${conditions.join(' AND ')}
       ORDER BY ps.popularity DESC, ps.product_id LIMIT ${CANDIDATES}
     ),
     matches AS (
       SELECT product_id, category_id, popularity, ${inName.replace('ps.words', 'words')} AS in_name,
         ${wholeQuery === undefined ? '0::real' : `ts_rank(document, ${wholeQuery})`} AS rank
       FROM popular
     ),
     top AS (SELECT product_id, in_name, rank, popularity FROM matches ORDER BY in_name DESC, rank DESC, popularity DESC, product_id LIMIT $4),
     cats AS (SELECT category_id, count(*) AS n FROM matches GROUP BY category_id ORDER BY n DESC, category_id LIMIT 3)
     SELECT
       (SELECT coalesce(json_agg(json_build_object('id', p.id, 'name', ${localised('p', 'name', site.language)}, 'slug', ${localised('p', 'slug', site.language)},
           'current_minor', pr.current_minor, 'original_minor', pr.original_minor,
           'colour', (SELECT json_build_object('code', c.code, 'name', ${localised('c', 'name', site.language)}) FROM product_colours c WHERE c.product_id = p.id ORDER BY c.position LIMIT 1))
           ORDER BY t.in_name DESC, t.rank DESC, t.popularity DESC, p.id), '[]'::json)
        FROM top t JOIN products p ON p.id = t.product_id JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = $3) AS products,
       (SELECT coalesce(json_agg(json_build_object('id', c.id, 'names', c.names, 'slugs', c.slugs,
           'parent', (SELECT a.names ->> $2 FROM category_closure cc JOIN categories a ON a.id = cc.ancestor_id
                      WHERE cc.descendant_id = c.id AND cc.depth = c.level - 1 AND cc.depth > 0)) ORDER BY k.n DESC, c.id), '[]'::json)
        FROM cats k JOIN categories c ON c.id = k.category_id) AS categories,
       (SELECT coalesce(json_agg(json_build_object('query', x.query) ORDER BY x.starts DESC, x.searches DESC, x.query), '[]'::json)
        FROM (SELECT query, searches, (folded LIKE $5 || '%' OR folded LIKE $6 || '%') AS starts FROM search_popular_queries
              WHERE brand = $1 AND language = $2
                AND (folded LIKE $5 || '%' OR folded LIKE '% ' || $5 || '%' OR folded LIKE $6 || '%' OR folded LIKE '% ' || $6 || '%')
              ORDER BY starts DESC, searches DESC, query LIMIT 4) x) AS queries`,
    params,
  )) as [SuggestRow]
  return {
    query: q.q,
    products: row.products.map((p) => ({
      id: p.id,
      name: p.name,
      url: productUrl(site, p.slug, p.id),
      image: photo(site, p.id, p.name, p.colour),
      price: price(p.current_minor, p.original_minor, site.currency),
    })),
    categories: row.categories.map((c) => ({ id: c.id, name: c.names[site.language], parent: c.parent, url: categoryUrl(site, c) })),
    queries: row.queries,
  }
}

const searchCall = async (ctx: SpecContext<'productSearch'>): Promise<Reply> => ({
  body: await productSearch(ctx.db, ctx.site(), decodeQuery(CALLS.productSearch.query, ctx.query) as ProductSearchQuery),
})

const suggestCall = async (ctx: SpecContext<'autoSuggest'>): Promise<Reply> => ({
  body: await autoSuggest(ctx.db, ctx.site(), decodeQuery(CALLS.autoSuggest.query, ctx.query) as AutoSuggestQuery),
})

export const searchRoutes: ReadonlyArray<RouteDef> = [route('productSearch', { handler: searchCall }), route('autoSuggest', { handler: suggestCall })]
