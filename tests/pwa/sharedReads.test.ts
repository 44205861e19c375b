// The reads many pages make alike, kept by the server process (src/pwa/server/sharedReads.ts), and
// the change feed that drops them and the render cache's pages (src/pwa/server/changeFeed.ts).
import { describe, expect, it, vi } from 'vitest'
import { createChangeFeed } from '../../src/pwa/server/changeFeed'
import type { Change } from '../../src/pwa/server/pageCache'
import { createSharedReads } from '../../src/pwa/server/sharedReads'

/** A feed the test publishes on; `fail` makes subscribing fail. */
const feedOf = (options: { fail?: boolean } = {}) => {
  let publish: (change: Change) => void = () => undefined
  const subscribe = vi.fn(async (onChange: (change: Change) => void) => {
    if (options.fail) throw new Error('no LISTEN')
    publish = onChange
    return () => Promise.resolve()
  })
  return { subscribe, publish: (change: Change) => publish(change) }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('shared reads', () => {
  it('load once, then answer from memory; each key its own', async () => {
    const feed = feedOf()
    const reads = createSharedReads({ maxBytes: 1e6, maxAgeMs: 60_000, subscribe: feed.subscribe })
    const load = vi.fn(async () => ({ items: ['Men', 'Women'] }))
    const first = await reads.read('menu summit en-us', load)
    const second = await reads.read('menu summit en-us', load)
    expect(second).toBe(first)
    expect(load).toHaveBeenCalledTimes(1)
    await reads.read('menu summit fr-fr', load)
    expect(load).toHaveBeenCalledTimes(2)
    expect(reads.size).toBe(2)
  })

  it('concurrent readers share one load; a failed load is not kept', async () => {
    const reads = createSharedReads({ maxBytes: 1e6, maxAgeMs: 60_000, subscribe: feedOf().subscribe })
    let release: (value: string) => void = () => undefined
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)))
    const a = reads.read('k', load)
    const b = reads.read('k', load)
    release('v')
    expect(await a).toBe('v')
    expect(await b).toBe('v')
    expect(load).toHaveBeenCalledTimes(1)

    const failing = vi.fn(async () => {
      throw new Error('content service down')
    })
    await expect(reads.read('broken', failing)).rejects.toThrow('content service down')
    await expect(reads.read('broken', failing)).rejects.toThrow('content service down')
    expect(failing).toHaveBeenCalledTimes(2)
  })

  it('a published change of content drops every value; stock and price changes drop none', async () => {
    const feed = feedOf()
    const reads = createSharedReads({ maxBytes: 1e6, maxAgeMs: 60_000, subscribe: feed.subscribe })
    let version = 1
    const load = vi.fn(async () => ({ version }))
    expect(await reads.read('footer', load)).toEqual({ version: 1 })
    feed.publish({ kind: 'stock', productIds: ['SUM1'] })
    feed.publish({ kind: 'product', productIds: ['SUM1'] })
    expect(await reads.read('footer', load)).toEqual({ version: 1 })
    version = 2
    feed.publish({ kind: 'all' })
    expect(reads.size).toBe(0)
    expect(await reads.read('footer', load)).toEqual({ version: 2 })
  })

  it('a read of one product’s is dropped by a change of that product’s stock, price or listing; others stay', async () => {
    const feed = feedOf()
    const reads = createSharedReads({ maxBytes: 1e6, maxAgeMs: 60_000, subscribe: feed.subscribe })
    let stock = 5
    const load = vi.fn(async () => ({ variants: { SKU: { quantity: stock } } }))
    const inventory = (id: string) => reads.read(`inventory ${id}`, load, id)
    await inventory('SUM1')
    await inventory('SUM2')
    await reads.read('menu', async () => 'menu')
    stock = 4
    feed.publish({ kind: 'stock', productIds: ['SUM1'] })
    expect(await inventory('SUM1')).toEqual({ variants: { SKU: { quantity: 4 } } })
    expect(await inventory('SUM2')).toEqual({ variants: { SKU: { quantity: 5 } } })
    expect(load).toHaveBeenCalledTimes(3)
    feed.publish({ kind: 'product', productIds: ['SUM2'] })
    await inventory('SUM2')
    expect(load).toHaveBeenCalledTimes(4)
    expect(await reads.read('menu', async () => 'unused')).toBe('menu')
  })

  it('a load of a product’s begun before a change of that product is not kept; of another product’s it is', async () => {
    const feed = feedOf()
    const reads = createSharedReads({ maxBytes: 1e6, maxAgeMs: 60_000, subscribe: feed.subscribe })
    await reads.read('warm', async () => 1)
    const releases: Array<() => void> = []
    const slow = (value: string) => () => new Promise<string>((resolve) => releases.push(() => resolve(value)))
    const one = reads.read('inventory SUM1', slow('old 1'), 'SUM1')
    const two = reads.read('inventory SUM2', slow('old 2'), 'SUM2')
    feed.publish({ kind: 'stock', productIds: ['SUM1'] })
    for (const release of releases) release()
    expect([await one, await two]).toEqual(['old 1', 'old 2'])
    expect(await reads.read('inventory SUM1', async () => 'new 1', 'SUM1')).toBe('new 1')
    expect(await reads.read('inventory SUM2', async () => 'unused', 'SUM2')).toBe('old 2')
  })

  it('a read showing several products (recommendations) is dropped by a change of any of them, also one made while it loaded', async () => {
    const feed = feedOf()
    const reads = createSharedReads({ maxBytes: 1e6, maxAgeMs: 60_000, subscribe: feed.subscribe })
    let price = 100
    const load = vi.fn(async () => ({ items: [{ id: 'SUM2', price }, { id: 'SUM3', price: 50 }] }))
    const shown = (answer: { items: ReadonlyArray<{ id: string }> }) => ['SUM1', ...answer.items.map((item) => item.id)]
    const recommendations = () => reads.read('recommendations SUM1', load, shown)
    await recommendations()
    feed.publish({ kind: 'product', productIds: ['SUM9'] })
    await recommendations()
    expect(load).toHaveBeenCalledTimes(1)
    price = 80
    feed.publish({ kind: 'product', productIds: ['SUM2'] })
    expect((await recommendations()).items[0]!.price).toBe(80)
    expect(load).toHaveBeenCalledTimes(2)

    // A change of a product it shows, heard while it loaded (its products known only from the answer): answered, not kept.
    feed.publish({ kind: 'all' })
    let release: () => void = () => undefined
    const slow = () => new Promise<{ items: Array<{ id: string; price: number }> }>((resolve) => (release = () => resolve({ items: [{ id: 'SUM3', price: 50 }] })))
    const during = reads.read('recommendations SUM1', slow, shown)
    feed.publish({ kind: 'stock', productIds: ['SUM3'] })
    release()
    expect((await during).items).toHaveLength(1)
    expect(await reads.read('recommendations SUM1', async () => ({ items: [] }), shown)).toEqual({ items: [] })
  })

  it('a load begun before a change is answered but not kept', async () => {
    const feed = feedOf()
    const reads = createSharedReads({ maxBytes: 1e6, maxAgeMs: 60_000, subscribe: feed.subscribe })
    await reads.read('warm', async () => 1)
    let release: (value: string) => void = () => undefined
    const before = reads.read('menu', () => new Promise<string>((resolve) => (release = resolve)))
    feed.publish({ kind: 'all' })
    // A reader after the change does not wait for the load begun before it.
    const after = reads.read('menu', async () => 'new')
    release('old')
    expect(await before).toBe('old')
    expect(await after).toBe('new')
    expect(await reads.read('menu', async () => 'unused')).toBe('new')
  })

  it('keep nothing while the change feed cannot be heard', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const reads = createSharedReads({ maxBytes: 1e6, maxAgeMs: 60_000, subscribe: feedOf({ fail: true }).subscribe })
    const load = vi.fn(async () => 'menu')
    await reads.read('menu', load)
    await settle()
    await reads.read('menu', load)
    expect(load).toHaveBeenCalledTimes(2)
    expect(reads.size).toBe(0)
    error.mockRestore()
  })

  it('age out, and keep within their memory, least recently used out first', async () => {
    let now = 0
    const reads = createSharedReads({ maxBytes: 3 * 1002, maxAgeMs: 60_000, subscribe: feedOf().subscribe, now: () => now })
    const value = 'x'.repeat(1000) // 1,002 characters of JSON
    for (const key of ['a', 'b', 'c']) await reads.read(key, async () => value)
    await reads.read('a', async () => 'unused')
    await reads.read('d', async () => value)
    expect(reads.size).toBe(3)
    expect(reads.usedBytes).toBeLessThanOrEqual(3 * 1002)
    const reload = vi.fn(async () => value)
    await reads.read('b', reload)
    expect(reload).toHaveBeenCalledTimes(1)
    await reads.read('a', reload)
    expect(reload).toHaveBeenCalledTimes(1)

    now = 60_001
    await reads.read('a', reload)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})

describe('the change feed', () => {
  it('subscribes once and tells every subscriber', async () => {
    const feed = feedOf()
    const changes = createChangeFeed(feed.subscribe)
    const heard: string[] = []
    await changes.subscribe((change) => heard.push(`pages ${change.kind}`))
    await changes.subscribe((change) => heard.push(`reads ${change.kind}`))
    expect(feed.subscribe).toHaveBeenCalledTimes(1)
    feed.publish({ kind: 'all' })
    expect(heard).toEqual(['pages all', 'reads all'])
  })

  it('a failed subscription is tried again by the next subscriber, without the failed listener', async () => {
    let fail = true
    let publish: (change: Change) => void = () => undefined
    const subscribe = vi.fn(async (onChange: (change: Change) => void) => {
      if (fail) throw new Error('no LISTEN')
      publish = onChange
    })
    const changes = createChangeFeed(subscribe)
    const heard: string[] = []
    await expect(changes.subscribe(() => heard.push('first'))).rejects.toThrow('no LISTEN')
    fail = false
    await changes.subscribe(() => heard.push('second'))
    publish({ kind: 'all' })
    expect(heard).toEqual(['second'])
    expect(subscribe).toHaveBeenCalledTimes(2)
  })
})
