// The personalisation runtime, loaded when a page shows an experience or once the page is idle
// (src/pages/layout/Personalisation.tsx): the visitor's id from the mt.v cookie (set when absent),
// the browser's facts (coordinates only with a permission already granted, never asked for), and the
// decide call, which the storefront server makes (src/api/pageCalls.ts), so a page that only shows
// loads none of the API client. A decision that has not come within a few seconds
// counts as failed: the page shows its baselines rather than skeletons.
import { decideThroughServer } from '../../api/pageCalls'
import { uuid } from '../../api/uuid'
import { channelOf, isMonetateId, MONETATE_COOKIE, MONETATE_COOKIE_MAX_AGE_S, monetateIdOfCookies, newMonetateId } from '../../contract/personalisation'
import type { DecisionAction, DecisionEvent } from '../../contract/schemas/personalisation'
import { siteIdOf, type Brand, type Locale } from '../../contract/site/sites'
import { decisionEvents, type BrowserFacts, type ShopperFacts } from './events'
import type { PageFacts } from './pageFacts'
import { decisionTimeoutMs } from '../../site/settings'

export { pageFactsOf } from './pageFacts'

/**
 * How long the page waits for a decision before showing its baselines: 4 s, or the deployment's
 * P13N_DECISION_TIMEOUT_MS, written on <html> by the root document (src/site/settings.ts).
 */
const decisionTimeout = (): number => decisionTimeoutMs(document.documentElement.dataset.decisionTimeout)

export interface RuntimeSite {
  readonly brand: Brand
  readonly locale: Locale
}

/**
 * The visitor's id: the mt.v cookie, or a new one written there (first-party, a year and a month,
 * SameSite=Lax, Secure on https) so the visitor keeps their variants on later visits.
 */
export const ensureMonetateId = (): string => {
  const existing = monetateIdOfCookies(document.cookie)
  if (isMonetateId(existing)) return existing
  const id = newMonetateId(Math.random, Date.now())
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${MONETATE_COOKIE}=${encodeURIComponent(id)}; Path=/; Max-Age=${MONETATE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`
  return id
}

/** The shopper's position, only when the browser already has their permission; nothing otherwise, and no prompt. */
const grantedCoordinates = async (): Promise<BrowserFacts['coordinates']> => {
  try {
    if (!navigator.permissions || !navigator.geolocation) return undefined
    const status = await navigator.permissions.query({ name: 'geolocation' })
    if (status.state !== 'granted') return undefined
    return await new Promise((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
        () => resolve(undefined),
        { maximumAge: 10 * 60_000, timeout: 1000, enableHighAccuracy: false },
      )
    })
  } catch {
    return undefined
  }
}

export const browserFacts = async (): Promise<BrowserFacts> => {
  const coordinates = await grantedCoordinates()
  return {
    screen: { width: screen.width, height: screen.height },
    language: navigator.language,
    userAgent: navigator.userAgent,
    referrer: document.referrer,
    hostname: location.hostname,
    ...(coordinates ? { coordinates } : {}),
  }
}

const call = (site: RuntimeSite, shopper: Pick<ShopperFacts, 'customerId'>, events: DecisionEvent[], signal?: AbortSignal) =>
  decideThroughServer(
    site,
    {
      ...(shopper.customerId ? { customerId: shopper.customerId } : {}),
      channel: channelOf(site.brand, location.hostname),
      events,
      monetateId: ensureMonetateId(),
    },
    signal,
  )

/** The page's decision: the actions of responses[0]. */
export const decide = async (site: RuntimeSite, page: PageFacts, shopper: ShopperFacts): Promise<ReadonlyArray<DecisionAction>> => {
  const events = decisionEvents(siteIdOf(site.brand, site.locale), page, shopper, await browserFacts(), location.origin, uuid())
  const answer = await call(site, shopper, events, AbortSignal.timeout(decisionTimeout()))
  return answer.responses[0]?.actions ?? []
}

/** Records (impressions, clicks, page events, thumbnails): no decision asked. */
export const record = async (site: RuntimeSite, shopper: Pick<ShopperFacts, 'customerId'>, events: ReadonlyArray<DecisionEvent>): Promise<void> => {
  await call(site, shopper, [...events])
}
