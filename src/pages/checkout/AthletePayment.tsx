// An athlete's credit at billing (spec 000 section 6; docs/decisions/0030): the credit remaining and the
// part of the amount due it would pay, applied with `checkout.ApplyAthletePayment` (the server decides
// the amount: the credit left, at most what is due) and removed as any instrument. Loaded by the
// billing step only for a shopper whose profile has an athlete credit.
import { css } from 'styled-system/css'
import type { Cart } from '../../contract/schemas/cart'
import type { ConsumerDetails } from '../../contract/schemas/account'
import { ApplyAthletePayment, RemovePaymentInstrument } from '../../engine/commands/checkout'
import { useDispatch } from '../../engine/react'
import { formatMoney } from '../../contract/site/money'
import { useSite } from '../../site/useSite'
import { rt } from '../roles/strings'
import { secondaryButton, sectionTitle } from './styles'

export default function AthletePayment({ cart, credit }: { cart: Cart; credit: NonNullable<ConsumerDetails['athlete']> }) {
  const site = useSite()
  const lang = site.language
  const dispatch = useDispatch()
  const money = (n: number) => formatMoney(n, site.locale, cart.currency)
  const applied = cart.payment_instruments?.find((p) => p.payment_method_id === 'ATHLETES_PAYMENT')
  const left = applied?.remainingBalance ?? Math.max(0, credit.annualCredit - credit.currentSpend)
  const payable = Math.min(left, cart.totals.remainingToPay)
  return (
    <section aria-labelledby="athlete-credit" data-testid="athlete-payment">
      <h2 id="athlete-credit" className={sectionTitle}>
        {rt(lang, 'athlete.title')}
      </h2>
      <p className={css({ mb: '3' })} data-testid="athlete-remaining">
        {rt(lang, 'athlete.remaining', { remaining: money(left) })}
      </p>
      {applied ? (
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
          <span data-testid="athlete-applied">{rt(lang, 'athlete.applied', { amount: money(applied.amount) })}</span>
          <button type="button" className={secondaryButton} onClick={() => void dispatch(RemovePaymentInstrument.make({ paymentInstrumentId: applied.paymentInstrumentId }))}>
            {rt(lang, 'athlete.remove')}
          </button>
        </div>
      ) : payable > 0 ? (
        <button type="button" className={secondaryButton} onClick={() => void dispatch(ApplyAthletePayment.make({}))}>
          {rt(lang, 'athlete.use', { amount: money(payable) })}
        </button>
      ) : left === 0 ? (
        <p>{rt(lang, 'athlete.none')}</p>
      ) : null}
    </section>
  )
}
