// Accordions (spec 002 section 2): questions and answers, each a native disclosure (<details>), so it
// opens and closes by keyboard and without JavaScript. By default opening one closes the others (the
// `name` attribute groups them); allowMultiple lets several stay open; openFirst opens the first.
import { css } from 'styled-system/css'
import type { AccordionSection } from '../../contract/schemas/content'
import type { BlockProps } from '../registry'
import { RichHtml } from '../shared/RichHtml'

export function AccordionBlock({ section }: BlockProps<AccordionSection>) {
  const titleId = `accordion-${section.id}`
  return (
    <section aria-labelledby={section.title ? titleId : undefined} data-block="accordion" className={css({ maxW: 'prose', mx: 'auto', px: { base: '4', md: '6' }, py: 'section' })}>
      {section.title && (
        <h2 id={titleId} className={css({ textStyle: 'heading.md', mb: '4' })}>
          {section.title}
        </h2>
      )}
      <div className={css({ borderTopWidth: '1px', borderColor: 'border' })}>
        {section.items.map((item, i) => (
          <details key={`${i}-${item.title}`} name={section.allowMultiple ? undefined : `accordion-${section.id}`} open={section.openFirst && i === 0 ? true : undefined} className={css({ borderBottomWidth: '1px', borderColor: 'border', '&[open] > summary [data-chevron]': { transform: 'rotate(180deg)' } })}>
            <summary className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4', py: '4', minH: '11', cursor: 'pointer', fontWeight: '600', listStyle: 'none', '&::-webkit-details-marker': { display: 'none' } })}>
              {item.title}
              <svg data-chevron="" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" className={css({ flexShrink: 0, transition: 'transform 200ms' })}>
                <path d="M5 7.5 10 12.5 15 7.5" />
              </svg>
            </summary>
            <RichHtml html={item.richText} className={css({ pb: '4', color: 'fg.muted', lineHeight: '1.6', '& > * + *': { mt: '2' }, '& a': { textDecoration: 'underline', color: 'accent.text' } })} />
          </details>
        ))}
      </div>
    </section>
  )
}
