// The recovery policy: one table from a typed failure (tag, code, status, call, aggregate) to what
// the engine does about it. The first matching row wins; no row means the failure is reported
// (a `*CommandFailed` event with the catalogue code, and a toast where the catalogue says so).
import { Duration, Effect, Schedule } from 'effect'
import type { CallName } from '../../contract/calls'
import { codeOf } from '../../api/errors'
import type { CommandError } from '../commands/command'
import type { Aggregate } from '../events/storedEvent'

export type RecoveryName = 'cart.recreate' | 'cart.refresh' | 'saved.refresh' | 'session.ensureToken' | 'session.renew'

export type Recovery =
  /** Retry the failing call itself (inside the command, same Idempotency-Key). */
  | { readonly _tag: 'RetryCall'; readonly schedule: Schedule.Schedule<unknown, unknown>; readonly times: number }
  /**
   * Run a recovery, then decide the command again with the next Idempotency-Key `<commandId>.<n>`
   * (at most `reruns` times per row, counted in the log; then the failure is reported).
   */
  | { readonly _tag: 'RecoverThenRerun'; readonly recovery: RecoveryName; readonly reruns: number }
  /** Run a recovery (its events are recorded), then report the failure: ORD430 refreshes the cart so its notices show. */
  | { readonly _tag: 'RecoverThenReport'; readonly recovery: RecoveryName }
  /** AUT498: reset the cart, clear the saved cart and token, error toast, reload after 4000 ms unless the 10 s marker is fresh. */
  | { readonly _tag: 'InvalidCustomer' }
  /** 403 with an appId: the bot-protection event (URL, appId, status, correlation id), reported as BOT_PROTECTION. */
  | { readonly _tag: 'BotProtection' }
  /** The server could not be reached: the command stays queued and is sent again (OUTBOX_RETRY, or when the network returns). */
  | { readonly _tag: 'Outbox' }
  /** Nothing is shown or recorded (the command simply did not happen). */
  | { readonly _tag: 'Ignore' }
  | { readonly _tag: 'Report' }

export interface PolicyMatch {
  readonly tag: CommandError['_tag']
  readonly code?: string
  readonly status?: number | ReadonlyArray<number>
  /** The call that failed (ApiError.call). */
  readonly calls?: ReadonlyArray<CallName>
  /** Calls the row does not apply to. */
  readonly exceptCalls?: ReadonlyArray<CallName>
  readonly aggregate?: Aggregate
}

export interface PolicyRow {
  /** Short and stable: recorded in `CommandRedecided.reason` to count re-runs. */
  readonly id: string
  readonly name: string
  readonly when: PolicyMatch
  readonly recovery: Recovery
}

export const TOKEN_RETRY_DELAY = '2 seconds'
/** AUT498: the page reloads this long after the toast (spec 001 section 9). */
export const INVALID_CUSTOMER_RELOAD_DELAY = '4 seconds'
/** AUT498: no second reload while the marker of the last one is younger than this. */
export const RELOAD_MARKER_TTL_MS = 10_000

/** Backoff of the outbox while the server is unreachable: exponential from 1 s, jittered (±20 %), capped at 30 s. */
export const OUTBOX_RETRY: Schedule.Schedule<Duration.Duration, unknown> = Schedule.exponential('1 second').pipe(
  Schedule.jittered,
  Schedule.modifyDelay(({ duration }) => Effect.succeed(Duration.min(duration, Duration.seconds(30)))),
)

const outbox = { _tag: 'Outbox' } as const

/**
 * The token call, as the storefront's server makes it for the page: renewing a session and exchanging
 * a sign-in code (its answers pass through, docs/decisions/0024).
 */
export const TOKEN_CALLS: ReadonlyArray<CallName> = ['token', 'sessionToken', 'sessionExchange']

export const POLICY: ReadonlyArray<PolicyRow> = [
  {
    id: 'token409',
    name: 'token call 409: retry once after 2000 ms',
    when: { tag: 'ApiError', status: 409, calls: TOKEN_CALLS },
    recovery: { _tag: 'RetryCall', schedule: Schedule.spaced(TOKEN_RETRY_DELAY), times: 1 },
  },
  { id: 'token403', name: 'token call 403: ignored', when: { tag: 'ApiError', status: 403, calls: TOKEN_CALLS }, recovery: { _tag: 'Ignore' } },
  { id: 'token403app', name: 'token call 403 with appId: ignored', when: { tag: 'BotProtectionError', calls: TOKEN_CALLS }, recovery: { _tag: 'Ignore' } },
  { id: 'idm409', name: 'same Idempotency-Key still in flight: wait in the outbox, send again', when: { tag: 'ApiError', code: 'IDM409' }, recovery: outbox },
  {
    id: 'bsk404',
    name: 'BSK404 on a cart call: new cart, run the command once more',
    when: { tag: 'ApiError', code: 'BSK404', aggregate: 'cart' },
    recovery: { _tag: 'RecoverThenRerun', recovery: 'cart.recreate', reruns: 1 },
  },
  {
    id: 'itemGone',
    name: 'the line is gone from the server cart: reload the cart, re-decide the command once',
    when: { tag: 'ApiError', code: 'PLP400', calls: ['cartUpdateItem', 'cartRemoveItem', 'cartSaveForLater'] },
    recovery: { _tag: 'RecoverThenRerun', recovery: 'cart.refresh', reruns: 1 },
  },
  {
    id: 'savedItemGone',
    name: 'the saved item is gone from the list: reload the list, re-decide the command once',
    when: { tag: 'ApiError', code: 'PLP400', calls: ['saveForLaterUpdate', 'saveForLaterRemoveItem'] },
    recovery: { _tag: 'RecoverThenRerun', recovery: 'saved.refresh', reruns: 1 },
  },
  {
    // The access token (short-lived, in this tab's memory) was refused: it ran out early, or the
    // session changed elsewhere (another tab signed in or out, the server ended it: a guest's cart is
    // carried over to the new guest). Not for the session calls themselves,
    // nor for a sign-in's own code (AUT404: used or expired).
    id: 'aut404',
    name: 'access token refused (AUT404): renew the session, run the command once more',
    when: { tag: 'ApiError', code: 'AUT404', exceptCalls: ['sessionToken', 'sessionExchange', 'sessionEnd', 'signIn', 'signOut'] },
    recovery: { _tag: 'RecoverThenRerun', recovery: 'session.renew', reruns: 1 },
  },
  {
    id: 'noToken',
    name: 'no token: ensure one, run the command once more',
    when: { tag: 'MissingTokenError' },
    recovery: { _tag: 'RecoverThenRerun', recovery: 'session.ensureToken', reruns: 1 },
  },
  {
    id: 'ord430',
    name: 'ORD430 at order placement: refresh the cart (its flash notices), then report',
    when: { tag: 'ApiError', code: 'ORD430', calls: ['placeOrder', 'prepareOrder'] },
    recovery: { _tag: 'RecoverThenReport', recovery: 'cart.refresh' },
  },
  {
    id: 'bsk409',
    name: 'BSK409 at order placement (the cart changed since the summary): refresh the cart (the new summary), then report',
    when: { tag: 'ApiError', code: 'BSK409', calls: ['placeOrder'] },
    recovery: { _tag: 'RecoverThenReport', recovery: 'cart.refresh' },
  },
  { id: 'aut498', name: 'AUT498 invalid customer', when: { tag: 'ApiError', code: 'AUT498' }, recovery: { _tag: 'InvalidCustomer' } },
  { id: 'bot', name: '403 with appId: bot protection', when: { tag: 'BotProtectionError' }, recovery: { _tag: 'BotProtection' } },
  { id: 'network', name: 'no network: outbox', when: { tag: 'NetworkError' }, recovery: outbox },
  { id: 'timeout', name: 'no answer in time: outbox (the same key makes a resend safe)', when: { tag: 'TimeoutError' }, recovery: outbox },
  { id: 'gateway', name: 'gateway cannot reach the service: outbox', when: { tag: 'ApiError', status: [502, 503, 504] }, recovery: outbox },
]

export interface FailureContext {
  readonly aggregate?: Aggregate
  /** For call-level lookups (RetryCall). */
  readonly call?: CallName
}

export const matches = (when: PolicyMatch, error: CommandError, context: FailureContext): boolean => {
  if (error._tag !== when.tag) return false
  if (when.code !== undefined && (error._tag !== 'ApiError' || error.code !== when.code)) return false
  if (when.status !== undefined) {
    const statuses = typeof when.status === 'number' ? [when.status] : when.status
    if (error._tag !== 'ApiError' || !statuses.includes(error.status)) return false
  }
  if (when.calls !== undefined || when.exceptCalls !== undefined) {
    const call = context.call ?? ('call' in error ? (error.call as CallName) : undefined)
    if (when.calls !== undefined && (call === undefined || !when.calls.includes(call))) return false
    if (when.exceptCalls !== undefined && call !== undefined && when.exceptCalls.includes(call)) return false
  }
  if (when.aggregate !== undefined && context.aggregate !== when.aggregate) return false
  return true
}

export const REPORT: Recovery = { _tag: 'Report' }

/** The recovery for a failure of a command on `aggregate` (call-level rows are applied by commands/call.ts). */
export const recoveryFor = (error: CommandError, context: FailureContext, policy: ReadonlyArray<PolicyRow> = POLICY): PolicyRow | undefined =>
  policy.find((row) => row.recovery._tag !== 'RetryCall' && matches(row.when, error, context))

/** Call-level retry rows that apply to a call. */
export const callRetriesFor = (call: CallName, policy: ReadonlyArray<PolicyRow> = POLICY): ReadonlyArray<PolicyRow> =>
  policy.filter((row) => row.recovery._tag === 'RetryCall' && (row.when.calls === undefined || row.when.calls.includes(call)))

/** Whether a failure means "the server could not be reached" (the command waits in the outbox). */
export const isTransient = (error: CommandError, context: FailureContext = {}): boolean => recoveryFor(error, context)?.recovery._tag === 'Outbox'

/** The catalogue code a command failure reports. */
export const failureCodeOf = (error: CommandError): string => {
  switch (error._tag) {
    case 'MissingTokenError':
      return 'AUT404'
    case 'NoCartError':
      return 'BSK404'
    case 'TargetGoneError':
      return 'PLP400'
    default:
      return codeOf(error)
  }
}
