// The store locator (/{locale}/stores): the brand's stores in the site's country, nearest first from
// the town or postcode searched (or the shopper's position), with address, phone and distance. The
// search is a GET form, so the page works without JavaScript; the server renders the results
// (store search through the route loader), and with JavaScript the shopper's location can be used.
import { useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { storeSearchQuery } from '../api/storeQueries'
import { formatMessage } from '../contract/messageFormat'
import type { SiteContext } from '../site/useSite'
import { Button } from '../ui/Button'
import { inputStyle, labelStyle } from '../ui/formStyles'
import type { Language } from '../ui/strings'
import { STORE_LOCATOR_TITLE, locatorRequest, type StoreLocatorSearch } from './storeLocatorSearch'
import { numberFormat } from '../contract/intl'

export const STORE_LOCATOR_STRINGS = {
  title: STORE_LOCATOR_TITLE,
  search: { en: 'Town, city or postcode', fr: 'Ville ou code postal', de: 'Ort oder Postleitzahl' },
  find: { en: 'Search', fr: 'Rechercher', de: 'Suchen' },
  nearMe: { en: 'Use my location', fr: 'Utiliser ma position', de: 'Meinen Standort verwenden' },
  all: { en: 'All our stores', fr: 'Tous nos magasins', de: 'Alle unsere Filialen' },
  near: { en: 'Stores nearest {place}', fr: 'Magasins les plus proches de {place}', de: 'Filialen in der Nähe von {place}' },
  nearPosition: { en: 'Stores nearest you', fr: 'Magasins les plus proches de vous', de: 'Filialen in Ihrer Nähe' },
  none: { en: 'No store found near “{place}”. Try a town or postcode nearby.', fr: 'Aucun magasin trouvé près de « {place} ». Essayez une ville ou un code postal proche.', de: 'Keine Filiale in der Nähe von „{place}“ gefunden. Versuchen Sie einen Ort oder eine Postleitzahl in der Nähe.' },
  distance: { en: '{km} km away', fr: 'à {km} km', de: '{km} km entfernt' },
  call: { en: 'Phone', fr: 'Téléphone', de: 'Telefon' },
  count: { en: '{count, plural, one {# store} other {# stores}}', fr: '{count, plural, one {# magasin} other {# magasins}}', de: '{count, plural, one {# Filiale} other {# Filialen}}' },
} as const satisfies Record<string, Record<Language, string>>

const storeLocatorText = (language: Language, key: keyof typeof STORE_LOCATOR_STRINGS, params?: Record<string, string | number>): string =>
  params ? formatMessage(STORE_LOCATOR_STRINGS[key][language], language, params) : STORE_LOCATOR_STRINGS[key][language]

export function StoreLocatorPage({ site, search }: { site: SiteContext; search: StoreLocatorSearch }) {
  const lang = site.language
  const navigate = useNavigate()
  const { data, isPending } = useQuery(storeSearchQuery(site, locatorRequest(search)))
  const [text, setText] = useState(search.q ?? '')
  const inputId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // As the form would without JavaScript (the router would write a postcode as JSON, "%2280302%22").
    const q = text.trim().slice(0, 80)
    void navigate({ href: q ? `/${site.locale}/stores?q=${encodeURIComponent(q)}` : `/${site.locale}/stores` })
  }
  const nearMe = () =>
    navigator.geolocation?.getCurrentPosition((position) =>
      navigate({ to: '/$locale/stores', params: { locale: site.locale }, search: { lat: Number(position.coords.latitude.toFixed(4)), lng: Number(position.coords.longitude.toFixed(4)) } }),
    )
  const heading = search.q ? storeLocatorText(lang, 'near', { place: search.q }) : search.lat !== undefined ? storeLocatorText(lang, 'nearPosition') : storeLocatorText(lang, 'all')
  return (
    <div className={css({ maxW: '5xl', mx: 'auto', px: { base: '4', md: '6' }, py: '8', display: 'grid', gap: '6' })}>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>{storeLocatorText(lang, 'title')}</h1>
      <form method="get" onSubmit={submit} role="search" aria-label={storeLocatorText(lang, 'title')} className={css({ display: 'flex', gap: '3', alignItems: 'end', flexWrap: 'wrap' })}>
        <div className={css({ flex: '1', minW: '14rem' })}>
          <label htmlFor={inputId} className={labelStyle}>
            {storeLocatorText(lang, 'search')}
          </label>
          <input id={inputId} name="q" value={text} maxLength={80} onChange={(e) => setText(e.currentTarget.value)} autoComplete="postal-code" className={inputStyle} />
        </div>
        <Button type="submit">{storeLocatorText(lang, 'find')}</Button>
        <Button variant="secondary" onClick={nearMe}>
          {storeLocatorText(lang, 'nearMe')}
        </Button>
      </form>
      <section aria-labelledby="store-results">
        <h2 id="store-results" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '1' })}>
          {heading}
        </h2>
        {isPending ? null : !data || data.stores.length === 0 ? (
          <p role="status">{storeLocatorText(lang, 'none', { place: search.q ?? '' })}</p>
        ) : (
          <>
            <p role="status" className={css({ color: 'fg.muted', mb: '4' })}>
              {storeLocatorText(lang, 'count', { count: data.stores.length })}
            </p>
            <ol data-testid="store-list" className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } })}>
              {data.stores.map((r) => (
                <li key={r.store.storeId} data-testid="store" className={css({ p: '4', borderWidth: '1px', borderColor: 'border', rounded: 'md', display: 'grid', gap: '1' })}>
                  <h3 className={css({ fontWeight: 'bold' })}>{r.store.name}</h3>
                  <address className={css({ fontStyle: 'normal' })}>
                    {r.store.addressLine1}
                    <br />
                    {r.store.postalCode} {r.store.city}
                  </address>
                  <p>
                    {storeLocatorText(lang, 'call')}: <a href={`tel:${r.phone.replace(/\s/g, '')}`} className={css({ textDecoration: 'underline' })}>{r.phone}</a>
                  </p>
                  {(search.q || search.lat !== undefined) && <p className={css({ color: 'fg.muted', fontSize: 'sm' })} data-testid="store-distance">{storeLocatorText(lang, 'distance', { km: numberFormat(site.locale, { maximumFractionDigits: 1 }).format(r.distanceKm) })}</p>}
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  )
}
