// Blocks that hold sections of their own (the espot's fragment, a dialog's body) render them with the
// renderer that rendered them, handed down through this context: they never import the renderer,
// which imports them (lazily) through the registry.
import { createContext, type ComponentType } from 'react'
import type { Site } from '../api/queries'
import type { Section } from '../contract/schemas/content'

export interface NestedBlocksProps {
  readonly sections: ReadonlyArray<Section>
  readonly site: Site
  readonly aboveFold?: number
}

export const NestedBlocks = createContext<ComponentType<NestedBlocksProps> | null>(null)

/** The editors' preview (src/pages/preview): blocks, nested ones too, carry their content's metadata attributes. */
export const PreviewMode = createContext(false)

/**
 * The code of the renderer's blocks, for a container that swaps its sections after the page has
 * loaded (an experience showing its decided variant): whether these sections' code is here, and
 * loading it, so the new sections show once they can render rather than empty for a moment.
 */
export interface BlockCode {
  ready(sections: ReadonlyArray<Section>): boolean
  load(sections: ReadonlyArray<Section>): Promise<unknown>
}

export const NestedBlockCode = createContext<BlockCode | null>(null)
