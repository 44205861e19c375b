// Renders a content page's sections in order, each through the registry and inside its own boundary.
import type { Site } from '../api/queries'
import { BlockBoundary } from './BlockBoundary'
import { decodeSection } from './registry'

export function Blocks({ sections, site }: { sections: ReadonlyArray<unknown>; site: Site }) {
  return (
    <>
      {sections.map((raw, index) => {
        const block = decodeSection(raw)
        if (!block) return null
        const Component = block.definition.component
        return (
          <BlockBoundary key={`${block.section.id}-${index}`} blockId={block.section.id} blockType={block.section.type}>
            <Component section={block.section} site={site} index={index} />
          </BlockBoundary>
        )
      })}
    </>
  )
}
