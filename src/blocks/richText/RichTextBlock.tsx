// Rich text from the content service. Its HTML is sanitised before it reaches this block: the content
// queries sanitise every page as it is fetched (./sanitize.ts, DOMPurify), so this block renders the
// html of sections that come from those queries only; server and client render the same markup.
// Links to the site's own pages navigate in the app instead of reloading the page (../shared/RichHtml).
import { css } from 'styled-system/css'
import type { RichTextSection } from '../../contract/schemas/content'
import type { BlockProps } from '../registry'
import { RichHtml } from '../shared/RichHtml'

export const prose = css({
  maxW: 'prose',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: 'section',
  fontSize: { base: 'md', md: 'lg' },
  lineHeight: '1.65',
  color: 'fg',
  '& > * + *': { mt: '4' },
  '& h2': { textStyle: 'heading.md', mb: '1' },
  '& h3': { textStyle: 'heading.sm' },
  '& * + h2, & * + h3': { mt: '8' },
  '& p': { color: 'fg.muted' },
  '& a': { color: 'accent.text', textDecoration: 'underline', textUnderlineOffset: '0.2em', fontWeight: '600', _hover: { textDecorationThickness: '2px' } },
  '& ul': { listStyle: 'disc', pl: '6' },
  '& ol': { listStyle: 'decimal', pl: '6' },
  '& li + li': { mt: '1.5' },
  '& strong': { fontWeight: '700', color: 'fg' },
  '& blockquote': { borderLeftWidth: '3px', borderColor: 'accent', pl: '4', fontStyle: 'italic' },
  '& img': { rounded: 'card', h: 'auto' },
})

export function RichTextBlock({ section }: BlockProps<RichTextSection>) {
  // Sanitised by the content query that fetched it (./sanitize.ts).
  return <RichHtml html={section.html} className={prose} data-block="richText" />
}
