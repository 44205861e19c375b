// A small ICU message formatter for the subset our texts use: `{name}` placeholders and
// `{name, plural, one {…} other {…}}` (with `=N` cases and `#` for the number, formatted for the
// language). It replaces intl-messageformat (about 10 KB gzip of parser in every page's JavaScript);
// tests/contract/messageFormat.test.ts checks that every UI string and catalogue message formats exactly as
// intl-messageformat formats it. A pattern outside the subset, or a missing value, throws, as
// intl-messageformat does.

import { numberFormat } from './intl'

export type MessageValues = Readonly<Record<string, string | number>>

type Part = string | { readonly name: string } | { readonly name: string; readonly cases: ReadonlyMap<string, ReadonlyArray<Part>> } | { readonly pound: true }

const compiled = new Map<string, ReadonlyArray<Part>>()

const parse = (pattern: string): ReadonlyArray<Part> => {
  let at = 0
  const fail = (why: string): never => {
    throw new Error(`message "${pattern}": ${why} at ${at}`)
  }
  const parts = (inPlural: boolean): Array<Part> => {
    const out: Array<Part> = []
    let text = ''
    const flush = () => {
      if (text) out.push(text)
      text = ''
    }
    while (at < pattern.length) {
      const ch = pattern[at]!
      if (ch === '}') break
      if (ch === '#' && inPlural) {
        flush()
        out.push({ pound: true })
        at++
      } else if (ch === '{') {
        flush()
        out.push(argument())
      } else {
        text += ch
        at++
      }
    }
    flush()
    return out
  }
  const word = (): string => {
    while (pattern[at] === ' ') at++
    const start = at
    while (at < pattern.length && /[^\s,{}]/.test(pattern[at]!)) at++
    if (at === start) fail('expected a name')
    const value = pattern.slice(start, at)
    while (pattern[at] === ' ') at++
    return value
  }
  const argument = (): Part => {
    at++ // {
    const name = word()
    if (pattern[at] === '}') {
      at++
      return { name }
    }
    if (pattern[at] !== ',') fail('expected , or }')
    at++
    const type = word()
    if (type !== 'plural') fail(`unsupported argument type ${type}`)
    if (pattern[at] !== ',') fail('expected ,')
    at++
    const cases = new Map<string, ReadonlyArray<Part>>()
    for (;;) {
      while (/\s/.test(pattern[at] ?? '')) at++
      if (pattern[at] === '}') break
      const selector = word()
      if (pattern[at] !== '{') fail('expected {')
      at++
      cases.set(selector, parts(true))
      if (pattern[at] !== '}') fail('expected }')
      at++
    }
    at++ // }
    if (!cases.has('other')) fail('plural without other')
    return { name, cases }
  }
  const result = parts(false)
  if (at !== pattern.length) fail('unbalanced }')
  return result
}

const pluralRules = new Map<string, Intl.PluralRules>()
const cached = <T>(map: Map<string, T>, language: string, make: () => T): T => {
  let value = map.get(language)
  if (!value) map.set(language, (value = make()))
  return value
}

const render = (parts: ReadonlyArray<Part>, language: string, values: MessageValues, count: number | undefined): string => {
  let out = ''
  for (const part of parts) {
    if (typeof part === 'string') out += part
    else if ('pound' in part) out += numberFormat(language).format(count ?? 0)
    else {
      const value = values[part.name]
      if (value === undefined) throw new Error(`message value "${part.name}" missing`)
      if (!('cases' in part)) {
        out += String(value)
        continue
      }
      const n = Number(value)
      const category = cached(pluralRules, language, () => new Intl.PluralRules(language)).select(n)
      const chosen = part.cases.get(`=${n}`) ?? part.cases.get(category) ?? part.cases.get('other')!
      out += render(chosen, language, values, n)
    }
  }
  return out
}

/** Formats an ICU message (the subset above) in a language. */
export const formatMessage = (pattern: string, language: string, values: MessageValues = {}): string => {
  let parts = compiled.get(pattern)
  if (!parts) compiled.set(pattern, (parts = parse(pattern)))
  return render(parts, language, values, undefined)
}
