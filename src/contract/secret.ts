// `Secret`: a string of the contract that must never be logged (password, card number, security
// code, token, captcha answer, PKCE verifier). The request schemas mark such fields with it; the
// engine's log encoder (src/engine/secrets.ts) redacts them and never queues a command holding one.
import { Schema } from 'effect'

export const SECRET_ANNOTATION = 'secret'

/** A string that must never be logged (password, card number, security code, token, captcha answer, PKCE verifier). */
export const Secret = Schema.String.annotate({ [SECRET_ANNOTATION]: true, description: 'secret: never logged' })
