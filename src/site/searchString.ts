// How the router reads and writes a page's query: as TanStack Router does (JSON for objects and
// values that would read back as something else), except that:
// - a list of plain values is written as the key repeated (an empty list not at all) (`?size=M&size=L`,
//   the article grid's `component{id}[tagId]=…` spec 002 section 2), as an HTML form submits it and as
//   the router reads it back;
// - a value that cannot be JSON is told apart without asking JSON.parse. The router's default reads
//   every value that starts like JSON (a digit, a minus, `tr`, `fa`, `nu`) with JSON.parse, and again
//   when it writes the query, to see whether it would read back as a string: a value such as
//   `2-person`, `10-12` or a dated campaign id made JSON.parse throw a SyntaxError each time, about
//   5 µs with its stack, and a server render reads and writes its query a few dozen times (3 % of a
//   product page's render with such a query, issue 17). `jsonValue` answers as JSON.parse does.
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'

/** Thrown (not an Error: nothing to capture) where a text cannot be JSON; the router catches it and keeps the text. */
const NOT_JSON: unknown = Object.freeze({ notJson: true })

/** A JSON number, whole: what a JSON text starting with a digit or a minus must be. */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/

/** JSON's whitespace (and only it: JSON.parse refuses a no-break space). */
const JSON_SPACE = /^[ \t\n\r]+|[ \t\n\r]+$/g

/**
 * JSON.parse, except that a text which cannot be JSON is refused without JSON.parse: a number that
 * is not whole (`2-person`), a word that is not `true`, `false` or `null`, a text starting with
 * anything else but `"`, `[` or `{` (those are left to JSON.parse, which may still refuse them).
 * Same answers as JSON.parse for every text; a refusal is thrown, as JSON.parse throws.
 */
export const jsonValue = (text: string): unknown => {
  const trimmed = text.replace(JSON_SPACE, '')
  const first = trimmed.charCodeAt(0)
  const opens = first === 0x22 || first === 0x5b || first === 0x7b // " [ {
  const numeric = first === 0x2d || (first >= 0x30 && first <= 0x39) // - 0-9
  if (opens || (numeric && JSON_NUMBER.test(trimmed)) || trimmed === 'true' || trimmed === 'false' || trimmed === 'null') return JSON.parse(text)
  throw NOT_JSON
}

const stringifyOthers = stringifySearchWith(JSON.stringify, jsonValue)

const isPlainList = (value: unknown): value is ReadonlyArray<string | number | boolean> =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean')

/** The router's `parseSearch`: its default, reading values with `jsonValue`. */
export const parseSearch = parseSearchWith(jsonValue)

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
