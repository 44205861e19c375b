// The IndexedDB event log (fake-indexeddb): batched appends, seq-ordered reads, a reloaded engine
// projects the same state, and no token ever reaches the stored events.
import 'fake-indexeddb/auto'
import { Effect, Layer } from 'effect'
import { clear, createStore, entries, keys, type UseStore } from 'idb-keyval'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetApiRuntime, setApiRuntime } from '../../src/api/config'
import { createEngine, type Engine } from '../../src/engine/Engine'
import { EVENT_DB, EVENT_STORE, EventLog, eventLogIndexedDb } from '../../src/engine/effects/EventLog'
import { memoryLayer } from '../../src/engine/effects/layers'
import { tokenStoreMemory } from '../../src/engine/effects/TokenStore'
import type { StoredEventRecord } from '../../src/engine/events/storedEvent'
import { BASES, SITE } from '../api/fixtures'
import { display } from './display'
import { makeFakeCommerce } from './fakeCommerce'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

const engineStore = () => createStore(EVENT_DB, EVENT_STORE)

let engines: Engine[] = []
beforeEach(async () => {
  resetApiRuntime()
  setApiRuntime({ baseUrls: BASES })
  await clear(engineStore())
})
afterEach(async () => {
  server.resetHandlers()
  await Promise.all(engines.map((e) => e.dispose()))
  engines = []
})

const record = (seq: number): StoredEventRecord => ({
  seq,
  stream: 'cart/summit-en-us',
  commandId: `c${seq}`,
  at: seq,
  v: 1,
  type: 'v1.CartItemRemoveRequested',
  payload: { _tag: 'v1.CartItemRemoveRequested', itemId: `i${seq}` },
})

describe('IndexedDB event log', () => {
  it('writes the appends of one tick in one transaction, one zero-padded key per event', async () => {
    const base = createStore('batch-test', 'events')
    let writes = 0
    const counting: UseStore = (mode, callback) => {
      if (mode === 'readwrite') writes++
      return base(mode, callback)
    }
    const program = Effect.gen(function* () {
      const log = yield* EventLog
      yield* Effect.all([log.append([record(3)]), log.append([record(1), record(2)]), log.append([record(10)])], { concurrency: 'unbounded' })
      return yield* log.read
    })
    const read = await Effect.runPromise(program.pipe(Effect.provide(eventLogIndexedDb(counting))))
    expect(writes).toBe(1)
    expect(read.map((r) => r.seq)).toEqual([1, 2, 3, 10])
    expect(await keys(base)).toEqual(['000000000001', '000000000002', '000000000003', '000000000010'])
  })

  it('an engine reloaded from the log projects the same state, without calling the cart', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const token = { accessToken: commerce.accessToken, refreshToken: null, tokenType: 'Guest' as const, expiresAt: Date.now() + 3_600_000 }
    const layer = () => Layer.merge(memoryLayer({ eventLog: eventLogIndexedDb() }), tokenStoreMemory(token))

    const first = createEngine({ site: SITE, layer: layer(), onWarning: () => {} })
    engines.push(first)
    await first.dispatch({ _tag: 'cart.AddItem', sku: 'SKU-A', qty: 2, display })
    await first.dispatch({ _tag: 'cart.AddItem', sku: 'SKU-B', qty: 1, display })
    const added = await first.dispatch({ _tag: 'cart.ChangeQuantity', itemId: 'B1-item-2', qty: 4 })
    expect(added.ok).toBe(true)
    const before = first.getState()
    const exported = first.exportLog()
    await first.dispose()

    const stored = (await entries<string, StoredEventRecord>(engineStore())).map(([, v]) => v)
    expect(stored.map((r) => r.seq)).toEqual(exported.events.map((e) => e.seq))
    expect(JSON.stringify(stored)).not.toContain(commerce.accessToken)

    const callsBefore = commerce.calls().length
    const second = createEngine({ site: SITE, layer: layer(), loadCartOnStart: false, onWarning: () => {} })
    engines.push(second)
    await second.ready
    expect(second.getState()).toEqual(before)
    expect(second.getState().cart.count).toBe(6)
    expect(commerce.calls().length).toBe(callsBefore)
    expect(second.exportLog()).toEqual(exported)
  })
})
