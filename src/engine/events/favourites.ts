// Favourites events (docs/decisions/0025). Adding and removing are optimistic: the heart fills or
// empties at once (`…Requested`, pending until the server answers with the list), and a failure
// rolls it back. Personal data: cleared from the device at sign-out.
import { Schema } from 'effect'
import { FavoriteShareResponse, FavoritesResponse } from '../../contract/schemas/favourites'
import { CommandFailureFields } from './failure'

/** What a pending favourite shows before the server's list has it (the product tile's facts). */
export const FavouriteDisplay = Schema.Struct({
  name: Schema.String,
  url: Schema.String,
  image: Schema.Struct({ src: Schema.String, alt: Schema.String, width: Schema.Number, height: Schema.Number }),
})
export type FavouriteDisplay = typeof FavouriteDisplay.Type

export const FavouriteAddRequested = Schema.TaggedStruct('v1.FavouriteAddRequested', { productId: Schema.String, display: Schema.optional(FavouriteDisplay) })

export const FavouriteRemoveRequested = Schema.TaggedStruct('v1.FavouriteRemoveRequested', { productId: Schema.String })

/** The list as the server answered (a read, an add, a removal). */
export const FavouritesReceived = Schema.TaggedStruct('v1.FavouritesReceived', { favourites: FavoritesResponse })

export const FavouritesShared = Schema.TaggedStruct('v1.FavouritesShared', { share: FavoriteShareResponse })

export const FavouritesCommandFailed = Schema.TaggedStruct('v1.FavouritesCommandFailed', CommandFailureFields)

/** A queued change had nothing left to do (removing a product the list no longer holds). */
export const FavouritesCommandSkipped = Schema.TaggedStruct('v1.FavouritesCommandSkipped', { commandId: Schema.String })

export const FavouritesEvent = Schema.Union([FavouriteAddRequested, FavouriteRemoveRequested, FavouritesReceived, FavouritesShared, FavouritesCommandFailed, FavouritesCommandSkipped])
export type FavouritesEvent = typeof FavouritesEvent.Type
export type FavouritesEventType = FavouritesEvent['_tag']
