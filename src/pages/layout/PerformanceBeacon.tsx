// Mounts the performance reporter (../performance/reporter.ts) when the client ingest flag is on, once the page is
// idle: with the flag off (the default) a page loads none of its code.
import { useEffect } from 'react'
import { useRouteContext } from '@tanstack/react-router'
import { useSite } from '../../site/useSite'
import type { RequestSite } from '../../api/client'

let started = false
/** The site shown now: the shopper may change locale after the reporter started. */
let shown: RequestSite | undefined

export function PerformanceBeacon() {
  const { settings } = useRouteContext({ from: '__root__' })
  const site = useSite()
  useEffect(() => {
    shown = { brand: site.brand, locale: site.locale }
    if (!settings.performanceIngest || started) return
    started = true
    const start = () => void import('../performance/reporter').then(({ startReporting }) => startReporting(() => shown ?? { brand: site.brand, locale: site.locale }))
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5000 })
    else setTimeout(start, 2000)
  }, [settings.performanceIngest, site.brand, site.locale])
  return null
}
