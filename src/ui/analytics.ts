// Analytics events the content spec names (spec 002 section 7: top nav link click, mobile menu
// section click, search content click, pop-up impression, expand and click; sections 3 and 9: page
// views, experience impressions with their AB_Mon_SS_ tracking variable, personalisation clicks),
// pushed to `window.dataLayer` where a tag manager reads them; the spec names no call for them
// (docs/decisions/0019-search.md, 0027-personalisation-and-preview.md). Payloads are ours: an event
// name and plain values, never anything the shopper typed into a form other than a search term.
import type { ImpressionReport } from '../contract/schemas/personalisation'
import type { PageType } from '../contract/site/routeRules'

export type AnalyticsEvent =
  | { readonly event: 'topNavLinkClick'; readonly level: 1 | 2 | 3; readonly title: string; readonly url: string }
  | { readonly event: 'mobileMenuSectionClick'; readonly level: 1 | 2; readonly title: string; readonly expanded: boolean }
  | { readonly event: 'popupImpression' | 'popupExpand' | 'popupClose'; readonly popupId: string; readonly popupName: string; readonly popupType: 'Newsletter' | 'Account/Registration' }
  | { readonly event: 'popupClick'; readonly popupId: string; readonly popupName: string; readonly popupType: 'Newsletter' | 'Account/Registration'; readonly label: string; readonly url: string }
  | { readonly event: 'searchContentClick'; readonly searchTerm: string; readonly contentId: string; readonly contentType: 'article'; readonly position: number; readonly url: string }
  | { readonly event: 'pageView'; readonly pageType: PageType; readonly path: string; readonly siteId: string }
  | ({ readonly event: 'experienceImpression' } & ImpressionReport & Readonly<Record<string, string>>)
  | { readonly event: 'experienceClick'; readonly experienceId: string; readonly trackingEvent: string }
  | { readonly event: 'recommendationClick'; readonly productId: string; readonly recommendationId: string; readonly position: number }

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>
  }
}

export const pushAnalyticsEvent = (event: AnalyticsEvent): void => {
  if (typeof window === 'undefined') return
  ;(window.dataLayer ??= []).push({ ...event })
}
