// The product page's sections below the buy box, and its recommendations, as lazily hydrated parts
// (src/blocks/LazyHydrate.tsx): the server renders them whole (the route's loader loads their code
// first), and the browser keeps that HTML until they come near the viewport, so their code is not
// among the page's first scripts.
import type { BlockLoader } from '../../blocks/blockModules'
import type { ProductDetails } from '../../contract/schemas/products'
import type { SiteContext } from '../../site/useSite'

export const loadProductSections: BlockLoader<{ product: ProductDetails; site: SiteContext }> = () => import('./ProductSections').then((m) => m.ProductSections)

export const loadProductRecommendations: BlockLoader<{ productId: string; site: SiteContext }> = () => import('./ProductSections').then((m) => m.ProductRecommendations)
