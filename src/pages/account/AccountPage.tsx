// The signed-in shopper's account (spec 000 section 6, registered consumer): the profile (view and
// change), loyalty (points, vouchers, welcome code), newsletter and SMS subscriptions, the password,
// saved cards (make main, remove) and signing out; the address book, recent orders, saved for later,
// notification preferences, warranty, contact us and the shopper's data are sections of their own
// (docs/decisions/0025), each loaded when it comes near the viewport (./NearViewport.tsx).
import { Link, useNavigate } from '@tanstack/react-router'
import { lazy, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { selectSession, useDispatch, useEngineDemand, useEngineState } from '../../engine/react'
import { useSite } from '../../site/useSite'
import { savedCardLabel } from '../../commerce/savedCardLabel'
import { t } from './strings'
import { button } from 'styled-system/recipes'
import { Button } from '../../ui/Button'
import { linkButton, pageStyle, sectionTitle } from './styles'
import { NearViewport } from './NearViewport'
import { ProfileSection } from './sections/ProfileSection'
import { LoyaltySection } from './sections/LoyaltySection'
import { SubscriptionsSection } from './sections/SubscriptionsSection'
import { PasswordSection } from './sections/PasswordSection'

const card = css({ p: '4', borderWidth: '1px', borderColor: 'border', rounded: 'md' })

const AddressBookSection = lazy(() => import('./AddressBookSection'))
const OrdersSection = lazy(() => import('./OrdersSection'))
const SavedForLaterSection = lazy(() => import('./SavedForLaterSection'))
const NotificationsSection = lazy(() => import('./NotificationsSection'))
const WarrantySection = lazy(() => import('./WarrantySection'))
const ContactSection = lazy(() => import('./ContactSection'))
const DataSection = lazy(() => import('./DataSection'))

export function AccountPage() {
  const site = useSite()
  const lang = site.language
  const session = useEngineState(selectSession)
  const dispatch = useDispatch()
  const navigate = useNavigate()
  const [busy, setBusy] = useState<string | null>(null)
  useEngineDemand()
  const registered = session.status === 'registered'

  // Shown from the device at once, refreshed from the server on every visit (points change with orders).
  useEffect(() => {
    if (registered) void dispatch({ _tag: 'account.Load' })
  }, [registered, dispatch])

  const act = async (key: string, run: () => Promise<unknown>) => {
    if (busy) return
    setBusy(key)
    try {
      await run()
    } finally {
      setBusy(null)
    }
  }

  const signOut = () =>
    act('signOut', async () => {
      const result = await dispatch({ _tag: 'session.SignOut' })
      if (result.ok) void navigate({ to: '/$locale', params: { locale: site.locale } })
    })

  if (!registered) {
    return (
      <div className={pageStyle}>
        <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '4' })}>{t(lang, 'account.title')}</h1>
        <p className={css({ mb: '4' })}>{t(lang, 'account.signedOut')}</p>
        <Link to="/$locale/sign-in" params={{ locale: site.locale }} className={button({})}>
          {t(lang, 'signIn.title')}
        </Link>
      </div>
    )
  }

  const profile = session.profile
  const cards = session.savedCards
  return (
    <div className={pageStyle} data-testid="account">
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '2' })}>{t(lang, 'account.title')}</h1>
      {!profile ? (
        <p role="status">{t(lang, 'account.loading')}</p>
      ) : (
        <div className={css({ display: 'grid', gap: '8' })}>
          <p data-testid="account-name">{t(lang, 'account.hello', { name: profile.consumerDetails.firstName })}</p>
          <ProfileSection profile={profile} language={lang} locale={site.locale} />
          <LoyaltySection profile={profile} language={lang} locale={site.locale} />
          <SubscriptionsSection language={lang} hasPhone={Boolean(profile.consumerDetails.phone)} />
          <PasswordSection language={lang} />
          <NearViewport name="addresses">
            <AddressBookSection />
          </NearViewport>
          <NearViewport name="orders">
            <OrdersSection />
          </NearViewport>
          <section aria-labelledby="account-cards">
            <h2 id="account-cards" className={sectionTitle}>
              {t(lang, 'account.cards')}
            </h2>
            {!cards ? (
              <p role="status">{t(lang, 'account.loading')}</p>
            ) : cards.length === 0 ? (
              <p>{t(lang, 'account.noCards')}</p>
            ) : (
              <ul className={css({ display: 'grid', gap: '3' })}>
                {cards.map((c) => (
                  <li key={c.paymentInstrumentId} className={card + ' ' + css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' })} data-testid="saved-card">
                    <span>
                      {savedCardLabel(c, lang)}
                      {c.main && <strong className={css({ ml: '2' })}>{t(lang, 'account.cardMain')}</strong>}
                      {c.expired && <span className={css({ ml: '2', color: 'danger' })}>{t(lang, 'account.cardExpired')}</span>}
                    </span>
                    <span className={css({ display: 'flex', gap: '4' })}>
                      {!c.main && !c.expired && (
                        <button type="button" className={linkButton} disabled={busy !== null} onClick={() => void act(c.paymentInstrumentId, () => dispatch({ _tag: 'account.MakeCardMain', paymentInstrumentId: c.paymentInstrumentId }))}>
                          {t(lang, 'account.makeMain')}
                          <span className={css({ srOnly: true })}> {savedCardLabel(c, lang)}</span>
                        </button>
                      )}
                      <button type="button" className={linkButton} disabled={busy !== null} onClick={() => void act(c.paymentInstrumentId, () => dispatch({ _tag: 'account.RemoveSavedCard', paymentInstrumentId: c.paymentInstrumentId }))}>
                        {t(lang, 'account.removeCard')}
                        <span className={css({ srOnly: true })}> {savedCardLabel(c, lang)}</span>
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <NearViewport name="saved">
            <SavedForLaterSection />
          </NearViewport>
          <NearViewport name="notifications">
            <NotificationsSection />
          </NearViewport>
          <NearViewport name="warranty">
            <WarrantySection />
          </NearViewport>
          <NearViewport name="contact">
            <ContactSection />
          </NearViewport>
          <NearViewport name="data">
            <DataSection />
          </NearViewport>
        </div>
      )}
      <div className={css({ mt: '10' })}>
        <Button variant="secondary" disabled={busy !== null} onClick={() => void signOut()}>
          {busy === 'signOut' ? t(lang, 'account.signingOut') : t(lang, 'account.signOut')}
        </Button>
      </div>
    </div>
  )
}
