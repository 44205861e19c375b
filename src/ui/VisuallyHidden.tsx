// Text for assistive technology only: read by screen readers, invisible on screen.
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

export const visuallyHidden = css({ srOnly: true })

export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id} className={visuallyHidden}>
      {children}
    </span>
  )
}
