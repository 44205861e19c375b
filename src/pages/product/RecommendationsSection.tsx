// "You may also like" (loaded near the viewport): the content recommendations block, fed with this
// product (widgetRecommendations?productId: similar products, the same leaf category first).
import { ProductRecommendationsBlock } from '../../blocks/productRecommendations/ProductRecommendationsBlock'
import type { SiteContext } from '../../site/useSite'

export const RECOMMENDATIONS = 12

export default function RecommendationsSection({ productId, title, site }: { productId: string; title: string; site: SiteContext }) {
  return (
    <ProductRecommendationsBlock
      section={{ type: 'productRecommendations', id: `pdp-${productId}`, name: 'Product page recommendations', title, productId, limit: RECOMMENDATIONS }}
      site={site}
      index={0}
      aboveFold={false}
    />
  )
}
