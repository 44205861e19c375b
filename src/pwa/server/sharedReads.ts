// The reads every page of a site makes alike, kept by the server process between renders: the menu,
// the footer, content pages and areas that are not one product's, static pages, the location
// selector (the query factories mark them: `sharedRead` in src/api/queries.ts). Each page used to
// call them again through the API client (in process: the reference services' router, the database,
// JSON both ways, the schemas) and decode and sanitise their sections again.
//
// A value is kept as the query factory made it (decoded, sanitised), keyed by its query key (brand,
// locale, content mode and name), for at most `maxAgeMs`, and dropped when the reference services
// publish a change of content (a change of everything: the feed has no finer kind for content; a
// product's stock or price is in none of these reads). A load begun before such a change is handed to
// its callers but not kept, and nothing is kept until the process hears the feed. Concurrent readers
// of a key share one load; a failed load is not kept. Memory is bounded by the values' JSON size,
// least recently used out first. Nothing of a shopper is in these reads (they carry no token or
// cookie), so sharing them between shoppers shares nothing personal. Each process keeps its own.
import type { Subscribe } from './changeFeed'
import type { Change } from './pageCache'

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
}

/** A change that makes a shared read stale: only a change of everything (content, a reseed). */
const dropsSharedReads = (change: Change): boolean => change.kind === 'all'

export const createSharedReads = (options: SharedReadsOptions) => {
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry>()
  const loading = new Map<string, Promise<unknown>>()
  let bytes = 0
  /** Bumped by every change that drops shared reads: a load begun under an older one is not kept. */
  let generation = 0
  let listening: Promise<boolean> | undefined

  const forget = (key: string): void => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }

  const clear = (): void => {
    entries.clear()
    loading.clear()
    bytes = 0
  }

  const listen = (): Promise<boolean> =>
    (listening ??= options
      .subscribe((change) => {
        if (!dropsSharedReads(change)) return
        generation++
        clear()
      })
      .then(
        () => true,
        (error: unknown) => {
          console.error('[shared-reads] cannot hear the reference services’ changes; reads are not kept', error)
          listening = undefined
          return false
        },
      ))

  const keep = (key: string, value: unknown, at: number): void => {
    let size: number
    try {
      size = JSON.stringify(value)?.length ?? 0
    } catch {
      return
    }
    if (size > options.maxBytes) return
    forget(key)
    entries.set(key, { value, at, bytes: size })
    bytes += size
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break
      forget(oldest)
    }
  }

  const read = <T>(key: string, load: () => Promise<T>): Promise<T> => {
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
    if (pending) return pending as Promise<T>
    const started = generation
    const loaded = load().then(async (value) => {
      if (started === generation && (await listen()) && started === generation) keep(key, value, at)
      return value
    })
    loading.set(key, loaded)
    const done = () => {
      if (loading.get(key) === loaded) loading.delete(key)
    }
    loaded.then(done, done)
    return loaded
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
