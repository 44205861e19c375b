// The pure rules of personalisation shared by the storefront and the reference service: decision
// keys, variant labels and tracking variables, the test context, the visitor id cookie, hosts and
// channel, the feed's localised fields.
import { describe, expect, it } from 'vitest'
import { channelOf, EMPTY_TEST_CONTEXT, isPreProductionHost, monetateIdOfCookies, newMonetateId, parseTestContext } from '../../src/contract/personalisation'
import { decisionKey, feedFieldsOf, forcedSegmentOf, forcedVariantOf, trackingVariable, variantLabel } from '../../src/contract/personalisedBlocks'

describe('decision key', () => {
  it('is the last underscore-separated part of the experience id', () => {
    expect(decisionKey('exp_home_homestory')).toBe('homestory')
    expect(decisionKey('homestory')).toBe('homestory')
    expect(decisionKey('exp_home_')).toBe('')
    expect(decisionKey('a_b_c_d-e')).toBe('d-e')
  })
})

describe('variant label', () => {
  it.each([
    ['Experiment - gear first', 'A'],
    ['My Experiment', 'A'],
    ['Baseline', 'Baseline'],
    ['Control (Baseline)', 'Baseline'],
    ['B-Trail stories', 'B'],
    ['C-', 'C'],
    ['Control', 'Control'],
    ['', ''],
  ])('maps %j to %j', (label, expected) => {
    expect(variantLabel(label)).toBe(expected)
  })

  it('names the tracking variable after the experience label, prefixed AB_Mon_SS_, with the mapped label', () => {
    expect(trackingVariable({ experience_id: 'summit-homestory', experience_label: 'HP-Story', variant_label: 'B-Trail stories' })).toEqual({ name: 'AB_Mon_SS_HP_Story', value: 'B' })
    expect(trackingVariable({ experience_id: 'x1', experience_label: '', variant_label: 'Baseline' })).toEqual({ name: 'AB_Mon_SS_x1', value: 'Baseline' })
  })
})

describe('test context', () => {
  it('reads a list of forced variants, or an object with variants and segments', () => {
    expect(parseTestContext('[{"experienceId":"exp_home_homestory","variantId":"variant-a"}]').forced).toEqual([{ key: 'exp_home_homestory', variantId: 'variant-a' }])
    const both = parseTestContext(JSON.stringify({ variants: [{ experienceId: 'homestory', variantId: 'variant-b' }], segments: [{ segmentationId: 'seg-1', segmentId: 'logged-in' }] }))
    expect(forcedVariantOf(both, 'exp_home_homestory')).toBe('variant-b')
    expect(forcedVariantOf(both, 'exp_home_other')).toBeUndefined()
    expect(forcedSegmentOf(both, 'seg-1')).toBe('logged-in')
    expect(forcedSegmentOf(both, 'seg-2')).toBeUndefined()
  })

  it('forces nothing from anything else', () => {
    for (const raw of [null, undefined, '', 'not json', '42', '"x"', '{}', '[{"experienceId":"a"}]', '[{"variantId":"b"}]', `[${'{"id":"a","variant":"b"},'.repeat(300)}{}]`, '[{"id":{"x":1},"variant":"b"}]']) {
      expect(parseTestContext(raw), String(raw).slice(0, 30)).toEqual(EMPTY_TEST_CONTEXT)
    }
    // At most 50 entries are read.
    const many = JSON.stringify(Array.from({ length: 80 }, (_, i) => ({ id: `e${i}`, variant: 'v' })))
    expect(parseTestContext(many).forced).toHaveLength(50)
  })
})

describe('visitor id', () => {
  it('makes ids in the 2.{10 digits}.{epoch ms} form and reads them back from a cookie header', () => {
    let n = 0
    const id = newMonetateId(() => [0, 0.99, 0.5][n++ % 3]!, 1_700_000_000_000)
    expect(id).toMatch(/^2\.[1-9]\d{9}\.1700000000000$/)
    expect(monetateIdOfCookies(`a=1; mt.v=${encodeURIComponent(id)}; b=2`)).toBe(id)
    expect(monetateIdOfCookies('mt.v=bad value<script>')).toBeUndefined()
    expect(monetateIdOfCookies('other=1')).toBeUndefined()
  })
})

describe('hosts and channel', () => {
  it.each([
    ['localhost', true],
    ['fjell.localhost', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['shop.test', true],
    ['staging.summit.example', true],
    ['qa2.summit.example', true],
    ['www.summit.example', false],
    ['summit.com', false],
    ['stagingarea.com', false],
  ])('%s is pre-production: %s', (host, expected) => {
    expect(isPreProductionHost(host)).toBe(expected)
  })

  it('names the channel by brand, environment and host', () => {
    expect(channelOf('summit', 'localhost')).toBe('summit/d/localhost')
    expect(channelOf('fjell', 'WWW.Fjell.Example')).toBe('fjell/p/www.fjell.example')
  })
})

describe('feed fields', () => {
  it('are localised for EMEA sites (country lower case for the sale price, upper case for the price) and plain elsewhere', () => {
    expect(feedFieldsOf('fr-fr', 'FR')).toMatchObject({ title: 'title-fr-fr', link: 'link-fr-fr', salePrice: 'salePrice-fr', price: 'price-FR', historicBestPrice: 'historicBestPrice-FR' })
    expect(feedFieldsOf('en-gb', 'GB')).toMatchObject({ title: 'title-en-gb', salePrice: 'salePrice-gb', price: 'price-GB' })
    expect(feedFieldsOf('en-us', 'US')).toMatchObject({ title: 'title', link: 'link', salePrice: 'salePrice', price: 'price' })
    expect(feedFieldsOf('en-ca', 'CA').title).toBe('title')
  })
})
