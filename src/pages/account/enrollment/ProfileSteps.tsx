// The steps after getting in (spec 000 section 4, complete profile): the sign-in confirmation,
// 0 non-loyalty (the loyalty sign-up), 1 welcome (with the welcome code), 2 mobile, 3 profile,
// 4 interests, 5 success. The profile's fields are the account page's form (../ProfileForm.tsx).
import { useEffect } from 'react'
import { useDispatch, useEngineState } from '../../../engine/react'
import { Button } from '../../../ui/Button'
import { ProfileForm } from '../ProfileForm'
import { t } from '../strings'
import { Actions, StepFailure, linkButton, useSend, type StepProps } from './stepKit'

export function ConfirmationStep({ language, advance, shopperNow }: StepProps) {
  const name = useEngineState((s) => s.session.profile?.consumerDetails.firstName ?? '')
  return (
    <>
      <p data-testid="flow-confirmation">{t(language, 'confirmation.hello', { name })}</p>
      <Actions>
        <Button onClick={() => advance({ type: 'continue', shopper: shopperNow() ?? { loyaltyMember: false } })}>{t(language, 'flow.continue')}</Button>
      </Actions>
    </>
  )
}

/**
 * Step 0: a signed-in shopper outside the loyalty programme is offered it (the loyalty sign-up
 * dialog). Joining needs a birth date (PRO411): asked for here when the profile has none.
 */
export function NonLoyaltyStep({ language, locale, online, advance, shopperNow }: StepProps) {
  const { send, busy, failure } = useSend()
  const profile = useEngineState((s) => s.session.profile)
  const join = async () => {
    const result = await send({ _tag: 'account.UpdateProfile', loyalty: true })
    if (result?.ok) advance({ type: 'joinedLoyalty' })
  }
  const decline = (
    <button type="button" className={linkButton} onClick={() => advance({ type: 'declinedLoyalty', shopper: shopperNow() ?? { loyaltyMember: false } })}>
      {t(language, 'nonLoyalty.decline')}
    </button>
  )
  return (
    <>
      <p>{t(language, 'nonLoyalty.intro')}</p>
      <StepFailure failure={failure} language={language} />
      {profile?.consumerDetails.birthDate ? (
        <Actions>
          <Button onClick={() => void join()} disabled={busy || !online}>
            {busy ? t(language, 'flow.busy') : t(language, 'nonLoyalty.join')}
          </Button>
          {decline}
        </Actions>
      ) : (
        <ProfileForm
          language={language}
          locale={locale}
          profile={profile}
          fields={['birthDate']}
          requiredFields={['birthDate']}
          submitLabel={t(language, 'nonLoyalty.join')}
          online={online && !busy}
          onSaved={() => void join()}
          extra={decline}
          testId="flow-loyalty"
        />
      )}
    </>
  )
}

/** Step 1: welcome to the programme, with the welcome code when the service has one for the member. */
export function WelcomeStep({ language, advance, shopperNow }: StepProps) {
  const dispatch = useDispatch()
  const welcome = useEngineState((s) => s.session.loyalty?.welcome ?? null)
  useEffect(() => {
    void dispatch({ _tag: 'account.LoadLoyalty' })
  }, [dispatch])
  return (
    <>
      <p>{t(language, 'welcome.points')}</p>
      {welcome?.status === 'available' && welcome.couponCode && <p data-testid="welcome-code">{t(language, 'welcome.code', { code: welcome.couponCode })}</p>}
      <Actions>
        <Button onClick={() => advance({ type: 'continue', shopper: shopperNow() ?? { loyaltyMember: true } })}>{t(language, 'flow.continue')}</Button>
      </Actions>
    </>
  )
}

const skip = (language: StepProps['language'], advance: StepProps['advance']) => (
  <button type="button" className={linkButton} onClick={() => advance({ type: 'skip' })}>
    {t(language, 'flow.skip')}
  </button>
)

/** Step 2: the mobile number, with the country's dial code and mask. */
export function MobileStep({ language, locale, online, advance }: StepProps) {
  const profile = useEngineState((s) => s.session.profile)
  return (
    <ProfileForm
      language={language}
      locale={locale}
      profile={profile}
      fields={['phone']}
      requiredFields={['phone']}
      submitLabel={t(language, 'flow.save')}
      online={online}
      onSaved={() => advance({ type: 'saved' })}
      extra={skip(language, advance)}
      testId="flow-mobile"
    />
  )
}

/** Step 3: names, birth date (the locale's format), postal code, preferred shoe size. */
export function ProfileStep({ language, locale, online, advance }: StepProps) {
  const profile = useEngineState((s) => s.session.profile)
  return (
    <ProfileForm
      language={language}
      locale={locale}
      profile={profile}
      fields={['firstName', 'lastName', 'birthDate', 'postalCode', 'preferredShoeSize']}
      requiredFields={['firstName', 'lastName', 'birthDate', 'postalCode']}
      submitLabel={t(language, 'flow.save')}
      online={online}
      onSaved={() => advance({ type: 'saved' })}
      extra={skip(language, advance)}
      testId="flow-profile"
    />
  )
}

/** Step 4: interests (sent pipe-separated). */
export function InterestsStep({ language, locale, online, advance }: StepProps) {
  const profile = useEngineState((s) => s.session.profile)
  return (
    <ProfileForm
      language={language}
      locale={locale}
      profile={profile}
      fields={['interests']}
      submitLabel={t(language, 'flow.save')}
      online={online}
      onSaved={() => advance({ type: 'saved' })}
      extra={skip(language, advance)}
      testId="flow-interests"
    />
  )
}

/** Step 5: done. */
export function SuccessStep({ language, advance, shopperNow }: StepProps) {
  return (
    <>
      <p data-testid="flow-success">{t(language, 'success.intro')}</p>
      <Actions>
        <Button onClick={() => advance({ type: 'continue', shopper: shopperNow() ?? { loyaltyMember: false } })}>{t(language, 'flow.continue')}</Button>
      </Actions>
    </>
  )
}
