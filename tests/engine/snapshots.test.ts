// Growth of the log: a projection snapshot every N events (stored beside the events), start-up from the
// newest snapshot plus the tail, compaction of events covered by a snapshot beyond the retention
// (the last 1,000 events or 7 days, whichever keeps more), snapshots of another state version ignored,
// and old event versions upcast when read.
import 'fake-indexeddb/auto'
import { Effect } from 'effect'
import { TestClock } from 'effect/testing'
import { clear, keys } from 'idb-keyval'
import { describe, expect, it } from 'vitest'
import { compactionPlan, createEngineStore, eventLogIndexedDb, eventLogMemory, makeMemoryEventLog, type MemoryEventLog } from '../../src/engine/effects/EventLog'
import { decodeOwnRecord, decodeStoredEvent } from '../../src/engine/events/engineEvents'
import type { StoredEventRecord } from '../../src/engine/events/storedEvent'
import { STATE_VERSION, applyEvents, initialEngineState, type EngineState } from '../../src/engine/projections/engineState'
import { cart, cartItem } from '../api/fixtures'
import { makeFakeCommerce, type FakeCommerce } from './fakeCommerce'
import { addItem, changeQuantity, engineTestSetup, makeBrowser, type makeEngines, settle, until, validToken, type Browser, settled } from './harness'

const { server, start } = engineTestSetup()
let commerce: FakeCommerce

const browserWith = async (log: MemoryEventLog = makeMemoryEventLog()) => {
  commerce = makeFakeCommerce()
  server.use(...commerce.handlers)
  const browser = makeBrowser(log)
  await Effect.runPromise(browser.tokens.set(validToken(commerce.accessToken)))
  return browser
}

/** The memory log, recording from which seq start-up reads. */
const recording = (log: MemoryEventLog) => {
  const readsAfter: number[] = []
  const layer = eventLogMemory({ ...log, readAfter: (seq) => Effect.suspend(() => (readsAfter.push(seq), log.readAfter(seq))) })
  return { layer, readsAfter }
}

/** Ten commands: 4 events each (queued, requested, settled, server cart). */
const shop = async (browser: Browser, prefix: string, options: Parameters<ReturnType<typeof makeEngines>['start']>[1] = {}) => {
  const { engine } = start(browser, { idPrefix: prefix, loadCartOnStart: false, ...options })
  for (let i = 0; i < 5; i++) await settled(engine, addItem(`SKU-${i}`))
  for (let i = 0; i < 5; i++) await settled(engine, changeQuantity(`B1-item-${i + 1}`, 2 + i))
  return engine
}

describe('snapshots and compaction', () => {
  it('writes a snapshot every N events; start-up reads the newest snapshot plus the tail', async () => {
    const browser = await browserWith()
    const first = await shop(browser, 'a', { snapshotEvery: 12 })
    await until(() => browser.log.snapshots().length > 0)
    const live = first.getState()
    await first.dispose()
    const newest = [...browser.log.snapshots()].sort((x, y) => y.seq - x.seq)[0]!
    expect(newest).toMatchObject({ siteId: 'summit-en-us', stateVersion: STATE_VERSION })
    expect(browser.log.snapshots().length).toBeLessThanOrEqual(2)

    const { layer, readsAfter } = recording(browser.log)
    const second = start(browser, { idPrefix: 'b', loadCartOnStart: false, layer: { eventLog: layer } }).engine
    await second.ready
    expect(readsAfter[0]).toBe(newest.seq)
    expect(second.getState()).toEqual(live)
    const exported = second.exportLog()
    expect(exported.snapshot).toMatchObject({ seq: newest.seq, stateVersion: STATE_VERSION })
    expect(exported.events.every((e) => e.seq > newest.seq)).toBe(true)
    // replaying an export that starts from a snapshot: its state, then its events
    expect(applyEvents(exported.snapshot!.state, exported.events.map((e) => decodeStoredEvent(e)!))).toEqual(live)
  })

  it('a long history without a snapshot gets one at start-up, of exactly what was read', async () => {
    const browser = await browserWith()
    const first = await shop(browser, 'a') // 40 events, default N = 200: no snapshot
    const live = first.getState()
    await first.dispose()
    expect(browser.log.snapshots()).toEqual([])
    const second = start(browser, { idPrefix: 'b', loadCartOnStart: false, snapshotEvery: 30 }).engine
    await second.ready
    await until(() => browser.log.snapshots().length === 1)
    const [snapshot] = browser.log.snapshots()
    expect(snapshot!.seq).toBe(40)
    expect(snapshot!.state).toEqual(live)
  })

  it('compacts events covered by the snapshot that are older than 7 days and beyond the last N; the state stays the same', async () => {
    const browser = await browserWith()
    const engine = start(browser, { idPrefix: 'a', loadCartOnStart: false, testClock: true, snapshotEvery: 20, retention: { events: 8, days: 7 } }).engine
    for (let i = 0; i < 4; i++) await settled(engine, addItem(`OLD-${i}`))
    const old = browser.log.records().length
    await engine.run(TestClock.adjust('8 days'))
    for (let i = 0; i < 5; i++) await settled(engine, addItem(`NEW-${i}`))
    await until(() => browser.log.snapshots().length > 0)
    await settle()
    const snapshot = [...browser.log.snapshots()].sort((x, y) => y.seq - x.seq)[0]!
    const remaining = browser.log.records()
    const remainingSeqs = new Set(remaining.map((r) => r.seq))
    const oldSeqs = engine.exportLog().events.filter((e) => e.at < 8 * 86_400_000).map((e) => e.seq)
    const deleted = oldSeqs.filter((seq) => !remainingSeqs.has(seq))
    expect(oldSeqs).toHaveLength(old)
    expect(deleted.length).toBeGreaterThan(0)
    // only events covered by the snapshot, older than 7 days, the oldest first
    expect(deleted.every((seq) => seq <= snapshot.seq)).toBe(true)
    expect(deleted).toEqual(oldSeqs.slice(0, deleted.length))
    // every event of the last 7 days stayed
    expect(remaining.filter((r) => r.at >= 8 * 86_400_000)).toHaveLength(20)
    const live = engine.getState()
    await engine.dispose()
    const again = start(browser, { idPrefix: 'b', loadCartOnStart: false }).engine
    await again.ready
    expect(again.getState()).toEqual(live)
  })

  it('keeps every event of the last 7 days even beyond the last N (whichever keeps more)', async () => {
    const browser = await browserWith()
    const engine = await shop(browser, 'a', { snapshotEvery: 12, retention: { events: 3, days: 7 } })
    await until(() => browser.log.snapshots().length > 0)
    await settle()
    expect(browser.log.records()).toHaveLength(engine.exportLog().events.length)
  })

  it('ignores a snapshot of another state version and replays the whole log', async () => {
    const browser = await browserWith()
    const first = await shop(browser, 'a')
    const live = first.getState()
    await first.dispose()
    await Effect.runPromise(browser.log.writeSnapshot({ siteId: 'summit-en-us', seq: 30, stateVersion: STATE_VERSION - 1, at: 0, state: { cart: 'an old shape' } }))
    const { layer, readsAfter } = recording(browser.log)
    const warnings: string[] = []
    const second = start(browser, { idPrefix: 'b', loadCartOnStart: false, layer: { eventLog: layer }, onWarning: (m) => warnings.push(m) }).engine
    await second.ready
    expect(readsAfter[0]).toBe(0)
    expect(second.getState()).toEqual(live)
    expect(warnings.some((w) => w.includes('ignored a snapshot'))).toBe(true)
  })

  it('stores snapshots in the same IndexedDB database under their own key prefix, and compacts event keys', async () => {
    const store = createEngineStore()
    await clear(store.relaxed)
    commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const browser = makeBrowser()
    await Effect.runPromise(browser.tokens.set(validToken(commerce.accessToken)))
    const layer = { eventLog: eventLogIndexedDb({ store }) }
    const engine = start(browser, { idPrefix: 'a', loadCartOnStart: false, testClock: true, snapshotEvery: 8, retention: { events: 2, days: 7 }, layer }).engine
    for (let i = 0; i < 3; i++) await settled(engine, addItem(`OLD-${i}`))
    await engine.run(TestClock.adjust('8 days'))
    for (let i = 0; i < 2; i++) await settled(engine, addItem(`NEW-${i}`))
    await until(() => engine.exportLog().events.length >= 20)
    let stored: IDBValidKey[] = []
    for (let i = 0; i < 200; i++) {
      stored = await keys(store.relaxed)
      if (stored.some((k) => String(k).startsWith('snapshot/')) && stored.filter((k) => /^\d+$/.test(String(k))).length < 20) break
      await settle(5)
    }
    const snapshots = stored.filter((k) => String(k).startsWith('snapshot/summit-en-us/'))
    expect(snapshots.length).toBeGreaterThanOrEqual(1)
    expect(snapshots.length).toBeLessThanOrEqual(2)
    expect(stored).toContain('meta/seq')
    expect(stored.filter((k) => /^\d{12}$/.test(String(k))).length).toBeLessThan(20)
    const live = engine.getState()
    await engine.dispose()
    const again = start(browser, { idPrefix: 'b', loadCartOnStart: false, layer: { eventLog: eventLogIndexedDb({ store }) } }).engine
    await again.ready
    expect(again.getState()).toEqual(live)
    await clear(store.relaxed)
  })
})

describe('event versions', () => {
  const v1Change: StoredEventRecord = {
    seq: 3,
    stream: 'cart/summit-en-us',
    commandId: 'old-1',
    at: 3,
    v: 1,
    type: 'v1.CartItemQuantityChangeRequested',
    payload: { _tag: 'v1.CartItemQuantityChangeRequested', itemId: 'i1', qty: 4 },
  }

  it('a stored v1 event is upcast to the current v2 schema when read', () => {
    const event = decodeStoredEvent(v1Change)
    expect(event).toMatchObject({ seq: 3, v: 2, type: 'v2.CartItemQuantityChangeRequested', payload: { _tag: 'v2.CartItemQuantityChangeRequested', itemId: 'i1', sku: null, qty: 4 } })
  })

  it('an engine starting on a log holding a v1 event projects it as v2', async () => {
    const records: StoredEventRecord[] = [
      { seq: 1, stream: 'cart/summit-en-us', commandId: 'old-0', at: 1, v: 1, type: 'v1.CartSnapshotReceived', payload: { _tag: 'v1.CartSnapshotReceived', cart: cart('B1', [cartItem('SKU-A', 1, 'i1')]) } },
      { seq: 2, stream: 'cart/summit-en-us', commandId: 'old-1', at: 2, v: 1, type: 'v1.CommandQueued', payload: { _tag: 'v1.CommandQueued', command: { _tag: 'cart.ChangeQuantity', itemId: 'i1', qty: 4 } } },
      v1Change,
    ]
    const browser = await browserWith(makeMemoryEventLog(records))
    browser.connectivity.setOnline(false)
    const engine = start(browser, { loadCartOnStart: false }).engine
    await engine.ready
    expect(engine.getState().cart.items).toEqual([expect.objectContaining({ itemId: 'i1', qty: 4, pending: 'quantity' })])
    expect(engine.getState().cart.pending).toEqual([{ commandId: 'old-1', op: 'quantity', itemId: 'i1', sku: null, qty: 4 }])
    expect(engine.exportLog().events[2]).toMatchObject({ type: 'v2.CartItemQuantityChangeRequested', v: 2 })
    expect(applyEvents(initialEngineState, records.map((r) => decodeStoredEvent(r)!)).cart).toEqual(engine.getState().cart)
  })

  it('the engine’s own records are trusted by their envelope and tag: upcast, and unknown or mistagged ones skipped', () => {
    expect(decodeOwnRecord(v1Change)).toEqual(decodeStoredEvent(v1Change))
    const good: StoredEventRecord = { seq: 4, stream: 'cart/summit-en-us', commandId: 'c4', at: 4, v: 1, type: 'v1.CartItemRemoveRequested', payload: { _tag: 'v1.CartItemRemoveRequested', itemId: 'i1' } }
    expect(decodeOwnRecord(good)).toEqual(decodeStoredEvent(good))
    expect(decodeOwnRecord({ ...good, type: 'v9.SomethingNew', payload: { _tag: 'v9.SomethingNew' } })).toBeUndefined()
    expect(decodeOwnRecord({ ...good, payload: { _tag: 'v1.CartReset', reason: 'AUT498' } })).toBeUndefined()
    expect(decodeOwnRecord({ ...good, payload: null })).toBeUndefined()
  })

  it('a stored record whose payload breaks the projection: the batch is decoded through the schemas, the bad record skipped', async () => {
    const records: StoredEventRecord[] = [
      { seq: 1, stream: 'cart/summit-en-us', commandId: 'c1', at: 1, v: 1, type: 'v1.CartSnapshotReceived', payload: { _tag: 'v1.CartSnapshotReceived', cart: cart('B1', [cartItem('SKU-A', 1, 'i1')]) } },
      // Tagged right, but not a cart: trusted at first, it throws in the projection.
      { seq: 2, stream: 'cart/summit-en-us', commandId: 'c2', at: 2, v: 1, type: 'v1.CartSnapshotReceived', payload: { _tag: 'v1.CartSnapshotReceived', cart: null } },
      { seq: 3, stream: 'cart/summit-en-us', commandId: 'c3', at: 3, v: 1, type: 'v1.CartItemRemoveRequested', payload: { _tag: 'v1.CartItemRemoveRequested', itemId: 'i1' } },
    ]
    const browser = await browserWith(makeMemoryEventLog(records))
    browser.connectivity.setOnline(false)
    const warnings: string[] = []
    const engine = start(browser, { loadCartOnStart: false, snapshotEvery: 4, onWarning: (message) => warnings.push(message) }).engine
    await engine.ready
    expect(engine.getState().cart.basketId).toBe('B1')
    // The removal has no queued command behind it: dropped at start-up (CartCommandsAbandoned), as before.
    expect(engine.getState().cart.items).toEqual([expect.objectContaining({ itemId: 'i1', qty: 1 })])
    expect(engine.exportLog().events.map((e) => e.type)).toEqual(['v1.CartSnapshotReceived', 'v1.CartItemRemoveRequested', 'v1.CartCommandsAbandoned'])
    expect(warnings).toEqual(expect.arrayContaining([expect.stringContaining('decoding them through the schemas'), 'skipped unreadable event 2 (v1.CartSnapshotReceived)']))
    // Snapshots still get written: they project the stored records the same way.
    await engine.dispatch(addItem('SKU-B'))
    await until(() => browser.log.snapshots().length > 0)
    const [snapshot] = browser.log.snapshots()
    expect((snapshot!.state as EngineState).cart.basketId).toBe('B1')
    expect((snapshot!.state as EngineState).cart.pending).toEqual([expect.objectContaining({ op: 'add', sku: 'SKU-B' })])
  })

  it('compaction deletes runs of neighbouring events by key range, never across an event that stays', () => {
    const record = (seq: number, site: string, at = 0): StoredEventRecord => ({ seq, stream: `cart/${site}`, commandId: `c${seq}`, at, v: 1, type: 'v1.CartReset', payload: { _tag: 'v1.CartReset', reason: 'AUT498' } })
    const records = [record(1, 'a'), record(2, 'a'), record(3, 'b'), record(4, 'a'), record(5, 'a'), record(6, 'a', 100), record(7, 'a'), record(8, 'a'), record(9, 'a')]
    // Site a, covered up to seq 8, keep the newest 2 and everything at or after t=100.
    const plan = compactionPlan(records, { siteId: 'a', upToSeq: 8, keepLast: 2, keepSince: 100 })
    expect(plan.runs).toEqual([[1, 2], [4, 5], [7, 7]])
    expect(plan.count).toBe(5)
    expect(compactionPlan(records, { siteId: 'a', upToSeq: 9, keepLast: 100, keepSince: 0 })).toEqual({ count: 0, runs: [] })
  })
})
