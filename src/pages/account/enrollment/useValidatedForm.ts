// A form's values and errors with the generic validators of the contract (src/contract/validators.ts,
// spec 002 section 5): the rules run before anything is sent and their default messages show at the
// fields in the shopper's language; a refusal of the service naming a field (`params.field`, e.g.
// PRO412) shows at that field with the catalogue's message. The first invalid field takes the focus.
import { useRef, useState } from 'react'
import { messageFor } from '../../../contract/errorCatalogue'
import { checkForm, messageOf, type Validator } from '../../../contract/validators'
import type { Language } from '../../../ui/strings'

export interface ValidatedForm<F extends string> {
  readonly values: Readonly<Record<F, string>>
  readonly errors: Partial<Record<F, string>>
  readonly set: (field: F, value: string) => void
  /** Runs the rules; true when the form may be sent (otherwise the errors show and the first invalid field has the focus). */
  readonly validate: () => boolean
  /** Shows a service's refusal at its field; false when it names none of this form's fields. */
  readonly showServerError: (failure: { readonly code: string; readonly params?: Readonly<Record<string, unknown>> } | undefined) => boolean
  readonly formRef: React.RefObject<HTMLFormElement | null>
}

export function useValidatedForm<F extends string>(
  initial: Readonly<Record<F, string>>,
  rules: (values: Readonly<Record<F, string>>) => Readonly<Partial<Record<F, ReadonlyArray<Validator>>>>,
  language: Language,
): ValidatedForm<F> {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({})
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirstInvalid = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus())
  return {
    values,
    errors,
    formRef,
    set: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }))
      setErrors((current) => {
        if (!(field in current)) return current
        const rest = { ...current }
        delete rest[field]
        return rest
      })
    },
    validate: () => {
      const failures = checkForm(values, rules(values))
      const next: Partial<Record<F, string>> = {}
      for (const [field, failure] of Object.entries(failures) as Array<[F, Parameters<typeof messageOf>[0]]>) next[field] = messageOf(failure, language)
      setErrors(next)
      if (Object.keys(next).length > 0) focusFirstInvalid()
      return Object.keys(next).length === 0
    },
    showServerError: (failure) => {
      const field = failure?.params?.field
      if (!failure || typeof field !== 'string' || !(field in values)) return false
      setErrors((current) => ({ ...current, [field]: messageFor(failure.code, language) }))
      focusFirstInvalid()
      return true
    },
  }
}
