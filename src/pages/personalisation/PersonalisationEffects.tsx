// What the personalisation layer (src/pages/layout/Personalisation.tsx) does once the page has
// hydrated, in a chunk of its own so no page carries it in its first scripts: makes the page's
// decision store (its decide and record calls load the personalisation runtime,
// src/blocks/personalisation/runtime.ts, on first use), says who the visitor is (from the engine's
// projections, read through its React bindings) for segmentation and publishes both to the blocks
// (src/blocks/personalisation/PersonalisationContext.tsx), pushes each
// page view to the data layer and asks for the page's decision once the page is idle when no
// experience asked first, decides again on the `recalculateMonetateVfa` window event and sends the
// records waiting to go when the page is hidden. (The spec's click events are the menu's, the search
// page's and the pop-ups' own: src/ui/analytics.ts.)
import { useQueryClient } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState } from 'react'
import { pushAnalyticsEvent } from '../../ui/analytics'
import { DecisionStore } from '../../blocks/personalisation/decisionStore'
import { publishPersonalisation, type ProfileKind } from '../../blocks/personalisation/PersonalisationContext'
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

const loadRuntime = () => Promise.all([import('../../blocks/personalisation/runtime'), import('./shopperFacts')])

/** Runs `start` once the page is idle (at the latest after 5 s); the returned function cancels it. */
const whenIdle = (start: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(start, { timeout: 5000 })
    return () => cancelIdleCallback(id)
  }
  const timer = setTimeout(start, 2000)
  return () => clearTimeout(timer)
}

export default function PersonalisationEffects() {
  const site = useSite()
  const queryClient = useQueryClient()
  const handle = useEngineHandle()
  const dispatch = useDispatch()
  const session = useEngineState(selectSession)
  const cartCount = useEngineState(selectCartCount)
  const cartSource = useCartSource()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const latest = useRef({ site, cartKnown: false })
  useEffect(() => {
    latest.current = { site, cartKnown: cartSource !== 'unknown' }
  }, [site, cartSource])
  const [store] = useState(() => {
    const made = new DecisionStore({
      decide: async () => {
        const [runtime, { shopperFactsOf }] = await loadRuntime()
        const { site: now, cartKnown } = latest.current
        const page = runtime.pageFactsOf(location.pathname, location.search, now, queryClient)
        const shopper = shopperFactsOf(handle.getState(), cartKnown, LOCALE_INFO[now.locale].currency, page.orderNumber)
        return runtime.decide(now, page, shopper)
      },
      record: async (events) => {
        const [runtime, { shopperFactsOf }] = await loadRuntime()
        await runtime.record(latest.current.site, shopperFactsOf(handle.getState(), false, '', undefined), events)
      },
    })
    // The page shown: the experiences that get the store may ask for its decision at once.
    made.setPage(pathname)
    return made
  })
  // What this device holds (read once, in the browser).
  const [device] = useState(() => ({ engineState: hasEngineState(), kinds: readKinds() }))

  // A page view: the decision of the new page, the data layer told, and a decision once idle.
  useEffect(() => {
    store.setPage(pathname)
    pushAnalyticsEvent({ event: 'pageView', pageType: pageTypeOf(pathname), path: pathname, siteId: siteIdOf(site.brand, site.locale) })
    return whenIdle(() => store.request())
  }, [store, pathname, site.brand, site.locale])

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
  const known = cartSource === 'engine' || (cartSource === 'stored' && !device.engineState)
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
  useEffect(() => {
    publishPersonalisation({
      store,
      visitor: known ? visitorOf(session, cartCount, device.kinds) : null,
      requestProfile: () => {
        if (session.status !== 'registered' || session.profile || profileAsked.current === session.consumerNo) return
        profileAsked.current = session.consumerNo
        void dispatch({ _tag: 'account.Load' })
      },
    })
  }, [store, known, session, cartCount, device, dispatch])
  return null
}
