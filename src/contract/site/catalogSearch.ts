// Category page search parameters (sort, filters, page) parsed leniently from the URL: anything
// unknown or malformed is dropped rather than failing the page.
import type { CatalogQuery, CatalogSort } from '../schemas/products'

export const PAGE_SIZE = 24
/** The longest search query (the header's search box and the search calls). */
export const MAX_QUERY_LENGTH = 100
const SORTS: ReadonlyArray<CatalogSort> = ['featured', 'price-asc', 'price-desc', 'rating', 'newest']

export interface CatalogSearch {
  sort?: CatalogSort
  size?: string[]
  colour?: string[]
  priceMin?: number
  priceMax?: number
  page?: number
}

const list = (value: unknown): string[] | undefined => {
  const values = (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter((v) => /^[A-Za-z0-9_.-]{1,24}$/.test(v))
  return values.length ? [...new Set(values)].sort() : undefined
}

/** The highest price a filter takes (in the site's currency); a higher one in a URL is ignored. */
export const MAX_FILTER_PRICE = 1_000_000

const positive = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''))
  return Number.isFinite(n) && n >= 0 && n <= MAX_FILTER_PRICE ? n : undefined
}

export const parseCatalogSearch = (raw: Record<string, unknown>): CatalogSearch => {
  const sort = SORTS.find((s) => s === raw.sort)
  const page = positive(raw.page)
  const size = list(raw.size)
  const colour = list(raw.colour)
  const priceMin = positive(raw.priceMin)
  const priceMax = positive(raw.priceMax)
  return {
    ...(sort && sort !== 'featured' ? { sort } : {}),
    ...(size ? { size } : {}),
    ...(colour ? { colour } : {}),
    ...(priceMin !== undefined ? { priceMin } : {}),
    ...(priceMax !== undefined ? { priceMax } : {}),
    ...(page && page > 1 ? { page: Math.floor(page) } : {}),
  }
}

export const toCatalogQuery = (categoryId: string, search: CatalogSearch): CatalogQuery => ({
  categoryId,
  sort: search.sort ?? 'featured',
  ...(search.size ? { size: search.size } : {}),
  ...(search.colour ? { colour: search.colour } : {}),
  ...(search.priceMin !== undefined ? { priceMin: search.priceMin } : {}),
  ...(search.priceMax !== undefined ? { priceMax: search.priceMax } : {}),
  start: ((search.page ?? 1) - 1) * PAGE_SIZE,
  count: PAGE_SIZE,
})

/** A view narrowed or reordered (a sort or a filter): the same category, not a page of its own for search engines. */
export const hasRefinement = (search: CatalogSearch): boolean =>
  search.sort !== undefined || search.size !== undefined || search.colour !== undefined || search.priceMin !== undefined || search.priceMax !== undefined

/** The path of one page of a category's results (the first is the plain path): each page is its own canonical. */
export const pagedPath = (path: string, page: number | undefined): string => (page && page > 1 ? `${path}?page=${page}` : path)
