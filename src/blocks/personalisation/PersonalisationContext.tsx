// What personalised blocks read: the page's decision store (./decisionStore.ts; the decision itself
// through ./useDecision.ts), the visitor's state for segmentation (the URL's test context:
// ./testContext.ts). The layout's personalisation (src/pages/personalisation/PersonalisationEffects.tsx,
// loaded once the page has hydrated: it reads the engine's projections through its React bindings;
// blocks never import the engine) publishes it here, outside React's tree, so no page carries any of
// this in its first scripts: only the blocks that read it and that code load it. A context above the
// blocks overrides it (isolated renders, tests).
import { createContext, useContext, useSyncExternalStore } from 'react'
import type { DecisionStore } from './decisionStore'

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
  /**
   * null until the layout's code has loaded after hydration (`awaitingStore`: experiences wait), and
   * in isolated renders that give none (nothing is decided: experiences show their baseline).
   */
  readonly store: DecisionStore | null
  /** The layout's store is on its way: the decision counts as not asked yet rather than failed. */
  readonly awaitingStore?: boolean
  /** null until the engine has said who the visitor is. */
  readonly visitor: VisitorState | null
  /** Asks for the signed-in shopper's profile (loyalty) when a segmentation needs it. */
  readonly requestProfile: () => void
}

/** Overrides what the layout published (isolated renders, tests). */
export const PersonalisationContext = createContext<Personalisation | null>(null)

/** Until the layout's code has loaded after hydration, the store is on its way. */
let published: Personalisation = { store: null, awaitingStore: true, visitor: null, requestProfile: () => {} }
const listeners = new Set<() => void>()

/** What the layout's personalisation gives the blocks (PersonalisationEffects). */
export const publishPersonalisation = (value: Personalisation): void => {
  published = value
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const current = () => published

export const usePersonalisation = (): Personalisation => {
  const provided = useContext(PersonalisationContext)
  const fromLayout = useSyncExternalStore(subscribe, current, current)
  return provided ?? fromLayout
}
