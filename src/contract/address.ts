// Address rules shared by the storefront (instant feedback in the address form) and the reference
// commerce service (the authority: it runs the same functions before storing an address or placing
// an order). Pure functions, no Node or browser APIs, so the module runs on both sides.
//
// Rules (spec 000 section 5, our choices where it is silent, docs/decisions/0011):
// - required: first and last name, address line 1, city, postcode, country, phone; US states and
//   Canadian provinces too. An empty phone is SHP410 (the catalogue's own code), other missing
//   fields are `required`.
// - postcode formats for US, CA, GB, FR, DE (normalised: Canadian and British upper case with one
//   space; US ZIP+4 keeps its dash).
// - the country must be one the site ships to (shipping only): PAY401.
// - PO boxes are refused for home delivery: SHP500.
// - the phone is normalised to international form with its dial code (E.164) with libphonenumber;
//   a British `07700 900123` becomes `+447700900123` (the leading 0 goes after 44).
// An error is `{ field, code }`; `code` is `required`, `invalid` or a catalogue code (SHP410,
// SHP500, PAY401). `addressErrorId` names the catalogue code for the whole address.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js'
import type { Address } from './schemas/cart'
import { isEmail } from './email'

export { isEmail }

/** Countries whose addresses the rules know (postcode formats, states, dial codes). */
export const ADDRESS_COUNTRIES = ['US', 'CA', 'GB', 'FR', 'DE'] as const
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number]

/** Where each site's region delivers to (the euro sites deliver to France and Germany). */
export const SHIP_TO: Readonly<Record<string, ReadonlyArray<AddressCountry>>> = {
  US: ['US'],
  CA: ['CA'],
  GB: ['GB'],
  FR: ['FR', 'DE'],
  DE: ['DE', 'FR'],
}

export const shipToCountries = (region: string): ReadonlyArray<AddressCountry> => SHIP_TO[region] ?? []

export const US_STATES: ReadonlyArray<string> = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS',
  'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI',
  'WY', 'PR', 'GU', 'VI', 'AS', 'MP',
]
export const CA_PROVINCES: ReadonlyArray<string> = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']

const POSTCODE: Record<AddressCountry, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
  GB: /^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRVWXY]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
}

/** "P.O. Box 12", "PO Box", "Post Office Box", "Boîte postale", "BP 45", "Postfach 10 20". */
const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box|pobox|bo[iî]te\s+postale|b\.?\s*p\.?\s+\d+|postfach)\b/i

const MAX_FIELD = 100

export type AddressErrorCode = 'required' | 'invalid' | 'SHP410' | 'SHP500' | 'PAY401'
export interface AddressError {
  readonly field: keyof Address | 'email'
  readonly code: AddressErrorCode
}

export interface AddressRules {
  /** shipping: the country must be one of `shipTo`; billing: any country the rules know. */
  readonly kind: 'shipping' | 'billing'
  /** Countries the site delivers to (shipping). */
  readonly shipTo?: ReadonlyArray<string>
  /** Home delivery refuses PO boxes. */
  readonly homeDelivery?: boolean
}

export interface AddressCheck {
  readonly valid: boolean
  /** The address as it would be stored (trimmed, postcode and phone normalised); only when valid. */
  readonly normalized?: Address
  readonly errors: ReadonlyArray<AddressError>
}

const isAddressCountry = (value: string): value is AddressCountry => (ADDRESS_COUNTRIES as ReadonlyArray<string>).includes(value)

const text = (value: unknown): string => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '')

/** The postcode in its usual written form, or undefined when it does not fit the country. */
export const normalizePostcode = (country: string, postcode: string): string | undefined => {
  const upper = postcode.trim().toUpperCase().replace(/\s+/g, ' ')
  if (!isAddressCountry(country)) return upper.length > 0 && upper.length <= 12 ? upper : undefined
  if (!POSTCODE[country].test(upper)) return undefined
  if (country === 'CA' || country === 'GB') {
    const compact = upper.replace(/ /g, '')
    return `${compact.slice(0, -3)} ${compact.slice(-3)}`
  }
  return upper
}

/**
 * The phone in international form (+447700900123), or undefined when it cannot be a number of that
 * country. "Possible" (the right length for the country) rather than "valid" (an allocated range):
 * the documented example 07700 900123 sits in Ofcom's range reserved for fiction, which strict
 * validation refuses, and a shop should not refuse a new range its metadata does not know yet.
 */
export const normalizePhone = (phone: string, country: string): string | undefined => {
  const trimmed = phone.trim()
  if (trimmed === '' || trimmed.length > 30) return undefined
  const parsed = parsePhoneNumberFromString(trimmed, isAddressCountry(country) ? (country as CountryCode) : undefined)
  if (!parsed || !parsed.isPossible()) return undefined
  return parsed.number
}

const NORTH_AMERICAN = new Set(['US', 'CA'])

/** Input mask of the phone field (spec 000 section 9): North American `(XXX) XXX - XXXX`, otherwise `XXXX - XXX - XXX`. */
export const phoneMask = (country: string): string => (NORTH_AMERICAN.has(country.toUpperCase()) ? '(XXX) XXX - XXXX' : 'XXXX - XXX - XXX')

export const isPoBox = (line: string): boolean => PO_BOX.test(line)


/** Checks an address against the rules; `normalized` is set when it is valid. */
export const validateAddress = (input: Partial<Record<keyof Address, unknown>>, rules: AddressRules): AddressCheck => {
  const errors: AddressError[] = []
  const add = (field: AddressError['field'], code: AddressErrorCode) => errors.push({ field, code })
  const firstName = text(input.recipientFirstName)
  const lastName = text(input.recipientLastName)
  const line1 = text(input.addressLine1)
  const line2 = text(input.addressLine2)
  const city = text(input.city)
  const country = text(input.country).toUpperCase()
  const postcodeIn = text(input.postalCode)
  const stateIn = text(input.stateCityProvDept).toUpperCase()
  const phoneIn = text(input.recipientContactPhone)
  const emailIn = text(input.recipientContactEmail)

  const required: Array<[AddressError['field'], string]> = [
    ['recipientFirstName', firstName],
    ['recipientLastName', lastName],
    ['addressLine1', line1],
    ['city', city],
    ['postalCode', postcodeIn],
    ['country', country],
  ]
  for (const [field, value] of required) {
    if (value === '') add(field, 'required')
    else if (value.length > MAX_FIELD) add(field, 'invalid')
  }
  if (line2.length > MAX_FIELD) add('addressLine2', 'invalid')

  if (country !== '') {
    if (!isAddressCountry(country)) add('country', rules.kind === 'shipping' ? 'PAY401' : 'invalid')
    else if (rules.kind === 'shipping' && rules.shipTo && !rules.shipTo.includes(country)) add('country', 'PAY401')
  }
  const postcode = postcodeIn === '' ? undefined : normalizePostcode(country, postcodeIn)
  if (postcodeIn !== '' && postcode === undefined) add('postalCode', 'invalid')

  let state: string | undefined = stateIn === '' ? undefined : stateIn
  if (country === 'US' || country === 'CA') {
    const known = country === 'US' ? US_STATES : CA_PROVINCES
    if (!state) add('stateCityProvDept', 'required')
    else if (!known.includes(state)) add('stateCityProvDept', 'invalid')
  } else if (state && state.length > MAX_FIELD) add('stateCityProvDept', 'invalid')
  if (state && country !== 'US' && country !== 'CA') state = text(input.stateCityProvDept)

  const phone = phoneIn === '' ? undefined : normalizePhone(phoneIn, country)
  if (phoneIn === '') add('recipientContactPhone', 'SHP410')
  else if (phone === undefined) add('recipientContactPhone', 'invalid')

  if (emailIn !== '' && !isEmail(emailIn)) add('recipientContactEmail', 'invalid')

  if (rules.homeDelivery && (isPoBox(line1) || isPoBox(line2))) add(isPoBox(line1) ? 'addressLine1' : 'addressLine2', 'SHP500')

  if (errors.length > 0) return { valid: false, errors }
  const normalized: Address = {
    ...(typeof input.id === 'string' ? { id: input.id } : {}),
    ...(input.approachType === 'S' || input.approachType === 'B' ? { approachType: input.approachType } : {}),
    ...(typeof input.main === 'boolean' ? { main: input.main } : {}),
    recipientFirstName: firstName,
    recipientLastName: lastName,
    addressLine1: line1,
    ...(line2 ? { addressLine2: line2 } : {}),
    city,
    postalCode: postcode as string,
    ...(state ? { stateCityProvDept: state } : {}),
    country,
    recipientContactPhone: phone as string,
    ...(emailIn ? { recipientContactEmail: emailIn } : {}),
  }
  return { valid: true, normalized, errors: [] }
}

/**
 * The catalogue code for a refused address, most specific first: PAY401 (cannot ship there),
 * SHP410 / BILL410 (phone empty), SHP500 (PO box), else CHK380 (shipping) or CHK320 (billing).
 */
export const addressErrorId = (errors: ReadonlyArray<AddressError>, kind: AddressRules['kind']): string => {
  const has = (code: AddressErrorCode) => errors.some((e) => e.code === code)
  if (has('PAY401')) return 'PAY401'
  if (has('SHP410')) return kind === 'shipping' ? 'SHP410' : 'BILL410'
  if (has('SHP500')) return 'SHP500'
  return kind === 'shipping' ? 'CHK380' : 'CHK320'
}
