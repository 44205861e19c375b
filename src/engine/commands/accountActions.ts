// What the account's commands share: the failure event naming the command (its section shows it),
// with the catalogue variant the server's reason names (ORD410 `digital`, RTN410 `status` and
// `expired`: src/contract/errorCatalogue.ts words each situation on its own).
import { Effect } from 'effect'
import { ApiError, type ClientError } from '../../api/errors'
import { AccountActionFailed, type AccountEvent } from '../events/account'
import { failureFields, type CommandFailure } from './command'

export const accountFailed =
  (command: string) =>
  (commandId: string, failure: CommandFailure): AccountEvent =>
    AccountActionFailed.make(failureFields(commandId, command, failure))

/** The reasons of a code that the catalogue has a variant for (kept here so the engine does not load the catalogue). */
const VARIANTS: Readonly<Record<string, ReadonlyArray<string>>> = { ORD410: ['digital'], RTN410: ['status', 'expired'] }

/** An error whose `params.reason` names a situation the catalogue words on its own carries that variant. */
export const withVariant = <A, R>(effect: Effect.Effect<A, ClientError, R>): Effect.Effect<A, ClientError, R> =>
  effect.pipe(
    Effect.mapError((error) => {
      if (error._tag !== 'ApiError') return error
      const reason = error.params.reason
      return typeof reason === 'string' && VARIANTS[error.code]?.includes(reason) ? new ApiError({ ...error, variant: reason }) : error
    }),
  )
