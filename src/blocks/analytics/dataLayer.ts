// The analytics data layer: events pushed to `window.dataLayer` (the tag manager's array; a test or
// a tag reads it). One builder per event the spec names (002 section 7: top nav link click, mobile
// menu section click, search content click, pop-up impression, expand and click), plus the page view,
// the experience impressions with their experiment tracking variables (AB_Mon_SS_…) and the
// personalisation clicks. Payloads the spec leaves out are ours: small, named fields, never personal
// data. Pushing is a no-op on the server. Experience impressions are built by ./experienceImpression.ts.
import type { ImpressionReport } from '../../contract/schemas/personalisation'
import type { PageType } from '../../contract/site/routeRules'

/** The global array events are pushed to. */
export const DATA_LAYER = 'dataLayer'

export type AnalyticsEvent =
  | { readonly event: 'pageView'; readonly pageType: PageType; readonly path: string; readonly siteId: string }
  | { readonly event: 'topNavLinkClick'; readonly linkText: string; readonly linkUrl: string; readonly level: number }
  | { readonly event: 'mobileMenuSectionClick'; readonly section: string; readonly level: number }
  | { readonly event: 'searchContentClick'; readonly linkText: string; readonly linkUrl: string }
  | { readonly event: 'popUpImpression'; readonly popUpId: string; readonly popUpName: string; readonly popUpType: PopUpType }
  | { readonly event: 'popUpExpand'; readonly popUpId: string; readonly popUpName: string; readonly popUpType: PopUpType }
  | { readonly event: 'popUpClick'; readonly popUpId: string; readonly popUpName: string; readonly popUpType: PopUpType; readonly linkText: string }
  | ({ readonly event: 'experienceImpression' } & ImpressionReport & Readonly<Record<string, string>>)
  | { readonly event: 'experienceClick'; readonly experienceId: string; readonly trackingEvent: string }
  | { readonly event: 'recommendationClick'; readonly productId: string; readonly recommendationId: string; readonly position: number }

/** A pop-up whose name contains "newsletter" is a Newsletter pop-up; any other an Account/Registration one (spec 002 section 4). */
export type PopUpType = 'Newsletter' | 'Account/Registration'
export const popUpTypeOf = (name: string): PopUpType => (name.toLowerCase().includes('newsletter') ? 'Newsletter' : 'Account/Registration')

type DataLayerWindow = { [DATA_LAYER]?: unknown[] }

export const pushAnalytics = (event: AnalyticsEvent): void => {
  if (typeof window === 'undefined') return
  const target = window as unknown as DataLayerWindow
  const layer = Array.isArray(target[DATA_LAYER]) ? target[DATA_LAYER] : (target[DATA_LAYER] = [])
  layer.push(event)
}
