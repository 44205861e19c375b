// Direct commands (not queueable: the token, a cart load, sign-in, coupons, placing an order): run
// in the tab that dispatched them, in dispatch order per stream, deciding again as long as a
// recovery asks for it. Their optimistic events are committed at dispatch, after start-up has read
// the log. They do not wait for start-up's token: deciding gets one when the command needs it.
import { Effect } from 'effect'
import { Ids } from '../effects/Ids'
import { streamOf, type StoredEvent } from '../events/storedEvent'
import type { EngineEvent } from '../events/engineEvents'
import type { CommandError, CommandFailure } from '../commands/command'
import { on, type Commit } from './commit'
import type { DecideOnce } from './decide'
import type { StateStore } from './stateStore'
import type { AnySpec, EngineContext, Outcome } from './types'

export interface DirectQueueDeps {
  readonly ctx: EngineContext
  readonly store: StateStore
  readonly commit: Commit['commit']
  readonly decideOnce: DecideOnce
  /** Start-up has read the log (optimistic events wait for it). */
  readonly whenLoaded: () => Promise<void>
  /** What a failure left waiting (deferred) reports to the caller (recovery/report.ts). */
  readonly failureOf: (error: CommandError) => CommandFailure
}

export const makeDirectQueue = ({ ctx: { siteId, run }, store, commit, decideOnce, whenLoaded, failureOf }: DirectQueueDeps) => {
  const queues = new Map<string, Promise<unknown>>()
  const enqueue = <A>(stream: string, task: () => Promise<A>): Promise<A> => {
    const previous = queues.get(stream) ?? Promise.resolve()
    const next = previous.then(task, task)
    queues.set(stream, next.catch(() => undefined))
    return next
  }

  const runDirect = (spec: AnySpec, command: { readonly _tag: string }, stream: string, commandId: string, optimistic: ReadonlyArray<StoredEvent<EngineEvent>>) =>
    Effect.gen(function* () {
      let decision = 0
      const reruns: Record<string, number> = {}
      const committed = [...optimistic]
      for (;;) {
        const outcome = yield* decideOnce({ commandId, stream, spec, command, queued: false, decision, reruns, waiting: null, reason: null, committed })
        if (outcome._tag === 'again') {
          decision++
          reruns[outcome.reason] = (reruns[outcome.reason] ?? 0) + 1
          continue
        }
        if (outcome._tag === 'done') return outcome
        return { _tag: 'done', result: { ok: false, commandId, events: committed, error: failureOf(outcome.cause) }, cause: outcome.cause } satisfies Outcome
      }
    })

  const dispatchDirect = (spec: AnySpec, command: { readonly _tag: string }) => {
    const stream = streamOf(spec.aggregate, siteId)
    const begun = whenLoaded().then(() =>
      run(
        Effect.gen(function* () {
          const commandId = yield* (yield* Ids).commandId
          const optimistic = spec.optimistic ? yield* commit(on(stream, commandId, spec.optimistic(command, store.state))) : []
          return { commandId, optimistic }
        }),
      ),
    )
    return enqueue(stream, async () => {
      const { commandId, optimistic } = await begun
      return run(runDirect(spec, command, stream, commandId, optimistic))
    })
  }

  return { dispatchDirect }
}
