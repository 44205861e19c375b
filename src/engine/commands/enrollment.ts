// The shopper's actions of the sign-in and enrollment flow besides signing in (spec 000 section 4;
// docs/decisions/0024): looking the e-mail up, signing up (and straight in), asking for a reset link,
// setting a new password with it, changing the password, and a guest's e-mail-only profile
// (newsletter, loyalty). None needs to wait offline, so none is queued; those holding a password or a
// reset token are Secret and never logged. Their events say what happened, never the e-mail.
import { Effect, Schema } from 'effect'
import { AccountCommandFailed, AccountLookedUp, GuestProfileCreated, PasswordChanged, PasswordResetRequested } from '../events/session'
import { Secret } from '../secrets'
import { accessToken } from './cart'
import { call } from './call'
import { askForCaptcha, pkcePair, startRegisteredSession, type AccountEvent } from './account'
import { defineCommand, failureFields, type CommandFailure } from './command'

const failedAs =
  (command: string) =>
  (commandId: string, failure: CommandFailure): AccountEvent =>
    AccountCommandFailed.make(failureFields(commandId, command, failure))

const Email = Schema.String.check(Schema.isTrimmed(), Schema.isMinLength(3), Schema.isMaxLength(254))
const Name = Schema.String.check(Schema.isMaxLength(60))

// ---- lookup ------------------------------------------------------------------------------------

export const LookUpAccount = Schema.TaggedStruct('account.LookUp', { email: Email, recaptcha: Schema.optional(Secret) })
export type LookUpAccount = typeof LookUpAccount.Type

export const lookUpAccount = defineCommand<LookUpAccount, AccountEvent>({
  aggregate: 'session',
  schema: LookUpAccount,
  handle: (command, ctx) =>
    askForCaptcha(
      Effect.gen(function* () {
        const token = yield* accessToken
        const answer = yield* call('consumerLookup', {
          site: ctx.site,
          query: { email: command.email, ...(command.recaptcha === undefined ? {} : { recaptcha_response: command.recaptcha }) },
          accessToken: token,
        })
        return [AccountLookedUp.make({ registered: answer.registered })]
      }),
    ),
  failed: failedAs('account.LookUp'),
})

// ---- sign-up -----------------------------------------------------------------------------------

export const SignUp = Schema.TaggedStruct('session.SignUp', {
  email: Email,
  password: Secret,
  firstName: Name,
  lastName: Name,
  /** ISO YYYY-MM-DD (the form parses the locale's format). */
  birthDate: Schema.optional(Schema.String),
  loyaltyOptIn: Schema.Boolean,
  newsletterOptIn: Schema.Boolean,
  recaptcha: Schema.optional(Secret),
})
export type SignUp = typeof SignUp.Type

/** A new account, signed straight in with the same exchange as a sign-in (the guest's cart joins it). */
export const signUp = defineCommand<SignUp, AccountEvent>({
  aggregate: 'session',
  changesSession: true,
  schema: SignUp,
  handle: (command, ctx) =>
    askForCaptcha(
      Effect.gen(function* () {
        const { verifier, challenge } = yield* Effect.promise(pkcePair)
        const { authorizationCode } = yield* call('signUp', {
          site: ctx.site,
          body: {
            email: command.email,
            password: command.password,
            firstName: command.firstName,
            lastName: command.lastName,
            ...(command.birthDate ? { birthDate: command.birthDate } : {}),
            loyaltyOptIn: command.loyaltyOptIn,
            newsletterOptIn: command.newsletterOptIn,
            codeChallenge: challenge,
            ...(command.recaptcha === undefined ? {} : { recaptcha_response: command.recaptcha }),
          },
        })
        return yield* startRegisteredSession(ctx, authorizationCode, verifier)
      }),
    ),
  failed: failedAs('session.SignUp'),
})

// ---- passwords ---------------------------------------------------------------------------------

export const RequestPasswordReset = Schema.TaggedStruct('account.RequestPasswordReset', { email: Email, recaptcha: Schema.optional(Secret) })
export type RequestPasswordReset = typeof RequestPasswordReset.Type

export const requestPasswordReset = defineCommand<RequestPasswordReset, AccountEvent>({
  aggregate: 'session',
  schema: RequestPasswordReset,
  handle: (command, ctx) =>
    askForCaptcha(
      Effect.gen(function* () {
        yield* call('resetPassword', { site: ctx.site, body: { email: command.email, ...(command.recaptcha === undefined ? {} : { recaptcha_response: command.recaptcha }) } })
        return [PasswordResetRequested.make({})]
      }),
    ),
  failed: failedAs('account.RequestPasswordReset'),
})

export const ResetPassword = Schema.TaggedStruct('account.ResetPassword', { token: Secret, newPassword: Secret })
export type ResetPassword = typeof ResetPassword.Type

/** A new password with the e-mailed link's token (every session of the account ends; the shopper signs in again). */
export const resetPassword = defineCommand<ResetPassword, AccountEvent>({
  aggregate: 'session',
  schema: ResetPassword,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      yield* call('confirmForgotPassword', { site: ctx.site, body: { token: command.token, newPassword: command.newPassword } })
      return [PasswordChanged.make({ via: 'reset' })]
    }),
  failed: failedAs('account.ResetPassword'),
})

export const ChangePassword = Schema.TaggedStruct('account.ChangePassword', { currentPassword: Secret, newPassword: Secret })
export type ChangePassword = typeof ChangePassword.Type

export const changePassword = defineCommand<ChangePassword, AccountEvent>({
  aggregate: 'session',
  schema: ChangePassword,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      yield* call('changePassword', { site: ctx.site, body: { currentPassword: command.currentPassword, newPassword: command.newPassword }, accessToken: token })
      return [PasswordChanged.make({ via: 'change' })]
    }),
  failed: failedAs('account.ChangePassword'),
})

// ---- a guest's profile -------------------------------------------------------------------------

export const JoinAsGuest = Schema.TaggedStruct('account.JoinAsGuest', {
  email: Email,
  firstName: Schema.optional(Name),
  loyaltyOptIn: Schema.Boolean,
  newsletterOptIn: Schema.Boolean,
})
export type JoinAsGuest = typeof JoinAsGuest.Type

/** The simplified enrollment: a guest joins the newsletter or the loyalty programme with an e-mail only, without an account. */
export const joinAsGuest = defineCommand<JoinAsGuest, AccountEvent>({
  aggregate: 'session',
  schema: JoinAsGuest,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      yield* call('consumerCreate', {
        site: ctx.site,
        body: {
          consumerProfile: {
            consumerDetails: { email: command.email, ...(command.firstName ? { firstName: command.firstName } : {}) },
            ...(command.loyaltyOptIn ? { enrollments: [{ type: 'Loyalty' as const, optin: true }] } : {}),
            newsletterOptIn: command.newsletterOptIn,
          },
        },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      })
      return [GuestProfileCreated.make({ loyalty: command.loyaltyOptIn, newsletter: command.newsletterOptIn })]
    }),
  failed: failedAs('account.JoinAsGuest'),
})

export const enrollmentCommands = {
  'account.LookUp': lookUpAccount,
  'session.SignUp': signUp,
  'account.RequestPasswordReset': requestPasswordReset,
  'account.ResetPassword': resetPassword,
  'account.ChangePassword': changePassword,
  'account.JoinAsGuest': joinAsGuest,
} as const

export const EnrollmentCommand = [LookUpAccount, SignUp, RequestPasswordReset, ResetPassword, ChangePassword, JoinAsGuest] as const
