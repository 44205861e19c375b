// The decide call's events as the storefront builds them from the page, the cart and the browser
// (spec 002 section 7), and the page's decision store.
import { describe, expect, it, vi } from 'vitest'
import { DecisionStore, type RecordEvent } from '../../src/blocks/personalisation/decisionStore'
import { contextEvents, decisionEvents, pageEventsEvent, recClicksEvent, recImpressionsEvent, type BrowserFacts, type ShopperFacts } from '../../src/blocks/personalisation/events'
import type { PageFacts } from '../../src/blocks/personalisation/pageFacts'
import type { DecisionAction } from '../../src/contract/schemas/personalisation'

const browser: BrowserFacts = { screen: { width: 390, height: 844 }, language: 'fr-FR', userAgent: 'Mozilla/5.0 Test', referrer: '', hostname: 'www.summit.example' }
const noCart: ShopperFacts = { cart: null }
const home: PageFacts = { pageType: 'home', url: '/fr-fr', categoryIds: [], breadcrumbs: [], thumbnails: [] }
const types = (events: ReadonlyArray<{ eventType: string }>) => events.map((e) => e.eventType.replace(/^monetate:\w+:/, ''))

describe('decision events', () => {
  it('always send the page view, screen, language and user agent, and end with the decision request', () => {
    const events = decisionEvents('summit-fr-fr', home, noCart, browser, 'https://www.summit.example', 'req-1')
    expect(types(events)).toEqual(['PageView', 'ScreenSize', 'Language', 'UserAgent', 'DecisionRequest'])
    expect(events[0]).toEqual({ eventType: 'monetate:context:PageView', url: 'https://www.summit.example/fr-fr', pageType: 'home', breadcrumbs: [], categories: [] })
    expect(events[1]).toEqual({ eventType: 'monetate:context:ScreenSize', width: 390, height: 844 })
    expect(events.at(-1)).toEqual({ eventType: 'monetate:decision:DecisionRequest', requestId: 'req-1', includeReporting: true })
  })

  it('describe a product page with its trail and product, a category page with its listing, a search page with its term', () => {
    const product: PageFacts = { pageType: 'product', url: '/en-us/p/shell-AB12CD34', productId: 'AB12CD34', categoryIds: ['1000', '1001'], breadcrumbs: ['Men', 'Jackets', 'Shell'], thumbnails: [] }
    const onProduct = contextEvents('summit-en-us', product, noCart, browser, '')
    expect(onProduct[0]).toMatchObject({ pageType: 'product', breadcrumbs: ['Men', 'Jackets', 'Shell'], categories: ['1000', '1001'] })
    expect(onProduct).toContainEqual({ eventType: 'monetate:context:ProductDetailView', products: [{ productId: 'AB12CD34' }] })

    const listing: PageFacts = { pageType: 'category', url: '/en-us/c/jackets-1001', categoryIds: ['1000', '1001'], breadcrumbs: ['Men', 'Jackets'], thumbnails: Array.from({ length: 130 }, (_, i) => `P${i}`) }
    const thumbnails = contextEvents('summit-en-us', listing, noCart, browser, '').find((e) => e.eventType === 'monetate:context:ProductThumbnailView') as { products: ReadonlyArray<string> }
    expect(thumbnails.products).toHaveLength(100)

    const search: PageFacts = { pageType: 'search', url: '/en-us/search?q=tent', searchTerm: 'tent', categoryIds: [], breadcrumbs: [], thumbnails: [] }
    expect(contextEvents('summit-en-us', search, noCart, browser, '')).toContainEqual({ eventType: 'monetate:context:SearchView', searchTerm: 'tent', searchType: 'text', site: 'summit-en-us' })
  })

  it('send the cart and its totals once the cart is known, never an unknown cart as empty', () => {
    expect(types(contextEvents('summit-en-us', home, noCart, browser, ''))).not.toContain('Cart')
    const shopper: ShopperFacts = {
      customerId: 'C1',
      userInterest: 'hiking|climbing',
      cart: { lines: [{ pid: 'AB12CD34', sku: 'AB12CD34-BLK-M', quantity: 2, value: '360.00', currency: 'USD' }], itemTotal: 360, discount: 54, total: 314.5 },
    }
    const events = contextEvents('summit-en-us', home, shopper, browser, '')
    expect(events).toContainEqual({ eventType: 'monetate:context:Cart', cartLines: shopper.cart!.lines })
    expect(events).toContainEqual({
      eventType: 'monetate:context:CustomVariables',
      customVariables: [
        { variable: 'userInterest', value: 'hiking|climbing' },
        { variable: 'total-cart', value: '314.50' },
        { variable: 'sub-total', value: '306.00' },
      ],
    })
    const empty = contextEvents('summit-en-us', home, { cart: { lines: [], itemTotal: 0, discount: 0, total: 0 } }, browser, '')
    expect(empty).toContainEqual({ eventType: 'monetate:context:Cart', cartLines: [] })
  })

  it('send the purchase on the confirmation of the order placed from this device only', () => {
    const purchase = { orderNumber: 'O-1', lines: [{ pid: 'P1', sku: 'P1-S', quantity: 1, value: '10.00', currency: 'EUR' }] }
    const confirmation = (order: string): PageFacts => ({ pageType: 'orderConfirmation', url: `/fr-fr/order-confirmation?order=${order}`, orderNumber: order, categoryIds: [], breadcrumbs: [], thumbnails: [] })
    expect(contextEvents('summit-fr-fr', confirmation('O-1'), { cart: null, purchase }, browser, '')).toContainEqual({ eventType: 'monetate:context:Purchase', purchaseId: 'O-1', purchaseLines: purchase.lines })
    expect(types(contextEvents('summit-fr-fr', confirmation('O-2'), { cart: null, purchase }, browser, ''))).not.toContain('Purchase')
  })

  it('send the referrer when there is one, coordinates only when known, the dummy IP only from pre-production hosts', () => {
    const full = contextEvents('summit-en-us', home, noCart, { ...browser, referrer: 'https://search.example/?q=jacket', coordinates: { latitude: 40.01, longitude: -105.27 } }, '')
    expect(full).toContainEqual({ eventType: 'monetate:context:Referrer', referrer: 'https://search.example/?q=jacket' })
    expect(full).toContainEqual({ eventType: 'monetate:context:Coordinates', latitude: 40.01, longitude: -105.27 })
    expect(types(full)).not.toContain('IpAddress')
    expect(contextEvents('summit-en-us', home, noCart, { ...browser, hostname: 'localhost' }, '')).toContainEqual({ eventType: 'monetate:context:IpAddress', ipAddress: '203.0.113.10' })
    expect(contextEvents('summit-en-us', home, noCart, { ...browser, hostname: 'staging.summit.example' }, '').some((e) => e.eventType === 'monetate:context:IpAddress')).toBe(true)
  })

  it('report recommendation impressions for the first 24 distinct tokens, clicks and page events', () => {
    const tokens = Array.from({ length: 30 }, (_, i) => `rt.${i % 28}`)
    expect(recImpressionsEvent(tokens)).toEqual({ eventType: 'monetate:record:RecImpressions', recImpressions: Array.from({ length: 24 }, (_, i) => `rt.${i}`) })
    expect(recImpressionsEvent(['', ''])).toBeUndefined()
    expect(recClicksEvent('rt.3')).toEqual({ eventType: 'monetate:record:RecClicks', recClicks: ['rt.3'] })
    expect(pageEventsEvent(['home-story-click'])).toEqual({ eventType: 'monetate:record:PageEvents', pageEvents: ['home-story-click'] })
  })
})

describe('decision store', () => {
  const action = (variant: string): DecisionAction => ({ actionId: 1, actionType: 'monetate:action:OmnichannelJson', component: 'homestory', variant })

  it('decides once per page, again on recalculation (keeping what shows meanwhile), afresh on a new page', async () => {
    const answers = [action('variant-a'), action('variant-b'), action('baseline')]
    const decide = vi.fn(async () => [answers[decide.mock.calls.length - 1]!])
    const store = new DecisionStore({ decide, record: async () => {} })
    store.setPage('/en-us')
    expect(store.getSnapshot().status).toBe('idle')
    store.request()
    store.request()
    expect(store.getSnapshot().status).toBe('pending')
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('ready'))
    expect(decide).toHaveBeenCalledTimes(1)
    expect(store.getSnapshot().actions[0]!.variant).toBe('variant-a')
    store.recalculate()
    expect(store.getSnapshot().actions[0]!.variant).toBe('variant-a')
    await vi.waitFor(() => expect(store.getSnapshot().actions[0]!.variant).toBe('variant-b'))
    store.setPage('/en-us/c/jackets-1001')
    expect(store.getSnapshot()).toEqual({ pageKey: '/en-us/c/jackets-1001', status: 'idle', actions: [] })
  })

  it('counts a failed decision as failed, and ignores an answer for a page left meanwhile', async () => {
    let resolve!: (actions: DecisionAction[]) => void
    const store = new DecisionStore({ decide: () => new Promise((r) => (resolve = r)), record: async () => {} })
    store.setPage('/a')
    store.request()
    store.setPage('/b')
    resolve([action('variant-a')])
    await Promise.resolve()
    expect(store.getSnapshot().status).toBe('idle')
    const failing = new DecisionStore({ decide: () => Promise.reject(new Error('down')), record: async () => {} })
    failing.setPage('/a')
    failing.request()
    await vi.waitFor(() => expect(failing.getSnapshot().status).toBe('failed'))
  })

  it('asks for nothing before the page is set', async () => {
    const decide = vi.fn(async () => [])
    const store = new DecisionStore({ decide, record: async () => {} })
    store.request()
    expect(decide).not.toHaveBeenCalled()
    expect(store.getSnapshot().status).toBe('idle')
  })

  it('sends records queued together in one call, and reports each impression once per page', async () => {
    vi.useFakeTimers()
    try {
      const sent: RecordEvent[][] = []
      const store = new DecisionStore({ decide: async () => [], record: async (events) => void sent.push([...events]), recordDelayMs: 100 })
      store.record(recClicksEvent('rt.1'))
      store.record(pageEventsEvent(['x']))
      expect(sent).toEqual([])
      vi.advanceTimersByTime(100)
      expect(sent).toEqual([[recClicksEvent('rt.1'), pageEventsEvent(['x'])]])
      store.setPage('/a')
      expect(store.firstImpression('exp')).toBe(true)
      expect(store.firstImpression('exp')).toBe(false)
      store.setPage('/b')
      expect(store.firstImpression('exp')).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})
