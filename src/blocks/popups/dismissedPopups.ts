// The pop-ups this device has dismissed (spec 002 sections 3, 4: "dismissed pop-up ids are
// remembered"), in localStorage; at most 50 ids, anything unreadable counts as none.
export const DISMISSED_KEY = 'summit-popups-dismissed'
const MAX = 50

export const readDismissed = (): ReadonlyArray<string> => {
  try {
    const raw = JSON.parse(globalThis.localStorage?.getItem(DISMISSED_KEY) ?? '[]') as unknown
    return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string').slice(-MAX) : []
  } catch {
    return []
  }
}

export const rememberDismissed = (id: string): ReadonlyArray<string> => {
  const next = [...readDismissed().filter((known) => known !== id), id].slice(-MAX)
  try {
    globalThis.localStorage?.setItem(DISMISSED_KEY, JSON.stringify(next))
  } catch {
    // Storage refused: dismissed for this page view only.
  }
  return next
}
