// The frame both sign-up forms share (the newsletter's e-mail and the SMS subscription's phone,
// spec 002 sections 2, 4, 5): a text field with its hint and error, the policy checkbox, the submit
// button; validated with the contract's generic validators (src/contract/validators.ts) before
// anything is sent, each message tied to its field; then loading, and success (the form cleared, a
// message) or failure (the error's message). Sending is the caller's (a shop action).
import { Suspense, useId, useRef, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { FailureToLocalize } from '../../contract/errorCatalogue'
import type { Link } from '../../contract/schemas/content'
import { check, messageOf, requiredCheckbox, type Failure, type Validator } from '../../contract/validators'
import { ContentLink } from '../../ui/ContentLink'
import { FailureMessage } from '../../ui/FailureMessage'
import { inputStyle, labelStyle } from '../../ui/formStyles'
import type { ActionResult } from '../blockActions'
import type { Language } from '../strings'

export interface SignUpFormProps {
  readonly language: Language
  readonly title: string
  readonly text?: string | undefined
  readonly field: { readonly label: string; readonly type: 'email' | 'tel'; readonly autoComplete: string; readonly hint?: string | undefined; readonly validators: ReadonlyArray<Validator> }
  readonly policy: { readonly label: string; readonly link?: Link | undefined }
  readonly submitText: string
  readonly sendingText: string
  /** The success message for what was sent. */
  readonly success: (value: string) => string
  /** Words a failure: "We could not…: {message}". */
  readonly failedPrefix: (message: string) => string
  readonly onSubmit: (value: string) => Promise<ActionResult>
  readonly onWarm?: () => void
  readonly testId: string
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; value: string } | { kind: 'failed'; failure: FailureToLocalize }

export function SignUpForm(props: SignUpFormProps) {
  const { language, field, policy } = props
  const ids = useId()
  const input = useRef<HTMLInputElement>(null)
  const box = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [errors, setErrors] = useState<{ value?: Failure; policy?: Failure }>({})
  const [status, setStatus] = useState<Status>({ kind: 'idle' })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const valueError = check(value, field.validators)
    const policyError = requiredCheckbox(String(agreed))
    setErrors({ ...(valueError ? { value: valueError } : {}), ...(policyError ? { policy: policyError } : {}) })
    if (valueError) return input.current?.focus()
    if (policyError) return box.current?.focus()
    setStatus({ kind: 'sending' })
    const result = await props.onSubmit(value.trim())
    if (!result.ok) return setStatus({ kind: 'failed', failure: result.failure })
    setStatus({ kind: 'done', value: value.trim() })
    setValue('')
    setAgreed(false)
  }

  const error = (id: string, failure: Failure | undefined) =>
    failure && (
      <p id={id} className={css({ color: 'danger', fontSize: 'sm', mt: '1' })}>
        {messageOf(failure, language)}
      </p>
    )

  return (
    <form noValidate onSubmit={submit} onFocus={props.onWarm} aria-labelledby={`${ids}-title`} data-testid={props.testId} className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '30rem' })}>
      <h2 id={`${ids}-title`} className={css({ textStyle: 'heading.sm' })}>
        {props.title}
      </h2>
      {props.text && <p className={css({ color: 'fg.muted' })}>{props.text}</p>}
      <div>
        <label htmlFor={`${ids}-value`} className={labelStyle}>
          {field.label}
        </label>
        <input
          ref={input}
          id={`${ids}-value`}
          type={field.type}
          autoComplete={field.autoComplete}
          inputMode={field.type === 'tel' ? 'tel' : 'email'}
          value={value}
          maxLength={254}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={errors.value ? true : undefined}
          aria-describedby={[field.hint ? `${ids}-hint` : '', errors.value ? `${ids}-error` : ''].filter(Boolean).join(' ') || undefined}
          className={inputStyle}
        />
        {field.hint && (
          <p id={`${ids}-hint`} className={css({ fontSize: 'xs', color: 'fg.muted', mt: '1' })}>
            {field.hint}
          </p>
        )}
        {error(`${ids}-error`, errors.value)}
      </div>
      <div>
        <label className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', fontSize: 'sm', cursor: 'pointer' })}>
          <input
            ref={box}
            type="checkbox"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
            aria-invalid={errors.policy ? true : undefined}
            aria-describedby={errors.policy ? `${ids}-policy-error` : undefined}
            className={css({ w: '6', h: '6', flexShrink: 0, mt: '-0.5', accentColor: 'token(colors.accent)' })}
          />
          <span>{policy.label}</span>
        </label>
        {policy.link && (
          <ContentLink url={policy.link.url} targetAttribute={policy.link.targetAttribute} className={css({ fontSize: 'sm', textDecoration: 'underline', ml: '9', display: 'inline-block', minH: '6' })}>
            {policy.link.text}
          </ContentLink>
        )}
        {error(`${ids}-policy-error`, errors.policy)}
      </div>
      <div>
        <button type="submit" disabled={status.kind === 'sending'} aria-busy={status.kind === 'sending'} className={button({ variant: 'primary', size: 'md' })}>
          {status.kind === 'sending' ? props.sendingText : props.submitText}
        </button>
      </div>
      <div aria-live="polite" data-testid={`${props.testId}-notification`}>
        {status.kind === 'done' && <p className={css({ p: '3', rounded: 'md', bg: 'success.subtle', color: 'fg', fontWeight: '600' })}>{props.success(status.value)}</p>}
        {status.kind === 'failed' && (
          <p role="alert" className={css({ p: '3', rounded: 'md', bg: 'danger.subtle', color: 'fg' })}>
            <Suspense fallback={props.failedPrefix('…')}>
              <FailureText failure={status.failure} language={language} prefix={props.failedPrefix} />
            </Suspense>
          </p>
        )}
      </div>
    </form>
  )
}

function FailureText({ failure, language, prefix }: { failure: FailureToLocalize; language: Language; prefix: (message: string) => string }) {
  const [before, after] = prefix('\u0000').split('\u0000')
  return (
    <>
      {before}
      <FailureMessage failure={failure} language={language} />
      {after}
    </>
  )
}
