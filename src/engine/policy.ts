// The recovery policy: one table from a typed failure (tag, code, status, call, aggregate) to what
// the engine does about it. The first matching row wins; no row means the failure is reported
// (a `*CommandFailed` event with the catalogue code, and a toast where the catalogue says so).
import { Schedule } from 'effect'
import type { CallName } from '../api/calls'
import { codeOf } from '../api/errors'
import type { CommandError } from './commands/command'
import type { Aggregate } from './events/storedEvent'

export type RecoveryName = 'cart.recreate' | 'session.ensureToken'

export type Recovery =
  /** Retry the failing call itself (inside the command, same Idempotency-Key). */
  | { readonly _tag: 'RetryCall'; readonly schedule: Schedule.Schedule<unknown, unknown>; readonly times: number }
  /** Run a recovery, then decide the command again (at most `reruns` times; then it is reported). */
  | { readonly _tag: 'RecoverThenRerun'; readonly recovery: RecoveryName; readonly reruns: number }
  /** Hook (AUT498, later issue): reset cart, clear saved cart, error toast, reload after 4000 ms behind the 10 s marker. */
  | { readonly _tag: 'InvalidCustomer' }
  /** Hook (later issue): a 403 with appId raises the bot-protection event with response and URL, then auto-retries. */
  | { readonly _tag: 'BotProtection' }
  /** Hook (later issue): no network → the command waits in the outbox, sent in order when the network returns. */
  | { readonly _tag: 'Outbox' }
  | { readonly _tag: 'Report' }

export interface PolicyMatch {
  readonly tag: CommandError['_tag']
  readonly code?: string
  readonly status?: number
  /** The call that failed (ApiError.call). */
  readonly calls?: ReadonlyArray<CallName>
  readonly aggregate?: Aggregate
}

export interface PolicyRow {
  readonly name: string
  readonly when: PolicyMatch
  readonly recovery: Recovery
}

export const TOKEN_RETRY_DELAY = '2 seconds'

export const POLICY: ReadonlyArray<PolicyRow> = [
  {
    name: 'token call 409: retry once after 2000 ms',
    when: { tag: 'ApiError', status: 409, calls: ['token'] },
    recovery: { _tag: 'RetryCall', schedule: Schedule.spaced(TOKEN_RETRY_DELAY), times: 1 },
  },
  {
    name: 'BSK404 on a cart call: new cart, run the command once more',
    when: { tag: 'ApiError', code: 'BSK404', aggregate: 'cart' },
    recovery: { _tag: 'RecoverThenRerun', recovery: 'cart.recreate', reruns: 1 },
  },
  {
    name: 'no token yet: ensure a guest token, run the command once more',
    when: { tag: 'MissingTokenError' },
    recovery: { _tag: 'RecoverThenRerun', recovery: 'session.ensureToken', reruns: 1 },
  },
  { name: 'AUT498 invalid customer', when: { tag: 'ApiError', code: 'AUT498' }, recovery: { _tag: 'InvalidCustomer' } },
  { name: '403 with appId: bot protection', when: { tag: 'BotProtectionError' }, recovery: { _tag: 'BotProtection' } },
  { name: 'no network: outbox', when: { tag: 'NetworkError' }, recovery: { _tag: 'Outbox' } },
]

export interface FailureContext {
  readonly aggregate?: Aggregate
  /** For call-level lookups (RetryCall). */
  readonly call?: CallName
}

export const matches = (when: PolicyMatch, error: CommandError, context: FailureContext): boolean => {
  if (error._tag !== when.tag) return false
  if (when.code !== undefined && (error._tag !== 'ApiError' || error.code !== when.code)) return false
  if (when.status !== undefined && (error._tag !== 'ApiError' || error.status !== when.status)) return false
  if (when.calls !== undefined) {
    const call = context.call ?? ('call' in error ? (error.call as CallName) : undefined)
    if (call === undefined || !when.calls.includes(call)) return false
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

/** The catalogue code a command failure reports. */
export const failureCodeOf = (error: CommandError): string => {
  switch (error._tag) {
    case 'MissingTokenError':
      return 'AUT404'
    case 'NoCartError':
      return 'BSK404'
    default:
      return codeOf(error)
  }
}
