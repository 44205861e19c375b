// How the feedback slice keys a shopper's votes (../projections/productFeedback.ts): a module with
// no imports, so the product page's sections can name a vote without loading the engine.
export type VoteTarget = 'review' | 'answer'

export const voteKey = (target: VoteTarget, id: string): string => `${target}:${id}`
