// The frame of the sign-in and enrollment dialogs (spec 000 section 2): a modal on wide screens and a
// panel from the bottom on small ones, opening in 250 ms. Native <dialog> gives focus trapping, Escape
// (closing the flow) and the backdrop. A dialog's failures show inside it, as the page's toasts sit
// under the modal.
import { useEffect, useRef, type ReactNode } from 'react'
import { css } from 'styled-system/css'

const dialogStyle = css({
  p: '0',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'bg',
  color: 'fg',
  animation: 'dialogIn 250ms ease-out',
  _backdrop: { bg: 'rgb(0 0 0 / 0.5)' },
  // Small screens: a panel across the bottom; wide ones: a modal in the middle.
  w: { base: '100vw', md: 'min(32rem, 94vw)' },
  maxW: { base: '100vw', md: '94vw' },
  maxH: { base: '92vh', md: '90vh' },
  m: { base: '0', md: 'auto' },
  mt: { base: 'auto', md: 'auto' },
  roundedTop: 'lg',
  roundedBottom: { base: '0', md: 'lg' },
})

export interface FlowDialogProps {
  readonly title: string
  readonly closeLabel: string
  readonly onClose: () => void
  readonly testId: string
  readonly children: ReactNode
}

export function FlowDialog({ title, closeLabel, onClose, testId, children }: FlowDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const close = useRef(onClose)
  close.current = onClose

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
      className={dialogStyle}
      onCancel={(event) => {
        event.preventDefault()
        close.current()
      }}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', px: '5', py: '4', borderBottomWidth: '1px', borderColor: 'border' })}>
        <h2 id={`${testId}-title`} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          {title}
        </h2>
        <button type="button" onClick={() => close.current()} className={css({ textDecoration: 'underline', cursor: 'pointer', fontSize: 'sm' })}>
          {closeLabel}
        </button>
      </div>
      <div className={css({ px: '5', py: '5', display: 'grid', gap: '4' })}>{children}</div>
    </dialog>
  )
}
