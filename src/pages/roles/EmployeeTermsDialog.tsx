// The employee terms dialog (spec 000 sections 2 and 6): an employee who has not accepted the employee
// discount terms sees it after signing in, on every page, until they accept (`account.AcceptEmployeeTerms`,
// kept by the server, so a later sign-in does not ask again). "Not now" or Escape closes it for the page
// shown; the next page asks again.
import { useRouterState } from '@tanstack/react-router'
import { Suspense, useState } from 'react'
import { css } from 'styled-system/css'
import { AcceptEmployeeTerms } from '../../engine/commands/profile'
import { useDispatch, useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { Button } from '../../ui/Button'
import { FailureMessage } from '../../ui/FailureMessage'
import { Modal } from '../../ui/Modal'
import { rt } from './strings'

export function EmployeeTermsDialog() {
  const { language } = useSite()
  const dispatch = useDispatch()
  const path = useRouterState({ select: (s) => s.location.pathname })
  const [closedOn, setClosedOn] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const failure = useEngineState((s) => (s.session.accountError?.command === 'account.AcceptEmployeeTerms' ? s.session.accountError : null))
  if (closedOn === path) return null
  const accept = async () => {
    setBusy(true)
    try {
      await dispatch(AcceptEmployeeTerms.make({}))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal title={rt(language, 'terms.title')} closeLabel={rt(language, 'terms.close')} onClose={() => setClosedOn(path)} testId="employee-terms">
      <p className={css({ mb: '4' })}>{rt(language, 'terms.body')}</p>
      {failure && (
        <p role="alert" className={css({ mb: '4', color: 'danger', fontWeight: 'semibold' })}>
          <Suspense fallback={null}>
            <FailureMessage failure={failure} language={language} />
          </Suspense>
        </p>
      )}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button onClick={() => void accept()} disabled={busy} aria-busy={busy || undefined}>
          {rt(language, busy ? 'terms.accepting' : 'terms.accept')}
        </Button>
        <Button variant="secondary" onClick={() => setClosedOn(path)}>
          {rt(language, 'terms.later')}
        </Button>
      </div>
    </Modal>
  )
}
