// The shopper's part on product pages (docs/decisions/0020). Helpful votes on reviews and answers,
// and reporting a review, are queueable: shown at once (pending), sent by the outbox in order when
// the network allows, then recorded with the counts the server answered; a refusal rolls them back.
// Asking a question and signing up for a sold-out size need the server's word before the page can
// say so (the ask-question success dialog, "we will e-mail you"), so they run directly: the page shows
// them pending while they are in flight, and a network failure is reported rather than queued.
import { Effect, Schema } from 'effect'
import { ApiError } from '../../api/errors'
import { FlagReason, NICKNAME_MAX_LENGTH } from '../../contract/schemas/reviews'
import {
  BackInStockRequested,
  FeedbackVoteRecorded,
  FeedbackVoteRequested,
  ProductFeedbackFailed,
  QuestionAsked,
  ReviewFlagRecorded,
  ReviewFlagRequested,
  type ProductFeedbackEvent,
} from '../events/productFeedback'
import { call } from './call'
import { accessToken } from './cart'
import { defineCommand, failureFields, type CommandFailure } from './command'

const failedAs =
  (command: string) =>
  (commandId: string, failure: CommandFailure): ProductFeedbackEvent =>
    ProductFeedbackFailed.make(failureFields(commandId, command, failure))

const Id = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200))

// ---- votes ---------------------------------------------------------------------------------------

export const VoteReview = Schema.TaggedStruct('product.VoteReview', { productId: Id, reviewId: Id, helpful: Schema.Boolean })
export type VoteReview = typeof VoteReview.Type

export const voteReview = defineCommand<VoteReview, ProductFeedbackEvent>({
  aggregate: 'product',
  schema: VoteReview,
  queueable: true,
  optimistic: (command) => [FeedbackVoteRequested.make({ target: 'review', id: command.reviewId, vote: command.helpful ? 'helpful' : 'unhelpful' })],
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const counted = yield* call('reviewVote', {
        site: ctx.site,
        path: { productId: command.productId, reviewId: command.reviewId },
        body: { helpful: command.helpful },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      })
      return [FeedbackVoteRecorded.make({ target: 'review', id: counted.id, vote: counted.vote, helpful: counted.helpful, unhelpful: counted.unhelpful })]
    }),
  failed: failedAs('product.VoteReview'),
})

export const VoteAnswer = Schema.TaggedStruct('product.VoteAnswer', { productId: Id, answerId: Id, helpful: Schema.Boolean })
export type VoteAnswer = typeof VoteAnswer.Type

export const voteAnswer = defineCommand<VoteAnswer, ProductFeedbackEvent>({
  aggregate: 'product',
  schema: VoteAnswer,
  queueable: true,
  optimistic: (command) => [FeedbackVoteRequested.make({ target: 'answer', id: command.answerId, vote: command.helpful ? 'helpful' : 'unhelpful' })],
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const counted = yield* call('answerVote', {
        site: ctx.site,
        path: { productId: command.productId, answerId: command.answerId },
        body: { helpful: command.helpful },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      })
      return [FeedbackVoteRecorded.make({ target: 'answer', id: counted.id, vote: counted.vote, helpful: counted.helpful, unhelpful: counted.unhelpful })]
    }),
  failed: failedAs('product.VoteAnswer'),
})

// ---- reporting a review ---------------------------------------------------------------------------

export const FlagReview = Schema.TaggedStruct('product.FlagReview', {
  productId: Id,
  reviewId: Id,
  reason: FlagReason,
  /** An optional note for the moderators (its length is the server's to police: REV410). */
  comment: Schema.optional(Schema.String.check(Schema.isMaxLength(2_000))),
})
export type FlagReview = typeof FlagReview.Type

export const flagReview = defineCommand<FlagReview, ProductFeedbackEvent>({
  aggregate: 'product',
  schema: FlagReview,
  queueable: true,
  optimistic: (command) => [ReviewFlagRequested.make({ reviewId: command.reviewId, reason: command.reason })],
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      yield* call('reviewFlag', {
        site: ctx.site,
        path: { productId: command.productId, reviewId: command.reviewId },
        body: { reason: command.reason, ...(command.comment ? { comment: command.comment } : {}) },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      })
      return [ReviewFlagRecorded.make({ reviewId: command.reviewId })]
    }),
  failed: failedAs('product.FlagReview'),
})

// ---- asking a question ----------------------------------------------------------------------------

export const AskQuestion = Schema.TaggedStruct('product.AskQuestion', {
  productId: Id,
  /** Checked by the dialog and by the server (REV410 over the maximum); bounded here against abuse of the log. */
  question: Schema.String.check(Schema.isMaxLength(10_000)),
  nickname: Schema.String.check(Schema.isMaxLength(NICKNAME_MAX_LENGTH)),
})
export type AskQuestion = typeof AskQuestion.Type

export const askQuestion = defineCommand<AskQuestion, ProductFeedbackEvent>({
  aggregate: 'product',
  schema: AskQuestion,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const asked = yield* call('productQuestionAsk', {
        site: ctx.site,
        path: { productId: command.productId },
        body: { question: command.question, nickname: command.nickname },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      }).pipe(
        // REV410 is about a review in the catalogue; here it is a question (its message says so).
        Effect.mapError((error) => (error._tag === 'ApiError' && error.code === 'REV410' ? new ApiError({ ...error, variant: 'question' }) : error)),
      )
      return [QuestionAsked.make({ productId: asked.productId, questionId: asked.questionId, status: asked.status })]
    }),
  failed: failedAs('product.AskQuestion'),
})

// ---- back in stock --------------------------------------------------------------------------------

export const NotifyBackInStock = Schema.TaggedStruct('product.NotifyBackInStock', {
  sku: Id,
  /** Where to write when the size is back (checked by the server: AUT453); not kept in any event. */
  email: Schema.String.check(Schema.isMaxLength(254)),
})
export type NotifyBackInStock = typeof NotifyBackInStock.Type

export const notifyBackInStock = defineCommand<NotifyBackInStock, ProductFeedbackEvent>({
  aggregate: 'product',
  schema: NotifyBackInStock,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const signedUp = yield* call('backInStockNotification', {
        site: ctx.site,
        body: { sku: command.sku, email: command.email },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      })
      return [BackInStockRequested.make({ sku: signedUp.sku, notificationId: signedUp.notificationId, status: signedUp.status })]
    }),
  failed: failedAs('product.NotifyBackInStock'),
})

export const productFeedbackCommands = {
  'product.VoteReview': voteReview,
  'product.VoteAnswer': voteAnswer,
  'product.FlagReview': flagReview,
  'product.AskQuestion': askQuestion,
  'product.NotifyBackInStock': notifyBackInStock,
} as const

export const ProductFeedbackCommand = [VoteReview, VoteAnswer, FlagReview, AskQuestion, NotifyBackInStock] as const
