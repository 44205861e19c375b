// Hardening of the reference services (issue 14): the captcha's test answer only with test hooks
// on; the simulated providers' pages escape what they write into a script and the captcha page
// answers only challenge ids it issued; body size, idempotency, free gifts, hostile text; the router's
// own 4xx answers (405 with Allow, a path that is not valid percent-encoding) in the spec's shape.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CAPTCHA_TEST_ANSWER, isIssuedChallengeId, issueChallengeId } from '../../server/commerce/captcha.ts'
import { scriptJson } from '../../src/contract/scriptJson.ts'
import { caller, pgliteHarness, type Harness } from './harness.ts'

vi.setConfig({ testTimeout: 30_000 })

const US = 'summit-en-us'
let harness: Harness
let call: ReturnType<typeof caller>
beforeAll(async () => {
  harness = await pgliteHarness()
  call = caller(harness)
}, 180_000)
afterAll(() => harness?.close())
afterEach(() => {
  vi.unstubAllEnvs()
})

const signIn = (recaptcha: string) =>
  call('POST', '/api/consumers-v3/auth/signin', {
    siteId: US,
    body: { username: 'nobody@example.com', password: 'wrong-password', codeChallenge: 'a'.repeat(43), recaptcha_response: recaptcha },
  })

describe('captcha', () => {
  it('takes the test answer only while test hooks are on', async () => {
    vi.stubEnv('SHIPPING_ADDRESS_CAPTCHA', '1')
    vi.stubEnv('REFERENCE_TEST_HOOKS', '1')
    // With hooks on the answer passes the captcha: the sign-in goes on to check the password.
    expect((await signIn(CAPTCHA_TEST_ANSWER)).body.errorDetails[0].errorId).not.toBe('AUT403')
    vi.stubEnv('REFERENCE_TEST_HOOKS', '')
    const refused = await signIn(CAPTCHA_TEST_ANSWER)
    expect(refused.status).toBe(400)
    expect(refused.body.errorDetails[0].errorId).toBe('AUT403')
    expect(isIssuedChallengeId(String(refused.body.errorDetails[0].params.challengeUrl).split('/').at(-1)!)).toBe(true)
  })

  it('opens only challenges it issued: a made-up or hostile id is 404 in the error shape, never a page', async () => {
    for (const id of ['made-up-id', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAA', '</script><meta http-equiv=refresh content="0;url=https://evil.example">']) {
      const res = await call('GET', `/api/captcha/v1/challenge/${encodeURIComponent(id)}`)
      expect(res.status, id).toBe(404)
      expect(res.body.errorDetails[0].errorId).toBe('API404')
      const answered = await call('POST', `/api/captcha/v1/challenge/${encodeURIComponent(id)}`, { body: { answer: 'solved' } })
      expect(answered.status, id).toBe(404)
    }
    const issued = issueChallengeId()
    const page = await call('GET', `/api/captcha/v1/challenge/${issued}`)
    expect(page.status).toBe(200)
    expect(page.body).toContain(issued)
    expect((await call('POST', `/api/captcha/v1/challenge/${issued}`, { body: { answer: 'solved' } })).body.token).toMatch(/\./)
  })
})

describe('script escaping', () => {
  it('writes any value into an inline script as a literal that cannot close the script or open a tag', () => {
    const hostile = '</script><script>alert(1)</script>&\u2028\u2029'
    const literal = scriptJson({ id: hostile })
    expect(literal).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(literal)).toEqual({ id: hostile })
  })
})

describe('request size', () => {
  it('refuses a body over 64 KiB with 413 in the spec error shape, declared or streamed, and still answers afterwards', async () => {
    const big = JSON.stringify({ type: 'Guest', padding: 'x'.repeat(1024 * 1024) })
    const declared = await call('POST', '/api/token/v2/auth/token', { siteId: US, body: JSON.parse(big) })
    expect(declared.status).toBe(413)
    expect(declared.body.errorDetails[0]).toMatchObject({ errorId: 'ATTR300', params: { maxBytes: 65536 } })
    // Streamed without a Content-Length: the read stops at the limit.
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1
        if (sent > 64) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const response = await harness.handle(
      new Request(`http://localhost/api/token/v2/auth/token?siteId=${US}`, { method: 'POST', body: stream, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit),
    )
    expect(response.status).toBe(413)
    expect(sent).toBeLessThan(64)
    expect((await call('POST', '/api/token/v2/auth/token', { siteId: US, body: { type: 'Guest' } })).status).toBe(200)
  })
})

describe('idempotency', () => {
  it('replays a retried call whose JSON is spaced or ordered differently, and still refuses another payload', async () => {
    const token = (await call('POST', '/api/token/v2/auth/token', { siteId: US, body: { type: 'Guest' } })).body.accessToken as string
    const [variant] = await harness.db.query<{ sku: string }>(
      `SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id WHERE p.brand = 'summit' AND v.stock >= 20 AND p.max_qty >= 6 ORDER BY v.sku LIMIT 1`,
    )
    const cart = (await call('POST', '/api/cart/v1/cart', { siteId: US, token, body: {} })).body
    const send = (text: string) =>
      harness.handle(
        new Request(`http://localhost/api/cart/v1/item?siteId=${US}`, {
          method: 'POST',
          body: text,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': 'same-command' },
        }),
      )
    const first = await send(JSON.stringify({ basketId: cart.id, items: [{ productId: variant!.sku, qty: 1 }] }))
    expect(first.status).toBe(200)
    const retried = await send(`{ "items" : [ { "qty": 1, "productId": "${variant!.sku}" } ],\n  "basketId": "${cart.id}" }`)
    expect(retried.status).toBe(200)
    expect(retried.headers.get('idempotent-replayed')).toBe('true')
    expect((await send(JSON.stringify({ basketId: cart.id, items: [{ productId: variant!.sku, qty: 2 }] }))).status).toBe(422)
  })
})

describe('free gifts', () => {
  it('refuses to save a free-gift line for later (GWP403); the gift stays in the cart, once', async () => {
    const token = (await call('POST', '/api/token/v2/auth/token', { siteId: US, body: { type: 'Guest' } })).body.accessToken as string
    const [big] = await harness.db.query<{ sku: string }>(
      `SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = 'USD'
       WHERE p.brand = 'summit' AND v.stock >= 20 AND NOT p.free_gift AND pr.current_minor BETWEEN 10000 AND 13999 ORDER BY v.sku LIMIT 1`,
    )
    const created = (await call('POST', '/api/cart/v1/cartWithItem', { siteId: US, token, body: { items: [{ productId: big!.sku, qty: 1 }] } })).body
    const withGift = (await call('PUT', '/api/cart/v1/coupon', { siteId: US, token, body: { basketId: created.id, couponCode: 'FREEMUG' } })).body
    const gift = withGift.items.find((i: { bonus?: boolean }) => i.bonus)
    expect(gift).toBeDefined()
    const saved = await call('POST', `/api/cart/v2/cart/${created.id}/saveForLater`, { siteId: US, token, body: { itemId: gift.id } })
    expect(saved.status).toBe(400)
    expect(saved.body.errorDetails[0].errorId).toBe('GWP403')
    const after = (await call('GET', `/api/cart/v1/cart/${created.id}`, { siteId: US, token })).body
    expect(after.items.filter((i: { bonus?: boolean }) => i.bonus)).toHaveLength(1)
  })
})

describe('hostile text and numbers', () => {
  it('answers 400 ATTR300 naming the field, never 500, to control characters, unpaired surrogates and overflowing numbers', async () => {
    const token = (await call('POST', '/api/token/v2/auth/token', { siteId: US, body: { type: 'Guest' } })).body.accessToken as string
    const cart = (await call('POST', '/api/cart/v1/cart', { siteId: US, token, body: {} })).body
    const [category] = await harness.db.query<{ id: string }>(`SELECT id FROM categories WHERE brand = 'summit' ORDER BY id LIMIT 1`)
    const cases: ReadonlyArray<readonly [string, Promise<{ status: number; body: any }>, string]> = [
      ['NUL in a coupon', call('PUT', '/api/cart/v1/coupon', { siteId: US, token, body: { basketId: cart.id, couponCode: 'WEL\u0000COME10' } }), 'body.couponCode'],
      ['NUL in a product id', call('POST', '/api/cart/v1/item', { siteId: US, token, body: { basketId: cart.id, items: [{ productId: 'SKU\u0000', qty: 1 }] } }), 'body.items.0.productId'],
      ['a lone surrogate in a name', call('POST', '/api/consumers-v3/auth/signin', { siteId: US, body: { username: 'a\ud800@example.com', password: 'x', codeChallenge: 'a'.repeat(43) } }), 'body.username'],
      ['NUL in a path segment', call('GET', `/api/products/v2/products/${encodeURIComponent('P\u0000X')}/details`, { siteId: US }), 'path.productId'],
      ['an overflowing price filter', call('GET', `/api/products/v2/catalog?categoryId=${category!.id}&priceMin=99999999`, { siteId: US }), 'query.priceMin'],
      ['an overflowing page start', call('GET', `/api/products/v2/catalog?categoryId=${category!.id}&start=1e12`, { siteId: US }), 'query.start'],
    ]
    for (const [what, pending, field] of cases) {
      const res = await pending
      expect(res.status, what).toBe(400)
      expect(res.body.errorDetails[0], what).toMatchObject({ errorId: 'ATTR300', params: { field } })
    }
    // Numbers within their bounds still pass.
    expect((await call('GET', `/api/products/v2/catalog?categoryId=${category!.id}&priceMin=10&priceMax=200`, { siteId: US })).status).toBe(200)
  })
})

describe("the router's own 4xx answers", () => {
  it('answers a method no route of a known path takes with 405, Allow listing those that do, in the error shape', async () => {
    const balance = await call('DELETE', '/api/cart/v1/giftcard/balance', { siteId: US })
    expect(balance.status).toBe(405)
    expect(balance.headers.get('allow')).toBe('POST')
    expect(balance.body.errorDetails[0]).toMatchObject({ errorId: 'API405', params: { allow: 'POST' } })
    const item = await call('PATCH', '/api/cart/v1/item', { siteId: US })
    expect(item.status).toBe(405)
    expect(item.headers.get('allow')).toBe('DELETE, POST')
    const cart = await call('PROPFIND', '/api/cart/v1/cart/B1', { siteId: US })
    expect(cart.status).toBe(405)
    expect(cart.headers.get('allow')).toBe('GET, HEAD')
  })

  it('answers a path that is not valid percent-encoded UTF-8 with 400 ATTR300, never 404 or 500', async () => {
    for (const path of ['/api/products/v2/products/%FF/details', '/api/cart/v1/cart/%C3', '/api/content/%E0%A4%A', '/api/nothing/%zz']) {
      const res = await call('GET', path, { siteId: US })
      expect(res.status, path).toBe(400)
      expect(res.body.errorDetails[0], path).toMatchObject({ errorId: 'ATTR300', params: { field: 'path' } })
    }
  })
})
