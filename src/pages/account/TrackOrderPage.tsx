// /{locale}/track-order: anyone tracks an order by its number and the e-mail it was placed with (a
// guest who closed the confirmation, a shopper on another device). The fields are checked with the
// generic validators; a wrong pair is the service's OHS4004 (the same for an unknown number), and
// too many wrong pairs its REQ429. The answer shows the order's progress, never its street.
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { checkForm, email, maxLength, messageOf, required, type Failure } from '../../contract/validators'
import { Field, inputStyle } from '../../commerce/AddressForm'
import { useDispatch, useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { Button } from '../../ui/Button'
import { TrackingDetails } from './orderParts'
import { t } from './pageStrings'
import { pageStyle } from './styles'
import { useHydrating } from '../../pwa/browser/hydrationMark'

type Fields = 'orderNumber' | 'email'
const RULES = { orderNumber: [required, maxLength(40)], email: [required, email, maxLength(254)] }

export function TrackOrderPage() {
  const hydrating = useHydrating()
  const site = useSite()
  const lang = site.language
  const dispatch = useDispatch()
  const [values, setValues] = useState<Record<Fields, string>>({ orderNumber: '', email: '' })
  const [errors, setErrors] = useState<Partial<Record<Fields, Failure>>>({})
  const [asked, setAsked] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const tracking = useEngineState((s) => (asked ? (s.account.tracking[asked] ?? null) : null))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = checkForm(values, RULES)
    setErrors(found)
    if (Object.keys(found).length > 0 || busy) return
    const orderNumber = values.orderNumber.trim().toUpperCase()
    setBusy(true)
    setAsked(null)
    try {
      const result = await dispatch({ _tag: 'orders.Track', orderNumber, email: values.email.trim() })
      if (result.ok) setAsked(orderNumber)
    } finally {
      setBusy(false)
    }
  }

  const field = (name: Fields, label: string, type: string, autoComplete: string) => (
    <Field id={`track-${name}`} label={label} error={errors[name] ? messageOf(errors[name], lang) : undefined}>
      {(aria) => (
        <input
          {...aria}
          type={type}
          className={inputStyle}
          value={values[name]}
          autoComplete={autoComplete}
          onChange={(e) => setValues({ ...values, [name]: e.currentTarget.value })}
        />
      )}
    </Field>
  )

  return (
    <div className={pageStyle} data-testid="track-order">
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '2' })}>{t(lang, 'track.title')}</h1>
      <p className={css({ mb: '6' })}>{t(lang, 'track.intro')}</p>
      <form {...hydrating} onSubmit={(e) => void submit(e)} noValidate className={css({ display: 'grid', gap: '4', maxW: 'md' })}>
        {field('orderNumber', t(lang, 'track.number'), 'text', 'off')}
        {field('email', t(lang, 'track.email'), 'email', 'email')}
        <Button type="submit" disabled={busy}>
          {busy ? t(lang, 'order.busy') : t(lang, 'track.submit')}
        </Button>
      </form>
      {tracking && (
        <section aria-labelledby="tracked-order" className={css({ mt: '8', p: '4', borderWidth: '1px', borderColor: 'border', rounded: 'md', display: 'grid', gap: '4' })}>
          <h2 id="tracked-order" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
            {t(lang, 'orders.number', { number: tracking.orderNumber })}
          </h2>
          <TrackingDetails tracking={tracking} locale={site.locale} />
          <ul className={css({ display: 'grid', gap: '2' })}>
            {tracking.items.map((item, index) => (
              <li key={`${item.name}-${index}`} className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
                <img src={item.image.src} alt="" width={48} height={60} className={css({ rounded: 'sm', bg: 'bg.subtle' })} />
                <span>
                  {item.qty} × {item.name}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
