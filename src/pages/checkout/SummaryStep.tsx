// The summary step: the delivery and billing addresses and the payment chosen, each with a link back
// to its step, and the place-order button. Placing is one `checkout.PlaceOrder` (tokenize the card,
// device fingerprint, prepare, place; never queued: DECISIONS 6); with Klarna the provider's approval
// comes first, in its dialog. The outcome is followed from the recorded events (`afterOrder`), and an
// ORD430 involving a delivery change or an invalid address goes back to shipping.
import { useContext, useState } from 'react'
import { css } from 'styled-system/css'
import type { SavedCard } from '../../contract/schemas/account'
import type { Cart } from '../../contract/schemas/cart'
import { AnswerKlarna, OpenKlarna, PlaceOrder } from '../../engine/commands/checkout'
import type { DispatchResult } from '../../engine/Engine'
import type { CheckoutState } from '../../engine/projections/checkout'
import { useDispatch } from '../../engine/react'
import { DELIVERY_TRANSITIONS } from '../../contract/delivery'
import { useSite } from '../../site/useSite'
import { AddressBlock } from '../../commerce/AddressForm'
import { cardDigits, parseExpiry } from '../../contract/card'
import { savedCardLabel } from '../../commerce/savedCardLabel'
import { deviceFingerprint } from './fingerprint'
import { PaymentDraftContext, type PaymentDraft } from './paymentDraft'
import { homeShipment } from './progress'
import { ProviderDialog, useCaptchaChallenge } from '../../commerce/ProviderDialog'
import type { CheckoutStep } from './steps'
import { t } from '../../commerce/strings'
import { rt } from '../roles/strings'
import { button, sectionTitle } from './styles'

export function SummaryStep({
  cart,
  checkout,
  savedCards,
  onEdit,
  afterOrder,
}: {
  cart: Cart
  checkout: CheckoutState
  savedCards: ReadonlyArray<SavedCard>
  onEdit: (step: CheckoutStep) => void
  afterOrder: (result: DispatchResult) => void
}) {
  const site = useSite()
  const lang = site.language
  const dispatch = useDispatch()
  const { draft } = useContext(PaymentDraftContext)
  const [placing, setPlacing] = useState(false)
  // Saving a card with the captcha feature on asks for an answer first; then the order is placed again with it.
  const captcha = useCaptchaChallenge<PaymentDraft>(lang, (token, again) => void place(again, undefined, token))
  const home = homeShipment(cart)
  const method = home?.applicableShippingMethods.find((m) => m.code === home.code)
  const remaining = cart.totals.remainingToPay
  // Express checkout pays with its saved card unless the shopper chose another payment at billing.
  const expressCard = savedCards.find((c) => c.paymentInstrumentId === checkout.express?.paymentInstrumentId && !c.expired)
  const payment: PaymentDraft | null = remaining === 0 ? (draft?.kind === 'rewards' ? draft : { kind: 'covered' }) : (draft ?? (expressCard ? { kind: 'saved', card: expressCard } : null))
  const klarna = checkout.klarna

  const place = async (paymentNow: PaymentDraft, klarnaSessionId?: string, recaptcha?: string) => {
    setPlacing(true)
    try {
      const fingerprint = await deviceFingerprint()
      const orderPayment =
        paymentNow.kind === 'card'
          ? (() => {
              const expiry = parseExpiry(paymentNow.card.expiry, new Date())!
              return {
                _tag: 'card' as const,
                card: { number: cardDigits(paymentNow.card.number), expiryMonth: expiry.month, expiryYear: expiry.year, securityCode: paymentNow.card.securityCode.trim(), holderName: paymentNow.card.holderName.trim() },
                ...(paymentNow.save ? { save: true } : {}),
              }
            })()
          : paymentNow.kind === 'saved'
            ? { _tag: 'savedCard' as const, paymentInstrumentId: paymentNow.card.paymentInstrumentId }
          : paymentNow.kind === 'klarna'
            ? { _tag: 'klarna' as const, sessionId: klarnaSessionId ?? '' }
            : paymentNow.kind === 'rewards'
              ? { _tag: 'rewards' as const }
              : { _tag: 'covered' as const }
      const result = await dispatch(PlaceOrder.make({ payment: orderPayment, reviewedVersion: cart.version, fingerprint, ...(recaptcha ? { recaptcha } : {}) }))
      if (captcha.askedFor(result, paymentNow)) return
      afterOrder(result)
      if (!result.ok && result.error.code === 'ORD430') {
        // Spec 001 section 8: back to shipping when a delivery change or an invalid address is involved.
        const refreshed = result.events.flatMap((e) => (e.payload._tag === 'v1.CartRefreshed' ? [e.payload.cart] : []))
        const codes = refreshed.flatMap((c) => [...c.flash.map((f) => f.code), ...c.items.flatMap((i) => (i.customerNotifications ?? []).map((n) => n.code))])
        if (codes.some((code) => code === 'InvalidShippingAddress' || DELIVERY_TRANSITIONS.has(code))) onEdit('shipping')
      }
    } finally {
      setPlacing(false)
    }
  }

  const onPlace = async () => {
    if (placing || !payment) return
    if (payment.kind === 'klarna') {
      if (klarna?.status === 'approved') return place(payment, klarna.sessionId)
      setPlacing(true)
      await dispatch(OpenKlarna.make({ referer: window.location.href }))
      setPlacing(false)
      return
    }
    return place(payment)
  }

  const last4 = draft?.kind === 'card' ? cardDigits(draft.card.number).slice(-4) : ''
  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      {home?.address && (
        <section>
          <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' })}>
            <h2 className={sectionTitle}>{t(lang, 'checkout.shippingAddress')}</h2>
            <button type="button" className={css({ textDecoration: 'underline', cursor: 'pointer' })} onClick={() => onEdit('shipping')}>
              {t(lang, 'checkout.edit')}
              <span className={css({ srOnly: true })}> {t(lang, 'checkout.shippingAddress')}</span>
            </button>
          </div>
          <AddressBlock address={home.address} language={lang} phone />
          {method && (
            <p className={css({ mt: '2', fontSize: 'sm' })} data-testid="summary-method">
              {method.label} · {method.deliveryTime}
            </p>
          )}
        </section>
      )}
      {cart.billingAddress && (
        <section>
          <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' })}>
            <h2 className={sectionTitle}>{t(lang, 'checkout.billingAddress')}</h2>
            <button type="button" className={css({ textDecoration: 'underline', cursor: 'pointer' })} onClick={() => onEdit('billing')}>
              {t(lang, 'checkout.edit')}
              <span className={css({ srOnly: true })}> {t(lang, 'checkout.billingAddress')}</span>
            </button>
          </div>
          <AddressBlock address={cart.billingAddress} language={lang} phone />
        </section>
      )}
      <section>
        <h2 className={sectionTitle}>{t(lang, 'checkout.payment')}</h2>
        {!payment ? (
          <p role="alert">
            {t(lang, 'checkout.cardAgain')}{' '}
            <button type="button" className={css({ textDecoration: 'underline', cursor: 'pointer', fontWeight: 'semibold' })} onClick={() => onEdit('billing')}>
              {t(lang, 'checkout.edit')}
            </button>
          </p>
        ) : payment.kind === 'card' ? (
          <p data-testid="summary-payment">{t(lang, 'checkout.cardEnding', { last4 })}</p>
        ) : payment.kind === 'saved' ? (
          <p data-testid="summary-payment">
            {savedCardLabel(payment.card, lang)}{' '}
            <button type="button" className={css({ textDecoration: 'underline', cursor: 'pointer' })} onClick={() => onEdit('billing')}>
              {t(lang, 'checkout.edit')}
              <span className={css({ srOnly: true })}> {t(lang, 'checkout.payment')}</span>
            </button>
          </p>
        ) : payment.kind === 'klarna' ? (
          <p data-testid="summary-payment">
            {t(lang, 'checkout.klarna')}
            {klarna?.status === 'approved' && <span className={css({ display: 'block', fontSize: 'sm' })}>{t(lang, 'checkout.klarnaApproved')}</span>}
            {klarna?.status === 'cancelled' && <span className={css({ display: 'block', fontSize: 'sm', color: 'danger' })}>{t(lang, 'checkout.klarnaCancelled')}</span>}
          </p>
        ) : payment.kind === 'rewards' ? (
          <p data-testid="summary-payment">{rt(lang, 'rewards.summary')}</p>
        ) : (
          <p data-testid="summary-payment">{t(lang, 'checkout.coveredByGiftCards')}</p>
        )}
      </section>
      <div>
        <button type="button" data-testid="place-order" className={button} disabled={placing || !payment || checkout.authentication !== null} aria-busy={placing || undefined} onClick={() => void onPlace()}>
          {placing ? t(lang, 'checkout.placing') : payment?.kind === 'klarna' && klarna?.status !== 'approved' ? t(lang, 'checkout.klarnaOpen') : t(lang, 'checkout.placeOrder')}
        </button>
      </div>
      {captcha.dialog}
      {klarna && klarna.status === 'open' && payment?.kind === 'klarna' && (
        <ProviderDialog
          testId="klarna-dialog"
          title={t(lang, 'checkout.klarnaDialog')}
          url={klarna.approvalUrl}
          expect="klarna-result"
          closeLabel={t(lang, 'checkout.close')}
          onMessage={(message) => {
            const status = message.status === 'approved' ? 'approved' : 'cancelled'
            void dispatch(AnswerKlarna.make({ sessionId: klarna.sessionId, status })).then(() => {
              if (status === 'approved') void place(payment, klarna.sessionId)
            })
          }}
          onClose={() => void dispatch(AnswerKlarna.make({ sessionId: klarna.sessionId, status: 'cancelled' }))}
        />
      )}
    </div>
  )
}
