// /{locale}/account/orders/{orderNumber}: one order of the signed-in shopper — its status and
// tracking, items, totals and addresses — and what its state allows (src/contract/orderStates.ts):
// cancel (after a confirmation), download the invoice (a PDF saved on the device), get a return
// label, send the e-gift card e-mails again. Each is an engine command; the page shows it pending
// until the service answers, then the answer or the catalogue's message.
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { cancelRefusal, invoiceAvailable, returnRefusal, type OrderFacts } from '../../contract/orderStates'
import type { Order } from '../../contract/schemas/checkout'
import type { ReturnLabel } from '../../contract/schemas/orders'
import { formatMoney } from '../../contract/site/money'
import { LOCALE_INFO, type Locale } from '../../contract/site/sites'
import { AddressBlock, countryName } from '../../commerce/AddressForm'
import type { Command } from '../../engine/commands/registry'
import { useDispatch, useEngineDemand, useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { Button } from '../../ui/Button'
import { OrderStatus, TrackingDetails } from './orderParts'
import { dayOf, t, type Language } from './pageStrings'
import { pageStyle, sectionTitle } from './styles'
import { useSignedInOnly } from './useSignedInOnly'

const box = css({ p: '4', borderWidth: '1px', borderColor: 'border', rounded: 'md' })

function ReturnLabelView({ label, locale }: { label: ReturnLabel; locale: Locale }) {
  const { language, tag } = LOCALE_INFO[locale]
  return (
    <section aria-labelledby="return-label" data-testid="return-label" className={`${box} ${css({ borderStyle: 'dashed', borderWidth: '2px' })}`}>
      <h3 id="return-label" className={css({ fontWeight: 'bold', mb: '2' })}>
        {t(language, 'order.labelTitle')} · {label.carrier}
      </h3>
      <p className={css({ fontFamily: 'mono', fontSize: 'lg', letterSpacing: 'wider' })}>{t(language, 'order.labelNumber', { number: label.labelNumber })}</p>
      <p>{t(language, 'order.returnBy', { carrier: label.carrier, date: dayOf(label.returnBy, tag) })}</p>
      <p className={css({ mt: '2', fontWeight: 'semibold' })}>{t(language, 'order.sendTo')}</p>
      <address className={css({ fontStyle: 'normal' })}>
        {label.returnAddress.name}
        <br />
        {label.returnAddress.addressLine1}
        <br />
        {label.returnAddress.postalCode} {label.returnAddress.city}
        <br />
        {countryName(label.returnAddress.country, language)}
      </address>
      <ul className={css({ mt: '2', fontSize: 'sm' })}>
        {label.items.map((item) => (
          <li key={item.name}>
            {item.qty} × {item.name}
          </li>
        ))}
      </ul>
      <Button variant="secondary" className={css({ mt: '3' })} onClick={() => window.print()}>
        {t(language, 'order.print')}
      </Button>
    </section>
  )
}

function OrderBody({ order, locale, language }: { order: Order; locale: Locale; language: Language }) {
  const delivery = order.shipments.find((s) => s.address)?.address
  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <section aria-labelledby="order-items">
        <h2 id="order-items" className={sectionTitle}>
          {t(language, 'order.items')}
        </h2>
        <ul className={css({ display: 'grid', gap: '3' })}>
          {order.items.map((item) => (
            <li key={item.id} className={css({ display: 'grid', gridTemplateColumns: '64px 1fr auto', gap: '3', alignItems: 'center' })}>
              <img src={item.image.src} alt={item.image.alt} width={64} height={80} className={css({ rounded: 'sm', bg: 'bg.subtle' })} />
              <div>
                <p className={css({ fontWeight: 'semibold' })}>{item.name}</p>
                <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                  {[item.colour.name, item.size].filter(Boolean).join(' · ')} · {item.qty} ×
                </p>
              </div>
              <p>{formatMoney(item.price.rowTotal, locale, order.currency)}</p>
            </li>
          ))}
        </ul>
        <p className={css({ mt: '3', fontWeight: 'bold', textAlign: 'right' })}>
          {t(language, 'order.total')}: {formatMoney(order.totals.total, locale, order.currency)}
        </p>
      </section>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })}>
        {delivery && (
          <section aria-labelledby="order-delivery" className={box}>
            <h2 id="order-delivery" className={css({ fontWeight: 'semibold', mb: '1' })}>
              {t(language, 'order.delivery')}
            </h2>
            <AddressBlock address={delivery} language={language} />
          </section>
        )}
        <section aria-labelledby="order-billing" className={box}>
          <h2 id="order-billing" className={css({ fontWeight: 'semibold', mb: '1' })}>
            {t(language, 'order.billing')}
          </h2>
          <AddressBlock address={order.billingAddress} language={language} />
        </section>
      </div>
    </div>
  )
}

export function OrderDetailPage({ orderNumber }: { orderNumber: string }) {
  const site = useSite()
  const lang = site.language
  const { tag } = LOCALE_INFO[site.locale]
  const dispatch = useDispatch()
  useEngineDemand()
  const registered = useSignedInOnly()
  const order = useEngineState((s) => s.account.orders[orderNumber] ?? null)
  const tracking = useEngineState((s) => s.account.tracking[orderNumber] ?? null)
  const label = useEngineState((s) => s.account.returnLabels[orderNumber] ?? null)
  const lastDone = useEngineState((s) => (s.account.lastDone?.ref === orderNumber ? s.account.lastDone : null))
  const missing = useEngineState((s) => s.account.lastError?.command === 'orders.Load' && s.account.lastError.code === 'ORD409')
  const [busy, setBusy] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)

  useEffect(() => {
    if (!registered) return
    void dispatch({ _tag: 'orders.Load', orderNumber })
    void dispatch({ _tag: 'orders.Track', orderNumber })
  }, [registered, orderNumber, dispatch])

  const act = async (key: string, command: Command) => {
    if (busy) return
    setBusy(key)
    try {
      const result = await dispatch(command)
      // What the order's state allows changed: read its tracking again.
      if (result.ok && key === 'cancel') await dispatch({ _tag: 'orders.Track', orderNumber })
    } finally {
      setBusy(null)
      setConfirming(false)
    }
  }

  const facts: OrderFacts | null = order
    ? {
        status: order.status,
        hasDigital: order.items.some((i) => i.isDigitalProduct),
        hasPhysical: order.items.some((i) => !i.isDigitalProduct),
        deliveredAt: tracking?.events.find((e) => e.status === 'DELIVERED')?.at ?? null,
      }
    : null
  const canCancel = facts !== null && cancelRefusal(facts) === undefined
  // The page does not second-guess the return period to the minute: the service decides (RTN410).
  const canReturn = facts !== null && (label !== null || returnRefusal(facts, Date.now()) === undefined)
  const giftCards = facts !== null && facts.hasDigital && invoiceAvailable(facts.status)

  return (
    <div className={pageStyle} data-testid="order-detail">
      <p className={css({ mb: '2' })}>
        <Link to="/$locale/account/orders" params={{ locale: site.locale }} className={css({ textDecoration: 'underline' })}>
          {t(lang, 'order.back')}
        </Link>
      </p>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '1' })}>{t(lang, 'orders.number', { number: orderNumber })}</h1>
      {order && (
        <p className={css({ mb: '4', display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
          <span>{t(lang, 'orders.placedOn', { date: dayOf(order.createdAt, tag) })}</span>
          <OrderStatus status={order.status} language={lang} />
        </p>
      )}
      <div role="status" className={css({ color: 'success', minH: '6', mb: '2' })}>
        {lastDone?.kind === 'cancelled' && t(lang, 'order.cancelled')}
        {lastDone?.kind === 'invoice' && t(lang, 'order.invoiceDone')}
        {lastDone?.kind === 'giftCardEmail' && t(lang, 'order.resent')}
      </div>
      {!order ? (
        <p role="status">{missing ? t(lang, 'order.notFound') : t(lang, 'order.loading')}</p>
      ) : (
        <div className={css({ display: 'grid', gap: '8' })}>
          <section aria-labelledby="order-tracking-title" className={box}>
            <h2 id="order-tracking-title" className={sectionTitle}>
              {t(lang, 'order.progress')}
            </h2>
            {tracking ? <TrackingDetails tracking={tracking} locale={site.locale} /> : <p role="status">{t(lang, 'order.loading')}</p>}
          </section>
          <section aria-labelledby="order-actions">
            <h2 id="order-actions" className={sectionTitle}>
              {t(lang, 'order.actions')}
            </h2>
            <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}>
              {invoiceAvailable(order.status) && (
                <Button variant="secondary" disabled={busy !== null} onClick={() => void act('invoice', { _tag: 'orders.DownloadInvoice', orderNumber })}>
                  {busy === 'invoice' ? t(lang, 'order.busy') : t(lang, 'order.invoice')}
                </Button>
              )}
              {canReturn && !label && (
                <Button variant="secondary" disabled={busy !== null} onClick={() => void act('return', { _tag: 'orders.RequestReturnLabel', orderNumber })}>
                  {busy === 'return' ? t(lang, 'order.busy') : t(lang, 'order.returnLabel')}
                </Button>
              )}
              {giftCards && (
                <Button variant="secondary" disabled={busy !== null} onClick={() => void act('gift', { _tag: 'orders.ResendGiftCardEmail', orderNumber })}>
                  {busy === 'gift' ? t(lang, 'order.busy') : t(lang, 'order.resendGift')}
                </Button>
              )}
              {canCancel && !confirming && (
                <Button variant="secondary" disabled={busy !== null} onClick={() => setConfirming(true)}>
                  {t(lang, 'order.cancel')}
                </Button>
              )}
            </div>
            {confirming && (
              <div role="group" aria-labelledby="cancel-ask" className={`${box} ${css({ mt: '3', display: 'grid', gap: '3' })}`}>
                <p id="cancel-ask">{t(lang, 'order.cancelAsk', { number: orderNumber })}</p>
                <span className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
                  <Button disabled={busy !== null} onClick={() => void act('cancel', { _tag: 'orders.Cancel', orderNumber })}>
                    {busy === 'cancel' ? t(lang, 'order.busy') : t(lang, 'order.cancelYes')}
                  </Button>
                  <Button variant="secondary" disabled={busy !== null} onClick={() => setConfirming(false)}>
                    {t(lang, 'order.cancelNo')}
                  </Button>
                </span>
              </div>
            )}
            {label && (
              <div className={css({ mt: '4' })}>
                <ReturnLabelView label={label} locale={site.locale} />
              </div>
            )}
          </section>
          <OrderBody order={order} locale={site.locale} language={lang} />
        </div>
      )}
    </div>
  )
}
