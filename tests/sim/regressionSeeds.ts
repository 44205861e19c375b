// Seeds the simulation once failed on, with what each found; they run first in every `npm run test:sim`
// (and in tests/sim/regressionSeeds.test.ts), so a bug it found stays fixed.
export interface RegressionSeed {
  readonly seed: number
  readonly profile: 'ci' | 'nightly'
  readonly found: string
}

export const REGRESSION_SEEDS: ReadonlyArray<RegressionSeed> = []
