// The whole projected state: one slice per aggregate plus the outbox. A batch of events is applied
// inside one immer draft, and derived views are computed once per batch, on the finished state.
// Two fields are not projected but set by the engine from its services: `outbox.online`
// (Connectivity) and `storage` (whether the log is durable or fell back to memory); replay leaves
// them at their defaults.
import { freeze, produce, type Draft } from 'immer'
import type { EngineEvent } from '../events/engineEvents'
import type { CartEvent } from '../events/cart'
import type { CheckoutEvent } from '../events/checkout'
import type { OutboxEvent } from '../events/outbox'
import type { ProductFeedbackEvent } from '../events/productFeedback'
import type { SessionEvent } from '../events/session'
import type { StoredEvent } from '../events/storedEvent'
import { applyCartEvent, isCartEventType, replaceServerCart, withCartView, type CartState } from './cart'
import { applyCheckoutEvent, isCheckoutEventType, type CheckoutState } from './checkout'
import { applyOutboxEvent, isOutboxEventType, withOutboxView, type OutboxState } from './outbox'
import { applyFeedbackEvent, isFeedbackEventType, type FeedbackState } from './productFeedback'
import { applySessionEvent, isSessionEventType, type SessionState } from './session'
import { applyAccountEvent, isAccountEventType, type AccountState } from './account'
import { applyFavouritesEvent, isFavouritesEventType, type FavouritesState } from './favourites'
import { initialAccountState, initialCheckoutState, initialEngineState, initialFavouritesState, initialFeedbackState, initialOutboxState } from './initial'
import type { AccountEvent } from '../events/account'
import type { FavouritesEvent } from '../events/favourites'
import type { Address } from '../../contract/schemas/cart'

/** `durable`: events are written to IndexedDB; `memory`: storage failed, this tab keeps its log in memory only. */
export type StorageMode = 'durable' | 'memory'

export interface EngineState {
  readonly cart: CartState
  readonly checkout: CheckoutState
  readonly session: SessionState
  /** The shopper's votes, reports, questions and back-in-stock sign-ups on product pages. */
  readonly feedback: FeedbackState
  /** Orders after placement, preferences, the last account action (docs/decisions/0025). */
  readonly account: AccountState
  readonly favourites: FavouritesState
  readonly outbox: OutboxState
  readonly storage: StorageMode
}

// STATE_VERSION (the version of the projected state's shape, stored with every snapshot and every
// stored cart copy) lives in ./initial.ts, which the page's first scripts may import.
export { STATE_VERSION } from './initial'

export { initialEngineState } from './initial'

/** Cart events that bring a server cart (its owner is the session's shopper then). */
const receivesCart = (event: StoredEvent<EngineEvent>): boolean =>
  event.type === 'v1.CartSnapshotReceived' || event.type === 'v1.CartRefreshed' || event.type === 'v1.CartReplaced'

export const applyEvents = (state: EngineState, events: ReadonlyArray<StoredEvent<EngineEvent>>): EngineState => {
  if (events.length === 0) return state
  let cartTouched = false
  let outboxTouched = false
  const next = produce(state, (draft) => {
    for (const event of events) {
      if (isCartEventType(event.type)) {
        applyCartEvent(draft.cart, event as StoredEvent<CartEvent>)
        // Whose cart it is: the session's shopper when the server sent it.
        if (receivesCart(event)) draft.cart.owner = draft.cart.basketId === null ? null : draft.session.consumerNo
        cartTouched = true
      } else if (isOutboxEventType(event.type)) {
        applyOutboxEvent(draft.outbox, event as StoredEvent<OutboxEvent>)
        outboxTouched = true
      } else if (isCheckoutEventType(event.type)) {
        const checkoutEvent = event as StoredEvent<CheckoutEvent>
        applyCheckoutEvent(draft.checkout, checkoutEvent)
        // Placing an order (or failing its 3-D Secure) hands the shopper a fresh cart.
        const payload = checkoutEvent.payload
        if (payload._tag === 'v1.OrderPlaced' || payload._tag === 'v1.OrderAuthenticationFailed') {
          replaceServerCart(draft.cart, payload.cart)
          draft.cart.owner = payload.cart ? draft.session.consumerNo : null
          draft.cart.pending = []
          cartTouched = true
        }
      } else if (isFeedbackEventType(event.type)) {
        applyFeedbackEvent(draft.feedback, event as StoredEvent<ProductFeedbackEvent>)
      } else if (isSessionEventType(event.type)) {
        const sessionEvent = event as StoredEvent<SessionEvent>
        const shopperBefore = draft.session.consumerNo
        applySessionEvent(draft.session, sessionEvent)
        // Signing out (or a session that ended elsewhere) forgets the shopper's checkout (orders,
        // vouchers, balances) and product-page votes and sign-ups; the command resets the cart with its
        // own event. Signing in reloads the saved-for-later list.
        if (sessionEvent.payload._tag === 'v1.SessionEnded' && (sessionEvent.payload.reason === 'signOut' || sessionEvent.payload.reason === 'expired')) {
          draft.checkout = initialCheckoutState as Draft<CheckoutState>
          draft.feedback = initialFeedbackState as Draft<FeedbackState>
        }
        // Any end of a session, or another shopper's start, forgets the account and the favourites
        // (personal data); signing in reads the favourites again (the guest's merged into the member's).
        if (sessionEvent.payload._tag === 'v1.SessionEnded' || (sessionEvent.payload._tag === 'v1.SessionStarted' && sessionEvent.payload.consumerNo !== shopperBefore)) {
          draft.account = initialAccountState as Draft<AccountState>
          draft.favourites = initialFavouritesState as Draft<FavouritesState>
        }
        if (sessionEvent.payload._tag === 'v1.SessionStarted' && sessionEvent.payload.tokenType === 'Registered') {
          draft.cart.saved = null
          cartTouched = true
        }
      } else if (isAccountEventType(event.type)) {
        const accountEvent = event as StoredEvent<AccountEvent>
        applyAccountEvent(draft.account, accountEvent)
        // The address book is the profile's (the checkout reads the main addresses there).
        if (accountEvent.payload._tag === 'v1.AddressBookReceived' && draft.session.profile)
          draft.session.profile.addresses = accountEvent.payload.addresses as Draft<Address>[]
      } else if (isFavouritesEventType(event.type)) {
        applyFavouritesEvent(draft.favourites, event as StoredEvent<FavouritesEvent>)
      }
    }
  })
  // Derived views from the finished state (cheaper than inside the draft; see cartView).
  if (!cartTouched && !outboxTouched) return next
  return freeze({
    ...next,
    cart: cartTouched ? withCartView(next.cart) : next.cart,
    outbox: outboxTouched ? withOutboxView(next.outbox) : next.outbox,
  })
}

/** The part of the state that events produce (what a snapshot stores): runtime fields at their defaults. */
export const projectedPart = (state: EngineState): EngineState =>
  state.storage === initialEngineState.storage && state.outbox.online === initialOutboxState.online
    ? state
    : { ...state, storage: initialEngineState.storage, outbox: { ...state.outbox, online: initialOutboxState.online } }

/** Sets the runtime fields (same object when unchanged, so selectors do not re-render). */
export const withRuntime = (state: EngineState, runtime: { readonly online: boolean; readonly storage: StorageMode }): EngineState =>
  state.storage === runtime.storage && state.outbox.online === runtime.online
    ? state
    : { ...state, storage: runtime.storage, outbox: state.outbox.online === runtime.online ? state.outbox : { ...state.outbox, online: runtime.online } }
