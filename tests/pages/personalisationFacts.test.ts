// The visitor and the shopper as personalisation sees them, from the engine's projected state:
// segmentation's visitor state and the decide call's customer, cart and purchase.
import { describe, expect, it } from 'vitest'
import type { CartLine } from '../../src/engine/projections/cart'
import { initialEngineState } from '../../src/engine/projections/initial'
import type { SessionState } from '../../src/engine/projections/session'
import { profileKindsOf, visitorOf } from '../../src/pages/personalisation/visitorState'
import { shopperFactsOf } from '../../src/pages/personalisation/shopperFacts'

const session = (patch: Partial<SessionState>): SessionState => ({ ...initialEngineState.session, ...patch })
const registered = (consumerType: string, loyalty?: 'none' | 'unconfirmed' | 'member') =>
  session({
    status: 'registered',
    consumerNo: 'C42',
    consumerType,
    profile: loyalty ? { consumerNo: 'C42', consumerType, consumerDetails: { firstName: 'A', lastName: 'M', email: 'a@x.test' }, addresses: [], loyaltySummary: { status: loyalty, points: 10 } } : null,
  })

describe('visitor state', () => {
  it('says who the visitor is from the session and the cart', () => {
    expect(visitorOf(session({ status: 'guest', consumerType: 'GUEST' }), 0, [])).toEqual({ signedIn: false, loyaltyMember: false, employee: false, cartEmpty: true, kinds: [], rememberedKinds: [] })
    expect(visitorOf(registered('REGISTERED'), 2, [])).toMatchObject({ signedIn: true, loyaltyMember: undefined, employee: false, cartEmpty: false })
    expect(visitorOf(registered('REGISTERED', 'member'), 0, []).loyaltyMember).toBe(true)
    expect(visitorOf(registered('REGISTERED', 'unconfirmed'), 0, []).loyaltyMember).toBe(false)
    expect(visitorOf(registered('EMPLOYEE'), 0, []).employee).toBe(true)
    expect(visitorOf(registered('IPA_WRANX'), 0, ['athletes'])).toMatchObject({ kinds: ['ipa-wranx', 'wranx', 'ipa'], rememberedKinds: ['athletes'] })
    // A guest has no kinds of their own, only those remembered on the device.
    expect(visitorOf(session({ status: 'guest', consumerType: 'ATHLETE' }), 0, ['wranx'])).toMatchObject({ kinds: [], rememberedKinds: ['wranx'] })
  })

  it('reads the profile kinds from the consumer type', () => {
    expect(profileKindsOf('ATHLETE')).toEqual(['athletes'])
    expect(profileKindsOf('wranx')).toEqual(['wranx'])
    expect(profileKindsOf('IPA')).toEqual(['ipa'])
    expect(profileKindsOf('IPA-WRANX')).toEqual(['ipa-wranx', 'wranx', 'ipa'])
    expect(profileKindsOf('PARTICIPANT')).toEqual([])
    expect(profileKindsOf(null)).toEqual([])
  })
})

describe('shopper facts', () => {
  const line = (patch: Partial<CartLine>): CartLine =>
    ({ key: 'i1', itemId: 'i1', sku: 'AB12CD34-BLK-M', masterId: 'AB12CD34', name: 'Shell', qty: 2, unitPrice: 90, rowTotal: 180, pending: null, ...patch }) as CartLine

  it('give the signed-in customer, the cart’s lines and totals once the cart is known', () => {
    const state = {
      ...initialEngineState,
      session: registered('REGISTERED'),
      cart: { ...initialEngineState.cart, currency: 'EUR', items: [line({}), line({ key: 'i2', sku: 'X-1', masterId: 'X', qty: 1, rowTotal: 19.999, pending: null }), line({ key: 'i3', pending: 'remove' })] },
    }
    const facts = shopperFactsOf(state, true, 'USD', undefined)
    expect(facts.customerId).toBe('C42')
    expect(facts.cart).toEqual({
      lines: [
        { pid: 'AB12CD34', sku: 'AB12CD34-BLK-M', quantity: 2, value: '180.00', currency: 'EUR' },
        { pid: 'X', sku: 'X-1', quantity: 1, value: '20.00', currency: 'EUR' },
      ],
      itemTotal: 199.999,
      discount: 0,
      total: 199.999,
    })
    expect(shopperFactsOf(state, false, 'USD', undefined).cart).toBeNull()
    expect(shopperFactsOf(initialEngineState, true, 'GBP', undefined)).toEqual({ cart: { lines: [], itemTotal: 0, discount: 0, total: 0 } })
  })

  it('give the purchase of an order placed from this device', () => {
    const order = {
      orderNumber: 'O-7',
      currency: 'GBP',
      items: [{ productId: 'AB12CD34-BLK-M', masterId: 'AB12CD34', qty: 1, price: { rowTotal: 120.5 } }],
    }
    const state = { ...initialEngineState, checkout: { ...initialEngineState.checkout, orders: { 'O-7': order as never } } }
    expect(shopperFactsOf(state, true, 'GBP', 'O-7').purchase).toEqual({ orderNumber: 'O-7', lines: [{ pid: 'AB12CD34', sku: 'AB12CD34-BLK-M', quantity: 1, value: '120.50', currency: 'GBP' }] })
    expect(shopperFactsOf(state, true, 'GBP', 'O-8').purchase).toBeUndefined()
  })
})
