// @vitest-environment happy-dom
// The data layer (spec 002 section 7): events pushed to window.dataLayer, the click events told apart
// by where the click lands, and pop-ups typed by their name.
import { afterEach, describe, expect, it } from 'vitest'
import { clickEventOf, trackClicks } from '../../src/blocks/analytics/clickTracking'
import { popUpTypeOf, pushAnalytics } from '../../src/blocks/analytics/dataLayer'

const layer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer
afterEach(() => {
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer
  document.body.innerHTML = ''
})

describe('data layer', () => {
  it('is created on the first push and keeps what a tag manager put there', () => {
    pushAnalytics({ event: 'pageView', pageType: 'home', path: '/en-us', siteId: 'summit-en-us' })
    expect(layer()).toEqual([{ event: 'pageView', pageType: 'home', path: '/en-us', siteId: 'summit-en-us' }])
    ;(window as unknown as { dataLayer: unknown[] }).dataLayer = [{ 'gtm.start': 1 }]
    pushAnalytics({ event: 'popUpImpression', popUpId: 'p1', popUpName: 'Newsletter sign-up', popUpType: popUpTypeOf('Newsletter sign-up') })
    expect(layer()).toEqual([{ 'gtm.start': 1 }, { event: 'popUpImpression', popUpId: 'p1', popUpName: 'Newsletter sign-up', popUpType: 'Newsletter' }])
    expect(popUpTypeOf('Create an account')).toBe('Account/Registration')
  })

  it('reports top nav links by level, mobile menu sections and search content clicks', () => {
    document.body.innerHTML = `
      <header><nav aria-label="Menu"><ul><li><a href="/en-us/c/men-1">Men</a>
        <ul><li><button aria-expanded="false">Clothing</button><ul><li><a href="/en-us/c/jackets-2"> Jackets </a></li></ul></li></ul></li></ul></nav></header>
      <main><div data-block="richText"><a href="/en-us/pages/returns">Returns</a></div><a href="/elsewhere">Elsewhere</a></main>`
    const $ = (selector: string) => document.querySelector(selector)!
    expect(clickEventOf($('a[href="/en-us/c/men-1"]'), 'home')).toEqual({ event: 'topNavLinkClick', linkText: 'Men', linkUrl: '/en-us/c/men-1', level: 1 })
    expect(clickEventOf($('a[href="/en-us/c/jackets-2"]'), 'home')).toMatchObject({ linkText: 'Jackets', level: 3 })
    expect(clickEventOf($('button'), 'home')).toEqual({ event: 'mobileMenuSectionClick', section: 'Clothing', level: 2 })
    expect(clickEventOf($('main a[href="/en-us/pages/returns"]'), 'search')).toEqual({ event: 'searchContentClick', linkText: 'Returns', linkUrl: '/en-us/pages/returns' })
    expect(clickEventOf($('main a[href="/en-us/pages/returns"]'), 'home')).toBeUndefined()
    expect(clickEventOf($('a[href="/elsewhere"]'), 'search')).toBeUndefined()

    const stop = trackClicks(document, () => 'home')
    ;($('a[href="/en-us/c/men-1"]') as HTMLElement).addEventListener('click', (e) => e.preventDefault())
    ;($('a[href="/en-us/c/men-1"]') as HTMLElement).click()
    stop()
    ;($('a[href="/en-us/c/men-1"]') as HTMLElement).click()
    expect(layer()).toEqual([{ event: 'topNavLinkClick', linkText: 'Men', linkUrl: '/en-us/c/men-1', level: 1 }])
  })
})
