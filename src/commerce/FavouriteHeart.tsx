// The favourites heart (behind the favourites flag): on product tiles and the product page, in every
// page's first scripts (the layout puts it on every tile; it is small). It shows
// the engine's view at once (a pending change included) and dispatches favourites.Add / Remove,
// which the engine queues when offline. A plain command object: the command schemas stay with the
// engine, loaded after hydration; the device's list is read once when the engine runs and has none.
import { useRouteContext } from '@tanstack/react-router'
import { useEffect } from 'react'
import { css, cx } from 'styled-system/css'
import type { Image } from '../contract/schemas/common'
import { isFavourite } from '../engine/favouriteMarks'
import { useDispatch, useEngineState } from '../engine/react'
import { useSite } from '../site/useSite'

// A toggle button: its name stays the same and `aria-pressed` says whether the product is favoured.
const NAME = { en: 'Favourite: {name}', fr: 'Favori : {name}', de: 'Favorit: {name}' } as const

let loading = false

/** Reads the shopper's list once when the engine runs and holds none (every heart asks; one call goes). */
export const useFavouritesLoaded = (enabled: boolean): void => {
  const dispatch = useDispatch()
  const needed = useEngineState((s) => enabled && s.session.status !== 'none' && s.favourites.server === null)
  useEffect(() => {
    if (!needed || loading) return
    loading = true
    void dispatch({ _tag: 'favourites.Load' }).finally(() => {
      loading = false
    })
  }, [needed, dispatch])
}

export interface FavouriteHeartProps {
  readonly productId: string
  readonly name: string
  readonly url: string
  readonly image: Image
  /** On a tile: over the picture; on the product page: beside the buttons. */
  readonly placement: 'tile' | 'page'
}

const base = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  rounded: 'full',
  bg: 'bg',
  borderWidth: '1px',
  borderColor: 'border',
  cursor: 'pointer',
  color: 'fg',
  _hover: { color: 'accent' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  '&[aria-pressed=true]': { color: 'danger' },
})
const onTile = css({ position: 'absolute', top: '2', right: '2', zIndex: '1' })
const onPage = css({ w: '12', h: '12', rounded: 'md', flexShrink: 0 })

export default function FavouriteHeart({ productId, name, url, image, placement }: FavouriteHeartProps) {
  const { settings } = useRouteContext({ from: '__root__' })
  const site = useSite()
  const dispatch = useDispatch()
  const on = useEngineState((s) => isFavourite(s.favourites, productId))
  useFavouritesLoaded(settings.favourites)
  if (!settings.favourites) return null
  const label = NAME[site.language].replace('{name}', name)
  const toggle = () =>
    void dispatch(on ? { _tag: 'favourites.Remove', productId } : { _tag: 'favourites.Add', productId, display: { name, url, image } })
  return (
    <button type="button" className={cx(base, placement === 'tile' ? onTile : onPage)} aria-pressed={on} aria-label={label} title={label} data-testid="favourite-heart" onClick={toggle}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.5 2.8 4.5 6.6 4.5c2.2 0 3.6 1.2 4.4 2.4h.1c.8-1.2 2.2-2.4 4.4-2.4 3.8 0 5.7 4 4.2 7.3C19.5 16.4 12 21 12 21z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  )
}
