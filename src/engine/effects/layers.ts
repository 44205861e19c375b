// The engine's services bundled: the browser wiring and the in-memory wiring tests use.
import { Layer } from 'effect'
import { ApiLive, type Api } from './Api'
import { DownloadsLive, downloadsMemory, type Downloads, type DownloadsShape } from './Downloads'
import { EngineClockLive, type EngineClock } from './Clock'
import { type Connectivity, ConnectivityLive, connectivityMemory, type ConnectivityShape } from './Connectivity'
import { eventLogIndexedDb, eventLogMemory, type EventLog, type MemoryEventLog } from './EventLog'
import { IdsLive, idsSequential, type Ids } from './Ids'
import { LeadershipLive, leadershipMemory, type LeaderElection, type Leadership } from './Leadership'
import { LocksLive, locksMemory, type Locks, type LocksShape } from './Locks'
import { PageReloadLive, pageReloadMemory, reloadMarkerMemory, reloadMarkerSessionStorage, type PageReload, type PageReloadShape, type ReloadMarker, type ReloadMarkerShape } from './PageReload'
import { tabChannelBroadcast, tabChannelMemory, type TabChannel, type TabHub } from './TabChannel'
import { ToastsLive, type Toasts } from './Toasts'
import { tokenStoreMemory, type StoredToken, type TokenStore } from './TokenStore'

export type EngineServices =
  | Api
  | EngineClock
  | Ids
  | EventLog
  | TokenStore
  | Toasts
  | Connectivity
  | Leadership
  | Locks
  | TabChannel
  | PageReload
  | ReloadMarker
  | Downloads

/** Browser: the shared API client, IndexedDB log, the access token in this tab's memory (never in page storage), random ids, navigator.onLine, Web Locks (leadership, the token), BroadcastChannel, location.reload, the downloads folder. */
export const browserLayer = (siteId: string): Layer.Layer<EngineServices> =>
  Layer.mergeAll(
    ApiLive,
    EngineClockLive,
    IdsLive,
    eventLogIndexedDb(),
    tokenStoreMemory(),
    ToastsLive,
    ConnectivityLive,
    LeadershipLive,
    LocksLive,
    tabChannelBroadcast(siteId),
    PageReloadLive,
    reloadMarkerSessionStorage,
    DownloadsLive,
  )

export interface MemoryLayerOptions {
  readonly log?: MemoryEventLog
  readonly token?: StoredToken
  /** Replaces the EventLog (e.g. the IndexedDB one over fake-indexeddb). */
  readonly eventLog?: Layer.Layer<EventLog>
  readonly tokenStore?: Layer.Layer<TokenStore>
  /** Command id prefix (engines sharing a log in one test need distinct ones). */
  readonly idPrefix?: string
  readonly ids?: Layer.Layer<Ids>
  readonly api?: Layer.Layer<Api>
  readonly connectivity?: ConnectivityShape
  /** Shared by engines that play tabs of one browser. */
  readonly election?: LeaderElection
  /** Shared by engines that play tabs of one browser (Web Locks). */
  readonly locks?: LocksShape
  readonly tabs?: TabHub
  readonly reload?: PageReloadShape
  readonly reloadMarker?: ReloadMarkerShape
  readonly downloads?: DownloadsShape
}

/** Tests and Node replay: the real API client (msw in tests), memory log and token, sequential ids, in-memory twins of the browser services. */
export const memoryLayer = (options: MemoryLayerOptions = {}): Layer.Layer<EngineServices> =>
  Layer.mergeAll(
    options.api ?? ApiLive,
    EngineClockLive,
    options.ids ?? idsSequential(options.idPrefix),
    options.eventLog ?? eventLogMemory(options.log),
    options.tokenStore ?? tokenStoreMemory(options.token),
    ToastsLive,
    connectivityMemory(options.connectivity),
    leadershipMemory(options.election),
    locksMemory(options.locks),
    tabChannelMemory(options.tabs),
    pageReloadMemory(options.reload),
    reloadMarkerMemory(options.reloadMarker),
    downloadsMemory(options.downloads),
  )
