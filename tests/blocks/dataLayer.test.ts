// @vitest-environment happy-dom
// The data layer (spec 002 sections 3, 7 and 9): personalisation's events go to window.dataLayer with
// the others (src/ui/analytics.ts), which keeps what a tag manager put there; an experience's
// impression carries the mapped variant label and its AB_Mon_SS_ tracking variable.
import { afterEach, describe, expect, it } from 'vitest'
import { experienceImpressionOf } from '../../src/blocks/analytics/experienceImpression'
import { pushAnalyticsEvent } from '../../src/ui/analytics'

const layer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer
afterEach(() => {
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer
})

describe('data layer', () => {
  it('is created on the first push and keeps what a tag manager put there', () => {
    pushAnalyticsEvent({ event: 'pageView', pageType: 'home', path: '/en-us', siteId: 'summit-en-us' })
    expect(layer()).toEqual([{ event: 'pageView', pageType: 'home', path: '/en-us', siteId: 'summit-en-us' }])
    ;(window as unknown as { dataLayer: unknown[] }).dataLayer = [{ 'gtm.start': 1 }]
    pushAnalyticsEvent({ event: 'experienceClick', experienceId: 'exp_home_homestory', trackingEvent: 'home-story-click' })
    expect(layer()).toEqual([{ 'gtm.start': 1 }, { event: 'experienceClick', experienceId: 'exp_home_homestory', trackingEvent: 'home-story-click' }])
  })

  it('reports an impression with the mapped variant label and the tracking variable', () => {
    pushAnalyticsEvent(experienceImpressionOf({ experience_id: 'summit-homestory', experience_name: 'Home page story', experience_label: 'HP-Story', variant_label: 'B-Trail stories' }))
    expect(layer()).toEqual([
      { event: 'experienceImpression', experience_id: 'summit-homestory', experience_name: 'Home page story', experience_label: 'HP-Story', variant_label: 'B', AB_Mon_SS_HP_Story: 'B' },
    ])
  })
})
