// Events of the shopper's part on product pages (docs/decisions/0020): helpful votes on reviews and
// answers and review flags (asked for at once, `…Requested`, then recorded with the server's word),
// a question asked and a back-in-stock sign-up (recorded when the server took them). No e-mail
// address and no question text is kept: the events say what happened, not what was typed.
import { Schema } from 'effect'
import { CommandFailureFields } from './failure'

const Vote = Schema.Literals(['helpful', 'unhelpful'])

/** The shopper voted on a review or an answer; shown at once, sent by the outbox. */
export const FeedbackVoteRequested = Schema.TaggedStruct('v1.FeedbackVoteRequested', {
  target: Schema.Literals(['review', 'answer']),
  id: Schema.String,
  vote: Vote,
})

/** The server counted the vote: the counts after it. */
export const FeedbackVoteRecorded = Schema.TaggedStruct('v1.FeedbackVoteRecorded', {
  target: Schema.Literals(['review', 'answer']),
  id: Schema.String,
  vote: Vote,
  helpful: Schema.Number,
  unhelpful: Schema.Number,
})

/** The shopper reported a review (with a reason); shown at once, sent by the outbox. */
export const ReviewFlagRequested = Schema.TaggedStruct('v1.ReviewFlagRequested', { reviewId: Schema.String, reason: Schema.String })

/** The moderators have the report. */
export const ReviewFlagRecorded = Schema.TaggedStruct('v1.ReviewFlagRecorded', { reviewId: Schema.String })

/** The server took the question; it waits for moderation (`pending`) before it is listed. */
export const QuestionAsked = Schema.TaggedStruct('v1.QuestionAsked', {
  productId: Schema.String,
  questionId: Schema.String,
  status: Schema.Literals(['pending', 'published']),
})

/** The shopper will be told when this size is back (`alreadySubscribed`: the address was waiting already). */
export const BackInStockRequested = Schema.TaggedStruct('v1.BackInStockRequested', {
  sku: Schema.String,
  notificationId: Schema.String,
  status: Schema.Literals(['subscribed', 'alreadySubscribed']),
})

/** A product-page command failed for good (REV410, AUT453, …); it rolls its optimistic events back. */
export const ProductFeedbackFailed = Schema.TaggedStruct('v1.ProductFeedbackFailed', CommandFailureFields)

export const ProductFeedbackEvent = Schema.Union([
  FeedbackVoteRequested,
  FeedbackVoteRecorded,
  ReviewFlagRequested,
  ReviewFlagRecorded,
  QuestionAsked,
  BackInStockRequested,
  ProductFeedbackFailed,
])
export type ProductFeedbackEvent = typeof ProductFeedbackEvent.Type
export type ProductFeedbackEventType = ProductFeedbackEvent['_tag']
