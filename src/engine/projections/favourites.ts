// Favourites projection (docs/decisions/0025): the server's list, with the shopper's adds and
// removals laid over it while they wait for the server (keyed by command id, dropped by the answer,
// a failure or a skip). `favouriteIds` is what a heart reads. Pure.
import { produce, type Draft } from 'immer'
import { initialFavouritesState } from './initial'
import type { FavoritesResponse } from '../../contract/schemas/favourites'
import type { FavouriteDisplay, FavouritesEvent, FavouritesEventType } from '../events/favourites'
import { shownFailure, type ShownFailure } from '../events/failure'
import type { StoredEvent } from '../events/storedEvent'

export type PendingFavourite =
  | { readonly commandId: string; readonly op: 'add'; readonly productId: string; readonly display: FavouriteDisplay | null }
  | { readonly commandId: string; readonly op: 'remove'; readonly productId: string }

export interface FavouritesState {
  /** The last list the server sent; null until read (or after the shopper changed). */
  readonly server: FavoritesResponse | null
  readonly pending: ReadonlyArray<PendingFavourite>
  /** Where the shared list shows, once shared. */
  readonly sharePath: string | null
  readonly lastError: ShownFailure | null
}

export { initialFavouritesState }

type Handler<T extends FavouritesEventType> = (draft: Draft<FavouritesState>, event: StoredEvent<Extract<FavouritesEvent, { _tag: T }>>) => void

const drop = (draft: Draft<FavouritesState>, commandId: string) => {
  draft.pending = draft.pending.filter((p) => p.commandId !== commandId)
}

export const favouritesProjection: { readonly [T in FavouritesEventType]: Handler<T> } = {
  'v1.FavouriteAddRequested': (draft, { commandId, payload }) => {
    draft.pending.push({ commandId, op: 'add', productId: payload.productId, display: (payload.display ?? null) as Draft<FavouriteDisplay> | null })
    draft.lastError = null
  },
  'v1.FavouriteRemoveRequested': (draft, { commandId, payload }) => {
    draft.pending.push({ commandId, op: 'remove', productId: payload.productId })
    draft.lastError = null
  },
  'v1.FavouritesReceived': (draft, { commandId, payload }) => {
    draft.server = payload.favourites as Draft<FavoritesResponse>
    if (!payload.favourites.shared) draft.sharePath = null
    drop(draft, commandId)
  },
  'v1.FavouritesShared': (draft, { payload }) => {
    draft.sharePath = payload.share.shared ? payload.share.sharePath : null
    if (draft.server) draft.server.shared = payload.share.shared
    draft.lastError = null
  },
  'v1.FavouritesCommandFailed': (draft, { payload, at }) => {
    drop(draft, payload.commandId)
    draft.lastError = shownFailure(payload, at)
  },
  'v1.FavouritesCommandSkipped': (draft, { payload }) => drop(draft, payload.commandId),
}

export const isFavouritesEventType = (type: string): type is FavouritesEventType => Object.hasOwn(favouritesProjection, type)

export const applyFavouritesEvent = (draft: Draft<FavouritesState>, event: StoredEvent<FavouritesEvent>): void => {
  ;(favouritesProjection[event.type] as Handler<FavouritesEventType>)(draft, event)
}

export const projectFavourites = (state: FavouritesState, event: StoredEvent<FavouritesEvent>): FavouritesState => produce(state, (draft) => applyFavouritesEvent(draft, event))


export { favouriteIds, isFavourite } from '../favouriteMarks'
