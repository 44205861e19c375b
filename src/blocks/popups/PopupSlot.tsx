// Where pop-ups appear, in the layout of every page: once the page is idle after hydration, the pop-up
// gate (./PopupGate.tsx) is loaded and fetches the pop-ups; the manager with its views and forms
// (./PopupManager.tsx) only when one may open on the page. Nothing is rendered on the server, so
// pop-ups never hold up a page.
import { lazy, Suspense, useEffect, useState } from 'react'
import type { Site } from '../../api/queries'

const PopupGate = lazy(() => import('./PopupGate'))

export function PopupSlot({ site }: { site: Site }) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const start = () => setReady(true)
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 500)
    return () => (typeof cancelIdleCallback === 'function' && typeof idle === 'number' ? cancelIdleCallback(idle) : clearTimeout(idle as ReturnType<typeof setTimeout>))
  }, [])
  if (!ready) return null
  return (
    <Suspense fallback={null}>
      <PopupGate site={site} />
    </Suspense>
  )
}
