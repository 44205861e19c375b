// Signing an associate out: the shoppers' own `session.SignOut` (the server's session ends, the
// device forgets every event, cart copy and cached page of the session: core/forget.ts), then back to
// the associate login (spec 000 section 6). Used by the login page, the connected bar and the idle timer.
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { useDispatch } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { Button } from '../../ui/Button'
import { at } from './strings'

export const useAssociateSignOut = (): (() => Promise<void>) => {
  const dispatch = useDispatch()
  const navigate = useNavigate()
  const { locale } = useSite()
  return useCallback(async () => {
    await dispatch({ _tag: 'session.SignOut' })
    await navigate({ to: '/$locale/associate-login', params: { locale } })
  }, [dispatch, navigate, locale])
}

export function AssociateSignOut({ compact = false }: { compact?: boolean }) {
  const { language } = useSite()
  const signOut = useAssociateSignOut()
  const [busy, setBusy] = useState(false)
  return (
    <Button
      variant="secondary"
      size={compact ? 'sm' : undefined}
      disabled={busy}
      data-testid="associate-sign-out"
      onClick={() => {
        setBusy(true)
        void signOut().finally(() => setBusy(false))
      }}
    >
      {at(language, busy ? 'signingOut' : 'signOut')}
    </Button>
  )
}
