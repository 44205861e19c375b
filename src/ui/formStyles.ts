// Styles of the storefront's form fields (text inputs, selects, their labels), shared by the
// checkout's address form, the promo-code form and the store search. A module of its own so a form
// that only needs the look does not import the address form and its phone-number rules
// (libphonenumber, about 28 KB compressed).
import { css } from 'styled-system/css'

export const inputStyle = css({
  w: 'full',
  h: '11',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'md',
  bg: 'bg',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '1px' },
  '&[aria-invalid=true]': { borderColor: 'danger', borderWidth: '2px' },
})
export const labelStyle = css({ display: 'block', fontSize: 'sm', fontWeight: 'semibold', mb: '1' })
