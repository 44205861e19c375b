// The sign-in and enrollment flow's state machine (spec 000 section 4): the order lookup, sign in, sign
// up, forgot password, then complete profile 0 non-loyalty, 1 welcome, 2 mobile, 3 profile,
// 4 interests, 5 success; the start states; the partially-enrolled rule deciding what follows a
// sign-in; inputs that mean nothing at a step leave it where it is.
import { describe, expect, it } from 'vitest'
import { PROFILE_STEPS, STEPS, isStep, needsSignIn, next, startStep, type Input, type Shopper, type Step } from '../../src/pages/account/enrollment/enrollmentMachine'

const complete: Shopper = { loyaltyMember: true, email: 'a@b.co', phone: '+13035550142', firstName: 'A', lastName: 'B', postalCode: '80302', birthDate: '1990-01-01' }
const noPhone: Shopper = { ...complete, phone: undefined }
const noBirthDate: Shopper = { ...complete, birthDate: '' }
const nonMember: Shopper = { ...complete, loyaltyMember: false }

/** Runs inputs from a step, collecting the steps visited. */
const walk = (from: Step, inputs: ReadonlyArray<Input>): Array<string> => {
  const visited: string[] = [from]
  let step: Step | 'done' = from
  for (const input of inputs) {
    if (step === 'done') break
    step = next(step, input)
    visited.push(step)
  }
  return visited
}

describe('enrollment state machine', () => {
  it('numbers the complete-profile steps as the spec does', () => {
    expect(PROFILE_STEPS).toEqual({ 0: 'nonLoyalty', 1: 'welcome', 2: 'mobile', 3: 'profile', 4: 'interests', 5: 'success' })
    expect(STEPS.every(isStep)).toBe(true)
    expect(isStep('admin')).toBe(false)
  })

  it('starts at lookup signed out, at step 3 (profile) signed in with a phone, at step 2 (mobile) without', () => {
    expect(startStep(null)).toBe('lookup')
    expect(startStep(complete)).toBe('profile')
    expect(startStep(noPhone)).toBe('mobile')
    expect(startStep({ ...complete, phone: '  ' })).toBe('mobile')
  })

  it('lookup leads to sign in for an e-mail with an account, to sign up for one without', () => {
    expect(next('lookup', { type: 'lookedUp', registered: true })).toBe('signIn')
    expect(next('lookup', { type: 'lookedUp', registered: false })).toBe('signUp')
  })

  it('a new member walks the whole flow: sign up, 1 welcome, 2 mobile, 3 profile, 4 interests, 5 success, done', () => {
    expect(
      walk('lookup', [
        { type: 'lookedUp', registered: false },
        { type: 'signedUp', shopper: { loyaltyMember: true, email: 'a@b.co' } },
        { type: 'continue', shopper: { loyaltyMember: true, email: 'a@b.co' } },
        { type: 'saved' },
        { type: 'saved' },
        { type: 'skip' },
        { type: 'continue', shopper: complete },
      ]),
    ).toEqual(['lookup', 'signUp', 'welcome', 'mobile', 'profile', 'interests', 'success', 'done'])
  })

  it('a sign-up outside the programme is offered it first (step 0), then welcomed when joining', () => {
    expect(walk('signUp', [{ type: 'signedUp', shopper: { loyaltyMember: false } }, { type: 'joinedLoyalty' }])).toEqual(['signUp', 'nonLoyalty', 'welcome'])
  })

  it('after sign-in: a fully enrolled member sees the confirmation; a partially enrolled one completes the profile (mobile without a phone, profile with one); a non-member is offered loyalty', () => {
    expect(next('signIn', { type: 'signedIn', shopper: complete })).toBe('confirmation')
    expect(next('confirmation', { type: 'continue', shopper: complete })).toBe('done')
    expect(next('signIn', { type: 'signedIn', shopper: noPhone })).toBe('mobile')
    expect(next('signIn', { type: 'signedIn', shopper: noBirthDate })).toBe('profile')
    expect(next('signIn', { type: 'signedIn', shopper: { ...complete, postalCode: undefined } })).toBe('profile')
    expect(next('signIn', { type: 'signedIn', shopper: nonMember })).toBe('nonLoyalty')
  })

  it('declining loyalty ends the flow for a complete profile and continues to the missing parts otherwise', () => {
    expect(next('nonLoyalty', { type: 'declinedLoyalty', shopper: nonMember })).toBe('done')
    expect(next('nonLoyalty', { type: 'declinedLoyalty', shopper: { ...nonMember, phone: undefined } })).toBe('mobile')
  })

  it('forgot password goes from sign in and back to it once the link is asked for; back leads out of each entry step', () => {
    expect(walk('signIn', [{ type: 'forgotPassword' }, { type: 'resetRequested' }])).toEqual(['signIn', 'forgotPassword', 'signIn'])
    expect(next('forgotPassword', { type: 'back' })).toBe('signIn')
    expect(next('signIn', { type: 'back' })).toBe('lookup')
    expect(next('signUp', { type: 'back' })).toBe('lookup')
  })

  it('the simplified enrollment (a guest joins with an e-mail only) is reached from lookup and sign up and ends the flow', () => {
    expect(walk('lookup', [{ type: 'joinWithEmail' }, { type: 'joined' }])).toEqual(['lookup', 'join', 'done'])
    expect(next('signUp', { type: 'joinWithEmail' })).toBe('join')
  })

  it('an input that means nothing at a step leaves it there', () => {
    expect(next('lookup', { type: 'saved' })).toBe('lookup')
    expect(next('mobile', { type: 'lookedUp', registered: true })).toBe('mobile')
    expect(next('success', { type: 'skip' })).toBe('success')
    expect(next('welcome', { type: 'joined' })).toBe('welcome')
  })

  it('the steps after signing in need a signed-in shopper; the entry steps do not', () => {
    expect(STEPS.filter(needsSignIn)).toEqual(['confirmation', 'nonLoyalty', 'welcome', 'mobile', 'profile', 'interests', 'success'])
  })
})
