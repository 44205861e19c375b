// A small in-memory commerce service for engine tests (msw handlers): token, cart create/get/add/
// update/remove with the reference service's rules that matter here (at most 10 of a line: INV408;
// stock: INV700/INV406; a missing line: PLP400; a missing cart: BSK404), its Idempotency-Key
// handling (the first successful response per key and caller is replayed; another payload under the
// same key: 422 IDM422; still running: 409 IDM409; a failed call releases its key), one-shot faults
// and network faults, and a record of every request.
import { HttpResponse, http, type JsonBodyType } from 'msw'
import type { Cart } from '../../src/contract/schemas/cart'
import { BASES, cart, cartItem, errorBody, tokenResponse } from '../api/fixtures'

export interface SeenRequest {
  readonly call: string
  readonly method: string
  readonly path: string
  readonly headers: Record<string, string>
  readonly body: unknown
  /** The network fault applied to it, if any. */
  readonly fault?: NetworkFault
  /** The response was a replay of the key's stored response. */
  readonly replayed?: boolean
}

/**
 * drop: lost before the server saw it. lose: the server applied it, the answer was lost (what a
 * timeout after the server applied looks like). duplicate: it reached the server twice. busy: the
 * server says the same key is still in flight (409 IDM409). hang: applied, and no answer until the
 * client gives up (a real TimeoutError).
 */
export type NetworkFault = 'drop' | 'lose' | 'duplicate' | 'busy' | 'hang'

export interface Fault {
  readonly call: string
  readonly status: number
  readonly body: JsonBodyType
}

export const MAX_LINE_QTY = 10

interface Reply {
  readonly status: number
  readonly body: JsonBodyType
}

const CART_MUTATIONS = new Set(['cartCreate', 'cartWithItem', 'cartAddItem', 'cartUpdateItem', 'cartRemoveItem'])

export const makeFakeCommerce = (options: { accessToken?: string } = {}) => {
  const accessToken = options.accessToken ?? 'secret-access-token-123'
  const carts = new Map<string, Cart>()
  const seen: SeenRequest[] = []
  const faults: Fault[] = []
  const networkFaults: Array<{ call: string; fault: NetworkFault }> = []
  const plannedFaults = new Map<number, NetworkFault[]>()
  const cartLosses = new Set<number>()
  const stock = new Map<string, number>()
  const keys = new Map<string, { hash: string; state: 'running' | 'done'; reply?: Reply }>()
  const commandOrder = new Map<string, number>()
  const hanging = new Set<() => void>()
  const itemCounters = new Map<string, number>()
  let applied = 0
  let refreshCount = 0
  let nextCart = 1
  /** Item ids are never reused within a cart (B1-item-1, B1-item-2, ...). */
  const nextItemOf = (cartId: string) => {
    const n = (itemCounters.get(cartId) ?? 0) + 1
    itemCounters.set(cartId, n)
    return n
  }

  const authorised = (request: Request) => request.headers.get('authorization') === `Bearer ${accessToken}`
  const json = (reply: Reply) => HttpResponse.json(reply.body, { status: reply.status })
  const error = (status: number, code: string, message: string, params?: Record<string, string | number>): Reply => ({ status, body: errorBody(code, message, params) })
  const ok = (body: JsonBodyType, status = 200): Reply => ({ status, body })

  const lineRule = (sku: string, qty: number): Reply | undefined => {
    const available = stock.get(sku)
    if (available === 0) return error(400, 'INV700', `${sku} is out of stock`)
    if (qty > MAX_LINE_QTY) return error(400, 'INV408', `You can add at most ${MAX_LINE_QTY} of this item`, { maxAllowedQty: MAX_LINE_QTY })
    if (available !== undefined && qty > available) return error(400, 'INV406', `Only ${available} available`, { availableQty: available })
    return undefined
  }

  const addLines = (c: Cart, lines: ReadonlyArray<{ productId: string; qty: number }>): Cart | Reply => {
    let items = [...c.items]
    for (const line of lines) {
      const existing = items.find((i) => i.productId === line.productId)
      const rejected = lineRule(line.productId, (existing?.qty ?? 0) + line.qty)
      if (rejected) return rejected
      items = existing
        ? items.map((i) => (i === existing ? cartItem(i.productId, i.qty + line.qty, i.id) : i))
        : [...items, cartItem(line.productId, line.qty, `${c.id}-item-${nextItemOf(c.id)}`)]
    }
    return cart(c.id, items, c.version + 1)
  }

  const newCart = () => {
    const c = cart(`B${nextCart++}`, [], 1)
    carts.set(c.id, c)
    return c
  }

  const isReply = (value: Cart | Reply): value is Reply => 'status' in value && !('id' in value)
  const save = (c: Cart | Reply, status = 200): Reply => {
    if (isReply(c)) return c
    // A change of lines keeps what the checkout set on the cart (e-mail, delivery, billing), as the service does.
    const before = carts.get(c.id)
    if (before) c = { ...c, ...(before.email === undefined ? {} : { email: before.email }), shippingMethods: before.shippingMethods, ...(before.billingAddress === undefined ? {} : { billingAddress: before.billingAddress }) }
    carts.set(c.id, c)
    applied++
    return ok(c, status)
  }
  const notFound = () => error(404, 'BSK404', 'Basket not found')

  type Apply = (body: unknown, params: Record<string, string>) => Reply

  const apply: Record<string, Apply> = {
    cartCreate: () => ok(newCart(), 201),
    cartWithItem: (body) => {
      const c = addLines(newCart(), (body as { items: Array<{ productId: string; qty: number }> }).items)
      if (isReply(c)) carts.delete(`B${nextCart - 1}`)
      return save(c, 201)
    },
    cartAddItem: (body) => {
      const b = body as { basketId: string; items: Array<{ productId: string; qty: number }> }
      const current = carts.get(b.basketId)
      return current ? save(addLines(current, b.items)) : notFound()
    },
    cartRemoveItem: (body) => {
      const b = body as { basketId: string; itemId: string }
      const current = carts.get(b.basketId)
      if (!current) return notFound()
      if (!current.items.some((i) => i.id === b.itemId)) return error(404, 'PLP400', `Cart item ${b.itemId} not found`)
      return save(cart(current.id, current.items.filter((i) => i.id !== b.itemId), current.version + 1))
    },
    cartUpdateItem: (body, params) => {
      const b = body as { itemId: string; qty: number }
      const current = carts.get(String(params.basketId))
      if (!current) return notFound()
      const item = current.items.find((i) => i.id === b.itemId)
      if (!item) return error(404, 'PLP400', `Cart item ${b.itemId} not found`)
      if (b.qty > item.qty) {
        const rejected = lineRule(item.productId, b.qty)
        if (rejected) return rejected
      }
      return save(cart(current.id, current.items.map((i) => (i === item ? cartItem(i.productId, b.qty, i.id) : i)), current.version + 1))
    },
    cartGet: (_body, params) => {
      const current = carts.get(String(params.basketId))
      return current ? ok(current) : notFound()
    },
  }

  /** The logical command a request belongs to: its Idempotency-Key up to the first dot, numbered in order of arrival. */
  const commandIndexOf = (key: string | null): number | undefined => {
    if (!key) return undefined
    const base = key.split('.')[0]!
    let index = commandOrder.get(base)
    if (index === undefined) {
      index = commandOrder.size + 1
      commandOrder.set(base, index)
      if (cartLosses.has(index)) for (const id of [...carts.keys()]) carts.delete(id)
    }
    return index
  }

  const takeNetworkFault = (call: string, index: number | undefined): NetworkFault | undefined => {
    const at = networkFaults.findIndex((f) => f.call === call)
    if (at >= 0) return networkFaults.splice(at, 1)[0]!.fault
    if (index === undefined) return undefined
    return plannedFaults.get(index)?.shift()
  }

  const handler =
    (call: string) =>
    async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
      const text = await request.clone().text()
      const body = text ? (JSON.parse(text) as unknown) : undefined
      const key = request.headers.get('idempotency-key')
      const mutating = CART_MUTATIONS.has(call)
      const index = mutating ? commandIndexOf(key) : undefined
      const fault = call === 'token' ? undefined : takeNetworkFault(call, index)
      const record = (extra: Partial<SeenRequest> = {}) =>
        seen.push({ call, method: request.method, path: new URL(request.url).pathname, headers: Object.fromEntries(request.headers.entries()), body, ...(fault ? { fault } : {}), ...extra })

      if (fault === 'drop') {
        record()
        return HttpResponse.error()
      }
      const oneShot = faults.findIndex((f) => f.call === call)
      if (oneShot >= 0) {
        record()
        const [f] = faults.splice(oneShot, 1)
        return HttpResponse.json(f!.body, { status: f!.status })
      }
      if (call === 'token') {
        record()
        // A guest session with a refresh token the storefront's server keeps; renewing it gives the same access token.
        return HttpResponse.json(tokenResponse(accessToken, { refreshToken: `fake-refresh-token-${++refreshCount}` }))
      }
      if (!authorised(request)) {
        record()
        return json(error(401, 'AUT404', 'no token'))
      }
      if (fault === 'busy') {
        record()
        return json(error(409, 'IDM409', 'A request with this Idempotency-Key is still being processed'))
      }
      const stringParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))
      const run = (): { reply: Reply; replayed: boolean } => {
        if (!mutating || !key) return { reply: apply[call]!(body, stringParams), replayed: false }
        const id = `${request.headers.get('authorization')}|${key}`
        const hash = `${request.method} ${new URL(request.url).pathname} ${text}`
        const stored = keys.get(id)
        if (stored) {
          if (stored.hash !== hash) return { reply: error(422, 'IDM422', 'This Idempotency-Key was already used with a different request'), replayed: false }
          if (stored.state === 'running') return { reply: error(409, 'IDM409', 'A request with this Idempotency-Key is still being processed'), replayed: false }
          return { reply: stored.reply!, replayed: true }
        }
        const reply = apply[call]!(body, stringParams)
        if (reply.status < 400) keys.set(id, { hash, state: 'done', reply })
        return { reply, replayed: false }
      }
      const first = run()
      if (fault === 'duplicate') {
        const second = run()
        record({ replayed: second.replayed })
        return json(second.reply)
      }
      record({ replayed: first.replayed })
      if (fault === 'lose') return HttpResponse.error()
      if (fault === 'hang') {
        await new Promise<void>((resolve) => {
          const release = () => {
            hanging.delete(release)
            resolve()
          }
          hanging.add(release)
          request.signal.addEventListener('abort', release, { once: true })
        })
        return HttpResponse.error()
      }
      return json(first.reply)
    }

  const base = BASES.commerce
  const handlers = [
    http.post(`${base}/token/v2/auth/token`, handler('token')),
    http.post(`${base}/cart/v1/cart`, handler('cartCreate')),
    http.post(`${base}/cart/v1/cartWithItem`, handler('cartWithItem')),
    http.post(`${base}/cart/v1/item`, handler('cartAddItem')),
    http.delete(`${base}/cart/v1/item`, handler('cartRemoveItem')),
    http.put(`${base}/cart/v1/cart/:basketId/item`, handler('cartUpdateItem')),
    http.get(`${base}/cart/v1/cart/:basketId`, handler('cartGet')),
  ]

  return {
    handlers,
    seen,
    carts,
    accessToken,
    /** The next request to `call` answers with this error (once), before anything is applied. */
    fail: (call: string, status: number, body: JsonBodyType) => faults.push({ call, status, body }),
    /** The next request to `call` meets this network fault (once). */
    fault: (call: string, fault: NetworkFault) => networkFaults.push({ call, fault }),
    /** The requests of the n-th command (1-based, in order of first arrival) meet these faults, one per request. */
    planFaults: (command: number, list: ReadonlyArray<NetworkFault>) => plannedFaults.set(command, [...list]),
    /** The server loses every cart just before the n-th command's first request arrives (so it answers BSK404). */
    loseCartsAtCommand: (command: number) => cartLosses.add(command),
    /** Forget a cart on the server (the next call naming it answers BSK404). */
    dropCart: (id: string) => carts.delete(id),
    setStock: (sku: string, units: number) => stock.set(sku, units),
    calls: () => seen.map((s) => s.call),
    /** Mutations the server applied (replays excluded). */
    applied: () => applied,
    /** Lets hanging requests finish (test clean-up). */
    releaseHanging: () => [...hanging].forEach((release) => release()),
    /** A cart's lines as [sku, qty], sorted by sku. */
    linesOf: (id: string | null | undefined) =>
      [...(carts.get(id ?? '')?.items ?? [])].map((i) => [i.productId, i.qty] as [string, number]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  }
}

export type FakeCommerce = ReturnType<typeof makeFakeCommerce>
