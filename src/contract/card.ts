// Card entry checks the shopper gets while typing (the payment provider checks again and is the
// authority): Luhn, expiry in the future, 3–4 digit security code. Pure functions; nothing here
// stores a card, and the card never leaves the page except to the provider (engine PlaceOrder).

/** Digits only (spaces and dashes typed by the shopper removed). */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '')

export const luhnValid = (digits: string): boolean => {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

/** `MM/YY` (or `MM/YYYY`) → month and four-digit year, when it names this month or later. */
export const parseExpiry = (value: string, now: Date): { readonly month: number; readonly year: number } | undefined => {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value)
  if (!match) return undefined
  const month = Number(match[1])
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  if (month < 1 || month > 12) return undefined
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth()
  if (year * 12 + (month - 1) < current || year > now.getUTCFullYear() + 20) return undefined
  return { month, year }
}

export const securityCodeValid = (value: string): boolean => /^\d{3,4}$/.test(value.trim())

/** Groups of four for display while typing (`4111 1111 1111 1111`). */
export const formatCardNumber = (value: string): string =>
  cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')

export interface CardDraft {
  readonly number: string
  readonly expiry: string
  readonly securityCode: string
  readonly holderName: string
}

export type CardField = keyof CardDraft

/** The fields of a card draft that are wrong, in form order. */
export const cardErrors = (card: CardDraft, now: Date): ReadonlyArray<CardField> => {
  const errors: CardField[] = []
  if (!luhnValid(cardDigits(card.number))) errors.push('number')
  if (!parseExpiry(card.expiry, now)) errors.push('expiry')
  if (!securityCodeValid(card.securityCode)) errors.push('securityCode')
  if (card.holderName.trim().length < 2) errors.push('holderName')
  return errors
}
