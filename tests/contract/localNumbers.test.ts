// The store's own number formatting (src/contract/localNumbers.ts) must print exactly what
// Intl.NumberFormat prints, for every language, currency and option set the store uses: the server
// and the browser both use it, and a page that formatted a price differently would not hydrate.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { localNumberFormat } from '../../src/contract/localNumbers'
import { numberFormat } from '../../src/contract/intl'
import { LOCALES, LOCALE_INFO } from '../../src/contract/site/sites'

const TAGS = ['en', 'fr', 'de', ...LOCALES, ...LOCALES.map((l) => LOCALE_INFO[l].tag)]

/** The option sets of the store's call sites (money, rating, discount, plural counts, distances, foot lengths). */
const OPTION_SETS: ReadonlyArray<Intl.NumberFormatOptions> = [
  {},
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { maximumFractionDigits: 1 },
  { minimumFractionDigits: 1 },
  { style: 'percent', maximumFractionDigits: 0 },
  { style: 'percent' },
  ...['USD', 'EUR', 'GBP', 'CAD'].flatMap((currency) => [
    { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } as const,
    { style: 'currency', currency, currencyDisplay: 'code' } as const,
  ]),
]

const EDGES = [0, -0, 1, -1, 0.5, 1.5, 2.5, -2.5, 0.005, 0.015, 1.005, 4.25, 4.35, 9.995, 99.995, 999.5, 999.9995, 1000, 1234.5, 12345.678, 1e6, 123456789.125, 0.07, 0.205, 0.999, -0.0001, 19.99, 1e20, 1e21, 1e-7, Number.MAX_SAFE_INTEGER]

const values = fc.oneof(
  fc.double({ min: -1e9, max: 1e9, noNaN: true }),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100),
  fc.integer({ min: 0, max: 100_000 }).map((n) => n / 1000),
  fc.integer({ min: -2000, max: 2000 }).map((n) => n / 1000 + 0.0005),
)

describe('local number formatting', () => {
  for (const tag of TAGS) {
    for (const options of OPTION_SETS) {
      it(`${tag} ${JSON.stringify(options)} prints what Intl prints`, () => {
        const local = localNumberFormat(tag, options)
        expect(local, 'the store formats this without Intl').toBeDefined()
        const intl = new Intl.NumberFormat(tag, options)
        for (const value of EDGES) expect(local!.format(value), String(value)).toBe(intl.format(value))
        fc.assert(fc.property(values, (value) => local!.format(value) === intl.format(value)), { numRuns: 300 })
      })
    }
  }

  it('leaves other languages, regions and options to Intl', () => {
    expect(localNumberFormat('de-CH', {})).toBeUndefined()
    expect(localNumberFormat('en-IN', {})).toBeUndefined()
    expect(localNumberFormat('es', {})).toBeUndefined()
    expect(localNumberFormat('en', { style: 'currency', currency: 'CAD', currencyDisplay: 'symbol' })).toBeUndefined()
    expect(localNumberFormat('en', { style: 'currency', currency: 'JPY', currencyDisplay: 'narrowSymbol' })).toBeUndefined()
    expect(localNumberFormat('en', { useGrouping: false })).toBeUndefined()
    expect(localNumberFormat('en', { style: 'unit', unit: 'kilometer' })).toBeUndefined()
    // And the shared entry point still answers them, through Intl.
    expect(numberFormat('de-CH', {}).format(1234.5)).toBe(new Intl.NumberFormat('de-CH').format(1234.5))
    expect(numberFormat('en', { style: 'unit', unit: 'kilometer' }).format(2)).toBe(new Intl.NumberFormat('en', { style: 'unit', unit: 'kilometer' }).format(2))
  })
})
