// The showcase's limits (spec 002 sections 2 and 9: the preview tool offers 10, 20 or 50 results, 20
// by default). Apart from the call's schemas so the preview route's search parsing needs no Schema.
export const SHOWCASE_LIMITS = [10, 20, 50] as const
export type ShowcaseLimit = (typeof SHOWCASE_LIMITS)[number]
export const DEFAULT_SHOWCASE_LIMIT: ShowcaseLimit = 20
