// "Was this helpful? Yes (n) No (n)" for a review or an answer: each press is an engine command
// (product.VoteReview / product.VoteAnswer), shown at once and sent by the outbox; the pressed button
// says which vote is the shopper's, and a polite status says whether the server has counted it.
import { useId } from 'react'
import { css } from 'styled-system/css'
import { selectFeedbackVote, useDispatch, useEngineState } from '../../engine/react'
import { voteKey, type VoteTarget } from '../../engine/feedbackKeys'
import type { Language } from '../../ui/strings'
import { text } from './sectionStrings'
import { shownCounts, type Counts } from './voteCounts'

export const smallButton = css({
  minH: '9',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.strong',
  rounded: 'md',
  fontSize: 'sm',
  cursor: 'pointer',
  bg: 'bg',
  _hover: { bg: 'bg.subtle' },
  '&[aria-pressed=true]': { bg: 'fg', color: 'bg', borderColor: 'fg' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
})

export interface VoteButtonsProps {
  readonly target: VoteTarget
  readonly productId: string
  readonly id: string
  readonly counts: Counts
  readonly language: Language
}

export function VoteButtons({ target, productId, id, counts, language }: VoteButtonsProps) {
  const dispatch = useDispatch()
  const vote = useEngineState(selectFeedbackVote(voteKey(target, id)))
  const shown = shownCounts(counts, vote)
  const labelId = useId()
  const cast = (helpful: boolean) =>
    void dispatch(target === 'review' ? { _tag: 'product.VoteReview', productId, reviewId: id, helpful } : { _tag: 'product.VoteAnswer', productId, answerId: id, helpful })
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'sm' })}>
      <span id={labelId}>{text(language, target === 'review' ? 'vote.reviewQuestion' : 'vote.answerQuestion')}</span>
      <div role="group" aria-labelledby={labelId} className={css({ display: 'flex', gap: '2' })}>
        <button type="button" className={smallButton} aria-pressed={vote?.vote === 'helpful'} onClick={() => cast(true)}>
          {text(language, 'vote.yes', { count: shown.helpful })}
        </button>
        <button type="button" className={smallButton} aria-pressed={vote?.vote === 'unhelpful'} onClick={() => cast(false)}>
          {text(language, 'vote.no', { count: shown.unhelpful })}
        </button>
      </div>
      <span role="status" className={css({ color: 'fg.muted' })}>
        {vote ? text(language, vote.pending ? 'vote.pending' : 'vote.thanks') : ''}
      </span>
    </div>
  )
}
