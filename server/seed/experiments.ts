// The personalisation service's seeded experiments (migration 015), the same for both brands, and
// the price history behind the omnibus price. Each experiment is decided by its component, the
// decision key of the experiences the content seed places on pages (server/seed/contentPages.ts
// names them `exp_{page}_{component}`). Labels cover the three variant-label rules of the spec
// ("Baseline", a label containing "Experiment", a "B-…" label). Deterministic: fixed ids and
// weights; the price history comes from an md5 of product and currency, the same on PGlite and
// PostgreSQL.
import { BRANDS, type Brand } from '../../src/contract/site/sites.ts'
import type { Db } from '../db/db.ts'

export interface RecommendationStrategy {
  readonly strategy: 'bestsellers' | 'category'
  /** Category key of the brand's taxonomy (strategy category). */
  readonly categoryKey?: string
  readonly limit: number
}

export interface VariantSeed {
  readonly variantId: string
  readonly label: string
  readonly weight: number
  readonly recommendations?: RecommendationStrategy
}

export interface ExperimentSeed {
  /** The decision key (last underscore-separated part of the content's experience id). */
  readonly component: string
  readonly name: string
  readonly label: string
  readonly kind: 'json' | 'recommendations'
  /** Page types it is decided on (src/contract/site/routeRules.ts); every page when omitted. */
  readonly pageTypes?: ReadonlyArray<string>
  readonly variants: ReadonlyArray<VariantSeed>
}

const jacketsOf = (brand: Brand) => (brand === 'summit' ? 'men-jackets' : 'women-jackets')

export const experimentSeeds = (brand: Brand): ReadonlyArray<ExperimentSeed> => [
  {
    component: 'homestory',
    name: 'Home page story',
    label: 'HP-Story',
    kind: 'json',
    pageTypes: ['home'],
    variants: [
      { variantId: 'baseline', label: 'Baseline', weight: 34 },
      { variantId: 'variant-a', label: 'Experiment - gear first', weight: 33 },
      { variantId: 'variant-b', label: 'B-Trail stories', weight: 33 },
    ],
  },
  {
    component: 'homerecs',
    name: 'Home page recommendations',
    label: 'HP-Recs',
    kind: 'recommendations',
    pageTypes: ['home'],
    variants: [
      { variantId: 'baseline', label: 'Baseline', weight: 50, recommendations: { strategy: 'bestsellers', limit: 12 } },
      { variantId: 'variant-a', label: 'Experiment - jackets', weight: 50, recommendations: { strategy: 'category', categoryKey: jacketsOf(brand), limit: 12 } },
    ],
  },
  {
    component: 'catbanner',
    name: 'Category page banner',
    label: 'CLP-Banner',
    kind: 'json',
    pageTypes: ['category'],
    variants: [
      { variantId: 'baseline', label: 'Baseline', weight: 50 },
      { variantId: 'variant-a', label: 'Experiment - free returns', weight: 50 },
    ],
  },
]

/** Tables of this seed, children first (for the reseed's TRUNCATE). */
export const EXPERIMENT_TABLES = ['experiment_variants', 'experiments', 'price_history'] as const

export const seedExperiments = async (tx: Db): Promise<void> => {
  let actionId = 1000
  for (const brand of BRANDS) {
    for (const experiment of experimentSeeds(brand)) {
      const id = `${brand}-${experiment.component}`
      await tx.query(
        `INSERT INTO experiments (id, brand, action_id, component, name, label, kind, page_types) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, brand, ++actionId, experiment.component, experiment.name, experiment.label, experiment.kind, experiment.pageTypes ?? null],
      )
      for (const [position, variant] of experiment.variants.entries()) {
        await tx.query(
          `INSERT INTO experiment_variants (experiment_id, variant_id, label, weight, position, recommendations) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
          [id, variant.variantId, variant.label, variant.weight, position, variant.recommendations ? JSON.stringify(variant.recommendations) : null],
        )
      }
    }
  }
  // Marked-down prices: before the reduction the product sold at its original price (three in five),
  // at the current price already (one in five: no omnibus line), or at a former sale price halfway.
  await tx.query(`
    INSERT INTO price_history (product_id, currency, historic_best_minor, previous_best_sales_minor)
    SELECT product_id, currency,
      CASE bucket WHEN 0 THEN current_minor WHEN 1 THEN (current_minor + original_minor) / 2 ELSE original_minor END,
      CASE bucket WHEN 1 THEN (current_minor + original_minor) / 2 ELSE NULL END
    FROM (
      SELECT product_id, currency, current_minor, original_minor, (('x' || substr(md5(product_id || ':' || currency), 1, 8))::bit(32)::int & 2147483647) % 5 AS bucket
      FROM product_prices WHERE current_minor < original_minor
    ) p`)
}
