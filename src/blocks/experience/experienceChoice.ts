// What an experience shows (spec 002 section 4): a variant forced by the test context at once; else
// the skeleton of its baseline until the page's decision is known; then the decided variant when it
// is one of the experience's (not the baseline), which hides the baseline; the baseline otherwise,
// and when the decision failed.
import type { DecisionStatus } from '../personalisation/decisionStore'

export type ExperienceChoice = { readonly kind: 'pending' } | { readonly kind: 'baseline' } | { readonly kind: 'variant'; readonly variantId: string }

export const BASELINE_ID = 'baseline'

export interface ExperienceChoiceInput {
  /** The variant the test context forces, if any. */
  readonly forcedVariantId?: string | undefined
  readonly status: DecisionStatus
  /** The variant the decision chose for this experience's decision key (undefined when it has no action for it). */
  readonly decidedVariantId?: string | undefined
  readonly variantIds: ReadonlyArray<string>
}

export const experienceChoice = ({ forcedVariantId, status, decidedVariantId, variantIds }: ExperienceChoiceInput): ExperienceChoice => {
  const pick = (id: string | undefined): ExperienceChoice => (id !== undefined && id !== BASELINE_ID && variantIds.includes(id) ? { kind: 'variant', variantId: id } : { kind: 'baseline' })
  if (forcedVariantId !== undefined) return pick(forcedVariantId)
  if (status === 'idle' || status === 'pending') return { kind: 'pending' }
  if (status === 'failed') return { kind: 'baseline' }
  return pick(decidedVariantId)
}
