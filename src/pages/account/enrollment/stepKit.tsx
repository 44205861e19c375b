// What every step of the sign-in and enrollment flow shares: its props, sending one command while
// showing that it is busy (and a refusal inside the dialog, or at the field it names), the failure
// message, and the buttons' row.
import { Suspense, useState, type ReactNode, type RefObject } from 'react'
import { css } from 'styled-system/css'
import type { DispatchResult } from '../../../engine/Engine'
import type { Command } from '../../../engine/commands/registry'
import { useDispatch } from '../../../engine/react'
import type { CommandFailure } from '../../../engine/commands/command'
import { useHydrating } from '../../../pwa/browser/hydrationMark'
import { Button } from '../../../ui/Button'
import { FailureMessage } from '../../../ui/FailureMessage'
import { t, type Language } from '../strings'
import type { Input, Next, Shopper } from './enrollmentMachine'

export interface StepProps {
  readonly language: Language
  readonly locale: string
  /** The e-mail the shopper gave at the lookup (kept by the flow, never in the URL). */
  readonly email: string
  readonly setEmail: (email: string) => void
  /** The signed-in shopper's facts, or null for a guest (as rendered). */
  readonly shopper: Shopper | null
  /** The same, read now (after a command: the state it left). */
  readonly shopperNow: () => Shopper | null
  /** A notice the step shows on arrival (the reset link was sent). */
  readonly notice: string | null
  readonly online: boolean
  /** Feeds the machine an outcome; the flow moves to the next step. */
  readonly advance: (input: Input) => void
  /** Goes to a step directly (links inside a step). */
  readonly goTo: (next: Next) => void
}

/** Sends commands one at a time: `busy` while one runs, `failure` the last refusal (shown by <StepFailure>). */
export function useSend() {
  const dispatch = useDispatch()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<CommandFailure | null>(null)
  const send = async (command: Command): Promise<DispatchResult | undefined> => {
    if (busy) return undefined
    setBusy(true)
    setFailure(null)
    try {
      const result = await dispatch(command)
      if (!result.ok) setFailure(result.error)
      return result
    } finally {
      setBusy(false)
    }
  }
  return { send, busy, failure, setFailure }
}

export function StepFailure({ failure, language }: { failure: CommandFailure | null; language: Language }) {
  if (!failure) return null
  return (
    <p role="alert" data-testid="flow-error" className={css({ p: '3', rounded: 'md', bg: 'danger.subtle', color: 'danger', fontWeight: 'semibold' })}>
      <Suspense fallback={null}>
        <FailureMessage failure={failure} language={language} />
      </Suspense>
    </p>
  )
}

export const formStyle = css({ display: 'grid', gap: '4' })
export const linkButton = css({ textDecoration: 'underline', cursor: 'pointer', fontSize: 'sm', justifySelf: 'start', _disabled: { opacity: 0.5, cursor: 'not-allowed' } })
export const checkboxRow = css({ display: 'flex', gap: '2', alignItems: 'flex-start', fontSize: 'sm' })

export function Actions({ children }: { children: ReactNode }) {
  return <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' })}>{children}</div>
}

/**
 * A step's form: marked until it has hydrated (what the shopper types before then is replayed into
 * it), no native validation bubbles, `onValid` only once the step's validators pass.
 */
export function StepForm({ form, onValid, children }: { form: { formRef: RefObject<HTMLFormElement | null>; validate: () => boolean }; onValid: () => void; children: ReactNode }) {
  const hydrating = useHydrating(form.formRef)
  return (
    <form
      {...hydrating}
      noValidate
      className={formStyle}
      onSubmit={(e) => {
        e.preventDefault()
        if (form.validate()) onValid()
      }}
    >
      {children}
    </form>
  )
}

interface SubmitRowProps {
  readonly failure: CommandFailure | null
  readonly language: Language
  readonly busy: boolean
  readonly online: boolean
  readonly label: string
  /** The step's other buttons, beside the submit. */
  readonly children?: ReactNode
}

/** The step's refusal, then its buttons: the submit (busy while a command runs, off while offline) and the others. */
export function SubmitRow({ failure, language, busy, online, label, children }: SubmitRowProps) {
  return (
    <>
      <StepFailure failure={failure} language={language} />
      <Actions>
        <Button type="submit" disabled={busy || !online}>
          {busy ? t(language, 'flow.busy') : label}
        </Button>
        {children}
      </Actions>
    </>
  )
}
