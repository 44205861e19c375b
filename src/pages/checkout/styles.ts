// The checkout's shared class names: the main and secondary buttons and a section's title.
import { css } from 'styled-system/css'

export const button = css({
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
export const secondaryButton = css({ h: '11', px: '4', rounded: 'md', borderWidth: '1px', borderColor: 'fg', fontWeight: 'semibold', cursor: 'pointer', _disabled: { opacity: 0.5, cursor: 'not-allowed' } })
export const sectionTitle = css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' })
