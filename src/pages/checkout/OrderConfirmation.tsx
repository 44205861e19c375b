// The confirmation after an order: number, lines, delivery, payment and totals, from the order the
// server confirmed (recorded in the engine's log on this device).
import { Link } from '@tanstack/react-router'
// The order is read from the engine's state: preloaded with the page (DECISIONS 12).
import '../../engine/Engine'
import { css } from 'styled-system/css'
import type { Order } from '../../contract/schemas/checkout'
import { selectCheckout, useEngineDemand, useEngineState } from '../../engine/react'
import { formatMoney } from '../../contract/site/money'
import { useSite } from '../../site/useSite'
import { t } from '../../commerce/strings'
import { addressLines } from '../../commerce/AddressForm'
import { CompactLines, methodKey } from '../../commerce/OrderSummary'

export function OrderConfirmation({ orderNumber }: { orderNumber: string }) {
  const site = useSite()
  const lang = site.language
  const checkout = useEngineState(selectCheckout)
  useEngineDemand()
  const order: Order | undefined = checkout.orders[orderNumber]
  if (!order) {
    return (
      <div className={css({ maxW: '3xl', mx: 'auto', px: '4', py: '12', textAlign: 'center', minH: '60vh' })}>
        <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '4' })}>{t(lang, 'order.title')}</h1>
        <p className={css({ mb: '4' })}>{t(lang, 'order.unknown')}</p>
        <Link to="/$locale" params={{ locale: site.locale }} className={css({ textDecoration: 'underline', fontWeight: 'semibold' })}>
          {t(lang, 'cart.continue')}
        </Link>
      </div>
    )
  }
  const money = (n: number) => formatMoney(n, site.locale, order.currency)
  const box = css({ borderWidth: '1px', borderColor: 'border', rounded: 'lg', p: '5' })
  const h2 = css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })
  return (
    <div data-testid="order-confirmation" className={css({ maxW: '5xl', mx: 'auto', px: { base: '4', md: '6' }, py: '8', display: 'grid', gap: '6' })}>
      <div>
        <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '2' })}>{t(lang, 'order.title')}</h1>
        <p className={css({ fontSize: 'lg' })}>
          {t(lang, 'order.number')}: <strong data-testid="order-number">{order.orderNumber}</strong>
        </p>
        {order.email && <p className={css({ color: 'fg.muted' })}>{t(lang, 'order.emailSent', { email: order.email })}</p>}
      </div>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '6' })}>
        <section className={box} aria-labelledby="order-delivery">
          <h2 id="order-delivery" className={h2}>
            {t(lang, 'order.delivery')}
          </h2>
          {order.shipments.map((s) => (
            <div key={s.shippingId} className={css({ fontSize: 'sm', mb: '3' })}>
              {s.method && (
                <p className={css({ fontWeight: 'semibold' })}>
                  {s.method.label} · {s.method.deliveryTime}
                </p>
              )}
              {s.address && (
                <p>
                  {addressLines(s.address, lang).join(', ')}
                </p>
              )}
              {s.store && (
                <p>
                  {s.store.name}, {s.store.addressLine1}, {s.store.city}
                </p>
              )}
            </div>
          ))}
        </section>
        <section className={box} aria-labelledby="order-payment">
          <h2 id="order-payment" className={h2}>
            {t(lang, 'order.payment')}
          </h2>
          <ul className={css({ fontSize: 'sm', display: 'grid', gap: '1' })}>
            {order.paymentMethod.map((p, i) => (
              <li key={i} data-testid="order-payment" className={css({ display: 'flex', justifyContent: 'space-between' })}>
                <span>
                  {t(lang, `order.method.${methodKey(p.payment_method_id)}`)} {p.maskedNumber ?? ''}
                </span>
                <span>{money(p.amount)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className={box} aria-labelledby="order-lines">
        <h2 id="order-lines" className={h2}>
          {t(lang, 'order.lines')}
        </h2>
        <CompactLines items={order.items} money={money} />
        <dl data-testid="order-totals" className={css({ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: '2', fontSize: 'sm', mt: '4', pt: '4', borderTopWidth: '1px', borderColor: 'border' })}>
          <dt>{t(lang, 'cart.subtotal')}</dt>
          <dd>{money(order.totals.itemSubTotal)}</dd>
          {(order.totals.orderDiscount ?? 0) > 0 && (
            <>
              <dt>{t(lang, 'promo.orderDiscount')}</dt>
              <dd>−{money(order.totals.orderDiscount ?? 0)}</dd>
            </>
          )}
          <dt>{t(lang, 'cart.shipping')}</dt>
          <dd>{order.totals.shipping === 0 ? t(lang, 'cart.free') : money(order.totals.shipping)}</dd>
          <dt>{t(lang, 'cart.tax')}</dt>
          <dd>{money(order.totals.tax)}</dd>
          <dt className={css({ fontWeight: 'bold' })}>{t(lang, 'cart.total')}</dt>
          <dd data-testid="order-total" className={css({ fontWeight: 'bold' })}>
            {money(order.totals.total)}
          </dd>
        </dl>
      </section>
      <Link to="/$locale" params={{ locale: site.locale }} className={css({ textDecoration: 'underline', fontWeight: 'semibold' })}>
        {t(lang, 'cart.continue')}
      </Link>
    </div>
  )
}
