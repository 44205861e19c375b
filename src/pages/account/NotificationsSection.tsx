// Notification preferences: what the shopper hears about (order updates, back in stock, price drops
// on favourites) and how (e-mail, text message). Read when the section shows (a change of nothing),
// saved in one command.
import { useEffect, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { NOTIFICATION_CHANNELS, NOTIFICATION_TOPICS, type NotificationPreference } from '../../contract/schemas/customerCare'
import { useDispatch, useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { Button } from '../../ui/Button'
import { t } from './pageStrings'
import { sectionTitle } from './styles'

const key = (p: Pick<NotificationPreference, 'topic' | 'channel'>) => `${p.topic}/${p.channel}`

export default function NotificationsSection() {
  const site = useSite()
  const lang = site.language
  const dispatch = useDispatch()
  const saved = useEngineState((s) => s.account.notifications)
  const confirmed = useEngineState((s) => s.account.lastDone?.kind === 'notifications')
  const [choices, setChoices] = useState<Record<string, boolean> | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void dispatch({ _tag: 'account.UpdateNotifications', preferences: [] })
  }, [dispatch])
  useEffect(() => {
    if (saved) setChoices(Object.fromEntries(saved.preferences.map((p) => [key(p), p.enabled])))
  }, [saved])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!choices || busy) return
    setBusy(true)
    try {
      const preferences = NOTIFICATION_TOPICS.flatMap((topic) => NOTIFICATION_CHANNELS.map((channel) => ({ topic, channel, enabled: choices[key({ topic, channel })] ?? false })))
      await dispatch({ _tag: 'account.UpdateNotifications', preferences })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="account-notifications" data-testid="account-notifications">
      <h2 id="account-notifications" className={sectionTitle}>
        {t(lang, 'notify.title')}
      </h2>
      <p className={css({ mb: '3' })}>{t(lang, 'notify.intro')}</p>
      {!choices ? (
        <p role="status">{t(lang, 'account.loading')}</p>
      ) : (
        <form onSubmit={(e) => void submit(e)} className={css({ display: 'grid', gap: '3' })}>
          {NOTIFICATION_TOPICS.map((topic) => (
            <fieldset key={topic} className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
              <legend className={css({ fontWeight: 'semibold', mb: '1' })}>{t(lang, `notify.${topic}`)}</legend>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <label key={channel} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                  <input type="checkbox" checked={choices[key({ topic, channel })] ?? false} onChange={(e) => setChoices({ ...choices, [key({ topic, channel })]: e.currentTarget.checked })} />
                  {t(lang, `notify.${channel}`)}
                </label>
              ))}
            </fieldset>
          ))}
          <span className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
            <Button type="submit" disabled={busy}>
              {busy ? t(lang, 'order.busy') : t(lang, 'notify.save')}
            </Button>
            <span role="status" className={css({ color: 'success' })}>
              {confirmed && !busy ? t(lang, 'notify.saved') : ''}
            </span>
          </span>
        </form>
      )}
    </section>
  )
}
