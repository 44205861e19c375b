// Product recommendations: a carousel of recommended products from the recommendations call. Data is
// prefetched by the route loader during SSR; a failing call renders nothing rather than breaking the page.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { recommendationsQuery } from '../../api/queries'
import type { ProductRecommendationsSection } from '../../api/schemas/content'
import type { RecommendedProduct } from '../../api/schemas/products'
import { LOCALE_INFO, type Locale } from '../../site/sites'
import { Carousel } from '../../ui/Carousel'
import { Price } from '../../ui/Price'
import { Rating } from '../../ui/Rating'
import type { BlockProps } from '../registry'

export const recommendationsOf = (section: typeof ProductRecommendationsSection.Type) => ({
  ...(section.categoryId ? { categoryId: section.categoryId } : {}),
  limit: section.limit,
})

export function ProductRecommendationsBlock({ section, site }: BlockProps<typeof ProductRecommendationsSection.Type>) {
  const { data, isPending } = useQuery(recommendationsQuery(site, recommendationsOf(section)))
  if (!isPending && (!data || data.items.length === 0)) return null
  const lang = LOCALE_INFO[site.locale].language
  return (
    // Not a landmark itself: the carousel inside is the region, labelled by the same title.
    <div className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '8' })}>
      <h2 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' })}>
        {section.title}
      </h2>
      {data ? (
        <Carousel label={section.title} language={lang}>
          {data.items.map((item) => (
            <li key={item.recommendationId}>
              <RecommendationTile item={item} locale={site.locale} />
            </li>
          ))}
        </Carousel>
      ) : (
        <div aria-hidden="true" className={css({ h: '80', bg: 'bg.subtle', rounded: 'brand', mt: '4' })} />
      )}
    </div>
  )
}

function RecommendationTile({ item, locale }: { item: RecommendedProduct; locale: Locale }) {
  const currency = LOCALE_INFO[locale].currency
  return (
    <article className={cx('group', css({ position: 'relative', display: 'flex', flexDirection: 'column', gap: '2' }))}>
      <img src={item.image.src} alt={item.image.alt} width={item.image.width} height={item.image.height} loading="lazy" decoding="async" className={css({ w: 'full', h: 'auto', aspectRatio: '4 / 5', objectFit: 'cover', rounded: 'brand', bg: 'bg.subtle' })} />
      <h3 className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
        <Link to={item.url} className={css({ _after: { content: '""', position: 'absolute', inset: '0' }, _groupHover: { textDecoration: 'underline' } })}>
          {item.title}
        </Link>
      </h3>
      <Price current={item.price.lowCurrent} highCurrent={item.price.highCurrent} original={item.price.lowOriginal} currency={currency} locale={locale} size="sm" />
      {item.rating.showScore && <Rating score={item.rating.score} count={0} showCount={false} language={LOCALE_INFO[locale].language} />}
    </article>
  )
}
