// Site footer: brand, help pages (static pages of the internal interface) and the shopper's country
// and language with a link to the location selector, and the store locator. (The content-managed footer replaces the link
// lists when the content blocks land: issue 13.)
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { BRAND_INFO, LOCALE_INFO } from '../../contract/site/sites'
import { useSite } from '../../site/useSite'
import { t, type StringKey } from '../../ui/strings'

const HELP_PAGES: ReadonlyArray<readonly [page: string, label: StringKey]> = [
  ['shipping', 'footer.page.shipping'],
  ['returns', 'footer.page.returns'],
  ['terms', 'footer.page.terms'],
  ['privacy', 'footer.page.privacy'],
]

const linkStyle = css({ _hover: { textDecoration: 'underline' } })

export function SiteFooter() {
  const site = useSite()
  const info = LOCALE_INFO[site.locale]
  const country = new Intl.DisplayNames([info.tag], { type: 'region' }).of(info.region) ?? info.region
  const language = new Intl.DisplayNames([info.tag], { type: 'language' }).of(info.language) ?? info.language
  return (
    <footer className={css({ mt: '16', borderTopWidth: '1px', borderColor: 'border', bg: 'bg.subtle' })}>
      <div className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '10', display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: '2fr 1fr 1fr' } })}>
        <div>
          <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{BRAND_INFO[site.brand].name}</p>
          <p className={css({ color: 'fg.muted', mt: '1' })}>{BRAND_INFO[site.brand].tagline}</p>
          <p className={css({ mt: '4' })}>
            <Link to="/$locale/stores" params={{ locale: site.locale }} className={css({ textDecoration: 'underline' })}>
              {t(site.language, 'footer.stores')}
            </Link>
          </p>
        </div>
        <nav aria-label={t(site.language, 'footer.help')}>
          <p className={css({ fontWeight: 'semibold', mb: '2' })}>{t(site.language, 'footer.help')}</p>
          <ul className={css({ display: 'grid', gap: '1', fontSize: 'sm' })}>
            {HELP_PAGES.map(([page, label]) => (
              <li key={page}>
                <Link to="/$locale/pages/$page" params={{ locale: site.locale, page }} className={linkStyle}>
                  {t(site.language, label)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/$locale/track-order" params={{ locale: site.locale }} className={linkStyle}>
                {t(site.language, 'route.trackOrder')}
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-location">
          <p id="footer-location" className={css({ fontWeight: 'semibold', mb: '2' })}>
            {t(site.language, 'footer.regions')}
          </p>
          <p className={css({ fontSize: 'sm' })}>
            {country} · <span className={css({ textTransform: 'capitalize' })}>{language}</span> · {info.currency}
          </p>
          <Link to="/$locale/location-selector" params={{ locale: site.locale }} className={css({ fontSize: 'sm', textDecoration: 'underline', fontWeight: 'semibold' })}>
            {t(site.language, 'footer.changeLocation')}
          </Link>
        </section>
      </div>
    </footer>
  )
}
