// The current site (brand + locale) for components under /$locale.
import { useRouteContext } from '@tanstack/react-router'
import { LOCALE_INFO, type Brand, type Locale } from '../contract/site/sites'

export interface SiteContext {
  readonly brand: Brand
  readonly locale: Locale
  readonly language: 'en' | 'fr' | 'de'
}

export const useSite = (): SiteContext => {
  const { site } = useRouteContext({ from: '/$locale' })
  return site
}

export const siteContextOf = (brand: Brand, locale: Locale): SiteContext => ({ brand, locale, language: LOCALE_INFO[locale].language })
