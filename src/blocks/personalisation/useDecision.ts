// The page's decision as personalised blocks read it (apart from ./PersonalisationContext.tsx, which
// every page carries: only the blocks that read a decision load this).
import { useRouterState } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import type { DecisionSnapshot } from './decisionStore'
import { usePersonalisation } from './PersonalisationContext'

const NO_DECISION: DecisionSnapshot = { pageKey: '', status: 'failed', actions: [] }
const SERVER_DECISION: DecisionSnapshot = { pageKey: '', status: 'idle', actions: [] }
const noStore = () => () => {}

/**
 * The decision of the page shown; `idle` on the server, during hydration, while the layout's store is
 * still loading and while it holds the previous page's (a navigation renders the new page before the
 * layout tells the store), `failed` without a store.
 */
export const useDecision = (): DecisionSnapshot => {
  const { store, awaitingStore } = usePersonalisation()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const snapshot = useSyncExternalStore(store?.subscribe ?? noStore, store?.getSnapshot ?? (() => (awaitingStore ? SERVER_DECISION : NO_DECISION)), () => SERVER_DECISION)
  return store && snapshot.pageKey !== pathname ? SERVER_DECISION : snapshot
}
