// Container blocks (experience, segmentation, filter-by) render the sections they hold with the page's
// block renderer, handed down through context so no block module imports the registry (which imports
// the blocks). The context also carries the editor preview flag to nested blocks.
import { createContext, useContext, type ComponentType } from 'react'
import type { Site } from '../api/queries'
import type { Section } from '../contract/schemas/content'

export interface BlocksRender {
  /** Renders sections nested in a block (below the fold, each in its own boundary). */
  readonly render: ComponentType<{ readonly sections: ReadonlyArray<Section>; readonly site: Site }>
  /** Editor preview: blocks carry their content's metadata attributes. */
  readonly preview: boolean
}

export const BlocksRenderContext = createContext<BlocksRender | null>(null)

/** The sections a container block shows; nothing outside a block renderer. */
export function NestedBlocks({ sections, site }: { readonly sections: ReadonlyArray<Section>; readonly site: Site }) {
  const context = useContext(BlocksRenderContext)
  if (!context || sections.length === 0) return null
  const Render = context.render
  return <Render sections={sections} site={site} />
}
