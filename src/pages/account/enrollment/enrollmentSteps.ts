// The sign-in and enrollment flow's steps (./enrollmentMachine.ts): the names the sign-in route reads
// from its URL. Apart from the machine because every page's route definitions check them: the machine
// and the profile rules load with the sign-in page only.
export const STEPS = [
  'lookup',
  'signIn',
  'signUp',
  'forgotPassword',
  /** The simplified enrollment variant: a guest joins the newsletter or the loyalty programme with an e-mail only. */
  'join',
  /** The sign-in confirmation dialog. */
  'confirmation',
  'nonLoyalty',
  'welcome',
  'mobile',
  'profile',
  'interests',
  'success',
] as const
export type Step = (typeof STEPS)[number]

export const isStep = (value: unknown): value is Step => typeof value === 'string' && (STEPS as ReadonlyArray<string>).includes(value)
