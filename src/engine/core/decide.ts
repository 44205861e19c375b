// Deciding one run of a command: a queued one whose last send the server answered "that line (or
// saved item) is gone" is first re-decided against the refreshed state (skipped, failed or
// re-targeted; never before: a send whose answer was lost may have been applied, and only the same
// key sent again tells, the server replaying its answer); a command that calls the server gets a
// guest token first when there is none (a queued one waits in the outbox when that fails: the token
// is part of sending it); then its handler calls the server; success is recorded as events, a
// failure goes to the recovery table (recovery/executors.ts).
//
// Who the shopper is does not change under a command on its way: a command sent with the
// shopper's token is decided holding the session lock shared (after reading what other tabs wrote,
// so it sees a sign-in's new cart and token), and signing in or out holds it exclusively, once the
// cart's queued changes have all been sent to the cart they were made on. Otherwise a change in
// flight during a sign-in could land on the guest cart after it was merged (lost), or be sent again
// under the member's token and applied twice, the idempotency key being the guest's (found by the
// simulation, tests/sim). Placing an order also waits for the cart's queued changes: the summary
// shows them, and an order placed before they reach the server would charge for a cart without them.
import { Effect, Result } from 'effect'
import { TimeoutError } from '../../api/errors'
import { withSessionLock } from '../commands/session'
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

/** The recoveries after which the state, freshly read from the server, may decide a queued command (policy.ts). */
const TARGET_GONE_REASONS: ReadonlySet<string> = new Set(['itemGone', 'savedItemGone'])

/** Every command that calls the server with the shopper's token: not the session's own (they get or end one), not a local one. */
const needsToken = (r: Run): boolean => r.spec.aggregate !== 'session' && r.spec.local !== true

/** How long signing in (or out) waits for the cart's queued changes to be sent before it gives up (TIMEOUT). */
export const SESSION_CHANGE_WAIT_MS = 30_000
const SESSION_CHANGE_POLL = '250 millis'

export interface DecideDeps {
  readonly ctx: EngineContext
  readonly store: StateStore
  readonly commitFor: Commit['commitFor']
  readonly report: Report
  readonly onFailure: Recoveries['onFailure']
  /** Keeps a queued command waiting in the outbox (recovery/executors.ts). */
  readonly defer: Recoveries['defer']
  /** The shopper's token (and cart, when a new guest took over) before a command is sent (recovery/executors.ts). */
  readonly ensureSession: Recoveries['ensureSession']
  readonly encodeForLog: CommandSpecs['encodeForLog']
  /** Reads what other tabs wrote to the log and this tab has not heard of yet (core/tabs.ts). */
  readonly catchUp: Effect.Effect<void, never, EngineServices>
}

export const makeDecide = ({ ctx: { site, cartStream }, store, commitFor, report, onFailure, defer, ensureSession, encodeForLog, catchUp }: DecideDeps) => {
  const cartChangesWaiting = () => store.state.outbox.entries.some((e) => e.stream === cartStream)

  /**
   * Once the cart's queued changes are sent (to the cart they were made on), decided holding the
   * session lock in `mode`: signing in or out alone (exclusive), placing an order beside other
   * commands (shared; a change made meanwhile moves the cart's version on, and the placement is
   * refused with BSK409).
   */
  const afterCartChanges = (r: Run, mode: 'shared' | 'exclusive', decide: Effect.Effect<Outcome, never, EngineServices>): Effect.Effect<Outcome, never, EngineServices> =>
    Effect.gen(function* () {
      for (let waited = 0; ; waited += 250) {
        yield* catchUp
        // Offline nothing is sent, and the command cannot reach the server either: it fails at once.
        if (!cartChangesWaiting() || !store.runtimeFlags.online) {
          const outcome = yield* withSessionLock(site, mode, Effect.flatMap(catchUp, () => (cartChangesWaiting() && store.runtimeFlags.online ? Effect.succeed(undefined) : decide)))
          if (outcome) return outcome
        }
        if (waited >= SESSION_CHANGE_WAIT_MS) return yield* report(r, new TimeoutError({ call: r.command._tag, url: '', timeoutMs: SESSION_CHANGE_WAIT_MS }))
        yield* Effect.sleep(SESSION_CHANGE_POLL)
      }
    })

  /** One decision, holding the session lock as the command needs. */
  const decideOnce = (r: Run): Effect.Effect<Outcome, never, EngineServices> =>
    r.spec.changesSession
      ? afterCartChanges(r, 'exclusive', decideUnlocked(r))
      : r.spec.afterCartChanges
        ? afterCartChanges(r, 'shared', decideUnlocked(r))
        : needsToken(r)
          ? withSessionLock(site, 'shared', Effect.andThen(catchUp, decideUnlocked(r)))
          : decideUnlocked(r)

  /** One decision: re-decide against the state (queued commands), call the server, record the outcome. */
  const decideUnlocked = (r: Run): Effect.Effect<Outcome, never, EngineServices> =>
    Effect.gen(function* () {
      let command = r.command
      if (r.queued && r.spec.prepare && r.reason !== null && TARGET_GONE_REASONS.has(r.reason)) {
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
      const idempotencyKey = idempotencyKeyOf({ commandId: r.commandId, decision: r.decision })
      if (needsToken(r)) {
        const sessionContext: CommandContext = { commandId: r.commandId, idempotencyKey, attempt: r.decision, state: store.state, site }
        const session = yield* Effect.result(ensureSession(r, sessionContext))
        if (Result.isFailure(session)) return r.queued ? yield* defer(r, session.failure) : yield* onFailure(r, sessionContext, session.failure)
      }
      const ctx: CommandContext = { commandId: r.commandId, idempotencyKey, attempt: r.decision, state: store.state, site }
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
