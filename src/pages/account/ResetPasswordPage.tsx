// The page an e-mailed reset link opens (/{locale}/reset-password?token=…): a new password, twice,
// checked with the generic validators, set with `account.ResetPassword` (the token and the password
// are Secret: never logged). The token leaves the address bar as soon as the page has read it, and the
// service worker never keeps this page. Then the shopper signs in with the new password.
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { Field, inputStyle } from '../../commerce/AddressForm'
import { password as passwordRule, required, sameAs } from '../../contract/validators'
import { selectOnline, useEngineDemand, useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { Button } from '../../ui/Button'
import { t } from './strings'
import { pageStyle } from './styles'
import { StepFailure, formStyle, useSend } from './enrollment/stepKit'
import { useValidatedForm } from './enrollment/useValidatedForm'
import { useHydrating } from '../../pwa/browser/hydrationMark'

export function ResetPasswordPage({ token: fromUrl }: { token: string | undefined }) {
  const site = useSite()
  const lang = site.language
  const navigate = useNavigate()
  const online = useEngineState(selectOnline)
  const [token] = useState(fromUrl)
  const [done, setDone] = useState(false)
  const { send, busy, failure } = useSend()
  const form = useValidatedForm(
    { password: '', confirm: '' },
    (values) => ({ password: [required, passwordRule], confirm: [required, sameAs(() => values.password, t(lang, 'field.newPassword'))] }),
    lang,
  )
  useEngineDemand()
  // The single-use token out of the address bar and the history (the component keeps it).
  useEffect(() => {
    if (fromUrl) void navigate({ to: '/$locale/reset-password', params: { locale: site.locale }, search: {}, replace: true })
  }, [fromUrl, navigate, site.locale])

  const submit = async () => {
    if (!token) return
    const result = await send({ _tag: 'account.ResetPassword', token, newPassword: form.values.password })
    if (result?.ok) setDone(true)
  }

  const hydrating = useHydrating(form.formRef)
  return (
    <div className={pageStyle}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '4' })}>{t(lang, 'reset.title')}</h1>
      {done ? (
        <p role="status">
          {t(lang, 'reset.done')}{' '}
          <Link to="/$locale/sign-in" params={{ locale: site.locale }} search={{ step: 'lookup' }} className={css({ textDecoration: 'underline', fontWeight: 'semibold' })}>
            {t(lang, 'signIn.submit')}
          </Link>
        </p>
      ) : !token ? (
        <p>
          {t(lang, 'reset.missing')}{' '}
          <Link to="/$locale/sign-in" params={{ locale: site.locale }} search={{ step: 'forgotPassword' }} className={css({ textDecoration: 'underline' })}>
            {t(lang, 'reset.again')}
          </Link>
        </p>
      ) : (
        <form
          {...hydrating}
          noValidate
          className={`${formStyle} ${css({ maxW: 'md' })}`}
          onSubmit={(e) => {
            e.preventDefault()
            if (form.validate()) void submit()
          }}
        >
          <Field id="reset-password" label={t(lang, 'field.newPassword')} error={form.errors.password} hint={t(lang, 'field.passwordHint')}>
            {(aria) => <input {...aria} type="password" className={inputStyle} value={form.values.password} onChange={(e) => form.set('password', e.currentTarget.value)} autoComplete="new-password" />}
          </Field>
          <Field id="reset-confirm" label={t(lang, 'field.confirmPassword')} error={form.errors.confirm}>
            {(aria) => <input {...aria} type="password" className={inputStyle} value={form.values.confirm} onChange={(e) => form.set('confirm', e.currentTarget.value)} autoComplete="new-password" />}
          </Field>
          <StepFailure failure={failure} language={lang} />
          {failure?.code === 'AUT402' && (
            <Link to="/$locale/sign-in" params={{ locale: site.locale }} search={{ step: 'forgotPassword' }} className={css({ textDecoration: 'underline' })}>
              {t(lang, 'reset.again')}
            </Link>
          )}
          <div>
            <Button type="submit" disabled={busy || !online}>
              {busy ? t(lang, 'flow.busy') : t(lang, 'reset.submit')}
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}
