// The search page's URL state is parsed leniently: what is malformed or out of bounds is dropped, so
// a shared or hand-edited link always opens a page (src/contract/searchState.ts).
import { describe, expect, it } from 'vitest'
import { toProductSearchQuery } from '../../src/api/searchQueries.ts'
import { hasFilters, parseSearchState } from '../../src/contract/searchState.ts'

describe('parseSearchState', () => {
  it('keeps a valid state, lists sorted and without repeats', () => {
    expect(parseSearchState({ q: ' rain jacket ', sort: 'price-asc', colour: ['NVY', 'BLK', 'NVY'], size: 'M', price: '50-100,300-', rating: '4', page: '3' })).toEqual({
      q: 'rain jacket',
      sort: 'price-asc',
      colour: ['BLK', 'NVY'],
      size: ['M'],
      price: ['300-', '50-100'],
      rating: '4',
      page: 3,
    })
  })

  it('drops what is malformed or out of bounds', () => {
    expect(parseSearchState({ q: '   ', sort: 'cheapest', colour: 'b<l>k', price: ['100-50', 'cheap', '5-'], rating: '5', page: '-2', category: 'men' })).toEqual({ price: ['5-'] })
    expect(parseSearchState({ q: 'x'.repeat(300) }).q).toHaveLength(100)
    expect(parseSearchState({ q: 'tent', page: '99999' }).page).toBe(416)
    expect(parseSearchState({ q: 'tent', sort: 'relevance', page: '1' })).toEqual({ q: 'tent' })
  })

  it('turns into the productSearch query of one page', () => {
    const state = parseSearchState({ q: 'tent', colour: 'BLK', page: '2' })
    expect(hasFilters(state)).toBe(true)
    expect(toProductSearchQuery({ ...state, q: 'tent' })).toEqual({ q: 'tent', colour: ['BLK'], start: 24, count: 24 })
  })
})
