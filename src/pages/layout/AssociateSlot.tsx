// Where the associate's bar goes (issue 15): its code loads only while the device holds a store
// associate's session, so no shopper's page carries it.
import { lazy, Suspense } from 'react'
import { useAssociateConnected } from '../../commerce/useAssociateConnected'

const AssociateBar = lazy(() => import('../associate/AssociateBar'))

export function AssociateSlot() {
  if (!useAssociateConnected()) return null
  return (
    <Suspense fallback={null}>
      <AssociateBar />
    </Suspense>
  )
}
