// Mounted once in the root document: registers the service worker after hydration (client only) and,
// on each client-side navigation to another path, asks it to save that page for offline use (a full
// page load is saved by the worker itself).
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { keepPageForOffline, registerServiceWorker } from './registerServiceWorker'

export function ServiceWorkerMount() {
  // The location once its page has loaded.
  const pathname = useRouterState({ select: (s) => s.resolvedLocation?.pathname ?? null })
  const href = useRouterState({ select: (s) => s.resolvedLocation?.href ?? null })
  const firstPath = useRef<string | null>(null)

  useEffect(() => {
    registerServiceWorker()
  }, [])

  useEffect(() => {
    if (pathname === null || href === null) return
    if (firstPath.current === null) {
      firstPath.current = pathname
      return
    }
    keepPageForOffline(href)
    // Only a new path counts: filter and sort changes on one page are not saved one by one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname])

  return null
}
