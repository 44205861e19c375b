// Replays an exported event log without any network: decodes it, projects every event in order with
// the same pure projections the app uses, and checks the result against the state hash the export
// recorded. Used by `npm run replay` (Node) and by the in-app inspector (/{locale}/__engine).
import { Schema } from 'effect'
import { decodeStoredEvent, type EngineEvent } from '../events/engineEvents'
import { failureFacts, type FailureFacts } from '../events/failure'
import { StoredEventSchema, type StoredEvent } from '../events/storedEvent'
import type { ExportedLog } from '../Engine'
import { STATE_VERSION, applyEvents, initialEngineState, type EngineState } from '../projections/engineState'
import { diffStates, type Change } from './diff'
import { stateHash } from './stateHash'

/** The file an engineer receives: the engine's export plus the hash of the live state at export time. */
export const DebugExport = Schema.Struct({
  format: Schema.Literal('summit-engine-log'),
  version: Schema.Literal(1),
  siteId: Schema.String,
  exportedAt: Schema.optional(Schema.String),
  stateHash: Schema.String,
  /** The projection snapshot the events follow, when the shopper's log was compacted. */
  snapshot: Schema.optional(Schema.Struct({ seq: Schema.Number, stateVersion: Schema.Number, state: Schema.Unknown })),
  events: Schema.Array(StoredEventSchema),
})
export type DebugExport = typeof DebugExport.Type

export class MalformedLog extends Error {
  override readonly name = 'MalformedLog'
}

export const parseDebugExport = (json: unknown): DebugExport => {
  try {
    return Schema.decodeUnknownSync(DebugExport)(json)
  } catch (error) {
    throw new MalformedLog(`not a summit engine log export: ${error instanceof Error ? error.message.split('\n').slice(0, 6).join(' ') : String(error)}`)
  }
}

export interface ReplayStep {
  readonly event: StoredEvent<EngineEvent>
  readonly before: EngineState
  readonly after: EngineState
  readonly changes: ReadonlyArray<Change>
}

/** Where replay starts: the export's snapshot (of this state version) or the initial state. */
export const baseStateOf = (log: Pick<DebugExport, 'snapshot'>): EngineState => {
  if (!log.snapshot) return initialEngineState
  if (log.snapshot.stateVersion !== STATE_VERSION) {
    throw new MalformedLog(`the log starts from a snapshot of state version ${log.snapshot.stateVersion}; this build projects version ${STATE_VERSION}`)
  }
  return log.snapshot.state as EngineState
}

/** Decodes every record (upcasting old versions); a record that cannot be decoded makes the log malformed. */
export const decodeEvents = (log: Pick<DebugExport, 'events' | 'snapshot'>): ReadonlyArray<StoredEvent<EngineEvent>> => {
  let previous = log.snapshot?.seq ?? 0
  return log.events.map((record, index) => {
    if (record.seq <= previous) throw new MalformedLog(`event #${index} has seq ${record.seq} after seq ${previous}: the log is out of order`)
    previous = record.seq
    const event = decodeStoredEvent(record)
    if (!event) throw new MalformedLog(`event seq ${record.seq} of type ${record.type} (v${record.v}) cannot be decoded`)
    return event
  })
}

/** One step per event with the state before and after it (the inspector's timeline). */
export const replaySteps = (events: ReadonlyArray<StoredEvent<EngineEvent>>, base: EngineState = initialEngineState): ReadonlyArray<ReplayStep> => {
  const steps: ReplayStep[] = []
  let state = base
  for (const event of events) {
    const after = applyEvents(state, [event])
    steps.push({ event, before: state, after, changes: diffStates(state, after) })
    state = after
  }
  return steps
}

export interface ReplayResult {
  readonly final: EngineState
  readonly events: ReadonlyArray<StoredEvent<EngineEvent>>
  readonly hash: string
  readonly expectedHash: string
  readonly matches: boolean
}

/** Replays the whole log in one batch (fast path) and compares hashes. */
export const replayExport = async (log: DebugExport): Promise<ReplayResult> => {
  const events = decodeEvents(log)
  const final = applyEvents(baseStateOf(log), events)
  const hash = await stateHash(final)
  return { final, events, hash, expectedHash: log.stateHash, matches: hash === log.stateHash }
}

/** What the inspector's "Export log" button saves. */
export const toDebugExport = async (exported: ExportedLog, live: EngineState, now: Date): Promise<DebugExport> => ({
  format: exported.format,
  version: exported.version,
  siteId: exported.siteId,
  exportedAt: now.toISOString(),
  stateHash: await stateHash(live),
  ...(exported.snapshot ? { snapshot: exported.snapshot } : {}),
  events: exported.events,
})

/**
 * What an event's line names, when the event has it: the item and its outcome, the session, and who
 * acted in a store session (an associate's store and employee: spec issue 15, a replayed log shows
 * which associate did what).
 */
const DESCRIBED_FIELDS = ['action', 'sku', 'qty', 'itemId', 'code', 'reason', 'consumerNo', 'tokenType', 'storeId', 'storeName', 'associateStoreId', 'storeEmployeeId', 'storeEmployeeName'] as const

/** One line per event: seq, time, stream, type and what it says. */
export const describeEvent = (event: StoredEvent<EngineEvent>): string => {
  const p = event.payload as unknown as Record<string, unknown>
  const bits: string[] = []
  for (const key of DESCRIBED_FIELDS) {
    if (p[key] !== undefined && p[key] !== null) bits.push(`${key}=${String(p[key])}`)
  }
  const cart = p.cart as { id?: string; totalItems?: number; totals?: { total?: number } } | null | undefined
  if (cart && typeof cart === 'object') bits.push(`cart=${cart.id} items=${cart.totalItems} total=${cart.totals?.total}`)
  return `#${String(event.seq).padStart(5)}  ${new Date(event.at).toISOString()}  ${event.stream.padEnd(22)}  ${event.type.padEnd(36)}  ${bits.join(' ')}`
}

/** The event types that record a failure (their payload holds its facts: ../events/failure.ts). */
export const FAILURE_EVENT_TYPES: ReadonlySet<string> = new Set([
  'v2.CartCommandFailed',
  'v2.CheckoutCommandFailed',
  'v2.AccountCommandFailed',
  'v2.SessionTokenRequestFailed',
] satisfies ReadonlyArray<EngineEvent['_tag']>)

/** The facts of a failure event (undefined for any other event), for replay tools to localize in the engineer's language. */
export const failureOfEvent = (event: StoredEvent<EngineEvent>): FailureFacts | undefined =>
  FAILURE_EVENT_TYPES.has(event.type) ? failureFacts(event.payload as unknown as FailureFacts) : undefined
