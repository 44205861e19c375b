// The pickup-in-store dialog (spec 000 section 2): search stores by city or postcode (or the
// shopper's location), see each store's distance and whether the item is there today or can be
// shipped to it, choose one. Choosing another store than the line's current one asks first (the
// change-store confirmation). Store search is a read through TanStack Query; the choice is a command.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { requestPromise } from '../api/client'
import type { CollectionPointsResponse, StoreSearchRequest, StoreSearchResponse, StoreSearchResult } from '../contract/schemas/checkout'
import type { SiteContext } from '../site/useSite'
import { SAME_DAY } from '../contract/delivery'
import { useSite } from '../site/useSite'
import { t } from './strings'
import { inputStyle, labelStyle } from '../ui/formStyles'

/** POST /stores/v1/collectionPoints: a read, cached a minute per search. */
const collectionPointsQuery = (site: SiteContext, body: StoreSearchRequest) =>
  queryOptions({
    queryKey: ['stores', 'collectionPoints', site.brand, site.locale, body] as const,
    queryFn: ({ signal }): Promise<CollectionPointsResponse> =>
      requestPromise('collectionPoints', {
        site: { brand: site.brand, locale: site.locale },
        body: { ...(body.query ? { query: body.query } : {}), ...(body.latitude !== undefined ? { latitude: body.latitude, longitude: body.longitude } : {}), limit: body.limit ?? 8 },
        signal,
      }),
    staleTime: 60_000,
    retry: 1,
  })

export interface PickupDialogProps {
  /** `store`: pickup in store (or ship to store); `point`: a carrier's collection point. */
  readonly mode?: 'store' | 'point'
  readonly sku: string
  readonly qty: number
  readonly current: { readonly storeId: string; readonly name: string } | undefined
  /** `sameDay`: the store has the units (pickup); otherwise they are shipped to it (ship to store). */
  readonly onChoose: (storeId: string, sameDay: boolean) => void
  readonly onClose: () => void
}

/** POST /stores/v1/search: a read (the store list), cached a minute per search. */
const storeSearchQuery = (site: SiteContext, body: StoreSearchRequest) =>
  queryOptions({
    queryKey: ['stores', 'search', site.brand, site.locale, body] as const,
    queryFn: ({ signal }): Promise<StoreSearchResponse> => requestPromise('storeSearch', { site: { brand: site.brand, locale: site.locale }, body, signal }),
    staleTime: 60_000,
    retry: 1,
  })

const button = css({ h: '11', px: '4', rounded: 'md', fontWeight: 'semibold', cursor: 'pointer', borderWidth: '1px', borderColor: 'fg', _disabled: { opacity: 0.5, cursor: 'not-allowed' } })

export function PickupDialog({ mode = 'store', sku, qty, current, onChoose, onClose }: PickupDialogProps) {
  const site = useSite()
  const lang = site.language
  const dialog = useRef<HTMLDialogElement>(null)
  const [text, setText] = useState('')
  const [search, setSearch] = useState<StoreSearchRequest | null>(null)
  const [confirming, setConfirming] = useState<StoreSearchResult | null>(null)
  const results = useQuery({ ...storeSearchQuery(site, search ?? {}), enabled: search !== null && mode === 'store' })
  const points = useQuery({ ...collectionPointsQuery(site, search ?? {}), enabled: search !== null && mode === 'point' })
  const fetching = mode === 'store' ? results.isFetching : points.isFetching
  const none = mode === 'store' ? results.data?.stores.length === 0 : points.data?.points.length === 0

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])

  const choose = (result: StoreSearchResult) => {
    if (current && current.storeId !== result.store.storeId) setConfirming(result)
    else onChoose(result.store.storeId, result.deliveryTime === SAME_DAY)
  }
  const nearMe = () =>
    navigator.geolocation?.getCurrentPosition((position) => setSearch({ latitude: position.coords.latitude, longitude: position.coords.longitude, sku, qty, limit: 8 }))

  return (
    <dialog
      ref={dialog}
      data-testid="pickup-dialog"
      aria-labelledby="pickup-title"
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      className={css({ w: 'min(36rem, 94vw)', maxH: '90vh', p: '5', rounded: 'lg', borderWidth: '1px', borderColor: 'border', _backdrop: { bg: 'rgb(0 0 0 / 0.5)' } })}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: '4' })}>
        <h2 id="pickup-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          {confirming ? t(lang, 'pickup.confirmTitle') : t(lang, mode === 'store' ? 'pickup.title' : 'pudo.title')}
        </h2>
        <button type="button" onClick={onClose} className={css({ textDecoration: 'underline', cursor: 'pointer' })}>
          {t(lang, 'checkout.close')}
        </button>
      </div>
      {confirming && current ? (
        <div data-testid="change-store-confirmation">
          <p className={css({ mb: '4' })}>{t(lang, 'pickup.confirmText', { to: confirming.store.name, from: current.name })}</p>
          <div className={css({ display: 'flex', gap: '3' })}>
            <button type="button" className={button} onClick={() => onChoose(confirming.store.storeId, confirming.deliveryTime === SAME_DAY)}>
              {t(lang, 'pickup.confirm')}
            </button>
            <button type="button" className={button} onClick={() => setConfirming(null)}>
              {t(lang, 'pickup.cancel', { from: current.name })}
            </button>
          </div>
        </div>
      ) : (
        <>
          <form
            onSubmit={(e) => {
              e.preventDefault()
              if (text.trim()) setSearch({ query: text.trim(), sku, qty, limit: 8 })
            }}
            className={css({ display: 'flex', gap: '2', alignItems: 'end', flexWrap: 'wrap', mb: '4' })}
          >
            <div className={css({ flex: '1', minW: '12rem' })}>
              <label htmlFor="pickup-search" className={labelStyle}>
                {t(lang, 'pickup.search')}
              </label>
              <input id="pickup-search" className={inputStyle} value={text} onChange={(e) => setText(e.currentTarget.value)} autoComplete="postal-code" />
            </div>
            <button type="submit" className={button}>
              {t(lang, 'pickup.find')}
            </button>
            <button type="button" className={button} onClick={nearMe}>
              {t(lang, 'pickup.nearMe')}
            </button>
          </form>
          {fetching && <p role="status">{t(lang, 'status.loading')}</p>}
          {none && <p role="status">{t(lang, 'pickup.none')}</p>}
          {mode === 'point' && points.data && points.data.points.length > 0 && (
            <ul aria-label={t(lang, 'pudo.title')} className={css({ display: 'grid', gap: '2', overflowY: 'auto', maxH: '50vh' })}>
              {points.data.points.map((p) => (
                <li key={p.point.storeId} data-testid="collection-point" className={css({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '2', p: '3', borderWidth: '1px', borderColor: 'border', rounded: 'md' })}>
                  <div>
                    <p className={css({ fontWeight: 'bold' })}>{p.point.name}</p>
                    <p className={css({ fontSize: 'sm' })}>
                      {p.point.addressLine1}, {p.point.city} · {t(lang, 'pickup.distance', { km: p.distanceKm })}
                    </p>
                    <p className={css({ fontSize: 'sm' })}>{t(lang, 'pudo.details', { carrier: p.carrier, hours: p.openingHours, time: p.deliveryTime })}</p>
                  </div>
                  <button type="button" className={button} onClick={() => onChoose(p.point.storeId, false)} disabled={current?.storeId === p.point.storeId}>
                    {t(lang, 'pudo.choose')}
                    <span className={css({ srOnly: true })}> {p.point.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {mode === 'store' && results.data && results.data.stores.length > 0 && (
            <ul aria-label={t(lang, 'pickup.results')} className={css({ display: 'grid', gap: '2', overflowY: 'auto', maxH: '50vh' })}>
              {results.data.stores.map((r) => (
                <li key={r.store.storeId} data-testid="pickup-store" className={css({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '2', p: '3', borderWidth: '1px', borderColor: 'border', rounded: 'md' })}>
                  <div>
                    <p className={css({ fontWeight: 'bold' })}>{r.store.name}</p>
                    <p className={css({ fontSize: 'sm' })}>
                      {r.store.addressLine1}, {r.store.city} · {t(lang, 'pickup.distance', { km: r.distanceKm })}
                    </p>
                    <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: r.deliveryTime === SAME_DAY ? 'success' : 'fg' })}>
                      {r.deliveryTime === SAME_DAY ? t(lang, 'pickup.sameDay') : t(lang, 'pickup.shipToStore', { time: r.deliveryTime })}
                    </p>
                  </div>
                  <button type="button" className={button} onClick={() => choose(r)} disabled={current?.storeId === r.store.storeId}>
                    {t(lang, 'pickup.choose')}
                    <span className={css({ srOnly: true })}> {r.store.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </dialog>
  )
}
