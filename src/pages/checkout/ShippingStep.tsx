// The shipping step: the order's email, the collection contact of each pickup, ship-to-store and
// collection-point shipment, the home delivery address and method, and each e-gift's recipient.
// The form checks what it can at once (the same address rules as the server); its submit is one
// `checkout.SubmitShippingStep`, whose recorded outcome the form follows: on to billing, the server's
// field errors when it refused the address, or the captcha challenge (then the step is sent again with
// the answer). A failed call shows where the catalogue puts it (top notice or toast), by the engine.
import { useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import type { Cart, CartShipment, GiftOption } from '../../contract/schemas/cart'
import { SubmitShippingStep } from '../../engine/commands/checkoutSteps'
import type { DispatchResult } from '../../engine/Engine'
import { useDispatch } from '../../engine/react'
import { isEmail, phoneMask, shipToCountries } from '../../contract/address'
import { formatMoney } from '../../contract/site/money'
import { LOCALE_INFO } from '../../contract/site/sites'
import { useSite } from '../../site/useSite'
import { AddressForm, Field, addressOf, draftOf, inputStyle, type AddressDraft, type AddressField } from '../../commerce/AddressForm'
import { homeShipment, storeOf, storeShipments } from './progress'
import { useCaptchaChallenge } from '../../commerce/ProviderDialog'
import { t } from '../../commerce/strings'
import { button, sectionTitle } from './styles'
import { addressErrors, giftOptionErrors, serverAddressErrors } from '../../commerce/validate'
import { useHydrating } from '../../pwa/browser/hydrationMark'

/** The fields of a collection contact (the rest of its address is the store's). */
const CONTACT_FIELDS: ReadonlyArray<AddressField> = ['recipientFirstName', 'recipientLastName', 'recipientContactPhone']

/** How the step ended, from the events its command recorded (a failure is `result.ok === false`). */
const settledOutcome = (result: DispatchResult) =>
  result.events.flatMap((e) => (e.payload._tag === 'v1.CheckoutStepSettled' ? [e.payload.outcome] : []))[0]

export function ShippingStep({ cart, onDone }: { cart: Cart; onDone: () => void }) {
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
  const hydrating = useHydrating(form)
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
      const result = await dispatch(
        SubmitShippingStep.make({
          email: email.trim(),
          ...(home ? { home: { shippingId: home.shippingId, address: addressOf(address, email), ...(method ? { method } : {}) } } : {}),
          contacts: atStores.map((shipment) => ({ shippingId: shipment.shippingId, address: addressOf(contactAddress(shipment, contacts[shipment.shippingId]!), email) })),
          gifts: digitalLines.map((line) => {
            const gift = gifts[line.id]!
            return { itemId: line.id, giftOption: { email: gift.email.trim(), to: gift.to.trim(), message: gift.message.trim() } }
          }),
          ...(recaptcha ? { recaptcha } : {}),
        }),
      )
      if (!result.ok || captcha.askedFor(result, undefined)) return
      const outcome = settledOutcome(result)
      if (outcome === 'addressRejected') {
        const verdict = result.events.flatMap((e) => (e.payload._tag === 'v1.ShippingAddressValidated' ? [e.payload.result] : []))[0]
        setErrors({ ...next, address: serverAddressErrors(verdict?.errors ?? [], address, lang) })
        requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus())
        return
      }
      if (outcome === 'succeeded') onDone()
    } finally {
      setBusy(false)
    }
  }

  const methods = home?.applicableShippingMethods ?? []
  return (
    <>
    {captcha.dialog}
    <form {...hydrating} onSubmit={submit} noValidate aria-busy={busy || undefined} className={css({ display: 'grid', gap: '8' })}>
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
              <label key={m.code} className={cx(css({ display: 'flex', gap: '3', alignItems: 'center', p: '3', borderWidth: '1px', rounded: 'md', cursor: 'pointer' }), method === m.code ? css({ borderColor: 'fg' }) : css({ borderColor: 'border' }))}>
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
