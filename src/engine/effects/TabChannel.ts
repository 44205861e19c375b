// How tabs of one site tell each other about new events: a BroadcastChannel named
// `summit-engine-<siteId>` in the browser, an in-memory hub in tests (several engines, one hub).
// Messages are the stored records of an append; a receiving tab merges them into its log by seq.
import { Context, Layer } from 'effect'
import type { StoredEventRecord } from '../events/storedEvent'

/**
 * New events; or a nudge: "read the log" (a tab starting on commands waiting in it, which the leader
 * may never have heard of); or hello: a tab that started and holds its own lock (core/tabs.ts).
 */
export type TabMessage =
  | { readonly kind: 'events'; readonly records: ReadonlyArray<StoredEventRecord> }
  | { readonly kind: 'nudge' }
  | { readonly kind: 'hello'; readonly tab: string }

export interface TabChannelShape {
  /** Sends to every other tab (not this one). */
  readonly post: (message: TabMessage) => void
  readonly subscribe: (listener: (message: TabMessage) => void) => () => void
  readonly close: () => void
}

export class TabChannel extends Context.Service<TabChannel, TabChannelShape>()('summit/engine/TabChannel') {}

export const tabChannelName = (siteId: string): string => `summit-engine-${siteId}`

const isTabMessage = (data: unknown): data is TabMessage =>
  typeof data === 'object' &&
  data !== null &&
  (((data as { kind?: unknown }).kind === 'events' && Array.isArray((data as { records?: unknown }).records)) ||
    (data as { kind?: unknown }).kind === 'nudge' ||
    ((data as { kind?: unknown }).kind === 'hello' && typeof (data as { tab?: unknown }).tab === 'string'))

/** BroadcastChannel; without it (Node, old browsers) the tab is alone. */
export const tabChannelBroadcast = (siteId: string): Layer.Layer<TabChannel> =>
  Layer.sync(TabChannel, () => {
    if (typeof BroadcastChannel === 'undefined') return { post: () => {}, subscribe: () => () => {}, close: () => {} }
    const channel = new BroadcastChannel(tabChannelName(siteId))
    const listeners = new Set<(message: TabMessage) => void>()
    channel.onmessage = (event: MessageEvent) => {
      if (!isTabMessage(event.data)) return
      for (const listener of listeners) listener(event.data)
    }
    return {
      post: (message) => {
        try {
          channel.postMessage(message)
        } catch {
          // closed channel or uncloneable message: the other tabs catch up from the log
        }
      },
      subscribe: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      close: () => channel.close(),
    }
  })

export interface TabHub {
  /** A channel endpoint for one engine (one "tab"). */
  readonly connect: () => TabChannelShape
}

/** In-memory BroadcastChannel: delivery to the other endpoints on a later task, structured-cloned. */
export const makeTabHub = (): TabHub => {
  const endpoints = new Set<{ listeners: Set<(message: TabMessage) => void> }>()
  return {
    connect: () => {
      const self = { listeners: new Set<(message: TabMessage) => void>() }
      endpoints.add(self)
      return {
        post: (message) => {
          const copy = structuredClone(message)
          for (const endpoint of endpoints) {
            if (endpoint === self) continue
            setTimeout(() => {
              if (endpoints.has(endpoint)) for (const listener of endpoint.listeners) listener(copy)
            }, 0)
          }
        },
        subscribe: (listener) => {
          self.listeners.add(listener)
          return () => self.listeners.delete(listener)
        },
        close: () => {
          endpoints.delete(self)
        },
      }
    },
  }
}

export const tabChannelMemory = (hub: TabHub = makeTabHub()): Layer.Layer<TabChannel> => Layer.sync(TabChannel, () => hub.connect())
