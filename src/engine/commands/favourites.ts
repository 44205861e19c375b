// Favourites (behind the favourites flag, docs/decisions/0025): guests and members alike. Adding and
// removing are queueable: the heart changes in the same frame (a pending change over the server's
// list), the change is sent by the outbox when the network allows, and the server's list is the
// outcome; a failure rolls the heart back. A removal is decided again before it is sent: the
// product's item in the list the engine last saw, or nothing to do. Reading and sharing need the
// server's word and run at once.
import { Effect, Schema } from 'effect'
import {
  FavouriteAddRequested,
  FavouriteDisplay,
  FavouriteRemoveRequested,
  FavouritesCommandFailed,
  FavouritesCommandSkipped,
  FavouritesReceived,
  FavouritesShared,
  type FavouritesEvent,
} from '../events/favourites'
import type { EngineState } from '../projections/engineState'
import { call } from './call'
import { accessToken } from './cart'
import { defineCommand, failureFields, type CommandFailure, type Preparation } from './command'

const ProductId = Schema.String.check(Schema.isTrimmed(), Schema.isMinLength(1), Schema.isMaxLength(40))

export const LoadFavourites = Schema.TaggedStruct('favourites.Load', {})
export type LoadFavourites = typeof LoadFavourites.Type

export const AddFavourite = Schema.TaggedStruct('favourites.Add', { productId: ProductId, display: Schema.optional(FavouriteDisplay) })
export type AddFavourite = typeof AddFavourite.Type

export const RemoveFavourite = Schema.TaggedStruct('favourites.Remove', { productId: ProductId })
export type RemoveFavourite = typeof RemoveFavourite.Type

export const ShareFavourites = Schema.TaggedStruct('favourites.Share', { shared: Schema.Boolean })
export type ShareFavourites = typeof ShareFavourites.Type

const failed =
  (command: string) =>
  (commandId: string, failure: CommandFailure): FavouritesEvent =>
    FavouritesCommandFailed.make(failureFields(commandId, command, failure))

const skipped = (commandId: string): FavouritesEvent => FavouritesCommandSkipped.make({ commandId })

const itemOf = (state: EngineState, productId: string) => state.favourites.server?.items.find((i) => i.productId === productId)

export const loadFavourites = defineCommand<LoadFavourites, FavouritesEvent>({
  aggregate: 'favourites',
  schema: LoadFavourites,
  handle: (_command, ctx) =>
    Effect.gen(function* () {
      const favourites = yield* call('favoritesGet', { site: ctx.site, query: {}, accessToken: yield* accessToken })
      return [FavouritesReceived.make({ favourites })]
    }),
  failed: failed('favourites.Load'),
})

export const addFavourite = defineCommand<AddFavourite, FavouritesEvent>({
  aggregate: 'favourites',
  schema: AddFavourite,
  queueable: true,
  optimistic: (command) => [FavouriteAddRequested.make({ productId: command.productId, ...(command.display ? { display: command.display } : {}) })],
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const favoriteId = ctx.state.favourites.server?.favoriteId
      const favourites = yield* call('favoritesAdd', {
        site: ctx.site,
        body: { id: command.productId, qty: 1, itemType: 'product', ...(favoriteId ? { favoriteId } : {}) },
        accessToken: yield* accessToken,
        idempotencyKey: ctx.idempotencyKey,
      })
      return [FavouritesReceived.make({ favourites })]
    }),
  failed: failed('favourites.Add'),
  skipped,
})

export const removeFavourite = defineCommand<RemoveFavourite, FavouritesEvent>({
  aggregate: 'favourites',
  schema: RemoveFavourite,
  queueable: true,
  optimistic: (command) => [FavouriteRemoveRequested.make({ productId: command.productId })],
  // A list not read yet: let the handler read it; a list without the product: nothing to do.
  prepare: (command, state): Preparation<RemoveFavourite> => (state.favourites.server && !itemOf(state, command.productId) ? { _tag: 'Skip' } : { _tag: 'Send', command }),
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const token = yield* accessToken
      const list = ctx.state.favourites.server ?? (yield* call('favoritesGet', { site: ctx.site, query: {}, accessToken: token }))
      const item = list.items.find((i) => i.productId === command.productId)
      if (!list.favoriteId || !item) return [FavouritesReceived.make({ favourites: list })]
      const favourites = yield* call('favoritesRemoveItem', {
        site: ctx.site,
        path: { favoriteId: list.favoriteId, itemId: item.itemId },
        accessToken: token,
        idempotencyKey: ctx.idempotencyKey,
      })
      return [FavouritesReceived.make({ favourites })]
    }),
  failed: failed('favourites.Remove'),
  skipped,
})

export const shareFavourites = defineCommand<ShareFavourites, FavouritesEvent>({
  aggregate: 'favourites',
  schema: ShareFavourites,
  handle: (command, ctx) =>
    Effect.gen(function* () {
      const favoriteId = ctx.state.favourites.server?.favoriteId
      if (!favoriteId) return []
      const share = yield* call('favoritesShare', { site: ctx.site, path: { favoriteId }, body: { shared: command.shared }, accessToken: yield* accessToken, idempotencyKey: ctx.idempotencyKey })
      return [FavouritesShared.make({ share })]
    }),
  failed: failed('favourites.Share'),
})

export const favouriteCommands = {
  'favourites.Load': loadFavourites,
  'favourites.Add': addFavourite,
  'favourites.Remove': removeFavourite,
  'favourites.Share': shareFavourites,
} as const

export const FavouritesCommand = [LoadFavourites, AddFavourite, RemoveFavourite, ShareFavourites] as const
