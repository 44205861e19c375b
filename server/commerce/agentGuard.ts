// The guard of every associate-only call (issue 15): an associate's session (token type Agent) passes;
// a guest's or a registered shopper's token is 401 AUT432 ("authorisation failure"), a status the
// storefront never takes for bot protection (403 with an appId, src/api/client.ts).
import { ApiError } from '../http/errors.ts'
import type { CallContext, Consumer } from '../http/types.ts'

export const notAnAgent = () => new ApiError(401, 'AUT432', 'Only a store associate’s session may do this')

/** The caller of an associate-only call; 401 AUT432 for a guest's or a registered shopper's token. */
export const agentOf = (ctx: CallContext): Consumer => {
  const consumer = ctx.consumer
  if (!consumer) throw new Error('agent route without auth')
  if (consumer.tokenType !== 'Agent') throw notAnAgent()
  return consumer
}

/**
 * While an associate's in-store session is connected there are no favourites, no saved-for-later
 * list and no cart favourites (spec 000 section 6): those calls refuse an Agent token with the same
 * 401 AUT432 (docs/decisions/0030), never a 403 the storefront would take for bot protection.
 */
export const notWhileInStore = () => new ApiError(401, 'AUT432', 'Favourites and saved for later are not available in an in-store session')

/** The handler, refusing an associate's session first (favourites, saved for later). */
export const shoppersOnly =
  <C extends { readonly consumer: Consumer | undefined }, R>(handler: (ctx: C) => Promise<R>) =>
  (ctx: C): Promise<R> => {
    if (ctx.consumer?.tokenType === 'Agent') return Promise.reject(notWhileInStore())
    return handler(ctx)
  }
