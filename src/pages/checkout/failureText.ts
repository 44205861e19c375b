// The one place where the checkout turns a recorded failure into the shopper's text (the top notice,
// the gift-card input): the catalogue's message in the shopper's language, the server's own message
// for a code the catalogue does not know.
import { messageFor } from '../../contract/errorCatalogue'
import type { ShownFailure } from '../../engine/events/failure'
import type { Language } from '../../commerce/strings'

export const failureText = (failure: Pick<ShownFailure, 'code' | 'params' | 'message'>, language: Language): string =>
  messageFor(failure.code, language, failure.params, { serverMessage: failure.message })
