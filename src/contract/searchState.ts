// The search page's URL state (/{locale}/search?q&sort&category&colour&size&price&rating&brand&page),
// parsed leniently as the category page's is: anything unknown or malformed is dropped rather than
// failing the page, so a shared link always opens (src/api/searchQueries.ts turns it into the
// productSearch query). Every page's entry carries the parser (the route's validateSearch), so it
// stays small.
// The constants the call's schemas (./schemas/search.ts) bound the query with live here, so the
// page reads them without Effect's Schema.
import type { SearchSort } from './schemas/search'
import { MAX_QUERY_LENGTH, PAGE_SIZE } from './site/catalogSearch'

export { MAX_QUERY_LENGTH }
/** Deepest result a page may start at, and the most results per page. */
export const MAX_SEARCH_START = 10_000
export const MAX_SEARCH_COUNT = 96
export const SEARCH_SORTS = ['relevance', 'featured', 'price-asc', 'price-desc', 'rating', 'newest'] as const
/** A price band of the price facet: "50-100" (from 50, below 100), "300-" (300 and more), in the site's currency. */
export const PRICE_BAND = /^(\d{1,7})-(\d{0,7})$/
/** Ratings the rating facet offers: at least this many stars. */
export const RATING_STEPS = ['4', '3', '2', '1'] as const

export interface SearchState {
  q?: string
  sort?: SearchSort
  category?: string[]
  colour?: string[]
  size?: string[]
  price?: string[]
  rating?: (typeof RATING_STEPS)[number]
  brand?: string[]
  page?: number
}

/** The deepest page a URL may ask for (the service pages within 10,000 results). */
const MAX_PAGE = Math.floor(MAX_SEARCH_START / PAGE_SIZE)

const list = (value: unknown, pattern: RegExp, max: number): string[] | undefined => {
  const values = (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter((v) => pattern.test(v))
  return values.length ? [...new Set(values)].sort().slice(0, max) : undefined
}

const validBand = (band: string): boolean => {
  const [, min, max] = PRICE_BAND.exec(band) ?? []
  return min !== undefined && (max === '' || Number(max) > Number(min))
}

export const parseSearchState = (raw: Record<string, unknown>): SearchState => {
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).trim().slice(0, MAX_QUERY_LENGTH) : ''
  const sort = SEARCH_SORTS.find((s) => s === raw.sort)
  const rating = RATING_STEPS.find((r) => r === String(raw.rating ?? ''))
  const page = Number.parseInt(String(raw.page ?? ''), 10)
  const category = list(raw.category, /^[0-9]{4,10}$/, 20)
  const colour = list(raw.colour, /^[A-Z0-9]{1,6}$/, 30)
  const size = list(raw.size, /^[A-Za-z0-9]{1,6}$/, 30)
  const price = list(raw.price, PRICE_BAND, 10)?.filter(validBand)
  const brand = list(raw.brand, /^[a-z]{1,20}$/, 5)
  return {
    ...(q ? { q } : {}),
    ...(sort && sort !== 'relevance' ? { sort } : {}),
    ...(category ? { category } : {}),
    ...(colour ? { colour } : {}),
    ...(size ? { size } : {}),
    ...(price?.length ? { price } : {}),
    ...(rating ? { rating } : {}),
    ...(brand ? { brand } : {}),
    ...(page > 1 ? { page: Math.min(page, MAX_PAGE) } : {}),
  }
}

/** Whether any facet narrows the results. */
export const hasFilters = (s: SearchState): boolean => Boolean(s.category || s.colour || s.size || s.price || s.rating || s.brand)
