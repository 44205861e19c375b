// Phone codes per country (spec 002 section 3: code, dial code, mask): the countries the address
// rules know, their dial codes from libphonenumber and the commerce spec's masks (DECISIONS 3).
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js'
import { ADDRESS_COUNTRIES, phoneMask, type AddressCountry } from './address'

export interface PhoneCode {
  readonly code: AddressCountry
  readonly dialCode: string
  readonly mask: string
}

export const PHONE_CODES: ReadonlyArray<PhoneCode> = ADDRESS_COUNTRIES.map((code) => ({ code, dialCode: `+${getCountryCallingCode(code as CountryCode)}`, mask: phoneMask(code) }))

export const phoneCodeOf = (country: string): PhoneCode | undefined => PHONE_CODES.find((p) => p.code === country.toUpperCase())
