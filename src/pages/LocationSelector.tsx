// The location selector page: the brand's countries (named in the shopper's language), each with its
// currency and languages. Choosing one remembers it in the `locale` cookie, which the bare paths
// (/cart, /checkout), the root and the web manifest's start URL follow (src/site/settings.ts), then
// opens that site's home. Without scripts the links still lead there.
import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { css, cx } from 'styled-system/css'
import { locationSelectorQuery } from '../api/queries'
import { LOCALE_INFO, isLocale, type Locale } from '../contract/site/sites'
import type { SiteContext } from '../site/useSite'
import { t } from './sitePageStrings'

const ONE_YEAR = 365 * 24 * 60 * 60

/** Remembers the shopper's choice of site for the paths that carry no locale. */
export const rememberLocale = (locale: Locale): void => {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `locale=${locale}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure}`
}

export function LocationSelector({ site }: { site: SiteContext }) {
  const { data } = useSuspenseQuery(locationSelectorQuery(site))
  const lang = site.language
  return (
    <div className={css({ maxW: '3xl', mx: 'auto', px: { base: '4', md: '6' }, py: '8' })}>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>{t(lang, 'location.title')}</h1>
      <p className={css({ color: 'fg.muted', mt: '2', mb: '6' })}>{t(lang, 'location.intro')}</p>
      <ul className={css({ display: 'grid', gap: '3' })}>
        {data.countries.map((country) => (
          <li key={country.region} className={css({ borderWidth: '1px', borderColor: 'border', rounded: 'card', p: '4', display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '3' })}>
            <h2 className={css({ fontWeight: 'semibold', fontSize: 'lg', flex: '1 1 12rem' })}>
              {country.name}
              <span className={css({ display: 'block', fontWeight: 'normal', fontSize: 'sm', color: 'fg.muted' })}>{t(lang, 'location.currency', { currency: country.currency })}</span>
            </h2>
            <ul className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              {country.sites.filter((s) => isLocale(s.locale)).map((s) => {
                const locale = s.locale as Locale
                const current = locale === site.locale
                return (
                  <li key={locale}>
                    <Link
                      to="/$locale"
                      params={{ locale }}
                      hrefLang={LOCALE_INFO[locale].tag}
                      lang={LOCALE_INFO[locale].tag}
                      onClick={() => rememberLocale(locale)}
                      aria-current={current ? 'page' : undefined}
                      aria-describedby={current ? 'location-current' : undefined}
                      className={cx(
                        css({ display: 'inline-block', px: '4', py: '2', rounded: 'full', borderWidth: '1px', _hover: { bg: 'bg.subtle' } }),
                        current ? css({ borderColor: 'accent', fontWeight: 'semibold' }) : css({ borderColor: 'border', fontWeight: 'normal' }),
                      )}
                    >
                      {s.language}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </li>
        ))}
      </ul>
      <p id="location-current" hidden>
        {t(lang, 'location.current')}
      </p>
    </div>
  )
}
