// The sections a container block (experience, segmentation, filter-by) shows, rendered by the
// renderer that rendered the container (./nested.ts: no block imports the renderer, which imports
// the blocks through the registry); nothing outside a renderer.
import { useContext } from 'react'
import type { Site } from '../api/queries'
import type { Section } from '../contract/schemas/content'
import { NestedBlocks } from './nested'

export interface ContainerChildrenProps {
  readonly sections: ReadonlyArray<Section>
  readonly site: Site
  /** The container is above the fold: its first section is too. */
  readonly aboveFold?: boolean
}

export function ContainerChildren({ sections, site, aboveFold = false }: ContainerChildrenProps) {
  const Blocks = useContext(NestedBlocks)
  if (!Blocks || sections.length === 0) return null
  return <Blocks sections={sections} site={site} aboveFold={aboveFold ? 1 : 0} />
}
