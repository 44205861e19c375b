// Every event the engine knows, and how a stored record becomes a typed event: upcasters first
// (an old `v1.X` payload rewritten as `v2.X`), then the schema of its type.
import { Option, Schema } from 'effect'
import { CartEvent } from './cart'
import { SessionEvent } from './session'
import type { StoredEvent, StoredEventRecord } from './storedEvent'

export const EngineEvent = Schema.Union([CartEvent, SessionEvent])
export type EngineEvent = typeof EngineEvent.Type
export type EngineEventType = EngineEvent['_tag']

/** Rewrites a stored payload of an old version into the current one. None yet; `v1.X → v2.X` goes here. */
export const UPCASTERS: Readonly<Record<string, (payload: Record<string, unknown>) => Record<string, unknown>>> = {}

const decodeEvent = Schema.decodeUnknownOption(EngineEvent)

/** A stored record as a typed event, or undefined when it is unknown or malformed (logged and skipped by the engine). */
export const decodeStoredEvent = (record: StoredEventRecord): StoredEvent<EngineEvent> | undefined => {
  let payload = record.payload as Record<string, unknown>
  let type = record.type
  for (let upcast = UPCASTERS[type]; upcast; upcast = UPCASTERS[type]) {
    payload = upcast(payload)
    type = String(payload._tag)
  }
  const event = Option.getOrUndefined(decodeEvent(payload))
  if (!event || event._tag !== type) return undefined
  return { seq: record.seq, stream: record.stream, commandId: record.commandId, at: record.at, v: record.v, type: event._tag, payload: event }
}

