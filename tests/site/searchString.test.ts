// The router's query as the store reads and writes it (src/site/searchString.ts): values read as the
// router's default reads them, with JSON.parse asked only where a text can be JSON.
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { jsonValue, parseSearch, stringifySearch } from '../../src/site/searchString'

/** JSON.parse's answer as a value, or that it refused. */
const outcome = (parse: (text: string) => unknown, text: string): { value: unknown } | 'refused' => {
  try {
    return { value: parse(text) }
  } catch {
    return 'refused'
  }
}

/** Texts near JSON's edges: numbers whole and not, words, padded, quoted, and anything. */
const texts = fc.oneof(
  fc.string(),
  fc.json(),
  fc.double({ noNaN: true }).map(String),
  fc.integer().map((n) => `${n}`),
  fc.tuple(fc.integer(), fc.string()).map(([n, s]) => `${n}${s}`),
  fc.constantFrom('true', 'false', 'null', 'tru', 'nul', 'falsey', ' 1', '1 ', '\n2\t', '\u00a01', '-', '-0', '01', '1.', '.5', '1e5', '1E+2', '2-person', '10-12', '1765123456-12', '"x"', '"x', '[1,2]', '[1,', '{}', '{"a":1}', ''),
)

describe('jsonValue', () => {
  it('answers as JSON.parse for every text: the same value, or a refusal', () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(outcome(jsonValue, text)).toEqual(outcome(JSON.parse, text))
      }),
      { numRuns: 5000 },
    )
  })

  it('refuses what cannot be JSON without an Error (nothing to capture a stack for)', () => {
    for (const text of ['2-person', '1765123456-12', 'jacket', 'tr']) {
      let thrown: unknown
      try {
        jsonValue(text)
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeDefined()
      expect(thrown).not.toBeInstanceOf(Error)
    }
  })
})

describe('the query', () => {
  const queries = fc.array(fc.tuple(fc.constantFrom('q', 'sort', 'page', 'bench', 'size'), texts), { maxLength: 5 }).map((pairs) => {
    const params = new URLSearchParams()
    for (const [key, value] of pairs) params.append(key, value)
    return `?${params.toString()}`
  })

  it('is read as the router reads it by default', () => {
    fc.assert(
      fc.property(queries, (query) => {
        expect(parseSearch(query)).toEqual(defaultParseSearch(query))
      }),
      { numRuns: 2000 },
    )
  })

  it('is written as the router writes it by default where it holds no list', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('q', 'sort', 'page', 'bench'), fc.oneof(texts, fc.integer(), fc.boolean())), (search) => {
        expect(stringifySearch(search)).toBe(defaultStringifySearch(search))
      }),
      { numRuns: 2000 },
    )
  })

  it('reads back what it wrote', () => {
    for (const search of [{ q: '2-person tent' }, { bench: '1765123456-12' }, { page: 2 }, { q: '123' }, { flag: true }]) expect(parseSearch(stringifySearch(search))).toEqual(search)
  })
})
