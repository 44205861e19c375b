// The shopper's part on product pages in the engine: a vote shows at once (pending), waits offline
// in the outbox and is counted when the network returns, once, with its Idempotency-Key; a refused
// vote or report is rolled back; asking a question and the back-in-stock sign-up run directly,
// record the server's answer and keep no question text or e-mail address in the log.
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { BASES, errorBody } from '../api/fixtures'
import { makeFakeCommerce } from './fakeCommerce'
import { engineTestSetup, makeBrowser, settle, until } from './harness'

const { server, start } = engineTestSetup()
const base = BASES.commerce

/** A product service that counts votes per review and records the requests. */
const productService = () => {
  const counts = new Map<string, { helpful: number; unhelpful: number }>()
  const seen: Array<{ path: string; key: string | null; body: unknown }> = []
  const handlers = [
    http.post(`${base}/products/v1/products/:productId/review/:reviewId/vote`, async ({ request, params }) => {
      const body = (await request.json()) as { helpful: boolean }
      seen.push({ path: new URL(request.url).pathname, key: request.headers.get('idempotency-key'), body })
      const id = String(params.reviewId)
      if (id === 'gone') return HttpResponse.json(errorBody('API404', 'Review gone not found'), { status: 404 })
      const c = counts.get(id) ?? { helpful: 3, unhelpful: 1 }
      const next = body.helpful ? { ...c, helpful: c.helpful + 1 } : { ...c, unhelpful: c.unhelpful + 1 }
      counts.set(id, next)
      return HttpResponse.json({ id, ...next, vote: body.helpful ? 'helpful' : 'unhelpful' })
    }),
    http.post(`${base}/products/v1/products/:productId/review/:reviewId/flag`, async ({ request, params }) => {
      const body = (await request.json()) as { comment?: string }
      seen.push({ path: new URL(request.url).pathname, key: request.headers.get('idempotency-key'), body })
      if ((body.comment ?? '').length > 500) return HttpResponse.json(errorBody('REV410', 'comment too long', { max: 500 }), { status: 400 })
      return HttpResponse.json({ id: String(params.reviewId), status: 'received' }, { status: 202 })
    }),
    http.post(`${base}/products/v1/products/:productId/reviews/questions`, async ({ request, params }) => {
      const body = (await request.json()) as { question: string }
      seen.push({ path: new URL(request.url).pathname, key: request.headers.get('idempotency-key'), body })
      if (body.question.length > 500) return HttpResponse.json(errorBody('REV410', 'question too long', { max: 500 }), { status: 400 })
      return HttpResponse.json({ questionId: 'Q-1', productId: String(params.productId), status: 'pending' }, { status: 201 })
    }),
    http.put(`${base}/products/v1/notifications`, async ({ request }) => {
      const body = (await request.json()) as { sku: string; email: string }
      seen.push({ path: new URL(request.url).pathname, key: request.headers.get('idempotency-key'), body })
      if (!body.email.includes('@')) return HttpResponse.json(errorBody('AUT453', 'bad email'), { status: 400 })
      return HttpResponse.json({ notificationId: 'N-1', sku: body.sku, status: 'subscribed' }, { status: 201 })
    }),
  ]
  return { handlers, seen, counts }
}

const vote = (reviewId: string, helpful = true) => ({ _tag: 'product.VoteReview' as const, productId: 'P1234567', reviewId, helpful })

describe('helpful votes', () => {
  it('show at once, wait offline, and are counted once when the network returns', async () => {
    const commerce = makeFakeCommerce()
    const products = productService()
    server.use(...commerce.handlers, ...products.handlers)
    const browser = makeBrowser()
    const { engine } = start(browser)
    await engine.ready
    browser.connectivity.setOnline(false)
    const result = await engine.dispatch(vote('R-1'))
    expect(result).toMatchObject({ ok: true, queued: true })
    expect(engine.getState().feedback.votes['review:R-1']).toMatchObject({ vote: 'helpful', pending: true, counts: null })
    expect(engine.getState().outbox.queued).toBe(1)
    await settle(50)
    expect(products.seen).toEqual([])

    browser.connectivity.setOnline(true)
    await until(() => engine.getState().feedback.votes['review:R-1']?.pending === false)
    expect(engine.getState().feedback.votes['review:R-1']).toMatchObject({ vote: 'helpful', counts: { helpful: 4, unhelpful: 1 } })
    expect(products.seen).toHaveLength(1)
    expect(products.seen[0]!.key).toBe(result.commandId)
  })

  it('a refused vote goes back to what it was, and the failure is recorded for the page', async () => {
    const commerce = makeFakeCommerce()
    const products = productService()
    server.use(...commerce.handlers, ...products.handlers)
    const { engine } = start(makeBrowser())
    await engine.ready
    await engine.dispatch(vote('gone'))
    await until(() => engine.getState().feedback.lastError !== null)
    expect(engine.getState().feedback.votes['review:gone']).toBeUndefined()
    expect(engine.getState().feedback.lastError).toMatchObject({ code: 'API404', command: 'product.VoteReview' })
  })

  it('changing a vote keeps the earlier counted one until the server has the new one', async () => {
    const commerce = makeFakeCommerce()
    const products = productService()
    server.use(...commerce.handlers, ...products.handlers)
    const browser = makeBrowser()
    const { engine } = start(browser)
    await engine.ready
    await engine.dispatch(vote('R-2'))
    await until(() => engine.getState().feedback.votes['review:R-2']?.pending === false)
    browser.connectivity.setOnline(false)
    await engine.dispatch(vote('R-2', false))
    expect(engine.getState().feedback.votes['review:R-2']).toMatchObject({ vote: 'unhelpful', pending: true, previous: { vote: 'helpful', counts: { helpful: 4, unhelpful: 1 } } })
    browser.connectivity.setOnline(true)
    await until(() => engine.getState().feedback.votes['review:R-2']?.pending === false)
    expect(engine.getState().feedback.votes['review:R-2']).toMatchObject({ vote: 'unhelpful', counts: { helpful: 4, unhelpful: 2 }, previous: null })
  })
})

describe('reporting a review', () => {
  it('is recorded when the moderators have it; an over-long note is REV410 and the report is rolled back', async () => {
    const commerce = makeFakeCommerce()
    const products = productService()
    server.use(...commerce.handlers, ...products.handlers)
    const { engine } = start(makeBrowser())
    await engine.ready
    await engine.dispatchAny({ _tag: 'product.FlagReview', productId: 'P1234567', reviewId: 'R-3', reason: 'spam' })
    await until(() => engine.getState().feedback.flags['R-3']?.pending === false)
    await engine.dispatchAny({ _tag: 'product.FlagReview', productId: 'P1234567', reviewId: 'R-4', reason: 'other', comment: 'x'.repeat(600) })
    await until(() => engine.getState().feedback.lastError !== null)
    expect(engine.getState().feedback.flags['R-4']).toBeUndefined()
    expect(engine.getState().feedback.lastError).toMatchObject({ code: 'REV410', params: { max: 500 } })
  })
})

describe('asking a question and the back-in-stock sign-up', () => {
  it('run directly and record what the server answered, never the text or the address', async () => {
    const commerce = makeFakeCommerce()
    const products = productService()
    server.use(...commerce.handlers, ...products.handlers)
    const { engine } = start(makeBrowser())
    await engine.ready
    const asked = await engine.dispatchAny({ _tag: 'product.AskQuestion', productId: 'P1234567', question: 'Does it pack into its own pocket?', nickname: 'Ada' })
    expect(asked).toMatchObject({ ok: true, queued: false })
    expect(engine.getState().feedback.questions).toEqual([{ productId: 'P1234567', questionId: 'Q-1', status: 'pending' }])
    const signedUp = await engine.dispatchAny({ _tag: 'product.NotifyBackInStock', sku: 'P1234567BLKM', email: 'ada@example.com' })
    expect(signedUp.ok).toBe(true)
    expect(engine.getState().feedback.backInStock['P1234567BLKM']).toEqual({ notificationId: 'N-1' })
    const log = JSON.stringify(engine.exportLog())
    expect(log).not.toContain('ada@example.com')
    expect(log).not.toContain('own pocket')
  })

  it('an over-long question is REV410 with the question message; a malformed address is AUT453', async () => {
    const commerce = makeFakeCommerce()
    const products = productService()
    server.use(...commerce.handlers, ...products.handlers)
    const { engine } = start(makeBrowser())
    await engine.ready
    const asked = await engine.dispatchAny({ _tag: 'product.AskQuestion', productId: 'P1234567', question: 'q'.repeat(501), nickname: 'Ada' })
    expect(asked.ok).toBe(false)
    if (!asked.ok) expect(asked.error).toMatchObject({ code: 'REV410', variant: 'question', params: { max: 500 } })
    const signedUp = await engine.dispatchAny({ _tag: 'product.NotifyBackInStock', sku: 'P1234567BLKM', email: 'nobody' })
    expect(signedUp.ok).toBe(false)
    if (!signedUp.ok) expect(signedUp.error.code).toBe('AUT453')
    expect(engine.getState().feedback.questions).toEqual([])
  })

  it('are forgotten when the shopper signs out', async () => {
    const commerce = makeFakeCommerce()
    const products = productService()
    server.use(...commerce.handlers, ...products.handlers)
    const { engine } = start(makeBrowser())
    await engine.ready
    await engine.dispatchAny({ _tag: 'product.NotifyBackInStock', sku: 'P1234567BLKM', email: 'ada@example.com' })
    await engine.dispatch(vote('R-9'))
    await until(() => engine.getState().feedback.votes['review:R-9']?.pending === false)
    await engine.dispatchAny({ _tag: 'session.SignOut' })
    expect(engine.getState().feedback).toMatchObject({ votes: {}, backInStock: {}, questions: [] })
  })
})
