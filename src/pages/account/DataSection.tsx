// The shopper's data: one button downloads everything the services keep about them as a JSON file
// (saved on the device by the engine, never in its log).
import { useState } from 'react'
import { css } from 'styled-system/css'
import { useDispatch, useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { Button } from '../../ui/Button'
import { t } from './pageStrings'
import { sectionTitle } from './styles'

export default function DataSection() {
  const site = useSite()
  const lang = site.language
  const dispatch = useDispatch()
  const done = useEngineState((s) => s.account.lastDone?.kind === 'userData')
  const [busy, setBusy] = useState(false)
  const download = async () => {
    if (busy) return
    setBusy(true)
    try {
      await dispatch({ _tag: 'account.DownloadData' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <section aria-labelledby="account-data" data-testid="account-data">
      <h2 id="account-data" className={sectionTitle}>
        {t(lang, 'data.title')}
      </h2>
      <p className={css({ mb: '3' })}>{t(lang, 'data.intro')}</p>
      <span className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <Button variant="secondary" disabled={busy} onClick={() => void download()}>
          {busy ? t(lang, 'order.busy') : t(lang, 'data.download')}
        </Button>
        <span role="status" className={css({ color: 'success' })}>
          {done && !busy ? t(lang, 'data.done') : ''}
        </span>
      </span>
    </section>
  )
}
