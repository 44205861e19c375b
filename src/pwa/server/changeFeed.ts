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
