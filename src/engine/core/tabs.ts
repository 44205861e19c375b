// Tabs of one site: each hears the records the others append (TabChannel, a BroadcastChannel) and
// merges them into its log by seq; one of them, the holder of the Web Lock (Leadership), drains the
// outbox and writes snapshots. A new leader first catches up on records whose broadcast it missed.
// A tab whose storage failed leaves (no messages, no election).
import { Effect } from 'effect'
import { EventLog } from '../effects/EventLog'
import { Leadership } from '../effects/Leadership'
import { TabChannel, type TabMessage } from '../effects/TabChannel'
import { TokenStore } from '../effects/TokenStore'
import type { StateStore } from './stateStore'
import type { EngineContext } from './types'

export interface TabsDeps {
  readonly ctx: EngineContext
  readonly store: StateStore
  /** Called once this tab leads, after the catch-up read. */
  readonly becomeLeader: () => void
}

/** Events that change who the device's session is. */
const SESSION_CHANGES: ReadonlySet<string> = new Set(['v1.SessionStarted', 'v1.SessionEnded'])

export const leaderLockName = (siteId: string): string => `summit-engine-outbox-${siteId}`

export const makeTabs = ({ ctx: { siteId, warn, run }, store, becomeLeader }: TabsDeps) => {
  let lastCatchUp = 0
  let releaseLeadership: (() => void) | undefined
  const sharedCleanups: Array<() => void> = []

  const onTabMessage = (message: TabMessage) => {
    if (store.disposed || store.memoryLog) return
    store.integrateRecords(message.records)
    // Another tab signed in or out: this tab's access token (memory) is of the shopper before; the
    // next call asks the device's session for one of the shopper now.
    if (message.records.some((r) => SESSION_CHANGES.has(r.type))) void run(Effect.gen(function* () {
        yield* (yield* TokenStore).clear
      })).catch(() => undefined)
  }

  function onLeader() {
    if (store.disposed || store.memoryLog) return
    // Catch up on events whose broadcast this tab may have missed, then drain.
    void run(
      Effect.gen(function* () {
        const records = yield* (yield* EventLog).readAfter(Math.max(lastCatchUp, store.baseSeq))
        lastCatchUp = Math.max(lastCatchUp, records.at(-1)?.seq ?? 0)
        store.integrateRecords(records)
      }),
    )
      .catch((error: unknown) => warn('catch-up read failed', error))
      .finally(becomeLeader)
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
