// Renders a content page's sections in order, each with its registry block inside its own error
// boundary. Sections arrive decoded (src/blocks/sections.ts, where content is fetched), so rendering
// needs no Schema. The first blocks are above the fold (eager media, high-priority hero image); each
// block below the fold sits in its own Suspense boundary, so React hydrates it as a separate,
// interruptible unit after the top of the page is interactive.
import { Suspense } from 'react'
import type { Site } from '../api/queries'
import type { Section } from '../contract/schemas/content'
import { BlockBoundary } from './BlockBoundary'
import { ABOVE_FOLD_BLOCKS, BLOCKS, blockFor, type BlockRegistry } from './registry'

export interface BlocksProps {
  readonly sections: ReadonlyArray<Section>
  readonly site: Site
  /** Blocks to render with; the app's registry by default (tests pass their own). */
  readonly registry?: BlockRegistry
}

export function Blocks({ sections, site, registry = BLOCKS }: BlocksProps) {
  let rendered = 0
  return (
    <>
      {sections.map((section, index) => {
        const definition = blockFor(section, registry)
        if (!definition) return null
        const aboveFold = rendered++ < ABOVE_FOLD_BLOCKS
        const Component = definition.component
        const element = (
          <BlockBoundary key={`${section.id}-${index}`} blockId={section.id} blockType={section.type}>
            <Component section={section} site={site} index={index} aboveFold={aboveFold} />
          </BlockBoundary>
        )
        return aboveFold ? (
          element
        ) : (
          <Suspense key={`${section.id}-${index}`} fallback={null}>
            {element}
          </Suspense>
        )
      })}
    </>
  )
}
