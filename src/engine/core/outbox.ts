// The outbox: a queueable command is logged as queued with its optimistic events (in dispatch order
// per stream) and its dispatch resolves as soon as that is written and projected: the shopper sees
// the change at once and is never kept waiting for the network (`outcome(commandId)` resolves when an
// event settles it). The leader tab drains each stream with queued commands, head first: waits while
// offline, backs off (the policy's retry) while the server (or the token call) cannot be reached, and
// is woken when the network returns or the engine is disposed. Getting a token is part of sending
// (core/decide.ts): nothing here waits for the one start-up asks for.
import { Clock, Duration, Effect, Schedule } from 'effect'
import { placementOf } from '../../contract/errorCatalogue'
import { anySignal } from '../../api/uuid'
import { Ids } from '../effects/Ids'
import type { EngineServices } from '../effects/layers'
import { CartCommandsAbandoned } from '../events/cart'
import { CommandQueued, CommandSettled } from '../events/outbox'
import { streamOf } from '../events/storedEvent'
import type { OutboxEntry } from '../projections/outbox'
import type { CommandSpecs } from './commandSpecs'
import { on, type Commit } from './commit'
import type { DecideOnce } from './decide'
import type { StateStore } from './stateStore'
import type { AnySpec, DispatchResult, EngineContext, Outcome, Run } from './types'

export interface OutboxDeps {
  readonly ctx: EngineContext
  readonly store: StateStore
  readonly commit: Commit['commit']
  readonly decideOnce: DecideOnce
  readonly specs: Pick<CommandSpecs, 'specOf' | 'decodeWith' | 'encodeForLog'>
  /** Start-up has read the log (dispatches are logged after what it held). */
  readonly whenLoaded: () => Promise<void>
  /** Backoff while the server is unreachable (the policy's OUTBOX_RETRY). */
  readonly retry: Schedule.Schedule<Duration.Duration, unknown>
}

export const makeOutbox = ({ ctx, store, commit, decideOnce, specs, whenLoaded, retry }: OutboxDeps) => {
  const { siteId, cartStream, warn, run, runtime, lifetime } = ctx
  const { specOf, decodeWith, encodeForLog } = specs
  const beginChains = new Map<string, Promise<unknown>>()

  const dispatchQueued = (spec: AnySpec, input: { readonly _tag: string }): Promise<DispatchResult> => {
    const stream = streamOf(spec.aggregate, siteId)
    const previous = beginChains.get(stream) ?? whenLoaded()
    // Begin phases run one at a time per stream, so dispatch order is log order. The dispatch
    // resolves when its events are written and projected: acknowledged on the device.
    const begun = previous.then(() =>
      run(
        Effect.gen(function* () {
          const commandId = yield* (yield* Ids).commandId
          const command = spec.enrich ? spec.enrich(input, store.state) : input
          const encoded = encodeForLog(spec, command)
          const optimistic = spec.optimistic ? spec.optimistic(command, store.state) : []
          const events = yield* commit(on(stream, commandId, [CommandQueued.make({ command: encoded }), ...optimistic]))
          kick()
          return { ok: true, commandId, events, queued: true } satisfies DispatchResult
        }),
      ),
    )
    beginChains.set(
      stream,
      begun.catch(() => undefined),
    )
    return begun
  }

  /** A queued command's outcome: resolves when an event settles it (at once when the log already has). */
  const outcome = (commandId: string): Promise<DispatchResult> => {
    const now = store.resultOf(commandId)
    if (!now.ok || !now.queued || now.events.length === 0) return Promise.resolve(now)
    return store.waitFor(commandId)
  }

  let leader = false
  const draining = new Map<string, Promise<void>>()
  const wakers = new Set<() => void>()
  const wake = () => {
    for (const waker of [...wakers]) waker()
  }
  /** Resolves on wake() (network back, dispose) or after `delay` on the engine's clock. */
  const wait = (delay?: Duration.Duration) =>
    new Promise<void>((resolve) => {
      const controller = new AbortController()
      const done = () => {
        wakers.delete(done)
        controller.abort()
        resolve()
      }
      wakers.add(done)
      if (delay !== undefined) runtime.runPromise(Effect.sleep(delay), { signal: anySignal([controller.signal, lifetime.signal]) }).then(done, done)
      if (store.disposed) done()
    })

  const headOf = (stream: string): OutboxEntry | undefined => store.state.outbox.entries.find((e) => e.stream === stream)

  const runOf = (entry: OutboxEntry): Run | undefined => {
    const tag = typeof entry.command === 'object' && entry.command !== null ? String((entry.command as { _tag?: unknown })._tag) : ''
    const spec = specOf(tag)
    if (!spec) return undefined
    try {
      const command = decodeWith(spec, entry.command)
      return { commandId: entry.commandId, stream: entry.stream, spec, command, queued: true, decision: entry.decision, reruns: entry.reruns, waiting: entry.waiting, reason: entry.reason, committed: [] }
    } catch {
      return undefined
    }
  }

  const decideEntry = (entry: OutboxEntry): Effect.Effect<Outcome, never, EngineServices> =>
    Effect.gen(function* () {
      const r = runOf(entry)
      if (r) return yield* decideOnce(r)
      // A queued command this code cannot read (its command was removed or changed incompatibly): settled as failed.
      const code = 'DECODE'
      warn(`outbox: cannot decode queued command ${entry.commandId}`)
      yield* commit(
        on(entry.stream, entry.commandId, [
          CommandSettled.make({ outcome: 'failed', code }),
          ...(entry.stream === cartStream ? [CartCommandsAbandoned.make({ commandIds: [entry.commandId] })] : []),
        ]),
      )
      return { _tag: 'done', result: { ok: false, commandId: entry.commandId, events: [], error: { code, params: {}, placement: placementOf(code) } } } satisfies Outcome
    })

  const drainStream = async (stream: string) => {
    await null
    type Step = (now: number, input: unknown) => Effect.Effect<[Duration.Duration, Duration.Duration], unknown>
    let step: Step | undefined
    while (!store.disposed && leader) {
      const entry = headOf(stream)
      if (!entry) return
      if (!store.runtimeFlags.online) {
        step = undefined
        await wait()
        continue
      }
      let outcome: Outcome['_tag'] = 'deferred'
      try {
        outcome = (await run(decideEntry(entry)))._tag
      } catch (error) {
        if (store.disposed) return
        warn('outbox: deciding a command failed', error)
      }
      if (outcome !== 'deferred') {
        step = undefined
        continue
      }
      try {
        step ??= (await run(Schedule.toStep(retry))) as unknown as Step
        const next = step
        const [, delay] = await run(Effect.flatMap(Clock.currentTimeMillis, (now) => next(now, undefined)))
        await wait(delay)
      } catch {
        if (store.disposed) return
        await wait(Duration.seconds(30))
      }
    }
  }

  /** Starts a drainer for every stream with queued commands (leader tab only). */
  function kick() {
    if (store.disposed || !leader) return
    for (const entry of store.state.outbox.entries) {
      if (draining.has(entry.stream)) continue
      const stream = entry.stream
      draining.set(
        stream,
        drainStream(stream)
          .catch((error: unknown) => warn('outbox drainer stopped', error))
          .finally(() => {
            draining.delete(stream)
            if (!store.disposed && headOf(stream) && store.runtimeFlags.online) queueMicrotask(kick)
          }),
      )
    }
  }

  /** This tab holds the lock (or is alone): it drains from now on. */
  function becomeLeader() {
    if (store.disposed) return
    leader = true
    kick()
  }

  /** Dispose: drainers stop at their next step, waits end now. */
  const stop = () => {
    leader = false
    wake()
  }

  return { dispatchQueued, outcome, kick, wake, becomeLeader, isLeader: () => leader, stop }
}

export type Outbox = ReturnType<typeof makeOutbox>
