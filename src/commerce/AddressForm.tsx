// One address form for shipping and billing: labelled fields with the country's postcode and region
// wording, the phone mask as a hint, and per-field errors tied to their inputs (aria-describedby).
// It edits a draft of plain strings; the step turns it into an Address when it validates.
import { css } from 'styled-system/css'
import type { Address } from '../contract/schemas/cart'
import { CA_PROVINCES, US_STATES } from '../contract/address'
import { inputStyle, labelStyle } from '../ui/formStyles'
import { t, type Language, type StringKey } from './strings'

export interface AddressDraft {
  readonly recipientFirstName: string
  readonly recipientLastName: string
  readonly addressLine1: string
  readonly addressLine2: string
  readonly city: string
  readonly stateCityProvDept: string
  readonly postalCode: string
  readonly country: string
  readonly recipientContactPhone: string
}

export type AddressField = keyof AddressDraft

export const emptyAddress = (country: string): AddressDraft => ({
  recipientFirstName: '',
  recipientLastName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  stateCityProvDept: '',
  postalCode: '',
  country,
  recipientContactPhone: '',
})

export const draftOf = (address: Address | undefined, country: string): AddressDraft =>
  address
    ? {
        recipientFirstName: address.recipientFirstName,
        recipientLastName: address.recipientLastName,
        addressLine1: address.addressLine1,
        addressLine2: address.addressLine2 ?? '',
        city: address.city,
        stateCityProvDept: address.stateCityProvDept ?? '',
        postalCode: address.postalCode,
        country: address.country,
        recipientContactPhone: address.recipientContactPhone,
      }
    : emptyAddress(country)

/** The draft as an Address (optional fields left out when empty). */
export const addressOf = (draft: AddressDraft, email?: string): Address => ({
  recipientFirstName: draft.recipientFirstName.trim(),
  recipientLastName: draft.recipientLastName.trim(),
  addressLine1: draft.addressLine1.trim(),
  ...(draft.addressLine2.trim() ? { addressLine2: draft.addressLine2.trim() } : {}),
  city: draft.city.trim(),
  ...(draft.stateCityProvDept.trim() ? { stateCityProvDept: draft.stateCityProvDept.trim() } : {}),
  postalCode: draft.postalCode.trim(),
  country: draft.country,
  recipientContactPhone: draft.recipientContactPhone.trim(),
  ...(email ? { recipientContactEmail: email.trim() } : {}),
})


const COUNTRY_NAMES: Record<string, Record<Language, string>> = {
  US: { en: 'United States', fr: 'États-Unis', de: 'Vereinigte Staaten' },
  CA: { en: 'Canada', fr: 'Canada', de: 'Kanada' },
  GB: { en: 'United Kingdom', fr: 'Royaume-Uni', de: 'Vereinigtes Königreich' },
  FR: { en: 'France', fr: 'France', de: 'Frankreich' },
  DE: { en: 'Germany', fr: 'Allemagne', de: 'Deutschland' },
}

export const countryName = (country: string, language: Language): string => COUNTRY_NAMES[country]?.[language] ?? country

/**
 * An address as its country writes it, one string per line: "Boulder, CO 80302" in the US and Canada,
 * town then postcode on their own lines in the UK, "75002 Paris" in France and Germany.
 */
export const addressLines = (address: Address, language: Language): ReadonlyArray<string> => {
  const name = `${address.recipientFirstName} ${address.recipientLastName}`.trim()
  const street = [address.addressLine1, ...(address.addressLine2 ? [address.addressLine2] : [])]
  const town =
    address.country === 'US' || address.country === 'CA'
      ? [`${address.city}${address.stateCityProvDept ? `, ${address.stateCityProvDept}` : ''} ${address.postalCode}`]
      : address.country === 'GB'
        ? [address.city, address.postalCode]
        : [`${address.postalCode} ${address.city}`]
  return [name, ...street, ...town, countryName(address.country, language)]
}

/** An address block (with the phone when asked). */
export function AddressBlock({ address, language, phone = false }: { address: Address; language: Language; phone?: boolean }) {
  const lines = addressLines(address, language)
  return (
    <address className={css({ fontStyle: 'normal', lineHeight: '1.6' })}>
      {lines.map((line, i) => (
        <span key={i} className={css({ display: 'block' })}>
          {line}
          {phone && i === lines.length - 1 ? ` · ${address.recipientContactPhone}` : ''}
        </span>
      ))}
    </address>
  )
}

const postalLabel = (country: string): StringKey => (country === 'US' ? 'checkout.zip' : country === 'GB' ? 'checkout.postcode' : 'checkout.postalCode')
const regionLabel = (country: string): StringKey | undefined => (country === 'US' ? 'checkout.state' : country === 'CA' ? 'checkout.province' : undefined)

export const fieldLabel = (field: AddressField, country: string, language: Language): string => {
  switch (field) {
    case 'recipientFirstName':
      return t(language, 'checkout.firstName')
    case 'recipientLastName':
      return t(language, 'checkout.lastName')
    case 'addressLine1':
      return t(language, 'checkout.line1')
    case 'addressLine2':
      return t(language, 'checkout.line2')
    case 'city':
      return t(language, 'checkout.city')
    case 'stateCityProvDept':
      return t(language, regionLabel(country) ?? 'checkout.state')
    case 'postalCode':
      return t(language, postalLabel(country))
    case 'country':
      return t(language, 'checkout.country')
    case 'recipientContactPhone':
      return t(language, 'checkout.phone')
  }
}

// The field styles live in ../ui/formStyles (forms that need only the look do not import this module).
export { inputStyle, labelStyle }
export const errorStyle = css({ color: 'danger', fontSize: 'sm', mt: '1' })

export function Field(props: {
  id: string
  label: string
  error?: string | undefined
  hint?: string | undefined
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode
}) {
  const described = [props.hint ? `${props.id}-hint` : '', props.error ? `${props.id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={props.id} className={labelStyle}>
        {props.label}
      </label>
      {props.children({ id: props.id, ...(props.error ? { 'aria-invalid': true as const } : {}), ...(described ? { 'aria-describedby': described } : {}) })}
      {props.hint && (
        <p id={`${props.id}-hint`} className={css({ fontSize: 'xs', color: 'fg.muted', mt: '1' })}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} className={errorStyle}>
          {props.error}
        </p>
      )}
    </div>
  )
}

export interface AddressFormProps {
  readonly idPrefix: string
  readonly value: AddressDraft
  readonly onChange: (next: AddressDraft) => void
  readonly errors: Partial<Record<AddressField, string>>
  readonly language: Language
  /** Countries the site ships to (one per site today). */
  readonly countries: ReadonlyArray<string>
  readonly phoneMask: string
}

export function AddressForm({ idPrefix, value, onChange, errors, language, countries, phoneMask }: AddressFormProps) {
  const set = (field: AddressField) => (e: { currentTarget: { value: string } }) => onChange({ ...value, [field]: e.currentTarget.value })
  const text = (field: AddressField, autoComplete: string, required = true) => (
    <Field id={`${idPrefix}-${field}`} label={fieldLabel(field, value.country, language)} error={errors[field]}>
      {(aria) => <input {...aria} className={inputStyle} value={value[field]} onChange={set(field)} autoComplete={autoComplete} required={required} />}
    </Field>
  )
  const regions = value.country === 'US' ? US_STATES : value.country === 'CA' ? CA_PROVINCES : undefined
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}>
      {text('recipientFirstName', `section-${idPrefix} given-name`)}
      {text('recipientLastName', `section-${idPrefix} family-name`)}
      <div className={css({ gridColumn: { sm: 'span 2' } })}>{text('addressLine1', `section-${idPrefix} address-line1`)}</div>
      <div className={css({ gridColumn: { sm: 'span 2' } })}>{text('addressLine2', `section-${idPrefix} address-line2`, false)}</div>
      {text('city', `section-${idPrefix} address-level2`)}
      {regions ? (
        <Field id={`${idPrefix}-stateCityProvDept`} label={fieldLabel('stateCityProvDept', value.country, language)} error={errors.stateCityProvDept}>
          {(aria) => (
            <select {...aria} className={inputStyle} value={value.stateCityProvDept} onChange={set('stateCityProvDept')} autoComplete={`section-${idPrefix} address-level1`} required>
              <option value="">—</option>
              {regions.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      {text('postalCode', `section-${idPrefix} postal-code`)}
      <Field id={`${idPrefix}-country`} label={fieldLabel('country', value.country, language)} error={errors.country}>
        {(aria) => (
          <select {...aria} className={inputStyle} value={value.country} onChange={set('country')} autoComplete={`section-${idPrefix} country`}>
            {countries.map((c) => (
              <option key={c} value={c}>
                {countryName(c, language)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={`${idPrefix}-recipientContactPhone`}
        label={fieldLabel('recipientContactPhone', value.country, language)}
        error={errors.recipientContactPhone}
        hint={t(language, 'checkout.phoneHint', { mask: phoneMask })}
      >
        {(aria) => <input {...aria} type="tel" inputMode="tel" className={inputStyle} value={value.recipientContactPhone} onChange={set('recipientContactPhone')} autoComplete={`section-${idPrefix} tel`} required />}
      </Field>
    </div>
  )
}
