// Sections found empty for this visitor (a segmentation or an experience that chose nothing, spec 002
// section 4): blocks that refer to a section by id (a promo bar's messages, spec 002 section 4
// "messages whose section has been found empty are dropped") leave out what points at one. The
// block that finds its section empty marks it here.
import { useSyncExternalStore } from 'react'

let empty: ReadonlySet<string> = new Set()
const listeners = new Set<() => void>()

export const markSectionEmpty = (sectionId: string): void => {
  if (empty.has(sectionId)) return
  empty = new Set([...empty, sectionId])
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const NONE: ReadonlySet<string> = new Set()

/** The ids of the sections found empty so far (none during the server render and hydration). */
export const useEmptySections = (): ReadonlySet<string> =>
  useSyncExternalStore(
    subscribe,
    () => empty,
    () => NONE,
  )
