// The notification sink: the engine shows toasts here, the UI subscribes (src/engine/react.tsx).
import { Context, Effect, Layer } from 'effect'
import type { MessageParams } from '../../contract/errorCatalogue'

export interface Toast {
  readonly id: number
  readonly kind: 'error' | 'info' | 'success'
  /** Catalogue code when the toast reports an error. */
  readonly code?: string
  /** Localized text at the time it was raised; re-localize with messageFor(code, language, params). */
  readonly message: string
  readonly params?: MessageParams
  /** Persistent toasts stay until dismissed (catalogue errors shown as toasts are persistent). */
  readonly persistent: boolean
  readonly commandId?: string
  /** An engine notice that is not a catalogue error (the UI localizes it from ../notices.ts). */
  readonly notice?: 'storageMemory'
}

export type ToastListener = (toast: Toast) => void

export interface ToastsShape {
  readonly show: (toast: Omit<Toast, 'id'>) => Effect.Effect<void>
  readonly subscribe: (listener: ToastListener) => () => void
  /** Toasts shown so far (newest last), for late subscribers and tests. */
  readonly history: () => ReadonlyArray<Toast>
}

export class Toasts extends Context.Service<Toasts, ToastsShape>()('summit/engine/Toasts') {}

export const makeToastHub = (): ToastsShape => {
  const listeners = new Set<ToastListener>()
  const shown: Toast[] = []
  let next = 0
  return {
    show: (toast) =>
      Effect.sync(() => {
        const full: Toast = { ...toast, id: ++next }
        shown.push(full)
        if (shown.length > 50) shown.shift()
        for (const listener of listeners) listener(full)
      }),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    history: () => shown.slice(),
  }
}

export const ToastsLive: Layer.Layer<Toasts> = Layer.sync(Toasts, makeToastHub)
