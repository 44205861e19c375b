// Reloading the page (AUT498: the shopper's session is invalid) and the reload marker that keeps
// that from looping: a timestamp in sessionStorage; while a marker younger than 10 s exists the page
// is not reloaded again. In-memory twins count reloads and hold the marker for tests.
import { Context, Effect, Layer } from 'effect'

export interface PageReloadShape {
  readonly reload: Effect.Effect<void>
}

export class PageReload extends Context.Service<PageReload, PageReloadShape>()('summit/engine/PageReload') {}

export const PageReloadLive: Layer.Layer<PageReload> = Layer.succeed(PageReload, {
  reload: Effect.sync(() => {
    if (typeof location !== 'undefined') location.reload()
  }),
})

export interface MemoryPageReload extends PageReloadShape {
  readonly count: () => number
}

export const makeMemoryPageReload = (): MemoryPageReload => {
  let count = 0
  return {
    reload: Effect.sync(() => {
      count++
    }),
    count: () => count,
  }
}

export const pageReloadMemory = (reload: PageReloadShape = makeMemoryPageReload()): Layer.Layer<PageReload> => Layer.succeed(PageReload, reload)

export interface ReloadMarkerShape {
  /** Epoch ms of the last reload the engine asked for, if any. */
  readonly get: Effect.Effect<number | undefined>
  readonly set: (at: number) => Effect.Effect<void>
}

export class ReloadMarker extends Context.Service<ReloadMarker, ReloadMarkerShape>()('summit/engine/ReloadMarker') {}

export const RELOAD_MARKER_KEY = 'summit-engine.reload-marker'

export const reloadMarkerSessionStorage: Layer.Layer<ReloadMarker> = Layer.succeed(ReloadMarker, {
  get: Effect.sync(() => {
    try {
      const raw = globalThis.sessionStorage?.getItem(RELOAD_MARKER_KEY)
      const at = raw === null || raw === undefined ? Number.NaN : Number(raw)
      return Number.isFinite(at) ? at : undefined
    } catch {
      return undefined
    }
  }),
  set: (at) =>
    Effect.sync(() => {
      try {
        globalThis.sessionStorage?.setItem(RELOAD_MARKER_KEY, String(at))
      } catch {
        // storage blocked: no guard, but the reload still happens once per page
      }
    }),
})

export interface MemoryReloadMarker extends ReloadMarkerShape {
  readonly value: () => number | undefined
}

export const makeMemoryReloadMarker = (initial?: number): MemoryReloadMarker => {
  let value = initial
  return {
    get: Effect.sync(() => value),
    set: (at) =>
      Effect.sync(() => {
        value = at
      }),
    value: () => value,
  }
}

export const reloadMarkerMemory = (marker: ReloadMarkerShape = makeMemoryReloadMarker()): Layer.Layer<ReloadMarker> => Layer.succeed(ReloadMarker, marker)
