// Tabs of one site: each hears the records the others append (TabChannel, a BroadcastChannel) and
// merges them into its log by seq; one of them, the holder of the Web Lock (Leadership), drains the
// outbox and writes snapshots. A new leader first catches up on records whose broadcast it missed.
// A tab that closed (or crashed) between writing a command to the log and telling the others would
// otherwise leave it unsent until the leader changed (found by the simulation, tests/sim), so a tab
// also reads the log when a seq it has not seen shows up below one it has (a gap: any later write of
// any tab reveals it), when the network comes back (core/startup.ts), and when another tab starts
// on a log holding queued commands and nudges it. A tab whose storage failed leaves (no messages,
// no election).
//
// A tab's last write may have no later write to reveal it (a tab that wrote and crashed before
// telling, found by the simulation: seed 6469), so tabs also learn that another tab is gone: each
// holds a Web Lock of its own (`summit-engine.tab.<siteId>.<tabId>`) for its whole life, says hello
// once it holds it, and at start looks up the tab locks held already (`navigator.locks.query()`).
// It waits on every other tab's lock; granted (that tab closed or crashed, and the browser released
// it), it gives it back and reads the log.
import { Effect } from 'effect'
import { EventLog } from '../effects/EventLog'
import { Ids } from '../effects/Ids'
import { Leadership } from '../effects/Leadership'
import { Locks } from '../effects/Locks'
import { TabChannel, type TabMessage } from '../effects/TabChannel'
import { TokenStore } from '../effects/TokenStore'
import type { StateStore } from './stateStore'
import type { StoredEventRecord } from '../events/storedEvent'
import type { EngineContext } from './types'
import type { EngineServices } from '../effects/layers'

export interface TabsDeps {
  readonly ctx: EngineContext
  readonly store: StateStore
  /** Called once this tab leads, after the catch-up read. */
  readonly becomeLeader: () => void
}

/** Events that change who the device's session is. */
const SESSION_CHANGES: ReadonlySet<string> = new Set(['v1.SessionStarted', 'v1.SessionEnded'])

export const leaderLockName = (siteId: string): string => `summit-engine-outbox-${siteId}`

/** The lock a tab holds for its whole life (the others wait on it to learn it is gone). */
export const tabLockPrefix = (siteId: string): string => `summit-engine.tab.${siteId}.`
export const tabLockName = (siteId: string, tabId: string): string => `${tabLockPrefix(siteId)}${tabId}`

export const makeTabs = ({ ctx: { siteId, warn, run, runtime, lifetime }, store, becomeLeader }: TabsDeps) => {
  let lastCatchUp = 0
  let releaseLeadership: (() => void) | undefined
  const sharedCleanups: Array<() => void> = []
  /** Aborted when the tab leaves (or is disposed): its own lock goes, and it stops waiting on the others'. */
  const presence = new AbortController()
  lifetime.signal.addEventListener('abort', () => presence.abort(), { once: true })
  let tabId: string | undefined
  /** Tabs whose lock this tab waits on. */
  const watched = new Set<string>()

  /**
   * Merges records other tabs appended; says whether a sign-in or sign-out was among them (a record
   * this tab had not seen: its own are seen when written). This tab's access token (memory) is then
   * of the shopper before: dropped (dropToken), the next call asks the device's session for one.
   */
  const integrate = (records: ReadonlyArray<StoredEventRecord>): boolean => {
    const sessionChanged = records.some((r) => SESSION_CHANGES.has(r.type) && !store.seen.has(r.seq))
    store.integrateRecords(records)
    return sessionChanged
  }

  const dropToken = Effect.gen(function* () {
    yield* (yield* TokenStore).clear
  })

  const onTabMessage = (message: TabMessage) => {
    if (store.disposed || store.memoryLog) return
    if (message.kind === 'nudge') void readTheLog()
    else if (message.kind === 'hello') watch(message.tab)
    else if (integrate(message.records)) void run(dropToken).catch(() => undefined)
  }

  /** Waits on the lock of tab `other`; once granted (the tab is gone), gives it back and reads the log. */
  const watch = (other: string) => {
    if (other === tabId || watched.has(other) || presence.signal.aborted) return
    watched.add(other)
    runtime
      .runPromise(
        Effect.gen(function* () {
          yield* (yield* Locks).withLock(tabLockName(siteId, other), Effect.void)
        }),
        { signal: presence.signal },
      )
      .then(
        () => {
          watched.delete(other)
          if (!presence.signal.aborted && !store.disposed) void readTheLog()
        },
        () => undefined,
      )
  }

  /**
   * Holds this tab's own lock until it leaves; once held, says hello, waits on the tabs that hold
   * theirs already, and reads the log (what a tab that is gone by now wrote before this one listened).
   */
  const holdOwnLock = (tabs: { readonly post: (message: TabMessage) => void }) =>
    Effect.gen(function* () {
      const locks = yield* Locks
      const id = tabId!
      const prefix = tabLockPrefix(siteId)
      yield* locks.withLock(
        tabLockName(siteId, id),
        Effect.gen(function* () {
          tabs.post({ kind: 'hello', tab: id })
          for (const name of yield* locks.heldNow) if (name.startsWith(prefix)) watch(name.slice(prefix.length))
          void readTheLog()
          yield* Effect.never
        }),
      )
    })

  /** Reads the events other tabs appended that this tab has not heard of (a failed read only warns). */
  const catchUp: Effect.Effect<void, never, EngineServices> = Effect.gen(function* () {
    if (store.disposed || store.memoryLog) return
    const records = yield* (yield* EventLog).readAfter(Math.max(lastCatchUp, store.baseSeq))
    lastCatchUp = Math.max(lastCatchUp, records.at(-1)?.seq ?? 0)
    if (integrate(records)) yield* dropToken
  }).pipe(Effect.catch((error) => Effect.sync(() => warn('catch-up read failed', error))))

  /** A catch-up now (one at a time; another asked meanwhile runs after it). */
  let reading: Promise<void> | undefined
  let again = false
  const readTheLog = (): Promise<void> => {
    if (reading) {
      again = true
      return reading
    }
    reading = run(catchUp)
      .catch(() => undefined)
      .finally(() => {
        reading = undefined
        if (again && !store.disposed) {
          again = false
          void readTheLog()
        }
      })
    return reading
  }

  function onLeader() {
    if (store.disposed || store.memoryLog) return
    // Catch up on events whose broadcast this tab may have missed, then drain.
    void run(catchUp)
      .catch(() => undefined)
      .finally(becomeLeader)
  }

  /** Listens to the other tabs, asks for the lock, and nudges the leader when the log holds queued commands. */
  const join = Effect.gen(function* () {
    const tabs = yield* TabChannel
    sharedCleanups.push(tabs.subscribe(onTabMessage), () => tabs.close())
    tabId = yield* (yield* Ids).tabId
    runtime.runPromise(holdOwnLock(tabs), { signal: presence.signal }).catch(() => undefined)
    sharedCleanups.push(() => presence.abort())
    const leadership = yield* Leadership
    releaseLeadership = leadership.claim(leaderLockName(siteId), onLeader)
    sharedCleanups.push(() => releaseLeadership?.())
    if (store.state.outbox.entries.length > 0) tabs.post({ kind: 'nudge' })
  })

  return {
    join,
    catchUp,
    /** Reads the log now (a gap in seq, the network back): at most one read at a time. */
    readTheLog,
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
