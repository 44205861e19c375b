// The engine end to end against msw: token at start, AddItem (cartWithItem then addItem), ordering
// per stream, BSK404 recovery, token 409 retry on the test clock, tokens never in the log.
import { Layer } from 'effect'
import { TestClock } from 'effect/testing'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetApiRuntime, setApiRuntime } from '../../src/api/config'
import { createEngine, type Engine } from '../../src/engine/Engine'
import { makeMemoryEventLog, type MemoryEventLog } from '../../src/engine/effects/EventLog'
import { memoryLayer } from '../../src/engine/effects/layers'
import type { Toast } from '../../src/engine/effects/Toasts'
import { BASES, SITE, errorBody } from '../api/fixtures'
import { display } from './display'
import { makeFakeCommerce } from './fakeCommerce'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  resetApiRuntime()
  setApiRuntime({ baseUrls: BASES })
})

let engines: Engine[] = []
afterEach(async () => {
  server.resetHandlers()
  await Promise.all(engines.map((e) => e.dispose()))
  engines = []
})

const start = (log: MemoryEventLog = makeMemoryEventLog(), extra?: Layer.Layer<never>) => {
  const layer = extra ? Layer.merge(memoryLayer({ log }), extra) : memoryLayer({ log })
  const engine = createEngine({ site: SITE, layer, onWarning: () => {} })
  engines.push(engine)
  return engine
}

const addItem = (sku: string, qty = 1) => ({ _tag: 'cart.AddItem' as const, sku, qty, display })

describe('engine', () => {
  it('ensures a guest token at start; the token is stored, never logged', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const log = makeMemoryEventLog()
    const engine = start(log)
    await engine.ready
    expect(commerce.calls()).toEqual(['token'])
    expect(engine.getState().session).toMatchObject({ status: 'guest', consumerNo: 'G-0001' })
    expect(log.records().map((r) => r.type)).toEqual(['v1.SessionStarted'])
    expect(JSON.stringify(log.records())).not.toContain(commerce.accessToken)
  })

  it('AddItem creates the cart with cartWithItem, the next one uses addItem; events recorded, state projected', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const log = makeMemoryEventLog()
    const engine = start(log)
    const states: number[] = []
    engine.subscribe(() => states.push(engine.getState().cart.count))

    const first = await engine.dispatch(addItem('SKU-A', 2))
    expect(first.ok).toBe(true)
    const second = await engine.dispatch(addItem('SKU-B'))
    expect(second.ok).toBe(true)

    expect(commerce.calls()).toEqual(['token', 'cartWithItem', 'cartAddItem'])
    const [, withItem, add] = commerce.seen
    expect(withItem!.body).toEqual({ items: [{ productId: 'SKU-A', qty: 2 }] })
    expect(withItem!.headers['idempotency-key']).toBe(first.commandId)
    expect(withItem!.headers.authorization).toBe(`Bearer ${commerce.accessToken}`)
    expect(add!.body).toEqual({ basketId: 'B1', items: [{ productId: 'SKU-B', qty: 1 }] })
    expect(add!.headers['idempotency-key']).toBe(second.commandId)

    // the first optimistic line is projected while the guest token is still being fetched
    const types = log.records().map((r) => `${r.type}@${r.commandId}`)
    expect(types).toEqual([
      `v1.CartItemAddRequested@${first.commandId}`,
      expect.stringMatching(/^v1\.SessionStarted@/),
      `v1.CartSnapshotReceived@${first.commandId}`,
      `v1.CartItemAddRequested@${second.commandId}`,
      `v1.CartSnapshotReceived@${second.commandId}`,
    ])
    expect(log.records().map((r) => r.seq)).toEqual([1, 2, 3, 4, 5])
    expect(log.records().every((r) => r.stream === (r.type.includes('Session') ? 'session/summit-en-us' : 'cart/summit-en-us'))).toBe(true)

    const cart = engine.getState().cart
    expect(cart.basketId).toBe('B1')
    expect(cart.count).toBe(3)
    expect(cart.items.map((i) => [i.sku, i.qty, i.pending])).toEqual([
      ['SKU-A', 2, null],
      ['SKU-B', 1, null],
    ])
    expect(cart.totals?.totalUnits).toBe(3)
    // optimistic count showed before the server answered
    expect(states).toContain(2)
    expect(JSON.stringify(engine.exportLog())).not.toContain(commerce.accessToken)
  })

  it('processes commands of one stream strictly in order, showing optimistic lines at once', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const engine = start()
    const a = engine.dispatch(addItem('SKU-A'))
    const b = engine.dispatch(addItem('SKU-B'))
    const c = engine.dispatch(addItem('SKU-A'))
    await engine.ready
    await new Promise((r) => setTimeout(r, 0))
    expect(engine.getState().cart.count).toBeGreaterThanOrEqual(1)
    const results = await Promise.all([a, b, c])
    expect(results.every((r) => r.ok)).toBe(true)
    expect(commerce.calls()).toEqual(['token', 'cartWithItem', 'cartAddItem', 'cartAddItem'])
    expect(engine.getState().cart.items.map((i) => [i.sku, i.qty])).toEqual([
      ['SKU-A', 2],
      ['SKU-B', 1],
    ])
  })

  it('reports a catalogue failure: rollback, CartCommandFailed with the code, a toast', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const engine = start()
    const toasts: Toast[] = []
    engine.subscribeToasts((t) => toasts.push(t))
    commerce.fail('cartWithItem', 400, errorBody('INV408', 'max', { maxAllowedQty: 5 }))
    const result = await engine.dispatch(addItem('SKU-A', 50))
    expect(result).toMatchObject({ ok: false, error: { code: 'INV408', message: 'You can add at most 5 of this item.', placement: 'toast' } })
    const cart = engine.getState().cart
    expect(cart.items).toEqual([])
    expect(cart.lastError).toMatchObject({ code: 'INV408', params: { maxAllowedQty: 5 } })
    expect(engine.exportLog().events.at(-1)).toMatchObject({ type: 'v1.CartCommandFailed', payload: { code: 'INV408', commandId: result.commandId } })
    expect(toasts).toEqual([expect.objectContaining({ kind: 'error', code: 'INV408', persistent: true })])
  })

  it('BSK404: creates a new cart and runs the command once more', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const engine = start()
    await engine.dispatch(addItem('SKU-A'))
    commerce.dropCart('B1')
    const result = await engine.dispatch(addItem('SKU-B', 2))
    expect(result.ok).toBe(true)
    expect(commerce.calls()).toEqual(['token', 'cartWithItem', 'cartAddItem', 'cartCreate', 'cartAddItem'])
    const [retry] = commerce.seen.filter((s) => s.call === 'cartAddItem').slice(-1)
    expect(retry!.body).toEqual({ basketId: 'B2', items: [{ productId: 'SKU-B', qty: 2 }] })
    // a re-decided command carries <commandId>.<n> (DECISIONS 5)
    expect(retry!.headers['idempotency-key']).toBe(`${result.commandId}.1`)
    expect(result.events.map((e) => e.type)).toEqual(['v1.CartItemAddRequested', 'v1.CartReplaced', 'v1.CartSnapshotReceived'])
    const cart = engine.getState().cart
    expect(cart.basketId).toBe('B2')
    expect(cart.items.map((i) => [i.sku, i.qty, i.pending])).toEqual([['SKU-B', 2, null]])
  })

  it('BSK404 twice: the second is reported as a failure', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const engine = start()
    await engine.dispatch(addItem('SKU-A'))
    commerce.fail('cartAddItem', 404, errorBody('BSK404', 'gone'))
    commerce.fail('cartAddItem', 404, errorBody('BSK404', 'gone'))
    const result = await engine.dispatch(addItem('SKU-B'))
    expect(result).toMatchObject({ ok: false, error: { code: 'BSK404' } })
    expect(commerce.calls()).toEqual(['token', 'cartWithItem', 'cartAddItem', 'cartCreate', 'cartAddItem'])
    expect(result.events.map((e) => e.type)).toEqual(['v1.CartItemAddRequested', 'v1.CartReplaced', 'v1.CartCommandFailed'])
    expect(engine.getState().cart).toMatchObject({ basketId: 'B2', items: [], lastError: { code: 'BSK404' } })
  })

  it('token 409: one retry after 2000 ms on the test clock', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    commerce.fail('token', 409, errorBody('AUT409', 'duplicated'))
    const engine = start(makeMemoryEventLog(), TestClock.layer())
    let readyDone = false
    void engine.ready.then(() => {
      readyDone = true
    })
    await until(() => commerce.calls().length === 1)
    await settle()
    await engine.run(TestClock.adjust('1999 millis'))
    await settle()
    expect(commerce.calls()).toEqual(['token'])
    expect(readyDone).toBe(false)
    await engine.run(TestClock.adjust('1 millis'))
    await engine.ready
    expect(commerce.calls()).toEqual(['token', 'token'])
    // the retry is the same decision: same idempotency key
    expect(commerce.seen[1]!.headers['idempotency-key']).toBe(commerce.seen[0]!.headers['idempotency-key'])
    expect(engine.getState().session.status).toBe('guest')
  })

  it('token 409 twice: reported after the one retry', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    commerce.fail('token', 409, errorBody('AUT409', 'duplicated'))
    commerce.fail('token', 409, errorBody('AUT409', 'duplicated'))
    const engine = start(makeMemoryEventLog(), TestClock.layer())
    await until(() => commerce.calls().length === 1)
    await settle()
    await engine.run(TestClock.adjust('2 seconds'))
    await engine.ready
    expect(commerce.calls()).toEqual(['token', 'token'])
    expect(engine.getState().session).toMatchObject({ status: 'none', lastError: { code: 'AUT409' } })
  })

  it('a cart command without a token ensures one, then runs once more', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    commerce.fail('token', 500, errorBody('GEN500', 'down'))
    const engine = start()
    await engine.ready
    expect(engine.getState().session.status).toBe('none')
    const result = await engine.dispatch(addItem('SKU-A'))
    expect(result.ok).toBe(true)
    expect(commerce.calls()).toEqual(['token', 'token', 'cartWithItem'])
  })

  it('replays its log on restart without calling the cart, and drops commands cut off mid-flight', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const log = makeMemoryEventLog()
    const first = start(log)
    await first.dispatch(addItem('SKU-A', 2))
    const before = first.getState().cart
    await first.dispose()

    // a command whose outcome never made it to the log (tab closed)
    const cut = { seq: 99, stream: 'cart/summit-en-us', commandId: 'cut-1', at: 0, v: 1, type: 'v1.CartItemAddRequested', payload: { _tag: 'v1.CartItemAddRequested', sku: 'SKU-Z', qty: 1, display } }
    const withCut = makeMemoryEventLog([...log.records(), cut])
    const second = createEngine({ site: SITE, layer: memoryLayer({ log: withCut }), loadCartOnStart: false, onWarning: () => {} })
    engines.push(second)
    await second.ready
    expect(second.getState().cart.items).toEqual(before.items)
    expect(second.getState().cart.pending).toEqual([])
    expect(withCut.records().find((r) => r.type === 'v1.CartCommandsAbandoned')).toMatchObject({ seq: 100, payload: { commandIds: ['cut-1'] } })
    expect(commerce.calls().filter((c) => c.startsWith('cart'))).toEqual(['cartWithItem'])
  })

  it('keeps sites apart: another locale does not see this cart', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const log = makeMemoryEventLog()
    const us = start(log)
    await us.dispatch(addItem('SKU-A'))
    const fr = createEngine({ site: { brand: 'summit', locale: 'fr-fr' }, layer: memoryLayer({ log }), onWarning: () => {} })
    engines.push(fr)
    await fr.ready
    expect(fr.getState().cart.count).toBe(0)
    expect(fr.exportLog().events.every((e) => e.stream.endsWith('summit-fr-fr'))).toBe(true)
  })
})

/** Lets pending I/O callbacks run (msw responses, IndexedDB); not a clock wait. */
async function settle(turns = 20) {
  for (let i = 0; i < turns; i++) await new Promise((r) => setImmediate(r))
}

async function until(condition: () => boolean, turns = 500) {
  for (let i = 0; i < turns && !condition(); i++) await new Promise((r) => setImmediate(r))
  expect(condition()).toBe(true)
}
