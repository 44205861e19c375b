// The spec's click events (002 section 7), reported by listening on the document rather than on each
// component, so the header, the menu and the blocks need no analytics code: a link in the header's
// navigation is a top nav link click (its level counted in nested lists); a button that expands a
// section of the header's navigation is a mobile menu section click; a link inside a content block on
// a search page is a search content click. Pop-up impressions, expansions and clicks are reported by
// the pop-up manager itself (./dataLayer.ts popUpTypeOf and the popUp* events).
import type { PageType } from '../../contract/site/routeRules'
import { pushAnalytics, type AnalyticsEvent } from './dataLayer'

const clean = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 100)

/** The nesting level of an element in its navigation: 1 for the top list's items. */
const levelIn = (element: Element, nav: Element): number => {
  let level = 0
  for (let node: Element | null = element; node && node !== nav; node = node.parentElement) if (node.tagName === 'UL' || node.tagName === 'OL') level++
  return Math.max(1, level)
}

/** The analytics event of a click on `target`, if it is one the spec names. */
export const clickEventOf = (target: Element, pageType: PageType): AnalyticsEvent | undefined => {
  const nav = target.closest('header nav')
  const link = target.closest('a[href]')
  if (nav && link) return { event: 'topNavLinkClick', linkText: clean(link.textContent), linkUrl: link.getAttribute('href') ?? '', level: levelIn(link, nav) }
  const toggle = target.closest('button[aria-expanded]')
  if (nav && toggle) return { event: 'mobileMenuSectionClick', section: clean(toggle.textContent), level: levelIn(toggle, nav) }
  if (pageType === 'search' && link?.closest('[data-block]')) return { event: 'searchContentClick', linkText: clean(link.textContent), linkUrl: link.getAttribute('href') ?? '' }
  return undefined
}

/** Reports the spec's clicks of `root` to the data layer until the returned function is called. */
export const trackClicks = (root: Document, pageType: () => PageType): (() => void) => {
  const onClick = (event: MouseEvent) => {
    const analytics = event.target instanceof Element ? clickEventOf(event.target, pageType()) : undefined
    if (analytics) pushAnalytics(analytics)
  }
  root.addEventListener('click', onClick, { capture: true })
  return () => root.removeEventListener('click', onClick, { capture: true })
}
