// The IndexedDB event log (fake-indexeddb): the log assigns seq in its write transaction, appends of
// one tick share one transaction, strict events get a strict transaction, a reloaded engine projects
// the same state, and storage failures (quota, no IndexedDB, the database closing) degrade to an
// in-memory log with a visible notice instead of breaking the page.
import 'fake-indexeddb/auto'
import { Effect, Layer } from 'effect'
import { clear, entries, keys, setMany, type UseStore } from 'idb-keyval'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetApiRuntime, setApiRuntime } from '../../src/api/config'
import { createEngine, type Engine } from '../../src/engine/Engine'
import { EventLog, META_SEQ_KEY, createEngineStore, eventLogIndexedDb, type EngineStore, type EventDraft } from '../../src/engine/effects/EventLog'
import { memoryLayer } from '../../src/engine/effects/layers'
import type { Toast } from '../../src/engine/effects/Toasts'
import { tokenStoreMemory } from '../../src/engine/effects/TokenStore'
import type { StoredEventRecord } from '../../src/engine/events/storedEvent'
import { BASES, SITE } from '../api/fixtures'
import { makeFakeCommerce } from './fakeCommerce'
import { addItem, validToken, settled } from './harness'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

const engineStore = () => createEngineStore()

let engines: Engine[] = []
beforeEach(async () => {
  resetApiRuntime()
  setApiRuntime({ baseUrls: BASES })
  await clear(engineStore().relaxed)
})
afterEach(async () => {
  server.resetHandlers()
  await Promise.all(engines.map((e) => e.dispose()))
  engines = []
})

const draft = (n: number, durability: EventDraft['durability'] = 'relaxed'): EventDraft => ({
  stream: 'cart/summit-en-us',
  commandId: `c${n}`,
  at: n,
  v: 1,
  type: 'v1.CartItemRemoveRequested',
  payload: { _tag: 'v1.CartItemRemoveRequested', itemId: `i${n}` },
  durability,
})

/** Wraps a store function, observing each transaction's mode and durability. */
const observed = (base: UseStore, seen: Array<{ mode: IDBTransactionMode; durability: IDBTransactionDurability }>): UseStore => (mode, callback) =>
  base(mode, (os) => {
    seen.push({ mode, durability: os.transaction.durability })
    return callback(os)
  })

const storeWith = (wrap: (base: UseStore) => UseStore, name = 'summit-engine'): EngineStore => {
  const base = createEngineStore(name)
  return { relaxed: wrap(base.relaxed), strict: wrap(base.strict) }
}

const failing = (name: string, message: string, modes: ReadonlyArray<IDBTransactionMode> = ['readwrite']) => (base: UseStore): UseStore => (mode, callback) =>
  modes.includes(mode) ? Promise.reject(new DOMException(message, name)) : base(mode, callback)

/** An object store whose put throws (quota exceeded while writing). */
const putThrows = (base: UseStore): UseStore => (mode, callback) =>
  base(mode, (os) =>
    callback(
      new Proxy(os, {
        get: (target, prop) => {
          if (prop === 'put') return () => {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
          }
          const value = Reflect.get(target, prop, target) as unknown
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
        },
      }),
    ),
  )

const run = <A>(store: EngineStore, program: Effect.Effect<A, unknown, EventLog>) => Effect.runPromise(program.pipe(Effect.provide(eventLogIndexedDb({ store }))))

describe('IndexedDB event log', () => {
  it('assigns seq in the write transaction; the appends of one tick share one relaxed transaction, one zero-padded key per event', async () => {
    const seen: Array<{ mode: IDBTransactionMode; durability: IDBTransactionDurability }> = []
    const store = storeWith((base) => observed(base, seen), 'batch-test')
    const appended = await run(
      store,
      Effect.gen(function* () {
        const log = yield* EventLog
        return yield* Effect.all([log.append([draft(1)]), log.append([draft(2), draft(3)]), log.append([draft(4)])], { concurrency: 'unbounded' })
      }),
    )
    expect(appended.map((batch) => batch.map((r) => r.seq))).toEqual([[1], [2, 3], [4]])
    expect(seen.filter((s) => s.mode === 'readwrite')).toEqual([{ mode: 'readwrite', durability: 'relaxed' }])
    const read = await run(store, EventLog.use((log) => log.read))
    expect(read.map((r) => [r.seq, r.commandId])).toEqual([[1, 'c1'], [2, 'c2'], [3, 'c3'], [4, 'c4']])
    expect(await keys(store.relaxed)).toEqual(['000000000001', '000000000002', '000000000003', '000000000004', META_SEQ_KEY])
    await clear(store.relaxed)
  })

  it('group commit: appends made while a write is in flight share the next transaction, in call order', async () => {
    const seen: Array<{ mode: IDBTransactionMode; durability: IDBTransactionDurability }> = []
    // The first write stays in flight until the gate opens.
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    const held = (base: UseStore): UseStore => (mode, callback) => base(mode, callback).then((result) => (mode === 'readwrite' ? gate.then(() => result) : result))
    const store = storeWith((base) => held(observed(base, seen)), 'group-test')
    const log = await Effect.runPromise(
      Effect.gen(function* () {
        return yield* EventLog
      }).pipe(Effect.provide(eventLogIndexedDb({ store }))),
    )
    const first = Effect.runPromise(log.append([draft(1)]))
    // Let the first write start (it is opened at the end of the current microtask queue).
    while (seen.length === 0) await new Promise((resolve) => setImmediate(resolve))
    const second = Effect.runPromise(log.append([draft(2)]))
    await new Promise((resolve) => setImmediate(resolve))
    const third = Effect.runPromise(log.append([draft(3), draft(4)]))
    await new Promise((resolve) => setImmediate(resolve))
    open()
    const batches = await Promise.all([first, second, third])
    expect(batches.map((batch) => batch.map((r) => r.seq))).toEqual([[1], [2], [3, 4]])
    expect(seen.filter((s) => s.mode === 'readwrite')).toHaveLength(2)
    const read = await Effect.runPromise(log.read)
    expect(read.map((r) => r.commandId)).toEqual(['c1', 'c2', 'c3', 'c4'])
    await clear(store.relaxed)
  })

  it('opens the batch strict when one of its events is strict (order and payment events)', async () => {
    const seen: Array<{ mode: IDBTransactionMode; durability: IDBTransactionDurability }> = []
    const store = storeWith((base) => observed(base, seen), 'strict-test')
    await run(
      store,
      Effect.gen(function* () {
        const log = yield* EventLog
        yield* log.append([draft(1)])
        yield* Effect.all([log.append([draft(2)]), log.append([draft(3, 'strict')])], { concurrency: 'unbounded' })
      }),
    )
    expect(seen.filter((s) => s.mode === 'readwrite').map((s) => s.durability)).toEqual(['relaxed', 'strict'])
    await clear(store.relaxed)
  })

  it('continues the seq of a log written before the counter existed', async () => {
    const store = createEngineStore('legacy-test')
    const legacy = (seq: number): StoredEventRecord => ({ ...draft(seq), seq })
    await setMany([['000000000007', legacy(7)], ['000000000003', legacy(3)]], store.relaxed)
    const appended = await run(store, EventLog.use((log) => log.append([draft(8)])))
    expect(appended.map((r) => r.seq)).toEqual([8])
    await clear(store.relaxed)
  })

  it('an engine reloaded from the log projects the same state, without calling the cart', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const layer = (prefix: string) => Layer.merge(memoryLayer({ eventLog: eventLogIndexedDb(), idPrefix: prefix }), tokenStoreMemory(validToken(commerce.accessToken)))

    const first = createEngine({ site: SITE, layer: layer('a'), onWarning: () => {} })
    engines.push(first)
    await settled(first, addItem('SKU-A', 2))
    await settled(first, addItem('SKU-B', 1))
    const changed = await settled(first, { _tag: 'cart.ChangeQuantity', itemId: 'B1-item-2', qty: 4 })
    expect(changed.ok).toBe(true)
    const before = first.getState()
    const exported = first.exportLog()
    await first.dispose()

    const stored = (await entries<string, unknown>(engineStore().relaxed)).filter(([k]) => /^\d+$/.test(String(k))).map(([, v]) => v as StoredEventRecord)
    expect(stored.map((r) => r.seq)).toEqual(exported.events.map((e) => e.seq))
    expect(JSON.stringify(stored)).not.toContain(commerce.accessToken)

    const callsBefore = commerce.calls().length
    const second = createEngine({ site: SITE, layer: layer('b'), loadCartOnStart: false, onWarning: () => {} })
    engines.push(second)
    await second.ready
    expect(second.getState()).toEqual(before)
    expect(second.getState().cart.count).toBe(6)
    expect(commerce.calls().length).toBe(callsBefore)
    expect(second.exportLog()).toEqual(exported)
  })
})

describe('storage failures degrade to an in-memory log with a notice', () => {
  const startWith = (store: EngineStore, accessToken: string) => {
    const layer = Layer.merge(memoryLayer({ eventLog: eventLogIndexedDb({ store }) }), tokenStoreMemory(validToken(accessToken)))
    const engine = createEngine({ site: SITE, layer, onWarning: () => {} })
    engines.push(engine)
    const toasts: Toast[] = []
    engine.subscribeToasts((t) => toasts.push(t))
    return { engine, toasts }
  }

  const cases: ReadonlyArray<[string, (base: UseStore) => UseStore]> = [
    ['quota exceeded on put', putThrows],
    ['the database closing under the page', failing('InvalidStateError', 'The database connection is closing.')],
  ]
  for (const [name, wrap] of cases) {
    it(`${name}: storage 'memory', a toast, and the shopper goes on`, async () => {
      const commerce = makeFakeCommerce()
      server.use(...commerce.handlers)
      const { engine, toasts } = startWith(storeWith(wrap), commerce.accessToken)
      const first = await settled(engine, addItem('SKU-A', 2))
      expect(first.ok).toBe(true)
      expect(engine.getState().storage).toBe('memory')
      expect(toasts).toEqual([expect.objectContaining({ notice: 'storageMemory', persistent: true })])
      const second = await settled(engine, addItem('SKU-B'))
      expect(second.ok).toBe(true)
      expect(engine.getState().cart.items.map((l) => [l.sku, l.qty, l.pending])).toEqual([
        ['SKU-A', 2, null],
        ['SKU-B', 1, null],
      ])
      const seqs = engine.exportLog().events.map((e) => e.seq)
      expect(new Set(seqs).size).toBe(seqs.length)
      expect(toasts).toHaveLength(1)
    })
  }

  it('IndexedDB unavailable (private mode): memory from the start, a notice, and a working cart', async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const { engine, toasts } = startWith(storeWith(failing('NotSupportedError', 'IndexedDB is not available', ['readonly', 'readwrite'])), commerce.accessToken)
    await engine.ready
    expect(engine.getState().storage).toBe('memory')
    expect(toasts.map((t) => t.notice)).toEqual(['storageMemory'])
    const result = await settled(engine, addItem('SKU-A'))
    expect(result.ok).toBe(true)
    expect(engine.getState().cart.count).toBe(1)
  })
})
