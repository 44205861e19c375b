// The loyalty summary of the account page: points, the vouchers they reach (the checkout applies
// them), the welcome code, or joining the programme (a birth date is needed: the flow's loyalty
// sign-up asks for it).
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { css } from 'styled-system/css'
import type { ConsumerProfile } from '../../../contract/schemas/account'
import { formatMoney } from '../../../contract/site/money'
import type { Locale } from '../../../contract/site/sites'
import { useDispatch, useEngineState } from '../../../engine/react'
import { t, type Language } from '../strings'
import { linkButton, sectionTitle } from '../styles'

export function LoyaltySection({ profile, language, locale }: { profile: ConsumerProfile; language: Language; locale: Locale }) {
  const dispatch = useDispatch()
  const loyalty = useEngineState((s) => s.session.loyalty)
  const status = profile.loyaltySummary?.status
  useEffect(() => {
    void dispatch({ _tag: 'account.LoadLoyalty' })
  }, [dispatch, status])
  const vouchers = loyalty?.vouchers?.applicableLoyaltyVouchers ?? []
  const welcome = loyalty?.welcome
  return (
    <section aria-labelledby="account-loyalty" data-testid="account-loyalty">
      <h2 id="account-loyalty" className={sectionTitle}>
        {t(language, 'account.loyalty')}
      </h2>
      <p data-testid="account-points">
        {status === 'member'
          ? t(language, 'account.points', { points: profile.loyaltySummary?.points ?? 0 })
          : status === 'unconfirmed'
            ? t(language, 'account.unconfirmed')
            : t(language, 'account.notMember')}
      </p>
      {status === 'member' && (
        <>
          <h3 className={css({ fontWeight: 'semibold', mt: '3' })}>{t(language, 'loyalty.vouchers')}</h3>
          {vouchers.length === 0 ? (
            <p>{t(language, 'loyalty.noVouchers')}</p>
          ) : (
            <ul data-testid="account-vouchers">
              {vouchers.map((v) => (
                <li key={v.points}>{t(language, 'loyalty.voucher', { points: v.points, amount: formatMoney(v.amountInCurrency, locale, v.currency) })}</li>
              ))}
            </ul>
          )}
          {welcome?.couponCode && (
            <p data-testid="account-welcome" className={css({ mt: '2' })}>
              {t(language, welcome.status === 'available' ? 'loyalty.welcomeAvailable' : 'loyalty.welcomeRedeemed', { code: welcome.couponCode })}
            </p>
          )}
        </>
      )}
      {status !== 'member' && (
        <Link to="/$locale/sign-in" params={{ locale }} search={{ step: 'nonLoyalty', redirect: `/${locale}/account` }} className={linkButton}>
          {t(language, 'loyalty.join')}
        </Link>
      )}
    </section>
  )
}
