// The idle timeout of a store associate's session (issue 15): no pointer, key, scroll or touch on the
// page for `minutes` signs the associate out (ASSOCIATE_IDLE_MINUTES, src/site/settings.ts).
import { useEffect, useRef } from 'react'

const ACTIVITY = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const

/** Signs the associate out after `minutes` without input on the page. */
export const useIdleSignOut = (minutes: number, signOut: () => Promise<void>): void => {
  const latest = useRef(signOut)
  latest.current = signOut
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const arm = () => {
      if (timer !== undefined) clearTimeout(timer)
      timer = setTimeout(() => void latest.current(), minutes * 60_000)
    }
    arm()
    for (const type of ACTIVITY) window.addEventListener(type, arm, { passive: true, capture: true })
    return () => {
      if (timer !== undefined) clearTimeout(timer)
      for (const type of ACTIVITY) window.removeEventListener(type, arm, { capture: true })
    }
  }, [minutes])
}
