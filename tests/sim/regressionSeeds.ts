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
  {
    seed: 1033,
    profile: 'ci',
    found:
      'after the merge with decision 24 (tokens per tab): a tab that had never asked for a token signed in the guest whose cart another tab made, without the guest’s token, so the cart did not join the account and the device showed none',
  },
  {
    seed: 22,
    profile: 'ci',
    found:
      'after the merge with decision 24, while the simulated tabs still shared one token store: two session requests crossing around tab crashes left a line in a cart the device no longer showed',
  },
  {
    seed: 173,
    profile: 'ci',
    found:
      'the simulated browser applied the session cookie of a session call its page had abandoned (the engine’s timeout): a late first session replaced the one the device had started since, and the cart made under that one was left behind (a browser drops such an answer; the simulation now does too)',
  },
  {
    seed: 612,
    profile: 'ci',
    found:
      'a tab crashed while signing the guest in, after the server had made the device’s session the member’s: the next tab took the member’s token for another shopper’s session, reset the cart and forgot the adds it then sent to the member’s cart (a guest becoming a member on the device is a sign-in)',
  },
]
