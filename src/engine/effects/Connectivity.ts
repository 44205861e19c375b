// Whether the browser believes it is online (navigator.onLine and its online/offline events), and an
// in-memory twin tests switch by hand. "Online" only means "worth trying": a send can still fail,
// and the outbox then backs off (policy.ts OUTBOX_RETRY).
import { Context, Layer } from 'effect'

export interface ConnectivityShape {
  readonly isOnline: () => boolean
  /** Calls `listener` on every change; returns the unsubscribe. */
  readonly subscribe: (listener: (online: boolean) => void) => () => void
}

export class Connectivity extends Context.Service<Connectivity, ConnectivityShape>()('summit/engine/Connectivity') {}

/** navigator.onLine; without a navigator (Node) always online. */
export const ConnectivityLive: Layer.Layer<Connectivity> = Layer.succeed(Connectivity, {
  isOnline: () => (typeof navigator === 'undefined' || typeof navigator.onLine !== 'boolean' ? true : navigator.onLine),
  subscribe: (listener) => {
    if (typeof window === 'undefined') return () => {}
    const online = () => listener(true)
    const offline = () => listener(false)
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    return () => {
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
    }
  },
})

export interface MemoryConnectivity extends ConnectivityShape {
  /** Switches the network; listeners hear of a change. */
  readonly setOnline: (online: boolean) => void
}

export const makeMemoryConnectivity = (initial = true): MemoryConnectivity => {
  let online = initial
  const listeners = new Set<(online: boolean) => void>()
  return {
    isOnline: () => online,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setOnline: (next) => {
      if (next === online) return
      online = next
      for (const listener of [...listeners]) listener(online)
    },
  }
}

export const connectivityMemory = (connectivity: ConnectivityShape = makeMemoryConnectivity()): Layer.Layer<Connectivity> =>
  Layer.succeed(Connectivity, connectivity)
