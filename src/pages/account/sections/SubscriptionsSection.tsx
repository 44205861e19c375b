// The newsletter (e-mail) and SMS subscriptions of the account page (spec 002 sections 3 and 4): loaded
// on arrival, each box opts in or out at once (`account.UpdateSubscriptions`; the e-mail and mobile
// number of the profile are the recipients). SMS needs a mobile number in the profile.
import { useEffect } from 'react'
import type { Subscription } from '../../../contract/schemas/profile'
import { selectOnline, useDispatch, useEngineState } from '../../../engine/react'
import { t, type Language } from '../strings'
import { sectionTitle } from '../styles'
import { StepFailure, checkboxRow, formStyle, useSend } from '../enrollment/stepKit'

const optedIn = (subscriptions: ReadonlyArray<Subscription> | null, channel: Subscription['channel']) =>
  subscriptions?.some((s) => s.type === 'Newsletter' && s.channel === channel && s.optin) ?? false

export function SubscriptionsSection({ language, hasPhone }: { language: Language; hasPhone: boolean }) {
  const dispatch = useDispatch()
  const online = useEngineState(selectOnline)
  const subscriptions = useEngineState((s) => s.session.subscriptions)
  const { send, busy, failure } = useSend()
  useEffect(() => {
    void dispatch({ _tag: 'account.LoadSubscriptions' })
  }, [dispatch])
  const toggle = (channel: Subscription['channel'], optin: boolean) => void send({ _tag: 'account.UpdateSubscriptions', changes: [{ type: 'Newsletter', channel, optin }] })
  return (
    <section aria-labelledby="account-subscriptions">
      <h2 id="account-subscriptions" className={sectionTitle}>
        {t(language, 'section.subscriptions')}
      </h2>
      <div className={formStyle} aria-busy={busy || undefined}>
        <label className={checkboxRow}>
          <input type="checkbox" checked={optedIn(subscriptions, 'email')} disabled={busy || !online || subscriptions === null} onChange={(e) => toggle('email', e.currentTarget.checked)} />
          <span>{t(language, 'field.newsletterOptIn')}</span>
        </label>
        <label className={checkboxRow}>
          <input type="checkbox" checked={optedIn(subscriptions, 'sms')} disabled={busy || !online || subscriptions === null || !hasPhone} onChange={(e) => toggle('sms', e.currentTarget.checked)} />
          <span>{t(language, 'field.smsOptIn')}</span>
        </label>
        <StepFailure failure={failure} language={language} />
      </div>
    </section>
  )
}
