// Outbox events: the life of a command that needs the network. It is queued (with its payload, so
// it survives a reload and any tab can send it), may wait for the network, may be re-decided
// against changed server state (a new Idempotency-Key `<commandId>.<decision>`), and is settled once.
// They live on the command's own stream; the outbox projection (../projections/outbox.ts) turns
// them into the list of commands still to send.
import { Schema } from 'effect'

/** A command that needs the network was accepted; `command` is its encoded payload (commands with Secret fields are never queued). */
export const CommandQueued = Schema.TaggedStruct('v1.CommandQueued', {
  command: Schema.Unknown,
})

/** The command could not reach the server (offline, timeout, 5xx gateway, idempotency conflict); it waits in the outbox. */
export const CommandDeferred = Schema.TaggedStruct('v1.CommandDeferred', {
  /** NETWORK, TIMEOUT, IDM409, GENERIC (gateway) ... */
  code: Schema.String,
})

/**
 * The command is decided again against changed server state (new cart after BSK404, a line whose item
 * id changed, a fresh token): its calls now carry `Idempotency-Key: <commandId>.<decision>`.
 * `command` is the re-targeted command when it changed.
 */
export const CommandRedecided = Schema.TaggedStruct('v1.CommandRedecided', {
  decision: Schema.Number,
  /** The policy row (or re-targeting) that caused it; budgets count these. */
  reason: Schema.String,
  command: Schema.optional(Schema.Unknown),
})

/** The command is done: the server agreed, it failed for good (rolled back by its failure event), or it had nothing left to do. */
export const CommandSettled = Schema.TaggedStruct('v1.CommandSettled', {
  outcome: Schema.Literals(['succeeded', 'failed', 'skipped']),
  code: Schema.optional(Schema.String),
})

export const OutboxEvent = Schema.Union([CommandQueued, CommandDeferred, CommandRedecided, CommandSettled])
export type OutboxEvent = typeof OutboxEvent.Type
export type OutboxEventType = OutboxEvent['_tag']
