// A modal dialog on the native <dialog> element (focus kept inside, Escape closes, the page behind
// inert): a centred modal from `md` up and a panel from the bottom on small screens (spec 000
// section 2), opening with the spec's 250 ms transition. Labelled by its title; the close button is
// the first control after it. The caller decides when it is mounted (mount = open).
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

export interface DialogProps {
  readonly title: ReactNode
  /** Accessible name of the close button ("Close" in the page's language). */
  readonly closeLabel: string
  readonly onClose: () => void
  readonly children: ReactNode
  readonly testId?: string
  /** Wider dialogs (tables, product choices). */
  readonly size?: 'md' | 'lg'
}

/** The spec's dialog transition (000 section 9). */
export const DIALOG_TRANSITION_MS = 250

export function Dialog({ title, closeLabel, onClose, children, testId, size = 'md' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const element = ref.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      className={cx(
        size === 'lg' ? css({ w: { base: '100vw', md: 'min(52rem, 94vw)' } }) : css({ w: { base: '100vw', md: 'min(34rem, 94vw)' } }),
        css({
        maxW: { base: '100vw', md: '94vw' },
        maxH: { base: '88vh', md: '90vh' },
        m: { base: '0', md: 'auto' },
        mt: { base: 'auto', md: 'auto' },
        p: { base: '4', md: '6' },
        roundedTop: 'lg',
        roundedBottom: { base: '0', md: 'lg' },
        borderWidth: '1px',
        borderColor: 'border',
        bg: 'bg',
        color: 'fg',
        overflowY: 'auto',
        _backdrop: { bg: 'rgb(0 0 0 / 0.5)' },
        '&[open]': { animation: `dialogIn ${DIALOG_TRANSITION_MS}ms ease-out` },
        }),
      )}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: '4', mb: '4' })}>
        <h2 id={titleId} className={css({ fontSize: 'xl', fontWeight: 'bold', lineHeight: 'tight' })}>
          {title}
        </h2>
        <button type="button" onClick={onClose} className={css({ textDecoration: 'underline', cursor: 'pointer', flexShrink: 0, minH: '11', px: '1' })}>
          {closeLabel}
        </button>
      </div>
      {children}
    </dialog>
  )
}
