// A modal dialog framing a page of a provider: the 3-D Secure challenge of the card's issuer, the
// Klarna approval, or the captcha challenge. The provider's page answers with a window message of a known
// shape from our own origin (the reference provider is served under /api/payments); anything else is
// ignored. Native <dialog> gives focus trapping, Escape and the backdrop.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { DispatchResult } from '../engine/Engine'
import { t, type Language } from './strings'

export interface ProviderMessage {
  readonly type: '3ds-result' | 'klarna-result' | 'captcha-result'
  readonly [field: string]: unknown
}

export interface ProviderDialogProps {
  readonly title: string
  readonly intro?: string
  readonly url: string
  readonly expect: ProviderMessage['type']
  readonly onMessage: (message: ProviderMessage) => void
  readonly onClose: () => void
  readonly closeLabel: string
  readonly testId: string
}

const originOf = (url: string): string => {
  try {
    return new URL(url, window.location.href).origin
  } catch {
    return window.location.origin
  }
}

export function ProviderDialog({ title, intro, url, expect, onMessage, onClose, closeLabel, testId }: ProviderDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const onMessageRef = useRef(onMessage)
  onMessageRef.current = onMessage

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])

  useEffect(() => {
    const provider = originOf(url)
    const listener = (event: MessageEvent) => {
      if (event.origin !== provider) return
      const data = event.data as Partial<ProviderMessage> | null
      if (!data || data.type !== expect) return
      onMessageRef.current(data as ProviderMessage)
    }
    window.addEventListener('message', listener)
    return () => window.removeEventListener('message', listener)
  }, [url, expect])

  return (
    <dialog
      ref={dialog}
      data-testid={testId}
      aria-labelledby={`${testId}-title`}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      className={css({ w: 'min(32rem, 94vw)', p: '0', rounded: 'lg', borderWidth: '1px', borderColor: 'border', _backdrop: { bg: 'rgb(0 0 0 / 0.5)' } })}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', p: '4', borderBottomWidth: '1px', borderColor: 'border' })}>
        <h2 id={`${testId}-title`} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          {title}
        </h2>
        <button type="button" onClick={onClose} className={css({ textDecoration: 'underline', cursor: 'pointer' })}>
          {closeLabel}
        </button>
      </div>
      {intro && <p className={css({ px: '4', pt: '3', fontSize: 'sm' })}>{intro}</p>}
      <iframe title={title} src={url} className={css({ w: 'full', h: '26rem', border: '0' })} />
    </dialog>
  )
}

/**
 * The captcha provider's challenge (the server answered AUT403 with it): `onAnswer` gets the token
 * to send again with, or nothing when the shopper closed it or cancelled.
 */
export function CaptchaDialog({ url, language, onAnswer }: { url: string; language: Language; onAnswer: (token: string | undefined) => void }) {
  return (
    <ProviderDialog
      testId="captcha-dialog"
      title={t(language, 'checkout.captchaDialog')}
      url={url}
      expect="captcha-result"
      closeLabel={t(language, 'checkout.close')}
      onMessage={(message) => onAnswer(typeof message.token === 'string' && message.token !== 'cancelled' ? message.token : undefined)}
      onClose={() => onAnswer(undefined)}
    />
  )
}

/**
 * A step the server may answer with a captcha challenge (`v1.CaptchaRequired`): `askedFor(result,
 * context)` says whether the result asks for one and, if so, opens the challenge, keeping `context`
 * (what the step needs to be sent again); `dialog` is the challenge to render. Its answer sends the
 * step again through `resend`; closing it sends nothing.
 */
export function useCaptchaChallenge<Context>(
  language: Language,
  resend: (token: string, context: Context) => void,
): { readonly askedFor: (result: DispatchResult, context: Context) => boolean; readonly dialog: ReactNode } {
  const [asked, setAsked] = useState<{ readonly url: string; readonly context: Context } | null>(null)
  const askedFor = (result: DispatchResult, context: Context): boolean => {
    const event = result.events.find((e) => e.payload._tag === 'v1.CaptchaRequired')
    if (event?.payload._tag !== 'v1.CaptchaRequired') return false
    setAsked({ url: event.payload.challengeUrl, context })
    return true
  }
  const dialog = asked && (
    <CaptchaDialog
      url={asked.url}
      language={language}
      onAnswer={(token) => {
        setAsked(null)
        if (token) resend(token, asked.context)
      }}
    />
  )
  return { askedFor, dialog }
}
