// What a command module provides: its schema, the aggregate (stream) it belongs to, the optimistic
// events projected before any network, the handler (an Effect deciding with the server and returning
// the events of the outcome) and the event that records a reported failure.
import { Schema, type Effect } from 'effect'
import type { Placement, MessageParams } from '../../api/errorCatalogue'
import type { RequestSite } from '../../api/client'
import type { ClientError } from '../../api/errors'
import type { EngineEvent } from '../events/engineEvents'
import type { Aggregate } from '../events/storedEvent'
import type { EngineServices } from '../effects/layers'
import type { EngineState } from '../projections/engineState'

/** A command ran while the shopper has no token (recovered by ensuring one, policy.ts). */
export class MissingTokenError extends Schema.TaggedError<MissingTokenError>()('MissingTokenError', {}) {}

/** A cart command that needs a cart found none. */
export class NoCartError extends Schema.TaggedError<NoCartError>()('NoCartError', {}) {}

export type CommandError = ClientError | MissingTokenError | NoCartError

/** How a failure is reported (event, toast, dispatch result). */
export interface CommandFailure {
  readonly code: string
  readonly message: string
  readonly params: MessageParams
  readonly placement: Placement
  readonly status?: number
}

export interface CommandContext {
  readonly commandId: string
  /** `<commandId>` on the first decision, `<commandId>.<n>` when re-run after a recovery (DECISIONS 5). */
  readonly idempotencyKey: string
  /** 0 on the first decision. */
  readonly attempt: number
  /** The projected state when this decision starts. */
  readonly state: EngineState
  readonly site: RequestSite
}

export interface CommandSpec<C extends { readonly _tag: string }, E extends EngineEvent = EngineEvent> {
  readonly aggregate: Aggregate
  readonly schema: Schema.Codec<C, unknown>
  /** Events projected at once, before the network (pure). */
  readonly optimistic?: (command: C, state: EngineState) => ReadonlyArray<E>
  /** Decide with the server; the returned events are the outcome. */
  readonly handle: (command: C, ctx: CommandContext) => Effect.Effect<ReadonlyArray<E>, CommandError, EngineServices>
  /** The event recording a failure that no recovery fixed. */
  readonly failed: (commandId: string, failure: CommandFailure) => E
}

/** Keeps the command type of a spec literal. */
export const defineCommand = <C extends { readonly _tag: string }, E extends EngineEvent>(spec: CommandSpec<C, E>): CommandSpec<C, E> => spec
