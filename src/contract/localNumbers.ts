// Number, percent and price formatting for the store's own languages (English, French, German) and
// currencies, written out so that a page never has to build an Intl.NumberFormat: Chromium spends
// 50–70 ms (unthrottled; four times that on Lighthouse's phone) loading ICU's number data for the
// first one of each page, in the middle of hydration. The output is Intl's, character for character
// (CLDR's separators, the no-break spaces of French and German, half-expand rounding of the
// shortest decimal form): tests/contract/localNumbers.test.ts holds it against Intl.NumberFormat for
// every language, option set and currency the store uses, over generated values. Anything else (an
// unknown language or option, a number too large or small for plain notation) answers undefined,
// and the caller uses Intl.

interface Symbols {
  readonly group: string
  readonly decimal: string
  /** Between the number and "%". */
  readonly percentGap: string
  /** Currency sign before the number (English) or after it with a no-break space (French, German). */
  readonly currencyAfter: boolean
}

const NBSP = '\u00a0'
const NNBSP = '\u202f'

const LANGUAGES: Readonly<Record<string, Symbols>> = {
  en: { group: ',', decimal: '.', percentGap: '', currencyAfter: false },
  fr: { group: NNBSP, decimal: ',', percentGap: NBSP, currencyAfter: true },
  de: { group: '.', decimal: ',', percentGap: NBSP, currencyAfter: true },
}

/** Regions whose conventions are the language's own (en-IN, de-CH, fr-CA would differ). */
const TAGS = new Set(['en', 'en-us', 'en-gb', 'en-ca', 'fr', 'fr-fr', 'de', 'de-de'])

/** Narrow symbols, the same in every language above; all four have two decimals. */
const CURRENCIES: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£', CAD: '$' }

const KNOWN_OPTIONS = new Set(['style', 'currency', 'currencyDisplay', 'minimumFractionDigits', 'maximumFractionDigits'])

/** `digits` (no sign, no exponent) rounded half away from zero to `max` decimals, then trimmed to `min`. */
const roundDecimal = (digits: string, max: number, min: number): { readonly integer: string; readonly fraction: string } => {
  const [whole = '0', frac = ''] = digits.split('.')
  let integer = whole
  let fraction = frac
  if (fraction.length > max) {
    const roundUp = fraction.charCodeAt(max) >= 53 // '5'
    fraction = fraction.slice(0, max)
    if (roundUp) {
      // Add one unit in the last kept place, carrying through the fraction into the integer.
      const all = (integer + fraction).split('')
      let i = all.length - 1
      for (; i >= 0; i--) {
        if (all[i] === '9') all[i] = '0'
        else {
          all[i] = String.fromCharCode(all[i]!.charCodeAt(0) + 1)
          break
        }
      }
      const joined = (i < 0 ? '1' : '') + all.join('')
      integer = joined.slice(0, joined.length - fraction.length)
      fraction = joined.slice(joined.length - fraction.length)
    }
  }
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1)
  while (fraction.length < min) fraction += '0'
  integer = integer.replace(/^0+(?=\d)/, '')
  return { integer, fraction }
}

/** Moves the decimal point of a plain decimal string two places right (a percent). */
const timesHundred = (digits: string): string => {
  const [whole = '0', frac = ''] = digits.split('.')
  const padded = frac.padEnd(2, '0')
  const rest = padded.slice(2)
  return `${whole}${padded.slice(0, 2)}${rest ? `.${rest}` : ''}`
}

const grouped = (integer: string, separator: string): string => integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator)

/**
 * A formatter giving exactly Intl.NumberFormat(tag, options)'s output, or undefined when the tag
 * or options are outside what this file knows.
 */
export const localNumberFormat = (tag: string, options: Intl.NumberFormatOptions): { readonly format: (value: number) => string } | undefined => {
  const lower = tag.toLowerCase()
  if (!TAGS.has(lower)) return undefined
  const symbols = LANGUAGES[lower.slice(0, 2)]
  if (!symbols) return undefined
  if (Object.keys(options).some((key) => !KNOWN_OPTIONS.has(key) || (options as Record<string, unknown>)[key] === undefined)) return undefined
  const style = options.style ?? 'decimal'
  let sign: ((number: string) => string) | undefined
  let defaultMin: number
  let defaultMax: number
  if (style === 'decimal') {
    if (options.currency !== undefined || options.currencyDisplay !== undefined) return undefined
    ;[defaultMin, defaultMax] = [0, 3]
    sign = (n) => n
  } else if (style === 'percent') {
    if (options.currency !== undefined || options.currencyDisplay !== undefined) return undefined
    ;[defaultMin, defaultMax] = [0, 0]
    sign = (n) => `${n}${symbols.percentGap}%`
  } else if (style === 'currency') {
    const code = options.currency?.toUpperCase()
    const symbol = code ? CURRENCIES[code] : undefined
    if (!code || !symbol) return undefined
    const display = options.currencyDisplay ?? 'symbol'
    // "symbol" differs by region (CA$, US$); only the narrow symbol and the code are the same everywhere.
    if (display !== 'narrowSymbol' && display !== 'code') return undefined
    const mark = display === 'code' ? code : symbol
    ;[defaultMin, defaultMax] = [2, 2]
    sign = symbols.currencyAfter ? (n) => `${n}${NBSP}${mark}` : display === 'code' ? (n) => `${mark}${NBSP}${n}` : (n) => `${mark}${n}`
  } else return undefined
  const { minimumFractionDigits: minOption, maximumFractionDigits: maxOption } = options
  if ((minOption !== undefined && !(Number.isInteger(minOption) && minOption >= 0 && minOption <= 20)) || (maxOption !== undefined && !(Number.isInteger(maxOption) && maxOption >= 0 && maxOption <= 20))) return undefined
  // ECMA-402: a missing minimum never exceeds the given maximum; a missing maximum never falls under the minimum.
  const min = minOption ?? Math.min(defaultMin, maxOption ?? defaultMin)
  const max = maxOption ?? Math.max(defaultMax, min)
  if (min > max) return undefined
  const affix = sign
  return {
    format: (value: number): string | never => {
      const plain = Math.abs(value).toString()
      if (!Number.isFinite(value) || plain.includes('e')) return new Intl.NumberFormat(tag, options).format(value)
      const { integer, fraction } = roundDecimal(style === 'percent' ? timesHundred(plain) : plain, max, min)
      const number = grouped(integer, symbols.group) + (fraction ? symbols.decimal + fraction : '')
      return (value < 0 || Object.is(value, -0) ? '-' : '') + affix(number)
    },
  }
}
