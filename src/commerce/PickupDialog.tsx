// The pickup-in-store dialog (spec 000 section 2): search stores by city or postcode (or the
// shopper's location), see each store's distance and whether the item is there today or can be
// shipped to it, choose one. Choosing another store than the line's current one asks first (the
// change-store confirmation). The same dialog shell and store search serve the product page's store
// availability (`StoreAvailabilityDialog`: every store nearest first, with its units of the chosen
// size, nothing to choose). Store search is a read through TanStack Query; a choice is a command.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { collectionPointsQuery, storeAvailabilityQuery, storeSearchQuery } from '../api/storeQueries'
import type { StoreSearchRequest, StoreSearchResult } from '../contract/schemas/checkout'
import { SAME_DAY } from '../contract/delivery'
import { useSite } from '../site/useSite'
import { t, type Language } from './strings'
import { inputStyle, labelStyle } from '../ui/formStyles'

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

const button = css({ h: '11', px: '4', rounded: 'md', fontWeight: 'semibold', cursor: 'pointer', borderWidth: '1px', borderColor: 'fg', _disabled: { opacity: 0.5, cursor: 'not-allowed' } })
const resultList = css({ display: 'grid', gap: '2', overflowY: 'auto', maxH: '50vh' })
const resultRow = css({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '2', p: '3', borderWidth: '1px', borderColor: 'border', rounded: 'md' })

/** A modal <dialog> with a title and a close button (the pickup, collection-point and availability dialogs). */
function StoreDialog({ title, testId, closeLabel, onClose, children }: { title: ReactNode; testId: string; closeLabel: string; onClose: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])
  return (
    <dialog
      ref={dialog}
      data-testid={testId}
      aria-labelledby={`${testId}-title`}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      className={css({ w: 'min(36rem, 94vw)', maxH: '90vh', p: '5', rounded: 'lg', borderWidth: '1px', borderColor: 'border', _backdrop: { bg: 'rgb(0 0 0 / 0.5)' } })}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: '4' })}>
        <h2 id={`${testId}-title`} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          {title}
        </h2>
        <button type="button" onClick={onClose} className={css({ textDecoration: 'underline', cursor: 'pointer' })}>
          {closeLabel}
        </button>
      </div>
      {children}
    </dialog>
  )
}

/** City or postcode, or the shopper's position: what to search from (`extra` joins every search). */
function StoreSearchForm({ language, extra, onSearch }: { language: Language; extra: Omit<StoreSearchRequest, 'query' | 'latitude' | 'longitude'>; onSearch: (search: StoreSearchRequest) => void }) {
  const [text, setText] = useState('')
  const nearMe = () => navigator.geolocation?.getCurrentPosition((position) => onSearch({ latitude: position.coords.latitude, longitude: position.coords.longitude, ...extra }))
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        if (text.trim()) onSearch({ query: text.trim(), ...extra })
      }}
      className={css({ display: 'flex', gap: '2', alignItems: 'end', flexWrap: 'wrap', mb: '4' })}
    >
      <div className={css({ flex: '1', minW: '12rem' })}>
        <label htmlFor="pickup-search" className={labelStyle}>
          {t(language, 'pickup.search')}
        </label>
        <input id="pickup-search" className={inputStyle} value={text} onChange={(e) => setText(e.currentTarget.value)} autoComplete="postal-code" />
      </div>
      <button type="submit" className={button}>
        {t(language, 'pickup.find')}
      </button>
      <button type="button" className={button} onClick={nearMe}>
        {t(language, 'pickup.nearMe')}
      </button>
    </form>
  )
}

export function PickupDialog({ mode = 'store', sku, qty, current, onChoose, onClose }: PickupDialogProps) {
  const site = useSite()
  const lang = site.language
  const [search, setSearch] = useState<StoreSearchRequest | null>(null)
  const [confirming, setConfirming] = useState<StoreSearchResult | null>(null)
  const results = useQuery({ ...storeSearchQuery(site, search ?? {}), enabled: search !== null && mode === 'store' })
  const points = useQuery({ ...collectionPointsQuery(site, search ?? {}), enabled: search !== null && mode === 'point' })
  const fetching = mode === 'store' ? results.isFetching : points.isFetching
  const none = mode === 'store' ? results.data?.stores.length === 0 : points.data?.points.length === 0

  const choose = (result: StoreSearchResult) => {
    if (current && current.storeId !== result.store.storeId) setConfirming(result)
    else onChoose(result.store.storeId, result.deliveryTime === SAME_DAY)
  }

  return (
    <StoreDialog
      testId="pickup-dialog"
      title={confirming ? t(lang, 'pickup.confirmTitle') : t(lang, mode === 'store' ? 'pickup.title' : 'pudo.title')}
      closeLabel={t(lang, 'checkout.close')}
      onClose={onClose}
    >
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
          <StoreSearchForm language={lang} extra={{ sku, qty, limit: 8 }} onSearch={setSearch} />
          {fetching && <p role="status">{t(lang, 'status.loading')}</p>}
          {none && <p role="status">{t(lang, 'pickup.none')}</p>}
          {mode === 'point' && points.data && points.data.points.length > 0 && (
            <ul aria-label={t(lang, 'pudo.title')} className={resultList}>
              {points.data.points.map((p) => (
                <li key={p.point.storeId} data-testid="collection-point" className={resultRow}>
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
            <ul aria-label={t(lang, 'pickup.results')} className={resultList}>
              {results.data.stores.map((r) => (
                <li key={r.store.storeId} data-testid="pickup-store" className={resultRow}>
                  <div>
                    <p className={css({ fontWeight: 'bold' })}>{r.store.name}</p>
                    <p className={css({ fontSize: 'sm' })}>
                      {r.store.addressLine1}, {r.store.city} · {t(lang, 'pickup.distance', { km: r.distanceKm })}
                    </p>
                    <p className={cx(css({ fontSize: 'sm', fontWeight: 'semibold' }), r.deliveryTime === SAME_DAY ? css({ color: 'success' }) : css({ color: 'fg' }))}>
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
    </StoreDialog>
  )
}

export interface StoreAvailabilityDialogProps {
  readonly productId: string
  readonly sku: string
  /** What is asked about, as the shopper chose it ("Ridgeline Jacket, Forest Green, M"). */
  readonly description: string
  readonly onClose: () => void
  /** What a store's row offers beyond its units (a connected associate's reservation, src/pages/associate). */
  readonly storeAction?: (store: { readonly storeId: string; readonly name: string }, quantity: number) => ReactNode
}

/**
 * The product page's store availability: the stores nearest the place searched (store search,
 * nearest first by distance) with their units of this size (the availability call).
 */
export function StoreAvailabilityDialog({ productId, sku, description, onClose, storeAction }: StoreAvailabilityDialogProps) {
  const site = useSite()
  const lang = site.language
  const [search, setSearch] = useState<StoreSearchRequest | null>(null)
  const stores = useQuery({ ...storeSearchQuery(site, search ?? {}), enabled: search !== null })
  const storeIds = stores.data?.stores.map((s) => s.store.storeId) ?? []
  const units = useQuery({ ...storeAvailabilityQuery(site, productId, sku, storeIds), enabled: storeIds.length > 0 })
  const unitsOf = new Map(units.data?.storeInventory.map((s) => [s.storeId, s.quantity]))
  return (
    <StoreDialog testId="availability-dialog" title={t(lang, 'availability.title')} closeLabel={t(lang, 'checkout.close')} onClose={onClose}>
      <p className={css({ mb: '3', fontSize: 'sm' })}>{description}</p>
      <StoreSearchForm language={lang} extra={{ limit: 8 }} onSearch={setSearch} />
      {(stores.isFetching || units.isFetching) && <p role="status">{t(lang, 'status.loading')}</p>}
      {stores.data?.stores.length === 0 && <p role="status">{t(lang, 'pickup.none')}</p>}
      {stores.data && stores.data.stores.length > 0 && units.data && (
        // Not a scrolling list of its own (its rows hold nothing to focus): the dialog scrolls.
        <ul aria-label={t(lang, 'pickup.results')} className={css({ display: 'grid', gap: '2' })}>
          {stores.data.stores.map((r) => {
            const quantity = unitsOf.get(r.store.storeId) ?? 0
            return (
              <li key={r.store.storeId} data-testid="availability-store" data-quantity={quantity} className={resultRow}>
                <div>
                  <p className={css({ fontWeight: 'bold' })}>{r.store.name}</p>
                  <p className={css({ fontSize: 'sm' })}>
                    {r.store.addressLine1}, {r.store.city} · <span data-testid="store-distance">{t(lang, 'pickup.distance', { km: r.distanceKm })}</span>
                  </p>
                  <p className={css({ fontSize: 'sm' })}>{r.phone}</p>
                </div>
                <p className={cx(css({ fontSize: 'sm', fontWeight: 'semibold', alignSelf: 'center' }), quantity > 0 ? css({ color: 'success' }) : css({ color: 'fg.muted' }))}>
                  {quantity > 0 ? t(lang, 'availability.inStock', { count: quantity }) : t(lang, 'availability.none')}
                </p>
                {storeAction && <div className={css({ gridColumn: '1 / -1' })}>{storeAction({ storeId: r.store.storeId, name: r.store.name }, quantity)}</div>}
              </li>
            )
          })}
        </ul>
      )}
    </StoreDialog>
  )
}
