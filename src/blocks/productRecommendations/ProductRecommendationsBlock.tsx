// Product recommendations: a carousel of recommended products from the recommendations call
// (recommendationsQuery). The route loader prefetches it during SSR through the registry; on the
// client `useQuery` (not suspense) reads it, so a failing call renders nothing instead of breaking
// the page, and a skeleton of the same size holds the space while loading. The '3-cards' variant
// shows three to a row (a third of the width each), otherwise six on wide screens (spec 002
// section 9); each tile offers quick shop (a size chosen and added without leaving the page,
// ../quickShop/QuickShop.tsx, loaded when first opened).
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { recommendationsQuery } from '../../api/queries'
import type { ProductRecommendationsSection } from '../../contract/schemas/content'
import type { RecommendedProduct } from '../../contract/schemas/products'
import { percentOff } from '../../contract/site/money'
import { LOCALE_INFO, type Locale } from '../../contract/site/sites'
import { Carousel } from '../../ui/Carousel'
import { Price } from '../../ui/Price'
import { ProductCard } from '../../ui/ProductTile'
import { Rating } from '../../ui/Rating'
import { Skeleton, SkeletonText } from '../../ui/Skeleton'
import { t } from '../../ui/strings'
import { VisuallyHidden } from '../../ui/VisuallyHidden'
import { useBlockActions } from '../blockActions'
import { usePageContext } from '../pageContext'
import type { BlockProps } from '../registry'
import { bt } from '../strings'
import { recommendationsOf } from './recommendationsOf'

type Section = typeof ProductRecommendationsSection.Type

export { recommendationsOf }

const QuickShop = lazy(() => import('../quickShop/QuickShop').then((m) => ({ default: m.QuickShop })))

const shell = css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: 'section' })
const title = css({ textStyle: 'heading.md' })

export function ProductRecommendationsBlock({ section, site }: BlockProps<Section>) {
  const page = usePageContext()
  const { data, isPending, isError } = useQuery(recommendationsQuery(site, recommendationsOf(section, page)))
  const lang = LOCALE_INFO[site.locale].language
  const perView = section.variant === '3-cards' ? 3 : 6
  const [quickShop, setQuickShop] = useState<{ productId: string; name: string } | null>(null)
  const actions = useBlockActions()
  const titleId = `recs-${section.id}`
  if (isError || (!isPending && (!data || data.items.length === 0))) return null
  if (isPending || !data) {
    return (
      <section aria-labelledby={titleId} aria-busy="true" className={shell} data-block="productRecommendations">
        {/* The same header row as the carousel's (title beside the 44px buttons), so nothing moves. */}
        <div className={css({ display: 'flex', alignItems: 'flex-end', minH: '11', mb: { base: '4', md: '5' } })}>
          <h2 id={titleId} className={title}>
            {section.title}
          </h2>
        </div>
        <VisuallyHidden>{t(lang, 'status.loading')}</VisuallyHidden>
        <RecommendationsSkeleton count={Math.min(section.limit, perView)} perView={perView} />
      </section>
    )
  }
  return (
    // Not a landmark itself: the carousel inside is the region, named by the same title.
    <div className={shell} data-block="productRecommendations" data-variant={section.variant ?? 'default'}>
      <Carousel
        label={section.title}
        language={lang}
        perView={perView}
        heading={
          <h2 id={titleId} className={title}>
            {section.title}
          </h2>
        }
      >
        {data.items.map((item) => (
          <li key={item.recommendationId} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <RecommendationTile item={item} locale={site.locale} />
            {section.quickShop !== false && (
              <button
                type="button"
                onPointerEnter={actions.warm}
                onFocus={actions.warm}
                onClick={() => setQuickShop({ productId: item.id, name: item.title })}
                aria-label={bt(lang, 'quickShop.open', { name: item.title })}
                className={button({ variant: 'secondary', size: 'sm' })}
              >
                {bt(lang, 'quickShop.label')}
              </button>
            )}
          </li>
        ))}
      </Carousel>
      {quickShop && (
        <Suspense fallback={null}>
          <QuickShop productId={quickShop.productId} name={quickShop.name} site={site} onClose={() => setQuickShop(null)} />
        </Suspense>
      )}
    </div>
  )
}

export function RecommendationTile({ item, locale }: { item: RecommendedProduct; locale: Locale }) {
  const { currency, language } = LOCALE_INFO[locale]
  const { lowCurrent, highCurrent, lowOriginal, highOriginal } = item.price
  const off = item.price.percentagePriceDiscount ?? (lowOriginal > lowCurrent ? percentOff(lowOriginal, lowCurrent) : undefined)
  return (
    <ProductCard
      productId={item.id}
      name={item.title}
      url={item.url}
      image={item.image}
      locale={locale}
      percentOff={off}
      price={<Price current={lowCurrent} highCurrent={highCurrent} original={lowOriginal} highOriginal={highOriginal} currency={currency} locale={locale} size="sm" />}
      rating={item.rating.showScore ? <Rating score={item.rating.score} language={language} /> : undefined}
    />
  )
}

/** Placeholder tiles with the carousel's slide widths and the tiles' image ratio. */
function RecommendationsSkeleton({ count, perView }: { count: number; perView: 3 | 6 }) {
  return (
    <div aria-hidden="true" className={css({ overflow: 'hidden', py: '1' })}>
      <div
        className={css({
          display: 'grid',
          gridAutoFlow: 'column',
          gap: '5',
          gridAutoColumns: { base: '64%', sm: '40%', md: 'calc((100% - 2 * 1.25rem) / 3.4)', lg: 'calc((100% - 3 * 1.25rem) / 4.4)', xl: 'calc((100% - 5 * 1.25rem) / 6)' },
          '&[data-per-view="3"]': { gridAutoColumns: { base: '78%', sm: '46%', md: 'calc((100% - 2 * 1.25rem) / 3)' } },
        })}
        data-per-view={perView}
      >
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={css({ display: 'flex', flexDirection: 'column', gap: '2.5' })}>
            <Skeleton aspectRatio="4 / 5" radius="card" />
            <SkeletonText lines={2} lineHeight="0.85rem" />
            <Skeleton width="40%" height="0.95rem" />
          </div>
        ))}
      </div>
    </div>
  )
}
