// A list of order summaries (the account's recent orders, the history pages): number, day, status,
// items and total, each linking to the order.
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { OrderSummary } from '../../contract/schemas/orders'
import { formatMoney } from '../../contract/site/money'
import { LOCALE_INFO, type Locale } from '../../contract/site/sites'
import { OrderStatus } from './orderParts'
import { dayOf, t } from './pageStrings'

export function OrderList({ orders, locale }: { orders: ReadonlyArray<OrderSummary>; locale: Locale }) {
  const { language, tag } = LOCALE_INFO[locale]
  return (
    <ul className={css({ display: 'grid', gap: '3' })}>
      {orders.map((order) => (
        <li key={order.orderNumber} data-testid="order-summary" className={css({ p: '4', borderWidth: '1px', borderColor: 'border', rounded: 'md', display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' })}>
          <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
            {order.preview[0] && <img src={order.preview[0].image.src} alt="" width={48} height={60} className={css({ rounded: 'sm', bg: 'bg.subtle', objectFit: 'cover' })} />}
            <div>
              <Link to="/$locale/account/orders/$orderNumber" params={{ locale, orderNumber: order.orderNumber }} className={css({ fontWeight: 'semibold', textDecoration: 'underline' })}>
                {t(language, 'orders.number', { number: order.orderNumber })}
              </Link>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {t(language, 'orders.placedOn', { date: dayOf(order.createdAt, tag) })} · {t(language, 'orders.items', { count: order.itemCount })}
              </p>
            </div>
          </div>
          <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
            <OrderStatus status={order.status} language={language} />
            <strong>{formatMoney(order.total, locale, order.currency)}</strong>
          </div>
        </li>
      ))}
    </ul>
  )
}
