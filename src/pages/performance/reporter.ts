// Field measures of the page (Core Web Vitals and the loading milestones, by web-vitals) sent in
// batches to the performance ingest beacon (POST /fapi/performance/ingest) when the client ingest
// flag is on (spec 001 section 9). Loaded after the page is idle (../layout/PerformanceBeacon.tsx): the
// observers are buffered, so the page's LCP, FCP and TTFB are still seen. A batch goes when it is
// full or when the page is hidden (the shopper leaves or switches tabs), with fetch's keepalive so
// it outlives the page; a failed send is dropped (measures are samples, never worth a retry).
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals'
import { requestPromise } from '../../api/client'
import type { RequestSite } from '../../api/client'
import { MAX_MEASURES, type PerformanceMeasure } from '../../contract/schemas/internal'
import { pageTypeOf } from '../../contract/site/routeRules'

const NAVIGATION_TYPES = new Set<string>(['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'])

/** A web-vitals metric as a measure of the contract (values clamped to what the service takes). */
export const measureOf = (metric: MetricType, pathname: string): PerformanceMeasure => ({
  name: metric.name,
  value: Math.min(60_000, Math.max(0, Math.round(metric.value * 1000) / 1000)),
  rating: metric.rating,
  pageType: pageTypeOf(pathname),
  ...(NAVIGATION_TYPES.has(metric.navigationType) ? { navigationType: metric.navigationType as PerformanceMeasure['navigationType'] } : {}),
})

export interface Reporter {
  add(measure: PerformanceMeasure): void
  flush(): void
}

export const createReporter = (send: (measures: PerformanceMeasure[]) => Promise<unknown>): Reporter => {
  let queue: PerformanceMeasure[] = []
  const flush = () => {
    if (queue.length === 0) return
    const batch = queue.slice(0, MAX_MEASURES)
    queue = queue.slice(MAX_MEASURES)
    send(batch).catch(() => undefined)
    flush()
  }
  return {
    add(measure) {
      queue.push(measure)
      if (queue.length >= MAX_MEASURES) flush()
    },
    flush,
  }
}

/** Starts measuring the page; measures go, when the page is hidden, for the site `site()` names then. */
export const startReporting = (site: () => RequestSite): void => {
  const reporter = createReporter((measures) => requestPromise('performanceIngest', { site: site(), body: { measures }, keepalive: true }))
  const report = (metric: MetricType) => reporter.add(measureOf(metric, location.pathname))
  onLCP(report)
  onINP(report)
  onCLS(report)
  onFCP(report)
  onTTFB(report)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return
    reporter.flush()
    // Some metrics are final only once web-vitals has seen the page hidden (it reports them a moment later).
    setTimeout(() => reporter.flush(), 100)
  })
  addEventListener('pagehide', () => reporter.flush())
}
