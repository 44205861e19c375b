// The product page's store availability dialog, loaded when the shopper opens it: the stores'
// units of the chosen size, and for a connected associate with a store session a reservation in
// each store that has some (issue 15; its form loads only for them).
import { lazy, Suspense } from 'react'
import { StoreAvailabilityDialog, type StoreAvailabilityDialogProps } from '../../commerce/PickupDialog'
import { useEngineState } from '../../engine/react'

const ReserveControl = lazy(() => import('../associate/ReserveControl'))

export default function StoreAvailability(props: Omit<StoreAvailabilityDialogProps, 'storeAction'>) {
  const associate = useEngineState((s) => s.session.status === 'agent' && Boolean(s.session.inStore))
  if (!associate) return <StoreAvailabilityDialog {...props} />
  return (
    <StoreAvailabilityDialog
      {...props}
      storeAction={(store, quantity) => (
        <Suspense fallback={null}>
          <ReserveControl store={store} sku={props.sku} quantity={quantity} />
        </Suspense>
      )}
    />
  )
}
