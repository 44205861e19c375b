// The engine end to end against msw: token at start, AddItem (cartWithItem then addItem) through the
// outbox, ordering per stream, replay of its log on restart, sites kept apart, tokens never logged.
// Recovery rows: policy.test.ts; offline and re-decisions: outbox.test.ts; tabs: tabs.test.ts.
import { describe, expect, it } from 'vitest'
import { createEngine } from '../../src/engine/Engine'
import { makeMemoryEventLog } from '../../src/engine/effects/EventLog'
import { memoryLayer } from '../../src/engine/effects/layers'
import { SITE, errorBody } from '../api/fixtures'
import { display } from './display'
import { makeFakeCommerce } from './fakeCommerce'
import { addItem, engineTestSetup, makeBrowser, settled } from './harness'
import { failureText } from '../../src/contract/errorCatalogue'

const { server, start } = engineTestSetup()

describe('engine', () => {
  it('ensures a guest token at start; the token is stored, never logged', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const browser = makeBrowser()
    const { engine } = start(browser)
    await engine.ready
    expect(commerce.calls()).toEqual(['token'])
    expect(engine.getState().session).toMatchObject({ status: 'guest', consumerNo: 'G-0001' })
    expect(browser.log.records().map((r) => r.type)).toEqual(['v1.SessionStarted'])
    expect(JSON.stringify(browser.log.records())).not.toContain(commerce.accessToken)
  })

  it('AddItem is queued, projected at once, sent with its command id as Idempotency-Key; the next uses addItem', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const browser = makeBrowser()
    const { engine } = start(browser)
    const states: number[] = []
    engine.subscribe(() => states.push(engine.getState().cart.count))

    const first = await settled(engine, addItem('SKU-A', 2))
    expect(first).toMatchObject({ ok: true, queued: false })
    const second = await settled(engine, addItem('SKU-B'))
    expect(second.ok).toBe(true)

    expect(commerce.calls()).toEqual(['token', 'cartWithItem', 'cartAddItem'])
    const [, withItem, add] = commerce.seen
    expect(withItem!.body).toEqual({ items: [{ productId: 'SKU-A', qty: 2 }] })
    expect(withItem!.headers['idempotency-key']).toBe(first.commandId)
    expect(withItem!.headers.authorization).toBe(`Bearer ${commerce.accessToken}`)
    expect(add!.body).toEqual({ basketId: 'B1', items: [{ productId: 'SKU-B', qty: 1 }] })
    expect(add!.headers['idempotency-key']).toBe(second.commandId)

    // queued with its optimistic line while the guest token was still being fetched; settled with the server's cart
    const types = browser.log.records().map((r) => `${r.type}@${r.commandId}`)
    expect(types).toEqual([
      `v1.CommandQueued@${first.commandId}`,
      `v1.CartItemAddRequested@${first.commandId}`,
      expect.stringMatching(/^v1\.SessionStarted@/),
      `v1.CommandSettled@${first.commandId}`,
      `v1.CartSnapshotReceived@${first.commandId}`,
      `v1.CommandQueued@${second.commandId}`,
      `v1.CartItemAddRequested@${second.commandId}`,
      `v1.CommandSettled@${second.commandId}`,
      `v1.CartSnapshotReceived@${second.commandId}`,
    ])
    expect(browser.log.records().map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(browser.log.records().every((r) => r.stream === (r.type.includes('Session') ? 'session/summit-en-us' : 'cart/summit-en-us'))).toBe(true)
    expect(browser.log.records()[0]!.payload).toMatchObject({ command: { _tag: 'cart.AddItem', sku: 'SKU-A', qty: 2 } })

    const { cart, outbox } = engine.getState()
    expect(cart.basketId).toBe('B1')
    expect(cart.count).toBe(3)
    expect(cart.items.map((i) => [i.sku, i.qty, i.pending])).toEqual([
      ['SKU-A', 2, null],
      ['SKU-B', 1, null],
    ])
    expect(cart.totals?.totalUnits).toBe(3)
    expect(outbox).toMatchObject({ queued: 0, online: true, entries: [] })
    // the optimistic count showed before the server answered
    expect(states).toContain(2)
    expect(JSON.stringify(engine.exportLog())).not.toContain(commerce.accessToken)
    // the token was fetched once, by start-up or by the outbox sending the first add, whichever asked first
    expect(first.events.map((e) => e.type).filter((t) => t !== 'v1.SessionStarted')).toEqual(['v1.CommandQueued', 'v1.CartItemAddRequested', 'v1.CommandSettled', 'v1.CartSnapshotReceived'])
  })

  it('processes commands of one stream strictly in order, showing optimistic lines at once', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const { engine } = start(makeBrowser())
    const a = settled(engine, addItem('SKU-A'))
    const b = settled(engine, addItem('SKU-B'))
    const c = settled(engine, addItem('SKU-A'))
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

  it('reports a catalogue failure: rollback by a compensating event, the code in cart.lastError, a toast', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const { engine, toasts } = start(makeBrowser())
    commerce.fail('cartWithItem', 400, errorBody('INV408', 'max', { maxAllowedQty: 5 }))
    const result = await settled(engine, addItem('SKU-A', 50))
    expect(result).toMatchObject({ ok: false, error: { code: 'INV408', params: { maxAllowedQty: 5 }, placement: 'toast' } })
    expect(failureText((result as Extract<typeof result, { ok: false }>).error, 'en')).toBe('You can add at most 5 of this item.')
    const cart = engine.getState().cart
    expect(cart.items).toEqual([])
    expect(cart.lastError).toMatchObject({ code: 'INV408', params: { maxAllowedQty: 5 } })
    expect(engine.exportLog().events.slice(-2)).toMatchObject([
      { type: 'v1.CommandSettled', payload: { outcome: 'failed', code: 'INV408' } },
      { type: 'v2.CartCommandFailed', payload: { code: 'INV408', commandId: result.commandId } },
    ])
    expect(toasts).toEqual([expect.objectContaining({ kind: 'error', code: 'INV408', persistent: true })])
    expect(engine.getState().outbox.queued).toBe(0)
  })

  it('a cart command without a token gets one before it is sent (its own key unchanged)', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    commerce.fail('token', 500, errorBody('GEN500', 'down'))
    const { engine } = start(makeBrowser())
    await engine.ready
    expect(engine.getState().session.status).toBe('none')
    const result = await settled(engine, addItem('SKU-A'))
    expect(result.ok).toBe(true)
    expect(commerce.calls()).toEqual(['token', 'token', 'cartWithItem'])
    expect(commerce.seen[1]!.headers['idempotency-key']).toBe(`${result.commandId}.token`)
    expect(commerce.seen.at(-1)!.headers['idempotency-key']).toBe(result.commandId)
    expect(engine.getState().session.status).toBe('guest')
  })

  it('replays its log on restart without calling the cart, and drops pending changes with no queued command behind them', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const browser = makeBrowser()
    const first = start(browser).engine
    await settled(first, addItem('SKU-A', 2))
    const before = first.getState().cart
    await first.dispose()

    // an optimistic event without CommandQueued (a log written before the outbox existed)
    const cut = { seq: 99, stream: 'cart/summit-en-us', commandId: 'cut-1', at: 0, v: 1, type: 'v1.CartItemAddRequested', payload: { _tag: 'v1.CartItemAddRequested', sku: 'SKU-Z', qty: 1, display } }
    const withCut = makeBrowser(makeMemoryEventLog([...browser.log.records(), cut]))
    const second = start(withCut, { loadCartOnStart: false }).engine
    await second.ready
    expect(second.getState().cart.items).toEqual(before.items)
    expect(second.getState().cart.pending).toEqual([])
    expect(withCut.log.records().find((r) => r.type === 'v1.CartCommandsAbandoned')).toMatchObject({ seq: 100, payload: { commandIds: ['cut-1'] } })
    expect(commerce.calls().filter((c) => c.startsWith('cart'))).toEqual(['cartWithItem'])
  })

  it('keeps sites apart: another locale does not see this cart', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const log = makeMemoryEventLog()
    const us = createEngine({ site: SITE, layer: memoryLayer({ log }), onWarning: () => {} })
    await settled(us, addItem('SKU-A'))
    const fr = createEngine({ site: { brand: 'summit', locale: 'fr-fr' }, layer: memoryLayer({ log, idPrefix: 'fr' }), onWarning: () => {} })
    await fr.ready
    expect(fr.getState().cart.count).toBe(0)
    expect(fr.exportLog().events.every((e) => e.stream.endsWith('summit-fr-fr'))).toBe(true)
    await Promise.all([us.dispose(), fr.dispose()])
  })
})
