// A dialog of the storefront (spec 000 section 2: "a modal on wide screens and a panel on small ones,
// transition 250 ms"): a native <dialog> opened with showModal (focus moves in and is kept there, the
// page behind is inert, Escape closes), a centred box from `md` up and a sheet rising from the
// bottom on phones, with a title and a close button.
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { css } from 'styled-system/css'

export interface ModalProps {
  readonly title: string
  /** Accessible name of the close button, in the shopper's language. */
  readonly closeLabel: string
  readonly onClose: () => void
  readonly children: ReactNode
  readonly testId?: string
  /** Visually hide the title (it stays the dialog's name). */
  readonly hideTitle?: boolean
  /** `narrow`: a form's width (sign-in, enrollment), its fields spaced as a stack. */
  readonly size?: 'wide' | 'narrow'
}

const dialogStyle = css({
  w: { base: '100vw', md: 'min(40rem, 94vw)' },
  // A form's width (sign-in, enrollment).
  '&[data-size=narrow]': { md: { w: 'min(32rem, 94vw)' } },
  m: 'auto',
  p: '0',
  maxW: { base: '100vw', md: '94vw' },
  maxH: { base: '88vh', md: '90vh' },
  mb: { base: '0', md: 'auto' },
  rounded: { base: '0', md: 'lg' },
  roundedTop: 'lg',
  bg: 'bg',
  color: 'fg',
  shadow: 'overlay',
  overflow: 'auto',
  // 250 ms in; with reduced motion the global rule turns transitions off.
  '@starting-style': { opacity: '0', transform: 'translateY(1.5rem)' },
  transition: 'opacity 250ms, transform 250ms',
  _backdrop: { bg: 'rgb(0 0 0 / 0.5)' },
})

const stackStyle = css({ p: '5', display: 'grid', gap: '4' })

export function Modal({ title, closeLabel, onClose, children, testId, hideTitle, size = 'wide' }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
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
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault()
        close.current()
      }}
      data-size={size}
      className={dialogStyle}
    >
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4', px: '5', py: '3', borderBottomWidth: '1px', borderColor: 'border', position: 'sticky', top: '0', bg: 'bg', zIndex: '1' })}>
        <h2 id={titleId} className={hideTitle ? css({ srOnly: true }) : css({ textStyle: 'heading.sm' })}>
          {title}
        </h2>
        <button
          type="button"
          onClick={() => close.current()}
          aria-label={closeLabel}
          className={css({ ml: 'auto', w: '11', h: '11', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', rounded: 'full', cursor: 'pointer', fontSize: 'xl', _hover: { bg: 'bg.subtle' } })}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={size === 'narrow' ? stackStyle : css({ p: '5' })}>{children}</div>
    </dialog>
  )
}
