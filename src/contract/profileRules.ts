// The profile's rules, run by the forms and by the reference services alike (spec 000 sections 3, 5
// and 9): interests are pipe-separated, the preferred shoe size is one of the sizes on sale, a
// birth date makes a shopper at least 16, and a profile is partially enrolled when it has an e-mail
// but lacks any of phone, first name, last name, postal code or birth date. Light on purpose (no
// phone metadata: ./phoneCodes.ts): the sign-in route's search check runs in every page's scripts.

/** The interests a shopper may pick (their keys; the forms word them). */
export const INTEREST_OPTIONS = ['hiking', 'climbing', 'camping', 'running', 'skiing', 'snowboarding', 'cycling', 'trail-running', 'travel', 'watersports'] as const
export type Interest = (typeof INTEREST_OPTIONS)[number]

export const MAX_INTERESTS = 20
const INTEREST = /^[\p{L}\p{N}][\p{L}\p{N} -]{0,39}$/u

/** Interests from their pipe-separated form, trimmed, blanks and repeats dropped (spec 000 section 9). */
export const interestsOf = (value: string | undefined): string[] => [...new Set((value ?? '').split('|').map((i) => i.trim()).filter((i) => i !== ''))]

/** Interests written pipe-separated. */
export const joinInterests = (interests: ReadonlyArray<string>): string => interestsOf(interests.join('|')).join('|')

/** Whether a pipe-separated list is one the profile takes: at most 20, each 1–40 letters, digits, spaces or hyphens. */
export const validInterests = (value: string): boolean => {
  const list = interestsOf(value)
  return list.length <= MAX_INTERESTS && list.every((i) => INTEREST.test(i))
}

/** Shoe sizes (EU) from 35 to 48 in half sizes. */
export const SHOE_SIZES: ReadonlyArray<string> = Array.from({ length: 27 }, (_, i) => String(35 + i / 2))
export const validShoeSize = (value: string): boolean => SHOE_SIZES.includes(value)

/** The youngest a shopper may be to hold an account or join the loyalty programme (PRO410). */
export const MIN_AGE = 16

/** Whole years between an ISO birth date and an ISO day. */
export const ageOn = (birthIso: string, todayIso: string): number => {
  const [by, bm, bd] = birthIso.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = todayIso.split('-').map(Number) as [number, number, number]
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

/** What a profile needs for the partially-enrolled rule (spec 000 section 5). */
export interface EnrolmentFields {
  readonly email?: string | undefined
  readonly phone?: string | undefined
  readonly firstName?: string | undefined
  readonly lastName?: string | undefined
  readonly postalCode?: string | undefined
  readonly birthDate?: string | undefined
}

const missing = (value: string | undefined) => value === undefined || value.trim() === ''

/** An e-mail, but any of phone, first name, last name, postal code or birth date missing. */
export const isPartiallyEnrolled = (details: EnrolmentFields): boolean =>
  !missing(details.email) && [details.phone, details.firstName, details.lastName, details.postalCode, details.birthDate].some(missing)
