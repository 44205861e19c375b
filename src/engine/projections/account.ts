// Account projection (docs/decisions/0025): the orders the shopper has looked at (history page,
// details, tracking, return labels), notification preferences, and what the last account action
// came to (a claim or case number to confirm, or its failure, named by command). The address book
// lives in the session's profile (engineState.ts applies AddressBookReceived there). Pure.
import { produce, type Draft } from 'immer'
import { initialAccountState } from './initial'
import type { Order } from '../../contract/schemas/checkout'
import type { NotificationPreferences } from '../../contract/schemas/customerCare'
import type { OrderTracking, PurchaseHistoryResponse, ReturnLabel } from '../../contract/schemas/orders'
import type { AccountEvent, AccountEventType } from '../events/account'
import { shownFailure, type ShownFailure } from '../events/failure'
import type { StoredEvent } from '../events/storedEvent'

/** What an action came to, for its section's confirmation. */
export interface AccountDone {
  readonly commandId: string
  readonly kind: 'addressBook' | 'cancelled' | 'returnLabel' | 'invoice' | 'giftCardEmail' | 'notifications' | 'warrantyClaim' | 'contactCase' | 'userData'
  /** The order, claim or case it concerns. */
  readonly ref: string | null
  readonly at: number
}

export interface AccountState {
  readonly history: PurchaseHistoryResponse | null
  readonly orders: Readonly<Record<string, Order>>
  readonly tracking: Readonly<Record<string, OrderTracking>>
  readonly returnLabels: Readonly<Record<string, ReturnLabel>>
  readonly notifications: NotificationPreferences | null
  readonly lastDone: AccountDone | null
  readonly lastError: ShownFailure | null
}

export { initialAccountState }

type Handler<T extends AccountEventType> = (draft: Draft<AccountState>, event: StoredEvent<Extract<AccountEvent, { _tag: T }>>) => void

const done = (draft: Draft<AccountState>, kind: AccountDone['kind'], ref: string | null, event: StoredEvent) => {
  draft.lastDone = { commandId: event.commandId, kind, ref, at: event.at }
  draft.lastError = null
}

/** An order's new status shows in the history page too. */
const patchHistory = (draft: Draft<AccountState>, order: Order) => {
  const summary = draft.history?.orders.find((o) => o.orderNumber === order.orderNumber)
  if (summary) summary.status = order.status
}

export const accountProjection: { readonly [T in AccountEventType]: Handler<T> } = {
  'v1.AddressBookReceived': (draft, event) => done(draft, 'addressBook', null, event),
  'v1.OrderHistoryReceived': (draft, { payload }) => {
    draft.history = payload.history as Draft<PurchaseHistoryResponse>
    draft.lastError = null
  },
  'v1.OrderReceived': (draft, event) => {
    const order = event.payload.order
    const before = draft.orders[order.orderNumber]?.status
    draft.lastError = null
    draft.orders[order.orderNumber] = order as Draft<Order>
    patchHistory(draft, order)
    if (order.status === 'CANCELLED' && before !== undefined && before !== 'CANCELLED') done(draft, 'cancelled', order.orderNumber, event)
    const tracked = draft.tracking[order.orderNumber]
    if (tracked) tracked.status = order.status
  },
  'v1.OrderTrackingReceived': (draft, { payload }) => {
    draft.tracking[payload.tracking.orderNumber] = payload.tracking as Draft<OrderTracking>
    draft.lastError = null
  },
  'v1.ReturnLabelReceived': (draft, event) => {
    draft.returnLabels[event.payload.label.orderNumber] = event.payload.label as Draft<ReturnLabel>
    done(draft, 'returnLabel', event.payload.label.orderNumber, event)
  },
  'v1.InvoiceDownloaded': (draft, event) => done(draft, 'invoice', event.payload.orderNumber, event),
  'v1.GiftCardEmailResent': (draft, event) => done(draft, 'giftCardEmail', event.payload.orderNumber, event),
  'v1.NotificationPreferencesReceived': (draft, event) => {
    const before = draft.notifications
    draft.notifications = event.payload.preferences as Draft<NotificationPreferences>
    // Reading them (the first answer) is not a change to confirm.
    if (before !== null) done(draft, 'notifications', null, event)
    else draft.lastError = null
  },
  'v1.WarrantyClaimFiled': (draft, event) => done(draft, 'warrantyClaim', event.payload.claim.claimId, event),
  'v1.ContactCaseSent': (draft, event) => done(draft, 'contactCase', event.payload.caseId, event),
  'v1.UserDataDownloaded': (draft, event) => done(draft, 'userData', null, event),
  'v1.AccountActionFailed': (draft, { payload, at }) => {
    draft.lastError = shownFailure(payload, at)
  },
}

export const isAccountEventType = (type: string): type is AccountEventType => Object.hasOwn(accountProjection, type)

export const applyAccountEvent = (draft: Draft<AccountState>, event: StoredEvent<AccountEvent>): void => {
  ;(accountProjection[event.type] as Handler<AccountEventType>)(draft, event)
}

export const projectAccount = (state: AccountState, event: StoredEvent<AccountEvent>): AccountState => produce(state, (draft) => applyAccountEvent(draft, event))
