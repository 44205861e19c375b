// Seeds the simulation once failed on, with what each found; they run first in every `npm run test:sim`
// (and in tests/sim/regressionSeeds.test.ts), so a bug it found stays fixed.
export interface RegressionSeed {
  readonly seed: number
  readonly profile: 'ci' | 'nightly'
  readonly found: string
}

export const REGRESSION_SEEDS: ReadonlyArray<RegressionSeed> = [
  {
    seed: 71,
    profile: 'ci',
    found:
      'two tabs both renewed a guest session the server had ended (the refused token was told from a new one by its expiry, and both were issued in the same millisecond): two new guests, the cart carried over twice, one copy left behind',
  },
  {
    seed: 1552,
    profile: 'ci',
    found:
      'a carry-over whose answer was lost was sent again by another command, under that command’s key: the server made a second cart, the first one left behind holding the lines',
  },
]
