// Outbox projection: the commands still to be sent, in log order, each with the decision number
// its Idempotency-Key carries and the re-decisions it has used. Pure; `online` is not projected
// (the engine sets it from the Connectivity service) and `queued` is derived.
import type { Draft } from 'immer'
import type { OutboxEvent, OutboxEventType } from '../events/outbox'
import type { StoredEvent } from '../events/storedEvent'

export interface OutboxEntry {
  readonly commandId: string
  readonly stream: string
  /** Seq of its CommandQueued event (the outbox's order). */
  readonly seq: number
  readonly queuedAt: number
  /** The encoded command, as re-targeted by the last re-decision. */
  readonly command: unknown
  /** 0 on the first decision: `Idempotency-Key: <commandId>`; n > 0: `<commandId>.<n>`. */
  readonly decision: number
  /** Re-decisions used per reason (policy row id), so budgets hold across reloads. */
  readonly reruns: Readonly<Record<string, number>>
  /** Why it waits for the network (NETWORK, TIMEOUT, ...), or null. */
  readonly waiting: string | null
  /** Why it was last decided again (the CommandRedecided reason), or null. */
  readonly reason: string | null
}

export interface OutboxState {
  readonly entries: ReadonlyArray<OutboxEntry>
  /** Derived: commands not yet settled (the UI's "n changes waiting"). */
  readonly queued: number
  /** From the Connectivity service (navigator.onLine), not from events. */
  readonly online: boolean
}

export { initialOutboxState } from './initial'

/** `<commandId>` for the first decision, `<commandId>.<n>` for a re-decision (DECISIONS 5). */
export const idempotencyKeyOf = (entry: Pick<OutboxEntry, 'commandId' | 'decision'>): string =>
  entry.decision === 0 ? entry.commandId : `${entry.commandId}.${entry.decision}`

type Handler<T extends OutboxEventType> = (draft: Draft<OutboxState>, event: StoredEvent<Extract<OutboxEvent, { _tag: T }>>) => void

const entryOf = (draft: Draft<OutboxState>, commandId: string) => draft.entries.find((e) => e.commandId === commandId)

export const outboxProjection: { readonly [T in OutboxEventType]: Handler<T> } = {
  'v1.CommandQueued': (draft, { commandId, stream, seq, at, payload }) => {
    if (entryOf(draft, commandId)) return
    draft.entries.push({ commandId, stream, seq, queuedAt: at, command: payload.command, decision: 0, reruns: {}, waiting: null, reason: null })
  },
  'v1.CommandDeferred': (draft, { commandId, payload }) => {
    const entry = entryOf(draft, commandId)
    if (entry) entry.waiting = payload.code
  },
  'v1.CommandRedecided': (draft, { commandId, payload }) => {
    const entry = entryOf(draft, commandId)
    if (!entry) return
    entry.decision = Math.max(entry.decision, payload.decision)
    entry.reruns[payload.reason] = (entry.reruns[payload.reason] ?? 0) + 1
    entry.reason = payload.reason
    if (payload.command !== undefined) entry.command = payload.command
  },
  'v1.CommandSettled': (draft, { commandId }) => {
    draft.entries = draft.entries.filter((e) => e.commandId !== commandId)
  },
}

export const isOutboxEventType = (type: string): type is OutboxEventType => Object.hasOwn(outboxProjection, type)

export const applyOutboxEvent = (draft: Draft<OutboxState>, event: StoredEvent<OutboxEvent>): void => {
  ;(outboxProjection[event.type] as Handler<OutboxEventType>)(draft, event)
}

export const deriveOutboxView = (draft: Draft<OutboxState>): void => {
  draft.queued = draft.entries.length
}

/** A finished outbox state with its view derived (the same object when it is already right). */
export const withOutboxView = (outbox: OutboxState): OutboxState =>
  outbox.queued === outbox.entries.length ? outbox : Object.freeze({ ...outbox, queued: outbox.entries.length })
