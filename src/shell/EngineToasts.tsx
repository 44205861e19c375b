// The engine's toasts: catalogue errors shown as persistent error toasts (dismissed by the shopper),
// engine notices (storage fell back to memory) and short-lived info toasts, in a live region.
import { useState } from 'react'
import { css } from 'styled-system/css'
import { messageFor } from '../api/errorCatalogue'
import type { Toast } from '../engine/effects/Toasts'
import { noticeText } from '../engine/notices'
import { useEngineToasts } from '../engine/react'
import { useSite } from '../site/useSite'
import { t } from '../ui/strings'

const INFO_MS = 5_000

export function EngineToasts() {
  const site = useSite()
  const [toasts, setToasts] = useState<ReadonlyArray<Toast>>([])
  const dismiss = (id: number) => setToasts((all) => all.filter((t) => t.id !== id))
  useEngineToasts((toast) => {
    setToasts((all) => [...all.filter((t) => !(t.code && t.code === toast.code)), toast].slice(-4))
    if (!toast.persistent) setTimeout(() => dismiss(toast.id), INFO_MS)
  })
  const text = (toast: Toast) =>
    toast.notice ? noticeText(toast.notice, site.language) : toast.code ? messageFor(toast.code, site.language, toast.params ?? {}, { serverMessage: toast.message }) : toast.message
  return (
    <div aria-live="polite" className={css({ position: 'fixed', bottom: '4', right: '4', left: { base: '4', md: 'auto' }, zIndex: 'overlay', display: 'grid', gap: '2', maxW: { md: 'sm' } })}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={css({ display: 'flex', gap: '3', alignItems: 'start', p: '3', rounded: 'md', shadow: 'lg', bg: toast.kind === 'error' ? 'danger' : 'fg', color: 'white', fontSize: 'sm' })}
        >
          <p className={css({ flex: '1' })}>{text(toast)}</p>
          <button type="button" onClick={() => dismiss(toast.id)} aria-label={t(site.language, 'toast.dismiss')} className={css({ fontWeight: 'bold', cursor: 'pointer', px: '1' })}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
