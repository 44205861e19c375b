// Session projection: who the shopper is to the server (guest or registered), never the token itself.
import { produce, type Draft } from 'immer'
import { initialSessionState } from './initial'
import type { ConsumerProfile, SavedCard } from '../../contract/schemas/account'
import { failureFacts, shownFailure, type FailureFacts, type ShownFailure } from '../events/failure'
import type { SessionEvent, SessionEventType } from '../events/session'
import type { StoredEvent } from '../events/storedEvent'

export interface SessionState {
  readonly status: 'none' | 'guest' | 'registered'
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
  /** The shopper's subscriptions this device saved, by channel (absent in states made before them). */
  readonly subscriptions?: { readonly email?: SavedSubscription; readonly sms?: SavedSubscription }
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
    }
    draft.accountError = null
    draft.status = payload.tokenType === 'Registered' ? 'registered' : 'guest'
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
    Object.assign(draft, initialSessionState)
    delete draft.subscriptions
  },
  'v1.BotProtectionChallenged': (draft, { commandId, payload, at }) => {
    draft.challenge = { commandId, call: payload.call, url: payload.url, appId: payload.appId, status: payload.status, correlationId: payload.correlationId, at }
  },
  'v1.ProfileReceived': (draft, { payload }) => {
    draft.profile = payload.profile as Draft<ConsumerProfile>
  },
  'v1.SavedCardsReceived': (draft, { payload }) => {
    draft.savedCards = payload.cards as Draft<SavedCard>[]
    draft.accountError = null
  },
  'v2.AccountCommandFailed': (draft, { payload, at }) => {
    draft.accountError = shownFailure(payload, at)
  },
  'v1.SubscriptionSaved': (draft, { payload }) => {
    draft.subscriptions = { ...draft.subscriptions, [payload.channel]: { type: payload.type, recipient: payload.recipient, optin: payload.optin } }
  },
}

export const isSessionEventType = (type: string): type is SessionEventType => Object.hasOwn(sessionProjection, type)

export const applySessionEvent = (draft: Draft<SessionState>, event: StoredEvent<SessionEvent>): void => {
  ;(sessionProjection[event.type] as Handler<SessionEventType>)(draft, event)
}

export const projectSession = (state: SessionState, event: StoredEvent<SessionEvent>): SessionState =>
  produce(state, (draft) => applySessionEvent(draft, event))
