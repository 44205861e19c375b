// The generic form validators of the spec (002 section 5) with their default messages in every
// language: one module for every form of the storefront (sign-up, profile, addresses, newsletter,
// contact us...) and for the reference services, which run the same rules as the authority.
// A validator takes the field's text and answers a `Failure` (the rule and its parameters) or
// undefined; `messageOf` words a failure in the shopper's language. Pure, no Node or browser APIs.
import { formatMessage } from './messageFormat'
import { isEmail } from './email'

export type Failure =
  | { readonly rule: 'required' }
  | { readonly rule: 'requiredCheckbox' }
  | { readonly rule: 'email' }
  | { readonly rule: 'exactLength'; readonly n: number }
  | { readonly rule: 'minLength'; readonly n: number }
  | { readonly rule: 'maxLength'; readonly n: number }
  | { readonly rule: 'minValue'; readonly n: number }
  | { readonly rule: 'maxValue'; readonly n: number }
  | { readonly rule: 'date'; readonly format: DateFormat }
  | { readonly rule: 'minDate'; readonly date: string }
  | { readonly rule: 'maxDate'; readonly date: string }
  | { readonly rule: 'name' }
  | { readonly rule: 'password' }
  | { readonly rule: 'phone' }
  | { readonly rule: 'pattern' }
  | { readonly rule: 'sameAs'; readonly field: string }

export type Validator = (value: string) => Failure | undefined

export const blank = (value: string): boolean => value.trim() === ''

/** Blank or whitespace fails. */
export const required: Validator = (value) => (blank(value) ? { rule: 'required' } : undefined)

/** A checkbox that must be ticked (a policy): its value is 'true' when ticked. */
export const requiredCheckbox: Validator = (value) => (value === 'true' ? undefined : { rule: 'requiredCheckbox' })

// The rules below let a blank value pass: combine them with `required` when the field is mandatory.

/** The standard address pattern plus a domain with at least two dot parts (shared with the address rules). */
export const email: Validator = (value) => (blank(value) || isEmail(value) ? undefined : { rule: 'email' })

/** Lengths count characters as the shopper sees them (code points), not UTF-16 units. */
const length = (value: string) => [...value].length

export const exactLength = (n: number): Validator => (value) => (blank(value) || length(value) === n ? undefined : { rule: 'exactLength', n })
export const minLength = (n: number): Validator => (value) => (blank(value) || length(value) >= n ? undefined : { rule: 'minLength', n })
export const maxLength = (n: number): Validator => (value) => (length(value) <= n ? undefined : { rule: 'maxLength', n })

const numberOf = (value: string): number => (/^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN)
export const minValue = (n: number): Validator => (value) => (blank(value) || numberOf(value) >= n ? undefined : { rule: 'minValue', n })
export const maxValue = (n: number): Validator => (value) => (blank(value) || numberOf(value) <= n ? undefined : { rule: 'maxValue', n })

/** Letters (accented too), spaces, comma, period, apostrophe (straight or typographic), backtick, hyphen. */
const NAME = /^[\p{L}\p{M} ,.'’`-]+$/u
export const name: Validator = (value) => (blank(value) || NAME.test(value.trim()) ? undefined : { rule: 'name' })

/** At least 8 characters with an upper case letter, a lower case letter and a digit. */
export const password: Validator = (value) =>
  value === '' || (length(value) >= 8 && /\p{Lu}/u.test(value) && /\p{Ll}/u.test(value) && /\d/.test(value)) ? undefined : { rule: 'password' }

export const pattern =
  (regex: RegExp): Validator =>
  (value) =>
    blank(value) || regex.test(value) ? undefined : { rule: 'pattern' }

/** Same as another field (a repeated password or e-mail); `field` names it in the message. */
export const sameAs =
  (other: () => string, field: string): Validator =>
  (value) =>
    value === other() ? undefined : { rule: 'sameAs', field }

// ---- dates -------------------------------------------------------------------------------------

export type DateFormat = 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'DD.MM.YYYY' | 'YYYY-MM-DD'

/** The date format of a locale's forms. */
export const DATE_FORMAT_OF_LOCALE: Readonly<Record<string, DateFormat>> = {
  'en-us': 'MM/DD/YYYY',
  'en-gb': 'DD/MM/YYYY',
  'fr-fr': 'DD/MM/YYYY',
  'en-ca': 'YYYY-MM-DD',
  'de-de': 'DD.MM.YYYY',
}

/** A date typed in `format` as ISO `YYYY-MM-DD`, or undefined when it is not a real calendar date. */
export const parseDate = (value: string, format: DateFormat): string | undefined => {
  const separator = format.includes('/') ? '/' : format.includes('.') ? '.' : '-'
  const parts = value.trim().split(separator)
  const order = format.split(separator)
  if (parts.length !== 3 || parts.some((p, i) => !/^\d+$/.test(p) || p.length !== order[i]!.length)) return undefined
  const at = (unit: string) => Number(parts[order.indexOf(unit)])
  const [year, month, day] = [at('YYYY'), at('MM'), at('DD')]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (year < 1 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** An ISO date written in `format` (for messages and prefilled fields). */
export const formatDate = (iso: string, format: DateFormat): string => {
  const [year = '', month = '', day = ''] = iso.split('-')
  return format.replace('YYYY', year).replace('MM', month).replace('DD', day)
}

export const date = (format: DateFormat): Validator => (value) => (blank(value) || parseDate(value, format) ? undefined : { rule: 'date', format })

/** The date on or after `min` (ISO); the message writes `min` in the form's format. */
export const minDate =
  (min: string, format: DateFormat): Validator =>
  (value) => {
    const iso = parseDate(value, format)
    return iso === undefined || iso >= min ? undefined : { rule: 'minDate', date: formatDate(min, format) }
  }

export const maxDate =
  (max: string, format: DateFormat): Validator =>
  (value) => {
    const iso = parseDate(value, format)
    return iso === undefined || iso <= max ? undefined : { rule: 'maxDate', date: formatDate(max, format) }
  }

// ---- forms -------------------------------------------------------------------------------------

/** The first failure of a field's validators, in order. */
export const check = (value: string, validators: ReadonlyArray<Validator>): Failure | undefined => {
  for (const validator of validators) {
    const failure = validator(value)
    if (failure) return failure
  }
  return undefined
}

/** Every field's first failure; an empty object when the form is valid. */
export const checkForm = <F extends string>(values: Readonly<Record<F, string>>, rules: Readonly<Partial<Record<F, ReadonlyArray<Validator>>>>): Partial<Record<F, Failure>> => {
  const failures: Partial<Record<F, Failure>> = {}
  for (const field of Object.keys(rules) as F[]) {
    const failure = check(values[field] ?? '', rules[field] ?? [])
    if (failure) failures[field] = failure
  }
  return failures
}

// ---- messages ----------------------------------------------------------------------------------

type Language = 'en' | 'fr' | 'de'

/** The spec's default messages (English) and their translations. */
const MESSAGES: Readonly<Record<Failure['rule'], Readonly<Record<Language, string>>>> = {
  required: { en: 'This field is required', fr: 'Ce champ est obligatoire', de: 'Dieses Feld ist erforderlich' },
  requiredCheckbox: { en: 'Please tick this box to continue', fr: 'Veuillez cocher cette case pour continuer', de: 'Bitte setzen Sie dieses Häkchen, um fortzufahren' },
  email: { en: 'Email is not valid', fr: 'L’adresse e-mail n’est pas valide', de: 'Die E-Mail-Adresse ist ungültig' },
  exactLength: { en: 'Value must contain exactly {n} characters', fr: 'La valeur doit contenir exactement {n} caractères', de: 'Der Wert muss genau {n} Zeichen enthalten' },
  minLength: { en: 'Value must contain at least {n} characters', fr: 'La valeur doit contenir au moins {n} caractères', de: 'Der Wert muss mindestens {n} Zeichen enthalten' },
  maxLength: { en: 'Value must not be longer than {n} characters', fr: 'La valeur ne doit pas dépasser {n} caractères', de: 'Der Wert darf höchstens {n} Zeichen lang sein' },
  minValue: { en: 'Value must not be less than {n}', fr: 'La valeur ne doit pas être inférieure à {n}', de: 'Der Wert darf nicht kleiner als {n} sein' },
  maxValue: { en: 'Value must not be more than {n}', fr: 'La valeur ne doit pas être supérieure à {n}', de: 'Der Wert darf nicht größer als {n} sein' },
  date: {
    en: 'Date should match {format} and be a valid date.',
    fr: 'La date doit respecter le format {format} et être une date valide.',
    de: 'Das Datum muss dem Format {format} entsprechen und gültig sein.',
  },
  minDate: { en: 'Date must be same or after {date}', fr: 'La date doit être identique ou postérieure au {date}', de: 'Das Datum muss am oder nach dem {date} liegen' },
  maxDate: { en: 'Date must be same or before {date}', fr: 'La date doit être identique ou antérieure au {date}', de: 'Das Datum muss am oder vor dem {date} liegen' },
  name: { en: 'Name is not valid.', fr: 'Le nom n’est pas valide.', de: 'Der Name ist ungültig.' },
  password: { en: 'Password does not meet requirements.', fr: 'Le mot de passe ne respecte pas les exigences.', de: 'Das Passwort erfüllt die Anforderungen nicht.' },
  phone: { en: 'A valid phone number is required', fr: 'Un numéro de téléphone valide est requis', de: 'Eine gültige Telefonnummer ist erforderlich' },
  pattern: { en: 'Value is not valid', fr: 'La valeur n’est pas valide', de: 'Der Wert ist ungültig' },
  sameAs: { en: 'Must match {field}', fr: 'Doit correspondre au champ {field}', de: 'Muss mit {field} übereinstimmen' },
}

/** The date format as the shopper reads it (JJ/MM/AAAA in French, TT.MM.JJJJ in German). */
const FORMAT_WORDS: Readonly<Record<Language, (format: DateFormat) => string>> = {
  en: (format) => format,
  fr: (format) => format.replace('DD', 'JJ').replace('YYYY', 'AAAA'),
  de: (format) => format.replace('DD', 'TT').replace('YYYY', 'JJJJ'),
}

/** A failure in the shopper's language. */
export const messageOf = (failure: Failure, language: Language): string => {
  const values: Record<string, string | number> = { ...failure }
  if (failure.rule === 'date') values.format = FORMAT_WORDS[language](failure.format)
  return formatMessage(MESSAGES[failure.rule][language], language, values)
}
