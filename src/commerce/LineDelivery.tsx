// A cart line's delivery: how it comes (home, pickup at a store, ship to a store, email), the server's
// notices about it (delivery transitions), and the pickup-in-store dialog to change it. The cart
// shows it only for lines with nothing pending.
import { lazy, Suspense, useState } from 'react'
import { css, cx } from 'styled-system/css'
import type { ChangeDelivery } from '../engine/commands/checkout'
import type { CartItem } from '../contract/schemas/cart'
import { useDispatch } from '../engine/react'
import { DELIVERY_TRANSITIONS } from '../contract/delivery'
import { useSite } from '../site/useSite'
import { t, type StringKey } from './strings'

// The dialog (store and collection-point search through the API client) loads when first opened.
const PickupDialog = lazy(() => import('./PickupDialog').then((m) => ({ default: m.PickupDialog })))

/** `item`: the server's item of the line, from the cart the page shows (the engine's, or a stored copy). */
export function LineDelivery({ item }: { item: CartItem }) {
  const site = useSite()
  const lang = site.language
  const dispatch = useDispatch()
  const [open, setOpen] = useState<null | 'store' | 'point'>(null)
  if (item.bonus) return null
  const itemId = item.id
  const options = item.shippingOptions
  const selected = options?.selected ?? (item.isDigitalProduct ? 'digital' : 'home')
  const store = options?.storeInfo
  const label =
    selected === 'pickup' && store
      ? t(lang, 'delivery.pickup', { store: store.name })
      : selected === 'sts' && store
        ? t(lang, 'delivery.sts', { store: store.name })
        : selected === 'pudo' && store
          ? t(lang, 'delivery.pudoAt', { store: store.name })
          : t(lang, `delivery.${selected === 'pickup' || selected === 'sts' || selected === 'pudo' ? 'home' : selected}`)
  const canPickUp = options?.available.includes('pickup') || options?.available.includes('sts')
  const canUsePoint = options?.available.includes('pudo') ?? false
  const notices = (item.customerNotifications ?? []).filter((n) => DELIVERY_TRANSITIONS.has(n.code))
  return (
    <div data-testid="line-delivery" data-delivery={selected} className={css({ fontSize: 'sm', mt: '1', display: 'grid', gap: '1' })}>
      <p>
        <span className={css({ fontWeight: 'semibold' })}>{t(lang, 'delivery.label')}:</span> {label}
      </p>
      {notices.map((n) => (
        <p key={n.code} role="status" data-notification={n.code} className={cx(css({ fontStyle: 'italic' }), n.type === 'error' ? css({ color: 'danger' }) : css({ color: 'fg' }))}>
          {t(lang, `notification.${n.code}` as StringKey)}
        </p>
      ))}
      {(canPickUp || canUsePoint) && (
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          {canPickUp && (
            <button type="button" onClick={() => setOpen('store')} className={css({ textDecoration: 'underline', cursor: 'pointer', fontWeight: 'semibold' })}>
              {selected === 'pickup' || selected === 'sts' ? t(lang, 'delivery.changeStore') : t(lang, 'delivery.pickupInStore')}
              <span className={css({ srOnly: true })}> {item.name}</span>
            </button>
          )}
          {canUsePoint && (
            <button type="button" onClick={() => setOpen('point')} className={css({ textDecoration: 'underline', cursor: 'pointer' })}>
              {selected === 'pudo' ? t(lang, 'delivery.changePoint') : t(lang, 'delivery.toPoint')}
              <span className={css({ srOnly: true })}> {item.name}</span>
            </button>
          )}
          {(selected === 'pickup' || selected === 'sts' || selected === 'pudo') && (
            <button type="button" onClick={() => void dispatch({ _tag: 'checkout.ChangeDelivery', itemId, action: 'home' } satisfies ChangeDelivery)} className={css({ textDecoration: 'underline', cursor: 'pointer' })}>
              {t(lang, 'delivery.toHome')}
            </button>
          )}
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <PickupDialog
            mode={open}
            sku={item.productId}
            qty={item.qty}
            current={
              store && (open === 'store' ? selected === 'pickup' || selected === 'sts' : selected === 'pudo') ? { storeId: store.storeId, name: store.name } : undefined
            }
            onClose={() => setOpen(null)}
            onChoose={(storeId, sameDay) => {
              const mode = open
              setOpen(null)
              void dispatch({ _tag: 'checkout.ChangeDelivery', itemId, action: mode === 'point' ? 'pudo' : sameDay ? 'pickup' : 'sts', storeId } satisfies ChangeDelivery)
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
