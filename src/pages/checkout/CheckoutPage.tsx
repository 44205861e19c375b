// Checkout: steps shipping, billing and summary (spec 000 section 4) as the `step` search parameter,
// so the browser's back button moves between steps. This shell picks the step to show (a step whose
// earlier steps are incomplete shows the first incomplete one; ./progress.ts), starts a signed-in
// shopper's express checkout, follows an order's outcome and holds the payment chosen at billing in
// memory (never in the log or storage: a reload at the summary asks for the card again). Each step is
// its own component whose submit is one engine command. Errors show where the catalogue puts them:
// top of the page (./TopNotices.tsx), at the gift-card input, or as the engine's persistent toast.
import { Link, useNavigate } from '@tanstack/react-router'
// The engine is needed at once here: preloaded with the page (DECISIONS 12).
import '../../engine/Engine'
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { ClearCheckoutError, type StartExpress } from '../../engine/commands/checkout'
import type { DispatchResult } from '../../engine/Engine'
import { selectCart, selectCheckout, selectSession, useDispatch, useEngineDemand, useEngineState } from '../../engine/react'
import { LOCALE_INFO } from '../../contract/site/sites'
import { useSite } from '../../site/useSite'
import { AuthenticationDialog } from './AuthenticationDialog'
import { BillingStep } from './BillingStep'
import { ExpressBanner, SignInHint } from './CheckoutBanners'
import { OrderSummary } from '../../commerce/OrderSummary'
import { PaymentDraftContext, type PaymentDraft } from './paymentDraft'
import { expressChoiceOf, isExpress, reachableStep } from './progress'
import { ShippingStep } from './ShippingStep'
import { StepNav } from './StepNav'
import type { CheckoutStep } from './steps'
import { t } from '../../commerce/strings'
import { SummaryStep } from './SummaryStep'
import { TopNotices } from './TopNotices'

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

  return (
    <PaymentDraftContext.Provider value={{ draft, setDraft }}>
      <div data-testid="checkout" data-basket-id={server.id} data-step={step} data-status={express ? 'EXPRESS' : undefined} className={css({ maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' }, py: '8', minH: '70vh' })}>
        <h1 ref={heading} tabIndex={-1} className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '2', outline: 'none' })}>
          {t(lang, 'checkout.heading', { step: t(lang, `checkout.step.${step}`) })}
        </h1>
        <StepNav step={step} />
        <ExpressBanner express={express} preparing={preparing} />
        {!registered && session.status !== 'agent' && step === 'shipping' && <SignInHint />}
        <TopNotices checkout={checkout} cart={server} language={lang} onDismiss={() => void dispatch(ClearCheckoutError.make({}))} />
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' }, gap: '8', alignItems: 'start' })}>
          <div>
            {step === 'shipping' && <ShippingStep cart={server} onDone={() => goTo('billing')} />}
            {step === 'billing' && <BillingStep cart={server} checkout={checkout} signedIn={registered} savedCards={registered ? (session.savedCards ?? []) : []} onDone={() => goTo('summary')} />}
            {step === 'summary' && <SummaryStep cart={server} checkout={checkout} savedCards={session.savedCards ?? []} onEdit={goTo} afterOrder={afterOrder} />}
          </div>
          <OrderSummary />
        </div>
        {checkout.authentication && <AuthenticationDialog authentication={checkout.authentication} afterOrder={afterOrder} />}
      </div>
    </PaymentDraftContext.Provider>
  )
}
