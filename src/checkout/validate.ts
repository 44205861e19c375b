// What the checkout forms check before they send (the server checks again and is the authority):
// required address fields, the region where the country has them, an email's shape, and a gift
// option's recipient. Returns the wrong fields with the shopper-facing message.
import type { GiftOption } from '../api/schemas/cart'
import { t, type Language } from '../ui/strings'
import { fieldLabel, type AddressDraft, type AddressField } from './AddressForm'

const REQUIRED: ReadonlyArray<AddressField> = ['recipientFirstName', 'recipientLastName', 'addressLine1', 'city', 'postalCode', 'country', 'recipientContactPhone']

export const emailValid = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim())

export const addressErrors = (draft: AddressDraft, language: Language): Partial<Record<AddressField, string>> => {
  const errors: Partial<Record<AddressField, string>> = {}
  const required = draft.country === 'US' || draft.country === 'CA' ? [...REQUIRED, 'stateCityProvDept' as const] : REQUIRED
  for (const field of required) {
    if (draft[field].trim() === '') errors[field] = t(language, 'checkout.fieldRequired', { field: fieldLabel(field, draft.country, language) })
  }
  return errors
}

export const giftOptionErrors = (gift: GiftOption, language: Language): Partial<Record<keyof GiftOption, string>> => {
  const errors: Partial<Record<keyof GiftOption, string>> = {}
  if (!emailValid(gift.email)) errors.email = t(language, 'checkout.fieldInvalid', { field: t(language, 'checkout.giftEmail') })
  if (gift.to.trim() === '') errors.to = t(language, 'checkout.fieldRequired', { field: t(language, 'checkout.giftTo') })
  return errors
}

/** Spec 000 section 9: North American mask, otherwise the generic one. */
export const phoneMaskFor = (country: string): string => (country === 'US' || country === 'CA' ? '(XXX) XXX - XXXX' : 'XXXX - XXX - XXX')
