// Deciding one run of a command: a queued one is first re-decided against the state (skipped,
// failed or re-targeted), then its handler calls the server; success is recorded as events, a
// failure goes to the recovery table (recovery/executors.ts).
import { Effect, Result } from 'effect'
import type { CommandContext } from '../commands/command'
import type { EngineServices } from '../effects/layers'
import { CommandRedecided } from '../events/outbox'
import { idempotencyKeyOf } from '../projections/outbox'
import type { Recoveries } from '../recovery/executors'
import type { Report } from '../recovery/report'
import type { CommandSpecs } from './commandSpecs'
import { on, settledDraft, type Commit } from './commit'
import type { StateStore } from './stateStore'
import type { EngineContext, Outcome, Run } from './types'

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export interface DecideDeps {
  readonly ctx: EngineContext
  readonly store: StateStore
  readonly commitFor: Commit['commitFor']
  readonly report: Report
  readonly onFailure: Recoveries['onFailure']
  readonly encodeForLog: CommandSpecs['encodeForLog']
}

export const makeDecide = ({ ctx: { site }, store, commitFor, report, onFailure, encodeForLog }: DecideDeps) => {
  /** One decision: re-decide against the state (queued commands), call the server, record the outcome. */
  const decideOnce = (r: Run): Effect.Effect<Outcome, never, EngineServices> =>
    Effect.gen(function* () {
      let command = r.command
      if (r.queued && r.spec.prepare) {
        const prepared = r.spec.prepare(command, store.state)
        if (prepared._tag === 'Skip') {
          const skipped = r.spec.skipped ? [{ stream: r.stream, commandId: r.commandId, payload: r.spec.skipped(r.commandId) }] : []
          yield* commitFor(r, [...settledDraft(r, 'skipped'), ...skipped])
          return { _tag: 'done', result: { ok: true, commandId: r.commandId, events: r.committed, queued: false } } satisfies Outcome
        }
        if (prepared._tag === 'Fail') return yield* report(r, prepared.error)
        if (!sameJson(prepared.command, command) && (r.reruns.retarget ?? 0) < 3) {
          const encoded = encodeForLog(r.spec, prepared.command)
          yield* commitFor(r, on(r.stream, r.commandId, [CommandRedecided.make({ decision: r.decision + 1, reason: 'retarget', command: encoded })]))
          return { _tag: 'again', reason: 'retarget' } satisfies Outcome
        }
        command = prepared.command
      }
      const ctx: CommandContext = { commandId: r.commandId, idempotencyKey: idempotencyKeyOf({ commandId: r.commandId, decision: r.decision }), attempt: r.decision, state: store.state, site }
      const result = yield* Effect.result(r.spec.handle(command, ctx))
      if (Result.isSuccess(result)) {
        yield* commitFor(r, [...settledDraft(r, 'succeeded'), ...on(r.stream, r.commandId, result.success)])
        return { _tag: 'done', result: { ok: true, commandId: r.commandId, events: r.committed, queued: false } } satisfies Outcome
      }
      return yield* onFailure(r, ctx, result.failure)
    })
  return decideOnce
}

export type DecideOnce = ReturnType<typeof makeDecide>
