// A simulated browser: what its tabs share (the IndexedDB log, the session cookie (tests/sim/session.ts), Web Locks, the
// leader election, BroadcastChannel, the network, the clock) and the tabs themselves, each a real
// engine (src/engine/Engine.ts) over those services. The simulation can open a tab, crash one (it
// stops at once: no more writes, sends or messages; the browser releases its locks), crash one just
// after its next write to the log (between the IndexedDB write and the send), and deliver the tabs'
// broadcasts one at a time, in order per sender and receiver, interleaved with everything else (a
// tab's hello excepted: it arrives at once).
import { Clock, Context, Effect, Layer, Random, Scheduler } from 'effect'
import { request } from '../../src/api/client'
import { createEngine, type Engine } from '../../src/engine/Engine'
import { Api } from '../../src/engine/effects/Api'
import { makeMemoryConnectivity, type MemoryConnectivity } from '../../src/engine/effects/Connectivity'
import { EventLog, EventLogError, makeMemoryEventLog, type EventLogShape, type MemoryEventLog } from '../../src/engine/effects/EventLog'
import { makeLeaderElection, type LeaderElection } from '../../src/engine/effects/Leadership'
import { makeMemoryLocks, type MemoryLocks } from '../../src/engine/effects/Locks'
import { memoryLayer } from '../../src/engine/effects/layers'
import { makeMemoryPageReload, makeMemoryReloadMarker } from '../../src/engine/effects/PageReload'
import type { TabChannelShape, TabMessage } from '../../src/engine/effects/TabChannel'
import { tokenStoreMemory } from '../../src/engine/effects/TokenStore'
import type { Rng } from '../../server/lib/prng.ts'
import type { SimClock, SimScheduler } from './clock'
import { SIM_SITE } from './server'

export interface Tab {
  readonly name: string
  readonly engine: Engine
  readonly connectivity: MemoryConnectivity
  dead: boolean
  /** Crash right after the next write to the log. */
  crashAfterWrite: boolean
  /** Dispatches not acknowledged yet (queued commands must be by the next quiet point). */
  readonly unacked: Map<number, string>
  /** Direct commands (a list load) still running. */
  readonly running: Set<number>
  /** A sign-in dispatched here is running. */
  signingIn: boolean
  /** Start-up has read the log (its runtime is built on Effect's own scheduler, which the quiet point does not see). */
  loaded: boolean
  disposed?: Promise<void>
}

interface Broadcast {
  readonly from: Tab
  readonly to: Tab
  readonly message: TabMessage
}

export class SimBrowser {
  readonly log: MemoryEventLog = makeMemoryEventLog()
  readonly election: LeaderElection = makeLeaderElection()
  readonly locks: MemoryLocks = makeMemoryLocks()
  readonly tabs: Tab[] = []
  readonly broadcasts: Broadcast[] = []
  readonly warnings: string[] = []
  private opened = 0
  private readonly endpoints = new Map<Tab, Set<(message: TabMessage) => void>>()

  constructor(
    private readonly clock: SimClock,
    private readonly scheduler: SimScheduler,
    private readonly rng: Rng,
    private readonly online: () => boolean,
    private readonly trace: (line: string) => void,
    private readonly snapshotEvery: number,
  ) {}

  live(): Tab[] {
    return this.tabs.filter((t) => !t.dead)
  }

  /** Opens a tab: a new engine on the browser's shared services. */
  open(): Tab {
    const name = `t${++this.opened}`
    const connectivity = makeMemoryConnectivity(this.online())
    const tab: Tab = { name, connectivity, dead: false, crashAfterWrite: false, unacked: new Map(), running: new Set(), signingIn: false, loaded: false, engine: undefined as unknown as Engine }
    const effectServices = Layer.succeedContext(
      Context.make(Clock.Clock, this.clock.clock).pipe(
        Context.add(Scheduler.Scheduler, this.scheduler.scheduler),
        // The outbox's jitter: seeded by the run, so a seed replays exactly.
        Context.add(Random.Random, { nextDoubleUnsafe: () => this.rng.next(), nextIntUnsafe: () => this.rng.int(0, 2 ** 31 - 1) }),
      ),
    )
    const layer = Layer.mergeAll(
      memoryLayer({
        // A dead tab sends nothing more (what it sent before may still arrive).
        api: Layer.succeed(Api, { request: (call, input) => Effect.suspend(() => (tab.dead ? Effect.never : request(call, input))) }),
        eventLog: Layer.succeed(EventLog, this.tabLog(tab)),
        // Each tab's access token is its own, in its memory (decision 24).
        tokenStore: tokenStoreMemory(),
        idPrefix: name,
        connectivity,
        election: {
          holder: this.election.holder,
          claim: (lock, onLeader) => {
            const release = this.election.claim(lock, () => {
              this.trace(`tab  ${name} leads${tab.dead ? ' (but it is gone)' : ''}`)
              onLeader()
            })
            this.trace(`tab  ${name} asks to lead (holder ${this.election.holder(lock) ?? 'none'})`)
            return () => {
              release()
              this.trace(`tab  ${name} gives the lead up (holder now ${this.election.holder(lock) ?? 'none'})`)
            }
          },
        },
        locks: this.locks,
        tabs: { connect: () => this.endpoint(tab) },
        reload: makeMemoryPageReload(),
        reloadMarker: makeMemoryReloadMarker(),
      }),
      effectServices,
    )
    ;(tab as { engine: Engine }).engine = createEngine({ site: SIM_SITE, layer, snapshotEvery: this.snapshotEvery, onWarning: (message) => this.warnings.push(`${name}: ${message}`) })
    void tab.engine.loaded.then(() => (tab.loaded = true))
    this.tabs.push(tab)
    this.trace(`tab  ${name} opened`)
    return tab
  }

  /** The tab stops at once; the browser gives its locks up. */
  crash(tab: Tab, why: string): void {
    if (tab.dead) return
    tab.dead = true
    this.trace(`tab  ${tab.name} CRASHED ${why}`)
    // What it posted before still arrives (BroadcastChannel queues a message at every receiver when it is posted).
    for (let i = this.broadcasts.length - 1; i >= 0; i--) if (this.broadcasts[i]!.to === tab) this.broadcasts.splice(i, 1)
    tab.disposed = tab.engine.dispose()
  }

  /** Delivers the broadcast at `index` (the first one of its sender for its receiver). */
  deliver(index: number): void {
    const [broadcast] = this.broadcasts.splice(index, 1)
    if (!broadcast || broadcast.to.dead) return
    const message = broadcast.message
    const what = message.kind === 'nudge' ? 'read the log' : message.kind === 'hello' ? 'hello (holds its own lock)' : `${message.records.length} event(s) up to #${message.records.at(-1)?.seq ?? '?'}`
    this.trace(`tab  ${broadcast.from.name} → ${broadcast.to.name}: ${what}`)
    for (const listener of this.endpoints.get(broadcast.to) ?? []) listener(structuredClone(broadcast.message))
  }

  /** Indexes of broadcasts that may go next (order is kept per sender and receiver). */
  deliverable(): number[] {
    const seen = new Set<string>()
    const out: number[] = []
    this.broadcasts.forEach((b, i) => {
      const pair = `${b.from.name}>${b.to.name}`
      if (seen.has(pair)) return
      seen.add(pair)
      out.push(i)
    })
    return out
  }

  /** A live tab still reading its log. */
  starting(): boolean {
    return this.tabs.some((t) => !t.dead && !t.loaded)
  }

  /** Waits for crashed tabs to have stopped. */
  async buryTheDead(): Promise<void> {
    for (const tab of this.tabs) if (tab.disposed) await tab.disposed
  }

  async close(): Promise<void> {
    for (const tab of this.tabs) if (!tab.dead) tab.engine.dispose().catch(() => undefined)
    for (const tab of this.tabs) {
      tab.dead = true
      await (tab.disposed ?? tab.engine.dispose()).catch(() => undefined)
    }
  }

  private endpoint(tab: Tab): TabChannelShape {
    const listeners = new Set<(message: TabMessage) => void>()
    this.endpoints.set(tab, listeners)
    return {
      post: (message) => {
        if (tab.dead) return
        // A hello (a tab holds its own lock: core/tabs.ts) reaches the live tabs on a microtask, outside
        // the seed's schedule: it carries no events, a late one is harmless by design (the tab waits on
        // a lock already released and reads the log), and so every seed keeps the schedule it had before
        // tabs said hello (the regression seeds replay what they found).
        if (message.kind === 'hello') {
          for (const other of this.tabs)
            if (other !== tab && !other.dead && this.endpoints.has(other))
              queueMicrotask(() => {
                if (!other.dead) for (const listener of this.endpoints.get(other) ?? []) listener(structuredClone(message))
              })
          return
        }
        for (const other of this.tabs) if (other !== tab && !other.dead && this.endpoints.has(other)) this.broadcasts.push({ from: tab, to: other, message: structuredClone(message) })
      },
      subscribe: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      close: () => {
        this.endpoints.delete(tab)
      },
    }
  }

  /** The shared log as one tab sees it: refused once the tab is dead; crashes the tab right after a write when armed. */
  private tabLog(tab: Tab): EventLogShape {
    const shared = this.log
    const gone = (operation: EventLogError['operation']) => Effect.fail(new EventLogError({ operation, reason: 'closed', message: 'the tab is gone' }))
    const alive = <A>(operation: EventLogError['operation'], effect: Effect.Effect<A, EventLogError>) => Effect.suspend(() => (tab.dead ? gone(operation) : effect))
    return {
      append: (drafts) =>
        alive(
          'append',
          shared.append(drafts).pipe(
            Effect.tap(() =>
              Effect.sync(() => {
                if (!tab.crashAfterWrite) return
                tab.crashAfterWrite = false
                this.crash(tab, `right after writing ${drafts.map((d) => d.type).join(', ')}`)
              }),
            ),
          ),
        ),
      read: alive('read', shared.read),
      readAfter: (seq) => alive('read', shared.readAfter(seq)),
      readSnapshot: (siteId) => alive('read', shared.readSnapshot(siteId)),
      writeSnapshot: (snapshot, options) => alive('snapshot', shared.writeSnapshot(snapshot, options)),
      compact: (options) => alive('compact', shared.compact(options)),
      remove: (seqs) => alive('remove', shared.remove(seqs)),
      clear: alive('clear', shared.clear),
    }
  }
}
