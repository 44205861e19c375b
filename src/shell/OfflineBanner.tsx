// Network status for the shopper: a banner while the browser is offline, and a short "back online"
// notice when the connection returns. Both are status messages (role=status), inserted only while
// there is something to say, so a page online has no extra status element.
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { t } from '../ui/strings'
import { useSite } from '../site/useSite'

type NetworkStatus = 'online' | 'offline' | 'reconnected'

const RECONNECTED_NOTICE_MS = 6000

export function OfflineBanner() {
  const { language } = useSite()
  // The server and the first client render assume online, so hydration matches; the effect corrects it.
  const [status, setStatus] = useState<NetworkStatus>('online')

  useEffect(() => {
    if (!navigator.onLine) setStatus('offline')
    const offline = () => setStatus('offline')
    const online = () => setStatus((previous) => (previous === 'offline' ? 'reconnected' : previous))
    window.addEventListener('offline', offline)
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('offline', offline)
      window.removeEventListener('online', online)
    }
  }, [])

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
      className={css({
        px: '4',
        py: '2',
        textAlign: 'center',
        fontSize: 'sm',
        fontWeight: 'semibold',
        bg: status === 'offline' ? 'fg' : 'brand',
        color: 'bg',
      })}
    >
      {status === 'offline' ? t(language, 'offline.banner') : t(language, 'offline.back')}
    </p>
  )
}
