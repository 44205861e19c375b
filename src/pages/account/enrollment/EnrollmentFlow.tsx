// The sign-in and enrollment flow on screen: the step named in the URL (`?step=`, so the back button
// walks the flow) shown as its dialog, each step's outcome fed to the state machine
// (enrollmentMachine.ts) and the next step pushed onto the history. A step that needs a signed-in
// shopper shows the lookup to a guest; one that needs the e-mail from the lookup (a reload lost it)
// too. When the flow is done, or the dialog is closed, the shopper goes where they were going.
import { useNavigate } from '@tanstack/react-router'
import { useState, type ComponentType } from 'react'
import type { SessionState } from '../../../engine/projections/session'
import { selectOnline, useEngineHandle, useEngineState } from '../../../engine/react'
import { useSite } from '../../../site/useSite'
import { t, type StringKey } from '../strings'
import { ForgotPasswordStep, JoinStep, LookupStep, SignInStep, SignUpStep } from './AccessSteps'
import { ConfirmationStep, InterestsStep, MobileStep, NonLoyaltyStep, ProfileStep, SuccessStep, WelcomeStep } from './ProfileSteps'
import { Modal } from '../../../ui/Modal'
import { needsSignIn, next, startStep, type Input, type Next, type Shopper, type Step } from './enrollmentMachine'
import type { StepProps } from './stepKit'

/** The signed-in shopper as the flow sees them (null for a guest). */
export const shopperOf = (session: SessionState): Shopper | null => {
  if (session.status !== 'registered') return null
  const profile = session.profile
  const details = profile?.consumerDetails
  return {
    loyaltyMember: profile?.isLoyaltyMember === true || profile?.loyaltySummary?.status === 'member',
    email: details?.email,
    phone: details?.phone,
    firstName: details?.firstName,
    lastName: details?.lastName,
    postalCode: details?.postalCode,
    birthDate: details?.birthDate,
  }
}

const STEP_VIEWS: Record<Step, { readonly title: StringKey; readonly view: ComponentType<StepProps>; readonly testId: string }> = {
  lookup: { title: 'lookup.title', view: LookupStep, testId: 'dialog-sign-in' },
  signIn: { title: 'signIn.title', view: SignInStep, testId: 'dialog-sign-in' },
  signUp: { title: 'signUp.title', view: SignUpStep, testId: 'dialog-sign-up' },
  forgotPassword: { title: 'forgot.title', view: ForgotPasswordStep, testId: 'dialog-forgot-password' },
  join: { title: 'join.title', view: JoinStep, testId: 'dialog-join' },
  confirmation: { title: 'confirmation.title', view: ConfirmationStep, testId: 'dialog-sign-in-confirmation' },
  nonLoyalty: { title: 'nonLoyalty.title', view: NonLoyaltyStep, testId: 'dialog-loyalty-sign-up' },
  welcome: { title: 'welcome.title', view: WelcomeStep, testId: 'dialog-welcome' },
  mobile: { title: 'mobile.title', view: MobileStep, testId: 'dialog-mobile' },
  profile: { title: 'profile.title', view: ProfileStep, testId: 'dialog-profile' },
  interests: { title: 'interests.title', view: InterestsStep, testId: 'dialog-interests' },
  success: { title: 'success.title', view: SuccessStep, testId: 'dialog-success' },
}

export interface EnrollmentFlowProps {
  /** The step in the URL; absent: where the flow starts for this shopper. */
  readonly step: Step | undefined
  /** Where to go when the flow is done or closed (a path of this site). */
  readonly target: string
  readonly onStep: (step: Step, replace?: boolean) => void
}

export function EnrollmentFlow({ step: requested, target, onStep }: EnrollmentFlowProps) {
  const site = useSite()
  const language = site.language
  const navigate = useNavigate()
  const handle = useEngineHandle()
  const online = useEngineState(selectOnline)
  const session = useEngineState((s) => s.session)
  const shopper = shopperOf(session)
  const [email, setEmail] = useState('')
  const [notice, setNotice] = useState<string | null>(null)

  const wanted = requested ?? startStep(shopper)
  // A guest cannot be in a step after signing in, nor past the lookup without the e-mail it gave.
  const step: Step = (needsSignIn(wanted) && !shopper) || ((wanted === 'signIn' || wanted === 'signUp') && email === '') ? 'lookup' : wanted

  // A guest leaving the flow is not sent to an account page they cannot see.
  const finish = () => void navigate({ href: !shopperOf(handle.getState().session) && target === `/${site.locale}/account` ? `/${site.locale}` : target })
  const goTo = (to: Next) => (to === 'done' ? finish() : onStep(to))
  const advance = (input: Input) => {
    setNotice(input.type === 'resetRequested' ? t(language, 'signIn.resetSent') : null)
    goTo(next(step, input))
  }

  const { title, view: View, testId } = STEP_VIEWS[step]
  return (
    <Modal size="narrow" key={step} title={t(language, title)} closeLabel={t(language, 'flow.close')} onClose={finish} testId={testId}>
      {!online && <p role="status">{t(language, 'flow.offline')}</p>}
      <View
        language={language}
        locale={site.locale}
        email={email}
        setEmail={setEmail}
        shopper={shopper}
        shopperNow={() => shopperOf(handle.getState().session)}
        notice={notice}
        online={online}
        advance={advance}
        goTo={goTo}
      />
    </Modal>
  )
}
