// Footer items (spec 002 section 2): the footer's link columns (help pages, the shop's categories...),
// each a navigation landmark named by its title, and a column with the shopper's country, language
// and currency and the link to change them (the location selector), all from the content service's
// footer. Column titles are not headings: the footer repeats on every page and would add its
// headings to each page's outline.
import { css } from 'styled-system/css'
import type { FooterItemsSection } from '../../contract/schemas/content'
import { LOCALE_INFO } from '../../contract/site/sites'
import { ContentLink } from '../../ui/ContentLink'
import type { BlockProps } from '../registry'
import { bt } from '../strings'
import { displayName } from '../../contract/intl'

const linkStyle = css({ display: 'inline-block', py: '1', _hover: { textDecoration: 'underline' } })

export function FooterItemsBlock({ section, site }: BlockProps<FooterItemsSection>) {
  const info = LOCALE_INFO[site.locale]
  const country = displayName(info.tag, 'region', info.region)
  const language = displayName(info.tag, 'language', info.language)
  return (
    <div data-block="footerItems" className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '8' })}>
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } })}>
        {section.columns.map((column, i) => (
          <nav key={`${i}-${column.title}`} aria-label={column.title}>
            <p className={css({ fontWeight: '600', mb: '2' })}>{column.title}</p>
            <ul className={css({ display: 'grid', gap: '0.5', fontSize: 'sm' })}>
              {column.links.map((link, j) => (
                <li key={`${j}-${link.url}`}>
                  <ContentLink url={link.url} targetAttribute={link.targetAttribute} className={linkStyle}>
                    {link.text}
                  </ContentLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {section.locale && (
          <section aria-labelledby={`footer-locale-${section.id}`}>
            <p id={`footer-locale-${section.id}`} className={css({ fontWeight: '600', mb: '2' })}>
              {section.locale.title}
            </p>
            <p className={css({ fontSize: 'sm' })}>{bt(info.language, 'footer.locale', { country, language: language.charAt(0).toLocaleUpperCase(info.tag) + language.slice(1), currency: info.currency })}</p>
            <ContentLink url={section.locale.link.url} className={css({ fontSize: 'sm', textDecoration: 'underline', fontWeight: '600', display: 'inline-block', py: '1' })}>
              {section.locale.link.text}
            </ContentLink>
          </section>
        )}
      </div>
      {section.legal && <p className={css({ mt: '8', fontSize: 'xs', color: 'fg.muted' })}>{section.legal}</p>}
    </div>
  )
}
