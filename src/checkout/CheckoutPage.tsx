// Checkout: steps shipping, billing and summary (spec 000 section 4) as the `step` search parameter,
// so the browser's back button moves between steps. Each step submits engine commands and moves on
// only when the server accepted them; a step whose earlier steps are incomplete shows the first
// incomplete one instead. Card details stay in this page's memory (never in the log or storage): a
// reload at the summary asks for them again. Errors show where the catalogue puts them: top of the
// page (PAY400, PYT402, PAY401 and the order-placement notices), at the gift-card input, or as the
// engine's persistent toast.
import { Link, useNavigate } from '@tanstack/react-router'
// The engine is needed at once here: preloaded with the page (DECISIONS 12).
import '../engine/Engine'
import { createContext, useContext, useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { FailureMessage, failureText } from '../ui/FailureMessage'
import type { Cart, CartShipment, GiftOption } from '../contract/schemas/cart'
import {
  AnswerKlarna,
  ApplyGiftCard,
  ApplyLoyaltyVoucher,
  LoadLoyaltyVouchers,
  CheckGiftCardBalance,
  ClearCheckoutError,
  CompleteAuthentication,
  OpenKlarna,
  PlaceOrder,
  RemovePaymentInstrument,
  SelectShippingMethod,
  SetBillingAddress,
  SetGiftOption,
  SetShippingAddress,
  ValidateShippingAddress,
  type StartExpress,
} from '../engine/commands/checkout'
import type { DispatchResult } from '../engine/Engine'
import type { CheckoutState } from '../engine/projections/checkout'
import { selectCart, selectCheckout, selectSession, useDispatch, useEngineDemand, useEngineState } from '../engine/react'
import type { SessionState } from '../engine/projections/session'
import type { SavedCard } from '../contract/schemas/account'
import { formatMoney } from '../contract/site/money'
import { LOCALE_INFO } from '../contract/site/sites'
import { useSite } from '../site/useSite'
import { t, type Language } from './strings'
import { AddressBlock, AddressForm, Field, addressOf, draftOf, inputStyle, type AddressDraft, type AddressField } from './AddressForm'
import { cardDigits, cardErrors, formatCardNumber, parseExpiry, type CardDraft, type CardField } from '../contract/card'
import { savedCardLabel } from './savedCardLabel'
import { deviceFingerprint } from './fingerprint'
import { flashText, shopperNotices } from './FlashNotices'
import { OrderSummary } from './OrderSummary'
import { ProviderDialog, useCaptchaChallenge } from './ProviderDialog'
import { CHECKOUT_STEPS, type CheckoutStep } from './steps'
import { ADDRESS_COUNTRIES, isEmail, phoneMask, shipToCountries } from '../contract/site/address'
import { DELIVERY_TRANSITIONS } from '../contract/site/delivery'
import { addressErrors, giftOptionErrors, serverAddressErrors } from './validate'

/** The fields of a collection contact (the rest of its address is the store's). */
const CONTACT_FIELDS: ReadonlyArray<AddressField> = ['recipientFirstName', 'recipientLastName', 'recipientContactPhone']

/** What pays the rest after gift cards: kept in memory only. */
type PaymentDraft =
  | { readonly kind: 'card'; readonly card: CardDraft; readonly save: boolean }
  | { readonly kind: 'saved'; readonly card: SavedCard }
  | { readonly kind: 'klarna' }
  | { readonly kind: 'covered' }

const PaymentDraftContext = createContext<{ draft: PaymentDraft | null; setDraft: (d: PaymentDraft | null) => void }>({ draft: null, setDraft: () => {} })

/** Lines going to an address (home delivery); pickup and digital lines need none. */
const homeShipment = (cart: Cart): CartShipment | undefined => cart.shippingMethods?.find((s) => s.deliveryType === 'home')
/** Pickup, ship-to-store and collection-point shipments: their "address" is the collection contact there. */
const storeShipments = (cart: Cart): CartShipment[] =>
  (cart.shippingMethods ?? []).filter((s) => (s.deliveryType === 'pickup' || s.deliveryType === 'sts' || s.deliveryType === 'pudo') && s.storeId)
const storeOf = (cart: Cart, storeId: string | undefined) => cart.items.find((i) => i.shippingOptions?.storeInfo?.storeId === storeId)?.shippingOptions?.storeInfo
const shippingDone = (cart: Cart): boolean => {
  const home = homeShipment(cart)
  const digitalOk = cart.items.every((i) => !i.isDigitalProduct || i.giftOption)
  return digitalOk && (!home || Boolean(home.address && home.code)) && storeShipments(cart).every((s) => Boolean(s.address))
}
const billingDone = (cart: Cart): boolean => Boolean(cart.billingAddress)

/**
 * Express checkout (spec 000 section 4) for a pickup-only cart: nothing missing, it starts at the summary.
 * A signed-in shopper's express checkout is `expressChoiceOf` plus the engine's `checkout.StartExpress`.
 */
export const isExpress = (cart: Cart): boolean =>
  cart.items.length > 0 && cart.items.every((i) => i.shippingOptions?.selected === 'pickup') && shippingDone(cart) && billingDone(cart)

/**
 * Express checkout for a signed-in shopper (spec 000 section 4: a saved main card and a default
 * shipping address): the main shipping address, if this site ships to its country, and the main card
 * unless expired; only while the cart's home delivery has no address yet (an address the shopper chose
 * is never replaced).
 */
export const expressChoiceOf = (session: SessionState, cart: Cart, region: string): { readonly addressId: string; readonly paymentInstrumentId: string } | undefined => {
  if (session.status !== 'registered' || !session.profile || !session.savedCards) return undefined
  const home = homeShipment(cart)
  if (!home || home.address) return undefined
  const card = session.savedCards.find((c) => c.main && !c.expired)
  const countries: ReadonlyArray<string> = shipToCountries(region)
  const address = session.profile.addresses.find((a) => a.approachType !== 'B' && a.main && countries.includes(a.country))
  return card && address?.id ? { addressId: address.id, paymentInstrumentId: card.paymentInstrumentId } : undefined
}

/** The step to show: the asked one (or, when none is asked, summary for express and shipping otherwise), unless an earlier one is incomplete. */
export const reachableStep = (askedOrNone: CheckoutStep | undefined, cart: Cart, express = false): CheckoutStep => {
  const asked = askedOrNone ?? (express || isExpress(cart) ? 'summary' : 'shipping')
  if (asked !== 'shipping' && !shippingDone(cart)) return 'shipping'
  if (asked === 'summary' && !billingDone(cart)) return 'billing'
  return asked
}

const button = css({
  h: '12',
  px: '6',
  rounded: 'md',
  bg: 'accent',
  color: 'accent.fg',
  fontWeight: 'bold',
  cursor: 'pointer',
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'fg', outlineOffset: '2px' },
})
const secondaryButton = css({ h: '11', px: '4', rounded: 'md', borderWidth: '1px', borderColor: 'fg', fontWeight: 'semibold', cursor: 'pointer', _disabled: { opacity: 0.5, cursor: 'not-allowed' } })
const sectionTitle = css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' })

export function CheckoutPage({ step: asked }: { step: CheckoutStep | undefined }) {
  const site = useSite()
  const lang = site.language
  const cart = useEngineState(selectCart)
  const checkout = useEngineState(selectCheckout)
  const session = useEngineState(selectSession)
  const navigate = useNavigate()
  const dispatch = useDispatch()
  const [draft, setDraft] = useState<PaymentDraft | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const expressTried = useRef(false)
  const [preparing, setPreparing] = useState(false)
  useEngineDemand()
  const registered = session.status === 'registered'
  const accountMissing = registered && (session.profile === null || session.savedCards === null)

  // A signed-in shopper's saved addresses and cards, for express checkout and the billing step.
  useEffect(() => {
    if (accountMissing) void dispatch({ _tag: 'account.Load' })
  }, [accountMissing, dispatch])

  // Express checkout for a signed-in shopper: once, when the checkout is entered without a step.
  const choice = cart.server && asked === undefined && checkout.express === null ? expressChoiceOf(session, cart.server, LOCALE_INFO[site.locale].region) : undefined
  useEffect(() => {
    if (!choice || expressTried.current) return
    expressTried.current = true
    setPreparing(true)
    const command: StartExpress = { _tag: 'checkout.StartExpress', ...choice }
    void dispatch(command).finally(() => setPreparing(false))
  }, [choice, dispatch])

  // The outcome of placing (or of the 3-D Secure patch), from the events the command recorded: an
  // order placed goes to its confirmation, a failed challenge back to billing.
  const afterOrder = (result: DispatchResult) => {
    for (const event of result.events) {
      if (event.payload._tag === 'v1.OrderPlaced') {
        setDraft(null)
        void navigate({ to: '/$locale/order-confirmation', params: { locale: site.locale }, search: { order: event.payload.order.orderNumber } })
      } else if (event.payload._tag === 'v1.OrderAuthenticationFailed') {
        setDraft(null)
        void navigate({ to: '/$locale/checkout', params: { locale: site.locale }, search: { step: 'billing' } })
      }
    }
  }

  const server = cart.server
  const expressStarted = checkout.express !== null
  const step = server ? reachableStep(asked, server, expressStarted) : (asked ?? 'shipping')
  const express = asked === undefined && server !== null && (expressStarted || isExpress(server))
  useEffect(() => {
    heading.current?.focus()
  }, [step])

  if (!server || server.items.length === 0) {
    return (
      <div className={css({ maxW: '3xl', mx: 'auto', px: '4', py: '12', textAlign: 'center', minH: '60vh' })}>
        <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '4' })}>{t(lang, 'checkout.title')}</h1>
        <p className={css({ mb: '4' })}>{server || cart.basketId === null ? t(lang, 'checkout.empty') : t(lang, 'status.loading')}</p>
        <Link to="/$locale/cart" params={{ locale: site.locale }} className={css({ textDecoration: 'underline', fontWeight: 'semibold' })}>
          {t(lang, 'checkout.toCart')}
        </Link>
      </div>
    )
  }

  const goTo = (next: CheckoutStep) => void navigate({ to: '/$locale/checkout', params: { locale: site.locale }, search: { step: next } })
  const index = CHECKOUT_STEPS.indexOf(step)

  return (
    <PaymentDraftContext.Provider value={{ draft, setDraft }}>
      <div data-testid="checkout" data-basket-id={server.id} data-step={step} data-status={express ? 'EXPRESS' : undefined} className={css({ maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' }, py: '8', minH: '70vh' })}>
        <h1 ref={heading} tabIndex={-1} className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '2', outline: 'none' })}>
          {t(lang, 'checkout.heading', { step: t(lang, `checkout.step.${step}`) })}
        </h1>
        <nav aria-label={t(lang, 'checkout.steps')} className={css({ mb: '6' })}>
          <ol className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', fontSize: 'sm' })}>
            {CHECKOUT_STEPS.map((s, i) => (
              <li key={s} aria-current={s === step ? 'step' : undefined} className={css({ fontWeight: s === step ? 'bold' : 'normal', color: i <= index ? 'fg' : 'fg.muted' })}>
                {i < index ? (
                  <Link to="/$locale/checkout" params={{ locale: site.locale }} search={{ step: s }} className={css({ textDecoration: 'underline' })}>
                    {i + 1}. {t(lang, `checkout.step.${s}`)}
                  </Link>
                ) : (
                  <span>
                    {i + 1}. {t(lang, `checkout.step.${s}`)}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {express && <p className={css({ mb: '4', fontWeight: 'semibold' })}>{t(lang, 'checkout.express')}</p>}
        {preparing && !express && (
          <p role="status" className={css({ mb: '4' })}>
            {t(lang, 'checkout.expressPreparing')}
          </p>
        )}
        {!registered && step === 'shipping' && (
          <p className={css({ mb: '4', fontSize: 'sm' })}>
            <Link to="/$locale/sign-in" params={{ locale: site.locale }} search={{ redirect: `/${site.locale}/checkout` }} className={css({ textDecoration: 'underline' })}>
              {t(lang, 'checkout.signInHint')}
            </Link>
          </p>
        )}
        <TopNotices checkout={checkout} cart={server} language={lang} onDismiss={() => void dispatch(ClearCheckoutError.make({}))} />
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' }, gap: '8', alignItems: 'start' })}>
          <div>
            {step === 'shipping' && <ShippingStep cart={server} onDone={() => goTo('billing')} />}
            {step === 'billing' && <BillingStep cart={server} checkout={checkout} signedIn={registered} savedCards={registered ? (session.savedCards ?? []) : []} onDone={() => goTo('summary')} />}
            {step === 'summary' && <SummaryStep cart={server} checkout={checkout} savedCards={session.savedCards ?? []} onEdit={goTo} afterOrder={afterOrder} />}
          </div>
          <OrderSummary />
        </div>
        {checkout.authentication && (
          <ProviderDialog
            testId="challenge-dialog"
            title={t(lang, 'checkout.challengeDialog')}
            intro={t(lang, 'checkout.challengeIntro')}
            url={checkout.authentication.challengeUrl}
            expect="3ds-result"
            closeLabel={t(lang, 'checkout.close')}
            onMessage={(message) => {
              const orderNumber = checkout.authentication?.orderNumber
              if (!orderNumber) return
              const transStatus = message.transStatus === 'Y' ? 'Y' : 'N'
              void dispatch(CompleteAuthentication.make({ orderNumber, result: { transStatus } })).then(afterOrder)
            }}
            onClose={() => {
              // Closing the challenge is failing it: the issuer did not confirm the payment.
              const orderNumber = checkout.authentication?.orderNumber
              if (orderNumber) void dispatch(CompleteAuthentication.make({ orderNumber, result: { transStatus: 'N' } })).then(afterOrder)
            }}
          />
        )}
      </div>
    </PaymentDraftContext.Provider>
  )
}

/** Errors of the top of the page, the order-placement notice, the failed authentication and the cart's flash notices. */
function TopNotices({ checkout, cart, language, onDismiss }: { checkout: CheckoutState; cart: Cart; language: Language; onDismiss: () => void }) {
  const error = checkout.lastError
  const atTop = error && (error.placement === 'top' || error.placement === 'placementInline') ? error : null
  const flash = shopperNotices(cart)
  if (!atTop && checkout.authenticationFailedAt === null && flash.length === 0) return null
  return (
    <div data-testid="checkout-notice" role="alert" className={css({ mb: '6', p: '4', rounded: 'md', bg: 'danger.subtle', color: 'danger', display: 'grid', gap: '2' })}>
      {atTop && (
        <p data-code={atTop.code} className={css({ fontWeight: 'semibold' })}>
          <FailureMessage failure={atTop} language={language} />
        </p>
      )}
      {checkout.authenticationFailedAt !== null && <p className={css({ fontWeight: 'semibold' })}>{t(language, 'checkout.authFailed')}</p>}
      {flash.length > 0 && (
        <ul className={css({ display: 'grid', gap: '1' })}>
          {flash.map((f, i) => (
            <li key={`${f.code}-${i}`} data-flash={f.code}>
              {flashText(f, cart, language)}
            </li>
          ))}
        </ul>
      )}
      {(atTop || checkout.authenticationFailedAt !== null) && (
        <button type="button" onClick={onDismiss} className={css({ justifySelf: 'start', textDecoration: 'underline', cursor: 'pointer', fontSize: 'sm' })}>
          {t(language, 'checkout.dismiss')}
        </button>
      )}
    </div>
  )
}

// ---- shipping -----------------------------------------------------------------------------------

function ShippingStep({ cart, onDone }: { cart: Cart; onDone: () => void }) {
  const site = useSite()
  const lang = site.language
  const dispatch = useDispatch()
  const region = LOCALE_INFO[site.locale].region
  const home = homeShipment(cart)
  const digitalLines = cart.items.filter((i) => i.isDigitalProduct)
  const [email, setEmail] = useState(cart.email ?? '')
  const [address, setAddress] = useState<AddressDraft>(() => draftOf(home?.address, region))
  const [method, setMethod] = useState(home?.code ?? home?.applicableShippingMethods[0]?.code ?? '')
  const [gifts, setGifts] = useState<Record<string, GiftOption>>(() =>
    Object.fromEntries(digitalLines.map((i) => [i.id, i.giftOption ?? { email: '', to: '', message: '' }])),
  )
  const [errors, setErrors] = useState<{ email?: string; address: Partial<Record<AddressField, string>>; gifts: Record<string, Partial<Record<keyof GiftOption, string>>> }>({ address: {}, gifts: {} })
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const atStores = storeShipments(cart)
  const needsEmail = Boolean(home) || atStores.length > 0
  const [contacts, setContacts] = useState<Record<string, AddressDraft>>(() =>
    Object.fromEntries(atStores.map((s) => [s.shippingId, draftOf(s.address, region)])),
  )
  const [contactErrors, setContactErrors] = useState<Record<string, Partial<Record<AddressField, string>>>>({})
  // The captcha challenge to open when the server asks for one (then the step is sent again with its answer).
  const captcha = useCaptchaChallenge<undefined>(lang, (token) => void send(token))
  const contactAddress = (shipment: CartShipment, draft: AddressDraft): AddressDraft => {
    const store = storeOf(cart, shipment.storeId)
    return { ...draft, addressLine1: store?.addressLine1 ?? '', city: store?.city ?? '', postalCode: store?.postalCode ?? '', country: store?.country ?? region, stateCityProvDept: '' }
  }

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    void send(undefined)
  }

  const send = async (recaptcha: string | undefined) => {
    if (busy) return
    const nextContacts = Object.fromEntries(
      atStores
        .map((s) => {
          const all = addressErrors(contactAddress(s, contacts[s.shippingId]!), lang, { kind: 'billing' })
          const own = Object.fromEntries(Object.entries(all).filter(([field]) => CONTACT_FIELDS.includes(field as AddressField)))
          return [s.shippingId, own] as const
        })
        .filter(([, errs]) => Object.keys(errs).length > 0),
    )
    setContactErrors(nextContacts)
    const next = {
      ...(!needsEmail || isEmail(email) ? {} : { email: t(lang, 'checkout.fieldInvalid', { field: t(lang, 'checkout.email') }) }),
      address: home ? addressErrors(address, lang, { kind: 'shipping', shipTo: shipToCountries(region), homeDelivery: true }) : {},
      gifts: Object.fromEntries(digitalLines.map((i) => [i.id, giftOptionErrors(gifts[i.id]!, lang)]).filter(([, v]) => Object.keys(v as object).length > 0)),
    }
    setErrors(next)
    if (next.email || Object.keys(next.address).length > 0 || Object.keys(next.gifts).length > 0 || Object.keys(nextContacts).length > 0) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus())
      return
    }
    setBusy(true)
    try {
      if (home) {
        // The server's check first (it knows more than the form: delivery countries, PO boxes, phones).
        const checked = await dispatch(ValidateShippingAddress.make({ shippingId: home.shippingId, address: addressOf(address, email) }))
        if (!checked.ok) return
        const verdict = checked.events.flatMap((e) => (e.payload._tag === 'v1.ShippingAddressValidated' ? [e.payload.result] : []))[0]
        if (verdict && !verdict.valid) {
          setErrors({ ...next, address: serverAddressErrors(verdict.errors, address, lang) })
          requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus())
          return
        }
        const saved = await dispatch(
          SetShippingAddress.make({ shippingId: home.shippingId, address: verdict?.normalized ?? addressOf(address, email), email: email.trim(), ...(recaptcha ? { recaptcha } : {}) }),
        )
        if (!saved.ok || captcha.askedFor(saved, undefined)) return
        if (method && method !== home.code) {
          const chosen = await dispatch(SelectShippingMethod.make({ shippingId: home.shippingId, code: method }))
          if (!chosen.ok) return
        }
      }
      for (const shipment of atStores) {
        const contact = contactAddress(shipment, contacts[shipment.shippingId]!)
        const saved = await dispatch(SetShippingAddress.make({ shippingId: shipment.shippingId, address: addressOf(contact, email), email: email.trim(), ...(recaptcha ? { recaptcha } : {}) }))
        if (!saved.ok || captcha.askedFor(saved, undefined)) return
      }
      for (const line of digitalLines) {
        const gift = gifts[line.id]!
        const done = await dispatch(SetGiftOption.make({ itemId: line.id, giftOption: { email: gift.email.trim(), to: gift.to.trim(), message: gift.message.trim() } }))
        if (!done.ok) return
      }
      onDone()
    } finally {
      setBusy(false)
    }
  }

  const methods = home?.applicableShippingMethods ?? []
  return (
    <>
    {captcha.dialog}
    <form ref={form} onSubmit={submit} noValidate aria-busy={busy || undefined} className={css({ display: 'grid', gap: '8' })}>
      {needsEmail && (
        <section>
          <h2 className={sectionTitle}>{t(lang, 'checkout.email')}</h2>
          <Field id="checkout-email" label={t(lang, 'checkout.email')} error={errors.email} hint={t(lang, 'checkout.emailHint')}>
            {(aria) => <input {...aria} type="email" className={inputStyle} value={email} onChange={(e) => setEmail(e.currentTarget.value)} autoComplete="email" required />}
          </Field>
        </section>
      )}
      {atStores.map((shipment) => {
        const draft = contacts[shipment.shippingId]!
        const errs = contactErrors[shipment.shippingId] ?? {}
        const set = (field: AddressField) => (e: { currentTarget: { value: string } }) => setContacts({ ...contacts, [shipment.shippingId]: { ...draft, [field]: e.currentTarget.value } })
        const store = storeOf(cart, shipment.storeId)
        return (
          <fieldset key={shipment.shippingId} data-testid="pickup-contact" className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}>
            <legend className={sectionTitle}>{t(lang, 'checkout.pickupContact', { store: store?.name ?? '' })}</legend>
            {(['recipientFirstName', 'recipientLastName'] as const).map((field) => (
              <Field key={field} id={`${shipment.shippingId}-${field}`} label={t(lang, field === 'recipientFirstName' ? 'checkout.firstName' : 'checkout.lastName')} error={errs[field]}>
                {(aria) => <input {...aria} className={inputStyle} value={draft[field]} onChange={set(field)} autoComplete={field === 'recipientFirstName' ? 'given-name' : 'family-name'} required />}
              </Field>
            ))}
            <div className={css({ gridColumn: { sm: 'span 2' } })}>
              <Field id={`${shipment.shippingId}-phone`} label={t(lang, 'checkout.phone')} error={errs.recipientContactPhone} hint={t(lang, 'checkout.pickupContactHint')}>
                {(aria) => <input {...aria} type="tel" inputMode="tel" className={inputStyle} value={draft.recipientContactPhone} onChange={set('recipientContactPhone')} autoComplete="tel" required />}
              </Field>
            </div>
          </fieldset>
        )
      })}
      {home && (
        <section>
          <h2 className={sectionTitle}>{t(lang, 'checkout.shippingAddress')}</h2>
          <AddressForm idPrefix="shipping" value={address} onChange={setAddress} errors={errors.address} language={lang} countries={shipToCountries(region)} phoneMask={phoneMask(address.country)} />
        </section>
      )}
      {home && methods.length > 0 && (
        <fieldset>
          <legend className={sectionTitle}>{t(lang, 'checkout.deliveryMethod')}</legend>
          <div className={css({ display: 'grid', gap: '2' })}>
            {methods.map((m) => (
              <label key={m.code} className={css({ display: 'flex', gap: '3', alignItems: 'center', p: '3', borderWidth: '1px', borderColor: method === m.code ? 'fg' : 'border', rounded: 'md', cursor: 'pointer' })}>
                <input type="radio" name="shipping-method" value={m.code} checked={method === m.code} onChange={() => setMethod(m.code)} />
                <span className={css({ flex: '1' })}>
                  <strong>{m.label}</strong>
                  <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>{m.deliveryTime}</span>
                </span>
                <span>{m.price.amount === 0 ? t(lang, 'cart.free') : formatMoney(m.price.amount, site.locale, cart.currency)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {digitalLines.map((line) => {
        const gift = gifts[line.id]!
        const errs = errors.gifts[line.id] ?? {}
        const set = (field: keyof GiftOption) => (e: { currentTarget: { value: string } }) => setGifts({ ...gifts, [line.id]: { ...gift, [field]: e.currentTarget.value } })
        return (
          <fieldset key={line.id} className={css({ display: 'grid', gap: '4' })}>
            <legend className={sectionTitle}>{t(lang, 'checkout.giftOption', { name: line.name })}</legend>
            <Field id={`gift-${line.id}-email`} label={t(lang, 'checkout.giftEmail')} error={errs.email}>
              {(aria) => <input {...aria} type="email" className={inputStyle} value={gift.email} onChange={set('email')} required />}
            </Field>
            <Field id={`gift-${line.id}-to`} label={t(lang, 'checkout.giftTo')} error={errs.to}>
              {(aria) => <input {...aria} className={inputStyle} value={gift.to} onChange={set('to')} required />}
            </Field>
            <Field id={`gift-${line.id}-message`} label={t(lang, 'checkout.giftMessage')}>
              {(aria) => <textarea {...aria} className={css({ w: 'full', minH: '20', p: '3', borderWidth: '1px', borderColor: 'border', rounded: 'md' })} value={gift.message} onChange={set('message')} maxLength={240} />}
            </Field>
          </fieldset>
        )
      })}
      <div>
        <button type="submit" className={button} disabled={busy}>
          {busy ? t(lang, 'checkout.saving') : t(lang, 'checkout.continueToBilling')}
        </button>
      </div>
    </form>
    </>
  )
}

// ---- billing and payment --------------------------------------------------------------------------

function BillingStep({
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
  const remaining = cart.totals.remainingToPay

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
      const saved = await dispatch(SetBillingAddress.make({ address: addressOf(billing, cart.email ? undefined : email) }))
      if (!saved.ok) return
      setDraft(
        remaining === 0
          ? { kind: 'covered' }
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
      <GiftCards cart={cart} checkout={checkout} />
      <form ref={form} onSubmit={submit} noValidate aria-busy={busy || undefined} className={css({ display: 'grid', gap: '8' })}>
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
          {remaining === 0 ? (
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

const sameAddress = (a: Cart['billingAddress'], b: Cart['billingAddress']): boolean =>
  Boolean(a && b) && a!.addressLine1 === b!.addressLine1 && a!.postalCode === b!.postalCode && a!.recipientLastName === b!.recipientLastName

/** Signed-in loyalty members: the highest voucher their points reach, applied as the first payment. */
function LoyaltyVouchers({ cart, checkout }: { cart: Cart; checkout: CheckoutState }) {
  const site = useSite()
  const lang = site.language
  const dispatch = useDispatch()
  const registered = useEngineState((s) => s.session.status === 'registered')
  useEffect(() => {
    if (registered) void dispatch(LoadLoyaltyVouchers.make({}))
  }, [dispatch, registered])
  if (!registered || !checkout.loyalty) return null
  const money = (n: number) => formatMoney(n, site.locale, cart.currency)
  const applied = cart.payment_instruments?.find((p) => p.payment_method_id === 'LOYALTY_POINTS')
  const offered = checkout.loyalty.applicableLoyaltyVouchers[0]
  return (
    <section aria-labelledby="loyalty" data-testid="loyalty">
      <h2 id="loyalty" className={sectionTitle}>
        {t(lang, 'loyalty.title')}
      </h2>
      <p className={css({ mb: '3' })}>{t(lang, 'loyalty.points', { points: checkout.loyalty.currentLoyaltyPoints })}</p>
      {applied ? (
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
          <span>{t(lang, 'loyalty.applied', { amount: money(applied.amount) })}</span>
          <button type="button" className={secondaryButton} onClick={() => void dispatch(ApplyLoyaltyVoucher.make({ points: null }))}>
            {t(lang, 'loyalty.remove')}
          </button>
        </div>
      ) : offered ? (
        <button type="button" className={secondaryButton} onClick={() => void dispatch(ApplyLoyaltyVoucher.make({ points: offered.points }))}>
          {t(lang, 'loyalty.use', { amount: money(offered.amountInCurrency), points: offered.points })}
        </button>
      ) : (
        <p>{t(lang, 'loyalty.notEnough')}</p>
      )}
    </section>
  )
}

const GIFT_CARD_COMMANDS = new Set(['checkout.CheckGiftCardBalance', 'checkout.ApplyGiftCard'])

function GiftCards({ cart, checkout }: { cart: Cart; checkout: CheckoutState }) {
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

// ---- summary ------------------------------------------------------------------------------------

function SummaryStep({
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
  const payment: PaymentDraft | null = remaining === 0 ? { kind: 'covered' } : (draft ?? (expressCard ? { kind: 'saved', card: expressCard } : null))
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
            : { _tag: 'covered' as const }
      const result = await dispatch(PlaceOrder.make({ payment: orderPayment, fingerprint, ...(recaptcha ? { recaptcha } : {}) }))
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
