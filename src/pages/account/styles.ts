// Shared styles of the sign-in and account pages (buttons use the `button` recipe: ../ui/Button).
import { css } from 'styled-system/css'

export const pageStyle = css({ maxW: '4xl', mx: 'auto', px: { base: '4', md: '6' }, py: '8', minH: '70vh' })

export const linkButton = css({ textDecoration: 'underline', cursor: 'pointer', fontWeight: 'semibold', _disabled: { opacity: 0.5, cursor: 'not-allowed' } })

export const sectionTitle = css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })
