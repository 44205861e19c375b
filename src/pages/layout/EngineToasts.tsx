// The engine's toasts: catalogue errors shown as persistent error toasts (dismissed by the shopper),
// engine notices (storage fell back to memory) and short-lived info toasts, in a live region.
// A toast's text is worked out when it arrives, in the shopper's language (the toast holds facts, not
// text); the error catalogue (with failureText) is imported then (the engine that raised the
// toast has loaded it already), so it is not in the page's first scripts.
import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import type { Toast } from '../../engine/effects/Toasts'
import { noticeText } from '../../engine/notices'
import { useEngineToasts } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { t, type Language } from '../../ui/strings'

const INFO_MS = 5_000

/** A toast's text in the shopper's language: it carries facts (a failure's, or a notice), never text. */
const textOf = async (toast: Toast, language: Language): Promise<string> => {
  if (toast.notice) return noticeText(toast.notice, language)
  const { failureText } = await import('../../contract/errorCatalogue')
  return failureText({ ...toast, code: toast.code ?? 'GENERIC' }, language)
}

export function EngineToasts() {
  const site = useSite()
  const [toasts, setToasts] = useState<ReadonlyArray<Toast & { readonly text: string }>>([])
  const dismiss = (id: number) => setToasts((all) => all.filter((t) => t.id !== id))
  useEngineToasts((toast) => {
    void textOf(toast, site.language).then((text) => {
      setToasts((all) => [...all.filter((t) => !(t.code && t.code === toast.code)), { ...toast, text }].slice(-4))
      if (!toast.persistent) setTimeout(() => dismiss(toast.id), INFO_MS)
    })
  })
  return (
    <div aria-live="polite" className={css({ position: 'fixed', bottom: '4', right: '4', left: { base: '4', md: 'auto' }, zIndex: 'overlay', display: 'grid', gap: '2', maxW: { md: 'sm' } })}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={cx(css({ display: 'flex', gap: '3', alignItems: 'start', p: '3', rounded: 'md', shadow: 'lg', color: 'white', fontSize: 'sm' }), toast.kind === 'error' ? css({ bg: 'danger' }) : css({ bg: 'fg' }))}
        >
          <p className={css({ flex: '1' })}>{toast.text}</p>
          <button type="button" onClick={() => dismiss(toast.id)} aria-label={t(site.language, 'toast.dismiss')} className={css({ fontWeight: 'bold', cursor: 'pointer', px: '1' })}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
