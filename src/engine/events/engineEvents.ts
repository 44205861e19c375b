// Every event the engine knows, and how a stored record becomes a typed event: upcasters first
// (an old `v1.X` payload rewritten as `v2.X`), then the schema of its type. Also the per-type facts
// the log needs: durability (strict for order and payment events) and the log encoder's redaction.
import { Option, Schema } from 'effect'
import { placementOf } from '../../contract/errorCatalogue'
import { redactorsByTag } from '../secrets'
import { AccountEvent } from './account'
import { CartEvent } from './cart'
import { CheckoutEvent } from './checkout'
import { FavouritesEvent } from './favourites'
import { upcastFailureV1 } from './failure'
import { OutboxEvent } from './outbox'
import { ProductFeedbackEvent } from './productFeedback'
import { SessionEvent } from './session'
import { versionOf, type StoredEvent, type StoredEventRecord } from './storedEvent'

export const EngineEvent = Schema.Union([CartEvent, CheckoutEvent, SessionEvent, ProductFeedbackEvent, AccountEvent, FavouritesEvent, OutboxEvent])
export type EngineEvent = typeof EngineEvent.Type
export type EngineEventType = EngineEvent['_tag']

/**
 * Rewrites a stored payload of an old version into the next one (`v1.X → v2.X`); decoding applies
 * them until no upcaster matches. An event is never renamed in place: a changed one gets a new version.
 */
export const UPCASTERS: Readonly<Record<string, (payload: Record<string, unknown>) => Record<string, unknown>>> = {
  // v2 added the sku so a pending change can follow its line to a new item id; v1 did not know it.
  'v1.CartItemQuantityChangeRequested': (payload) => ({ ...payload, _tag: 'v2.CartItemQuantityChangeRequested', sku: null }),
  // v2 of the failure events records facts, not text: v1 held the message as the shopper saw it, in
  // their language, so a log replayed in that language whoever read it. The text goes (it is the
  // catalogue's message for the code and params still there), except what only it knew: the server's
  // own message for a code the catalogue does not know, and a catalogue variant (./failure.ts).
  'v1.CartCommandFailed': (payload) => upcastFailureV1('v2.CartCommandFailed', payload),
  'v1.CheckoutCommandFailed': (payload) => upcastFailureV1('v2.CheckoutCommandFailed', payload),
  'v1.AccountCommandFailed': (payload) => upcastFailureV1('v2.AccountCommandFailed', payload),
  // v1 had no placement: the one the catalogue gives the code (the token call is not an order placement).
  'v1.SessionTokenRequestFailed': (payload) => upcastFailureV1('v2.SessionTokenRequestFailed', { ...payload, placement: placementOf(String(payload.code)) }),
}

/**
 * How an event is written. `strict` events (placing an order, payment: ./checkout.ts) are written in
 * an IndexedDB transaction opened with `{ durability: 'strict' }`, so they are on disk before their
 * outcome is shown; the rest are relaxed and batched. Declared on the event's schema:
 * `Schema.TaggedStruct('v1.OrderPlaced', {...}).annotate({ durability: 'strict' })`.
 */
export type Durability = 'strict' | 'relaxed'

/** The durability declared on a schema (`relaxed` unless annotated). */
export const durabilityOfSchema = (schema: Schema.Top): Durability => (schema.ast.annotations?.durability === 'strict' ? 'strict' : 'relaxed')

const collectDurability = (): ReadonlySet<string> => {
  const strict = new Set<string>()
  const visit = (ast: Schema.Top['ast']) => {
    if (ast._tag === 'Union') return ast.types.forEach(visit)
    if (ast._tag !== 'Objects' || ast.annotations?.durability !== 'strict') return
    const tag = ast.propertySignatures.find((p) => p.name === '_tag')?.type
    if (tag?._tag === 'Literal' && typeof tag.literal === 'string') strict.add(tag.literal)
  }
  visit(EngineEvent.ast)
  return strict
}

const STRICT_TYPES = collectDurability()

export const durabilityOf = (type: string): Durability => (STRICT_TYPES.has(type) ? 'strict' : 'relaxed')

const REDACTORS = redactorsByTag(EngineEvent)

/** The log encoder: an event's payload with Secret fields replaced (the same object when it has none). */
export const redactEvent = <E extends EngineEvent>(event: E): E => {
  const redact = REDACTORS.get(event._tag)
  return redact ? (redact(event) as E) : event
}

const decodeEvent = Schema.decodeUnknownOption(EngineEvent)

const collectTypes = (): ReadonlySet<string> => {
  const types = new Set<string>()
  const visit = (ast: Schema.Top['ast']) => {
    if (ast._tag === 'Union') return ast.types.forEach(visit)
    if (ast._tag !== 'Objects') return
    const tag = ast.propertySignatures.find((p) => p.name === '_tag')?.type
    if (tag?._tag === 'Literal' && typeof tag.literal === 'string') types.add(tag.literal)
  }
  visit(EngineEvent.ast)
  return types
}

/** Every current event type (`v2.CartItemQuantityChangeRequested`, not its upcast v1). */
export const ENGINE_EVENT_TYPES: ReadonlySet<string> = collectTypes()

const upcast = (record: StoredEventRecord): { readonly type: string; readonly payload: Record<string, unknown> } => {
  let payload = record.payload as Record<string, unknown>
  let type = record.type
  for (let step = UPCASTERS[type]; step; step = UPCASTERS[type]) {
    payload = step(payload)
    type = String(payload._tag)
  }
  return { type, payload }
}

/** A stored record as a typed event, or undefined when it is unknown or malformed (logged and skipped by the engine). */
export const decodeStoredEvent = (record: StoredEventRecord): StoredEvent<EngineEvent> | undefined => {
  const { type, payload } = upcast(record)
  const event = Option.getOrUndefined(decodeEvent(payload))
  if (!event || event._tag !== type) return undefined
  const v = type === record.type ? record.v : versionOf(type)
  return { seq: record.seq, stream: record.stream, commandId: record.commandId, at: record.at, v, type: event._tag, payload: event }
}

/**
 * The engine's own records, read back from its IndexedDB log: the envelope was checked by the log,
 * the record is upcast, and the payload is trusted when it is an object tagged with its (known) type,
 * without a Schema pass (docs/decisions/0008-engine-fast-path.md: the engine wrote it with the same
 * schemas, made by `X.make`; a full decode of every server cart made a cold start over 100,000 events
 * cost tens of seconds). Anything else is undefined (skipped). A projection that throws on a trusted
 * record makes the engine decode that batch with `decodeStoredEvent` instead.
 */
export const decodeOwnRecord = (record: StoredEventRecord): StoredEvent<EngineEvent> | undefined => {
  const { type, payload } = upcast(record)
  if (typeof payload !== 'object' || payload === null || payload._tag !== type || !ENGINE_EVENT_TYPES.has(type)) return undefined
  const v = type === record.type ? record.v : versionOf(type)
  return { seq: record.seq, stream: record.stream, commandId: record.commandId, at: record.at, v, type: type as EngineEventType, payload: payload as unknown as EngineEvent }
}
