// The reviews section (loaded near the viewport, ./LazySection.tsx): the rating summary with its
// distribution (each rating a toggle that filters the list), sorting, and the reviews ten at a time
// ("Show more" adds a page; each page is its own cached read of productReviews).
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { reviewsQuery } from '../../api/productQueries'
import type { ReviewSort, ReviewsQuery } from '../../contract/schemas/reviews'
import type { SiteContext } from '../../site/useSite'
import { Rating } from '../../ui/Rating'
import { ReviewItem } from './ReviewItem'
import { text } from './sectionStrings'
import { smallButton } from './VoteButtons'
import { numberFormat } from '../../contract/intl'

export const REVIEWS_PAGE = 10
const SORTS: ReadonlyArray<ReviewSort> = ['newest', 'helpful', 'highest', 'lowest', 'oldest']

export default function ReviewsSection({ productId, site }: { productId: string; site: SiteContext }) {
  const lang = site.language
  const [sort, setSort] = useState<ReviewSort>('newest')
  const [ratings, setRatings] = useState<ReadonlyArray<number>>([])
  const [pages, setPages] = useState(1)
  const filter: Pick<ReviewsQuery, 'sort' | 'rating'> = { sort, ...(ratings.length > 0 ? { rating: [...ratings].sort() } : {}) }
  const first = useQuery(reviewsQuery(site, productId, { ...filter, start: 0, count: REVIEWS_PAGE }))
  const sortId = useId()
  const data = first.data
  if (first.isPending) return <p role="status">{text(lang, 'status.loading')}</p>
  if (!data) return null
  const { summary } = data
  if (summary.total === 0) return <p>{text(lang, 'reviews.none')}</p>
  const toggle = (rating: number) => {
    setRatings((current) => (current.includes(rating) ? current.filter((r) => r !== rating) : [...current, rating]))
    setPages(1)
  }
  const shown = Math.min(data.total, pages * REVIEWS_PAGE)
  return (
    <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '18rem 1fr' }, alignItems: 'start' })}>
      <div className={css({ display: 'grid', gap: '3' })}>
        <p className={css({ fontSize: '3xl', fontWeight: 'bold', lineHeight: '1' })}>{text(lang, 'reviews.average', { average: numberFormat(site.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(summary.average) })}</p>
        <Rating score={summary.average} language={lang} size="md" />
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{text(lang, 'reviews.basedOn', { count: summary.total })}</p>
        <ul aria-label={text(lang, 'reviews.distribution')} className={css({ display: 'grid', gap: '1.5' })}>
          {summary.distribution.map((d) => (
            <li key={d.rating}>
              <button
                type="button"
                aria-pressed={ratings.includes(d.rating)}
                disabled={d.count === 0}
                onClick={() => toggle(d.rating)}
                className={css({ w: 'full', display: 'grid', gridTemplateColumns: '1fr 6rem', gap: '2', alignItems: 'center', fontSize: 'sm', textAlign: 'left', cursor: 'pointer', py: '1', px: '1', rounded: 'sm', _hover: { bg: 'bg.subtle' }, '&[aria-pressed=true]': { fontWeight: 'bold', outline: '2px solid', outlineColor: 'fg' }, _disabled: { cursor: 'default', color: 'fg.muted' } })}
              >
                <span>{text(lang, 'reviews.filter', { starCount: d.rating, count: d.count })}</span>
                <span aria-hidden="true" className={css({ h: '2', bg: 'bg.muted', rounded: 'full', overflow: 'hidden' })}>
                  <span className={css({ display: 'block', h: 'full', bg: 'accent' })} style={{ width: `${summary.total ? (d.count / summary.total) * 100 : 0}%` }} />
                </span>
              </button>
            </li>
          ))}
        </ul>
        <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{text(lang, 'reviews.filterHint')}</p>
      </div>
      <div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'space-between', alignItems: 'center' })}>
          <p role="status" className={css({ fontSize: 'sm' })}>
            {text(lang, 'reviews.showing', { shown, total: data.total })}
            {ratings.length > 0 && (
              <button type="button" className={css({ ml: '3', textDecoration: 'underline', cursor: 'pointer' })} onClick={() => (setRatings([]), setPages(1))}>
                {text(lang, 'reviews.clearFilter')}
              </button>
            )}
          </p>
          <div className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' })}>
            <label htmlFor={sortId}>{text(lang, 'reviews.sort')}</label>
            <select id={sortId} value={sort} onChange={(e) => (setSort(e.currentTarget.value as ReviewSort), setPages(1))} className={css({ borderWidth: '1px', borderColor: 'border.strong', rounded: 'md', px: '2', py: '1.5', bg: 'bg' })}>
              {SORTS.map((s) => (
                <option key={s} value={s}>
                  {text(lang, `reviews.sort.${s}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div data-testid="review-list">
          {Array.from({ length: pages }, (_, page) => (
            <ReviewPage key={page} site={site} productId={productId} query={{ ...filter, start: page * REVIEWS_PAGE, count: REVIEWS_PAGE }} />
          ))}
        </div>
        {shown < data.total && (
          <button type="button" className={cx(smallButton, css({ mt: '4' }))} onClick={() => setPages((n) => n + 1)}>
            {text(lang, 'reviews.more')}
          </button>
        )}
      </div>
    </div>
  )
}

function ReviewPage({ site, productId, query }: { site: SiteContext; productId: string; query: ReviewsQuery }) {
  const { data, isPending } = useQuery(reviewsQuery(site, productId, query))
  if (isPending) return <p role="status">{text(site.language, 'status.loading')}</p>
  return (
    <>
      {data?.reviews.map((review) => (
        <ReviewItem key={review.id} review={review} productId={productId} site={site} />
      ))}
    </>
  )
}
