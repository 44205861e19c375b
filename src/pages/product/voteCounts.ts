// What the vote buttons of a review or an answer show: the counts the server answered for this
// shopper's vote when it has, else the item's counts with the shopper's pending vote added (and
// their earlier counted vote taken back), so a vote shows at once, also offline. Pure.
import type { VoteState } from '../../engine/projections/productFeedback'

export interface Counts {
  readonly helpful: number
  readonly unhelpful: number
}

export const shownCounts = (item: Counts, vote: VoteState | undefined): Counts => {
  if (!vote) return item
  if (!vote.pending && vote.counts) return vote.counts
  // The item's counts are the list's (which may already include an earlier counted vote of this shopper).
  const base = vote.previous?.counts ?? item
  const earlier = vote.previous?.counts ? vote.previous.vote : undefined
  if (earlier === vote.vote) return base
  const take = (side: 'helpful' | 'unhelpful') => (earlier === side ? 1 : 0)
  const add = (side: 'helpful' | 'unhelpful') => (vote.vote === side ? 1 : 0)
  return {
    helpful: Math.max(0, base.helpful - take('helpful') + add('helpful')),
    unhelpful: Math.max(0, base.unhelpful - take('unhelpful') + add('unhelpful')),
  }
}
