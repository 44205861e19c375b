// Typed failures of the API client. One tagged error per kind of failure; the engine's recovery
// policy (src/engine/recovery/policy.ts) and the UI match on `_tag` and, for ApiError, on `code`.
import { Schema } from 'effect'

export const PlacementSchema = Schema.Literals(['top', 'input', 'placementInline', 'toast'])

export const ErrorParams = Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number]))

/**
 * The server answered with an error detail (spec 001 section 8). `code` is the first detail's
 * errorId (or GENERIC when the response carried none), `params` its values, `serverMessage` the
 * server's own words (data: the detail's message, else the HTTP status text; empty when the client
 * decided the failure itself), `placement` where the catalogue says it is shown. No localized text:
 * whatever shows the failure asks the catalogue at render, in its reader's language
 * (src/ui/FailureMessage.tsx). `variant` names a catalogue variant for the situation (INV700 when
 * moving a saved item to the cart: 'moveToCart').
 */
export class ApiError extends Schema.TaggedError<ApiError>()('ApiError', {
  code: Schema.String,
  serverMessage: Schema.String,
  status: Schema.Number,
  params: ErrorParams,
  correlationId: Schema.String,
  placement: PlacementSchema,
  variant: Schema.optional(Schema.String),
  call: Schema.String,
  method: Schema.String,
  url: Schema.String,
}) {}

/** 403 carrying an appId: the bot-protection layer wants a challenge; carries the URL and response body. */
export class BotProtectionError extends Schema.TaggedError<BotProtectionError>()('BotProtectionError', {
  appId: Schema.String,
  status: Schema.Number,
  call: Schema.String,
  url: Schema.String,
  body: Schema.Unknown,
  correlationId: Schema.String,
}) {}

/** No response: offline, DNS, connection reset, CORS, or the caller aborted. */
export class NetworkError extends Schema.TaggedError<NetworkError>()('NetworkError', {
  call: Schema.String,
  url: Schema.String,
  message: Schema.String,
}) {}

/** No response within the runtime's timeoutMs; the request was aborted. */
export class TimeoutError extends Schema.TaggedError<TimeoutError>()('TimeoutError', {
  call: Schema.String,
  url: Schema.String,
  timeoutMs: Schema.Number,
}) {}

/** A body did not match its schema: the response (or, for `direction: 'request'`, what we were about to send). */
export class DecodeError extends Schema.TaggedError<DecodeError>()('DecodeError', {
  call: Schema.String,
  url: Schema.String,
  direction: Schema.Literals(['request', 'response']),
  message: Schema.String,
}) {}

export type ClientError = ApiError | BotProtectionError | NetworkError | TimeoutError | DecodeError

export { isClientError } from './clientErrorTags'

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

/** The catalogue code a failure reports (client-side codes for failures without a response). */
export const codeOf = (error: ClientError): string => {
  switch (error._tag) {
    case 'ApiError':
      return error.code
    case 'BotProtectionError':
      return 'BOT_PROTECTION'
    case 'NetworkError':
      return 'NETWORK'
    case 'TimeoutError':
      return 'TIMEOUT'
    case 'DecodeError':
      return 'DECODE'
  }
}
