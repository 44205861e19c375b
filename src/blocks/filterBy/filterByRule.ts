// The filter-by display rule (spec 002 section 2): a block shows on a product or category page when
// the page's identifier is IN the list (or NOT IN it). By SKU the identifier is the product page's
// product id; by category it is any category of the page — a category page's own id and those of its
// trail (so a list naming "Jackets" also matches its subcategories' pages), a product page's trail.
// A page without such an identifier is in no list: IN hides, NOT IN shows.
import type { FilterBySection } from '../../contract/schemas/content'

export interface FilterByPage {
  readonly productId?: string | undefined
  readonly categoryIds: ReadonlyArray<string>
}

export const filterByShows = (rule: Pick<FilterBySection, 'operator' | 'variant' | 'values'>, page: FilterByPage): boolean => {
  const ids = rule.variant === 'by-sku' ? (page.productId ? [page.productId] : []) : page.categoryIds
  const listed = new Set(rule.values.map((v) => v.trim()))
  const inList = ids.some((id) => listed.has(id))
  return rule.operator === 'IN' ? inList : !inList
}
