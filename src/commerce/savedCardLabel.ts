// How a saved card reads on the page ("VISA ending 1111, expires 12/30"), in the shopper's language.
import type { SavedCard } from '../contract/schemas/account'
import { t, type Language } from './strings'

/** A saved card as the shopper reads it: "VISA ending 1111, expires 12/30". */
export const savedCardLabel = (c: SavedCard, language: Language): string =>
  t(language, 'checkout.savedCard', { brand: c.brand, last4: c.last4, month: String(c.expiryMonth).padStart(2, '0'), year: String(c.expiryYear).slice(-2) })
