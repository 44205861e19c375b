// The reference services' change feed (server/lib/changes.ts), heard once per process and handed to
// every cache of the server entry that a change makes stale: the render cache of shared pages
// (./sharedPages.ts) and the shared reads (./sharedReads.ts). Each subscriber is told whether the
// process listens, as the single subscription to the database would tell it.
import type { Change } from './pageCache'

export type Subscribe = (onChange: (change: Change) => void) => Promise<unknown>

export const createChangeFeed = (subscribe: Subscribe): { readonly subscribe: Subscribe } => {
  const listeners = new Set<(change: Change) => void>()
  let listening: Promise<unknown> | undefined
  return {
    subscribe: (onChange) => {
      listeners.add(onChange)
      const current = (listening ??= subscribe((change) => {
        for (const listener of listeners) listener(change)
      }))
      return current.catch((error: unknown) => {
        // Not listening: the subscriber tries again later, with a listener of its own.
        listeners.delete(onChange)
        if (listening === current) listening = undefined
        throw error
      })
    },
  }
}

/**
 * One subscriber's hearing of the feed: the function returned subscribes on its first call and resolves true once
 * the process listens; false when it cannot (logged, with what the subscriber does without it), and
 * the next call tries again.
 */
export const hearing = (subscribe: Subscribe, onChange: (change: Change) => void, label: string, without: string): (() => Promise<boolean>) => {
  let listening: Promise<boolean> | undefined
  return () =>
    (listening ??= subscribe(onChange).then(
      () => true,
      (error: unknown) => {
        console.error(`[${label}] cannot hear the reference services’ changes; ${without}`, error)
        listening = undefined
        return false
      },
    ))
}
