// The shared address rules (src/contract/address.ts) the storefront runs for instant feedback and the
// reference commerce service runs as the authority: required fields, postcode formats, states and
// provinces, ship-to countries, PO boxes, phone normalisation and masks.
import { describe, expect, it } from 'vitest'
import { addressErrorId, normalizePhone, normalizePostcode, phoneMask, shipToCountries, validateAddress } from '../../src/contract/address'

const us = {
  recipientFirstName: 'Ada',
  recipientLastName: 'Lovelace',
  addressLine1: '1520 Wazee Street',
  city: 'Denver',
  postalCode: '80202',
  stateCityProvDept: 'co',
  country: 'US',
  recipientContactPhone: '(303) 555-0142',
}
const gb = { ...us, addressLine1: '27 Long Acre', city: 'London', postalCode: 'wc2e9la', stateCityProvDept: '', country: 'GB', recipientContactPhone: '07700 900123' }
const shipping = (region: string) => ({ kind: 'shipping' as const, shipTo: shipToCountries(region), homeDelivery: true })

describe('phone numbers', () => {
  it('normalises to international form with the dial code; a British leading 0 goes after 44', () => {
    expect(normalizePhone('07700 900123', 'GB')).toBe('+447700900123')
    expect(normalizePhone('+44 7700 900123', 'US')).toBe('+447700900123')
    expect(normalizePhone('(303) 555-0142', 'US')).toBe('+13035550142')
    expect(normalizePhone('416 555 0152', 'CA')).toBe('+14165550152')
    expect(normalizePhone('01 70 36 42 18', 'FR')).toBe('+33170364218')
    expect(normalizePhone('030 20934417', 'DE')).toBe('+493020934417')
    expect(normalizePhone('12', 'GB')).toBeUndefined()
    expect(normalizePhone('not a phone', 'US')).toBeUndefined()
  })

  it('masks North American numbers (XXX) XXX - XXXX and others XXXX - XXX - XXX', () => {
    expect(phoneMask('US')).toBe('(XXX) XXX - XXXX')
    expect(phoneMask('ca')).toBe('(XXX) XXX - XXXX')
    expect(phoneMask('GB')).toBe('XXXX - XXX - XXX')
    expect(phoneMask('DE')).toBe('XXXX - XXX - XXX')
  })
})

describe('postcodes', () => {
  it('accepts and normalises the formats of US, CA, GB, FR, DE', () => {
    expect(normalizePostcode('US', '80202')).toBe('80202')
    expect(normalizePostcode('US', '80202-1234')).toBe('80202-1234')
    expect(normalizePostcode('CA', 'v6e1a9')).toBe('V6E 1A9')
    expect(normalizePostcode('GB', 'wc2e9la')).toBe('WC2E 9LA')
    expect(normalizePostcode('GB', 'M2 4LY')).toBe('M2 4LY')
    expect(normalizePostcode('FR', '75006')).toBe('75006')
    expect(normalizePostcode('DE', '80331')).toBe('80331')
    for (const [country, bad] of [['US', '8020'], ['CA', 'D6E 1A9'], ['GB', '123 456'], ['FR', '7500'], ['DE', 'ABCDE']] as const)
      expect(normalizePostcode(country, bad)).toBeUndefined()
  })
})

describe('validateAddress', () => {
  it('normalises a valid address (state upper case, phone in international form)', () => {
    const check = validateAddress(us, shipping('US'))
    expect(check.valid).toBe(true)
    expect(check.normalized).toMatchObject({ stateCityProvDept: 'CO', recipientContactPhone: '+13035550142', postalCode: '80202' })
    expect(validateAddress(gb, shipping('GB')).normalized).toMatchObject({ postalCode: 'WC2E 9LA', recipientContactPhone: '+447700900123' })
  })

  it('names missing fields, an empty phone as SHP410', () => {
    const check = validateAddress({ ...us, recipientFirstName: ' ', city: '', recipientContactPhone: '' }, shipping('US'))
    expect(check.valid).toBe(false)
    expect(check.errors).toEqual([
      { field: 'recipientFirstName', code: 'required' },
      { field: 'city', code: 'required' },
      { field: 'recipientContactPhone', code: 'SHP410' },
    ])
    expect(addressErrorId(check.errors, 'shipping')).toBe('SHP410')
    expect(addressErrorId(check.errors, 'billing')).toBe('BILL410')
  })

  it('requires a valid US state and Canadian province', () => {
    expect(validateAddress({ ...us, stateCityProvDept: '' }, shipping('US')).errors).toEqual([{ field: 'stateCityProvDept', code: 'required' }])
    expect(validateAddress({ ...us, stateCityProvDept: 'XX' }, shipping('US')).errors).toEqual([{ field: 'stateCityProvDept', code: 'invalid' }])
    const ca = { ...us, city: 'Toronto', postalCode: 'M5V 2A2', stateCityProvDept: 'QQ', country: 'CA', recipientContactPhone: '416 555 0152' }
    expect(validateAddress(ca, shipping('CA')).errors).toEqual([{ field: 'stateCityProvDept', code: 'invalid' }])
    expect(validateAddress({ ...ca, stateCityProvDept: 'on' }, shipping('CA')).valid).toBe(true)
  })

  it('refuses a country the site does not ship to (PAY401) but accepts it for billing', () => {
    const check = validateAddress(gb, shipping('US'))
    expect(check.errors).toEqual([{ field: 'country', code: 'PAY401' }])
    expect(addressErrorId(check.errors, 'shipping')).toBe('PAY401')
    expect(validateAddress(gb, { kind: 'billing' }).valid).toBe(true)
    expect(validateAddress({ ...gb, country: 'DE', postalCode: '80331', recipientContactPhone: '089 21546630' }, shipping('FR')).valid).toBe(true)
  })

  it('refuses PO boxes for home delivery only (SHP500)', () => {
    for (const line of ['PO Box 123', 'P.O. Box 9', 'Post Office Box 5'])
      expect(validateAddress({ ...us, addressLine1: line }, shipping('US')).errors).toEqual([{ field: 'addressLine1', code: 'SHP500' }])
    expect(validateAddress({ ...us, addressLine2: 'Postfach 10 20' }, shipping('US')).errors[0]?.code).toBe('SHP500')
    expect(validateAddress({ ...us, addressLine1: 'PO Box 123' }, { kind: 'billing' }).valid).toBe(true)
    expect(validateAddress({ ...us, addressLine1: '12 Boxwood Lane' }, shipping('US')).valid).toBe(true)
  })

  it('reports bad postcodes and phones as invalid; the whole address as CHK380 / CHK320', () => {
    const check = validateAddress({ ...us, postalCode: 'ABCDE', recipientContactPhone: '123' }, shipping('US'))
    expect(check.errors).toEqual([
      { field: 'postalCode', code: 'invalid' },
      { field: 'recipientContactPhone', code: 'invalid' },
    ])
    expect(addressErrorId(check.errors, 'shipping')).toBe('CHK380')
    expect(addressErrorId(check.errors, 'billing')).toBe('CHK320')
  })
})
