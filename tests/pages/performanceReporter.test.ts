import { describe, expect, it } from 'vitest'
import type { MetricType } from 'web-vitals'
import { createReporter, measureOf } from '../../src/pages/performance/reporter'
import { pageTypeOf } from '../../src/contract/site/routeRules'
import { MAX_MEASURES, PerformanceIngestRequest } from '../../src/contract/schemas/internal'
import { Schema } from 'effect'

const metric = (name: MetricType['name'], value: number, navigationType = 'navigate') => ({ name, value, rating: 'good', navigationType, delta: value, id: 'v1', entries: [] }) as unknown as MetricType

describe('page types', () => {
  it('classify storefront paths as the spec does', () => {
    expect(pageTypeOf('/en-us')).toBe('home')
    expect(pageTypeOf('/en-us/')).toBe('home')
    expect(pageTypeOf('/fr-fr/c/vestes-1234')).toBe('category')
    expect(pageTypeOf('/fr-fr/p/veste-SUM1234501')).toBe('product')
    expect(pageTypeOf('/de-de/order-confirmation')).toBe('orderConfirmation')
    expect(pageTypeOf('/de-de/pages/returns')).toBe('content')
    expect(pageTypeOf('/de-de/location-selector')).toBe('other')
    expect(pageTypeOf('/')).toBe('other')
  })
})

describe('performance reporter', () => {
  it('turns metrics into measures the ingest call accepts', () => {
    const measures = [measureOf(metric('LCP', 1234.56789), '/en-us/p/x-SUM1234501'), measureOf(metric('CLS', 0.123456, 'back-forward-cache'), '/en-us'), measureOf(metric('INP', 90_000, 'unknown-type'), '/en-us/cart')]
    expect(measures[0]).toEqual({ name: 'LCP', value: 1234.568, rating: 'good', pageType: 'product', navigationType: 'navigate' })
    expect(measures[1]).toMatchObject({ name: 'CLS', value: 0.123, navigationType: 'back-forward-cache' })
    // A value beyond what the service takes is clamped; a navigation type it does not know is left out.
    expect(measures[2]).toEqual({ name: 'INP', value: 60_000, rating: 'good', pageType: 'cart' })
    expect(() => Schema.decodeUnknownSync(PerformanceIngestRequest)({ measures })).not.toThrow()
  })

  it('sends nothing until flushed, then every measure once, in batches the service takes', () => {
    const batches: number[][] = []
    const reporter = createReporter(async (measures) => batches.push(measures.map((m) => m.value)))
    reporter.flush()
    expect(batches).toEqual([])
    for (let i = 0; i < MAX_MEASURES + 3; i++) reporter.add(measureOf(metric('FCP', i), '/en-us'))
    // A full batch goes at once.
    expect(batches).toHaveLength(1)
    expect(batches[0]).toHaveLength(MAX_MEASURES)
    reporter.flush()
    reporter.flush()
    expect(batches.flat()).toEqual(Array.from({ length: MAX_MEASURES + 3 }, (_, i) => i))
  })

  it('drops a batch whose send fails, without throwing into the page', async () => {
    const reporter = createReporter(() => Promise.reject(new Error('offline')))
    reporter.add(measureOf(metric('TTFB', 10), '/en-us'))
    expect(() => reporter.flush()).not.toThrow()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
})
