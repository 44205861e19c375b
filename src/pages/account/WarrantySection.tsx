// A warranty claim: the product's number, the order it came with (optional), the purchase date in
// the locale's format (not in the future, at most ten years back) and what is wrong, checked with
// the generic validators before the claim is sent; the claim's number confirms it.
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { WARRANTY_YEARS } from '../../contract/schemas/customerCare'
import { DATE_FORMAT_OF_LOCALE, checkForm, date, maxDate, maxLength, messageOf, minDate, parseDate, pattern, required, type Failure } from '../../contract/validators'
import { Field, inputStyle } from '../../commerce/AddressForm'
import { useDispatch, useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { Button } from '../../ui/Button'
import { t } from './pageStrings'
import { sectionTitle } from './styles'

type Fields = 'productId' | 'orderNumber' | 'purchaseDate' | 'description'

const isoToday = () => new Date().toISOString().slice(0, 10)
const isoYearsAgo = (years: number) => {
  const d = new Date()
  d.setUTCFullYear(d.getUTCFullYear() - years)
  return d.toISOString().slice(0, 10)
}

export default function WarrantySection() {
  const site = useSite()
  const lang = site.language
  const format = DATE_FORMAT_OF_LOCALE[site.locale] ?? 'YYYY-MM-DD'
  const dispatch = useDispatch()
  const claimId = useEngineState((s) => (s.account.lastDone?.kind === 'warrantyClaim' ? s.account.lastDone.ref : null))
  const [values, setValues] = useState<Record<Fields, string>>({ productId: '', orderNumber: '', purchaseDate: '', description: '' })
  const [errors, setErrors] = useState<Partial<Record<Fields, Failure>>>({})
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = checkForm(values, {
      productId: [required, pattern(/^[A-Za-z0-9]{8,11}$/)],
      orderNumber: [maxLength(40)],
      purchaseDate: [required, date(format), minDate(isoYearsAgo(WARRANTY_YEARS), format), maxDate(isoToday(), format)],
      description: [required, maxLength(2000)],
    })
    setErrors(found)
    if (Object.keys(found).length > 0 || busy) return
    setBusy(true)
    try {
      const result = await dispatch({
        _tag: 'account.FileWarrantyClaim',
        productId: values.productId.trim().toUpperCase(),
        claim: {
          purchaseDate: parseDate(values.purchaseDate, format)!,
          description: values.description.trim(),
          ...(values.orderNumber.trim() ? { orderNumber: values.orderNumber.trim().toUpperCase() } : {}),
        },
      })
      if (result.ok) setValues({ productId: '', orderNumber: '', purchaseDate: '', description: '' })
    } finally {
      setBusy(false)
    }
  }

  const error = (name: Fields) => (errors[name] ? messageOf(errors[name], lang) : undefined)
  const input = (name: Exclude<Fields, 'description'>, label: string, hint?: string) => (
    <Field id={`warranty-${name}`} label={label} error={error(name)} hint={hint}>
      {(aria) => <input {...aria} className={inputStyle} value={values[name]} onChange={(e) => setValues({ ...values, [name]: e.currentTarget.value })} />}
    </Field>
  )

  return (
    <section aria-labelledby="account-warranty" data-testid="account-warranty">
      <h2 id="account-warranty" className={sectionTitle}>
        {t(lang, 'warranty.title')}
      </h2>
      <p className={css({ mb: '3' })}>{t(lang, 'warranty.intro')}</p>
      {claimId && (
        <p role="status" className={css({ color: 'success', mb: '3' })}>
          {t(lang, 'warranty.sent', { id: claimId })}
        </p>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
        {input('productId', t(lang, 'warranty.product'), t(lang, 'warranty.productHint'))}
        {input('orderNumber', t(lang, 'warranty.order'))}
        {input('purchaseDate', `${t(lang, 'warranty.date')} (${format})`)}
        <div className={css({ gridColumn: { md: 'span 2' } })}>
          <Field id="warranty-description" label={t(lang, 'warranty.description')} error={error('description')}>
            {(aria) => <textarea {...aria} rows={4} className={`${inputStyle} ${css({ h: 'auto', py: '2' })}`} value={values.description} onChange={(e) => setValues({ ...values, description: e.currentTarget.value })} />}
          </Field>
        </div>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? t(lang, 'order.busy') : t(lang, 'warranty.submit')}
          </Button>
        </div>
      </form>
    </section>
  )
}
