import { describe, expect, it } from 'vitest'
import { isTrackingParam, withoutTrackingKeys, withoutTrackingParams } from '../../src/contract/site/trackingParams'

describe('tracking parameters', () => {
  it('are the campaign tags and the click ids, whatever their case; never what a page shows', () => {
    for (const name of ['utm_source', 'utm_medium', 'UTM_Campaign', 'utm_content', 'gclid', 'GCLID', 'fbclid', 'msclkid', '_gl', 'mc_eid']) expect(isTrackingParam(name)).toBe(true)
    for (const name of ['q', 'sort', 'page', 'colour', 'size', 'priceMin', 'tags-hero', 'utm', 'source', 'redirect']) expect(isTrackingParam(name)).toBe(false)
  })

  it('leave the URL, keeping the other parameters in order and as they were encoded', () => {
    const url = new URL('https://shop.test/en-us/search?utm_source=mail&q=down%20jacket&gclid=Cj0&colour=BLK&colour=RED&q2=a+b&fbclid=x#reviews')
    expect(withoutTrackingParams(url).href).toBe('https://shop.test/en-us/search?q=down%20jacket&colour=BLK&colour=RED&q2=a+b#reviews')
    expect(withoutTrackingParams(new URL('https://shop.test/en-us?utm_source=mail&gclid=1')).href).toBe('https://shop.test/en-us')
    // Encoded names are decoded before they are judged.
    expect(withoutTrackingParams(new URL('https://shop.test/en-us?utm%5Fsource=mail&sort=rating')).search).toBe('?sort=rating')
  })

  it('leave the same URL object when there is nothing to take out', () => {
    const url = new URL('https://shop.test/en-us/c/jackets-1234?sort=rating&page=2')
    expect(withoutTrackingParams(url)).toBe(url)
    const bare = new URL('https://shop.test/en-us')
    expect(withoutTrackingParams(bare)).toBe(bare)
  })

  it('leave a parsed query the loader reads whole', () => {
    expect(withoutTrackingKeys({ 'tags-grid': ['a'], utm_campaign: 'sale', gclid: 'x' })).toEqual({ 'tags-grid': ['a'] })
    const clean = { 'tags-grid': ['a'] }
    expect(withoutTrackingKeys(clean)).toBe(clean)
  })
})
