// What the engine does for each kind of row of the recovery table (policy.ts): the named recoveries
// (a new cart, a refreshed cart, a token, a new guest session when the server ended the last one),
// AUT498's reset and guarded reload, the bot-protection event, waiting in the outbox, reporting; and
// onFailure, which looks a failure up in the table and runs the row's executor.
//
// ensureSession is how a command gets the shopper's token before it is sent (core/decide.ts): under
// the browser's session lock, after reading what other tabs wrote to the log meanwhile, it asks for a
// guest token when there is none (or replaces one the server refused), and when the session is a new
// guest's while the device shows a cart of the old one, carries that cart's lines over to a new cart
// of the new guest (commands/cart.ts carryCartOver), once, whichever tab gets there first.
import { Effect, Result } from 'effect'
import type { BotProtectionError } from '../../api/errors'
import { carryCartOver, cartOfAnotherGuest, recreateCart, refreshCart, refreshSaved } from '../commands/cart'
import type { CommandContext, CommandError } from '../commands/command'
import { guestTokenExchange, withTokenLock } from '../commands/session'
import { on, settledDraft, type Commit } from '../core/commit'
import type { StateStore } from '../core/stateStore'
import type { Draft, EngineContext, Outcome, Run } from '../core/types'
import { EngineClock } from '../effects/Clock'
import type { EngineServices } from '../effects/layers'
import { PageReload, ReloadMarker } from '../effects/PageReload'
import { TokenStore } from '../effects/TokenStore'
import { Api } from '../effects/Api'
import { CartReset } from '../events/cart'
import { CommandDeferred, CommandRedecided, CommandSettled } from '../events/outbox'
import { BotProtectionChallenged, SessionEnded } from '../events/session'
import { INVALID_CUSTOMER_RELOAD_DELAY, RELOAD_MARKER_TTL_MS, REPORT, failureCodeOf, isTransient, recoveryFor, type PolicyRow, type RecoveryName } from './policy'
import { failureOf, showFailure, type Report } from './report'

export interface RecoveryDeps {
  readonly ctx: EngineContext
  readonly store: StateStore
  readonly commit: Commit['commit']
  readonly commitFor: Commit['commitFor']
  readonly report: Report
  /** Reads what other tabs wrote to the log and this tab has not heard of yet (core/tabs.ts). */
  readonly catchUp: Effect.Effect<void, never, EngineServices>
}

export const makeRecoveries = ({ ctx, store, commit, commitFor, report, catchUp }: RecoveryDeps) => {
  const { site, cartStream, sessionStream, warn, runtime, lifetime } = ctx

  /**
   * The shopper's token for a run of a command, and their cart when a new guest took over: committed
   * on the command's own id (a failure here is the command's, not shown twice). `replacing`: the
   * shopper of a token the server refused.
   */
  const ensureSession = (r: Run, command: CommandContext, replacing?: string) =>
    withTokenLock(
      command,
      Effect.gen(function* () {
        yield* catchUp
        const exchange = { _tag: 'session.EnsureGuestToken' as const, ...(replacing === undefined ? {} : { replacing }) }
        const started = yield* guestTokenExchange(exchange, { ...command, idempotencyKey: `${command.idempotencyKey}.token` })
        yield* commitFor(r, on(sessionStream, r.commandId, started))
        if (!cartOfAnotherGuest(store.state)) return
        const carried = yield* carryCartOver({ ...command, state: store.state })
        yield* commitFor(r, on(cartStream, r.commandId, carried))
      }),
    )

  /** The recoveries rows name (RecoverThenRerun, RecoverThenReport): their events, on the failing command. */
  const recoveries: Record<RecoveryName, (ctx: CommandContext, r: Run) => Effect.Effect<ReadonlyArray<Draft>, CommandError, EngineServices>> = {
    'cart.recreate': (ctx, r) => recreateCart(ctx).pipe(Effect.map((events) => on(r.stream, ctx.commandId, events))),
    'cart.refresh': (ctx, r) => refreshCart(ctx).pipe(Effect.map((events) => on(r.stream, ctx.commandId, events))),
    'saved.refresh': (ctx, r) => refreshSaved(ctx).pipe(Effect.map((events) => on(r.stream, ctx.commandId, events))),
    'session.ensureToken': (ctx, r) => ensureSession(r, ctx).pipe(Effect.as([])),
    // The server refused this tab's token (it ran out early, or the session changed elsewhere: another
    // tab signed in or out, the server ended it): a new one from the device's session (the storefront's
    // server), which may now name another shopper, or a new guest whom the device's cart is carried to.
    'session.renew': (ctx, r) =>
      Effect.gen(function* () {
        const stored = yield* (yield* TokenStore).get
        yield* ensureSession(r, ctx, stored?.consumerNo ?? ctx.state.session.consumerNo ?? '')
        return []
      }),
  }

  let reloadScheduled = false
  /** AUT498: reload after 4000 ms, unless a reload happened less than 10 s ago (the marker) or one is already coming. */
  const scheduleReload = Effect.gen(function* () {
    const now = yield* (yield* EngineClock).now
    const marker = yield* (yield* ReloadMarker).get
    if (reloadScheduled || (marker !== undefined && now - marker < RELOAD_MARKER_TTL_MS)) {
      warn('invalid customer: page reload suppressed by the reload marker')
      return
    }
    reloadScheduled = true
    const reload = Effect.gen(function* () {
      yield* Effect.sleep(INVALID_CUSTOMER_RELOAD_DELAY)
      if (store.disposed) return
      yield* (yield* ReloadMarker).set(yield* (yield* EngineClock).now)
      yield* (yield* PageReload).reload
    })
    runtime.runFork(reload, { signal: lifetime.signal })
  })

  /** AUT498: every queued cart command fails, the cart resets, the session ends, the token goes, the page reloads. */
  const invalidCustomer = (r: Run, error: CommandError) =>
    Effect.gen(function* () {
      const failure = failureOf(error, site)
      const others = store.state.outbox.entries.filter((e) => e.commandId !== r.commandId && e.stream === cartStream)
      yield* commitFor(r, [
        ...settledDraft(r, 'failed', failure.code),
        ...others.map((e) => ({ stream: e.stream, commandId: e.commandId, payload: CommandSettled.make({ outcome: 'failed', code: failure.code }) })),
        { stream: cartStream, commandId: r.commandId, payload: CartReset.make({ reason: 'AUT498' }) },
        { stream: sessionStream, commandId: r.commandId, payload: SessionEnded.make({ reason: 'invalidCustomer' }) },
        { stream: r.stream, commandId: r.commandId, payload: r.spec.failed(r.commandId, failure) },
      ])
      yield* (yield* TokenStore).clear
      yield* showFailure(failure, r.commandId)
      yield* scheduleReload
      // The server's session goes too (its cookie), so the reload starts a new guest (long before the 4 s are up).
      yield* (yield* Api).request('sessionEnd', { site, body: {} }).pipe(Effect.ignore)
      return { _tag: 'done', result: { ok: false, commandId: r.commandId, events: r.committed, error: failure }, cause: error } satisfies Outcome
    })

  /** 403 with an appId: the challenge recorded on the session stream, then reported. */
  const botProtection = (r: Run, error: BotProtectionError) =>
    Effect.gen(function* () {
      const failure = failureOf(error, site)
      yield* commitFor(r, [
        ...settledDraft(r, 'failed', failure.code),
        {
          stream: sessionStream,
          commandId: r.commandId,
          payload: BotProtectionChallenged.make({ call: error.call, url: error.url, appId: error.appId, status: error.status, correlationId: error.correlationId }),
        },
        { stream: r.stream, commandId: r.commandId, payload: r.spec.failed(r.commandId, failure) },
      ])
      yield* showFailure(failure, r.commandId)
      return { _tag: 'done', result: { ok: false, commandId: r.commandId, events: r.committed, error: failure }, cause: error } satisfies Outcome
    })

  /** The server could not be reached: the queued command stays queued (CommandDeferred once per wait). */
  const defer = (r: Run, error: CommandError) =>
    Effect.gen(function* () {
      if (r.queued && r.waiting === null) yield* commit(on(r.stream, r.commandId, [CommandDeferred.make({ code: failureCodeOf(error) })]))
      return { _tag: 'deferred', cause: error } satisfies Outcome
    })

  /** A failure of a decision, through the policy table. */
  const onFailure = (r: Run, ctx: CommandContext, error: CommandError): Effect.Effect<Outcome, never, EngineServices> =>
    Effect.gen(function* () {
      const row: PolicyRow | undefined = recoveryFor(error, { aggregate: r.spec.aggregate })
      const recovery = row?.recovery ?? REPORT
      switch (recovery._tag) {
        case 'Outbox':
          return r.queued ? yield* defer(r, error) : yield* report(r, error)
        case 'RecoverThenRerun': {
          if ((r.reruns[row!.id] ?? 0) >= recovery.reruns) return yield* report(r, error)
          const recovered = yield* Effect.result(recoveries[recovery.recovery](ctx, r))
          if (Result.isFailure(recovered)) {
            const cause = recovered.failure
            return r.queued && isTransient(cause, { aggregate: r.spec.aggregate }) ? yield* defer(r, cause) : yield* report(r, cause)
          }
          const redecided = r.queued ? on(r.stream, r.commandId, [CommandRedecided.make({ decision: r.decision + 1, reason: row!.id })]) : []
          yield* commitFor(r, [...recovered.success, ...redecided])
          return { _tag: 'again', reason: row!.id } satisfies Outcome
        }
        case 'RecoverThenReport': {
          const recovered = yield* Effect.result(recoveries[recovery.recovery](ctx, r))
          if (Result.isSuccess(recovered)) yield* commitFor(r, recovered.success)
          else warn(`recovery ${recovery.recovery} failed: ${failureCodeOf(recovered.failure)}`)
          return yield* report(r, error)
        }
        case 'InvalidCustomer':
          return yield* invalidCustomer(r, error)
        case 'BotProtection':
          return error._tag === 'BotProtectionError' ? yield* botProtection(r, error) : yield* report(r, error)
        case 'Ignore':
          if (!r.queued) {
            warn(`ignored ${error._tag} (${failureCodeOf(error)}) of ${r.command._tag}`)
            return { _tag: 'done', result: { ok: false, commandId: r.commandId, events: r.committed, error: failureOf(error, site) }, cause: error } satisfies Outcome
          }
          return yield* report(r, error)
        case 'RetryCall':
        case 'Report':
          return yield* report(r, error)
      }
    })

  return { onFailure, ensureSession, recoveries, invalidCustomer, botProtection, defer }
}

export type Recoveries = ReturnType<typeof makeRecoveries>
