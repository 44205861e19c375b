// The reads many pages make alike, kept by the server process between renders: the menu, the
// footer, content pages and areas, static pages, the location selector, a product's details, stock
// and content area, and recommendations (the query factories mark them: `sharedRead` in
// src/api/queries.ts). Each page used to call them again through the API
// client (in process: the reference services' router, the database, JSON both ways, the schemas)
// and decode and sanitise their sections again.
//
// A value is kept as the query factory made it (decoded, sanitised), keyed by its query key (brand,
// locale, content mode, name or product), for at most `maxAgeMs`, and dropped when the reference
// services publish a change it shows: a read of one product's (its details, stock, content) by a
// stock, price or product change of that product, a read showing several (recommendations) by a
// change of any of them; any read by a change of everything (content, a reseed: the feed has no finer
// kind for content). A load begun before such a change is handed to its callers but not
// kept, and nothing is kept until the process hears the feed. Concurrent readers of a key share one
// load; a failed load is not kept. Memory is bounded by the values' JSON size, least recently used
// out first. Nothing of a shopper is in these reads (they carry no token or cookie), so sharing them
// between shoppers shares nothing personal. Each process keeps its own.
import { hearing, type Subscribe } from './changeFeed'

/** The products whose changes make a value stale: one known before the load, or those the value shows (the API runtime's `SharedReads`). */
type SharedReadProducts<T> = string | ((value: T) => Iterable<string>)

export interface SharedReadsOptions {
  /** Memory the kept values may take, counted as their JSON's length. */
  readonly maxBytes: number
  /** Longest a value is kept (a published change drops it sooner). */
  readonly maxAgeMs: number
  readonly subscribe: Subscribe
  readonly now?: () => number
}

interface Entry {
  readonly value: unknown
  readonly at: number
  readonly bytes: number
  /** The products whose changes drop it; none: only a change of everything does. */
  readonly productIds: ReadonlySet<string> | undefined
}

interface Loading {
  readonly promise: Promise<unknown>
  readonly productId: string | undefined
}

/** Products whose last change is remembered (for the loads in flight); past it, all are forgotten as a change of everything. */
const CHANGED_PRODUCTS_REMEMBERED = 10_000

export const createSharedReads = (options: SharedReadsOptions) => {
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry>()
  const loading = new Map<string, Loading>()
  let bytes = 0
  /** Changes heard so far; a load is kept only if nothing it reads changed after it began. */
  let changes = 0
  let everythingChangedAt = 0
  const productChangedAt = new Map<string, number>()

  const forget = (key: string): void => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }

  const listen = hearing(
    options.subscribe,
    (change) => {
      changes++
      if (change.kind === 'all' || productChangedAt.size >= CHANGED_PRODUCTS_REMEMBERED) {
        everythingChangedAt = changes
        productChangedAt.clear()
        entries.clear()
        loading.clear()
        bytes = 0
        return
      }
      const ids = new Set(change.productIds)
      for (const id of ids) productChangedAt.set(id, changes)
      for (const [key, entry] of entries) if (entry.productIds !== undefined && [...entry.productIds].some((id) => ids.has(id))) forget(key)
      for (const [key, load] of loading) if (load.productId !== undefined && ids.has(load.productId)) loading.delete(key)
    },
    'shared-reads',
    'reads are not kept',
  )

  const unchangedSince = (began: number, productIds: ReadonlySet<string> | undefined): boolean =>
    everythingChangedAt <= began && [...(productIds ?? [])].every((id) => (productChangedAt.get(id) ?? 0) <= began)

  const keep = (key: string, value: unknown, at: number, productIds: ReadonlySet<string> | undefined): void => {
    let size: number
    try {
      size = JSON.stringify(value)?.length ?? 0
    } catch {
      return
    }
    if (size > options.maxBytes) return
    forget(key)
    entries.set(key, { value, at, bytes: size, productIds })
    bytes += size
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break
      forget(oldest)
    }
  }

  /** The value of `key`, kept or loaded; `products` names the products whose changes make it stale. */
  const read = <T>(key: string, load: () => Promise<T>, products?: SharedReadProducts<T>): Promise<T> => {
    void listen()
    const at = now()
    const found = entries.get(key)
    if (found && at - found.at <= options.maxAgeMs) {
      // Used now: to the end of the line.
      entries.delete(key)
      entries.set(key, found)
      return Promise.resolve(found.value as T)
    }
    if (found) forget(key)
    const pending = loading.get(key)
    if (pending) return pending.promise as Promise<T>
    const began = changes
    // A product known before the load: a change of it drops the load in flight too.
    const productId = typeof products === 'string' ? products : undefined
    const promise = load().then(async (value) => {
      const productIds = products === undefined ? undefined : new Set(typeof products === 'string' ? [products] : products(value))
      if (unchangedSince(began, productIds) && (await listen()) && unchangedSince(began, productIds)) keep(key, value, at, productIds)
      return value
    })
    loading.set(key, { promise, productId })
    const done = () => {
      if (loading.get(key)?.promise === promise) loading.delete(key)
    }
    promise.then(done, done)
    return promise
  }

  return {
    read,
    /** Values kept now. */
    get size(): number {
      return entries.size
    },
    get usedBytes(): number {
      return bytes
    },
  }
}
