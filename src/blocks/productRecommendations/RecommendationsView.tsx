// The carousel of recommended products, whichever source they come from (the recommendations call,
// or the page's personalisation decision): a skeleton of the same size while pending, nothing when
// the source failed or has nothing. The '3-cards' variant shows three to a row (a third of the width
// each), otherwise six on wide screens (spec 002 section 9); each tile offers quick shop (a size
// chosen and added without leaving the page, ../quickShop/QuickShop.tsx, loaded when first opened).
// A reduced price shows its omnibus price. Clicks go to the data layer, and to the source's own
// click report when it has one.
import { lazy, Suspense, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { Site } from '../../api/queries'
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
import { pushAnalyticsEvent } from '../../ui/analytics'
import { useBlockActions } from '../blockActions'
import { bt } from '../strings'
import { OmnibusPrice } from './OmnibusPrice'

const QuickShop = lazy(() => import('../quickShop/QuickShop').then((m) => ({ default: m.QuickShop })))

type Section = typeof ProductRecommendationsSection.Type

const shell = css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: 'section' })
const title = css({ textStyle: 'heading.md' })

export interface RecommendationsViewProps {
  readonly section: Section
  readonly site: Site
  readonly data: { readonly items: ReadonlyArray<RecommendedProduct> } | undefined
  readonly isPending: boolean
  readonly isError: boolean
  /** A tile was clicked (before the link navigates). */
  readonly onItemClick?: (item: RecommendedProduct, position: number) => void
}

/** The carousel of a recommendations section, from whichever source; a skeleton while pending, nothing when failed or empty. */
export function RecommendationsView({ section, site, data, isPending, isError, onItemClick }: RecommendationsViewProps) {
  const lang = LOCALE_INFO[site.locale].language
  const titleId = `recs-${section.id}`
  const perView = section.variant === '3-cards' ? 3 : 6
  const [quickShop, setQuickShop] = useState<{ productId: string; name: string } | null>(null)
  const actions = useBlockActions()
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
        {data.items.map((item, position) => (
          <li key={`${item.recommendationId}-${item.id}`} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            {/* Clicks on the tile (its link), not on quick shop. */}
            <div
              onClickCapture={() => {
                pushAnalyticsEvent({ event: 'recommendationClick', productId: item.id, recommendationId: item.recommendationId, position })
                onItemClick?.(item, position)
              }}
            >
              <RecommendationTile item={item} locale={site.locale} />
            </div>
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
      price={
        <>
          <Price current={lowCurrent} highCurrent={highCurrent} original={lowOriginal} highOriginal={highOriginal} currency={currency} locale={locale} size="sm" />
          <OmnibusPrice current={lowCurrent} original={lowOriginal} historicBest={item.price.historicBestPrice} currency={currency} locale={locale} />
        </>
      }
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
