// The steps of getting in (spec 000 section 4): lookup (the e-mail), sign in, sign up, forgot password,
// and the simplified enrollment variant (a guest joins the newsletter or the loyalty programme with
// the e-mail only). Each form runs the generic validators before it sends its command; the service's
// answer moves the flow on (enrollmentMachine.ts). A captcha the service asks for opens its challenge
// and the command is sent again with the answer.
import { useState } from 'react'
import { css } from 'styled-system/css'
import { Field, inputStyle } from '../../../commerce/AddressForm'
import { useCaptchaChallenge } from '../../../commerce/ProviderDialog'
import { DATE_FORMAT_OF_LOCALE, date, email as emailRule, maxDate, maxLength, minDate, name, password as passwordRule, parseDate, required, requiredCheckbox, sameAs } from '../../../contract/validators'
import { Button } from '../../../ui/Button'
import { t } from '../strings'
import { Actions, StepForm, SubmitRow, checkboxRow, linkButton, useSend, type StepProps } from './stepKit'
import { useValidatedForm } from './useValidatedForm'

const todayIso = () => new Date().toISOString().slice(0, 10)

export function LookupStep({ language, email, setEmail, online, advance }: StepProps) {
  const { send, busy, failure } = useSend()
  const form = useValidatedForm({ email }, () => ({ email: [required, emailRule] }), language)
  const captcha = useCaptchaChallenge<undefined>(language, (token) => void submit(token))
  const submit = async (recaptcha?: string) => {
    const address = form.values.email.trim()
    const result = await send({ _tag: 'account.LookUp', email: address, ...(recaptcha ? { recaptcha } : {}) })
    if (!result || captcha.askedFor(result, undefined)) return
    const looked = result.events.find((e) => e.payload._tag === 'v1.AccountLookedUp')
    if (looked?.payload._tag !== 'v1.AccountLookedUp') return
    setEmail(address)
    advance({ type: 'lookedUp', registered: looked.payload.registered })
  }
  return (
    <StepForm form={form} onValid={() => void submit()}>
      {captcha.dialog}
      <p>{t(language, 'lookup.intro')}</p>
      <Field id="flow-email" label={t(language, 'field.email')} error={form.errors.email}>
        {(aria) => <input {...aria} type="email" className={inputStyle} value={form.values.email} onChange={(e) => form.set('email', e.currentTarget.value)} autoComplete="username" />}
      </Field>
      <SubmitRow failure={failure} language={language} busy={busy} online={online} label={t(language, 'flow.continue')} />
      <button
        type="button"
        className={linkButton}
        onClick={() => {
          setEmail(form.values.email.trim())
          advance({ type: 'joinWithEmail' })
        }}
      >
        {t(language, 'lookup.join')}
      </button>
    </StepForm>
  )
}

export function SignInStep({ language, email, online, advance, goTo, shopperNow, notice }: StepProps) {
  const { send, busy, failure } = useSend()
  const form = useValidatedForm({ password: '' }, () => ({ password: [required] }), language)
  const captcha = useCaptchaChallenge<undefined>(language, (token) => void submit(token))
  const submit = async (recaptcha?: string) => {
    const result = await send({ _tag: 'session.SignIn', username: email, password: form.values.password, ...(recaptcha ? { recaptcha } : {}) })
    if (!result || captcha.askedFor(result, undefined)) return
    form.set('password', '')
    if (result.ok) advance({ type: 'signedIn', shopper: shopperNow() ?? { loyaltyMember: false } })
  }
  return (
    <StepForm form={form} onValid={() => void submit()}>
      {captcha.dialog}
      {notice && (
        <p role="status" className={css({ p: '3', rounded: 'md', bg: 'bg.subtle' })}>
          {notice}
        </p>
      )}
      <p data-testid="flow-email">{t(language, 'signIn.as', { email })}</p>
      {/* The e-mail for password managers, which pair it with the password. */}
      <input type="email" value={email} readOnly hidden autoComplete="username" aria-hidden="true" tabIndex={-1} />
      <Field id="flow-password" label={t(language, 'field.password')} error={form.errors.password}>
        {(aria) => <input {...aria} type="password" className={inputStyle} value={form.values.password} onChange={(e) => form.set('password', e.currentTarget.value)} autoComplete="current-password" />}
      </Field>
      <SubmitRow failure={failure} language={language} busy={busy} online={online} label={t(language, 'signIn.submit')}>
        <button type="button" className={linkButton} onClick={() => advance({ type: 'forgotPassword' })}>
          {t(language, 'signIn.forgot')}
        </button>
      </SubmitRow>
      <button type="button" className={linkButton} onClick={() => goTo('lookup')}>
        {t(language, 'signIn.otherEmail')}
      </button>
    </StepForm>
  )
}

export function SignUpStep({ language, locale, email, online, advance, goTo, shopperNow }: StepProps) {
  const { send, busy, failure } = useSend()
  const format = DATE_FORMAT_OF_LOCALE[locale] ?? 'DD/MM/YYYY'
  const form = useValidatedForm(
    { firstName: '', lastName: '', password: '', confirm: '', birthDate: '', loyalty: 'false', newsletter: 'false', policy: 'false' },
    (values) => ({
      firstName: [required, maxLength(60), name],
      lastName: [required, maxLength(60), name],
      password: [required, passwordRule],
      confirm: [required, sameAs(() => values.password, t(language, 'field.password'))],
      birthDate: [...(values.loyalty === 'true' ? [required] : []), date(format), minDate('1900-01-01', format), maxDate(todayIso(), format)],
      policy: [requiredCheckbox],
    }),
    language,
  )
  const captcha = useCaptchaChallenge<undefined>(language, (token) => void submit(token))
  const submit = async (recaptcha?: string) => {
    const v = form.values
    const birthDate = v.birthDate.trim() === '' ? undefined : parseDate(v.birthDate, format)
    const result = await send({
      _tag: 'session.SignUp',
      email,
      password: v.password,
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      ...(birthDate ? { birthDate } : {}),
      loyaltyOptIn: v.loyalty === 'true',
      newsletterOptIn: v.newsletter === 'true',
      ...(recaptcha ? { recaptcha } : {}),
    })
    if (!result || captcha.askedFor(result, undefined)) return
    if (result.ok) advance({ type: 'signedUp', shopper: shopperNow() ?? { loyaltyMember: v.loyalty === 'true' } })
  }
  const text = (field: 'firstName' | 'lastName' | 'password' | 'confirm' | 'birthDate', label: string, type: string, autoComplete: string, hint?: string) => (
    <Field id={`flow-${field}`} label={label} error={form.errors[field]} hint={hint}>
      {(aria) => <input {...aria} type={type} className={inputStyle} value={form.values[field]} onChange={(e) => form.set(field, e.currentTarget.value)} autoComplete={autoComplete} />}
    </Field>
  )
  const box = (field: 'loyalty' | 'newsletter' | 'policy', label: string) => (
    <div>
      <label className={checkboxRow}>
        <input type="checkbox" checked={form.values[field] === 'true'} onChange={(e) => form.set(field, String(e.currentTarget.checked))} aria-invalid={form.errors[field] ? true : undefined} aria-describedby={form.errors[field] ? `flow-${field}-error` : undefined} />
        <span>{label}</span>
      </label>
      {form.errors[field] && (
        <p id={`flow-${field}-error`} className={css({ color: 'danger', fontSize: 'sm', mt: '1' })}>
          {form.errors[field]}
        </p>
      )}
    </div>
  )
  return (
    <StepForm form={form} onValid={() => void submit()}>
      {captcha.dialog}
      <p data-testid="flow-email">{email}</p>
      <input type="email" value={email} readOnly hidden autoComplete="username" aria-hidden="true" tabIndex={-1} />
      {text('firstName', t(language, 'field.firstName'), 'text', 'given-name')}
      {text('lastName', t(language, 'field.lastName'), 'text', 'family-name')}
      {text('password', t(language, 'field.password'), 'password', 'new-password', t(language, 'field.passwordHint'))}
      {text('confirm', t(language, 'field.confirmPassword'), 'password', 'new-password')}
      {text('birthDate', t(language, 'field.birthDate', { format }), 'text', 'bday')}
      {box('loyalty', t(language, 'field.loyaltyOptIn'))}
      {box('newsletter', t(language, 'field.newsletterOptIn'))}
      {box('policy', t(language, 'field.policy'))}
      <SubmitRow failure={failure} language={language} busy={busy} online={online} label={t(language, 'signUp.submit')}>
        <button type="button" className={linkButton} onClick={() => goTo('lookup')}>
          {t(language, 'signIn.otherEmail')}
        </button>
      </SubmitRow>
      <button type="button" className={linkButton} onClick={() => advance({ type: 'joinWithEmail' })}>
        {t(language, 'lookup.join')}
      </button>
    </StepForm>
  )
}

export function ForgotPasswordStep({ language, email, setEmail, online, advance }: StepProps) {
  const { send, busy, failure } = useSend()
  const form = useValidatedForm({ email }, () => ({ email: [required, emailRule] }), language)
  const captcha = useCaptchaChallenge<undefined>(language, (token) => void submit(token))
  const submit = async (recaptcha?: string) => {
    const address = form.values.email.trim()
    const result = await send({ _tag: 'account.RequestPasswordReset', email: address, ...(recaptcha ? { recaptcha } : {}) })
    if (!result || captcha.askedFor(result, undefined)) return
    if (result.ok) {
      setEmail(address)
      advance({ type: 'resetRequested' })
    }
  }
  return (
    <StepForm form={form} onValid={() => void submit()}>
      {captcha.dialog}
      <p>{t(language, 'forgot.intro')}</p>
      <Field id="flow-reset-email" label={t(language, 'field.email')} error={form.errors.email}>
        {(aria) => <input {...aria} type="email" className={inputStyle} value={form.values.email} onChange={(e) => form.set('email', e.currentTarget.value)} autoComplete="username" />}
      </Field>
      <SubmitRow failure={failure} language={language} busy={busy} online={online} label={t(language, 'forgot.submit')}>
        <button type="button" className={linkButton} onClick={() => advance({ type: 'back' })}>
          {t(language, 'flow.back')}
        </button>
      </SubmitRow>
    </StepForm>
  )
}

/** The simplified enrollment variant: the newsletter and/or the loyalty programme with an e-mail only, no account. */
export function JoinStep({ language, email, setEmail, online, advance }: StepProps) {
  const { send, busy, failure } = useSend()
  const [nothing, setNothing] = useState(false)
  const [joined, setJoined] = useState(false)
  const form = useValidatedForm({ email, firstName: '', loyalty: 'false', newsletter: 'true' }, () => ({ email: [required, emailRule], firstName: [maxLength(60), name] }), language)
  const submit = async () => {
    if (form.values.loyalty !== 'true' && form.values.newsletter !== 'true') return setNothing(true)
    setNothing(false)
    const address = form.values.email.trim()
    const result = await send({
      _tag: 'account.JoinAsGuest',
      email: address,
      ...(form.values.firstName.trim() ? { firstName: form.values.firstName.trim() } : {}),
      loyaltyOptIn: form.values.loyalty === 'true',
      newsletterOptIn: form.values.newsletter === 'true',
    })
    if (result?.ok) {
      setEmail(address)
      setJoined(true)
    }
  }
  if (joined)
    return (
      <>
        <p role="status" data-testid="flow-joined">
          {t(language, 'join.done')}
        </p>
        <Actions>
          <Button onClick={() => advance({ type: 'joined' })}>{t(language, 'flow.continue')}</Button>
        </Actions>
      </>
    )
  return (
    <StepForm form={form} onValid={() => void submit()}>
      <Field id="flow-join-email" label={t(language, 'field.email')} error={form.errors.email}>
        {(aria) => <input {...aria} type="email" className={inputStyle} value={form.values.email} onChange={(e) => form.set('email', e.currentTarget.value)} autoComplete="email" />}
      </Field>
      <Field id="flow-join-name" label={t(language, 'field.firstName')} error={form.errors.firstName}>
        {(aria) => <input {...aria} type="text" className={inputStyle} value={form.values.firstName} onChange={(e) => form.set('firstName', e.currentTarget.value)} autoComplete="given-name" />}
      </Field>
      <label className={checkboxRow}>
        <input type="checkbox" checked={form.values.newsletter === 'true'} onChange={(e) => form.set('newsletter', String(e.currentTarget.checked))} />
        <span>{t(language, 'field.newsletterOptIn')}</span>
      </label>
      <label className={checkboxRow}>
        <input type="checkbox" checked={form.values.loyalty === 'true'} onChange={(e) => form.set('loyalty', String(e.currentTarget.checked))} />
        <span>{t(language, 'loyalty.join')}</span>
      </label>
      {nothing && <p role="alert">{t(language, 'join.nothing')}</p>}
      <SubmitRow failure={failure} language={language} busy={busy} online={online} label={t(language, 'join.submit')}>
        <button type="button" className={linkButton} onClick={() => advance({ type: 'back' })}>
          {t(language, 'flow.back')}
        </button>
      </SubmitRow>
    </StepForm>
  )
}
