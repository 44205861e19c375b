// The small banners under the checkout's heading: express checkout (started, or being prepared for a
// signed-in shopper) and, for a guest at the shipping step, the link to sign in first.
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useSite } from '../../site/useSite'
import { t } from '../../commerce/strings'

/** Express checkout: the banner once it applies, a status line while a signed-in shopper's is prepared. */
export function ExpressBanner({ express, preparing }: { express: boolean; preparing: boolean }) {
  const lang = useSite().language
  if (express) return <p className={css({ mb: '4', fontWeight: 'semibold' })}>{t(lang, 'checkout.express')}</p>
  if (!preparing) return null
  return (
    <p role="status" className={css({ mb: '4' })}>
      {t(lang, 'checkout.expressPreparing')}
    </p>
  )
}

/** A guest may sign in first (and come back to the checkout). */
export function SignInHint() {
  const site = useSite()
  return (
    <p className={css({ mb: '4', fontSize: 'sm' })}>
      <Link to="/$locale/sign-in" params={{ locale: site.locale }} search={{ redirect: `/${site.locale}/checkout` }} className={css({ textDecoration: 'underline' })}>
        {t(site.language, 'checkout.signInHint')}
      </Link>
    </p>
  )
}
