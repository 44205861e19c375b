// Where the access token lives: localStorage in the browser (one key per site), memory in tests.
// Tokens never enter the event log.
import { Context, Effect, Layer, Option, Schema } from 'effect'

export const StoredToken = Schema.Struct({
  accessToken: Schema.String,
  refreshToken: Schema.NullOr(Schema.String),
  tokenType: Schema.Literals(['Guest', 'Registered']),
  /** Epoch ms. */
  expiresAt: Schema.Number,
  /** The shopper the token is for (tells a token another tab just got from the one the server refused). */
  consumerNo: Schema.optional(Schema.String),
})
export type StoredToken = typeof StoredToken.Type

export interface TokenStoreShape {
  readonly get: Effect.Effect<StoredToken | undefined>
  readonly set: (token: StoredToken) => Effect.Effect<void>
  readonly clear: Effect.Effect<void>
}

export class TokenStore extends Context.Service<TokenStore, TokenStoreShape>()('summit/engine/TokenStore') {}

const decodeToken = Schema.decodeUnknownOption(Schema.fromJsonString(StoredToken))

export const tokenStorageKey = (siteId: string): string => `summit-engine.token.${siteId}`

export const tokenStoreLocalStorage = (siteId: string): Layer.Layer<TokenStore> =>
  Layer.sync(TokenStore, () => {
    const key = tokenStorageKey(siteId)
    return {
      get: Effect.sync(() => {
        try {
          const raw = globalThis.localStorage?.getItem(key)
          return raw ? Option.getOrUndefined(decodeToken(raw)) : undefined
        } catch {
          return undefined
        }
      }),
      set: (token) =>
        Effect.sync(() => {
          try {
            globalThis.localStorage?.setItem(key, JSON.stringify(token))
          } catch {
            // storage full or blocked: the token still works for this page
          }
        }),
      clear: Effect.sync(() => {
        try {
          globalThis.localStorage?.removeItem(key)
        } catch {
          // ignore
        }
      }),
    }
  })

/** An in-memory token store; several engines given the same one share it like tabs share localStorage. */
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

/** The in-memory twin; `initial` seeds a token. */
export const tokenStoreMemory = (initial?: StoredToken): Layer.Layer<TokenStore> => Layer.sync(TokenStore, () => makeMemoryTokenStore(initial))

/** A given token store as the service (shared between engines in tests). */
export const tokenStoreFrom = (store: TokenStoreShape): Layer.Layer<TokenStore> => Layer.succeed(TokenStore, store)
