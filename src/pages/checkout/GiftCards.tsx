// Gift cards at billing: check a balance or apply a card (number and PIN are Secrets: never logged),
// remove an applied one. Their errors show at the gift-card input (the catalogue's GFC codes there;
// others by the engine's toast).
import { useState } from 'react'
import { css } from 'styled-system/css'
import type { Cart } from '../../contract/schemas/cart'
import { ApplyGiftCard, CheckGiftCardBalance, RemovePaymentInstrument } from '../../engine/commands/checkout'
import type { CheckoutState } from '../../engine/projections/checkout'
import { useDispatch } from '../../engine/react'
import { formatMoney } from '../../contract/site/money'
import { useSite } from '../../site/useSite'
import { Field, inputStyle } from '../../commerce/AddressForm'
import { cardDigits } from '../../contract/card'
import { failureText } from '../../contract/errorCatalogue'
import { t, type Language } from '../../commerce/strings'
import { secondaryButton, sectionTitle } from './styles'

const GIFT_CARD_COMMANDS = new Set(['checkout.CheckGiftCardBalance', 'checkout.ApplyGiftCard'])


/** Said while the issuer answers; here rather than in ../../commerce/strings.ts, which the cart page carries (its budget). */
const WAITING = { en: 'Asking the card issuer…', fr: 'Interrogation de l’émetteur de la carte…', de: 'Kartenaussteller wird gefragt…' } as const satisfies Record<Language, string>

export function GiftCards({ cart, checkout }: { cart: Cart; checkout: CheckoutState }) {
  const site = useSite()
  const lang = site.language
  const dispatch = useDispatch()
  const [number, setNumber] = useState('')
  const [pin, setPin] = useState('')
  const [busy, setBusy] = useState(false)
  const money = (n: number) => formatMoney(n, site.locale, cart.currency)
  const error = checkout.lastError && GIFT_CARD_COMMANDS.has(checkout.lastError.command) ? checkout.lastError : null
  const applied = (cart.payment_instruments ?? []).filter((p) => p.payment_method_id === 'GIFT_CARD')
  const run = async (apply: boolean) => {
    if (busy) return
    setBusy(true)
    const fields = { cardNumber: cardDigits(number), pin: pin.trim() }
    const result = await dispatch(apply ? ApplyGiftCard.make(fields) : CheckGiftCardBalance.make(fields))
    setBusy(false)
    if (result.ok && apply) {
      setNumber('')
      setPin('')
    }
  }
  const errorText = error ? failureText(error, lang) : undefined
  return (
    <section aria-labelledby="gift-cards">
      <h2 id="gift-cards" className={sectionTitle}>
        {t(lang, 'checkout.giftCards')}
      </h2>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '2fr 1fr' }, gap: '4' })}>
        <Field id="gift-card-number" label={t(lang, 'checkout.giftCardNumber')} error={errorText}>
          {(aria) => <input {...aria} className={inputStyle} inputMode="numeric" autoComplete="off" value={number} onChange={(e) => setNumber(e.currentTarget.value)} maxLength={24} />}
        </Field>
        <Field id="gift-card-pin" label={t(lang, 'checkout.giftCardPin')}>
          {(aria) => <input {...aria} className={inputStyle} inputMode="numeric" autoComplete="off" type="password" value={pin} onChange={(e) => setPin(e.currentTarget.value)} maxLength={8} />}
        </Field>
      </div>
      <div className={css({ display: 'flex', gap: '3', mt: '3', flexWrap: 'wrap' })}>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => void run(false)}>
          {t(lang, 'checkout.checkBalance')}
        </button>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => void run(true)}>
          {t(lang, 'checkout.applyGiftCard')}
        </button>
      </div>
      {/* A gift card needs the issuer's word before anything shows: the section says it waits. */}
      {busy && (
        <p role="status" className={css({ mt: '3', fontSize: 'sm', color: 'fg.muted' })}>
          {WAITING[lang]}
        </p>
      )}
      {checkout.giftCardBalance && (
        <p data-testid="gift-card-balance" className={css({ mt: '3', fontSize: 'sm' })} role="status">
          {t(lang, 'checkout.balance', { card: checkout.giftCardBalance.maskedNumber, amount: formatMoney(checkout.giftCardBalance.balance, site.locale, checkout.giftCardBalance.currency) })}
        </p>
      )}
      {applied.length > 0 && (
        <ul className={css({ mt: '3', display: 'grid', gap: '2' })}>
          {applied.map((p) => (
            <li key={p.paymentInstrumentId} data-testid="applied-gift-card" className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', fontSize: 'sm' })}>
              <span>{t(lang, 'checkout.giftCardApplied', { card: p.maskedNumber ?? '', amount: money(p.amount) })}</span>
              <button type="button" className={css({ textDecoration: 'underline', cursor: 'pointer' })} onClick={() => void dispatch(RemovePaymentInstrument.make({ paymentInstrumentId: p.paymentInstrumentId }))}>
                {t(lang, 'checkout.removeInstrument')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
