// Reporting a failure (the policy table's default): the failure as the catalogue words it, the
// command settled as failed with its failure event (rolling its optimistic events back), and a toast
// where the catalogue places it.
import { Effect } from 'effect'
import { messageFor, placementOf } from '../../contract/errorCatalogue'
import type { RequestSite } from '../../api/client'
import { LOCALE_INFO } from '../../contract/site/sites'
import type { CommandError, CommandFailure } from '../commands/command'
import { settledDraft, type Commit } from '../core/commit'
import type { EngineContext, Outcome, Run } from '../core/types'
import { Toasts } from '../effects/Toasts'
import { failureCodeOf } from './policy'

/** What a failure reports: the catalogue code, its localized message, params and placement. */
export const failureOf = (error: CommandError, site: RequestSite): CommandFailure => {
  if (error._tag === 'ApiError') {
    return { code: error.code, message: error.message, params: error.params, placement: error.placement, status: error.status }
  }
  const code = failureCodeOf(error)
  return { code, message: messageFor(code, LOCALE_INFO[site.locale].language), params: {}, placement: placementOf(code) }
}

export const showFailure = (failure: CommandFailure, commandId: string) =>
  Effect.gen(function* () {
    if (failure.placement !== 'toast') return
    yield* (yield* Toasts).show({ kind: 'error', code: failure.code, message: failure.message, params: failure.params, persistent: true, commandId })
  })

export const makeReport = ({ ctx: { site }, commitFor }: { readonly ctx: EngineContext; readonly commitFor: Commit['commitFor'] }) => {
  const report = (r: Run, error: CommandError) =>
    Effect.gen(function* () {
      const failure = failureOf(error, site)
      // Settled first: the failure event (which rolls the optimistic events back) closes the command's story.
      yield* commitFor(r, [...settledDraft(r, 'failed', failure.code), { stream: r.stream, commandId: r.commandId, payload: r.spec.failed(r.commandId, failure) }])
      yield* showFailure(failure, r.commandId)
      return { _tag: 'done', result: { ok: false, commandId: r.commandId, events: r.committed, error: failure }, cause: error } satisfies Outcome
    })
  return report
}

export type Report = ReturnType<typeof makeReport>
