// Button: a native <button> styled by the `button` recipe. For a link that looks like a button, put
// `button({ variant, size })` from 'styled-system/recipes' on the <Link> (see ContentLink).
import type { ButtonHTMLAttributes } from 'react'
import { cx } from 'styled-system/css'
import { button, type ButtonVariantProps } from 'styled-system/recipes'

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariantProps

export function Button({ variant, size, fullWidth, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={cx(button({ variant, size, fullWidth }), className)} {...rest} />
}
