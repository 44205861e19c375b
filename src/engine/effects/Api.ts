// The engine's door to the server: the shared API client (src/api/client.ts) as a service, so tests
// can swap it and nothing in the engine calls fetch.
import { Context, type Effect, Layer } from 'effect'
import type { CallName, ResponseOf } from '../../contract/calls'
import { request, type RequestInput } from '../../api/client'
import type { ClientError } from '../../api/errors'

export interface ApiShape {
  readonly request: <N extends CallName>(name: N, input: RequestInput<N>) => Effect.Effect<ResponseOf<N>, ClientError>
}

export class Api extends Context.Service<Api, ApiShape>()('summit/engine/Api') {}

export const ApiLive: Layer.Layer<Api> = Layer.succeed(Api, { request })
