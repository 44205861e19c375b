// How handlers call the server: through the Api service, with the call-level rows of the policy
// table (e.g. token 409 → one retry after 2000 ms) applied.
import { Effect } from 'effect'
import type { CallName, ResponseOf } from '../../contract/calls'
import type { RequestInput } from '../../api/client'
import type { ClientError } from '../../api/errors'
import { Api } from '../effects/Api'
import { callRetriesFor, matches } from '../recovery/policy'

export const call = <N extends CallName>(name: N, input: RequestInput<N>): Effect.Effect<ResponseOf<N>, ClientError, Api> =>
  Effect.gen(function* () {
    const api = yield* Api
    let effect = api.request(name, input)
    for (const row of callRetriesFor(name)) {
      if (row.recovery._tag !== 'RetryCall') continue
      effect = effect.pipe(
        Effect.retry({
          schedule: row.recovery.schedule,
          times: row.recovery.times,
          while: (error: ClientError) => matches(row.when, error, { call: name }),
        }),
      )
    }
    return yield* effect
  })
