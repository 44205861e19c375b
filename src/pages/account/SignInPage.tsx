// Sign in (spec 000 section 4): the page under the sign-in and enrollment dialogs. The flow's step is
// in the URL (`?step=`), each one a dialog (./enrollment/EnrollmentFlow.tsx) that sends the engine's
// commands (PKCE sign-in, sign-up, reset link: passwords are Secret, never logged). When the flow is
// done or closed the shopper goes back where they came from (`redirect`, a path of this site only) or
// to their account.
import { Link, useNavigate } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useEngineDemand, useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { t } from './strings'
import { pageStyle } from './styles'
import { EnrollmentFlow } from './enrollment/EnrollmentFlow'
import type { Step } from './enrollment/enrollmentMachine'

/** Where to go after signing in: a path on this site's locale only (never another origin). */
export const safeRedirect = (redirect: string | undefined, locale: string): string =>
  redirect && redirect.startsWith(`/${locale}/`) && !redirect.startsWith('//') && !redirect.includes('\\') ? redirect : `/${locale}/account`

export function SignInPage({ redirect, step }: { redirect?: string | undefined; step?: Step | undefined }) {
  const site = useSite()
  const lang = site.language
  const navigate = useNavigate()
  const signedIn = useEngineState((s) => s.session.status === 'registered')
  useEngineDemand()
  const target = safeRedirect(redirect, site.locale)

  return (
    <div className={pageStyle}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '2' })}>{t(lang, 'signIn.title')}</h1>
      <p className={css({ mb: '2' })}>{t(lang, 'signIn.intro')}</p>
      <p className={css({ mb: '6', fontSize: 'sm', color: 'fg.muted' })}>{t(lang, 'signIn.cartKept')}</p>
      {signedIn && (
        <p>
          <Link to="/$locale/account" params={{ locale: site.locale }} className={css({ textDecoration: 'underline', fontWeight: 'semibold' })}>
            {t(lang, 'account.title')}
          </Link>
        </p>
      )}
      <EnrollmentFlow
        step={step}
        target={target}
        onStep={(next, replace) => void navigate({ to: '/$locale/sign-in', params: { locale: site.locale }, search: { step: next, ...(redirect ? { redirect } : {}) }, replace: replace ?? false })}
      />
    </div>
  )
}
