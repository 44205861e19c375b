// The page's query data as JSON text (src/api/pageDataJson.ts): what the browser gets back is what the
// server had, plain JSON or not.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deserializePageData, isPlainJson, serializePageData } from '../../src/api/pageDataJson'

const menu = { siteId: 'summit-en-us', items: [{ id: '391547', title: 'Men', url: '/en-us/c/men-391547', columns: [], price: 12.5, sale: false, badge: null }] }

describe('page data as JSON text', () => {
  it('sends plain JSON data as its text and gives back an equal value', () => {
    const sent = serializePageData(menu)
    expect(JSON.stringify(sent)).not.toContain('"items":[')
    expect(deserializePageData(structuredClone(sent))).toEqual(menu)
  })

  it('writes the text of an object once, whichever page sends it', () => {
    expect(serializePageData(menu)).toBe(serializePageData(menu))
  })

  it('leaves data that JSON would change to the router: dates, maps, undefined fields, holes, classes, non-finite numbers, -0', () => {
    class Money {
      constructor(readonly amount: number) {}
    }
    // eslint-disable-next-line no-sparse-arrays
    for (const data of [{ at: new Date(0) }, { m: new Map() }, { a: undefined }, [1, , 3], { m: new Money(1) }, { n: Number.NaN }, { n: Infinity }, { n: -0 }, 'text', 3, null]) {
      expect(serializePageData(data)).toBe(data)
      expect(deserializePageData(data)).toBe(data)
    }
    const cyclic: Record<string, unknown> = { a: 1 }
    cyclic.self = cyclic
    expect(serializePageData(cyclic)).toBe(cyclic)
  })

  it('round-trips any JSON value, and any value it does not wrap is passed as is', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const sent = serializePageData(value)
        expect(deserializePageData(structuredClone(sent))).toEqual(value)
      }),
    )
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const sent = serializePageData(value)
        if (sent === value) expect(isPlainJson(value) && typeof value === 'object' && value !== null).toBe(false)
      }),
    )
  })

  it('leaves data that only looks like a wrapper alone', () => {
    const lookalike = { '$summit:json': '{"a":1}', other: true }
    expect(deserializePageData(lookalike)).toBe(lookalike)
  })
})
