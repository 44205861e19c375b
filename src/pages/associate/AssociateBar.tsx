// The bar an associate's session shows on every page (issue 15): who sells in which store, a link to
// choose them when not chosen yet, and sign-out. The session also ends after the configured idle
// time (ASSOCIATE_IDLE_MINUTES): no pointer, key or scroll for that long signs out as the button does.
// Loaded only while the device holds an associate's session (../layout/AssociateSlot.tsx).
import { Link, useRouteContext } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { AssociateSignOut, useAssociateSignOut } from './AssociateSignOut'
import { at } from './strings'
import { useIdleSignOut } from './useIdleSignOut'

export default function AssociateBar() {
  const site = useSite()
  const { settings } = useRouteContext({ from: '__root__' })
  const inStore = useEngineState((s) => s.session.inStore ?? null)
  const signOut = useAssociateSignOut()
  useIdleSignOut(settings.associateIdleMinutes, signOut)
  return (
    <div
      role="region"
      aria-label={at(site.language, 'login.title')}
      data-testid="associate-bar"
      className={css({ bg: 'fg', color: 'bg', px: { base: '4', md: '6' }, py: '2', display: 'flex', gap: '4', alignItems: 'center', justifyContent: 'space-between', fontSize: 'sm' })}
    >
      {inStore ? (
        <span data-testid="associate-bar-store">{at(site.language, 'connected.as', { store: inStore.storeName, employee: inStore.storeEmployeeName })}</span>
      ) : (
        <Link to="/$locale/associate-login" params={{ locale: site.locale }} className={css({ textDecoration: 'underline', fontWeight: 'semibold' })}>
          {at(site.language, 'connected.noStore')}
        </Link>
      )}
      <AssociateSignOut compact />
    </div>
  )
}
