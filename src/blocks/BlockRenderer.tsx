// Renders a content page's sections in order: each is decoded through the registry and rendered
// inside its own error boundary. The first blocks are above the fold (eager media, high-priority
// hero image); each block below the fold sits in its own Suspense boundary, so React hydrates it as a
// separate, interruptible unit after the top of the page is interactive.
import { Suspense, useMemo } from 'react'
import type { Site } from '../api/queries'
import { BlockBoundary } from './BlockBoundary'
import { ABOVE_FOLD_BLOCKS, BLOCKS, decodeSection, type BlockRegistry } from './registry'

export interface BlocksProps {
  readonly sections: ReadonlyArray<unknown>
  readonly site: Site
  /** Blocks to render with; the app's registry by default (tests pass their own). */
  readonly registry?: BlockRegistry
}

export function Blocks({ sections, site, registry = BLOCKS }: BlocksProps) {
  const blocks = useMemo(() => sections.map((raw) => decodeSection(raw, registry)), [sections, registry])
  let rendered = 0
  return (
    <>
      {blocks.map((block, index) => {
        if (!block) return null
        const aboveFold = rendered++ < ABOVE_FOLD_BLOCKS
        const Component = block.definition.component
        const element = (
          <BlockBoundary key={`${block.section.id}-${index}`} blockId={block.section.id} blockType={block.section.type}>
            <Component section={block.section} site={site} index={index} aboveFold={aboveFold} />
          </BlockBoundary>
        )
        return aboveFold ? (
          element
        ) : (
          <Suspense key={`${block.section.id}-${index}`} fallback={null}>
            {element}
          </Suspense>
        )
      })}
    </>
  )
}
