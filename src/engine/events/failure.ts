// What a reported command failure records for the page that shows it: the command, the catalogue's
// code and message, where it is shown, the HTTP status. Shared by the slices whose failures carry
// the command's name (checkout, account); the cart's own failure event predates it.
import { Schema } from 'effect'
import type { Placement } from '../../contract/errorCatalogue'
import { ErrorParams, PlacementSchema } from '../../api/errors'

export const CommandFailureFields = {
  commandId: Schema.String,
  /** The command that failed (e.g. `checkout.PlaceOrder`, `session.SignIn`). */
  command: Schema.String,
  code: Schema.String,
  message: Schema.String,
  params: ErrorParams,
  placement: PlacementSchema,
  status: Schema.optional(Schema.Number),
}

/** A failure as the state keeps it for the page (the time it was recorded added). */
export interface ShownFailure {
  readonly commandId: string
  readonly command: string
  readonly code: string
  readonly message: string
  readonly params: Readonly<Record<string, string | number>>
  readonly placement: Placement
  readonly at: number
}

export const shownFailure = (payload: Schema.Struct.Type<typeof CommandFailureFields>, at: number): ShownFailure => ({
  commandId: payload.commandId,
  command: payload.command,
  code: payload.code,
  message: payload.message,
  params: { ...payload.params },
  placement: payload.placement,
  at,
})
