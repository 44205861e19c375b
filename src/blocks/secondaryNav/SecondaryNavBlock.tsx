// Secondary navigation bar (spec 002 sections 3, 4): a titled row of links (to anchors of the page or
// to other pages) on a colour; aligned right, the items spread across the bar; an optional divider
// between them. On small screens it is a collapsible list (a disclosure button) that closes when a
// link is clicked.
import { useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import type { SecondaryNavSection } from '../../contract/schemas/content'
import { LOCALE_INFO } from '../../contract/site/sites'
import { ContentLink } from '../../ui/ContentLink'
import type { BlockProps } from '../registry'
import { bt } from '../strings'

export function SecondaryNavBlock({ section, site }: BlockProps<SecondaryNavSection>) {
  const lang = LOCALE_INFO[site.locale].language
  const [open, setOpen] = useState(false)
  const listId = useId()
  const label = section.title ?? bt(lang, 'secondaryNav.toggle')
  const spread = section.alignment === 'right'
  return (
    <nav aria-label={label} data-block="secondaryNav" className={css({ bg: 'bg.subtle', borderBottomWidth: '1px', borderColor: 'border' })} style={section.backgroundColor ? { backgroundColor: section.backgroundColor } : undefined}>
      <div className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, display: 'flex', flexDirection: { base: 'column', md: 'row' }, alignItems: { base: 'stretch', md: 'center' }, gap: { base: '0', md: '6' } })}>
        {section.title && (
          <p className={css({ display: { base: 'none', md: 'block' }, fontWeight: '700', py: '3', whiteSpace: 'nowrap' })} style={section.titleColor ? { color: section.titleColor } : undefined}>
            {section.title}
          </p>
        )}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
          className={css({ display: { base: 'flex', md: 'none' }, justifyContent: 'space-between', alignItems: 'center', minH: '11', fontWeight: '700', cursor: 'pointer' })}
          style={section.titleColor ? { color: section.titleColor } : undefined}
        >
          {label}
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
        <ul
          id={listId}
          data-open={open}
          className={cx(
            css({ display: { base: 'none', md: 'flex' }, flexDirection: { base: 'column', md: 'row' }, flexWrap: 'wrap', columnGap: '6', flex: '1', pb: { base: '2', md: '0' }, '&[data-open=true]': { display: 'flex' } }),
            section.divider && css({ md: { '& > li + li': { borderLeftWidth: '1px', borderColor: 'border.strong', pl: '6' } } }),
          )}
          style={spread ? { justifyContent: 'space-between' } : section.alignment === 'center' ? { justifyContent: 'center' } : undefined}
        >
          {section.targets.map((target, i) => (
            <li key={`${i}-${target.url}`}>
              <ContentLink url={target.url} targetAttribute={target.targetAttribute} onClick={() => setOpen(false)} className={css({ display: 'inline-flex', alignItems: 'center', minH: '11', fontSize: 'sm', fontWeight: '600', _hover: { textDecoration: 'underline' } })}>
                {target.text}
              </ContentLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
