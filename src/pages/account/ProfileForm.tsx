// The profile's fields as one form (spec 000 section 3): names, e-mail, the mobile number with its
// country's dial code and mask, the birth date in the locale's format, postal code, preferred shoe
// size, interests (sent pipe-separated). The enrollment steps show some of them (mobile, profile,
// interests), the account page all. Checked with the generic validators before `account.UpdateProfile`
// is sent; a field the service refuses shows its message at that field.
import { css } from 'styled-system/css'
import { Field, inputStyle } from '../../commerce/AddressForm'
import type { ConsumerProfile } from '../../contract/schemas/account'
import type { UpdateProfile } from '../../engine/commands/profile'
import { INTEREST_OPTIONS, SHOE_SIZES, interestsOf, joinInterests } from '../../contract/profileRules'
import { PHONE_CODES, phoneCodeOf } from '../../contract/phoneCodes'
import { DATE_FORMAT_OF_LOCALE, date, email as emailRule, formatDate, maxDate, maxLength, minDate, name, parseDate, required, type Validator } from '../../contract/validators'
import { phone as phoneRule } from '../../contract/phoneValidator'
import { LOCALE_INFO, isLocale } from '../../contract/site/sites'
import { Button } from '../../ui/Button'
import { t, type Language } from './strings'
import { StepFailure, checkboxRow, formStyle, useSend } from './enrollment/stepKit'
import { useValidatedForm } from './enrollment/useValidatedForm'

export type ProfileField = 'firstName' | 'lastName' | 'email' | 'phoneCountry' | 'phone' | 'birthDate' | 'postalCode' | 'preferredShoeSize' | 'interests'

const todayIso = () => new Date().toISOString().slice(0, 10)

/** The country a phone number is typed for: its own when it has a dial code we know, else the site's. */
const phoneCountryOf = (phone: string | undefined, locale: string): string => {
  const siteCountry = isLocale(locale) ? LOCALE_INFO[locale].region : 'US'
  const match = PHONE_CODES.filter((p) => phone?.startsWith(p.dialCode)).sort((a, b) => b.dialCode.length - a.dialCode.length)[0]
  if (!match) return siteCountry
  // +1 is both the US and Canada: the site's when it is one of them.
  return match.dialCode === '+1' && (siteCountry === 'US' || siteCountry === 'CA') ? siteCountry : match.code
}

const nationalOf = (phone: string | undefined, country: string): string => {
  const code = phoneCodeOf(country)
  return phone && code && phone.startsWith(code.dialCode) ? phone.slice(code.dialCode.length) : (phone ?? '')
}

export interface ProfileFormProps {
  readonly language: Language
  readonly locale: string
  readonly profile: ConsumerProfile | null
  /** Which fields this form shows (in this order). */
  readonly fields: ReadonlyArray<ProfileField>
  /** Fields that must not be left empty here. */
  readonly requiredFields?: ReadonlyArray<ProfileField>
  readonly submitLabel: string
  readonly online: boolean
  readonly onSaved: () => void
  /** Extra controls beside the submit button (skip). */
  readonly extra?: React.ReactNode
  readonly testId?: string
}

export function ProfileForm({ language, locale, profile, fields, requiredFields = [], submitLabel, online, onSaved, extra, testId }: ProfileFormProps) {
  const { send, busy, failure } = useSend()
  const details = profile?.consumerDetails
  const format = DATE_FORMAT_OF_LOCALE[locale] ?? 'DD/MM/YYYY'
  const country = phoneCountryOf(details?.phone, locale)
  const form = useValidatedForm<ProfileField>(
    {
      firstName: details?.firstName ?? '',
      lastName: details?.lastName ?? '',
      email: details?.email ?? '',
      phoneCountry: country,
      phone: nationalOf(details?.phone, country),
      birthDate: details?.birthDate ? formatDate(details.birthDate, format) : '',
      postalCode: details?.postalCode ?? '',
      preferredShoeSize: profile?.preferences?.preferredShoeSize ?? '',
      interests: profile?.preferences?.interests ?? '',
    },
    (values) => {
      const need = (field: ProfileField): ReadonlyArray<Validator> => (requiredFields.includes(field) ? [required] : [])
      return {
        firstName: [...need('firstName'), maxLength(60), name],
        lastName: [...need('lastName'), maxLength(60), name],
        email: [required, emailRule],
        phone: [...need('phone'), phoneRule(values.phoneCountry)],
        birthDate: [...need('birthDate'), date(format), minDate('1900-01-01', format), maxDate(todayIso(), format)],
        postalCode: [...need('postalCode'), maxLength(20)],
      }
    },
    language,
  )
  const shown = new Set(fields)

  const submit = async () => {
    const v = form.values
    const command: UpdateProfile = {
      _tag: 'account.UpdateProfile',
      details: {
        ...(shown.has('firstName') ? { firstName: v.firstName.trim() } : {}),
        ...(shown.has('lastName') ? { lastName: v.lastName.trim() } : {}),
        ...(shown.has('email') ? { email: v.email.trim() } : {}),
        ...(shown.has('phone') ? { phone: v.phone.trim() === '' ? '' : `${phoneCodeOf(v.phoneCountry)?.dialCode ?? ''} ${v.phone.trim()}`, phoneCountry: v.phoneCountry } : {}),
        ...(shown.has('birthDate') ? { birthDate: v.birthDate.trim() === '' ? '' : (parseDate(v.birthDate, format) ?? '') } : {}),
        ...(shown.has('postalCode') ? { postalCode: v.postalCode.trim() } : {}),
      },
      ...(shown.has('preferredShoeSize') || shown.has('interests')
        ? { preferences: { ...(shown.has('interests') ? { interests: v.interests } : {}), ...(shown.has('preferredShoeSize') ? { preferredShoeSize: v.preferredShoeSize } : {}) } }
        : {}),
    }
    const result = await send(command)
    if (!result) return
    if (result.ok) onSaved()
    else form.showServerError(result.error)
  }

  const text = (field: 'firstName' | 'lastName' | 'email' | 'postalCode' | 'birthDate', label: string, type: string, autoComplete: string) =>
    shown.has(field) && (
      <Field key={field} id={`profile-${field}`} label={label} error={form.errors[field]}>
        {(aria) => <input {...aria} type={type} className={inputStyle} value={form.values[field]} onChange={(e) => form.set(field, e.currentTarget.value)} autoComplete={autoComplete} />}
      </Field>
    )
  const chosen = new Set(interestsOf(form.values.interests))
  const toggleInterest = (interest: string, on: boolean) => {
    const next = new Set(chosen)
    if (on) next.add(interest)
    else next.delete(interest)
    form.set('interests', joinInterests([...next]))
  }
  const code = phoneCodeOf(form.values.phoneCountry)

  return (
    <form
      ref={form.formRef}
      noValidate
      className={formStyle}
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault()
        if (form.validate()) void submit()
      }}
    >
      {text('firstName', t(language, 'field.firstName'), 'text', 'given-name')}
      {text('lastName', t(language, 'field.lastName'), 'text', 'family-name')}
      {text('email', t(language, 'field.email'), 'email', 'email')}
      {shown.has('phone') && (
        <div className={css({ display: 'grid', gridTemplateColumns: '9rem 1fr', gap: '3', alignItems: 'start' })}>
          <Field id="profile-phoneCountry" label={t(language, 'field.country')}>
            {(aria) => (
              <select {...aria} className={inputStyle} value={form.values.phoneCountry} onChange={(e) => form.set('phoneCountry', e.currentTarget.value)} autoComplete="tel-country-code">
                {PHONE_CODES.map((p) => (
                  <option key={p.code} value={p.code}>
                    {p.code} {p.dialCode}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="profile-phone" label={t(language, 'field.phone')} error={form.errors.phone} hint={code?.mask}>
            {(aria) => <input {...aria} type="tel" className={inputStyle} value={form.values.phone} onChange={(e) => form.set('phone', e.currentTarget.value)} autoComplete="tel-national" placeholder={code?.mask} />}
          </Field>
        </div>
      )}
      {text('birthDate', t(language, 'field.birthDate', { format }), 'text', 'bday')}
      {text('postalCode', t(language, 'field.postalCode'), 'text', 'postal-code')}
      {shown.has('preferredShoeSize') && (
        <Field id="profile-shoeSize" label={t(language, 'field.shoeSize')}>
          {(aria) => (
            <select {...aria} className={inputStyle} value={form.values.preferredShoeSize} onChange={(e) => form.set('preferredShoeSize', e.currentTarget.value)}>
              <option value="">{t(language, 'field.noShoeSize')}</option>
              {SHOE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {shown.has('interests') && (
        <fieldset className={css({ display: 'grid', gridTemplateColumns: { base: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: '2' })}>
          <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{t(language, 'interests.legend')}</legend>
          {INTEREST_OPTIONS.map((interest) => (
            <label key={interest} className={checkboxRow}>
              <input type="checkbox" checked={chosen.has(interest)} onChange={(e) => toggleInterest(interest, e.currentTarget.checked)} />
              <span>{t(language, `interest.${interest}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <StepFailure failure={failure} language={language} />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' })}>
        <Button type="submit" disabled={busy || !online}>
          {busy ? t(language, 'flow.busy') : submitLabel}
        </Button>
        {extra}
      </div>
    </form>
  )
}
