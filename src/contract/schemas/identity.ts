// Creating an account and getting back into one (spec 001 section 7, Authentication and Consumer;
// spec 000 section 4, the sign-in and enrollment flow): the e-mail lookup, sign-up, the forgotten
// password (a link by e-mail, then a new password with it) and changing a password. The paths say
// what each call is; what the spec leaves out (bodies, answers, which of resetpassword and
// confirmforgotpassword sends the e-mail) is our choice, written in docs/decisions/0024.
// Passwords, reset tokens and captcha answers are Secret: the engine never logs them.
import { Schema } from 'effect'
import { Secret } from '../secret'
import { Text } from './common'

/** An e-mail address as typed (checked by the validators and the service: AUT453). */
export const EmailText = Text(254)
/** A password as typed: long enough for any passphrase, short enough to hash cheaply. */
export const PasswordText = Secret.check(Schema.isMaxLength(256))
/** A PKCE code challenge: base64url(SHA-256(verifier)), 43 characters. */
const CodeChallenge = Text(128)
const CaptchaAnswer = Secret.check(Schema.isMaxLength(512))

/**
 * GET /consumers-v3/consumer/lookup?email= (a guest's or a member's bearer): whether the e-mail has an
 * account, so the flow goes on to "sign in" or to "sign up" (spec 000 section 4). A client asking
 * too often must answer the captcha (AUT403 with the challenge; `recaptcha_response` then).
 */
export const LookupQuery = Schema.Struct({ email: EmailText, recaptcha_response: Schema.optional(CaptchaAnswer) })
export const LookupResponse = Schema.Struct({ email: Schema.String, registered: Schema.Boolean })
export type LookupResponse = typeof LookupResponse.Type

/**
 * POST /consumers-v3/auth/signup: a new registered account, signed straight in through the same PKCE
 * exchange as a sign-in (the answer's code, bound to `codeChallenge`). A welcome e-mail goes to the
 * mail outbox. Errors: AUT439 the e-mail has an account (409), AUT442 the phone belongs to another
 * (409), AUT453 invalid e-mail, FE872 the password breaks the rules, PRO410 too young, AUT403 captcha.
 */
export const SignUpRequest = Schema.Struct({
  email: EmailText,
  password: PasswordText,
  firstName: Text(60),
  lastName: Text(60),
  /** International form or as typed with `phoneCountry`; optional at sign-up (the "mobile" step asks). */
  phone: Schema.optional(Text(40)),
  phoneCountry: Schema.optional(Text(2)),
  /** ISO YYYY-MM-DD. */
  birthDate: Schema.optional(Text(10)),
  postalCode: Schema.optional(Text(20)),
  /** Join the loyalty programme with the account. */
  loyaltyOptIn: Schema.optional(Schema.Boolean),
  /** Subscribe to the newsletter at this e-mail. */
  newsletterOptIn: Schema.optional(Schema.Boolean),
  codeChallenge: CodeChallenge,
  recaptcha_response: Schema.optional(CaptchaAnswer),
})
export type SignUpRequest = typeof SignUpRequest.Type
export const SignUpResponse = Schema.Struct({ consumerNo: Schema.String, authorizationCode: Schema.String })

/**
 * POST /consumers-v3/consumer/resetpassword { email }: asks for a reset link by e-mail. Always 200,
 * whether or not the e-mail has an account (nobody learns which e-mails do); the link, valid one
 * hour and single use, goes to the mail outbox.
 */
export const ResetPasswordRequest = Schema.Struct({ email: EmailText, recaptcha_response: Schema.optional(CaptchaAnswer) })

/**
 * POST /consumers-v3/confirmforgotpassword { token, newPassword }: sets the password with the link's
 * token. AUT402 the link is unknown, used or expired; AUT451 the current password again, AUT452 one
 * of the three before; FE872 the rules. Lifts a sign-in lock and ends every session of the account.
 */
export const ConfirmForgotPasswordRequest = Schema.Struct({ token: Secret.check(Schema.isMaxLength(128)), newPassword: PasswordText })

/**
 * POST /consumers-v3/consumer/changepassword (registered): AUT450 the current password is wrong,
 * AUT451 / AUT452 reuse, FE872 the rules. Other sessions of the account end; this one stays.
 */
export const ChangePasswordRequest = Schema.Struct({ currentPassword: PasswordText, newPassword: PasswordText })
