// Intl formatters, made once per language and options and kept: constructing one costs far more than
// using it (a server render's profile had a rating's number formatter, built for every product tile,
// among its top functions). Options are few and fixed per call site, so the cache stays small.
//
// Numbers in the store's own languages are formatted without Intl (./localNumbers.ts): the first
// Intl.NumberFormat of a page costs Chromium 50–70 ms while it loads ICU's number data, and every
// page formats a price or a rating while it hydrates. Other languages and options go to Intl, built
// on first use. Dates are in ./intlDates.ts (few pages show one: not in every page's scripts).
import { localNumberFormat } from './localNumbers'

const formatters = new Map<string, unknown>()

/** A formatter made once per kind, language and options (./intlDates.ts uses it too). */
export const memo = <T>(kind: string, tag: string | ReadonlyArray<string>, options: object, make: () => T): T => {
  const key = `${kind}|${String(tag)}|${JSON.stringify(options)}`
  let formatter = formatters.get(key) as T | undefined
  if (formatter === undefined) {
    formatter = make()
    formatters.set(key, formatter)
  }
  return formatter
}

/** What the store formats numbers with: Intl.NumberFormat's `format`, nothing else. */
export interface NumberFormatter {
  readonly format: (value: number) => string
}

export const numberFormat = (tag: string, options: Intl.NumberFormatOptions = {}): NumberFormatter =>
  memo('number', tag, options, (): NumberFormatter => {
    const local = localNumberFormat(tag, options)
    if (local) return local
    let intl: Intl.NumberFormat | undefined
    return { format: (value) => (intl ??= new Intl.NumberFormat(tag, options)).format(value) }
  })

export const displayNames = (tag: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  memo('names', tag, options, () => new Intl.DisplayNames([tag], options))

/**
 * A region's or language's name in the language `tag`, else the code itself; kept per language and
 * code, as the answer never changes: `DisplayNames.of` looks it up in ICU each time (the footer's two
 * names were 1 % of a server render's profile).
 */
export const displayName = (tag: string, type: 'region' | 'language', code: string): string =>
  memo('name', tag, { type, code }, () => displayNames(tag, { type }).of(code) ?? code)
