// Product reviews (spec 001 section 7, Products): the list with its rating summary and distribution,
// sorted, filtered by rating and paged (GET /products/v1/products/{productId}/reviews); a shopper's
// helpful vote (…/review/{reviewId}/vote) and flag (…/review/{reviewId}/flag); and a review's
// translation (POST /products/v1/review/{reviewId}/translate) by the reference's phrase book
// (reviewPhrases.ts, docs/decisions/0020): the seeded reviews translate whole, any other text is
// given back as written and the answer says so.
import { CALLS } from '../../src/contract/calls.ts'
import { FLAG_COMMENT_MAX_LENGTH, type RatingSummary, type ReviewSort, type ReviewsQuery, type ReviewsResponse, type TranslateResponse } from '../../src/contract/schemas/reviews.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { decodeQueryOf } from '../http/decodeRequest.ts'
import { ApiError, notFound, unauthorised } from '../http/errors.ts'
import { route, type CallContext, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { requireProduct } from './products.ts'
import { translatePhrases, type PhraseLanguage } from './reviewPhrases.ts'
import { castVote } from './votes.ts'

export const DEFAULT_PAGE = 10

/** REV410 (spec 001 section 8): a text over its maximum length, with the maximum for the message. */
export const tooLong = (what: string, max: number) => new ApiError(400, 'REV410', `${what} must be at most ${max} characters`, { max })

const ORDER: Record<ReviewSort, string> = {
  newest: 'created_at DESC, id',
  oldest: 'created_at, id',
  highest: 'rating DESC, created_at DESC, id',
  lowest: 'rating, created_at DESC, id',
  helpful: 'helpful DESC, created_at DESC, id',
}

interface ReviewRow {
  id: string
  rating: number
  title: string
  body: string
  language: PhraseLanguage
  author: string
  location: string | null
  verified: boolean
  created_at: Date
  helpful: number
  unhelpful: number
}

/** The caller of an `auth: true` route (the router has authenticated it). */
export const consumerOf = (ctx: CallContext): string => {
  if (!ctx.consumer) throw unauthorised()
  return ctx.consumer.consumerNo
}

export const summaryOf = async (db: Db, productId: string): Promise<RatingSummary> => {
  const rows = await db.query<{ rating: number; n: number }>(`SELECT rating, count(*)::int AS n FROM reviews WHERE product_id = $1 GROUP BY rating`, [productId])
  const count = (rating: number) => rows.find((r) => r.rating === rating)?.n ?? 0
  const total = rows.reduce((sum, r) => sum + r.n, 0)
  const stars = rows.reduce((sum, r) => sum + r.n * r.rating, 0)
  return {
    average: total === 0 ? 0 : Math.round((stars / total) * 10) / 10,
    total,
    distribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: count(rating) })),
  }
}

export const reviewList = async (db: Db, site: Site, productId: string, query: ReviewsQuery): Promise<ReviewsResponse> => {
  await requireProduct(db, site, productId)
  const summary = await summaryOf(db, productId)
  const ratings = query.rating && query.rating.length > 0 ? [...new Set(query.rating)] : null
  const start = query.start ?? 0
  const count = query.count ?? DEFAULT_PAGE
  const rows = await db.query<ReviewRow>(
    `SELECT id, rating, title, body, language, author, location, verified, created_at, helpful, unhelpful
     FROM reviews WHERE product_id = $1 AND ($2::int[] IS NULL OR rating = ANY($2::int[]))
     ORDER BY ${ORDER[query.sort ?? 'newest']} LIMIT $3 OFFSET $4`,
    [productId, ratings, count, start],
  )
  const total = ratings ? summary.distribution.filter((d) => ratings.includes(d.rating)).reduce((sum, d) => sum + d.count, 0) : summary.total
  return {
    productId,
    summary,
    total,
    start,
    count: rows.length,
    reviews: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      title: r.title,
      body: r.body,
      language: r.language,
      author: r.author,
      location: r.location,
      verifiedPurchase: r.verified,
      createdAt: new Date(r.created_at).toISOString(),
      helpful: r.helpful,
      unhelpful: r.unhelpful,
    })),
  }
}

const list = async (ctx: SpecContext<'productReviews'>): Promise<Reply> => {
  const query = decodeQueryOf(CALLS.productReviews.query, ctx.query)
  return { body: await reviewList(ctx.db, ctx.site(), ctx.params.productId as string, query) }
}

/** The review, of this product of the site's brand (404 API404 otherwise). */
const requireReview = async (db: Db, site: Site, productId: string | undefined, reviewId: string): Promise<ReviewRow> => {
  const [row] = await db.query<ReviewRow>(
    `SELECT r.id, r.rating, r.title, r.body, r.language, r.author, r.location, r.verified, r.created_at, r.helpful, r.unhelpful
     FROM reviews r JOIN products p ON p.id = r.product_id
     WHERE r.id = $1 AND p.brand = $2 AND ($3::text IS NULL OR r.product_id = $3)`,
    [reviewId, site.brand, productId ?? null],
  )
  if (!row) throw notFound(`Review ${reviewId}`)
  return row
}

const vote = async (ctx: SpecContext<'reviewVote'>): Promise<Reply> => {
  const consumerNo = consumerOf(ctx)
  const reviewId = ctx.params.reviewId as string
  await requireReview(ctx.db, ctx.site(), ctx.params.productId as string, reviewId)
  return { body: await castVote(ctx.db, { items: 'reviews', votes: 'review_votes', itemColumn: 'review_id' }, reviewId, consumerNo, ctx.body.helpful) }
}

/** A flag goes to the moderators (one per shopper and review; flagging again replaces the reason). */
const flag = async (ctx: SpecContext<'reviewFlag'>): Promise<Reply> => {
  const consumerNo = consumerOf(ctx)
  const reviewId = ctx.params.reviewId as string
  const comment = ctx.body.comment?.trim() ?? ''
  if (comment.length > FLAG_COMMENT_MAX_LENGTH) throw tooLong('comment', FLAG_COMMENT_MAX_LENGTH)
  await requireReview(ctx.db, ctx.site(), ctx.params.productId as string, reviewId)
  await ctx.db.query(
    `INSERT INTO review_flags (review_id, consumer_no, reason, comment) VALUES ($1, $2, $3, $4)
     ON CONFLICT (review_id, consumer_no) DO UPDATE SET reason = EXCLUDED.reason, comment = EXCLUDED.comment, flagged_at = now()`,
    [reviewId, consumerNo, ctx.body.reason, comment === '' ? null : comment],
  )
  return { status: 202, body: { id: reviewId, status: 'received' } }
}

export const TRANSLATION_PROVIDER = 'reference-phrasebook'

const translate = async (ctx: SpecContext<'reviewTranslate'>): Promise<Reply> => {
  const review = await requireReview(ctx.db, ctx.site(), undefined, ctx.params.reviewId as string)
  const target = ctx.body.targetLanguage
  const title = translatePhrases(review.title, review.language, target)
  const body = translatePhrases(review.body, review.language, target)
  const answer: TranslateResponse = {
    reviewId: review.id,
    sourceLanguage: review.language,
    targetLanguage: target,
    title: title.text,
    body: body.text,
    complete: title.complete && body.complete,
    provider: TRANSLATION_PROVIDER,
  }
  return { body: answer }
}

export const reviewRoutes: ReadonlyArray<RouteDef> = [
  route('productReviews', { handler: list }),
  route('reviewVote', { handler: vote }),
  route('reviewFlag', { handler: flag }),
  route('reviewTranslate', { handler: translate }),
]
