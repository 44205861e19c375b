// The billing step: loyalty vouchers and gift cards (each its own command, applied at once), then the
// billing address (or the shipping one), the email when nothing is delivered, and what pays the rest:
// a saved card, a new card (kept in the page's memory only, never logged) or Klarna. Its submit is one
// `checkout.SubmitBillingStep` (the address); the payment chosen is kept for the summary.
import { lazy, Suspense, useContext, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import type { SavedCard } from '../../contract/schemas/account'
import type { Cart } from '../../contract/schemas/cart'
import { SubmitBillingStep } from '../../engine/commands/checkoutSteps'
import type { CheckoutState } from '../../engine/projections/checkout'
import { useDispatch, useEngineState } from '../../engine/react'
import { ADDRESS_COUNTRIES, isEmail, phoneMask } from '../../contract/address'
import { LOCALE_INFO } from '../../contract/site/sites'
import { useSite } from '../../site/useSite'
import { AddressForm, Field, addressOf, draftOf, inputStyle, type AddressDraft, type AddressField } from '../../commerce/AddressForm'
import { cardErrors, formatCardNumber, type CardDraft, type CardField } from '../../contract/card'
import { savedCardLabel } from '../../commerce/savedCardLabel'
import { GiftCards } from './GiftCards'
import { LoyaltyVouchers } from './LoyaltyVouchers'
import { PaymentDraftContext } from './paymentDraft'
import { homeShipment } from './progress'
import { t } from '../../commerce/strings'
import { button, sectionTitle } from './styles'
import { addressErrors } from '../../commerce/validate'
import { useHydrating } from '../../pwa/browser/hydrationMark'
import { rt } from '../roles/strings'

// An athlete's credit (docs/decisions/0030): its code loads only for a shopper whose profile has one.
const AthletePayment = lazy(() => import('./AthletePayment'))

const sameAddress = (a: Cart['billingAddress'], b: Cart['billingAddress']): boolean =>
  Boolean(a && b) && a!.addressLine1 === b!.addressLine1 && a!.postalCode === b!.postalCode && a!.recipientLastName === b!.recipientLastName

export function BillingStep({
  cart,
  checkout,
  signedIn,
  savedCards,
  onDone,
}: {
  cart: Cart
  checkout: CheckoutState
  signedIn: boolean
  savedCards: ReadonlyArray<SavedCard>
  onDone: () => void
}) {
  const site = useSite()
  const lang = site.language
  const dispatch = useDispatch()
  const region = LOCALE_INFO[site.locale].region
  const { draft, setDraft } = useContext(PaymentDraftContext)
  const shippingAddress = homeShipment(cart)?.address
  const [same, setSame] = useState(Boolean(shippingAddress) && (!cart.billingAddress || sameAddress(cart.billingAddress, shippingAddress)))
  const [address, setAddress] = useState<AddressDraft>(() => draftOf(cart.billingAddress, region))
  const [addressErrs, setAddressErrs] = useState<Partial<Record<AddressField, string>>>({})
  const usable = savedCards.filter((c) => !c.expired)
  const expressCard = usable.find((c) => c.paymentInstrumentId === checkout.express?.paymentInstrumentId)
  // A card already chosen, else the express one, else the main saved card, else a new card.
  const [savedId, setSavedId] = useState<string | null>(
    draft?.kind === 'saved' ? draft.card.paymentInstrumentId : draft?.kind === 'card' ? null : (expressCard ?? usable.find((c) => c.main) ?? usable[0])?.paymentInstrumentId ?? null,
  )
  const [kind, setKind] = useState<'card' | 'klarna'>(draft?.kind === 'klarna' ? 'klarna' : 'card')
  const [card, setCard] = useState<CardDraft>(draft?.kind === 'card' ? draft.card : { number: '', expiry: '', securityCode: '', holderName: '' })
  const [saveCard, setSaveCard] = useState(draft?.kind === 'card' ? draft.save : false)
  const savedChoice = kind === 'card' ? usable.find((c) => c.paymentInstrumentId === savedId) : undefined
  const [cardErrs, setCardErrs] = useState<ReadonlyArray<CardField>>([])
  // A cart with nothing to deliver to an address or a store (e-gift cards only) gives its email here.
  const [email, setEmail] = useState(cart.billingAddress?.recipientContactEmail ?? '')
  const [emailError, setEmailError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const hydrating = useHydrating(form)
  const remaining = cart.totals.remainingToPay
  const athlete = useEngineState((s) => s.session.profile?.consumerDetails.athlete ?? null)
  // With nothing left to pay, a signed-in shopper may close the order with the rewards payment (spec 000 section 6).
  const [closeWith, setCloseWith] = useState<'covered' | 'rewards'>(draft?.kind === 'rewards' ? 'rewards' : 'covered')

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    if (busy) return
    const billing = same && shippingAddress ? draftOf(shippingAddress, region) : address
    const aErrs = same && shippingAddress ? {} : addressErrors(address, lang, { kind: 'billing' })
    const cErrs = remaining > 0 && kind === 'card' && !savedChoice ? cardErrors(card, new Date()) : []
    const eErr = cart.email || isEmail(email) ? undefined : t(lang, 'checkout.fieldInvalid', { field: t(lang, 'checkout.email') })
    setAddressErrs(aErrs)
    setCardErrs(cErrs)
    setEmailError(eErr)
    if (Object.keys(aErrs).length > 0 || cErrs.length > 0 || eErr) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus())
      return
    }
    setBusy(true)
    try {
      const saved = await dispatch(SubmitBillingStep.make({ address: addressOf(billing, cart.email ? undefined : email) }))
      if (!saved.ok) return
      setDraft(
        remaining === 0
          ? signedIn && closeWith === 'rewards'
            ? { kind: 'rewards' }
            : { kind: 'covered' }
          : savedChoice
            ? { kind: 'saved', card: savedChoice }
            : kind === 'card'
              ? { kind: 'card', card, save: saveCard && signedIn }
              : { kind: 'klarna' },
      )
      onDone()
    } finally {
      setBusy(false)
    }
  }

  const cardError = (field: CardField, key: 'checkout.cardNumberInvalid' | 'checkout.cardExpiryInvalid' | 'checkout.cardCodeInvalid' | 'checkout.fieldRequired') =>
    cardErrs.includes(field) ? t(lang, key, { field: t(lang, 'checkout.cardName') }) : undefined

  return (
    <div className={css({ display: 'grid', gap: '8' })}>
      <LoyaltyVouchers cart={cart} checkout={checkout} />
      {athlete && signedIn && (
        <Suspense fallback={null}>
          <AthletePayment cart={cart} credit={athlete} />
        </Suspense>
      )}
      <GiftCards cart={cart} checkout={checkout} />
      <form {...hydrating} onSubmit={submit} noValidate aria-busy={busy || undefined} className={css({ display: 'grid', gap: '8' })}>
        <section>
          <h2 className={sectionTitle}>{t(lang, 'checkout.billingAddress')}</h2>
          {!cart.email && (
            <div className={css({ mb: '4' })}>
              <Field id="billing-email" label={t(lang, 'checkout.email')} error={emailError} hint={t(lang, 'checkout.emailHint')}>
                {(aria) => <input {...aria} type="email" className={inputStyle} value={email} onChange={(e) => setEmail(e.currentTarget.value)} autoComplete="email" required />}
              </Field>
            </div>
          )}
          {shippingAddress && (
            <label className={css({ display: 'flex', gap: '2', alignItems: 'center', mb: '4' })}>
              <input type="checkbox" checked={same} onChange={(e) => setSame(e.currentTarget.checked)} />
              {t(lang, 'checkout.sameAsShipping')}
            </label>
          )}
          {(!same || !shippingAddress) && (
            <AddressForm idPrefix="billing" value={address} onChange={setAddress} errors={addressErrs} language={lang} countries={ADDRESS_COUNTRIES} phoneMask={phoneMask(address.country)} />
          )}
        </section>
        <section>
          <h2 className={sectionTitle}>{t(lang, 'checkout.payment')}</h2>
          {remaining === 0 && signedIn ? (
            <fieldset className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })} data-testid="nothing-due">
              <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{rt(lang, 'rewards.legend')}</legend>
              <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                <input type="radio" name="close-with" checked={closeWith === 'covered'} onChange={() => setCloseWith('covered')} />
                {rt(lang, 'rewards.none')}
              </label>
              <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                <input type="radio" name="close-with" checked={closeWith === 'rewards'} onChange={() => setCloseWith('rewards')} />
                {rt(lang, 'rewards.option')}
              </label>
            </fieldset>
          ) : remaining === 0 ? (
            <p data-testid="covered-by-gift-cards">{t(lang, 'checkout.coveredByGiftCards')}</p>
          ) : (
            <>
              <fieldset className={css({ display: 'flex', gap: '4', mb: '4', flexWrap: 'wrap' })}>
                <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{t(lang, 'checkout.payWith')}</legend>
                <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                  <input type="radio" name="payment-kind" checked={kind === 'card'} onChange={() => setKind('card')} />
                  {t(lang, 'checkout.card')}
                </label>
                <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                  <input type="radio" name="payment-kind" checked={kind === 'klarna'} onChange={() => setKind('klarna')} />
                  {t(lang, 'checkout.klarna')}
                </label>
              </fieldset>
              {kind === 'card' && usable.length > 0 && (
                <fieldset className={css({ display: 'grid', gap: '2', mb: '4' })} data-testid="saved-cards">
                  <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{t(lang, 'checkout.savedCards')}</legend>
                  {usable.map((c) => (
                    <label key={c.paymentInstrumentId} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                      <input type="radio" name="saved-card" checked={savedId === c.paymentInstrumentId} onChange={() => setSavedId(c.paymentInstrumentId)} />
                      {savedCardLabel(c, lang)}
                    </label>
                  ))}
                  <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                    <input type="radio" name="saved-card" checked={savedId === null} onChange={() => setSavedId(null)} />
                    {t(lang, 'checkout.newCard')}
                  </label>
                </fieldset>
              )}
              {kind === 'card' && !savedChoice && (
                <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}>
                  <div className={css({ gridColumn: { sm: 'span 2' } })}>
                    <Field id="card-number" label={t(lang, 'checkout.cardNumber')} error={cardError('number', 'checkout.cardNumberInvalid')}>
                      {(aria) => (
                        <input
                          {...aria}
                          className={inputStyle}
                          inputMode="numeric"
                          autoComplete="cc-number"
                          value={card.number}
                          onChange={(e) => setCard({ ...card, number: formatCardNumber(e.currentTarget.value) })}
                          maxLength={23}
                        />
                      )}
                    </Field>
                  </div>
                  <Field id="card-expiry" label={t(lang, 'checkout.cardExpiry')} error={cardError('expiry', 'checkout.cardExpiryInvalid')}>
                    {(aria) => <input {...aria} className={inputStyle} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" value={card.expiry} onChange={(e) => setCard({ ...card, expiry: e.currentTarget.value })} maxLength={7} />}
                  </Field>
                  <Field id="card-code" label={t(lang, 'checkout.cardCode')} error={cardError('securityCode', 'checkout.cardCodeInvalid')}>
                    {(aria) => <input {...aria} className={inputStyle} inputMode="numeric" autoComplete="cc-csc" value={card.securityCode} onChange={(e) => setCard({ ...card, securityCode: e.currentTarget.value })} maxLength={4} />}
                  </Field>
                  <div className={css({ gridColumn: { sm: 'span 2' } })}>
                    <Field id="card-name" label={t(lang, 'checkout.cardName')} error={cardError('holderName', 'checkout.fieldRequired')}>
                      {(aria) => <input {...aria} className={inputStyle} autoComplete="cc-name" value={card.holderName} onChange={(e) => setCard({ ...card, holderName: e.currentTarget.value })} />}
                    </Field>
                  </div>
                  {signedIn && (
                    <label className={css({ gridColumn: { sm: 'span 2' }, display: 'flex', gap: '2', alignItems: 'center' })}>
                      <input type="checkbox" checked={saveCard} onChange={(e) => setSaveCard(e.currentTarget.checked)} />
                      {t(lang, 'checkout.saveCard')}
                    </label>
                  )}
                </div>
              )}
            </>
          )}
        </section>
        <div>
          <button type="submit" className={button} disabled={busy}>
            {busy ? t(lang, 'checkout.saving') : t(lang, 'checkout.continueToSummary')}
          </button>
        </div>
      </form>
    </div>
  )
}
