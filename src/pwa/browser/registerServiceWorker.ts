// Client side of the service worker, through workbox-window: registers /sw.js (production builds
// only; the development server has no worker), tells the update prompt when a new version waits,
// applies it when the shopper accepts, asks the worker to save pages reached by client-side
// navigation, and turns a failed chunk load (a deploy removed the file) into one clean reload.
// workbox-window itself is loaded after the page has loaded, off the critical path.
import type { Workbox } from 'workbox-window'
import type { ToServiceWorker } from '../../contract/cacheNames'

export interface PwaState {
  /** A new worker is installed and waiting for the shopper to accept it. */
  readonly updateReady: boolean
}

const INITIAL: PwaState = { updateReady: false }
let state: PwaState = INITIAL
const listeners = new Set<() => void>()
let workbox: Workbox | undefined

const setState = (next: PwaState) => {
  state = next
  for (const listener of listeners) listener()
}

/** For useSyncExternalStore: the server (and hydration) always see no update. */
export const pwaStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: (): PwaState => state,
  getServerSnapshot: (): PwaState => INITIAL,
}

let started = false

export const registerServiceWorker = (): void => {
  if (started || typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !import.meta.env.PROD) return
  started = true
  installChunkErrorReload()
  // Once the page has settled: the first install precaches the whole app shell (about 200 files
  // fetched and written to the cache by the worker's thread), which must not compete with the page's
  // own loading, hydration and first requests for a phone's two or four cores and its link. Measured
  // with Lighthouse on this project's machine: registering as soon as the page was idle (a second or
  // two after load) doubled the search page's total blocking time (250-300 -> 570-680 ms). So: a few
  // seconds after load, when the main thread is idle; at once when the shopper leaves the tab.
  let scheduled = false
  const start = () => {
    if (scheduled) return
    scheduled = true
    document.removeEventListener('visibilitychange', onHidden)
    void startWorkbox().catch((error: unknown) => console.warn('[pwa] service worker registration failed', error))
  }
  const onHidden = () => {
    if (document.visibilityState === 'hidden') start()
  }
  const whenIdle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 3000 }) : start())
  const afterLoad = () => setTimeout(whenIdle, REGISTER_AFTER_LOAD_MS)
  document.addEventListener('visibilitychange', onHidden)
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
}

/** How long after the page's load the service worker is registered (then when the main thread is idle). */
export const REGISTER_AFTER_LOAD_MS = 5000

const startWorkbox = async () => {
  const { Workbox } = await import('workbox-window')
  const wb = new Workbox('/sw.js', { scope: '/' })
  workbox = wb
  // Also fired for a worker that was already waiting when this page loaded.
  wb.addEventListener('waiting', () => setState({ ...state, updateReady: true }))
  // The first worker takes this page over after it loaded from the network: save it like the next ones.
  if (!navigator.serviceWorker.controller) wb.addEventListener('controlling', () => post({ type: 'CACHE_PAGE', url: window.location.href }))
  await wb.register()
}

/** How long the page's requests must have been quiet before the waiting worker is told to take over, and the longest wait for that. */
export const UPDATE_QUIET_MS = 500
export const UPDATE_QUIET_MAX_MS = 3000

/**
 * Resolves once no request of the page has completed for `quietMs` (at most `maxMs`). Chromium
 * activates a worker that skips waiting once the worker it replaces has no work left; told to skip
 * waiting while the old worker was still answering the page's requests (the chunks and images of a
 * page just opened), the new worker stayed waiting, and the page's reload with it: in about one
 * deploy test in four on Node 26 (e2e/update.spec.ts, where the click follows a navigation at once),
 * never in ten runs when the page's network had been idle first.
 */
export const whenRequestsQuiet = (quietMs = UPDATE_QUIET_MS, maxMs = UPDATE_QUIET_MAX_MS): Promise<void> =>
  new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined') return resolve()
    let quiet: ReturnType<typeof setTimeout> | undefined
    const done = () => {
      observer.disconnect()
      clearTimeout(quiet)
      clearTimeout(limit)
      resolve()
    }
    const observer = new PerformanceObserver(() => {
      clearTimeout(quiet)
      quiet = setTimeout(done, quietMs)
    })
    observer.observe({ type: 'resource' })
    quiet = setTimeout(done, quietMs)
    const limit = setTimeout(done, maxMs)
  })

/** The shopper accepted the update: once the page's requests are quiet, the waiting worker takes over, then the page reloads on the new build. */
export const applyUpdate = (): void => {
  const wb = workbox
  if (!wb) return
  wb.addEventListener('controlling', () => window.location.reload())
  void whenRequestsQuiet().then(() => wb.messageSkipWaiting())
}

const post = (message: ToServiceWorker) => navigator.serviceWorker?.controller?.postMessage(message)

/** Save a page reached without a full page load, so it opens offline after a reload as well. */
export const keepPageForOffline = (url: string): void => {
  if (!workbox) return
  post({ type: 'CACHE_PAGE', url })
}

const RELOAD_MARK = 'summit.chunkReloadAt'
const RELOAD_GUARD_MS = 10_000

const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/.test(error.message)

/**
 * A chunk that fails to load is a new deploy's (the page's build is gone): the page reloads onto the
 * new build, once per 10 s in a tab (a broken deploy must not loop). Not while the browser is
 * offline: the chunk failed for want of a network, and a reload would trade the page, with its cart,
 * for the browser's offline error (the part that needed the chunk shows its error state instead).
 */
export const installChunkErrorReload = (reload: () => void = () => window.location.reload()): void => {
  const reloadOnce = (): boolean => {
    if (!navigator.onLine) return false
    try {
      const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0)
      if (Date.now() - last < RELOAD_GUARD_MS) return false
      sessionStorage.setItem(RELOAD_MARK, String(Date.now()))
    } catch {
      return false
    }
    reload()
    return true
  }
  // Vite's preload helper reports a missing chunk or stylesheet here before the import rejects.
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault()
  })
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnce()
  })
}
