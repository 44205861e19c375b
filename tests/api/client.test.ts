// The shared API client against msw: headers, standard context, decoding, typed failures.
import { Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import { HttpResponse, delay, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { request, requestPromise } from '../../src/api/client'
import { resetApiRuntime, setApiRuntime } from '../../src/api/config'
import { ApiError, BotProtectionError, DecodeError, NetworkError, TimeoutError } from '../../src/api/errors'
import { failureText } from '../../src/contract/errorCatalogue'
import { BASES, SITE, cart, errorBody, product, tokenResponse } from './fixtures'

const server = setupServer()

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => {
  resetApiRuntime()
  setApiRuntime({ baseUrls: BASES })
})

const flip = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.flip(effect))

describe('request headers and context', () => {
  it('sends a fresh correlation id per request, one transaction id, and drops empty headers', async () => {
    const seen: Request[] = []
    server.use(
      http.get(`${BASES.commerce}/products/v2/products/:id/details`, ({ request }) => {
        seen.push(request.clone())
        return HttpResponse.json(product)
      }),
    )
    await requestPromise('productDetails', { site: SITE, path: { productId: 'SUM1234501' }, accessToken: '', usid: '  ' })
    await requestPromise('productDetails', { site: SITE, path: { productId: 'SUM1234501' } })
    expect(seen).toHaveLength(2)
    const [a, b] = seen.map((r) => r.headers)
    expect(a!.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(a!.get('x-correlation-id')).not.toBe(b!.get('x-correlation-id'))
    expect(a!.get('x-transaction-id')).toBeTruthy()
    expect(a!.get('x-locale')).toBe('en-us')
    // empty values are dropped, not sent blank
    expect(a!.has('authorization')).toBe(false)
    expect(a!.has('x-usid')).toBe(false)
    // productDetails is not mobile-tracked and not mutating
    expect(a!.has('x-channel')).toBe(false)
    expect(a!.has('idempotency-key')).toBe(false)
  })

  it('puts the standard context in the query string of every call, next to the call query', async () => {
    let url: URL | undefined
    server.use(
      http.get(`${BASES.commerce}/products/v2/catalog`, ({ request }) => {
        url = new URL(request.url)
        return HttpResponse.json({})
      }),
    )
    await Effect.runPromise(
      Effect.flip(request('catalog', { site: { brand: 'fjell', locale: 'de-de' }, query: { categoryId: '1000', size: ['M', 'L'], start: 0 } })),
    )
    expect(url).toBeDefined()
    const q = url!.searchParams
    expect(q.get('siteId')).toBe('fjell-de-de')
    expect(q.get('brand')).toBe('fjell')
    expect(q.get('region')).toBe('DE')
    expect(q.get('channel')).toBe('ECOMM')
    expect(q.get('source')).toBe('ECOM15')
    expect(q.get('clientApp')).toBeTruthy()
    expect(q.get('categoryId')).toBe('1000')
    expect(q.getAll('size')).toEqual(['M', 'L'])
    expect(q.get('start')).toBe('0')
  })

  it('sends bearer, usid, x-channel on mobile-tracked calls and the idempotency key', async () => {
    let headers: Headers | undefined
    let body: unknown
    server.use(
      http.post(`${BASES.commerce}/cart/v1/item`, async ({ request }) => {
        headers = request.headers
        body = await request.json()
        return HttpResponse.json(cart('B1', []))
      }),
    )
    await requestPromise('cartAddItem', {
      site: SITE,
      body: { basketId: 'B1', items: [{ productId: 'SKU', qty: 1 }] },
      accessToken: 'tok',
      usid: 'usid-1',
      idempotencyKey: 'cmd-1',
    })
    expect(headers!.get('authorization')).toBe('Bearer tok')
    expect(headers!.get('x-usid')).toBe('usid-1')
    expect(headers!.get('x-channel')).toBe('ECOMM')
    expect(headers!.get('idempotency-key')).toBe('cmd-1')
    expect(headers!.get('content-type')).toBe('application/json')
    expect(body).toEqual({ basketId: 'B1', items: [{ productId: 'SKU', qty: 1 }] })
  })

  it('says MAPP on mobile-tracked calls inside the app webview', async () => {
    setApiRuntime({ appWebView: true })
    let channel: string | null = null
    server.use(
      http.post(`${BASES.commerce}/token/v2/auth/token`, ({ request }) => {
        channel = request.headers.get('x-channel')
        return HttpResponse.json(tokenResponse())
      }),
    )
    await requestPromise('token', { site: SITE, body: { type: 'Guest' } })
    expect(channel).toBe('MAPP')
  })

  it('fills content paths with mode and site id', async () => {
    let path = ''
    server.use(
      http.get(`${BASES.content}/:mode/caas/v1/canvas/menu/:siteId`, ({ request }) => {
        path = new URL(request.url).pathname
        return HttpResponse.json({ siteId: 'summit-en-us', items: [] })
      }),
    )
    await requestPromise('contentMenu', { site: SITE })
    expect(path).toBe('/api/content/publish/caas/v1/canvas/menu/summit-en-us')
    setApiRuntime({ contentPreview: true })
    await requestPromise('contentMenu', { site: SITE })
    expect(path).toBe('/api/content/preview/caas/v1/canvas/menu/summit-en-us')
  })
})

describe('decoding', () => {
  it('decodes a response with its schema', async () => {
    server.use(http.get(`${BASES.commerce}/products/v2/products/:id/details`, () => HttpResponse.json(product)))
    const result = await requestPromise('productDetails', { site: SITE, path: { productId: product.id } })
    expect(result).toEqual(product)
  })

  it('fails with DecodeError when the response does not match its schema', async () => {
    server.use(http.get(`${BASES.commerce}/products/v2/products/:id/details`, () => HttpResponse.json({ ...product, price: 'free' })))
    const error = await flip(request('productDetails', { site: SITE, path: { productId: product.id } }))
    expect(error).toBeInstanceOf(DecodeError)
    expect(error._tag).toBe('DecodeError')
  })

  it('refuses to send a body that does not match its schema', async () => {
    const error = await flip(request('cartAddItem', { site: SITE, body: { basketId: 'B1', items: 'nope' } as never }))
    expect(error).toMatchObject({ _tag: 'DecodeError', direction: 'request' })
  })
})

describe('failures', () => {
  const inv408 = (params?: Record<string, string | number>) =>
    server.use(http.post(`${BASES.commerce}/cart/v1/item`, () => HttpResponse.json(errorBody('INV408', 'Max qty reached', params), { status: 400 })))

  const addItem = (locale: 'en-us' | 'fr-fr' | 'de-de') =>
    flip(request('cartAddItem', { site: { brand: 'summit', locale }, body: { basketId: 'B1', items: [{ productId: 'S', qty: 50 }] } }))

  it('raises INV408 with its values and the server message as data, no localized text; shown in en, fr and de at render', async () => {
    inv408({ maxAllowedQty: 5 })
    const en = await addItem('en-us')
    expect(en).toBeInstanceOf(ApiError)
    expect(en).toMatchObject({ code: 'INV408', status: 400, params: { maxAllowedQty: 5 }, serverMessage: 'Max qty reached', correlationId: 'srv-correlation-1', placement: 'toast' })
    const fr = await addItem('fr-fr')
    // The same facts whatever the shopper's language: the client localizes nothing.
    const facts = (e: ApiError) => [e.code, e.params, e.serverMessage, e.status, e.placement, e.variant]
    expect(facts(fr as ApiError)).toEqual(facts(en as ApiError))
    expect(JSON.stringify(fr)).not.toContain('Vous')
    expect(failureText(en as ApiError, 'en')).toBe('You can add at most 5 of this item.')
    expect(failureText(fr as ApiError, 'fr')).toBe('Vous pouvez ajouter au maximum 5 exemplaires de cet article.')
    expect(failureText((await addItem('de-de')) as ApiError, 'de')).toBe('Sie können höchstens 5 Stück dieses Artikels hinzufügen.')
  })

  it('maps INV408 without maxAllowedQty to the generic maximum-quantity message', async () => {
    inv408()
    expect(failureText((await addItem('en-us')) as ApiError, 'en')).toBe('You have added the maximum quantity of this item.')
    expect(failureText((await addItem('fr-fr')) as ApiError, 'fr')).toBe('Vous avez ajouté la quantité maximale de cet article.')
    expect(failureText((await addItem('de-de')) as ApiError, 'de')).toBe('Sie haben die maximale Menge dieses Artikels hinzugefügt.')
  })

  it('falls back to the server message for an errorId not in the catalogue', async () => {
    server.use(http.post(`${BASES.commerce}/cart/v1/item`, () => HttpResponse.json(errorBody('ZZZ999', 'Server says no'), { status: 422 })))
    const error = await addItem('en-us')
    expect(error).toMatchObject({ _tag: 'ApiError', code: 'ZZZ999', serverMessage: 'Server says no' })
    expect(failureText(error as ApiError, 'fr')).toBe('Server says no')
  })

  it('raises the generic error when the response has no errorId', async () => {
    server.use(http.get(`${BASES.commerce}/products/v2/products/:id/details`, () => HttpResponse.json(errorBody(undefined, ''), { status: 404 })))
    const error = await flip(request('productDetails', { site: SITE, path: { productId: 'X' } }))
    expect(error).toMatchObject({ _tag: 'ApiError', code: 'GENERIC', status: 404 })
    expect(failureText(error as ApiError, 'en')).toBe('Something went wrong. Please try again.')
  })

  it('shows order-placement codes inline at order placement and at the top elsewhere', async () => {
    server.use(
      http.put(`${BASES.commerce}/cart/v2/checkout/order`, () => HttpResponse.json(errorBody('PAY400', 'Payment error'), { status: 402 })),
      http.post(`${BASES.commerce}/cart/v1/cart/:basketId/paymentInstruments`, () => HttpResponse.json(errorBody('PAY400', 'Payment error'), { status: 402 })),
    )
    const billingAddress = {
      recipientFirstName: 'Ada',
      recipientLastName: 'Lovelace',
      addressLine1: '1 Main St',
      city: 'Boulder',
      postalCode: '80302',
      stateCityProvDept: 'CO',
      country: 'US',
      recipientContactPhone: '+13035550100',
    }
    const atOrder = await flip(
      request('placeOrder', { site: SITE, body: { cartId: 'B1', cartVersion: 3, billingAddress, paymentMethod: { code: 'CREDIT_CARD', additionalData: { cardToken: 'tok' } } } }),
    )
    const elsewhere = await flip(
      request('cartAddPaymentInstrument', { site: SITE, path: { basketId: 'B1' }, body: { payment_method_id: 'GIFT_CARD', giftCard: { cardNumber: '6006', pin: '1234' } } }),
    )
    expect(atOrder).toMatchObject({ code: 'PAY400', placement: 'placementInline' })
    expect(elsewhere).toMatchObject({ code: 'PAY400', placement: 'top' })
  })

  it('turns a 403 carrying an appId into BotProtectionError with the url and body', async () => {
    const body = errorBody('AUT403', 'Blocked', undefined, 'bot-shield')
    server.use(http.post(`${BASES.commerce}/cart/v1/item`, () => HttpResponse.json(body, { status: 403 })))
    const error = await addItem('en-us')
    expect(error).toBeInstanceOf(BotProtectionError)
    expect(error).toMatchObject({ appId: 'bot-shield', status: 403, body })
    expect((error as BotProtectionError).url).toContain('/api/cart/v1/item?')
  })

  it('a 403 without an appId is an ordinary ApiError', async () => {
    server.use(http.post(`${BASES.commerce}/cart/v1/item`, () => HttpResponse.json(errorBody('AUT403', 'Captcha'), { status: 403 })))
    expect(await addItem('en-us')).toMatchObject({ _tag: 'ApiError', code: 'AUT403', status: 403 })
  })

  it('fails with NetworkError when there is no response', async () => {
    server.use(http.get(`${BASES.commerce}/products/v2/products/:id/details`, () => HttpResponse.error()))
    const error = await flip(request('productDetails', { site: SITE, path: { productId: 'X' } }))
    expect(error).toBeInstanceOf(NetworkError)
  })

  it('times out through the AbortSignal (test clock, no real wait)', async () => {
    setApiRuntime({ timeoutMs: 10_000 })
    let aborted = false
    server.use(
      http.get(`${BASES.commerce}/products/v2/products/:id/details`, async ({ request }) => {
        request.signal.addEventListener('abort', () => {
          aborted = true
        })
        await delay('infinite')
        return HttpResponse.json(product)
      }),
    )
    const program = Effect.gen(function* () {
      const fiber = yield* Effect.forkChild(Effect.flip(request('productDetails', { site: SITE, path: { productId: 'X' } })))
      yield* TestClock.adjust('9999 millis')
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust('1 millis')
      return yield* Fiber.join(fiber)
    })
    const error = await Effect.runPromise(program.pipe(Effect.provide(TestClock.layer())))
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toMatchObject({ timeoutMs: 10_000 })
    await new Promise((r) => setTimeout(r, 0))
    expect(aborted).toBe(true)
  })

  it('requestPromise rejects with the typed error itself', async () => {
    server.use(http.get(`${BASES.commerce}/products/v2/products/:id/details`, () => HttpResponse.json(errorBody('PLP400', 'nope'), { status: 404 })))
    await expect(requestPromise('productDetails', { site: SITE, path: { productId: 'X' } })).rejects.toBeInstanceOf(ApiError)
  })
})
