// The order summary beside the checkout steps and under the cart: the lines (compact), the promo
// code form with the codes on the cart, the promotion callouts and "spend X more" messages, the
// totals the server computed, the payments already applied and what remains to pay.
import { useState } from 'react'
import { css } from 'styled-system/css'
import type { Cart, CartItem } from '../contract/schemas/cart'
import type { ApplyCoupon, RemoveCoupon } from '../engine/commands/checkout'
import { selectCart, useDispatch, useEngineState } from '../engine/react'
import { formatMoney } from '../contract/site/money'
import { useSite } from '../site/useSite'
import { t, type StringKey } from './strings'
import { DELIVERY_TRANSITIONS } from '../contract/delivery'
import { inputStyle, labelStyle } from '../ui/formStyles'

/** A callout is shown only with exactly three pipe-separated parts (spec 000 sections 5 and 9): title | body | link text. */
export const calloutParts = (message: string): readonly [string, string, string] | undefined => {
  const parts = message.split('|')
  return parts.length === 3 ? [parts[0]!.trim(), parts[1]!.trim(), parts[2]!.trim()] : undefined
}

export function Callout({ message, testId }: { message: string; testId: string }) {
  const parts = calloutParts(message)
  if (!parts) return null
  return (
    <li data-testid={testId} className={css({ p: '3', rounded: 'md', bg: 'accent.subtle', fontSize: 'sm' })}>
      <strong>{parts[0]}</strong> {parts[1]} {parts[2] && <span className={css({ fontStyle: 'italic' })}>({parts[2]})</span>}
    </li>
  )
}

export function Promotions({ cart }: { cart: Cart }) {
  const callouts = [...(cart.approachingDiscount ?? []).map((a) => ({ id: `approaching-${a.promotionId}`, message: a.calloutMessage, testId: 'approaching-discount' })),
    ...(cart.promoSummary ?? []).map((p) => ({ id: `promo-${p.promotionId}`, message: p.calloutMessage, testId: 'promo-callout' }))]
  const shown = callouts.filter((c) => calloutParts(c.message))
  if (shown.length === 0) return null
  return (
    <ul className={css({ display: 'grid', gap: '2', mb: '4' })}>
      {shown.map((c) => (
        <Callout key={c.id} message={c.message} testId={c.testId} />
      ))}
    </ul>
  )
}

export function CouponForm({ cart }: { cart: Cart }) {
  const site = useSite()
  const dispatch = useDispatch()
  const lang = site.language
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const apply = async (e: React.FormEvent) => {
    e.preventDefault()
    const trimmed = code.trim()
    if (!trimmed || busy) return
    setBusy(true)
    const result = await dispatch({ _tag: 'checkout.ApplyCoupon', code: trimmed } satisfies ApplyCoupon)
    setBusy(false)
    if (result.ok) setCode('')
  }
  return (
    <div className={css({ mb: '4' })}>
      <form onSubmit={apply} className={css({ display: 'flex', gap: '2', alignItems: 'end' })}>
        <div className={css({ flex: '1' })}>
          <label htmlFor="coupon-code" className={labelStyle}>
            {t(lang, 'promo.coupon')}
          </label>
          <input id="coupon-code" className={inputStyle} value={code} onChange={(e) => setCode(e.currentTarget.value)} autoComplete="off" autoCapitalize="characters" maxLength={40} />
        </div>
        <button type="submit" disabled={busy || code.trim() === ''} aria-busy={busy || undefined} className={css({ h: '11', px: '4', rounded: 'md', borderWidth: '1px', borderColor: 'fg', fontWeight: 'semibold', cursor: 'pointer', _disabled: { opacity: 0.5, cursor: 'not-allowed' } })}>
          {/* A coupon needs the server's word before anything shows: it says it waits (the cart meanwhile stays free to change). */}
          {t(lang, busy ? 'promo.applying' : 'promo.apply')}
        </button>
      </form>
      {(cart.couponItems ?? []).length > 0 && (
        <ul className={css({ mt: '2', display: 'grid', gap: '1', fontSize: 'sm' })}>
          {(cart.couponItems ?? []).map((c) => (
            <li key={c.code} data-testid="coupon-item" data-status={c.status} className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
              <span>{t(lang, c.status === 'applied' ? 'promo.applied' : 'promo.notApplicable', { code: c.code })}</span>
              <button type="button" onClick={() => void dispatch({ _tag: 'checkout.RemoveCoupon', code: c.code } satisfies RemoveCoupon)} className={css({ textDecoration: 'underline', cursor: 'pointer' })}>
                {t(lang, 'promo.remove', { code: c.code })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export function TotalsList({ cart }: { cart: Cart }) {
  const site = useSite()
  const lang = site.language
  const money = (n: number) => formatMoney(n, site.locale, cart.currency)
  const totals = cart.totals
  const row = css({ display: 'contents' })
  const payments = cart.payment_instruments ?? []
  return (
    <dl data-testid="cart-totals" className={css({ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: '2', fontSize: 'sm' })}>
      <div className={row}>
        <dt>{t(lang, 'cart.subtotal')}</dt>
        <dd data-testid="cart-subtotal">{money(totals.itemSubTotal)}</dd>
      </div>
      {(totals.orderDiscount ?? 0) > 0 && (
        <div className={row}>
          <dt>{t(lang, 'promo.orderDiscount')}</dt>
          <dd data-testid="order-discount" className={css({ color: 'sale' })}>
            −{money(totals.orderDiscount ?? 0)}
          </dd>
        </div>
      )}
      {totals.totalDiscount > 0 && (
        <div className={row}>
          <dt>{t(lang, 'cart.discount')}</dt>
          <dd className={css({ color: 'sale' })}>{money(totals.totalDiscount)}</dd>
        </div>
      )}
      <div className={row}>
        <dt>{t(lang, 'cart.shipping')}</dt>
        <dd data-testid="cart-shipping">
          {totals.shippingBeforeDiscount !== undefined && totals.shippingBeforeDiscount > totals.shipping && (
            <s className={css({ color: 'fg.muted', mr: '1' })}>{money(totals.shippingBeforeDiscount)}</s>
          )}
          {totals.shipping === 0 ? t(lang, 'cart.free') : money(totals.shipping)}
        </dd>
      </div>
      <div className={row}>
        <dt>{t(lang, 'cart.tax')}</dt>
        <dd data-testid="cart-tax">{money(totals.tax)}</dd>
      </div>
      <div className={row}>
        <dt className={css({ fontWeight: 'bold', fontSize: 'md', pt: '2', borderTopWidth: '1px', borderColor: 'border' })}>{t(lang, 'cart.total')}</dt>
        <dd data-testid="cart-total" className={css({ fontWeight: 'bold', fontSize: 'md', pt: '2', borderTopWidth: '1px', borderColor: 'border' })}>
          {money(totals.total)}
        </dd>
      </div>
      {payments.map((p) => (
        <div key={p.paymentInstrumentId} className={row}>
          <dt>{p.payment_method_id === 'GIFT_CARD' ? t(lang, 'checkout.giftCardLabel', { card: p.maskedNumber ?? '' }) : t(lang, `order.method.${methodKey(p.payment_method_id)}`)}</dt>
          <dd>−{money(p.amount)}</dd>
        </div>
      ))}
      {payments.length > 0 && (
        <div className={row}>
          <dt className={css({ fontWeight: 'bold' })}>{t(lang, 'checkout.remaining')}</dt>
          <dd data-testid="remaining-to-pay" className={css({ fontWeight: 'bold' })}>
            {money(totals.remainingToPay)}
          </dd>
        </div>
      )}
    </dl>
  )
}

export const methodKey = (id: string): 'CREDIT_CARD' | 'GIFT_CARD' | 'KLARNA' | 'LOYALTY_POINTS' | 'other' =>
  id === 'CREDIT_CARD' || id === 'GIFT_CARD' || id === 'KLARNA' || id === 'LOYALTY_POINTS' ? id : 'other'

/** Lines as the summary and the confirmation list them: picture, name, colour, size, quantity, amount, delivery notices. */
export function CompactLines({ items, money }: { items: ReadonlyArray<CartItem>; money: (n: number) => string }) {
  const { language: lang } = useSite()
  return (
    <ul className={css({ display: 'grid', gap: '3', mb: '4' })}>
      {items.map((item) => (
        <li key={item.id} className={css({ display: 'grid', gridTemplateColumns: '56px 1fr auto', gap: '3', fontSize: 'sm', alignItems: 'center' })}>
          <img src={item.image.src} alt="" width={56} height={70} className={css({ rounded: 'sm', bg: 'bg.subtle' })} />
          <span>
            {item.name}
            <span className={css({ display: 'block', color: 'fg.muted' })}>
              {item.colour.name} · {item.size} · {t(lang, 'checkout.qty', { qty: item.qty })}
            </span>
            {(item.customerNotifications ?? [])
              .filter((n) => DELIVERY_TRANSITIONS.has(n.code))
              .map((n) => (
                <span key={n.code} data-notification={n.code} className={css({ display: 'block', fontStyle: 'italic' })}>
                  {t(lang, `notification.${n.code}` as StringKey)}
                </span>
              ))}
          </span>
          <span>{money(item.price.priceAfterOrderDiscount)}</span>
        </li>
      ))}
    </ul>
  )
}

/** The summary column of the checkout. */
export function OrderSummary() {
  const site = useSite()
  const lang = site.language
  const cart = useEngineState(selectCart)
  const server = cart.server
  if (!server) return null
  const money = (n: number) => formatMoney(n, site.locale, server.currency)
  return (
    <section aria-labelledby="order-summary" className={css({ borderWidth: '1px', borderColor: 'border', rounded: 'lg', p: '5', bg: 'bg.subtle' })}>
      <h2 id="order-summary" className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })}>
        {t(lang, 'cart.summary')} · {t(lang, 'checkout.items', { count: server.totalItems })}
      </h2>
      <CompactLines items={server.items} money={money} />
      <Promotions cart={server} />
      <CouponForm cart={server} />
      <TotalsList cart={server} />
    </section>
  )
}
