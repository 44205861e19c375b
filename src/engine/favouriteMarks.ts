// What a heart shows: whether the shopper sees a product as favoured — the server's list with the
// pending adds and removals laid over (the last pending change of a product wins). Pure and free of
// the projection's code (immer), so the hearts on every product tile cost the page almost nothing.
import type { FavouritesState } from './projections/favourites'

export const isFavourite = (state: FavouritesState, productId: string): boolean => {
  for (let i = state.pending.length - 1; i >= 0; i--) if (state.pending[i]!.productId === productId) return state.pending[i]!.op === 'add'
  return state.server?.items.some((item) => item.productId === productId) ?? false
}

/** Every product the shopper sees as favoured. */
export const favouriteIds = (state: FavouritesState): ReadonlySet<string> => {
  const ids = new Set(state.server?.items.map((i) => i.productId) ?? [])
  for (const p of state.pending) {
    if (p.op === 'add') ids.add(p.productId)
    else ids.delete(p.productId)
  }
  return ids
}
