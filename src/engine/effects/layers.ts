// The engine's services bundled: the browser wiring and the in-memory wiring tests use.
import { Layer } from 'effect'
import { ApiLive } from './Api'
import { EngineClockLive } from './Clock'
import { eventLogIndexedDb, eventLogMemory, type MemoryEventLog } from './EventLog'
import { IdsLive, idsSequential } from './Ids'
import { ToastsLive } from './Toasts'
import { tokenStoreLocalStorage, tokenStoreMemory, type StoredToken } from './TokenStore'
import type { Api } from './Api'
import type { EngineClock } from './Clock'
import type { EventLog } from './EventLog'
import type { Ids } from './Ids'
import type { Toasts } from './Toasts'
import type { TokenStore } from './TokenStore'

export type EngineServices = Api | EngineClock | Ids | EventLog | TokenStore | Toasts

/** Browser: the shared API client, IndexedDB log, localStorage token, random ids. */
export const browserLayer = (siteId: string): Layer.Layer<EngineServices> =>
  Layer.mergeAll(ApiLive, EngineClockLive, IdsLive, eventLogIndexedDb(), tokenStoreLocalStorage(siteId), ToastsLive)

export interface MemoryLayerOptions {
  readonly log?: MemoryEventLog
  readonly token?: StoredToken
  /** Replaces the EventLog (e.g. the IndexedDB one over fake-indexeddb). */
  readonly eventLog?: Layer.Layer<EventLog>
  readonly tokenStore?: Layer.Layer<TokenStore>
}

/** Tests and Node replay: the real API client (msw in tests), memory log and token, sequential ids. */
export const memoryLayer = (options: MemoryLayerOptions = {}): Layer.Layer<EngineServices> =>
  Layer.mergeAll(
    ApiLive,
    EngineClockLive,
    idsSequential(),
    options.eventLog ?? eventLogMemory(options.log),
    options.tokenStore ?? tokenStoreMemory(options.token),
    ToastsLive,
  )
