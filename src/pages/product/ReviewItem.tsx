// One review: its stars, title, author, place and date, "verified purchase", its text (translated
// into the shopper's language on request, by the translate call, with where it came from), the
// helpful vote and reporting it (an engine command each).
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { translationQuery } from '../../api/productQueries'
import { FLAG_COMMENT_MAX_LENGTH, type FlagReason, type Review } from '../../contract/schemas/reviews'
import { selectFeedback, useDispatch, useEngineState } from '../../engine/react'
import type { SiteContext } from '../../site/useSite'
import { Rating } from '../../ui/Rating'
import { dateText, text } from './sectionStrings'
import { smallButton, VoteButtons } from './VoteButtons'

const REASONS: ReadonlyArray<FlagReason> = ['inappropriate', 'spam', 'offTopic', 'other']

export function ReviewItem({ review, productId, site }: { review: Review; productId: string; site: SiteContext }) {
  const lang = site.language
  const [translated, setTranslated] = useState(false)
  const translation = useQuery({ ...translationQuery(site, review.id, lang), enabled: translated })
  const shown = translated && translation.data ? translation.data : review
  const date = dateText(review.createdAt, site.locale)
  return (
    <article data-testid="review" data-review-id={review.id} lang={translated && translation.data ? undefined : review.language} className={css({ display: 'grid', gap: '2', py: '5', borderBottomWidth: '1px', borderColor: 'border' })}>
      <Rating score={review.rating} language={lang} />
      <h3 className={css({ fontWeight: 'bold' })}>{shown.title}</h3>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {review.location ? text(lang, 'reviews.metaPlace', { author: review.author, place: review.location, date }) : text(lang, 'reviews.meta', { author: review.author, date })}
        {review.verifiedPurchase && <span className={css({ ml: '2', fontWeight: 'semibold', color: 'success' })}>✓ {text(lang, 'reviews.verified')}</span>}
      </p>
      <p className={css({ lineHeight: 'relaxed' })}>{shown.body}</p>
      {review.language !== lang && (
        <div className={css({ fontSize: 'sm', display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
          <button type="button" className={css({ textDecoration: 'underline', cursor: 'pointer' })} onClick={() => setTranslated((on) => !on)} aria-pressed={translated}>
            {translated ? text(lang, 'translate.original') : text(lang, 'translate.action')}
          </button>
          <span role="status" className={css({ color: 'fg.muted' })}>
            {translated && translation.isFetching ? text(lang, 'status.loading') : ''}
            {translated && translation.data ? `${text(lang, `translate.from.${review.language}`)}${translation.data.complete ? '' : ` ${text(lang, 'translate.partial')}`}` : ''}
          </span>
        </div>
      )}
      <VoteButtons target="review" productId={productId} id={review.id} counts={review} language={lang} />
      <ReportReview productId={productId} reviewId={review.id} site={site} />
    </article>
  )
}

/** "Report": a reason and an optional note for the moderators, sent as `product.FlagReview`. */
function ReportReview({ productId, reviewId, site }: { productId: string; reviewId: string; site: SiteContext }) {
  const lang = site.language
  const dispatch = useDispatch()
  const flag = useEngineState((state) => selectFeedback(state).flags[reviewId])
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState<FlagReason>('inappropriate')
  const [comment, setComment] = useState('')
  const formId = useId()
  if (flag) return <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>{text(lang, flag.pending ? 'flag.pending' : 'flag.done')}</p>
  const send = (event: FormEvent) => {
    event.preventDefault()
    const note = comment.trim()
    void dispatch({ _tag: 'product.FlagReview', productId, reviewId, reason, ...(note ? { comment: note } : {}) })
    setOpen(false)
  }
  if (!open)
    return (
      <div>
        <button type="button" className={css({ fontSize: 'sm', textDecoration: 'underline', cursor: 'pointer', color: 'fg.muted' })} onClick={() => setOpen(true)} aria-expanded={false} aria-controls={formId}>
          {text(lang, 'flag.report')}
        </button>
      </div>
    )
  return (
    <form id={formId} onSubmit={send} className={css({ display: 'grid', gap: '3', p: '3', borderWidth: '1px', borderColor: 'border', rounded: 'md', fontSize: 'sm' })} aria-label={text(lang, 'flag.title')}>
      <fieldset className={css({ display: 'grid', gap: '1' })}>
        <legend className={css({ fontWeight: 'semibold', mb: '1' })}>{text(lang, 'flag.reason')}</legend>
        {REASONS.map((r) => (
          <label key={r} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <input type="radio" name={`${formId}-reason`} value={r} checked={reason === r} onChange={() => setReason(r)} />
            {text(lang, `flag.reason.${r}`)}
          </label>
        ))}
      </fieldset>
      <label className={css({ display: 'grid', gap: '1' })}>
        {text(lang, 'flag.comment')}
        <textarea value={comment} maxLength={FLAG_COMMENT_MAX_LENGTH} rows={2} onChange={(e) => setComment(e.currentTarget.value)} className={css({ borderWidth: '1px', borderColor: 'border.strong', rounded: 'md', p: '2' })} />
      </label>
      <div className={css({ display: 'flex', gap: '2' })}>
        <button type="submit" className={smallButton}>
          {text(lang, 'flag.send')}
        </button>
        <button type="button" className={smallButton} onClick={() => setOpen(false)}>
          {text(lang, 'flag.cancel')}
        </button>
      </div>
    </form>
  )
}
