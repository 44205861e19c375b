// Personalisation in the layout: gives the blocks the visitor's state (from the engine's projections,
// read through its React bindings) and the page's decision store, pushes each page view to the data
// layer, and decides once the page is idle when no experience asked first. The decide call's code
// (src/blocks/personalisation/runtime.ts, with the API client) loads only then: never before the
// first paint, and never on the critical path of a page without experiences. Recalculates on the
// `recalculateMonetateVfa` window event; records waiting to go are sent when the page is hidden. The
// spec's click events reach the data layer from one document listener, also set up once idle.
import { useQueryClient } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { pushAnalytics } from '../../blocks/analytics/dataLayer'
import { DecisionStore } from '../../blocks/personalisation/decisionStore'
import { PersonalisationContext, type Personalisation, type ProfileKind } from '../../blocks/personalisation/PersonalisationContext'
import { RECALCULATE_DECISION_EVENT } from '../../blocks/personalisation/windowEvents'
import { pageTypeOf } from '../../contract/site/routeRules'
import { LOCALE_INFO, siteIdOf } from '../../contract/site/sites'
import { hasEngineState, selectCartCount, selectSession, useCartSource, useDispatch, useEngineHandle, useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { profileKindsOf, visitorOf } from './visitorState'

/** Profile kinds last seen signed in on this device (not personal data: no identity, only the programme). */
const KINDS_KEY = 'summit-p13n.kinds'

const readKinds = (): ProfileKind[] => {
  try {
    const stored = JSON.parse(localStorage.getItem(KINDS_KEY) ?? '[]') as unknown
    return Array.isArray(stored) ? stored.filter((k): k is ProfileKind => ['ipa-wranx', 'wranx', 'ipa', 'athletes'].includes(k)) : []
  } catch {
    return []
  }
}

const loadRuntime = () => Promise.all([import('../../blocks/personalisation/runtime'), import('../personalisation/shopperFacts')])

export function PersonalisationLayer({ children }: { children: ReactNode }) {
  const site = useSite()
  const queryClient = useQueryClient()
  const handle = useEngineHandle()
  const dispatch = useDispatch()
  const session = useEngineState(selectSession)
  const cartCount = useEngineState(selectCartCount)
  const cartSource = useCartSource()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // What this device holds is known only in the browser, after hydration.
  const [device, setDevice] = useState<{ engineState: boolean; kinds: ProfileKind[] } | null>(null)
  useEffect(() => setDevice({ engineState: hasEngineState(), kinds: readKinds() }), [])

  const latest = useRef({ site, cartSource })
  latest.current = { site, cartSource }
  const [store] = useState(
    () =>
      new DecisionStore({
        decide: async () => {
          const [runtime, { shopperFactsOf }] = await loadRuntime()
          const { site: now, cartSource: source } = latest.current
          const page = runtime.pageFactsOf(location.pathname, location.search, now, queryClient)
          const shopper = shopperFactsOf(handle.getState(), source !== 'unknown', LOCALE_INFO[now.locale].currency, page.orderNumber)
          return runtime.decide(now, page, shopper)
        },
        record: async (events) => {
          const [runtime, { shopperFactsOf }] = await loadRuntime()
          await runtime.record(latest.current.site, shopperFactsOf(handle.getState(), false, '', undefined), events)
        },
      }),
  )

  // A page view: a fresh decision for the new page, the data layer told, and a decision once idle.
  useEffect(() => {
    store.setPage(pathname)
    pushAnalytics({ event: 'pageView', pageType: pageTypeOf(pathname), path: pathname, siteId: siteIdOf(site.brand, site.locale) })
    const request = () => store.request()
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(request, { timeout: 5000 })
      return () => cancelIdleCallback(id)
    }
    const timer = setTimeout(request, 2000)
    return () => clearTimeout(timer)
  }, [store, pathname, site.brand, site.locale])

  // The spec's click events (top nav, mobile menu sections, search content) go to the data layer from
  // one listener on the document, set up once the page is idle.
  useEffect(() => {
    let stop = () => {}
    let stopped = false
    const start = () =>
      void import('../../blocks/analytics/clickTracking').then(({ trackClicks }) => {
        if (!stopped) stop = trackClicks(document, () => pageTypeOf(location.pathname))
      })
    const id = 'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 2000)
    return () => {
      stopped = true
      if ('cancelIdleCallback' in window) cancelIdleCallback(id as number)
      else clearTimeout(id)
      stop()
    }
  }, [])

  useEffect(() => {
    const recalculate = () => store.recalculate()
    const flush = () => store.flush()
    addEventListener(RECALCULATE_DECISION_EVENT, recalculate)
    addEventListener('pagehide', flush)
    return () => {
      removeEventListener(RECALCULATE_DECISION_EVENT, recalculate)
      removeEventListener('pagehide', flush)
    }
  }, [store])

  // The visitor is known once the engine has read its log, or at once on a device that holds no engine state.
  const known = device !== null && (cartSource === 'engine' || (cartSource === 'stored' && !device.engineState))
  const kinds = useMemo(() => (session.status === 'registered' ? profileKindsOf(session.consumerType) : []), [session.status, session.consumerType])
  useEffect(() => {
    if (kinds.length === 0) return
    try {
      localStorage.setItem(KINDS_KEY, JSON.stringify(kinds))
    } catch {
      // Storage refused: the non-logged-in forms will not match on a later visit, nothing else changes.
    }
  }, [kinds])

  const profileAsked = useRef<string | null>(null)
  const value = useMemo<Personalisation>(
    () => ({
      store,
      visitor: known ? visitorOf(session, cartCount, device?.kinds ?? []) : null,
      requestProfile: () => {
        if (session.status !== 'registered' || session.profile || profileAsked.current === session.consumerNo) return
        profileAsked.current = session.consumerNo
        void dispatch({ _tag: 'account.Load' })
      },
    }),
    [store, known, session, cartCount, device, dispatch],
  )
  return <PersonalisationContext.Provider value={value}>{children}</PersonalisationContext.Provider>
}
