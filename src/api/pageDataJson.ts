// A page's query data crosses from the server's render to the browser as JSON text where it is plain
// JSON (TanStack Query's `serializeData` and `deserializeData`, src/router.tsx). The router writes
// what it dehydrates with seroval, which keeps references, dates and the like: about a tenth of the
// server's time on a product page went to seroval walking the queries' data (26 KB of it, the menu,
// the product, its recommendations and their stock), against a few hundredths of a millisecond for
// JSON.stringify. Data that is not plain JSON (a date, a map, an undefined field, a class) keeps going
// through seroval as before. The text of data that several pages share (the menu, the footer, a
// product's content, kept once by the server's shared reads) is written once per object.

/** The wrapper's one key: data shaped like the wrapper cannot come from the API's JSON. */
const JSON_KEY = '$summit:json'

/** Query data as sent to the browser: the data itself, or its JSON text in a wrapper. */
export type SentData = unknown

const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/**
 * Whether JSON.parse(JSON.stringify(value)) gives back an equal value: null, booleans, finite numbers,
 * strings, arrays and plain objects of them, no `undefined` (JSON drops it, seroval keeps it), no
 * holes, no cycles (a cycle is not plain JSON; the depth bound stops the walk).
 */
export const isPlainJson = (value: unknown, depth = 0): boolean => {
  if (depth > 64) return false
  if (value === null) return true
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0)
    case 'object': {
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          if (!(i in value) || !isPlainJson(value[i], depth + 1)) return false
        }
        return true
      }
      if (!isPlainObject(value)) return false
      for (const key in value) {
        if (!Object.hasOwn(value, key)) return false
        if (!isPlainJson((value as Record<string, unknown>)[key], depth + 1)) return false
      }
      return true
    }
    default:
      return false
  }
}

/** The wrapper of each object already written (shared data is the same object on every page). */
const written = new WeakMap<object, { readonly [JSON_KEY]: string }>()

/** `serializeData`: plain JSON data as its text in a wrapper; anything else as it is. */
export const serializePageData = (data: unknown): SentData => {
  if (typeof data !== 'object' || data === null) return data
  const known = written.get(data)
  if (known) return known
  if (!isPlainJson(data)) return data
  const wrapper = { [JSON_KEY]: JSON.stringify(data) }
  written.set(data, wrapper)
  return wrapper
}

/** `deserializeData`: the data a wrapper carries, parsed; anything else as it came. */
export const deserializePageData = (sent: SentData): unknown => {
  if (typeof sent !== 'object' || sent === null || !Object.hasOwn(sent, JSON_KEY)) return sent
  const text = (sent as Record<string, unknown>)[JSON_KEY]
  return typeof text === 'string' && Object.keys(sent).length === 1 ? JSON.parse(text) : sent
}
