// Sign in (spec 000 section 4, the "sign in" state of the enrollment flow): e-mail and password, sent
// by the engine's `session.SignIn` (PKCE; the password is a Secret, never logged). The guest cart
// and saved-for-later list join the account. Errors of the sign-in call (AUT401, AUT426, AUT423,
// AUT453) show as the engine's persistent toast, as the catalogue says; the form's own checks show
// at their fields. After signing in the shopper goes back where they came from (`redirect`, a path
// of this site only) or to their account.
import { Link, useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { selectOnline, useDispatch, useEngineDemand, useEngineState } from '../../engine/react'
import type { SignIn } from '../../engine/commands/account'
import { isEmail } from '../../contract/address'
import { useSite } from '../../site/useSite'
import { Field, inputStyle } from '../../commerce/AddressForm'
import { useCaptchaChallenge } from '../../commerce/ProviderDialog'
import { t } from './strings'
import { Button } from '../../ui/Button'
import { pageStyle } from './styles'
import { hydratingWith } from '../../pwa/browser/hydrationMark'

/** Where to go after signing in: a path on this site's locale only (never another origin). */
export const safeRedirect = (redirect: string | undefined, locale: string): string =>
  redirect && redirect.startsWith(`/${locale}/`) && !redirect.startsWith('//') && !redirect.includes('\\') ? redirect : `/${locale}/account`

export function SignInPage({ redirect }: { redirect?: string | undefined }) {
  const site = useSite()
  const lang = site.language
  const dispatch = useDispatch()
  const navigate = useNavigate()
  const online = useEngineState(selectOnline)
  const signedIn = useEngineState((s) => s.session.status === 'registered')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({})
  const [busy, setBusy] = useState(false)
  // The captcha challenge, when the server asks for one (then the sign-in is sent again with its answer).
  const captcha = useCaptchaChallenge<undefined>(lang, (token) => void send(token))
  const form = useRef<HTMLFormElement>(null)
  useEngineDemand()
  const target = safeRedirect(redirect, site.locale)

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    if (busy) return
    const next = {
      ...(isEmail(email.trim()) ? {} : { email: t(lang, 'signIn.emailInvalid') }),
      ...(password === '' ? { password: t(lang, 'signIn.passwordRequired') } : {}),
    }
    setErrors(next)
    if (next.email || next.password) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus())
      return
    }
    await send(undefined)
  }

  const send = async (recaptcha: string | undefined) => {
    setBusy(true)
    try {
      const command: SignIn = { _tag: 'session.SignIn', username: email.trim(), password, ...(recaptcha ? { recaptcha } : {}) }
      const result = await dispatch(command)
      if (captcha.askedFor(result, undefined)) return
      setPassword('')
      if (result.ok) void navigate({ href: target })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={pageStyle}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '2' })}>{t(lang, 'signIn.title')}</h1>
      {signedIn ? (
        <p>
          <Link to="/$locale/account" params={{ locale: site.locale }} className={css({ textDecoration: 'underline', fontWeight: 'semibold' })}>
            {t(lang, 'account.title')}
          </Link>
        </p>
      ) : (
        <>
          <p className={css({ mb: '2' })}>{t(lang, 'signIn.intro')}</p>
          <p className={css({ mb: '6', fontSize: 'sm', color: 'fg.muted' })}>{t(lang, 'signIn.cartKept')}</p>
          {!online && (
            <p role="status" className={css({ mb: '4', p: '3', rounded: 'md', bg: 'bg.subtle' })}>
              {t(lang, 'signIn.offline')}
            </p>
          )}
          {captcha.dialog}
          <form {...hydratingWith(form)} onSubmit={(e) => void submit(e)} noValidate aria-busy={busy || undefined} className={css({ display: 'grid', gap: '4', maxW: 'md' })}>
            <Field id="sign-in-email" label={t(lang, 'signIn.email')} error={errors.email}>
              {(aria) => <input {...aria} type="email" className={inputStyle} value={email} onChange={(e) => setEmail(e.currentTarget.value)} autoComplete="username" required />}
            </Field>
            <Field id="sign-in-password" label={t(lang, 'signIn.password')} error={errors.password}>
              {(aria) => (
                <input {...aria} type="password" className={inputStyle} value={password} onChange={(e) => setPassword(e.currentTarget.value)} autoComplete="current-password" required />
              )}
            </Field>
            <div>
              <Button type="submit" disabled={busy || !online}>
                {busy ? t(lang, 'signIn.busy') : t(lang, 'signIn.submit')}
              </Button>
            </div>
          </form>
        </>
      )}
    </div>
  )
}
