// The shopper's part on product pages: their votes on reviews and answers (pending until the server
// counted them, with the counts it answered), the reviews they reported, the questions they asked
// and the sizes they wait for. A failure rolls a pending vote or report back to what it was. Pure.
import type { Draft } from 'immer'
import { shownFailure, type ShownFailure } from '../events/failure'
import type { ProductFeedbackEvent, ProductFeedbackEventType } from '../events/productFeedback'
import type { StoredEvent } from '../events/storedEvent'
import { voteKey } from '../feedbackKeys'

export { voteKey, type VoteTarget } from '../feedbackKeys'

export interface VoteState {
  readonly vote: 'helpful' | 'unhelpful'
  /** Sent (or waiting for the network), not counted yet. */
  readonly pending: boolean
  readonly commandId: string
  /** The counts the server answered with this vote (null until then). */
  readonly counts: { readonly helpful: number; readonly unhelpful: number } | null
  /** What this item's vote was before a pending one (restored if the server refuses it). */
  readonly previous: Omit<VoteState, 'previous'> | null
}

export interface FeedbackState {
  /** By `review:<id>` or `answer:<id>` (see voteKey). */
  readonly votes: Readonly<Record<string, VoteState>>
  /** Reviews reported, by review id. */
  readonly flags: Readonly<Record<string, { readonly reason: string; readonly pending: boolean; readonly commandId: string }>>
  /** Questions asked from this device. */
  readonly questions: ReadonlyArray<{ readonly productId: string; readonly questionId: string; readonly status: 'pending' | 'published' }>
  /** Sizes the shopper waits for, by sku. */
  readonly backInStock: Readonly<Record<string, { readonly notificationId: string }>>
  /** The last failed product-page command (shown where it was made). */
  readonly lastError: ShownFailure | null
}

export { initialFeedbackState } from './initial'

type Handler<T extends ProductFeedbackEventType> = (draft: Draft<FeedbackState>, event: StoredEvent<Extract<ProductFeedbackEvent, { _tag: T }>>) => void

export const feedbackProjection: { readonly [T in ProductFeedbackEventType]: Handler<T> } = {
  'v1.FeedbackVoteRequested': (draft, { commandId, payload }) => {
    const key = voteKey(payload.target, payload.id)
    const current = draft.votes[key]
    const previous = current ? { vote: current.vote, pending: current.pending, commandId: current.commandId, counts: current.counts } : null
    draft.votes[key] = { vote: payload.vote, pending: true, commandId, counts: null, previous }
    draft.lastError = null
  },
  'v1.FeedbackVoteRecorded': (draft, { commandId, payload }) => {
    draft.votes[voteKey(payload.target, payload.id)] = {
      vote: payload.vote,
      pending: false,
      commandId,
      counts: { helpful: payload.helpful, unhelpful: payload.unhelpful },
      previous: null,
    }
  },
  'v1.ReviewFlagRequested': (draft, { commandId, payload }) => {
    draft.flags[payload.reviewId] = { reason: payload.reason, pending: true, commandId }
    draft.lastError = null
  },
  'v1.ReviewFlagRecorded': (draft, { payload }) => {
    const flag = draft.flags[payload.reviewId]
    if (flag) flag.pending = false
  },
  'v1.QuestionAsked': (draft, { payload }) => {
    draft.questions.push({ productId: payload.productId, questionId: payload.questionId, status: payload.status })
    draft.lastError = null
  },
  'v1.BackInStockRequested': (draft, { payload }) => {
    draft.backInStock[payload.sku] = { notificationId: payload.notificationId }
    draft.lastError = null
  },
  'v1.ProductFeedbackFailed': (draft, { payload, at }) => {
    // Roll back what this command showed before the server answered.
    for (const [key, vote] of Object.entries(draft.votes)) {
      if (!vote.pending || vote.commandId !== payload.commandId) continue
      if (vote.previous) draft.votes[key] = { ...vote.previous, previous: null }
      else delete draft.votes[key]
    }
    for (const [reviewId, flag] of Object.entries(draft.flags)) if (flag.pending && flag.commandId === payload.commandId) delete draft.flags[reviewId]
    draft.lastError = shownFailure(payload, at)
  },
}

export const isFeedbackEventType = (type: string): type is ProductFeedbackEventType => Object.hasOwn(feedbackProjection, type)

export const applyFeedbackEvent = (draft: Draft<FeedbackState>, event: StoredEvent<ProductFeedbackEvent>): void => {
  ;(feedbackProjection[event.type] as Handler<ProductFeedbackEventType>)(draft, event)
}
