// Where the shoppers' roles show (issue 15, docs/decisions/0030): under the site header, on every page,
// the employee terms dialog and the role banners. Their code loads only for a signed-in shopper who
// holds a role (employee, athlete, WRANX or IPA member), so no other page carries it.
import { lazy, Suspense } from 'react'
import { holdsARole, rolesOf } from '../../commerce/roles'
import { useEngineState } from '../../engine/react'

const RoleArea = lazy(() => import('../roles/RoleArea'))

export function RoleSlot() {
  const holder = useEngineState((s) => holdsARole(rolesOf(s.session)))
  if (!holder) return null
  return (
    <Suspense fallback={null}>
      <RoleArea />
    </Suspense>
  )
}
