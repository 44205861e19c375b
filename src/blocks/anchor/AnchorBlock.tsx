// Anchor (spec 002 section 2): a named place on the page that in-page links (`#anchorId`, a secondary
// navigation's items) scroll to, clear of the sticky header. It shows nothing unless it has a label.
import { css } from 'styled-system/css'
import type { AnchorSection } from '../../contract/schemas/content'
import type { BlockProps } from '../registry'

export function AnchorBlock({ section }: BlockProps<AnchorSection>) {
  return (
    <div id={section.anchorId} data-block="anchor" className={css({ scrollMarginTop: '6rem', maxW: 'content', mx: 'auto', px: { base: '4', md: '6' } })}>
      {section.label && <p className={css({ textStyle: 'eyebrow', color: 'fg.muted', pt: '4' })}>{section.label}</p>}
    </div>
  )
}
