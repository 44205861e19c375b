// Opens the modal a `#modal-{key}` URL names (spec 000 section 2, spec 002 section 2: #modal links
// open a modal on the current page and keep the query), on every page: a dialog block of the page
// with that key opens itself (../dialog/DialogBlock.tsx); otherwise the content service's fragment
// `{key}` is shown in a modal (./FragmentModal.tsx, loaded when first needed). Closing removes the
// hash; the page and its query stay.
import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import type { Site } from '../../api/queries'

const FragmentModal = lazy(() => import('./FragmentModal').then((m) => ({ default: m.FragmentModal })))

const MODAL_HASH = /^modal-([a-z0-9-]{1,80})$/

/** The fragment key of a location hash (without '#'), if it names a modal. */
export const modalKeyOf = (hash: string): string | undefined => MODAL_HASH.exec(hash)?.[1]

export function ModalHost({ site }: { site: Site }) {
  const hash = useRouterState({ select: (s) => s.location.hash })
  const key = modalKeyOf(hash)
  // Decided after render, in the browser: whether a dialog block of this page owns the key.
  const [fragmentKey, setFragmentKey] = useState<string | undefined>(undefined)
  useEffect(() => {
    setFragmentKey(key && !document.querySelector(`[data-modal-id="${key}"]`) ? key : undefined)
  }, [key])
  if (!fragmentKey || fragmentKey !== key) return null
  return (
    <Suspense fallback={null}>
      <FragmentModal site={site} fragmentId={fragmentKey} />
    </Suspense>
  )
}
