// Reporting a failure (the policy table's default): the failure's facts (code, values, placement), the
// command settled as failed with its failure event (rolling its optimistic events back), and a toast
// where the catalogue places it.
import { Effect } from 'effect'
import { placementOf } from '../../contract/errorCatalogue'
import type { RequestSite } from '../../api/client'
import type { CommandError, CommandFailure } from '../commands/command'
import { settledDraft, type Commit } from '../core/commit'
import type { EngineContext, Outcome, Run } from '../core/types'
import { Toasts } from '../effects/Toasts'
import { failureFacts } from '../events/failure'
import { failureCodeOf } from './policy'

/**
 * What a failure reports: its facts (the catalogue code, its values, placement, status, the server's
 * message as data, the catalogue variant), never localized text: whatever shows it localizes it, in
 * its reader's language. (The site no longer matters: nothing is localized here.)
 */
export const failureOf = (error: CommandError, _site?: RequestSite): CommandFailure => {
  if (error._tag === 'ApiError') {
    return failureFacts({ code: error.code, params: error.params, placement: error.placement, status: error.status, serverMessage: error.serverMessage, variant: error.variant })
  }
  const code = failureCodeOf(error)
  return { code, params: {}, placement: placementOf(code) }
}

export const showFailure = (failure: CommandFailure, commandId: string) =>
  Effect.gen(function* () {
    if (failure.placement !== 'toast') return
    yield* (yield* Toasts).show({ kind: 'error', ...failureFacts(failure), persistent: true, commandId })
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
