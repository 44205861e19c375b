// What the checkout forms check before they send: the shared address rules (src/contract/address.ts, the
// same functions the reference service runs as the authority), turned into the shopper's language
// per field, and a digital gift's recipient.
import { messageFor } from '../contract/errorCatalogue'
import type { GiftOption } from '../contract/schemas/cart'
import { isEmail, validateAddress, type AddressRules } from '../contract/address'
import { t, type Language } from './strings'
import { addressOf, fieldLabel, type AddressDraft, type AddressField } from './AddressForm'

export const addressErrors = (draft: AddressDraft, language: Language, rules: AddressRules): Partial<Record<AddressField, string>> =>
  serverAddressErrors(validateAddress(addressOf(draft), rules).errors, draft, language)

/** Field errors in the shopper's language, from the rules' (or the server's validation call's) `{ field, code }` list. */
export const serverAddressErrors = (
  list: ReadonlyArray<{ readonly field: string; readonly code: string }>,
  draft: AddressDraft,
  language: Language,
): Partial<Record<AddressField, string>> => {
  const errors: Partial<Record<AddressField, string>> = {}
  for (const error of list) {
    if (error.field === 'email' || !(error.field in draft)) continue
    const field = error.field as AddressField
    if (errors[field]) continue
    const label = fieldLabel(field, draft.country, language)
    errors[field] =
      error.code === 'required'
        ? t(language, 'checkout.fieldRequired', { field: label })
        : error.code === 'invalid'
          ? t(language, 'checkout.fieldInvalid', { field: label })
          : messageFor(error.code, language)
  }
  return errors
}

export const giftOptionErrors = (gift: GiftOption, language: Language): Partial<Record<keyof GiftOption, string>> => {
  const errors: Partial<Record<keyof GiftOption, string>> = {}
  if (!isEmail(gift.email)) errors.email = t(language, 'checkout.fieldInvalid', { field: t(language, 'checkout.giftEmail') })
  if (gift.to.trim() === '') errors.to = t(language, 'checkout.fieldRequired', { field: t(language, 'checkout.giftTo') })
  return errors
}
