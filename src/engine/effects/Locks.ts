// Named locks shared by the tabs of one browser: Web Locks (`navigator.locks`) in the browser, an
// in-memory twin that several engines of one test (or one simulated browser) share. A lock is held
// exclusively (one holder) or shared (any number, while nobody holds or waits for it exclusively).
// The engine holds one while it asks for a guest token, so two tabs starting together (or a tab's
// start-up and its outbox) never create two guest shoppers; and the session lock: every command
// sent with the shopper's token holds it shared, signing in or out holds it exclusively, so no cart
// change travels while the shopper (and their cart) changes. A lock held by a tab that dies is
// released by the browser. Each tab also holds a lock of its own for its whole life, which the other
// tabs wait on: granted, it tells them the tab is gone (core/tabs.ts); `heldNow` lists them.
import { Context, Effect, Layer } from 'effect'

export type LockMode = 'exclusive' | 'shared'

export interface LocksShape {
  /** Runs `effect` while holding the lock `name` (waiting for it first); interruption releases it or stops the wait. */
  readonly withLock: <A, E, R>(name: string, effect: Effect.Effect<A, E, R>, mode?: LockMode) => Effect.Effect<A, E, R>
  /** The names of the locks held now, by any tab (`navigator.locks.query()`; none where it is missing). */
  readonly heldNow: Effect.Effect<ReadonlyArray<string>>
}

export class Locks extends Context.Service<Locks, LocksShape>()('summit/engine/Locks') {}

interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal; mode?: LockMode }, callback: () => Promise<void>): Promise<unknown>
  query?(): Promise<{ held?: ReadonlyArray<{ name?: string }> }>
}

const lockManager = (): LockManagerLike | undefined => (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks

/** Resolves with the release function once the lock is held; an abort (interruption) stops the wait or releases a lock just granted. */
type Acquire = (name: string, mode: LockMode, signal: AbortSignal) => Promise<() => void>

const locksWith = (acquire: Acquire, heldNow: Effect.Effect<ReadonlyArray<string>>): LocksShape => ({
  heldNow,
  // Not acquireUseRelease: its acquire is uninterruptible, and a tab closing while it waits for the lock must not hang.
  withLock: (name, effect, mode = 'exclusive') =>
    Effect.uninterruptibleMask((restore) =>
      Effect.flatMap(restore(Effect.promise((signal) => acquire(name, mode, signal))), (release) => Effect.ensuring(restore(effect), Effect.sync(release))),
    ),
})

const heldInBrowser: Effect.Effect<ReadonlyArray<string>> = Effect.promise(async () => {
  try {
    const snapshot = await lockManager()?.query?.()
    return (snapshot?.held ?? []).flatMap((lock) => (typeof lock.name === 'string' ? [lock.name] : []))
  } catch {
    return []
  }
})

/** Web Locks; without them (old browsers, Node) every lock is granted at once. */
export const LocksLive: Layer.Layer<Locks> = Layer.succeed(
  Locks,
  locksWith((name, mode, signal) => {
    const locks = lockManager()
    if (!locks) return Promise.resolve(() => {})
    return new Promise<() => void>((granted, refused) => {
      let release: (() => void) | undefined
      // Aborted after the grant (interrupted before the holder saw it): give the lock back.
      signal.addEventListener('abort', () => release?.(), { once: true })
      locks
        .request(name, { signal, mode }, () =>
          new Promise<void>((done) => {
            release = done
            if (signal.aborted) done()
            else granted(done)
          }),
        )
        .catch((error: unknown) => refused(error))
    })
  }, heldInBrowser),
)

export interface MemoryLocks extends LocksShape {
  /** Names currently held (tests). */
  readonly held: () => ReadonlyArray<string>
}

interface Request {
  readonly mode: LockMode
  readonly grant: () => void
  granted: boolean
}

/** An in-memory lock manager: FIFO per name, shared holders together; engines given the same instance behave like tabs of one browser. */
export const makeMemoryLocks = (): MemoryLocks => {
  const queues = new Map<string, Request[]>()
  /** Grants what may run now: the head, and every shared request behind a shared head. */
  const grantReady = (name: string) => {
    const queue = queues.get(name) ?? []
    for (let i = 0; i < queue.length; i++) {
      const request = queue[i]!
      if (i > 0 && (request.mode === 'exclusive' || queue[i - 1]!.mode === 'exclusive' || !queue[i - 1]!.granted)) break
      if (!request.granted) {
        request.granted = true
        request.grant()
      }
      if (request.mode === 'exclusive') break
    }
  }
  const acquire: Acquire = (name, mode, signal) =>
    new Promise((granted) => {
      const queue = queues.get(name) ?? []
      queues.set(name, queue)
      let released = false
      const release = () => {
        if (released) return
        released = true
        const rest = (queues.get(name) ?? []).filter((r) => r !== request)
        if (rest.length > 0) queues.set(name, rest)
        else queues.delete(name)
        grantReady(name)
      }
      const request: Request = { mode, granted: false, grant: () => granted(release) }
      signal.addEventListener('abort', release, { once: true })
      queue.push(request)
      grantReady(name)
    })
  const held = () => [...queues.entries()].filter(([, q]) => q.some((r) => r.granted)).map(([name]) => name)
  return { ...locksWith(acquire, Effect.sync(held)), held }
}

export const locksMemory = (locks: LocksShape = makeMemoryLocks()): Layer.Layer<Locks> => Layer.succeed(Locks, locks)
