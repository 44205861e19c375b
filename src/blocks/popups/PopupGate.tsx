// Between the layout's pop-up slot (./PopupSlot.tsx) and the pop-up manager (./PopupManager.tsx):
// fetches the site's pop-ups once the page is idle and loads the manager (its views, the newsletter
// form and its validators) only when one may open on this page and has not been dismissed. Most pages
// (product, category, cart) have none: they never load that code.
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import type { Site } from '../../api/queries'
import { popupsQuery } from '../fragmentQueries'
import { choosePopup } from './choosePopup'
import { readDismissed } from './dismissedPopups'

const PopupManager = lazy(() => import('./PopupManager').then((m) => ({ default: m.PopupManager })))

export default function PopupGate({ site }: { site: Site }) {
  const { data: popups } = useQuery(popupsQuery(site))
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  if (!popups || !choosePopup(popups, readDismissed(), pathname)) return null
  return (
    <Suspense fallback={null}>
      <PopupManager site={site} />
    </Suspense>
  )
}
