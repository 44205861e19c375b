// Questions and answers of a product (spec 001 section 7, Products): the published questions with
// their answers (GET /products/v1/products/{productId}/reviews/questions), asking one (POST, the
// ask-question dialog: it waits for moderation, `pending`, and is not listed until published) and a
// shopper's helpful vote on an answer (POST …/review/{answerId}/questions/vote).
import { randomBytes } from 'node:crypto'
import { CALLS } from '../../src/contract/calls.ts'
import { NICKNAME_MAX_LENGTH, QUESTION_MAX_LENGTH, QUESTION_MIN_LENGTH, type Answer, type QuestionSort, type QuestionsQuery, type QuestionsResponse } from '../../src/contract/schemas/reviews.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { decodeQueryOf } from '../http/decodeRequest.ts'
import { badPayload, notFound } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { requireProduct } from './products.ts'
import type { PhraseLanguage } from './reviewPhrases.ts'
import { DEFAULT_PAGE, consumerOf, tooLong } from './reviews.ts'
import { castVote } from './votes.ts'

const ORDER: Record<QuestionSort, string> = {
  newest: 'q.created_at DESC, q.id',
  mostAnswered: '(SELECT count(*) FROM product_answers a WHERE a.question_id = q.id) DESC, q.created_at DESC, q.id',
}

interface QuestionRow {
  id: string
  text: string
  author: string
  language: PhraseLanguage
  created_at: Date
  answers: Array<{ id: string; text: string; author: string; staff: boolean; created_at: string; helpful: number; unhelpful: number }>
}

export const questionList = async (db: Db, site: Site, productId: string, query: QuestionsQuery): Promise<QuestionsResponse> => {
  await requireProduct(db, site, productId)
  const start = query.start ?? 0
  const count = query.count ?? DEFAULT_PAGE
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM product_questions WHERE product_id = $1 AND status = 'published'`,
    [productId],
  )
  // The brand's answer first, then the most helpful.
  const rows = await db.query<QuestionRow>(
    `SELECT q.id, q.text, q.author, q.language, q.created_at,
       coalesce((SELECT json_agg(json_build_object('id', a.id, 'text', a.text, 'author', a.author, 'staff', a.staff, 'created_at', a.created_at,
                                                   'helpful', a.helpful, 'unhelpful', a.unhelpful)
                                 ORDER BY a.staff DESC, a.helpful DESC, a.created_at, a.id)
                 FROM product_answers a WHERE a.question_id = q.id), '[]'::json) AS answers
     FROM product_questions q WHERE q.product_id = $1 AND q.status = 'published'
     ORDER BY ${ORDER[query.sort ?? 'newest']} LIMIT $2 OFFSET $3`,
    [productId, count, start],
  )
  return {
    productId,
    total,
    start,
    count: rows.length,
    questions: rows.map((q) => ({
      id: q.id,
      text: q.text,
      author: q.author,
      language: q.language,
      createdAt: new Date(q.created_at).toISOString(),
      answers: q.answers.map(
        (a): Answer => ({ id: a.id, text: a.text, author: a.author, staff: a.staff, createdAt: new Date(a.created_at).toISOString(), helpful: a.helpful, unhelpful: a.unhelpful }),
      ),
    })),
  }
}

const list = async (ctx: SpecContext<'productQuestions'>): Promise<Reply> =>
  ({ body: await questionList(ctx.db, ctx.site(), ctx.params.productId as string, decodeQueryOf(CALLS.productQuestions.query, ctx.query)) })

/** Collapses runs of spaces and tabs (line breaks are kept) and trims. */
const tidy = (text: string): string => text.replace(/[ \t]+/g, ' ').replace(/\n{3,}/g, '\n\n').trim()

const ask = async (ctx: SpecContext<'productQuestionAsk'>): Promise<Reply> => {
  const consumerNo = consumerOf(ctx)
  const site = ctx.site()
  const productId = ctx.params.productId as string
  const question = tidy(ctx.body.question)
  const nickname = tidy(ctx.body.nickname)
  if (question.length > QUESTION_MAX_LENGTH) throw tooLong('question', QUESTION_MAX_LENGTH)
  if (question.length < QUESTION_MIN_LENGTH) throw badPayload(`question must have at least ${QUESTION_MIN_LENGTH} characters`)
  if (nickname === '' || nickname.length > NICKNAME_MAX_LENGTH) throw badPayload(`nickname must have 1 to ${NICKNAME_MAX_LENGTH} characters`)
  await requireProduct(ctx.db, site, productId)
  const id = `Q${productId}-${randomBytes(6).toString('hex')}`
  await ctx.db.query(
    `INSERT INTO product_questions (id, product_id, text, author, language, status, consumer_no, site_id, created_at)
     VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, now())`,
    [id, productId, question, nickname, site.language, consumerNo, site.siteId],
  )
  return { status: 201, body: { questionId: id, productId, status: 'pending' } }
}

const voteOnAnswer = async (ctx: SpecContext<'answerVote'>): Promise<Reply> => {
  const consumerNo = consumerOf(ctx)
  const site = ctx.site()
  const answerId = ctx.params.answerId as string
  const [answer] = await ctx.db.query(
    `SELECT 1 FROM product_answers a JOIN product_questions q ON q.id = a.question_id JOIN products p ON p.id = q.product_id
     WHERE a.id = $1 AND q.product_id = $2 AND p.brand = $3 AND q.status = 'published'`,
    [answerId, ctx.params.productId, site.brand],
  )
  if (!answer) throw notFound(`Answer ${answerId}`)
  return { body: await castVote(ctx.db, { items: 'product_answers', votes: 'answer_votes', itemColumn: 'answer_id' }, answerId, consumerNo, ctx.body.helpful) }
}

export const questionRoutes: ReadonlyArray<RouteDef> = [
  route('productQuestions', { handler: list }),
  route('productQuestionAsk', { handler: ask }),
  route('answerVote', { handler: voteOnAnswer }),
]
