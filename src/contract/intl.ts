// Intl formatters, made once per language and options and kept: constructing one costs far more than
// using it (a server render's profile had a rating's number formatter, built for every product tile,
// among its top functions). Options are few and fixed per call site, so the cache stays small.
//
// Numbers and the dates the store shows, in its own languages, are formatted without Intl
// (./localNumbers.ts, ./localDates.ts): the first Intl.NumberFormat of a page costs Chromium 50–70 ms
// while it loads ICU's number data, and every page formats a price or a rating while it hydrates.
// Other languages and options go to Intl, built on first use.
import { localDateFormat } from './localDates'
import { localNumberFormat } from './localNumbers'

const formatters = new Map<string, unknown>()

const memo = <T>(kind: string, tag: string | ReadonlyArray<string>, options: object, make: () => T): T => {
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

/** What the store formats dates with: Intl.DateTimeFormat's `format`, nothing else. */
export interface DateFormatter {
  readonly format: (date: Date | number) => string
}

export const dateTimeFormat = (tag: string, options: Intl.DateTimeFormatOptions = {}): DateFormatter =>
  memo('date', tag, options, (): DateFormatter => {
    const local = localDateFormat(tag, options)
    if (local) return local
    let intl: Intl.DateTimeFormat | undefined
    return { format: (date) => (intl ??= new Intl.DateTimeFormat(tag, options)).format(date) }
  })

export const displayNames = (tag: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  memo('names', tag, options, () => new Intl.DisplayNames([tag], options))
