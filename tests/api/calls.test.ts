// The call table: one entry per row of spec/calls.tsv, well-formed, schemas where the storefront uses them.
import { describe, expect, it } from 'vitest'
import { CALLS, CALL_NAMES, isMutating } from '../../src/contract/calls'

describe('call table', () => {
  it('holds every row of calls.tsv once (131 calls, unique method + path) plus the payment provider', () => {
    const spec = CALL_NAMES.filter((n) => CALLS[n].service !== 'payments')
    expect(spec).toHaveLength(131)
    const keys = new Set(spec.map((n) => `${CALLS[n].method} ${CALLS[n].path}`))
    expect(keys.size).toBe(131)
    expect(CALL_NAMES.filter((n) => CALLS[n].service === 'payments')).toEqual(['tokenizeCard'])
  })

  it('has well-formed path templates', () => {
    for (const name of CALL_NAMES) expect(CALLS[name].path, name).toMatch(/^\/([A-Za-z0-9_.{}-]+\/?)*$/)
  })

  it('attaches response schemas to the calls in use', () => {
    for (const name of ['token', 'productDetails', 'catalog', 'widgetRecommendations', 'productInventory', 'cartCreate', 'cartGet', 'cartWithItem', 'cartAddItem', 'cartRemoveItem', 'cartUpdateItem', 'contentPage', 'contentAugmentedPage', 'contentMenu', 'contentCategory', 'contentFooter', 'cartApplyCoupon', 'cartAddShippingAddress', 'cartSetShippingMethod', 'cartAddBillingAddress', 'cartAddPaymentInstrument', 'giftCardBalance', 'paymentSession', 'prepareOrder', 'placeOrder', 'patchOrder', 'tokenizeCard', 'purchaseGet'] as const)
      expect('response' in CALLS[name], name).toBe(true)
  })

  it('marks non-GET calls as mutating', () => {
    expect(isMutating('cartAddItem')).toBe(true)
    expect(isMutating('cartGet')).toBe(false)
  })
})
