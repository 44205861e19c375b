// The product page below the buy box: the size guide, reviews, questions and answers, customer photos
// and product sets, then recommendations; each a LazySection whose code and data load when it comes
// near the viewport, with a server-rendered title and reserved height (docs/decisions/0020).
import { lazy } from 'react'
import type { ProductDetails } from '../../contract/schemas/products'
import type { SiteContext } from '../../site/useSite'
import { t } from '../../ui/strings'
import { LazySection } from './LazySection'
import { pageText } from './pageStrings'

const SizeGuideSection = lazy(() => import('./SizeGuideSection'))
const ReviewsSection = lazy(() => import('./ReviewsSection'))
const QuestionsSection = lazy(() => import('./QuestionsSection'))
const CustomerPhotosSection = lazy(() => import('./CustomerPhotosSection'))
const ProductSetsSection = lazy(() => import('./ProductSetsSection'))
const RecommendationsSection = lazy(() => import('./RecommendationsSection'))

export function ProductSections({ product, site }: { product: ProductDetails; site: SiteContext }) {
  const { language } = site
  const loading = t(language, 'status.loading')
  const category = product.breadcrumbs.at(-1)
  return (
    <>
      {product.sizes.length > 1 && (
        <LazySection id="size-guide" title={pageText(language, 'section.sizeGuide')} reserve="18rem" loadingLabel={loading}>
          <SizeGuideSection productType={product.productType} sizes={product.sizes} site={site} />
        </LazySection>
      )}
      <LazySection id="reviews" title={pageText(language, 'section.reviews')} reserve={product.rating.reviewsCount > 0 ? '36rem' : '3rem'} loadingLabel={loading}>
        <ReviewsSection productId={product.id} site={site} />
      </LazySection>
      <LazySection id="questions" title={pageText(language, 'section.questions')} reserve="14rem" loadingLabel={loading}>
        <QuestionsSection productId={product.id} productName={product.name} site={site} />
      </LazySection>
      <LazySection id="photos" title={pageText(language, 'section.photos')} reserve="16rem" loadingLabel={loading}>
        <CustomerPhotosSection productId={product.id} category={category} site={site} />
      </LazySection>
      {(product.productSetIds?.length ?? 0) > 0 && (
        <LazySection id="sets" title={pageText(language, 'section.sets')} reserve="26rem" loadingLabel={loading}>
          <ProductSetsSection productId={product.id} site={site} />
        </LazySection>
      )}
    </>
  )
}

/** "You may also like": the recommendations block, full width below the product's own sections. */
export function ProductRecommendations({ productId, site }: { productId: string; site: SiteContext }) {
  const { language } = site
  const title = pageText(language, 'section.recommendations')
  return (
    <LazySection id="recommendations" bare title={title} reserve="28rem" loadingLabel={t(language, 'status.loading')}>
      <RecommendationsSection productId={productId} title={title} site={site} />
    </LazySection>
  )
}
