// The code of each block type is its own chunk, loaded when a page needs it. This module keeps what
// has been loaded, so a block whose code is here renders at once (no suspense), and a block whose
// code is not suspends until it is. Route loaders load the code of a page's blocks before the
// server renders it (the server never suspends on a block); in the browser, blocks below the fold
// load theirs when they come near the viewport (./BlockRenderer.tsx).
import type { ComponentType } from 'react'

export type BlockLoader<P> = () => Promise<ComponentType<P>>

interface Entry {
  component?: ComponentType<never>
  promise: Promise<ComponentType<never>>
  error?: unknown
}

// Keyed by the loader function, so a registry made for a test keeps its own entries.
const entries = new WeakMap<BlockLoader<never>, Entry>()

/** Starts (or reuses) the load of a block's code. Never rejects: a failed load is kept and thrown at render. */
export const loadBlock = <P>(loader: BlockLoader<P>): Promise<ComponentType<P>> => {
  const key = loader as unknown as BlockLoader<never>
  let entry = entries.get(key)
  if (!entry) {
    const created: Entry = {
      promise: loader().then(
        (component) => {
          created.component = component as ComponentType<never>
          return component as ComponentType<never>
        },
        (error: unknown) => {
          created.error = error
          // Forget it, so a later render (a new chunk after a deploy, the network back) tries again.
          entries.delete(key)
          throw error
        },
      ),
    }
    entries.set(key, created)
    entry = created
  }
  return entry.promise.catch(() => undefined as never) as Promise<ComponentType<P>>
}

/** The block's code if it is loaded, else undefined. */
export const loadedBlock = <P>(loader: BlockLoader<P>): ComponentType<P> | undefined =>
  entries.get(loader as unknown as BlockLoader<never>)?.component as ComponentType<P> | undefined

/** The promise a render waits on for this block's code (rejects when the load fails). */
export const blockPromise = <P>(loader: BlockLoader<P>): Promise<ComponentType<P>> => {
  void loadBlock(loader)
  return entries.get(loader as unknown as BlockLoader<never>)?.promise as Promise<ComponentType<P>>
}
