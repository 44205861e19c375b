import { describe, expect, it } from 'vitest'
import {
  check,
  checkForm,
  date,
  email,
  exactLength,
  formatDate,
  maxDate,
  maxLength,
  maxValue,
  messageOf,
  minDate,
  minLength,
  minValue,
  name,
  parseDate,
  password,
  pattern,
  required,
  requiredCheckbox,
  sameAs,
  type Failure,
} from '../../src/contract/validators'
import { phone } from '../../src/contract/phoneValidator'

describe('generic validators (spec 002 section 5)', () => {
  it('required: blank or whitespace fails', () => {
    expect(required('')).toEqual({ rule: 'required' })
    expect(required(' \t\n')).toEqual({ rule: 'required' })
    expect(required(' a ')).toBeUndefined()
    expect(requiredCheckbox('false')).toEqual({ rule: 'requiredCheckbox' })
    expect(requiredCheckbox('true')).toBeUndefined()
  })

  it('email: an address with a domain of at least two dot parts', () => {
    for (const ok of ['ana@example.com', 'a.b+tag@mail.example.co.uk', '']) expect(email(ok)).toBeUndefined()
    for (const bad of ['ana', 'ana@example', 'ana@.c', 'a b@example.com', 'ana@example.c']) expect(email(bad)).toEqual({ rule: 'email' })
  })

  it('lengths count characters, not UTF-16 units', () => {
    expect(exactLength(4)('1234')).toBeUndefined()
    expect(exactLength(4)('123')).toEqual({ rule: 'exactLength', n: 4 })
    expect(minLength(3)('ab')).toEqual({ rule: 'minLength', n: 3 })
    expect(maxLength(3)('abcd')).toEqual({ rule: 'maxLength', n: 3 })
    expect(maxLength(2)('😀😀')).toBeUndefined()
  })

  it('min and max values compare numbers; text that is not one fails', () => {
    expect(minValue(1)('0')).toEqual({ rule: 'minValue', n: 1 })
    expect(minValue(1)('1')).toBeUndefined()
    expect(maxValue(10)('10.5')).toEqual({ rule: 'maxValue', n: 10 })
    expect(maxValue(10)('ten')).toEqual({ rule: 'maxValue', n: 10 })
  })

  it('name: letters with accents, spaces and the punctuation names carry', () => {
    for (const ok of ['Zoë O’Brien-Łukasiewicz', "D'Artagnan", 'Jr., Sam', 'Ruiz`s', 'Müller']) expect(name(ok)).toBeUndefined()
    for (const bad of ['R2D2', 'Ana <b>', 'Ana_Lopez', 'a@b']) expect(name(bad)).toEqual({ rule: 'name' })
  })

  it('password: 8 characters or more with an upper case letter, a lower case letter and a digit', () => {
    expect(password('Summit2026')).toBeUndefined()
    for (const bad of ['Sum2026', 'summit2026', 'SUMMIT2026', 'SummitPeak']) expect(password(bad)).toEqual({ rule: 'password' })
  })

  it('phone: North America 10 digits starting 2-9; elsewhere a number possible for the country', () => {
    expect(phone('US')('(303) 555-0142')).toBeUndefined()
    expect(phone('US')('+1 303 555 0142')).toBeUndefined()
    expect(phone('CA')('123-555-0142')).toEqual({ rule: 'phone' })
    expect(phone('US')('303 555 014')).toEqual({ rule: 'phone' })
    expect(phone('US')('303-555-0142 ext')).toEqual({ rule: 'phone' })
    expect(phone('GB')('07700 900123')).toBeUndefined()
    expect(phone('DE')('030 1234567')).toBeUndefined()
    expect(phone('FR')('01 23')).toEqual({ rule: 'phone' })
    // The optional extra pattern: mobiles only, say.
    expect(phone('GB', /^07/)('020 7946 0958')).toEqual({ rule: 'phone' })
  })

  it('dates: a real calendar date in the form’s format, within its bounds', () => {
    expect(parseDate('02/29/2024', 'MM/DD/YYYY')).toBe('2024-02-29')
    expect(parseDate('29/02/2023', 'DD/MM/YYYY')).toBeUndefined()
    expect(parseDate('31.04.2000', 'DD.MM.YYYY')).toBeUndefined()
    expect(parseDate('2000-4-1', 'YYYY-MM-DD')).toBeUndefined()
    expect(parseDate('01.04.2000', 'DD.MM.YYYY')).toBe('2000-04-01')
    expect(date('DD.MM.YYYY')('1.4.2000')).toEqual({ rule: 'date', format: 'DD.MM.YYYY' })
    expect(minDate('1900-01-01', 'DD/MM/YYYY')('31/12/1899')).toEqual({ rule: 'minDate', date: '01/01/1900' })
    expect(maxDate('2010-06-30', 'MM/DD/YYYY')('07/01/2010')).toEqual({ rule: 'maxDate', date: '06/30/2010' })
    expect(maxDate('2010-06-30', 'MM/DD/YYYY')('06/30/2010')).toBeUndefined()
    expect(formatDate('2010-06-30', 'DD.MM.YYYY')).toBe('30.06.2010')
  })

  it('pattern and same-as-other-field', () => {
    expect(pattern(/^[A-Z]{3}$/)('abc')).toEqual({ rule: 'pattern' })
    let first = 'Summit2026'
    const repeat = sameAs(() => first, 'Password')
    expect(repeat('Summit2026')).toBeUndefined()
    first = 'Other2026x'
    expect(repeat('Summit2026')).toEqual({ rule: 'sameAs', field: 'Password' })
  })

  it('a field answers its first failure; a form every field’s', () => {
    expect(check('', [required, email])).toEqual({ rule: 'required' })
    expect(check('x', [required, email])).toEqual({ rule: 'email' })
    const failures = checkForm({ email: 'x@example.com', firstName: '', policy: 'false' }, { email: [required, email], firstName: [required, name], policy: [requiredCheckbox] })
    expect(failures).toEqual({ firstName: { rule: 'required' }, policy: { rule: 'requiredCheckbox' } })
  })
})

describe('messages', () => {
  it('are the spec’s defaults in English and translated in French and German', () => {
    expect(messageOf({ rule: 'required' }, 'en')).toBe('This field is required')
    expect(messageOf({ rule: 'email' }, 'en')).toBe('Email is not valid')
    expect(messageOf({ rule: 'minLength', n: 8 }, 'fr')).toBe('La valeur doit contenir au moins 8 caractères')
    expect(messageOf({ rule: 'maxDate', date: '30.06.2010' }, 'de')).toBe('Das Datum muss am oder vor dem 30.06.2010 liegen')
    expect(messageOf({ rule: 'date', format: 'DD/MM/YYYY' }, 'fr')).toBe('La date doit respecter le format JJ/MM/AAAA et être une date valide.')
    expect(messageOf({ rule: 'date', format: 'MM/DD/YYYY' }, 'en')).toBe('Date should match MM/DD/YYYY and be a valid date.')
  })

  it('exist for every rule in every language', () => {
    const rules = ['required', 'requiredCheckbox', 'email', 'name', 'password', 'phone', 'pattern'] as const
    for (const language of ['en', 'fr', 'de'] as const) for (const rule of rules) expect(messageOf({ rule }, language)).toMatch(/\S{3,}/)
  })

  // Every rule of the spec's table (002 section 5) with its default message, and the failures the
  // validators themselves produce worded so; the parameters reach the French and German messages.
  it('are the spec’s default messages for every rule, with their parameters, and translated with them', () => {
    const failures: ReadonlyArray<readonly [Failure | undefined, string]> = [
      [required(' '), 'This field is required'],
      [email('ana@example'), 'Email is not valid'],
      [exactLength(5)('1234'), 'Value must contain exactly 5 characters'],
      [minValue(3)('2'), 'Value must not be less than 3'],
      [maxValue(9)('10'), 'Value must not be more than 9'],
      [minLength(8)('short'), 'Value must contain at least 8 characters'],
      [maxLength(4)('longer'), 'Value must not be longer than 4 characters'],
      [date('DD/MM/YYYY')('31/02/2000'), 'Date should match DD/MM/YYYY and be a valid date.'],
      [minDate('1900-01-01', 'MM/DD/YYYY')('12/31/1899'), 'Date must be same or after 01/01/1900'],
      [maxDate('2010-06-30', 'DD/MM/YYYY')('01/07/2010'), 'Date must be same or before 30/06/2010'],
      [name('R2D2'), 'Name is not valid.'],
      [password('password'), 'Password does not meet requirements.'],
      [phone('US')('123'), 'A valid phone number is required'],
      [sameAs(() => 'a', 'Password')('b'), 'Must match Password'],
    ]
    for (const [failure, message] of failures) {
      expect(failure, message).toBeDefined()
      expect(messageOf(failure!, 'en')).toBe(message)
      const values = Object.entries(failure!).filter(([key]) => key !== 'rule' && key !== 'format').map(([, value]) => String(value))
      for (const language of ['fr', 'de'] as const) {
        const translated = messageOf(failure!, language)
        expect(translated, `${failure!.rule} ${language}`).not.toBe(message)
        for (const value of values) expect(translated, `${failure!.rule} ${language}`).toContain(value)
      }
    }
  })
})
