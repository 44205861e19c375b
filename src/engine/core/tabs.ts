// Tabs of one site: each hears the records the others append (TabChannel, a BroadcastChannel) and
// merges them into its log by seq; one of them, the holder of the Web Lock (Leadership), drains the
// outbox and writes snapshots. A new leader first catches up on records whose broadcast it missed,
// and then reads the log again every LEADER_CATCH_UP: a tab that closed (or crashed) between writing
// a command to the log and telling the others would otherwise leave it unsent until the leader
// changed (found by the simulation, tests/sim). A tab whose storage failed leaves (no messages, no
// election).
import { Effect, Fiber, Schedule } from 'effect'
import { EventLog } from '../effects/EventLog'
import { Leadership } from '../effects/Leadership'
import { TabChannel, type TabMessage } from '../effects/TabChannel'
import type { StateStore } from './stateStore'
import type { EngineContext } from './types'
import type { EngineServices } from '../effects/layers'

export interface TabsDeps {
  readonly ctx: EngineContext
  readonly store: StateStore
  /** Called once this tab leads, after the catch-up read. */
  readonly becomeLeader: () => void
}

export const leaderLockName = (siteId: string): string => `summit-engine-outbox-${siteId}`

/** How often the leader reads what other tabs wrote to the log without telling it. */
export const LEADER_CATCH_UP = '15 seconds'

export const makeTabs = ({ ctx: { siteId, warn, run, runtime, lifetime }, store, becomeLeader }: TabsDeps) => {
  let lastCatchUp = 0
  let releaseLeadership: (() => void) | undefined
  const sharedCleanups: Array<() => void> = []

  const onTabMessage = (message: TabMessage) => {
    if (store.disposed || store.memoryLog) return
    store.integrateRecords(message.records)
  }

  /** Reads the events other tabs appended that this tab has not heard of (a failed read only warns). */
  const catchUp: Effect.Effect<void, never, EngineServices> = Effect.gen(function* () {
    if (store.disposed || store.memoryLog) return
    const records = yield* (yield* EventLog).readAfter(Math.max(lastCatchUp, store.baseSeq))
    lastCatchUp = Math.max(lastCatchUp, records.at(-1)?.seq ?? 0)
    store.integrateRecords(records)
  }).pipe(Effect.catch((error) => Effect.sync(() => warn('catch-up read failed', error))))

  function onLeader() {
    if (store.disposed || store.memoryLog) return
    // Catch up on events whose broadcast this tab may have missed, then drain; then catch up now and then.
    void run(catchUp).finally(() => {
      becomeLeader()
      if (store.disposed || store.memoryLog) return
      const watch = runtime.runFork(Effect.repeat(catchUp, Schedule.spaced(LEADER_CATCH_UP)).pipe(Effect.delay(LEADER_CATCH_UP)), { signal: lifetime.signal })
      sharedCleanups.push(() => void runtime.runFork(Fiber.interrupt(watch)))
    })
  }

  /** Listens to the other tabs and asks for the lock. */
  const join = Effect.gen(function* () {
    const tabs = yield* TabChannel
    sharedCleanups.push(tabs.subscribe(onTabMessage), () => tabs.close())
    const leadership = yield* Leadership
    releaseLeadership = leadership.claim(leaderLockName(siteId), onLeader)
    sharedCleanups.push(() => releaseLeadership?.())
  })

  return {
    join,
    catchUp,
    /** Stops listening and gives the lock up (storage failed, dispose). */
    leave: () => {
      for (const cleanup of sharedCleanups.splice(0)) cleanup()
    },
    /** Start-up read the log up to `seq`: a catch-up as leader reads after it. */
    caughtUpTo: (seq: number) => {
      lastCatchUp = seq
    },
  }
}

export type Tabs = ReturnType<typeof makeTabs>
