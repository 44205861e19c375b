// Search calls (spec 001 section 7): product search and autosuggest of the products service, and the
// content service's article search (spec 002: result, facets, numFound). The spec lists their
// queries "by shape only"; names and bounds are ours (docs/decisions/0019-search.md). Every input
// is bounded: a query of 1 to 100 characters, lists of a few codes, paging within 10,000 results.
import { Schema } from 'effect'
import { MAX_FILTER_PRICE } from '../site/catalogSearch'
import { MAX_QUERY_LENGTH, MAX_SEARCH_COUNT, MAX_SEARCH_START, PRICE_BAND, RATING_STEPS, SEARCH_SORTS } from '../searchState'
import { Image, Price } from './common'
import { ProductTile } from './products'


const checked = (pattern: RegExp) => Schema.String.pipe(Schema.check(Schema.isPattern(pattern)))
const codes = (pattern: RegExp, max: number) => Schema.Array(checked(pattern)).pipe(Schema.check(Schema.isMaxLength(max)))
const whole = (minimum: number, maximum: number) => Schema.FiniteFromString.pipe(Schema.check(Schema.isInt(), Schema.isBetween({ minimum, maximum })))

/** What the shopper typed: 1–100 characters with at least one that is not a space. */
export const SearchText = Schema.String.pipe(Schema.check(Schema.isMinLength(1), Schema.isMaxLength(MAX_QUERY_LENGTH), Schema.isPattern(/\S/)))

export const SearchSort = Schema.Literals(SEARCH_SORTS)
export type SearchSort = typeof SearchSort.Type


/**
 * GET /products/v2/search/productSearch?q&sort&category&colour&size&price&rating&brand&start&count
 * (+ the standard context). Repeated keys are lists (any value matches); facets of different kinds
 * narrow together.
 */
export const ProductSearchQuery = Schema.Struct({
  q: SearchText,
  sort: Schema.optional(SearchSort),
  category: Schema.optional(codes(/^[0-9]{4,10}$/, 20)),
  colour: Schema.optional(codes(/^[A-Z0-9]{1,6}$/, 30)),
  size: Schema.optional(codes(/^[A-Za-z0-9]{1,6}$/, 30)),
  price: Schema.optional(
    Schema.Array(
      checked(PRICE_BAND).pipe(
        Schema.check(
          Schema.makeFilter((band: string) => {
            const [, min, max] = PRICE_BAND.exec(band) ?? []
            return Number(min) <= MAX_FILTER_PRICE && (max === '' || (Number(max) > Number(min) && Number(max) <= MAX_FILTER_PRICE)) ? undefined : 'Expected a price band min-max within 0 to 1,000,000'
          }),
        ),
      ),
    ).pipe(Schema.check(Schema.isMaxLength(10))),
  ),
  rating: Schema.optional(Schema.Literals(RATING_STEPS)),
  brand: Schema.optional(codes(/^[a-z]{1,20}$/, 5)),
  start: Schema.optional(whole(0, MAX_SEARCH_START)),
  count: Schema.optional(whole(1, MAX_SEARCH_COUNT)),
})
export type ProductSearchQuery = typeof ProductSearchQuery.Type

export const FacetValue = Schema.Struct({ value: Schema.String, label: Schema.String, count: Schema.Number })
export type FacetValue = typeof FacetValue.Type

export const SearchSuggestion = Schema.Struct({
  query: Schema.String,
  /** spelling: the query with a word replaced by a close one that has results; popular: a popular query. */
  kind: Schema.Literals(['spelling', 'popular']),
})
export type SearchSuggestion = typeof SearchSuggestion.Type

export const ProductSearchResponse = Schema.Struct({
  /** The query as asked. */
  query: Schema.String,
  /** The words searched for: the query's, with misspelt ones replaced by the closest known word. */
  searchedFor: Schema.String,
  /** Some words were replaced ("Showing results for …"). */
  corrected: Schema.Boolean,
  /** false: no product has every word, these have some of them. */
  matchedAll: Schema.Boolean,
  total: Schema.Number,
  start: Schema.Number,
  count: Schema.Number,
  sort: SearchSort,
  facets: Schema.Struct({
    categories: Schema.Array(FacetValue),
    colours: Schema.Array(Schema.Struct({ ...FacetValue.fields, hex: Schema.String })),
    sizes: Schema.Array(FacetValue),
    /** Bands in the site's currency; max null: no upper end. */
    prices: Schema.Array(Schema.Struct({ value: Schema.String, min: Schema.Number, max: Schema.NullOr(Schema.Number), count: Schema.Number })),
    /** "At least n stars", with how many products have that. */
    ratings: Schema.Array(Schema.Struct({ value: Schema.String, min: Schema.Number, count: Schema.Number })),
    brands: Schema.Array(FacetValue),
  }),
  products: Schema.Array(ProductTile),
  /** When nothing (or little) was found: other queries to try. */
  suggestions: Schema.Array(SearchSuggestion),
})
export type ProductSearchResponse = typeof ProductSearchResponse.Type

/** GET /products/v2/search/autoSuggest?q&limit (+ the standard context): what the shopper is typing. */
export const AutoSuggestQuery = Schema.Struct({
  q: SearchText,
  limit: Schema.optional(whole(1, 10)),
})
export type AutoSuggestQuery = typeof AutoSuggestQuery.Type

export const AutoSuggestResponse = Schema.Struct({
  query: Schema.String,
  products: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String, url: Schema.String, image: Image, price: Price })),
  /** Categories of the matching products (the leaf and its top-level category, e.g. Jackets in Men). */
  categories: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String, parent: Schema.NullOr(Schema.String), url: Schema.String })),
  /** Popular queries that start with (or contain a word starting with) what was typed. */
  queries: Schema.Array(Schema.Struct({ query: Schema.String })),
})
export type AutoSuggestResponse = typeof AutoSuggestResponse.Type

/** GET /{mode}/caas/v1/canvas/search/{siteId}/article?q&offset&limit&tagId (spec 002: getSearch for type 'article'). */
export const ContentSearchQuery = Schema.Struct({
  /** The initial query (the shopper's search); without it, every article, newest first. */
  q: Schema.optional(Schema.String.pipe(Schema.check(Schema.isMaxLength(MAX_QUERY_LENGTH)))),
  offset: Schema.optional(whole(0, 1_000)),
  limit: Schema.optional(whole(1, 50)),
  tagId: Schema.optional(codes(/^[a-z0-9-]{1,40}$/, 10)),
})
export type ContentSearchQuery = typeof ContentSearchQuery.Type

/** An article (spec 002, Article): id, title, url, picture (url, alt), tags (label), eyebrow, date. */
export const Article = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  url: Schema.String,
  picture: Schema.Struct({ url: Schema.String, alt: Schema.String, width: Schema.Number, height: Schema.Number }),
  tags: Schema.Array(Schema.Struct({ id: Schema.String, label: Schema.String })),
  eyebrow: Schema.NullOr(Schema.String),
  /** ISO date (YYYY-MM-DD). */
  date: Schema.String,
})
export type Article = typeof Article.Type

export const ContentSearchResponse = Schema.Struct({
  result: Schema.Array(Article),
  /** The tags of the matching articles (spec: facets with id and label), with how many have each. */
  facets: Schema.Array(Schema.Struct({ id: Schema.String, label: Schema.String, count: Schema.Number })),
  numFound: Schema.Number,
})
export type ContentSearchResponse = typeof ContentSearchResponse.Type
