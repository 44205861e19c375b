// Contact us: a case by category and subject (the service's list, in the site's language), with the
// shopper's name and e-mail filled from the profile, an optional order number and the message,
// checked with the generic validators; the case number confirms it.
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { contactCategoriesQuery } from '../../api/accountQueries'
import { checkForm, email, maxLength, messageOf, name, required, type Failure } from '../../contract/validators'
import { Field, inputStyle } from '../../commerce/AddressForm'
import { useDispatch, useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { Button } from '../../ui/Button'
import { t } from './pageStrings'
import { sectionTitle } from './styles'

type Fields = 'category' | 'subject' | 'firstName' | 'lastName' | 'email' | 'orderNumber' | 'message'

export default function ContactSection() {
  const site = useSite()
  const lang = site.language
  const dispatch = useDispatch()
  const categories = useQuery(contactCategoriesQuery(site))
  const details = useEngineState((s) => s.session.profile?.consumerDetails ?? null)
  const caseId = useEngineState((s) => (s.account.lastDone?.kind === 'contactCase' ? s.account.lastDone.ref : null))
  const [values, setValues] = useState<Record<Fields, string>>({
    category: '',
    subject: '',
    firstName: details?.firstName ?? '',
    lastName: details?.lastName ?? '',
    email: details?.email ?? '',
    orderNumber: '',
    message: '',
  })
  const [errors, setErrors] = useState<Partial<Record<Fields, Failure>>>({})
  const [busy, setBusy] = useState(false)
  const category = categories.data?.categories.find((c) => c.id === values.category)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = checkForm(values, {
      category: [required],
      subject: [required],
      firstName: [required, name, maxLength(100)],
      lastName: [required, name, maxLength(100)],
      email: [required, email, maxLength(254)],
      orderNumber: [maxLength(40)],
      message: [required, maxLength(4000)],
    })
    setErrors(found)
    if (Object.keys(found).length > 0 || busy) return
    setBusy(true)
    try {
      const { orderNumber, ...rest } = values
      const result = await dispatch({ _tag: 'account.ContactUs', request: { ...rest, message: rest.message.trim(), ...(orderNumber.trim() ? { orderNumber: orderNumber.trim() } : {}) } })
      if (result.ok) setValues({ ...values, subject: '', orderNumber: '', message: '' })
    } finally {
      setBusy(false)
    }
  }

  const error = (field: Fields) => (errors[field] ? messageOf(errors[field], lang) : undefined)
  const set = (field: Fields) => (e: { currentTarget: { value: string } }) => setValues({ ...values, [field]: e.currentTarget.value, ...(field === 'category' ? { subject: '' } : {}) })
  const input = (field: Fields, label: string, type = 'text', autoComplete = 'off') => (
    <Field id={`contact-${field}`} label={label} error={error(field)}>
      {(aria) => <input {...aria} type={type} autoComplete={autoComplete} className={inputStyle} value={values[field]} onChange={set(field)} />}
    </Field>
  )

  return (
    <section aria-labelledby="account-contact" data-testid="account-contact">
      <h2 id="account-contact" className={sectionTitle}>
        {t(lang, 'contact.title')}
      </h2>
      {caseId && (
        <p role="status" className={css({ color: 'success', mb: '3' })}>
          {t(lang, 'contact.sent', { id: caseId })}
        </p>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
        <Field id="contact-category" label={t(lang, 'contact.category')} error={error('category')}>
          {(aria) => (
            <select {...aria} className={inputStyle} value={values.category} onChange={set('category')}>
              <option value="">{t(lang, 'contact.choose')}</option>
              {(categories.data?.categories ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="contact-subject" label={t(lang, 'contact.subject')} error={error('subject')}>
          {(aria) => (
            <select {...aria} className={inputStyle} value={values.subject} onChange={set('subject')} disabled={!category}>
              <option value="">{t(lang, 'contact.choose')}</option>
              {(category?.subjects ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {input('firstName', t(lang, 'contact.firstName'), 'text', 'given-name')}
        {input('lastName', t(lang, 'contact.lastName'), 'text', 'family-name')}
        {input('email', t(lang, 'contact.email'), 'email', 'email')}
        {input('orderNumber', t(lang, 'contact.order'))}
        <div className={css({ gridColumn: { md: 'span 2' } })}>
          <Field id="contact-message" label={t(lang, 'contact.message')} error={error('message')}>
            {(aria) => <textarea {...aria} rows={5} className={`${inputStyle} ${css({ h: 'auto', py: '2' })}`} value={values.message} onChange={set('message')} />}
          </Field>
        </div>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? t(lang, 'order.busy') : t(lang, 'contact.submit')}
          </Button>
        </div>
      </form>
    </section>
  )
}
