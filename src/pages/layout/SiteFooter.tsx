// Site footer: brand, the store locator, locale switcher (links to the same page type in each locale's home) and legal line.
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { BRAND_INFO, LOCALES, LOCALE_INFO } from '../../contract/site/sites'
import { useSite } from '../../site/useSite'
import { t } from '../../ui/strings'

const LOCALE_NAMES: Record<string, string> = {
  'en-us': 'United States (English)',
  'en-gb': 'United Kingdom (English)',
  'fr-fr': 'France (Français)',
  'en-ca': 'Canada (English)',
  'de-de': 'Deutschland (Deutsch)',
}

export function SiteFooter() {
  const site = useSite()
  return (
    <footer className={css({ mt: '16', borderTopWidth: '1px', borderColor: 'border', bg: 'bg.subtle' })}>
      <div className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '10', display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: '2fr 1fr' } })}>
        <div>
          <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{BRAND_INFO[site.brand].name}</p>
          <p className={css({ color: 'fg.muted', mt: '1' })}>{BRAND_INFO[site.brand].tagline}</p>
          <p className={css({ mt: '4' })}>
            <Link to="/$locale/stores" params={{ locale: site.locale }} className={css({ textDecoration: 'underline' })}>
              {t(site.language, 'footer.stores')}
            </Link>
          </p>
        </div>
        <nav aria-label={t(site.language, 'footer.regions')}>
          <p className={css({ fontWeight: 'semibold', mb: '2' })}>{t(site.language, 'footer.regions')}</p>
          <ul className={css({ display: 'grid', gap: '1', fontSize: 'sm' })}>
            {LOCALES.map((locale) => (
              <li key={locale}>
                <Link
                  to="/$locale"
                  params={{ locale }}
                  hrefLang={LOCALE_INFO[locale].tag}
                  aria-current={locale === site.locale ? 'true' : undefined}
                  className={css({ _hover: { textDecoration: 'underline' }, fontWeight: locale === site.locale ? 'semibold' : 'normal' })}
                >
                  {LOCALE_NAMES[locale]} · {LOCALE_INFO[locale].currency}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
