// Pages of a signed-in shopper (orders): a shopper who is not signed in (or signs out while here)
// goes home, as the spec asks of the account routes after sign-out (000 section 6). Answers whether
// the shopper is signed in; until the engine has read the device's log nothing is decided.
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useCartSource, useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'

export const useSignedInOnly = (): boolean => {
  const site = useSite()
  const navigate = useNavigate()
  const status = useEngineState((s) => s.session.status)
  const known = useCartSource() === 'engine'
  useEffect(() => {
    if (known && status !== 'registered') void navigate({ to: '/$locale', params: { locale: site.locale } })
  }, [known, status, navigate, site.locale])
  return status === 'registered'
}
