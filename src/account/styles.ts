// Shared styles of the sign-in and account pages.
import { css } from 'styled-system/css'

export const pageStyle = css({ maxW: '4xl', mx: 'auto', px: { base: '4', md: '6' }, py: '8', minH: '70vh' })

export const primaryButton = css({
  h: '12',
  px: '6',
  rounded: 'md',
  bg: 'accent',
  color: 'accent.fg',
  fontWeight: 'bold',
  cursor: 'pointer',
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'fg', outlineOffset: '2px' },
})

export const linkButton = css({ textDecoration: 'underline', cursor: 'pointer', fontWeight: 'semibold', _disabled: { opacity: 0.5, cursor: 'not-allowed' } })

export const sectionTitle = css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })
