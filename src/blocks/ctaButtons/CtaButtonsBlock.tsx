// Call-to-action buttons (spec 002 section 2): a row of buttons, optionally under a title, aligned
// left, centred or right, optionally all the same width.
import { css } from 'styled-system/css'
import type { CtaButtonsSection } from '../../contract/schemas/content'
import type { BlockProps } from '../registry'
import { TargetButtons } from '../shared/TargetButtons'

export function CtaButtonsBlock({ section }: BlockProps<CtaButtonsSection>) {
  const alignment = section.alignment ?? 'center'
  return (
    <div data-block="ctaButtons" className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: '6', display: 'flex', flexDirection: 'column', gap: '4' })} style={{ alignItems: alignment === 'center' ? 'center' : alignment === 'right' ? 'flex-end' : 'flex-start' }}>
      {section.title && <h2 className={css({ textStyle: 'heading.sm' })}>{section.title}</h2>}
      <TargetButtons targets={section.targets} alignment={alignment} equalSize={section.equalTargetSize} />
    </div>
  )
}
