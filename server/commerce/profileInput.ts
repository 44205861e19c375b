// What a profile change may write, checked with the same rules the forms run (src/contract/
// validators.ts, profileRules.ts): names by the name rule, the e-mail (AUT453), the phone in
// international form with its country's dial code, the birth date a real date from 1900 that makes
// the shopper at least 16 (PRO410), the postal code in the site's country's format, interests
// pipe-separated, a shoe size on sale. A field the rules refuse is 400 PRO412 naming it. A phone or
// e-mail another account holds is 409 AUT442 / AUT439.
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { ApiError } from '../http/errors.ts'
import { isEmail, normalizePhone, normalizePostcode } from '../../src/contract/address.ts'
import { MIN_AGE, ageOn, joinInterests, validInterests, validShoeSize } from '../../src/contract/profileRules.ts'
import { check, maxLength, name, parseDate, required } from '../../src/contract/validators.ts'
import { phone as phoneRule } from '../../src/contract/phoneValidator.ts'

export const GENDERS = ['female', 'male', 'other', 'unspecified'] as const

export interface DetailsInput {
  readonly firstName?: string | undefined
  readonly lastName?: string | undefined
  readonly email?: string | undefined
  readonly phone?: string | undefined
  readonly phoneCountry?: string | undefined
  readonly birthDate?: string | undefined
  readonly postalCode?: string | undefined
  readonly gender?: string | undefined
}

export interface PreferencesInput {
  readonly interests?: string | undefined
  readonly preferredShoeSize?: string | undefined
}

/** Column values to write; a key absent is left as it is, null clears it. */
export interface ProfileColumns {
  first_name?: string
  last_name?: string
  email?: string
  phone?: string | null
  birth_date?: string | null
  postal_code?: string | null
  gender?: string | null
  interests?: string
  preferred_shoe_size?: string | null
}

const refused = (field: string, message: string) => new ApiError(400, 'PRO412', message, { field })

/** Today in UTC, ISO (the service's clock decides ages). */
export const todayIso = (now = new Date()): string => now.toISOString().slice(0, 10)

const nameOf = (value: string, field: string): string => {
  const failure = check(value, [required, maxLength(60), name])
  if (failure) throw refused(field, `${field} is not a valid name`)
  return value.trim()
}

/** The e-mail as stored (trimmed, lower-cased), or AUT453. */
export const emailOf = (value: string): string => {
  const email = value.trim().toLowerCase()
  if (!isEmail(email)) throw new ApiError(400, 'AUT453', 'The e-mail address is not valid')
  return email
}

/** The phone in international form (the given country's, else the site's), or PRO412. */
export const phoneOf = (value: string, country: string | undefined, site: Site): string => {
  const from = (country ?? site.region).toUpperCase()
  const international = value.trim().startsWith('+') ? normalizePhone(value, from) : phoneRule(from)(value) ? undefined : normalizePhone(value, from)
  if (international === undefined) throw refused('phone', 'A valid phone number is required')
  return international
}

/** An ISO birth date from 1900 that makes the shopper at least 16 (PRO410), or PRO412. */
export const birthDateOf = (value: string, today = todayIso()): string => {
  const iso = parseDate(value, 'YYYY-MM-DD')
  if (iso === undefined || iso < '1900-01-01' || iso > today) throw refused('birthDate', 'birthDate must be a real date (YYYY-MM-DD) from 1900 until today')
  if (ageOn(iso, today) < MIN_AGE) throw new ApiError(400, 'PRO410', `The shopper must be at least ${MIN_AGE}`, { minAge: MIN_AGE })
  return iso
}

export const postalCodeOf = (value: string, site: Site): string => {
  const code = normalizePostcode(site.region, value)
  if (code === undefined) throw refused('postalCode', 'The postal code does not fit the country')
  return code
}

/** Checks and normalises the given details and preferences into columns (nothing written yet). */
export const profileColumnsOf = (details: DetailsInput | undefined, preferences: PreferencesInput | undefined, site: Site): ProfileColumns => {
  const out: ProfileColumns = {}
  if (details?.firstName !== undefined) out.first_name = nameOf(details.firstName, 'firstName')
  if (details?.lastName !== undefined) out.last_name = nameOf(details.lastName, 'lastName')
  if (details?.email !== undefined) out.email = emailOf(details.email)
  if (details?.phone !== undefined) out.phone = details.phone.trim() === '' ? null : phoneOf(details.phone, details.phoneCountry, site)
  if (details?.birthDate !== undefined) out.birth_date = details.birthDate.trim() === '' ? null : birthDateOf(details.birthDate)
  if (details?.postalCode !== undefined) out.postal_code = details.postalCode.trim() === '' ? null : postalCodeOf(details.postalCode, site)
  if (details?.gender !== undefined) {
    if (details.gender !== '' && !(GENDERS as ReadonlyArray<string>).includes(details.gender)) throw refused('gender', `gender must be one of ${GENDERS.join(', ')}`)
    out.gender = details.gender === '' ? null : details.gender
  }
  if (preferences?.interests !== undefined) {
    if (!validInterests(preferences.interests)) throw refused('interests', 'interests must be up to 20 pipe-separated words')
    out.interests = joinInterests(preferences.interests.split('|'))
  }
  if (preferences?.preferredShoeSize !== undefined) {
    if (preferences.preferredShoeSize !== '' && !validShoeSize(preferences.preferredShoeSize)) throw refused('preferredShoeSize', 'preferredShoeSize must be an EU size from 35 to 48')
    out.preferred_shoe_size = preferences.preferredShoeSize === '' ? null : preferences.preferredShoeSize
  }
  return out
}

/** 409 AUT439 / AUT442 when another registered account holds the e-mail or the phone. */
export const requireUnique = async (db: Db, columns: Pick<ProfileColumns, 'email' | 'phone'>, consumerNo: string | null): Promise<void> => {
  if (columns.email !== undefined) {
    const [other] = await db.query(`SELECT 1 FROM consumers WHERE email = $1 AND consumer_type <> 'GUEST' AND consumer_no IS DISTINCT FROM $2`, [columns.email, consumerNo])
    if (other) throw new ApiError(409, 'AUT439', 'This e-mail address already has an account')
  }
  if (columns.phone) {
    const [other] = await db.query(`SELECT 1 FROM consumers WHERE phone = $1 AND consumer_type <> 'GUEST' AND consumer_no IS DISTINCT FROM $2`, [columns.phone, consumerNo])
    if (other) throw new ApiError(409, 'AUT442', 'This phone number belongs to another account')
  }
}

/** Writes the columns (each a fixed column name, never input). */
export const writeProfile = async (db: Db, consumerNo: string, columns: ProfileColumns): Promise<void> => {
  const entries = Object.entries(columns)
  if (entries.length === 0) return
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`).join(', ')
  await db.query(`UPDATE consumers SET ${sets} WHERE consumer_no = $1`, [consumerNo, ...entries.map(([, value]) => value)])
}
