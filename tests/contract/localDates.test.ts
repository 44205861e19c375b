// The store's own date formatting (src/contract/localDates.ts) must print exactly what
// Intl.DateTimeFormat prints for the formats and languages the store uses: server and browser both
// use it, and a page whose dates differed would not hydrate.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { localDateFormat } from '../../src/contract/localDates'
import { dateTimeFormat } from '../../src/contract/intlDates'
import { LOCALES, LOCALE_INFO } from '../../src/contract/site/sites'

const TAGS = ['en', 'fr', 'de', ...LOCALES, ...LOCALES.map((l) => LOCALE_INFO[l].tag)]
const OPTION_SETS: ReadonlyArray<Intl.DateTimeFormatOptions> = [
  { dateStyle: 'medium', timeZone: 'UTC' },
  { dateStyle: 'long', timeZone: 'UTC' },
  { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
]
const DAY = 86_400_000

describe('local date formatting', () => {
  for (const tag of TAGS) {
    for (const options of OPTION_SETS) {
      it(`${tag} ${JSON.stringify(options)} prints what Intl prints`, () => {
        const local = localDateFormat(tag, options)
        expect(local, 'the store formats this without Intl').toBeDefined()
        const intl = new Intl.DateTimeFormat(tag, options)
        // Every day of 2024 (a leap year) and 2026, at midnight and just before the next one (UTC).
        for (const year of [2024, 2026]) {
          for (let at = Date.UTC(year, 0, 1); at < Date.UTC(year + 1, 0, 1); at += DAY) {
            expect(local!.format(at)).toBe(intl.format(at))
            expect(local!.format(new Date(at + DAY - 1))).toBe(intl.format(at + DAY - 1))
          }
        }
        fc.assert(fc.property(fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) }), (at) => local!.format(at) === intl.format(at)), { numRuns: 500 })
      })
    }
  }

  it('leaves other formats, time zones and languages to Intl', () => {
    expect(localDateFormat('en', { dateStyle: 'medium' })).toBeUndefined()
    expect(localDateFormat('en', { dateStyle: 'short', timeZone: 'UTC' })).toBeUndefined()
    expect(localDateFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })).toBeUndefined()
    expect(localDateFormat('es', { dateStyle: 'medium', timeZone: 'UTC' })).toBeUndefined()
    expect(localDateFormat('de-AT', { dateStyle: 'long', timeZone: 'UTC' })).toBeUndefined()
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeZone: 'UTC' }
    expect(dateTimeFormat('en-US', options).format(Date.UTC(2026, 10, 28))).toBe(new Intl.DateTimeFormat('en-US', options).format(Date.UTC(2026, 10, 28)))
    // A year outside four digits goes to Intl too.
    expect(localDateFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })!.format(Date.UTC(999, 0, 1))).toBe(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(999, 0, 1)))
  })
})
