// The checkout's steps: a module of its own so that the route definition (in every page's route
// tree) does not need the checkout page (DECISIONS 12).

export type CheckoutStep = 'shipping' | 'billing' | 'summary'
export const CHECKOUT_STEPS: ReadonlyArray<CheckoutStep> = ['shipping', 'billing', 'summary']

export const parseStep = (value: unknown): CheckoutStep => (value === 'billing' || value === 'summary' ? value : 'shipping')
