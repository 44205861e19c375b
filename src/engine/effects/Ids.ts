// Command ids (also the Idempotency-Key of the command's calls) and a tab's own id (its lock, core/tabs.ts).
// Random in the browser, sequential in tests.
import { Context, Effect, Layer } from 'effect'
import { uuid } from '../../api/uuid'

export interface IdsShape {
  readonly commandId: Effect.Effect<string>
  /** An id for this tab among the browser's tabs (names its lock: core/tabs.ts). */
  readonly tabId: Effect.Effect<string>
}

export class Ids extends Context.Service<Ids, IdsShape>()('summit/engine/Ids') {}

export const IdsLive: Layer.Layer<Ids> = Layer.succeed(Ids, { commandId: Effect.sync(uuid), tabId: Effect.sync(uuid) })

/** Tabs of one test (or one simulated browser) may share a prefix: their ids differ all the same. */
let tabsNamed = 0

export const idsSequential = (prefix = 'cmd'): Layer.Layer<Ids> =>
  Layer.sync(Ids, () => {
    let n = 0
    return { commandId: Effect.sync(() => `${prefix}-${++n}`), tabId: Effect.sync(() => `${prefix}~${++tabsNamed}`) }
  })
