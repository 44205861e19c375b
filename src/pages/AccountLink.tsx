// Header link to signing in, or to the account once signed in (from the engine's session; the server
// renders "Sign in", as a device without engine state is signed out).
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useEngineState } from '../engine/react'
import { useSite } from '../site/useSite'
import { t } from '../ui/strings'

const linkStyle = css({ fontWeight: 'semibold', fontSize: 'sm', whiteSpace: 'nowrap', py: '2', _hover: { color: 'accent' } })

export function AccountLink() {
  const site = useSite()
  const signedIn = useEngineState((s) => s.session.status === 'registered')
  return signedIn ? (
    <Link to="/$locale/account" params={{ locale: site.locale }} className={linkStyle} data-testid="account-link">
      {t(site.language, 'header.account')}
    </Link>
  ) : (
    <Link to="/$locale/sign-in" params={{ locale: site.locale }} className={linkStyle} data-testid="account-link">
      {t(site.language, 'header.signIn')}
    </Link>
  )
}
