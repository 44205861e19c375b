// What a page may put on every product tile (the favourites heart): a renderer handed down by the
// layout, so the UI kit and the content blocks show it without knowing the engine.
import { createContext, type ReactNode } from 'react'
import type { Image } from '../contract/schemas/common'

export interface TileFacts {
  readonly productId: string
  readonly name: string
  readonly url: string
  readonly image: Image
}

export type TileAction = (tile: TileFacts) => ReactNode

export const TileActionContext = createContext<TileAction | null>(null)
