// Reviews and questions of a product (spec 001 section 7, Products): the review list with its rating
// summary, helpful votes, flags, a review's translation, questions with their answers, asking a
// question and voting on an answer. The limits both sides check live here too.
import { Schema } from 'effect'
import { QueryNumber } from './common'

/** The longest question a shopper may ask (characters); a longer one is REV410 (spec 001 section 8). */
export const QUESTION_MAX_LENGTH = 500
/** The shortest question worth asking (characters, trimmed). */
export const QUESTION_MIN_LENGTH = 10
/** The name shown with a question. */
export const NICKNAME_MAX_LENGTH = 40
/** The optional note with a flagged review; a longer one is REV410. */
export const FLAG_COMMENT_MAX_LENGTH = 500
/** The most reviews or questions one page of the list holds. */
export const MAX_PAGE = 50

export const ReviewLanguage = Schema.Literals(['en', 'fr', 'de'])
export type ReviewLanguage = typeof ReviewLanguage.Type

export const ReviewSort = Schema.Literals(['newest', 'oldest', 'highest', 'lowest', 'helpful'])
export type ReviewSort = typeof ReviewSort.Type

/** GET /products/v1/products/{productId}/reviews?sort&rating(repeatable)&start&count (+ context). */
export const ReviewsQuery = Schema.Struct({
  sort: Schema.optional(ReviewSort),
  /** Only reviews of these ratings (1–5; repeat the key for several). */
  rating: Schema.optional(Schema.Array(QueryNumber(1, 5).check(Schema.isInt()))),
  start: Schema.optional(QueryNumber(0, 100_000).check(Schema.isInt())),
  count: Schema.optional(QueryNumber(1, MAX_PAGE).check(Schema.isInt())),
})
export type ReviewsQuery = typeof ReviewsQuery.Type

export const Review = Schema.Struct({
  id: Schema.String,
  rating: Schema.Number,
  title: Schema.String,
  body: Schema.String,
  /** The language the review was written in. */
  language: ReviewLanguage,
  author: Schema.String,
  location: Schema.NullOr(Schema.String),
  /** The reviewer bought the product from the brand. */
  verifiedPurchase: Schema.Boolean,
  /** ISO date-time. */
  createdAt: Schema.String,
  helpful: Schema.Number,
  unhelpful: Schema.Number,
})
export type Review = typeof Review.Type

export const RatingSummary = Schema.Struct({
  /** Mean rating to one decimal (0 without reviews). */
  average: Schema.Number,
  total: Schema.Number,
  /** Count per rating, 5 stars first. */
  distribution: Schema.Array(Schema.Struct({ rating: Schema.Number, count: Schema.Number })),
})
export type RatingSummary = typeof RatingSummary.Type

export const ReviewsResponse = Schema.Struct({
  productId: Schema.String,
  summary: RatingSummary,
  /** Reviews matching the filter (the list pages through these). */
  total: Schema.Number,
  start: Schema.Number,
  count: Schema.Number,
  reviews: Schema.Array(Review),
})
export type ReviewsResponse = typeof ReviewsResponse.Type

/** POST …/review/{reviewId}/vote and …/review/{answerId}/questions/vote: helpful or not. A shopper's second vote replaces the first. */
export const VoteRequest = Schema.Struct({ helpful: Schema.Boolean })
export type VoteRequest = typeof VoteRequest.Type

export const VoteResponse = Schema.Struct({
  id: Schema.String,
  helpful: Schema.Number,
  unhelpful: Schema.Number,
  /** What this shopper's vote now is. */
  vote: Schema.Literals(['helpful', 'unhelpful']),
})
export type VoteResponse = typeof VoteResponse.Type

export const FlagReason = Schema.Literals(['inappropriate', 'spam', 'offTopic', 'other'])
export type FlagReason = typeof FlagReason.Type

/** POST /products/v1/products/{productId}/review/{reviewId}/flag. The comment's length is REV410's to police. */
export const FlagRequest = Schema.Struct({ reason: FlagReason, comment: Schema.optional(Schema.String) })
export type FlagRequest = typeof FlagRequest.Type

/** The flag is with the moderators; the review stays listed until they decide. */
export const FlagResponse = Schema.Struct({ id: Schema.String, status: Schema.Literal('received') })
export type FlagResponse = typeof FlagResponse.Type

/** POST /products/v1/review/{reviewId}/translate */
export const TranslateRequest = Schema.Struct({ targetLanguage: ReviewLanguage })
export type TranslateRequest = typeof TranslateRequest.Type

export const TranslateResponse = Schema.Struct({
  reviewId: Schema.String,
  sourceLanguage: ReviewLanguage,
  targetLanguage: ReviewLanguage,
  title: Schema.String,
  body: Schema.String,
  /** false when some sentences could not be translated and are given as written. */
  complete: Schema.Boolean,
  /** Who translated (the reference's phrase book, docs/decisions/0020). */
  provider: Schema.String,
})
export type TranslateResponse = typeof TranslateResponse.Type

export const QuestionSort = Schema.Literals(['newest', 'mostAnswered'])
export type QuestionSort = typeof QuestionSort.Type

/** GET /products/v1/products/{productId}/reviews/questions?sort&start&count */
export const QuestionsQuery = Schema.Struct({
  sort: Schema.optional(QuestionSort),
  start: Schema.optional(QueryNumber(0, 100_000).check(Schema.isInt())),
  count: Schema.optional(QueryNumber(1, MAX_PAGE).check(Schema.isInt())),
})
export type QuestionsQuery = typeof QuestionsQuery.Type

export const Answer = Schema.Struct({
  id: Schema.String,
  text: Schema.String,
  author: Schema.String,
  /** Answered by the brand's staff. */
  staff: Schema.Boolean,
  createdAt: Schema.String,
  helpful: Schema.Number,
  unhelpful: Schema.Number,
})
export type Answer = typeof Answer.Type

export const Question = Schema.Struct({
  id: Schema.String,
  text: Schema.String,
  author: Schema.String,
  language: ReviewLanguage,
  createdAt: Schema.String,
  answers: Schema.Array(Answer),
})
export type Question = typeof Question.Type

export const QuestionsResponse = Schema.Struct({
  productId: Schema.String,
  total: Schema.Number,
  start: Schema.Number,
  count: Schema.Number,
  questions: Schema.Array(Question),
})
export type QuestionsResponse = typeof QuestionsResponse.Type

/**
 * POST /products/v1/products/{productId}/reviews/questions. The question's length is left to the
 * service, which answers REV410 (with `max`) for an over-long one, as the spec's catalogue says.
 */
export const AskQuestionRequest = Schema.Struct({
  question: Schema.String,
  nickname: Schema.String.check(Schema.isMaxLength(NICKNAME_MAX_LENGTH)),
})
export type AskQuestionRequest = typeof AskQuestionRequest.Type

/** Questions are moderated: a new one is `pending` until published with an answer. */
export const AskQuestionResponse = Schema.Struct({
  questionId: Schema.String,
  productId: Schema.String,
  status: Schema.Literals(['pending', 'published']),
})
export type AskQuestionResponse = typeof AskQuestionResponse.Type

