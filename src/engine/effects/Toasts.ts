// The notification sink: the engine shows toasts here, the UI subscribes (src/engine/react.tsx).
import { Context, Effect, Layer } from 'effect'
import type { FailureFacts } from '../events/failure'

/**
 * A toast carries facts, no text: a failure's (its catalogue `code`, `params`, the server's message,
 * the variant) or an engine `notice`. The UI localizes it when it shows it (src/pages/layout/EngineToasts.tsx).
 */
export interface Toast extends Partial<FailureFacts> {
  readonly id: number
  readonly kind: 'error' | 'info' | 'success'
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
