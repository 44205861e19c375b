// Intl formatters, made once per language and options and kept: constructing one costs far more than
// using it (a server render's profile had a rating's number formatter, built for every product tile,
// among its top functions). Options are few and fixed per call site, so the cache stays small.

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

export const numberFormat = (tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  memo('number', tag, options, () => new Intl.NumberFormat(tag, options))

export const dateTimeFormat = (tag: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  memo('date', tag, options, () => new Intl.DateTimeFormat(tag, options))

export const displayNames = (tag: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  memo('names', tag, options, () => new Intl.DisplayNames([tag], options))
