// What the shopper closed: the promo bar and the benefit bar store a closed flag (spec 002 sections 4
// and 9). The flags live in a cookie, so the server leaves a closed bar out of the page it renders
// (no bar shown and then removed, which would move the page): the locale layout reads the cookie in
// its loader and provides the flags here; closing writes the cookie and hides the bar at once.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'

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

interface ClosedFlags {
  readonly closed: ReadonlySet<string>
  close(kind: string, id: string): void
}

const ClosedFlagsContext = createContext<ClosedFlags>({ closed: new Set(), close: () => {} })

export function ClosedFlagsProvider({ initial, children }: { initial: ReadonlyArray<string>; children: ReactNode }) {
  const [flags, setFlags] = useState<ReadonlyArray<string>>(initial)
  const close = useCallback((kind: string, id: string) => {
    const entry = `${kind}:${id}`
    if (!ENTRY.test(entry)) return
    setFlags((previous) => {
      const next = [...previous.filter((flag) => flag !== entry), entry]
      document.cookie = `${CLOSED_COOKIE}=${encodeURIComponent(next.slice(-MAX_ENTRIES).join('|'))}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`
      return next
    })
  }, [])
  const value = useMemo(() => ({ closed: new Set(flags), close }), [flags, close])
  return <ClosedFlagsContext.Provider value={value}>{children}</ClosedFlagsContext.Provider>
}

/** Whether this bar was closed, and how to close it. */
export const useClosedFlag = (kind: 'promoBar' | 'benefitBar', id: string): readonly [closed: boolean, close: () => void] => {
  const { closed, close } = useContext(ClosedFlagsContext)
  return [closed.has(`${kind}:${id}`), () => close(kind, id)] as const
}
