// The decide call's events (spec 002 section 7), built from the real page, the shopper's cart and
// the browser: pure functions of those facts, so a test can check every event kind. What goes:
// - always: PageView (url, page type, breadcrumbs, categories), ScreenSize, Language, UserAgent and
//   the DecisionRequest; Referrer when the page has one;
// - by page: ProductDetailView on a product page, SearchView on a search page, Purchase on the
//   confirmation of an order placed from this device, ProductThumbnailView for the products listed;
// - Cart and CustomVariables (total-cart, sub-total = item total minus discount, userInterest when
//   the profile has interests) once the cart is known; never an empty cart that is merely unknown;
// - Coordinates only when the browser already has the shopper's permission (never asked for);
// - IpAddress only from pre-production hosts, with a fixed dummy address.
import { DUMMY_IP_ADDRESS, isPreProductionHost, MAX_REC_IMPRESSIONS, MAX_THUMBNAILS } from '../../contract/personalisation'
import type { DecisionEvent, DecisionLine } from '../../contract/schemas/personalisation'
import type { PageFacts } from './pageFacts'

export interface CartFacts {
  readonly lines: ReadonlyArray<DecisionLine>
  /** Sum of the lines before discounts. */
  readonly itemTotal: number
  readonly discount: number
  readonly total: number
}

/** The shopper as the engine's projections describe them (src/pages/layout/Personalisation.tsx). */
export interface ShopperFacts {
  /** The consumer number of a signed-in shopper. */
  readonly customerId?: string
  /** null while the cart is not known yet (the engine has not read this device's log). */
  readonly cart: CartFacts | null
  /** Lines of the order this page confirms, when it was placed from this device. */
  readonly purchase?: { readonly orderNumber: string; readonly lines: ReadonlyArray<DecisionLine> }
  /** The profile's interests (pipe-separated). */
  readonly userInterest?: string
}

export interface BrowserFacts {
  readonly screen: { readonly width: number; readonly height: number }
  readonly language: string
  readonly userAgent: string
  readonly referrer: string
  readonly hostname: string
  readonly coordinates?: { readonly latitude: number; readonly longitude: number }
}

const amount = (value: number): string => (Math.round(value * 100) / 100).toFixed(2)
const clip = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text)

/** The context events of a page (everything but the decision request). */
export const contextEvents = (siteId: string, page: PageFacts, shopper: ShopperFacts, browser: BrowserFacts, origin: string): DecisionEvent[] => {
  const events: DecisionEvent[] = [
    {
      eventType: 'monetate:context:PageView',
      url: clip(`${origin}${page.url}`, 2048),
      pageType: page.pageType,
      breadcrumbs: page.breadcrumbs.slice(0, 20).map((b) => clip(b, 200)),
      categories: page.categoryIds.slice(0, 20),
    },
  ]
  if (page.productId) events.push({ eventType: 'monetate:context:ProductDetailView', products: [{ productId: page.productId }] })
  if (page.pageType === 'search' && page.searchTerm) events.push({ eventType: 'monetate:context:SearchView', searchTerm: page.searchTerm, searchType: 'text', site: siteId })
  if (shopper.cart) {
    const { cart } = shopper
    events.push({ eventType: 'monetate:context:Cart', cartLines: cart.lines.slice(0, 200) })
    events.push({
      eventType: 'monetate:context:CustomVariables',
      customVariables: [
        ...(shopper.userInterest ? [{ variable: 'userInterest', value: clip(shopper.userInterest, 500) }] : []),
        { variable: 'total-cart', value: amount(cart.total) },
        // Sub-total equals item total minus discount (spec 002 section 5).
        { variable: 'sub-total', value: amount(cart.itemTotal - cart.discount) },
      ],
    })
  }
  if (shopper.purchase && page.orderNumber === shopper.purchase.orderNumber) {
    events.push({ eventType: 'monetate:context:Purchase', purchaseId: shopper.purchase.orderNumber, purchaseLines: shopper.purchase.lines.slice(0, 200) })
  }
  if (page.thumbnails.length > 0) events.push({ eventType: 'monetate:context:ProductThumbnailView', products: page.thumbnails.slice(0, MAX_THUMBNAILS) })
  events.push(
    { eventType: 'monetate:context:ScreenSize', width: browser.screen.width, height: browser.screen.height },
    { eventType: 'monetate:context:Language', language: clip(browser.language, 35) },
    { eventType: 'monetate:context:UserAgent', userAgent: clip(browser.userAgent, 1024) },
  )
  if (browser.referrer) events.push({ eventType: 'monetate:context:Referrer', referrer: clip(browser.referrer, 2048) })
  if (browser.coordinates) events.push({ eventType: 'monetate:context:Coordinates', ...browser.coordinates })
  if (isPreProductionHost(browser.hostname)) events.push({ eventType: 'monetate:context:IpAddress', ipAddress: DUMMY_IP_ADDRESS })
  return events
}

/** The page's events for a decision: its context and the decision request (with impression reporting). */
export const decisionEvents = (siteId: string, page: PageFacts, shopper: ShopperFacts, browser: BrowserFacts, origin: string, requestId: string): DecisionEvent[] => [
  ...contextEvents(siteId, page, shopper, browser, origin),
  { eventType: 'monetate:decision:DecisionRequest', requestId, includeReporting: true },
]

type EventOf<T extends DecisionEvent['eventType']> = Extract<DecisionEvent, { eventType: T }>

/** Recommendation impressions: the tokens of the products shown, the first 24 (spec 002 section 9). */
export const recImpressionsEvent = (recTokens: ReadonlyArray<string>): EventOf<'monetate:record:RecImpressions'> | undefined => {
  const tokens = [...new Set(recTokens.filter((t) => t !== ''))].slice(0, MAX_REC_IMPRESSIONS)
  return tokens.length === 0 ? undefined : { eventType: 'monetate:record:RecImpressions', recImpressions: tokens }
}

export const recClicksEvent = (recToken: string): EventOf<'monetate:record:RecClicks'> => ({ eventType: 'monetate:record:RecClicks', recClicks: [recToken] })

export const pageEventsEvent = (names: ReadonlyArray<string>): EventOf<'monetate:record:PageEvents'> => ({ eventType: 'monetate:record:PageEvents', pageEvents: names.slice(0, 20).map((n) => clip(n, 100)) })
