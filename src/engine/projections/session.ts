// Session projection: who the shopper is to the server (guest or registered), never the token itself.
import { produce, type Draft } from 'immer'
import { initialSessionState } from './initial'
import type { ConsumerProfile, SavedCard } from '../../contract/schemas/account'
import type { InStoreSalesInfo, StoreEmployee, UtilityStore } from '../../contract/schemas/associates'
import type { LoyaltyVouchersResponse } from '../../contract/schemas/checkout'
import type { Subscription, WelcomePromoResponse } from '../../contract/schemas/profile'
import { failureFacts, shownFailure, type FailureFacts, type ShownFailure } from '../events/failure'
import type { SessionEvent, SessionEventType } from '../events/session'
import type { StoredEvent } from '../events/storedEvent'

export interface SessionState {
  /** agent: a store associate's in-store session (issue 15). */
  readonly status: 'none' | 'guest' | 'registered' | 'agent'
  readonly consumerNo: string | null
  readonly consumerType: string | null
  readonly expiresAt: number | null
  /** A basket the token exchange reported for this shopper. */
  readonly basketId: string | null
  /** The last failed token request: its facts (localized at render). */
  readonly lastError: (FailureFacts & { readonly commandId: string; readonly at: number }) | null
  /** The last bot-protection challenge (403 with an appId), for the challenge UI; null when none is open. */
  readonly challenge: {
    readonly commandId: string
    readonly call: string
    readonly url: string
    readonly appId: string
    readonly status: number
    readonly correlationId: string
    readonly at: number
  } | null
  /** The signed-in shopper's profile, once loaded (personal data: cleared on sign-out). */
  readonly profile: ConsumerProfile | null
  /** The signed-in shopper's saved cards, once loaded. */
  readonly savedCards: ReadonlyArray<SavedCard> | null
  /** The last failed sign-in, sign-out or account command (shown by the page that sent it). */
  readonly accountError: ShownFailure | null
  /** Signed out offline: the server's session is ended as soon as the network returns. */
  readonly signOutPending: boolean
  /** The shopper's newsletter and SMS subscriptions, once loaded (personal data). */
  readonly subscriptions: ReadonlyArray<Subscription> | null
  /** The account page's loyalty summary: vouchers the points reach and the welcome promotion. */
  readonly loyalty: { readonly vouchers: LoyaltyVouchersResponse | null; readonly welcome: WelcomePromoResponse | null } | null
  /** A store associate's session: the store and employee they chose (issue 15); absent otherwise. */
  readonly inStore?: InStoreSalesInfo | null
  /** What an associate chooses the store session from: the stores, and the employees of the stores listed so far. */
  readonly associate?: { readonly stores: ReadonlyArray<UtilityStore> | null; readonly employees: { readonly [storeId: string]: ReadonlyArray<StoreEmployee> } }
  /** The shopper's subscriptions this device saved, by channel (absent in states made before them). */
  readonly savedSubscriptions?: { readonly email?: SavedSubscription; readonly sms?: SavedSubscription }
}

export interface SavedSubscription {
  readonly type: 'Newsletter' | 'LoyaltyNewsletter'
  readonly recipient: string
  readonly optin: boolean
}

export { initialSessionState }

type Handler<T extends SessionEventType> = (draft: Draft<SessionState>, event: StoredEvent<Extract<SessionEvent, { _tag: T }>>) => void

export const sessionProjection: { readonly [T in SessionEventType]: Handler<T> } = {
  'v1.SessionStarted': (draft, { payload }) => {
    // Another shopper (or none) before: nothing of theirs stays.
    if (draft.consumerNo !== payload.consumerNo) {
      draft.profile = null
      draft.savedCards = null
      draft.subscriptions = null
      draft.loyalty = null
      delete draft.inStore
      delete draft.associate
    }
    draft.signOutPending = false
    draft.accountError = null
    draft.status = payload.tokenType === 'Registered' ? 'registered' : payload.tokenType === 'Agent' ? 'agent' : 'guest'
    draft.consumerNo = payload.consumerNo
    draft.consumerType = payload.consumerType
    draft.expiresAt = payload.expiresAt
    draft.basketId = payload.basketId
    draft.lastError = null
  },
  'v2.SessionTokenRequestFailed': (draft, { payload, at }) => {
    draft.lastError = { commandId: payload.commandId, ...failureFacts(payload), at }
  },
  'v1.SessionEnded': (draft) => {
    // The sign-out still to be told to the server survives the end of the session it is about.
    const pending = draft.signOutPending
    Object.assign(draft, initialSessionState)
    draft.signOutPending = pending
    delete draft.savedSubscriptions
    delete draft.inStore
    delete draft.associate
  },
  'v1.BotProtectionChallenged': (draft, { commandId, payload, at }) => {
    draft.challenge = { commandId, call: payload.call, url: payload.url, appId: payload.appId, status: payload.status, correlationId: payload.correlationId, at }
  },
  'v1.ProfileReceived': (draft, { payload }) => {
    draft.profile = payload.profile as Draft<ConsumerProfile>
    draft.accountError = null
  },
  'v1.SavedCardsReceived': (draft, { payload }) => {
    draft.savedCards = payload.cards as Draft<SavedCard>[]
    draft.accountError = null
  },
  'v2.AccountCommandFailed': (draft, { payload, at }) => {
    draft.accountError = shownFailure(payload, at)
  },
  'v1.SignOutPending': (draft) => {
    draft.signOutPending = true
  },
  'v1.AccountLookedUp': (draft) => {
    draft.accountError = null
  },
  'v1.PasswordResetRequested': (draft) => {
    draft.accountError = null
  },
  'v1.PasswordChanged': (draft) => {
    draft.accountError = null
  },
  'v1.GuestProfileCreated': (draft) => {
    draft.accountError = null
  },
  'v1.SubscriptionsReceived': (draft, { payload }) => {
    draft.subscriptions = payload.subscriptions as Draft<Subscription>[]
    draft.accountError = null
  },
  'v1.LoyaltyReceived': (draft, { payload }) => {
    draft.loyalty = { vouchers: payload.vouchers as Draft<LoyaltyVouchersResponse> | null, welcome: payload.welcome }
  },
  'v1.AssociateStoreChosen': (draft, { payload }) => {
    const { _tag: _, ...inStore } = payload
    draft.inStore = inStore
  },
  'v1.AssociateStoresListed': (draft, { payload }) => {
    draft.associate = { stores: [...payload.stores], employees: draft.associate?.employees ?? {} }
  },
  'v1.AssociateEmployeesListed': (draft, { payload }) => {
    draft.associate = { stores: draft.associate?.stores ?? null, employees: { ...draft.associate?.employees, [payload.storeId]: [...payload.employees] } }
  },
  // The log's record of who adjusted what; the cart's snapshot carries the prices.
  'v1.PriceAdjustmentRecorded': () => {},
  // The log's record of who reserved what; the page shows the confirmation from the command's result.
  'v1.StoreReservationMade': () => {},
  'v1.SubscriptionSaved': (draft, { payload }) => {
    draft.savedSubscriptions = { ...draft.savedSubscriptions, [payload.channel]: { type: payload.type, recipient: payload.recipient, optin: payload.optin } }
  },
}

export const isSessionEventType = (type: string): type is SessionEventType => Object.hasOwn(sessionProjection, type)

export const applySessionEvent = (draft: Draft<SessionState>, event: StoredEvent<SessionEvent>): void => {
  ;(sessionProjection[event.type] as Handler<SessionEventType>)(draft, event)
}

export const projectSession = (state: SessionState, event: StoredEvent<SessionEvent>): SessionState =>
  produce(state, (draft) => applySessionEvent(draft, event))
