// Calendar dates in the store's own languages written out, for the same reason as ./localNumbers.ts:
// the first Intl.DateTimeFormat of a page makes Chromium load ICU's calendar and number data (tens
// of milliseconds, in the middle of hydrating an article list or the reviews). Only the formats the
// store shows are here: a date in UTC in the medium or long style ("Nov 5, 2026", "5 novembre
// 2026"), or its long form spelled as day, long month and year. The output is Intl's, character for
// character: tests/contract/localDates.test.ts holds it against Intl.DateTimeFormat for every date
// of several years in every language. Anything else answers undefined, and the caller uses Intl.

type Style = 'medium' | 'long'

interface Calendar {
  readonly medium: (day: number, month: number, year: number) => string
  readonly longDate: (day: number, month: number, year: number) => string
}

const LONG_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const SHORT_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** British English abbreviates September to four letters (CLDR). */
const SHORT_GB = SHORT_EN.map((m) => (m === 'Sep' ? 'Sept' : m))
const LONG_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']
const SHORT_FR = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.']
const LONG_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember']

const two = (n: number): string => String(n).padStart(2, '0')

const AMERICAN: Calendar = {
  medium: (d, m, y) => `${SHORT_EN[m]} ${d}, ${y}`,
  longDate: (d, m, y) => `${LONG_EN[m]} ${d}, ${y}`,
}

const FRENCH: Calendar = { medium: (d, m, y) => `${d} ${SHORT_FR[m]} ${y}`, longDate: (d, m, y) => `${d} ${LONG_FR[m]} ${y}` }
const GERMAN: Calendar = { medium: (d, m, y) => `${two(d)}.${two(m + 1)}.${y}`, longDate: (d, m, y) => `${d}. ${LONG_DE[m]} ${y}` }

const CALENDARS: Readonly<Record<string, Calendar>> = {
  en: AMERICAN,
  'en-us': AMERICAN,
  'en-ca': AMERICAN,
  'en-gb': { medium: (d, m, y) => `${d} ${SHORT_GB[m]} ${y}`, longDate: (d, m, y) => `${d} ${LONG_EN[m]} ${y}` },
  fr: FRENCH,
  'fr-fr': FRENCH,
  de: GERMAN,
  'de-de': GERMAN,
}

/** The style the options ask for, when they are one the store uses (always in UTC). */
const styleOf = (options: Intl.DateTimeFormatOptions): Style | undefined => {
  const keys = Object.keys(options).filter((key) => (options as Record<string, unknown>)[key] !== undefined).sort().join(',')
  if (options.timeZone !== 'UTC') return undefined
  if (keys === 'dateStyle,timeZone' && (options.dateStyle === 'medium' || options.dateStyle === 'long')) return options.dateStyle
  if (keys === 'day,month,timeZone,year' && options.day === 'numeric' && options.month === 'long' && options.year === 'numeric') return 'long'
  return undefined
}

export const localDateFormat = (tag: string, options: Intl.DateTimeFormatOptions): { readonly format: (date: Date | number) => string } | undefined => {
  const calendar = CALENDARS[tag.toLowerCase()]
  const style = styleOf(options)
  if (!calendar || !style) return undefined
  const write = style === 'medium' ? calendar.medium : calendar.longDate
  return {
    format: (date) => {
      const at = typeof date === 'number' ? new Date(date) : date
      const year = at.getUTCFullYear()
      // Years outside four digits are written differently (era, padding): Intl's affair.
      if (Number.isNaN(year) || year < 1000 || year > 9999) return new Intl.DateTimeFormat(tag, options).format(at)
      return write(at.getUTCDate(), at.getUTCMonth(), year)
    },
  }
}
