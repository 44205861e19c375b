// What personalised blocks read: the page's decision (./decisionStore.ts), the visitor's state for
// segmentation (the URL's test context: ./testContext.ts). The layout provides it (src/pages/layout/Personalisation.tsx
// reads the engine's projections through its React bindings; blocks never import the engine).
// Small on purpose: it is on every page; the decide call's code loads later (./runtime.ts).
import { useRouterState } from '@tanstack/react-router'
import { createContext, useContext, useSyncExternalStore } from 'react'
import type { DecisionSnapshot, DecisionStore } from './decisionStore'

/** Profile kinds a segment can name (spec 002 section 6). */
export type ProfileKind = 'ipa-wranx' | 'wranx' | 'ipa' | 'athletes'

/** The visitor as segmentation sees it. */
export interface VisitorState {
  readonly signedIn: boolean
  /** undefined while the signed-in shopper's profile (which says it) is not loaded. */
  readonly loyaltyMember: boolean | undefined
  readonly employee: boolean
  readonly cartEmpty: boolean
  /** The signed-in shopper's profile kinds. */
  readonly kinds: ReadonlyArray<ProfileKind>
  /** Kinds last seen signed in on this device: what the "non-logged-in" forms match. */
  readonly rememberedKinds: ReadonlyArray<ProfileKind>
}

export interface Personalisation {
  /** null outside the layout (isolated renders): nothing is decided, experiences show their baseline. */
  readonly store: DecisionStore | null
  /** null until the engine has said who the visitor is. */
  readonly visitor: VisitorState | null
  /** Asks for the signed-in shopper's profile (loyalty) when a segmentation needs it. */
  readonly requestProfile: () => void
}

export const PersonalisationContext = createContext<Personalisation>({ store: null, visitor: null, requestProfile: () => {} })

export const usePersonalisation = (): Personalisation => useContext(PersonalisationContext)

const NO_DECISION: DecisionSnapshot = { pageKey: '', status: 'failed', actions: [] }
const SERVER_DECISION: DecisionSnapshot = { pageKey: '', status: 'idle', actions: [] }
const noStore = () => () => {}

/**
 * The decision of the page shown; `idle` on the server, during hydration and while the store still
 * holds the previous page's (a navigation renders the new page before the layout tells the store),
 * `failed` without a store.
 */
export const useDecision = (): DecisionSnapshot => {
  const { store } = usePersonalisation()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const snapshot = useSyncExternalStore(store?.subscribe ?? noStore, store?.getSnapshot ?? (() => NO_DECISION), () => SERVER_DECISION)
  return store && snapshot.pageKey !== pathname ? SERVER_DECISION : snapshot
}
