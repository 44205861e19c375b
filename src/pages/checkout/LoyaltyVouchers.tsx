// Signed-in loyalty members at billing: their points and the highest voucher they reach, applied as
// the first payment (`checkout.ApplyLoyaltyVoucher`), or removed.
import { useEffect } from 'react'
import { css } from 'styled-system/css'
import type { Cart } from '../../contract/schemas/cart'
import { ApplyLoyaltyVoucher, LoadLoyaltyVouchers } from '../../engine/commands/checkout'
import type { CheckoutState } from '../../engine/projections/checkout'
import { useDispatch, useEngineState } from '../../engine/react'
import { formatMoney } from '../../contract/site/money'
import { useSite } from '../../site/useSite'
import { t } from '../../commerce/strings'
import { secondaryButton, sectionTitle } from './styles'

/** Signed-in loyalty members: the highest voucher their points reach, applied as the first payment. */
export function LoyaltyVouchers({ cart, checkout }: { cart: Cart; checkout: CheckoutState }) {
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
