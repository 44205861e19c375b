// The checkout's own checks before it sends anything: card entry (Luhn, expiry, security code),
// address and gift-option fields, the callout rule (exactly three parts) and the step a shopper may
// reach with the cart as it is.
import { describe, expect, it } from 'vitest'
import type { Cart } from '../../src/contract/schemas/cart'
import { initialSessionState } from '../../src/engine/projections/initial'
import type { SessionState } from '../../src/engine/projections/session'
import { expressChoiceOf, isExpress, reachableStep } from '../../src/pages/checkout/progress'
import { calloutParts } from '../../src/commerce/OrderSummary'
import { cardErrors, formatCardNumber, luhnValid, parseExpiry } from '../../src/contract/card'
import { addressLines, emptyAddress } from '../../src/commerce/AddressForm'
import { addressErrors, giftOptionErrors } from '../../src/commerce/validate'
import { cart as cartOf, cartItem } from '../api/fixtures'

const NOW = new Date('2026-11-23T10:00:00Z')

describe('card entry', () => {
  it('accepts Luhn-valid numbers with spaces and rejects the rest', () => {
    expect(luhnValid('4111111111111111')).toBe(true)
    expect(luhnValid('4000000000003220')).toBe(true)
    expect(luhnValid('4111111111111112')).toBe(false)
    expect(luhnValid('4111')).toBe(false)
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111')
  })

  it('takes an expiry of this month or later as MM/YY or MM/YYYY', () => {
    expect(parseExpiry('11/26', NOW)).toEqual({ month: 11, year: 2026 })
    expect(parseExpiry('12/2030', NOW)).toEqual({ month: 12, year: 2030 })
    expect(parseExpiry('10/26', NOW)).toBeUndefined()
    expect(parseExpiry('13/27', NOW)).toBeUndefined()
    expect(parseExpiry('1227', NOW)).toBeUndefined()
  })

  it('names every wrong field in form order', () => {
    expect(cardErrors({ number: '4111 1111 1111 1111', expiry: '12/30', securityCode: '737', holderName: 'Ada Lovelace' }, NOW)).toEqual([])
    expect(cardErrors({ number: '1234', expiry: '01/20', securityCode: '7', holderName: '' }, NOW)).toEqual(['number', 'expiry', 'securityCode', 'holderName'])
  })
})

describe('address and gift option checks', () => {
  it('requires the state in the US and Canada, not in Britain', () => {
    const us = { ...emptyAddress('US'), recipientFirstName: 'Ada', recipientLastName: 'L', addressLine1: '1 Pearl St', city: 'Boulder', postalCode: '80302', recipientContactPhone: '3035550100' }
    const shipping = { kind: 'shipping' as const, shipTo: ['US'], homeDelivery: true }
    expect(Object.keys(addressErrors(us, 'en', shipping))).toEqual(['stateCityProvDept'])
    expect(addressErrors({ ...us, stateCityProvDept: 'CO' }, 'en', shipping)).toEqual({})
    expect(addressErrors({ ...us, country: 'GB', postalCode: 'WC2E 9LA' }, 'en', { kind: 'billing' })).toEqual({})
    expect(addressErrors({ ...us, stateCityProvDept: 'CO', city: ' ' }, 'fr', shipping).city).toBe('Veuillez indiquer : Ville.')
    // Shipping refuses a PO box with the catalogue's SHP500 message; the postcode format is checked.
    expect(addressErrors({ ...us, stateCityProvDept: 'CO', addressLine1: 'PO Box 12' }, 'en', shipping).addressLine1).toBeTruthy()
    expect(addressErrors({ ...us, stateCityProvDept: 'CO', postalCode: '8030' }, 'en', shipping).postalCode).toBe('Please check ZIP code.')
  })

  it('needs a valid recipient email and name for a digital gift', () => {
    expect(giftOptionErrors({ email: 'friend@example.com', to: 'Grace', message: '' }, 'en')).toEqual({})
    expect(Object.keys(giftOptionErrors({ email: 'friend@', to: '', message: 'Hi' }, 'de'))).toEqual(['email', 'to'])
  })
})

describe('callouts', () => {
  it('are shown only with exactly three pipe-separated parts', () => {
    expect(calloutParts('Spend $150, get 15% off|Applied automatically|See details')).toEqual(['Spend $150, get 15% off', 'Applied automatically', 'See details'])
    expect(calloutParts('Only two|parts')).toBeUndefined()
    expect(calloutParts('a|b|c|d')).toBeUndefined()
  })
})

describe('checkout steps', () => {
  const address = { recipientFirstName: 'A', recipientLastName: 'B', addressLine1: '1 St', city: 'C', postalCode: '80302', country: 'US', recipientContactPhone: '+13035550100' }
  const base: Cart = {
    ...cartOf('B1', [cartItem('SKU-1', 1)]),
    shippingMethods: [{ shippingId: 'home', deliveryType: 'home', code: 'standard', applicableShippingMethods: [], itemIds: ['item-SKU-1'] }],
  }
  const shipped: Cart = {
    ...base,
    email: 'a@example.com',
    shippingMethods: [{ shippingId: 'home', deliveryType: 'home', code: 'standard', applicableShippingMethods: [], address, itemIds: [] }],
  }

  describe('express checkout of a signed-in shopper', () => {
    const card = { paymentInstrumentId: 'PI-1', payment_method_id: 'CREDIT_CARD' as const, brand: 'VISA', bin: '411111', last4: '1111', maskedNumber: 'VISA **** 1111', holderName: 'A B', expiryMonth: 12, expiryYear: 2030, main: true, expired: false }
    const session: SessionState = {
      ...initialSessionState,
      status: 'registered',
      profile: { consumerNo: 'R1', consumerType: 'REGISTERED', consumerDetails: { firstName: 'A', lastName: 'B', email: 'a@example.com' }, addresses: [{ ...address, id: 'A1', approachType: 'S', main: true }] },
      savedCards: [card],
    }
    it('uses the main address when the site ships there and the main card unless expired', () => {
      expect(expressChoiceOf(session, base, 'US')).toEqual({ addressId: 'A1', paymentInstrumentId: 'PI-1' })
      expect(expressChoiceOf(session, base, 'FR')).toBeUndefined()
      expect(expressChoiceOf({ ...session, savedCards: [{ ...card, expired: true }] }, base, 'US')).toBeUndefined()
      expect(expressChoiceOf({ ...session, status: 'guest' }, base, 'US')).toBeUndefined()
    })
    it('never replaces an address the shopper already chose', () => {
      expect(expressChoiceOf(session, shipped, 'US')).toBeUndefined()
    })
    it('starts at the summary once started, at shipping otherwise', () => {
      expect(reachableStep(undefined, { ...shipped, billingAddress: address }, true)).toBe('summary')
      expect(reachableStep(undefined, { ...shipped, billingAddress: address }, false)).toBe('shipping')
    })
  })

  it('shows the first incomplete step instead of a later one', () => {
    expect(reachableStep('summary', base)).toBe('shipping')
    expect(reachableStep('summary', shipped)).toBe('billing')
    expect(reachableStep('summary', { ...shipped, billingAddress: address })).toBe('summary')
    expect(reachableStep('shipping', { ...shipped, billingAddress: address })).toBe('shipping')
    expect(reachableStep(undefined, shipped)).toBe('shipping')
  })

  it('starts a complete pickup-only cart at the summary (express)', () => {
    const pickupItem = { ...cartItem('SKU-1', 1), shippingOptions: { selected: 'pickup' as const, available: ['home' as const, 'pickup' as const] } }
    const pickup: Cart = {
      ...base,
      items: [pickupItem],
      email: 'a@example.com',
      shippingMethods: [{ shippingId: 'pickup-S1', deliveryType: 'pickup', code: 'pickup', storeId: 'S1', address, applicableShippingMethods: [], itemIds: ['item-SKU-1'] }],
      billingAddress: address,
    }
    expect(isExpress(pickup)).toBe(true)
    expect(reachableStep(undefined, pickup)).toBe('summary')
    expect(isExpress({ ...pickup, billingAddress: undefined })).toBe(false)
    // The collection contact is still missing: shipping first.
    expect(reachableStep(undefined, { ...pickup, shippingMethods: [{ ...pickup.shippingMethods![0]!, address: undefined }] })).toBe('shipping')
    expect(isExpress({ ...shipped, billingAddress: address })).toBe(false)
  })
})

describe('addresses as their country writes them', () => {
  const base = { recipientFirstName: 'Ada', recipientLastName: 'Lovelace', addressLine1: '1 Pearl Street', recipientContactPhone: '+13035550100' }
  it('puts town, state and ZIP on one line in the US, town then postcode in the UK, postcode first in France', () => {
    expect(addressLines({ ...base, city: 'Boulder', stateCityProvDept: 'CO', postalCode: '80302', country: 'US' }, 'en')).toEqual(['Ada Lovelace', '1 Pearl Street', 'Boulder, CO 80302', 'United States'])
    expect(addressLines({ ...base, addressLine2: 'Flat 2', city: 'London', postalCode: 'SW1A 2AA', country: 'GB' }, 'en')).toEqual(['Ada Lovelace', '1 Pearl Street', 'Flat 2', 'London', 'SW1A 2AA', 'United Kingdom'])
    expect(addressLines({ ...base, city: 'Paris', postalCode: '75002', country: 'FR' }, 'fr')).toEqual(['Ada Lovelace', '1 Pearl Street', '75002 Paris', 'France'])
  })
})
