// Signing out (in this tab or another) sends the shopper home from the pages that were theirs: cart,
// checkout, favourites and account (spec 000 section 6). Only a change from signed in to signed out
// counts: a page opened signed out stays where it is.
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'

const SHOPPER_PAGES = /^\/[a-z]{2}-[a-z]{2}\/(cart|checkout|favourites|account)(\/|$)/

export function SignedOutRedirect() {
  const site = useSite()
  const navigate = useNavigate()
  const pathname = useLocation({ select: (location) => location.pathname })
  const signedIn = useEngineState((s) => s.session.status === 'registered')
  const before = useRef(signedIn)
  useEffect(() => {
    const wasSignedIn = before.current
    before.current = signedIn
    if (wasSignedIn && !signedIn && SHOPPER_PAGES.test(pathname)) void navigate({ to: '/$locale', params: { locale: site.locale }, replace: true })
  }, [signedIn, pathname, navigate, site.locale])
  return null
}
