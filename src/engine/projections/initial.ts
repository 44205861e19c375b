// The initial (empty) state of each slice, in a module without immer or any projection code: the
// React binding (../react.tsx) renders from it on the server and until the engine, loaded after
// hydration, is running, so the page's first scripts need only these constants. The slice modules
// re-export them under their usual names.
import type { CartState } from './cart'
import type { CheckoutState } from './checkout'
import type { EngineState } from './engineState'
import type { OutboxState } from './outbox'
import type { FeedbackState } from './productFeedback'
import type { SessionState } from './session'
import type { AccountState } from './account'
import type { FavouritesState } from './favourites'

/**
 * Version of the projected state's shape, stored with every snapshot and every stored cart copy
 * (../cartPreview.ts). Bump it whenever a slice's shape or a projection's meaning changes: snapshots
 * and copies of another version are ignored (full replay; the copy is not shown).
 */
export const STATE_VERSION = 9

export const initialCartState: CartState = {
  basketId: null,
  owner: null,
  server: null,
  confirmed: null,
  pending: [],
  items: [],
  totals: null,
  currency: null,
  count: 0,
  flash: [],
  lastError: null,
  saved: null,
  merged: null,
}

export const initialCheckoutState: CheckoutState = {
  orders: {},
  lastOrderNumber: null,
  authentication: null,
  authenticationFailedAt: null,
  klarna: null,
  giftCardBalance: null,
  loyalty: null,
  lastError: null,
  express: null,
}

export const initialSessionState: SessionState = {
  status: 'none',
  consumerNo: null,
  consumerType: null,
  expiresAt: null,
  basketId: null,
  lastError: null,
  challenge: null,
  profile: null,
  savedCards: null,
  accountError: null,
  signOutPending: false,
  subscriptions: null,
  loyalty: null,
}

export const initialFeedbackState: FeedbackState = { votes: {}, flags: {}, questions: [], backInStock: {}, lastError: null }

export const initialAccountState: AccountState = {
  history: null,
  orders: {},
  tracking: {},
  returnLabels: {},
  notifications: null,
  lastDone: null,
  lastError: null,
}

export const initialFavouritesState: FavouritesState = { server: null, pending: [], sharePath: null, lastError: null }

export const initialOutboxState: OutboxState = { entries: [], queued: 0, online: true }

export const initialEngineState: EngineState = {
  cart: initialCartState,
  checkout: initialCheckoutState,
  session: initialSessionState,
  feedback: initialFeedbackState,
  account: initialAccountState,
  favourites: initialFavouritesState,
  outbox: initialOutboxState,
  storage: 'durable',
}
