// What the shopper closed: the promo bar and the benefit bar store a closed flag (spec 002 sections 4
// and 9). The flags live in a cookie, so the server leaves a closed bar out of the page it renders
// (no bar shown and then removed, which would move the page): the locale layout reads the cookie in
// its loader and provides the flags here; closing writes the cookie and hides the bar at once.
// Shared pages (src/pwa/server/sharedPages.ts) are rendered from a request without cookies, so their
// HTML holds every bar: after hydration the provider reads the page's cookie and hides the bars it
// names (the bar shows until then on those pages, never on a personal page).
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'

export const CLOSED_COOKIE = 'summit-closed'
const ENTRY = /^[a-zA-Z]{1,20}:[A-Za-z0-9_-]{1,80}$/
const MAX_ENTRIES = 30
const YEAR_SECONDS = 365 * 24 * 60 * 60

/** The flags in a cookie's value (`kind:id` entries separated by `|`); anything malformed is dropped. */
export const parseClosed = (value: string | undefined | null): ReadonlyArray<string> => {
  if (!value) return []
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return []
  }
  return [...new Set(decoded.split('|').filter((entry) => ENTRY.test(entry)))].slice(-MAX_ENTRIES)
}

/** The cookie's value in a Cookie header or document.cookie. */
export const closedCookieIn = (cookieHeader: string): string | undefined =>
  cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CLOSED_COOKIE}=`))
    ?.slice(CLOSED_COOKIE.length + 1)

/**
 * The flags as a store the bars subscribe to. The context's value never changes (a store object), so
 * closing a bar re-renders that bar only: a changed context value would reach the blocks below the
 * fold still showing the server's HTML, which React would then render again on the client, empty
 * until their code comes.
 */
export class ClosedFlagsStore {
  private flags: ReadonlyArray<string>
  private readonly initial: ReadonlyArray<string>
  private readonly listeners = new Set<() => void>()

  constructor(initial: ReadonlyArray<string>) {
    this.initial = initial
    this.flags = initial
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  snapshot = (): ReadonlyArray<string> => this.flags

  /** What the server rendered with: a bar hydrating late renders as the server did, then hides. */
  serverSnapshot = (): ReadonlyArray<string> => this.initial

  /** Takes the flags of the page's cookie (a shared page's server did not see it). */
  adopt(flags: ReadonlyArray<string>): void {
    const next = [...new Set([...this.flags, ...flags])].slice(-MAX_ENTRIES)
    if (next.length === this.flags.length) return
    this.flags = next
    for (const listener of this.listeners) listener()
  }

  close(kind: string, id: string): void {
    const entry = `${kind}:${id}`
    if (!ENTRY.test(entry) || this.flags.includes(entry)) return
    this.flags = [...this.flags, entry].slice(-MAX_ENTRIES)
    document.cookie = `${CLOSED_COOKIE}=${encodeURIComponent(this.flags.join('|'))}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`
    for (const listener of this.listeners) listener()
  }
}

const ClosedFlagsContext = createContext<ClosedFlagsStore>(new ClosedFlagsStore([]))

export function ClosedFlagsProvider({ initial, children }: { initial: ReadonlyArray<string>; children: ReactNode }) {
  const [store] = useState(() => new ClosedFlagsStore(initial))
  useEffect(() => store.adopt(parseClosed(closedCookieIn(document.cookie))), [store])
  return <ClosedFlagsContext.Provider value={store}>{children}</ClosedFlagsContext.Provider>
}

/** Whether this bar was closed, and how to close it. */
export const useClosedFlag = (kind: 'promoBar' | 'benefitBar', id: string): readonly [closed: boolean, close: () => void] => {
  const store = useContext(ClosedFlagsContext)
  const flags = useSyncExternalStore(store.subscribe, store.snapshot, store.serverSnapshot)
  return [flags.includes(`${kind}:${id}`), () => store.close(kind, id)] as const
}
