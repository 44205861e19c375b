// Changing the password from the account page: the current one, the new one twice (the generic
// validators: the password rule and same-as), sent as `account.ChangePassword` (Secret: never
// logged). The service refuses a wrong current password (AUT450) and a reused one (AUT451, AUT452);
// other devices' sessions end.
import { useState } from 'react'
import { Field, inputStyle } from '../../../commerce/AddressForm'
import { password as passwordRule, required, sameAs } from '../../../contract/validators'
import { selectOnline, useEngineState } from '../../../engine/react'
import { Button } from '../../../ui/Button'
import { t, type Language } from '../strings'
import { sectionTitle } from '../styles'
import { StepFailure, formStyle, useSend } from '../enrollment/stepKit'
import { useValidatedForm } from '../enrollment/useValidatedForm'

export function PasswordSection({ language }: { language: Language }) {
  const online = useEngineState(selectOnline)
  const { send, busy, failure } = useSend()
  const [changed, setChanged] = useState(false)
  const form = useValidatedForm(
    { current: '', next: '', confirm: '' },
    (values) => ({ current: [required], next: [required, passwordRule], confirm: [required, sameAs(() => values.next, t(language, 'field.newPassword'))] }),
    language,
  )
  const submit = async () => {
    setChanged(false)
    const result = await send({ _tag: 'account.ChangePassword', currentPassword: form.values.current, newPassword: form.values.next })
    if (result?.ok) {
      for (const field of ['current', 'next', 'confirm'] as const) form.set(field, '')
      setChanged(true)
    }
  }
  const field = (name: 'current' | 'next' | 'confirm', label: string, autoComplete: string, hint?: string) => (
    <Field id={`password-${name}`} label={label} error={form.errors[name]} hint={hint}>
      {(aria) => <input {...aria} type="password" className={inputStyle} value={form.values[name]} onChange={(e) => form.set(name, e.currentTarget.value)} autoComplete={autoComplete} />}
    </Field>
  )
  return (
    <section aria-labelledby="account-password">
      <h2 id="account-password" className={sectionTitle}>
        {t(language, 'section.password')}
      </h2>
      <form
        ref={form.formRef}
        noValidate
        className={formStyle}
        onSubmit={(e) => {
          e.preventDefault()
          if (form.validate()) void submit()
        }}
      >
        {field('current', t(language, 'field.currentPassword'), 'current-password')}
        {field('next', t(language, 'field.newPassword'), 'new-password', t(language, 'field.passwordHint'))}
        {field('confirm', t(language, 'field.confirmPassword'), 'new-password')}
        <StepFailure failure={failure} language={language} />
        {changed && <p role="status">{t(language, 'section.passwordChanged')}</p>}
        <div>
          <Button type="submit" variant="secondary" disabled={busy || !online}>
            {busy ? t(language, 'flow.busy') : t(language, 'section.changePassword')}
          </Button>
        </div>
      </form>
    </section>
  )
}
