// The whole projected state: one slice per aggregate. A batch of events is applied inside one immer
// draft, and the cart view is derived once per batch.
import { produce } from 'immer'
import type { EngineEvent } from '../events/engineEvents'
import type { CartEvent } from '../events/cart'
import type { SessionEvent } from '../events/session'
import type { StoredEvent } from '../events/storedEvent'
import { applyCartEvent, deriveCartView, initialCartState, isCartEventType, type CartState } from './cart'
import { applySessionEvent, initialSessionState, isSessionEventType, type SessionState } from './session'

export interface EngineState {
  readonly cart: CartState
  readonly session: SessionState
}

export const initialEngineState: EngineState = { cart: initialCartState, session: initialSessionState }

export const applyEvents = (state: EngineState, events: ReadonlyArray<StoredEvent<EngineEvent>>): EngineState => {
  if (events.length === 0) return state
  return produce(state, (draft) => {
    let cartTouched = false
    for (const event of events) {
      if (isCartEventType(event.type)) {
        applyCartEvent(draft.cart, event as StoredEvent<CartEvent>)
        cartTouched = true
      } else if (isSessionEventType(event.type)) {
        applySessionEvent(draft.session, event as StoredEvent<SessionEvent>)
      }
    }
    if (cartTouched) deriveCartView(draft.cart)
  })
}
