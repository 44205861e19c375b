// How the router writes a page's query: as TanStack Router does (JSON for objects and values that
// would read back as something else), except that a list of plain values is written as the key
// repeated (an empty list not at all) (`?size=M&size=L`, the article grid's `component{id}[tagId]=…` spec 002 section 2), as an
// HTML form submits it and as the router reads it back.
import { stringifySearchWith } from '@tanstack/react-router'

const stringifyOthers = stringifySearchWith(JSON.stringify, JSON.parse)

const isPlainList = (value: unknown): value is ReadonlyArray<string | number | boolean> =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean')

export const stringifySearch = (search: Record<string, unknown>): string => {
  const entries = Object.entries(search).filter(([, value]) => !(Array.isArray(value) && value.length === 0))
  const lists = entries.filter(([, value]) => isPlainList(value)) as Array<[string, ReadonlyArray<string | number | boolean>]>
  if (lists.length === 0) return stringifyOthers(Object.fromEntries(entries))
  const others = Object.fromEntries(entries.filter(([, value]) => !isPlainList(value)))
  const params = new URLSearchParams(stringifyOthers(others).replace(/^\?/, ''))
  for (const [key, values] of lists) for (const value of values) params.append(key, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}
