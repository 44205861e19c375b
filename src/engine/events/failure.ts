// What a reported failure records: facts, never text. The catalogue's code and its values, where it
// is shown, the HTTP status, the server's own message (data, in whatever words the server used) and
// the catalogue variant naming the situation. Whatever shows a failure localizes it at render, in its
// reader's language (src/ui/FailureMessage.tsx): the shopper's on the page, the engineer's when a log
// is replayed. `CommandFailureFields` is shared by the slices whose failures carry the command's name
// (checkout, account); the cart's own failure event predates it and carries the same facts.
import { Schema } from 'effect'
import { GENERIC_MESSAGES, LANGUAGES, catalogueEntry, messageFor, type MessageParams, type Placement } from '../../contract/errorCatalogue'
import { ErrorParams, PlacementSchema } from '../../api/errors'

/** The facts of a failure (v2 of every failure event). */
export const FailureFactFields = {
  /** Catalogue code (src/contract/errorCatalogue.ts), e.g. INV408, or NETWORK / TIMEOUT for client-side failures. */
  code: Schema.String,
  /** The error's values (INV408: maxAllowedQty). */
  params: ErrorParams,
  placement: PlacementSchema,
  status: Schema.optional(Schema.Number),
  /** What the server said, as it said it (shown only for a code the catalogue does not know). */
  serverMessage: Schema.optional(Schema.String),
  /** A catalogue variant for the situation (INV700 when moving a saved item to the cart: 'moveToCart'). */
  variant: Schema.optional(Schema.String),
}

/** The facts of a failure, as events, state, toasts and dispatch results carry them. */
export interface FailureFacts {
  readonly code: string
  readonly params: MessageParams
  readonly placement: Placement
  readonly status?: number | undefined
  readonly serverMessage?: string | undefined
  readonly variant?: string | undefined
}

/** The optional facts, present only when known (so an event's JSON holds no empty keys). */
export const optionalFacts = (failure: Pick<FailureFacts, 'status' | 'serverMessage' | 'variant'>) => ({
  ...(failure.status === undefined ? {} : { status: failure.status }),
  ...(failure.serverMessage ? { serverMessage: failure.serverMessage } : {}),
  ...(failure.variant ? { variant: failure.variant } : {}),
})

/** The facts copied from any failure-shaped value (params copied, absent optional facts left out). */
export const failureFacts = (failure: FailureFacts): FailureFacts => ({
  code: failure.code,
  params: { ...failure.params },
  placement: failure.placement,
  ...optionalFacts(failure),
})

export const CommandFailureFields = {
  commandId: Schema.String,
  /** The command that failed (e.g. `checkout.PlaceOrder`, `session.SignIn`). */
  command: Schema.String,
  ...FailureFactFields,
}

/** v1 (superseded): the failure's localized message, in the shopper's language. Upcast by `upcastFailureV1`. */
export const CommandFailureFieldsV1 = {
  commandId: Schema.String,
  command: Schema.String,
  code: Schema.String,
  message: Schema.String,
  params: ErrorParams,
  placement: PlacementSchema,
  status: Schema.optional(Schema.Number),
}

/**
 * A v1 failure payload (with `message`, the text shown to the shopper in their language) as v2's
 * facts, under the tag `tag`. The localized text is dropped: it was the catalogue's message for the
 * code and params the payload still holds, so it is worked out again at render, in the reader's
 * language. Two things the text carried are kept as facts:
 * - for a code the catalogue does not know, v1's message was the server's own message (the
 *   catalogue's fallback), so it becomes `serverMessage`; unless it was the generic message (the
 *   server sent none), which is ours, in the shopper's language, and is dropped;
 * - for a known code whose message was one of the catalogue's variants (INV700's 'moveToCart'), in
 *   any language, the variant is recorded, so the same message shows.
 * Pure: the catalogue is data.
 */
export const upcastFailureV1 = (tag: string, payload: Record<string, unknown>): Record<string, unknown> => {
  const { message, ...rest } = payload
  const code = String(payload.code)
  const params = (payload.params ?? {}) as MessageParams
  const text = typeof message === 'string' ? message : ''
  const entry = catalogueEntry(code)
  let facts: Record<string, unknown> = {}
  if (!entry) {
    const generic = Object.values(GENERIC_MESSAGES).includes(text)
    if (text !== '' && !generic) facts = { serverMessage: text }
  } else {
    const variant = Object.keys(entry.variants ?? {}).find((name) => LANGUAGES.some((language) => messageFor(code, language, params, { variant: name }) === text))
    if (variant) facts = { variant }
  }
  return { ...rest, ...facts, _tag: tag }
}

/** A failure as the state keeps it for the page (the time it was recorded added). */
export interface ShownFailure extends FailureFacts {
  readonly commandId: string
  readonly command: string
  readonly at: number
}

export const shownFailure = (payload: Schema.Struct.Type<typeof CommandFailureFields>, at: number): ShownFailure => ({
  commandId: payload.commandId,
  command: payload.command,
  ...failureFacts(payload),
  at,
})
