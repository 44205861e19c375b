// The phone validator of the generic validators (./validators.ts), in a module of its own: it needs
// the address rules' phone numbers (libphonenumber, about 30 KB compressed), which only forms asking
// for a phone number (profile, SMS sign-up, addresses) load.
import { normalizePhone } from './address'
import { blank, type Validator } from './validators'

const NORTH_AMERICA = new Set(['US', 'CA'])

/**
 * The digit count of the country's mask: North America 10 digits, the first 2 to 9 (a leading 1 is the
 * country code, allowed before them); elsewhere a number possible for the country (libphonenumber, as
 * the address rules). `extra`: the optional additional pattern the digits must match.
 */
export const phone =
  (country: string, extra?: RegExp): Validator =>
  (value) => {
    if (blank(value)) return undefined
    const digits = value.replace(/\D/g, '')
    const ok = NORTH_AMERICA.has(country.toUpperCase()) ? /^1?[2-9]\d{9}$/.test(digits) && !/[^\d\s()+.-]/.test(value) : normalizePhone(value, country.toUpperCase()) !== undefined
    return ok && (extra === undefined || extra.test(digits)) ? undefined : { rule: 'phone' }
  }
