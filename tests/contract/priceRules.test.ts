// The omnibus price rule and the discount percent's sign (spec 002 section 5).
import { describe, expect, it } from 'vitest'
import { discountLabel } from '../../src/contract/discountLabel'
import { omnibusPriceOf, showsOmnibusPrice } from '../../src/contract/priceRules'

describe('omnibus price', () => {
  it.each([
    [{ current: 80, original: 100, historicBest: 90 }, true],
    [{ current: 80, original: 100, historicBest: 100 }, true],
    [{ current: 80, original: 100, historicBest: 80 }, false],
    [{ current: 80, original: 100, historicBest: 70 }, false],
    [{ current: 100, original: 100, historicBest: 120 }, false],
    [{ current: 80, original: 100, historicBest: undefined }, false],
    [{ current: 80, original: 100, historicBest: Number.NaN }, false],
  ])('%j shows: %s', (input, expected) => {
    expect(showsOmnibusPrice(input)).toBe(expected)
    expect(omnibusPriceOf(input)).toBe(expected ? input.historicBest : undefined)
  })
})

describe('discount percent', () => {
  it('carries a minus sign behind its flag, in the locale’s format', () => {
    expect(discountLabel(25, 'en-US', true)).toBe('-25%')
    expect(discountLabel(25, 'en-US', false)).toBe('25%')
    expect(discountLabel(25, 'fr-FR', true)).toMatch(/^-25\s%$/)
    expect(discountLabel(25, 'de-DE', false)).toMatch(/^25\s%$/)
    expect(discountLabel(24.6, 'en-US', true)).toBe('-25%')
    expect(discountLabel(0.4, 'en-US', true)).toBeUndefined()
  })
})
