// Network status for the shopper: a banner while the browser is offline, and a short "back online"
// notice when the connection returns. Both are status messages (role=status), inserted only while
// there is something to say, so a page online has no extra status element. Offline is what the
// browser says (navigator.onLine, online/offline events) or what the service worker says: a page it
// answered from its cache because the network failed (lie-fi: connected, nothing gets through). In
// that case, the connection is tried every few seconds to notice its return.
//
// The banner floats over the top of the page as a pill and lets taps through to what is under it:
// it appears and goes while the shopper is using the page (on a train, every tunnel), and a banner in
// the page's flow pushed everything down by its height, so a tap meant for a button landed on the
// one above it. e2e/offline.spec.ts measures the layout shift of going offline and back (none).
import { useEffect, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { openedWithoutNetwork } from '../../pwa/browser/openedWithoutNetwork'
import { t } from '../../ui/strings'
import { useSite } from '../../site/useSite'

type NetworkStatus = 'online' | 'offline' | 'reconnected'

const RECONNECTED_NOTICE_MS = 6000
const PROBE_EVERY_MS = 3000

export function OfflineBanner() {
  const { language } = useSite()
  // The server and the first client render assume online, so hydration matches; the effect corrects it.
  const [status, setStatus] = useState<NetworkStatus>('online')

  useEffect(() => {
    if (!navigator.onLine || openedWithoutNetwork()) setStatus('offline')
    const offline = () => setStatus('offline')
    const online = () => setStatus((previous) => (previous === 'offline' ? 'reconnected' : previous))
    window.addEventListener('offline', offline)
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('offline', offline)
      window.removeEventListener('online', online)
    }
  }, [])

  // Offline while the browser says online: only a request that gets through tells the network is back.
  useEffect(() => {
    if (status !== 'offline') return
    // A request only the network answers (the worker passes /fapi through, no-store).
    const timer = setInterval(() => {
      if (navigator.onLine)
        fetch(`/fapi/server/time?probe=${Date.now()}`, { cache: 'no-store' }).then(
          (response) => response.ok && setStatus((previous) => (previous === 'offline' ? 'reconnected' : previous)),
          () => undefined,
        )
    }, PROBE_EVERY_MS)
    return () => clearInterval(timer)
  }, [status])

  useEffect(() => {
    if (status !== 'reconnected') return
    const timer = setTimeout(() => setStatus('online'), RECONNECTED_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [status])

  if (status === 'online') return null
  return (
    <p
      role="status"
      data-network={status}
      className={cx(
        css({
        position: 'fixed',
        top: '2',
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 'overlay',
        pointerEvents: 'none',
        maxW: 'calc(100vw - 2rem)',
        w: 'max-content',
        rounded: 'full',
        boxShadow: 'lg',
        px: '4',
        py: '2',
        textAlign: 'center',
        fontSize: 'sm',
        fontWeight: 'semibold',
        color: 'bg',
        }),
        status === 'offline' ? css({ bg: 'fg' }) : css({ bg: 'brand' }),
      )}
    >
      {status === 'offline' ? t(language, 'offline.banner') : t(language, 'offline.back')}
    </p>
  )
}
