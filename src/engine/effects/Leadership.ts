// One tab drains the outbox: the holder of a Web Lock (`navigator.locks`). The lock is held until
// the tab closes or gives it up, then the next waiting tab gets it. The in-memory twin is an
// election several engines of one test share. Without Web Locks (old browsers, Node) every tab leads:
// idempotency keys keep a command that two tabs both send applied once.
import { Context, Layer } from 'effect'

export interface LeadershipShape {
  /**
   * Asks for the lock `name`; calls `onLeader` once it is held. The returned function gives the
   * lock up (or stops waiting for it).
   */
  readonly claim: (name: string, onLeader: () => void) => () => void
}

export class Leadership extends Context.Service<Leadership, LeadershipShape>()('summit/engine/Leadership') {}

interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>
}

export const LeadershipLive: Layer.Layer<Leadership> = Layer.succeed(Leadership, {
  claim: (name, onLeader) => {
    const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks
    if (!locks) {
      onLeader()
      return () => {}
    }
    const waiting = new AbortController()
    let release: (() => void) | undefined
    let released = false
    locks
      .request(name, { signal: waiting.signal }, () => {
        if (released) return Promise.resolve()
        onLeader()
        return new Promise<void>((resolve) => (release = resolve))
      })
      .catch(() => {
        // AbortError: we stopped waiting.
      })
    return () => {
      released = true
      if (release) release()
      else waiting.abort()
    }
  },
})

export interface LeaderElection {
  /** Current holder per lock name (for tests). */
  readonly holder: (name: string) => number | undefined
  readonly claim: LeadershipShape['claim']
}

/** An in-memory lock manager: first claimant leads; when it gives up, the next in line does. */
export const makeLeaderElection = (): LeaderElection => {
  let next = 0
  const queues = new Map<string, Array<{ id: number; onLeader: () => void }>>()
  const promote = (name: string) => {
    const head = queues.get(name)?.[0]
    if (head) queueMicrotask(() => (queues.get(name)?.[0] === head ? head.onLeader() : undefined))
  }
  return {
    holder: (name) => queues.get(name)?.[0]?.id,
    claim: (name, onLeader) => {
      const id = ++next
      const queue = queues.get(name) ?? []
      queues.set(name, queue)
      queue.push({ id, onLeader })
      if (queue.length === 1) promote(name)
      return () => {
        const current = queues.get(name) ?? []
        const wasHead = current[0]?.id === id
        queues.set(
          name,
          current.filter((c) => c.id !== id),
        )
        if (wasHead) promote(name)
      }
    },
  }
}

export const leadershipMemory = (election: LeaderElection = makeLeaderElection()): Layer.Layer<Leadership> =>
  Layer.succeed(Leadership, { claim: election.claim })
