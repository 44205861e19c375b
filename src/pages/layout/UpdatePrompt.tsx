// "A new version is available — Reload": shown when a new service worker is installed and waiting
// (workbox-window's `waiting` event). Reload lets it take over and reloads the page on the new build;
// until then the page keeps running the version it loaded.
import { useState, useSyncExternalStore } from 'react'
import { css } from 'styled-system/css'
import { t } from '../../ui/strings'
import { applyUpdate, pwaStore } from '../../pwa/browser/registerServiceWorker'
import { useSite } from '../../site/useSite'

export function UpdatePrompt() {
  const { language } = useSite()
  const { updateReady } = useSyncExternalStore(pwaStore.subscribe, pwaStore.getSnapshot, pwaStore.getServerSnapshot)
  const [reloading, setReloading] = useState(false)
  if (!updateReady) return null
  return (
    <section
      aria-label={t(language, 'update.label')}
      className={css({
        position: 'fixed',
        insetX: '4',
        bottom: '4',
        mx: 'auto',
        maxW: 'md',
        zIndex: 'overlay',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '4',
        px: '4',
        py: '3',
        bg: 'fg',
        color: 'bg',
        rounded: 'md',
        boxShadow: 'lg',
      })}
    >
      <p className={css({ fontWeight: 'semibold' })}>{t(language, 'update.text')}</p>
      <button
        type="button"
        disabled={reloading}
        onClick={() => {
          setReloading(true)
          applyUpdate()
        }}
        className={css({ px: '4', py: '2', bg: 'accent', color: 'accent.fg', rounded: 'md', fontWeight: 'bold', cursor: 'pointer', _disabled: { opacity: 0.7, cursor: 'wait' } })}
      >
        {t(language, 'update.reload')}
      </button>
    </section>
  )
}
