// The recommendations call's parameters for a section, shared by the block and the registry's
// prefetch: its product (products like it), its category, or the page's product or category when it
// recommends from the page.
import type { ProductRecommendationsSection } from '../../contract/schemas/content'
import type { PageContext } from '../pageContext'

export const recommendationsOf = (section: ProductRecommendationsSection, page: PageContext = {}): { categoryId?: string; productId?: string; limit: number } => {
  if (section.productId) return { productId: section.productId, limit: section.limit }
  if (section.fromPage && page.productId) return { productId: page.productId, limit: section.limit }
  const categoryId = section.fromPage && page.categoryId ? page.categoryId : section.categoryId
  return { ...(categoryId ? { categoryId } : {}), limit: section.limit }
}
