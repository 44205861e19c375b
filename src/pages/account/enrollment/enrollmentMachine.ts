// The sign-in and enrollment flow as a pure state machine (spec 000 section 4): lookup, sign in, sign
// up, forgot password, then complete profile 0 non-loyalty, 1 welcome, 2 mobile, 3 profile,
// 4 interests, 5 success. The start state is lookup when signed out, step 3 (profile) when signed in
// with a phone, step 2 (mobile) when signed in without one. After signing in, a shopper outside the
// loyalty programme is offered it (step 0); a member whose profile is partially enrolled (an e-mail
// but any of phone, first name, last name, postal code or birth date missing: spec 000 section 5)
// completes it (step 2 or 3); anyone else sees the sign-in confirmation. Each step is a dialog (its
// name in the URL, so the back button walks the flow); the commands the steps send report their
// outcome here as an input. No I/O, no clock: the dialogs and the tests drive it alike.
import { isPartiallyEnrolled, type EnrolmentFields } from '../../../contract/profileRules'
import type { Step } from './enrollmentSteps'

export { STEPS, isStep, type Step } from './enrollmentSteps'

/** The complete-profile steps by their number in the spec. */
export const PROFILE_STEPS: Readonly<Record<0 | 1 | 2 | 3 | 4 | 5, Step>> = { 0: 'nonLoyalty', 1: 'welcome', 2: 'mobile', 3: 'profile', 4: 'interests', 5: 'success' }

/** What the flow needs to know of a signed-in shopper. */
export interface Shopper extends EnrolmentFields {
  readonly loyaltyMember: boolean
}

export type Input =
  | { readonly type: 'lookedUp'; readonly registered: boolean }
  | { readonly type: 'forgotPassword' }
  | { readonly type: 'resetRequested' }
  | { readonly type: 'joinWithEmail' }
  | { readonly type: 'joined' }
  | { readonly type: 'signedIn'; readonly shopper: Shopper }
  | { readonly type: 'signedUp'; readonly shopper: Shopper }
  | { readonly type: 'joinedLoyalty' }
  | { readonly type: 'declinedLoyalty'; readonly shopper: Shopper }
  | { readonly type: 'continue'; readonly shopper: Shopper }
  | { readonly type: 'saved' }
  | { readonly type: 'skip' }
  | { readonly type: 'back' }

/** `done`: the flow is over (the dialog closes and the shopper goes where they were going). */
export type Next = Step | 'done'

/** Where the flow starts (spec 000 section 4). */
export const startStep = (shopper: Shopper | null): Step => (shopper === null ? 'lookup' : hasPhone(shopper) ? 'profile' : 'mobile')

const hasPhone = (shopper: Shopper): boolean => (shopper.phone ?? '').trim() !== ''

/** After the loyalty question (or the welcome): the profile's missing parts, if any. */
const completeProfile = (shopper: Shopper, otherwise: Next): Next => (isPartiallyEnrolled(shopper) ? (hasPhone(shopper) ? 'profile' : 'mobile') : otherwise)

/** The next step for an input at a step; the step itself when the input means nothing there. */
export const next = (step: Step, input: Input): Next => {
  switch (step) {
    case 'lookup':
      if (input.type === 'lookedUp') return input.registered ? 'signIn' : 'signUp'
      if (input.type === 'joinWithEmail') return 'join'
      return step
    case 'signIn':
      if (input.type === 'signedIn') return input.shopper.loyaltyMember ? completeProfile(input.shopper, 'confirmation') : 'nonLoyalty'
      if (input.type === 'forgotPassword') return 'forgotPassword'
      if (input.type === 'back') return 'lookup'
      return step
    case 'signUp':
      if (input.type === 'signedUp') return input.shopper.loyaltyMember ? 'welcome' : 'nonLoyalty'
      if (input.type === 'joinWithEmail') return 'join'
      if (input.type === 'back') return 'lookup'
      return step
    case 'forgotPassword':
      if (input.type === 'resetRequested' || input.type === 'back') return 'signIn'
      return step
    case 'join':
      if (input.type === 'joined') return 'done'
      if (input.type === 'back') return 'lookup'
      return step
    case 'confirmation':
      return input.type === 'continue' ? 'done' : step
    case 'nonLoyalty':
      if (input.type === 'joinedLoyalty') return 'welcome'
      if (input.type === 'declinedLoyalty') return completeProfile(input.shopper, 'done')
      return step
    case 'welcome':
      return input.type === 'continue' ? (hasPhone(input.shopper) ? 'profile' : 'mobile') : step
    case 'mobile':
      return input.type === 'saved' || input.type === 'skip' ? 'profile' : step
    case 'profile':
      return input.type === 'saved' || input.type === 'skip' ? 'interests' : step
    case 'interests':
      return input.type === 'saved' || input.type === 'skip' ? 'success' : step
    case 'success':
      return input.type === 'continue' ? 'done' : step
  }
}

/** Whether a step needs a signed-in shopper (it is not shown to a guest: the flow starts over). */
export const needsSignIn = (step: Step): boolean => !['lookup', 'signIn', 'signUp', 'forgotPassword', 'join'].includes(step)
