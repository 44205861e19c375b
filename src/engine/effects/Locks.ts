// Named locks shared by the tabs of one browser: Web Locks (`navigator.locks`) in the browser, an
// in-memory twin that several engines of one test (or one simulated browser) share. The engine
// holds one while it asks for a guest token, so two tabs starting together (or a tab's start-up and
// its outbox) never create two guest shoppers, one of whom would own the cart while the other's
// token is the one kept. A lock held by a tab that dies is released by the browser.
import { Context, Effect, Layer } from 'effect'

export interface LocksShape {
  /** Runs `effect` while holding the lock `name` (waiting for it first); interruption releases it or stops the wait. */
  readonly withLock: <A, E, R>(name: string, effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
}

export class Locks extends Context.Service<Locks, LocksShape>()('summit/engine/Locks') {}

interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>
}

type Acquire = (name: string, signal: AbortSignal) => Promise<() => void>

/** Acquire: resolves with the release function once the lock is held; an abort (interruption) stops the wait or releases a lock just granted. */
const locksWith = (acquire: Acquire): LocksShape => ({
  // Not acquireUseRelease: its acquire is uninterruptible, and a tab closing while it waits for the lock must not hang.
  withLock: (name, effect) =>
    Effect.uninterruptibleMask((restore) =>
      Effect.flatMap(restore(Effect.promise((signal) => acquire(name, signal))), (release) => Effect.ensuring(restore(effect), Effect.sync(release))),
    ),
})

/** Web Locks; without them (old browsers, Node) every lock is granted at once. */
export const LocksLive: Layer.Layer<Locks> = Layer.succeed(
  Locks,
  locksWith((name, signal) => {
    const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks
    if (!locks) return Promise.resolve(() => {})
    return new Promise<() => void>((granted, refused) => {
      let release: (() => void) | undefined
      // Aborted after the grant (interrupted before the holder saw it): give the lock back.
      signal.addEventListener('abort', () => release?.(), { once: true })
      locks
        .request(name, { signal }, () =>
          new Promise<void>((done) => {
            release = done
            if (signal.aborted) done()
            else granted(done)
          }),
        )
        .catch((error: unknown) => refused(error))
    })
  }),
)

export interface MemoryLocks extends LocksShape {
  /** Names currently held (tests). */
  readonly held: () => ReadonlyArray<string>
}

/** An in-memory lock manager: FIFO per name; engines given the same instance behave like tabs of one browser. */
export const makeMemoryLocks = (): MemoryLocks => {
  const queues = new Map<string, Array<() => void>>()
  const grantHead = (name: string) => {
    const head = queues.get(name)?.[0]
    if (head) head()
  }
  const acquire: Acquire = (name, signal) =>
    new Promise((granted) => {
      const queue = queues.get(name) ?? []
      queues.set(name, queue)
      let released = false
      const release = () => {
        if (released) return
        released = true
        const current = queues.get(name) ?? []
        const wasHead = current[0] === onGrant
        queues.set(
          name,
          current.filter((entry) => entry !== onGrant),
        )
        if (wasHead) grantHead(name)
      }
      const onGrant = () => granted(release)
      signal.addEventListener('abort', release, { once: true })
      queue.push(onGrant)
      if (queue.length === 1) onGrant()
    })
  return { ...locksWith(acquire), held: () => [...queues.entries()].filter(([, q]) => q.length > 0).map(([name]) => name) }
}

export const locksMemory = (locks: LocksShape = makeMemoryLocks()): Layer.Layer<Locks> => Layer.succeed(Locks, locks)
