// Types the engine's parts share: what a dispatch resolves to, the exported log, retention, one
// run (decision) of a command and its outcome, and the context every part is given (site, runtime,
// warnings). Engine.ts re-exports the public ones; no part imports Engine.ts.
import type { Effect, ManagedRuntime } from 'effect'
import type { RequestSite } from '../../api/client'
import type { CommandError, CommandFailure, CommandSpec } from '../commands/command'
import type { EngineServices } from '../effects/layers'
import type { EngineEvent } from '../events/engineEvents'
import type { StoredEvent, StoredEventRecord } from '../events/storedEvent'
import type { EngineState } from '../projections/engineState'

export type DispatchResult =
  /** `queued`: accepted and waiting for the network (its optimistic events are shown; the outcome comes later). */
  | { readonly ok: true; readonly commandId: string; readonly events: ReadonlyArray<StoredEvent<EngineEvent>>; readonly queued: boolean }
  | { readonly ok: false; readonly commandId: string; readonly events: ReadonlyArray<StoredEvent<EngineEvent>>; readonly error: CommandFailure }

export interface ExportedLog {
  readonly format: 'summit-engine-log'
  readonly version: 1
  readonly siteId: string
  readonly events: ReadonlyArray<StoredEventRecord>
  /** Present when this engine started from a snapshot: `events` follow it (replay from `snapshot.state`). */
  readonly snapshot?: { readonly seq: number; readonly stateVersion: number; readonly state: EngineState }
}

/** Retention of compaction: events older than the newest snapshot go once they are beyond both. */
export interface Retention {
  /** Keep at least the newest this many events of the site (default 1,000)... */
  readonly events: number
  /** ...and every event of the last this many days (default 7): whichever keeps more. */
  readonly days: number
}

export type AnySpec = CommandSpec<{ readonly _tag: string }>

export interface Draft {
  readonly stream: string
  readonly commandId: string
  readonly payload: EngineEvent
}

/** What a decision of one command amounts to. */
export type Outcome =
  | { readonly _tag: 'done'; readonly result: DispatchResult; readonly cause?: CommandError }
  /** Could not reach the server: stays queued. */
  | { readonly _tag: 'deferred'; readonly cause: CommandError }
  /** Decide again (recovered, or re-targeted). */
  | { readonly _tag: 'again'; readonly reason: string }

/** One decision of one command: a queued one (state from its outbox entry) or a direct one. */
export interface Run {
  readonly commandId: string
  readonly stream: string
  readonly spec: AnySpec
  readonly command: { readonly _tag: string }
  readonly queued: boolean
  readonly decision: number
  readonly reruns: Readonly<Record<string, number>>
  readonly waiting: string | null
  /** Why it was last decided again (a policy row id, or retarget); null before any re-decision. */
  readonly reason: string | null
  /** Events of this command committed so far by this run (direct commands' result). */
  readonly committed: Array<StoredEvent<EngineEvent>>
}

export type Warn = (message: string, detail?: unknown) => void

/** What every part of one engine is given: its site, its runtime (aborted on dispose) and where warnings go. */
export interface EngineContext {
  readonly site: RequestSite
  readonly siteId: string
  readonly cartStream: string
  readonly sessionStream: string
  readonly warn: Warn
  readonly runtime: ManagedRuntime.ManagedRuntime<EngineServices, never>
  /** Aborted when the engine is disposed. */
  readonly lifetime: AbortController
  /** Runs an effect on the engine's runtime, interrupted on dispose. */
  readonly run: <A, E>(effect: Effect.Effect<A, E, EngineServices>) => Promise<A>
}
