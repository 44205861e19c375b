// Helpful votes on reviews and answers: one vote per shopper and item; a second vote with the other
// value replaces the first (the counts move from one side to the other), the same value again
// changes nothing. Runs inside the call's transaction.
import type { Db } from '../db/db.ts'

/** Where an item's votes and counts live (table and column names are constants of this module's callers). */
export interface VoteTables {
  /** The table with `id`, `helpful`, `unhelpful` counts. */
  readonly items: 'reviews' | 'product_answers'
  /** The table of votes: (item column, consumer_no, helpful). */
  readonly votes: 'review_votes' | 'answer_votes'
  readonly itemColumn: 'review_id' | 'answer_id'
}

export interface VoteResult {
  readonly id: string
  readonly helpful: number
  readonly unhelpful: number
  readonly vote: 'helpful' | 'unhelpful'
}

/** Records `consumerNo`'s vote on item `id` (which the caller has found) and answers the counts after it. */
export const castVote = async (db: Db, tables: VoteTables, id: string, consumerNo: string, helpful: boolean): Promise<VoteResult> => {
  const { items, votes, itemColumn } = tables
  // Lock the item first: two votes of one shopper at once are applied one after the other.
  await db.query(`SELECT 1 FROM ${items} WHERE id = $1 FOR UPDATE`, [id])
  const [previous] = await db.query<{ helpful: boolean }>(`SELECT helpful FROM ${votes} WHERE ${itemColumn} = $1 AND consumer_no = $2`, [id, consumerNo])
  let up = 0
  let down = 0
  if (!previous) {
    await db.query(`INSERT INTO ${votes} (${itemColumn}, consumer_no, helpful) VALUES ($1, $2, $3)`, [id, consumerNo, helpful])
    if (helpful) up = 1
    else down = 1
  } else if (previous.helpful !== helpful) {
    await db.query(`UPDATE ${votes} SET helpful = $3, voted_at = now() WHERE ${itemColumn} = $1 AND consumer_no = $2`, [id, consumerNo, helpful])
    up = helpful ? 1 : -1
    down = -up
  }
  const [counts] = await db.query<{ helpful: number; unhelpful: number }>(
    `UPDATE ${items} SET helpful = helpful + $2, unhelpful = unhelpful + $3 WHERE id = $1 RETURNING helpful, unhelpful`,
    [id, up, down],
  )
  return { id, helpful: counts?.helpful ?? 0, unhelpful: counts?.unhelpful ?? 0, vote: helpful ? 'helpful' : 'unhelpful' }
}
