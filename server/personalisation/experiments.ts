// Experiments of a brand (migration 015) and the deterministic choice of a variant for a visitor:
// the variant is picked by weight from a hash of the visitor's id (mt.v) and the experiment's id, so a
// visitor sees the same variant on every call and visitors spread over the variants by their weights.
import { createHash } from 'node:crypto'
import type { Db } from '../db/db.ts'

export interface VariantRow {
  readonly variantId: string
  readonly label: string
  readonly weight: number
  readonly recommendations: { strategy: 'bestsellers' | 'category'; categoryKey?: string; limit: number } | null
}

export interface Experiment {
  readonly id: string
  readonly actionId: number
  readonly component: string
  readonly name: string
  readonly label: string
  readonly kind: 'json' | 'recommendations'
  readonly pageTypes: ReadonlyArray<string> | null
  readonly variants: ReadonlyArray<VariantRow>
}

/** The brand's active experiments with their variants, in a stable order. */
export const experimentsOf = async (db: Db, brand: string): Promise<ReadonlyArray<Experiment>> => {
  const rows = await db.query<{
    id: string
    action_id: number
    component: string
    name: string
    label: string
    kind: 'json' | 'recommendations'
    page_types: string[] | null
    variants: Array<{ variant_id: string; label: string; weight: number; recommendations: VariantRow['recommendations'] }>
  }>(
    `SELECT e.id, e.action_id, e.component, e.name, e.label, e.kind, e.page_types,
       (SELECT json_agg(json_build_object('variant_id', v.variant_id, 'label', v.label, 'weight', v.weight, 'recommendations', v.recommendations) ORDER BY v.position)
          FROM experiment_variants v WHERE v.experiment_id = e.id) AS variants
     FROM experiments e WHERE e.brand = $1 AND e.active ORDER BY e.action_id`,
    [brand],
  )
  return rows.map((row) => ({
    id: row.id,
    actionId: row.action_id,
    component: row.component,
    name: row.name,
    label: row.label,
    kind: row.kind,
    pageTypes: row.page_types,
    variants: (row.variants ?? []).map((v) => ({ variantId: v.variant_id, label: v.label, weight: v.weight, recommendations: v.recommendations })),
  }))
}

/** A number in [0, 1) from the visitor and the experiment: the first 32 bits of SHA-256("{visitor}:{experiment}"). */
export const bucketOf = (monetateId: string, experimentId: string): number =>
  createHash('sha256').update(`${monetateId}:${experimentId}`).digest().readUInt32BE(0) / 2 ** 32

/** The visitor's variant: the one whose cumulative weight range holds the visitor's bucket; undefined when every weight is 0. */
export const variantFor = (experiment: Experiment, monetateId: string): VariantRow | undefined => {
  const total = experiment.variants.reduce((sum, v) => sum + v.weight, 0)
  if (total <= 0) return undefined
  let point = bucketOf(monetateId, experiment.id) * total
  for (const variant of experiment.variants) {
    if (point < variant.weight) return variant
    point -= variant.weight
  }
  return experiment.variants.findLast((v) => v.weight > 0)
}

/** Whether an experiment is decided on a page of this type (every page when it names none; none when the call names no page). */
export const decidesOn = (experiment: Experiment, pageType: string | undefined): boolean =>
  experiment.pageTypes === null || (pageType !== undefined && experiment.pageTypes.includes(pageType))
