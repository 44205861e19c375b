// A small in-memory commerce service for engine tests (msw handlers): token, cart create/get/add/
// update/remove, with one-shot faults and a record of every request.
import { HttpResponse, http, type JsonBodyType } from 'msw'
import type { Cart } from '../../src/api/schemas/cart'
import { BASES, cart, cartItem, errorBody, tokenResponse } from '../api/fixtures'

export interface SeenRequest {
  readonly call: string
  readonly method: string
  readonly path: string
  readonly headers: Record<string, string>
  readonly body: unknown
}

export interface Fault {
  readonly call: string
  readonly status: number
  readonly body: JsonBodyType
}

export const makeFakeCommerce = (options: { accessToken?: string } = {}) => {
  const accessToken = options.accessToken ?? 'secret-access-token-123'
  const carts = new Map<string, Cart>()
  const seen: SeenRequest[] = []
  const faults: Fault[] = []
  let nextCart = 1

  const record = async (call: string, request: Request) => {
    const text = await request.clone().text()
    seen.push({
      call,
      method: request.method,
      path: new URL(request.url).pathname,
      headers: Object.fromEntries(request.headers.entries()),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    })
    const index = faults.findIndex((f) => f.call === call)
    if (index >= 0) {
      const [fault] = faults.splice(index, 1)
      return HttpResponse.json(fault!.body, { status: fault!.status })
    }
    return undefined
  }

  const authorised = (request: Request) => request.headers.get('authorization') === `Bearer ${accessToken}`
  const unauthorised = () => HttpResponse.json(errorBody('AUT404', 'no token'), { status: 401 })
  const notFound = () => HttpResponse.json(errorBody('BSK404', 'Basket not found'), { status: 404 })

  const addLines = (c: Cart, lines: ReadonlyArray<{ productId: string; qty: number }>): Cart => {
    let items = [...c.items]
    for (const line of lines) {
      const existing = items.find((i) => i.productId === line.productId)
      items = existing
        ? items.map((i) => (i === existing ? cartItem(i.productId, i.qty + line.qty, i.id) : i))
        : [...items, cartItem(line.productId, line.qty, `${c.id}-item-${items.length + 1}`)]
    }
    return cart(c.id, items, c.version + 1)
  }

  const newCart = () => {
    const c = cart(`B${nextCart++}`, [], 1)
    carts.set(c.id, c)
    return c
  }

  const base = BASES.commerce
  const handlers = [
    http.post(`${base}/token/v2/auth/token`, async ({ request }) => (await record('token', request)) ?? HttpResponse.json(tokenResponse(accessToken))),
    http.post(`${base}/cart/v1/cart`, async ({ request }) => {
      const fault = await record('cartCreate', request)
      if (fault) return fault
      if (!authorised(request)) return unauthorised()
      return HttpResponse.json(newCart())
    }),
    http.post(`${base}/cart/v1/cartWithItem`, async ({ request }) => {
      const fault = await record('cartWithItem', request)
      if (fault) return fault
      if (!authorised(request)) return unauthorised()
      const body = (await request.json()) as { items: Array<{ productId: string; qty: number }> }
      const c = addLines(newCart(), body.items)
      carts.set(c.id, c)
      return HttpResponse.json(c)
    }),
    http.post(`${base}/cart/v1/item`, async ({ request }) => {
      const fault = await record('cartAddItem', request)
      if (fault) return fault
      if (!authorised(request)) return unauthorised()
      const body = (await request.json()) as { basketId: string; items: Array<{ productId: string; qty: number }> }
      const current = carts.get(body.basketId)
      if (!current) return notFound()
      const c = addLines(current, body.items)
      carts.set(c.id, c)
      return HttpResponse.json(c)
    }),
    http.delete(`${base}/cart/v1/item`, async ({ request }) => {
      const fault = await record('cartRemoveItem', request)
      if (fault) return fault
      const body = (await request.json()) as { basketId: string; itemId: string }
      const current = carts.get(body.basketId)
      if (!current) return notFound()
      const c = cart(current.id, current.items.filter((i) => i.id !== body.itemId), current.version + 1)
      carts.set(c.id, c)
      return HttpResponse.json(c)
    }),
    http.put(`${base}/cart/v1/cart/:basketId/item`, async ({ request, params }) => {
      const fault = await record('cartUpdateItem', request)
      if (fault) return fault
      const body = (await request.json()) as { itemId: string; qty: number }
      const current = carts.get(String(params.basketId))
      if (!current) return notFound()
      const c = cart(current.id, current.items.map((i) => (i.id === body.itemId ? cartItem(i.productId, body.qty, i.id) : i)), current.version + 1)
      carts.set(c.id, c)
      return HttpResponse.json(c)
    }),
    http.get(`${base}/cart/v1/cart/:basketId`, async ({ request, params }) => {
      const fault = await record('cartGet', request)
      if (fault) return fault
      const current = carts.get(String(params.basketId))
      return current ? HttpResponse.json(current) : notFound()
    }),
  ]

  return {
    handlers,
    seen,
    carts,
    accessToken,
    /** The next request to `call` answers with this error (once). */
    fail: (call: string, status: number, body: JsonBodyType) => faults.push({ call, status, body }),
    /** Forget a cart on the server (the next call naming it answers BSK404). */
    dropCart: (id: string) => carts.delete(id),
    calls: () => seen.map((s) => s.call),
  }
}
