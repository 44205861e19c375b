// Personalisation in the layout: once the page has hydrated, mounts
// ../personalisation/PersonalisationEffects.tsx (a chunk of its own), which makes the page's decision
// store, says who the visitor is (from the engine's projections) and publishes both to the blocks
// (src/blocks/personalisation/PersonalisationContext.tsx), pushes page views to the data layer, asks
// for the decision once the page is idle, and listens for the recalculation event. Until
// then experiences hold their skeleton and segmentations wait for the visitor. This is all every
// page carries of it in its first scripts.
import { lazy, Suspense, useEffect, useState } from 'react'

const PersonalisationEffects = lazy(() => import('../personalisation/PersonalisationEffects'))

export function Personalisation() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated ? (
    <Suspense fallback={null}>
      <PersonalisationEffects />
    </Suspense>
  ) : null
}
