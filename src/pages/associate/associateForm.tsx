// What the associate's small forms share (price adjustments on a cart line, reservations in a store):
// running an engine command while saying it waits for the server, its failure in the catalogue's
// words, a labelled field, and the submit and cancel buttons with the form's own message.
import { Suspense, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { FailureToLocalize } from '../../contract/errorCatalogue'
import type { DispatchResult } from '../../engine/core/types'
import { useDispatch } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { Button } from '../../ui/Button'
import { FailureMessage } from '../../ui/FailureMessage'
import { labelStyle } from '../../ui/formStyles'
import { at } from './strings'

export const formRow = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'end' })

/** Dispatches one command at a time: busy until the engine settles it, its failure kept to show. */
export function useAssociateCommand() {
  const dispatch = useDispatch()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<FailureToLocalize | null>(null)
  const run = async (command: Parameters<typeof dispatch>[0]): Promise<Extract<DispatchResult, { ok: true }> | null> => {
    setBusy(true)
    setFailure(null)
    try {
      const result = await dispatch(command)
      if (result.ok) return result
      setFailure(result.error)
      return null
    } finally {
      setBusy(false)
    }
  }
  return { busy, failure, run }
}

/** "Waiting for the server…" while busy; the failure, as an alert, once there is one. */
export function CommandStatus({ busy, failure, pendingTestId }: { busy: boolean; failure: FailureToLocalize | null; pendingTestId?: string }) {
  const { language: lang } = useSite()
  return (
    <>
      {busy && (
        <p role="status" data-testid={pendingTestId} className={css({ fontStyle: 'italic', color: 'fg.muted' })}>
          {at(lang, 'adjust.pending')}
        </p>
      )}
      {failure && (
        <p role="alert" className={css({ color: 'danger', fontWeight: 'semibold' })}>
          <Suspense fallback={null}>
            <FailureMessage failure={failure} language={lang} />
          </Suspense>
        </p>
      )}
    </>
  )
}

/** A label above its control. */
export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      {children}
    </div>
  )
}

/** Submit and cancel, and the form's own message under them (`invalid.id` is what the field names in aria-describedby). */
export function FormActions({ busy, submitLabel, onCancel, invalid }: { busy: boolean; submitLabel: string; onCancel: () => void; invalid: { id: string; text: string } | null }) {
  const { language: lang } = useSite()
  return (
    <>
      <Button type="submit" size="sm" disabled={busy}>
        {submitLabel}
      </Button>
      <Button size="sm" variant="secondary" onClick={onCancel}>
        {at(lang, 'adjust.cancel')}
      </Button>
      {invalid && (
        <p id={invalid.id} className={css({ color: 'danger', w: 'full' })}>
          {invalid.text}
        </p>
      )}
    </>
  )
}
