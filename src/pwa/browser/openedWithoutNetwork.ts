// Whether the page the shopper sees came from the service worker's cache rather than the network.
import { SERVED_FROM_CACHE } from '../../contract/cacheNames'

/** Whether this document was answered by the worker from its cache, or is the offline page it redirected to. */
export const openedWithoutNetwork = (): boolean => {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  if (navigation?.serverTiming?.some((entry) => entry.name === SERVED_FROM_CACHE)) return true
  return /\/offline$/.test(location.pathname) && new URLSearchParams(location.search).has('from')
}
