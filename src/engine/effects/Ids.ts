// Command ids (also the Idempotency-Key of the command's calls). Random in the browser, sequential in tests.
import { Context, Effect, Layer } from 'effect'
import { uuid } from '../../api/uuid'

export interface IdsShape {
  readonly commandId: Effect.Effect<string>
}

export class Ids extends Context.Service<Ids, IdsShape>()('summit/engine/Ids') {}

export const IdsLive: Layer.Layer<Ids> = Layer.succeed(Ids, { commandId: Effect.sync(uuid) })

export const idsSequential = (prefix = 'cmd'): Layer.Layer<Ids> =>
  Layer.sync(Ids, () => {
    let n = 0
    return { commandId: Effect.sync(() => `${prefix}-${++n}`) }
  })
