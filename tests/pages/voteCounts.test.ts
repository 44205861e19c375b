// What the vote buttons show before and after the server counted a vote (src/pages/product/voteCounts.ts).
import { describe, expect, it } from 'vitest'
import type { VoteState } from '../../src/engine/projections/productFeedback'
import { shownCounts } from '../../src/pages/product/voteCounts'

const item = { helpful: 7, unhelpful: 2 }
const pending = (vote: VoteState['vote'], previous: VoteState['previous'] = null): VoteState => ({ vote, pending: true, commandId: 'c2', counts: null, previous })
const counted = (vote: VoteState['vote'], counts: { helpful: number; unhelpful: number }): VoteState => ({ vote, pending: false, commandId: 'c1', counts, previous: null })

describe('shownCounts', () => {
  it("is the item's counts without a vote", () => {
    expect(shownCounts(item, undefined)).toEqual(item)
  })

  it('adds a pending vote at once (offline too)', () => {
    expect(shownCounts(item, pending('helpful'))).toEqual({ helpful: 8, unhelpful: 2 })
    expect(shownCounts(item, pending('unhelpful'))).toEqual({ helpful: 7, unhelpful: 3 })
  })

  it("shows the server's counts once it counted the vote", () => {
    expect(shownCounts(item, counted('helpful', { helpful: 12, unhelpful: 2 }))).toEqual({ helpful: 12, unhelpful: 2 })
  })

  it('moves a changed vote from one side to the other, from the counts the server gave the first', () => {
    const first = counted('helpful', { helpful: 8, unhelpful: 2 })
    expect(shownCounts(item, pending('unhelpful', { ...first }))).toEqual({ helpful: 7, unhelpful: 3 })
    expect(shownCounts(item, pending('helpful', { ...first }))).toEqual({ helpful: 8, unhelpful: 2 })
  })
})
