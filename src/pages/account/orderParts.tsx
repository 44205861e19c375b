// Pieces the order pages share: an order's status in words, its progress (placed, shipped,
// delivered or cancelled, with times), the tracking facts (carrier, number, expected day, town).
import { css } from 'styled-system/css'
import type { OrderStatusValue } from '../../contract/orderStates'
import type { OrderTracking } from '../../contract/schemas/orders'
import { LOCALE_INFO, type Locale } from '../../contract/site/sites'
import { countryName } from '../../commerce/AddressForm'
import { dayOf, t, type Language } from './pageStrings'

const badge = css({ display: 'inline-block', px: '2', py: '0.5', rounded: 'sm', fontSize: 'sm', fontWeight: 'semibold', bg: 'bg.subtle' })

export function OrderStatus({ status, language }: { status: OrderStatusValue; language: Language }) {
  return (
    <span className={badge} data-testid="order-status">
      {t(language, `status.${status}`)}
    </span>
  )
}

export function TrackingDetails({ tracking, locale }: { tracking: OrderTracking; locale: Locale }) {
  const { language, tag } = LOCALE_INFO[locale]
  return (
    <div data-testid="order-tracking" className={css({ display: 'grid', gap: '2' })}>
      <p>
        {t(language, 'order.status')}: <OrderStatus status={tracking.status} language={language} />
      </p>
      {tracking.carrier && tracking.trackingNumber && <p>{t(language, 'order.carrier', { carrier: tracking.carrier, number: tracking.trackingNumber })}</p>}
      {tracking.estimatedDelivery && <p>{t(language, 'order.expected', { date: dayOf(tracking.estimatedDelivery, tag) })}</p>}
      {tracking.shipTo && <p>{t(language, 'order.shipTo', { city: tracking.shipTo.city, country: countryName(tracking.shipTo.country, language) })}</p>}
      <h3 className={css({ fontWeight: 'semibold', mt: '2' })}>{t(language, 'order.progress')}</h3>
      <ol className={css({ display: 'grid', gap: '1', listStyle: 'decimal', pl: '5' })}>
        {tracking.events.map((event) => (
          <li key={`${event.status}-${event.at}`}>
            <strong>{t(language, `status.${event.status}`)}</strong> · <time dateTime={event.at}>{dayOf(event.at, tag, true)}</time>
          </li>
        ))}
      </ol>
    </div>
  )
}
