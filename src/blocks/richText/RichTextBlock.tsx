// Rich text from the content service, sanitised with DOMPurify (isomorphic-dompurify: jsdom during
// SSR, the browser's DOM on the client) before it reaches the page.
import DOMPurify from 'isomorphic-dompurify'
import { css } from 'styled-system/css'
import type { RichTextSection } from '../../api/schemas/content'
import type { BlockProps } from '../registry'

export function RichTextBlock({ section }: BlockProps<typeof RichTextSection.Type>) {
  const html = DOMPurify.sanitize(section.html, { USE_PROFILES: { html: true } })
  return (
    <div
      className={css({ maxW: '3xl', mx: 'auto', px: { base: '4', md: '6' }, py: '6', lineHeight: 'relaxed', '& h2': { fontSize: '2xl', fontWeight: 'bold', mb: '2' }, '& p': { mb: '3' }, '& a': { textDecoration: 'underline' }, '& ul': { listStyle: 'disc', pl: '5' } })}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
