// Date formatters for the dates the store shows (articles, search results, reviews): the store's
// own formats in its own languages without Intl (./localDates.ts, for the reason ./intl.ts gives),
// anything else through Intl.DateTimeFormat built on first use. Apart from ./intl.ts so that the
// pages that show no date (most) do not load it.
import { memo } from './intl'
import { localDateFormat } from './localDates'

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
