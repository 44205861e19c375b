// Where the access token lives: in this tab's memory, nowhere else (docs/decisions/0024). No page
// storage (localStorage, sessionStorage, IndexedDB, the caches, document.cookie) ever holds a token;
// the refresh token never reaches the page at all: the storefront's server keeps it in an HttpOnly
// cookie and hands out short-lived access tokens (src/bff). A tab without one (a new page, an expired
// token, another tab changed the session) asks the server for one (session.EnsureGuestToken).
// Tokens never enter the event log.
import { Context, Effect, Layer } from 'effect'

export interface StoredToken {
  readonly accessToken: string
  readonly tokenType: 'Guest' | 'Registered'
  /** Epoch ms. */
  readonly expiresAt: number
  /** Whose token it is: a token of another shopper than the log's is not used. */
  readonly consumerNo: string
}

export interface TokenStoreShape {
  readonly get: Effect.Effect<StoredToken | undefined>
  readonly set: (token: StoredToken) => Effect.Effect<void>
  readonly clear: Effect.Effect<void>
}

export class TokenStore extends Context.Service<TokenStore, TokenStoreShape>()('summit/engine/TokenStore') {}

/** A token store in memory; several engines given the same one share it (tests of one tab's engines). */
export const makeMemoryTokenStore = (initial?: StoredToken): TokenStoreShape => {
  let current = initial
  return {
    get: Effect.sync(() => current),
    set: (token) =>
      Effect.sync(() => {
        current = token
      }),
    clear: Effect.sync(() => {
      current = undefined
    }),
  }
}

/** The token store of a tab (browser and tests alike): memory only; `initial` seeds a token. */
export const tokenStoreMemory = (initial?: StoredToken): Layer.Layer<TokenStore> => Layer.sync(TokenStore, () => makeMemoryTokenStore(initial))

/** A given token store as the service (shared between engines in tests). */
export const tokenStoreFrom = (store: TokenStoreShape): Layer.Layer<TokenStore> => Layer.succeed(TokenStore, store)
