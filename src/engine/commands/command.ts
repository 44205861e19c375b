// What a command module provides: its schema, the aggregate (stream) it belongs to, whether it may
// wait in the offline outbox, the optimistic events projected before any network, the handler (an
// Effect deciding with the server and returning the events of the outcome), how it is re-decided
// against changed server state, and the events that record a reported failure or a skip.
import { Schema, type Effect } from 'effect'
import type { RequestSite } from '../../api/client'
import type { ClientError } from '../../api/errors'
import type { EngineEvent } from '../events/engineEvents'
import { failureFacts, type FailureFacts } from '../events/failure'
import type { Aggregate } from '../events/storedEvent'
import type { EngineServices } from '../effects/layers'
import type { EngineState } from '../projections/engineState'

/** A command ran while the shopper has no token (recovered by ensuring one, policy.ts). */
export class MissingTokenError extends Schema.TaggedError<MissingTokenError>()('MissingTokenError', {}) {}

/** A cart command that needs a cart found none. */
export class NoCartError extends Schema.TaggedError<NoCartError>()('NoCartError', {}) {}

/** A pending command's target (a cart line) is no longer on the server cart, and nothing else matches it. */
export class TargetGoneError extends Schema.TaggedError<TargetGoneError>()('TargetGoneError', {
  itemId: Schema.String,
}) {}

export type CommandError = ClientError | MissingTokenError | NoCartError | TargetGoneError

/**
 * How a failure is reported (event, toast, dispatch result): its facts, no text. Whatever shows it
 * localizes it at render (src/ui/FailureMessage.tsx).
 */
export type CommandFailure = FailureFacts

/** The fields of a failure event naming its command (events/failure.ts) from a reported failure. */
export const failureFields = (commandId: string, command: string, failure: CommandFailure) => ({
  commandId,
  command,
  ...failureFacts(failure),
})

export interface CommandContext {
  readonly commandId: string
  /** `<commandId>` on the first decision, `<commandId>.<n>` when re-decided (DECISIONS 5). */
  readonly idempotencyKey: string
  /** The decision number: 0 on the first decision. */
  readonly attempt: number
  /** The projected state when this decision starts. */
  readonly state: EngineState
  readonly site: RequestSite
}

/** Before each decision of a queued command: send it (possibly re-targeted), skip it, or fail it. */
export type Preparation<C> =
  | { readonly _tag: 'Send'; readonly command: C }
  | { readonly _tag: 'Skip' }
  | { readonly _tag: 'Fail'; readonly error: CommandError }

export interface CommandSpec<C extends { readonly _tag: string }, E extends EngineEvent = EngineEvent> {
  readonly aggregate: Aggregate
  readonly schema: Schema.Codec<C, unknown>
  /**
   * Logged as queued (`v1.CommandQueued` with its payload), projected at once, sent by the outbox in
   * order when the network allows, resumed after a reload. Default false: the command runs directly
   * and a network failure is reported. Placing an order is never queueable (DECISIONS 6), and a
   * command with a Secret field is never queued whatever this says (../secrets.ts).
   */
  readonly queueable?: boolean
  /** Decided on the device alone (no server call, so no token needed). */
  readonly local?: boolean
  /**
   * Changes who the shopper is (sign-in, sign-out): waits until the cart's queued changes are sent
   * (to the cart they were made on), then runs while no other command travels (core/decide.ts).
   */
  readonly changesSession?: boolean
  /**
   * Runs once the cart's queued changes are sent, beside other commands (placing an order: the
   * summary the shopper reviewed shows those changes; the cart version then tells whether it is
   * still what the server holds).
   */
  readonly afterCartChanges?: boolean
  /** At dispatch, before anything is logged: fill what the command's re-decision will need (pure). */
  readonly enrich?: (command: C, state: EngineState) => C
  /** Events projected at once, before the network (pure). */
  readonly optimistic?: (command: C, state: EngineState) => ReadonlyArray<E>
  /**
   * Re-decision against the current state, before every send of a queued command (pure). A re-targeted
   * command is recorded (`v1.CommandRedecided`) and sent with the next Idempotency-Key.
   */
  readonly prepare?: (command: C, state: EngineState) => Preparation<C>
  /** Decide with the server; the returned events are the outcome. */
  readonly handle: (command: C, ctx: CommandContext) => Effect.Effect<ReadonlyArray<E>, CommandError, EngineServices>
  /** The event recording a failure that no recovery fixed (it rolls the optimistic events back). */
  readonly failed: (commandId: string, failure: CommandFailure) => E
  /** The event recording that a queued command had nothing left to do (it drops the optimistic events). */
  readonly skipped?: (commandId: string) => E
}

/** Keeps the command type of a spec literal. */
export const defineCommand = <C extends { readonly _tag: string }, E extends EngineEvent>(spec: CommandSpec<C, E>): CommandSpec<C, E> => spec
