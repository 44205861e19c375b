// Renders a content page's sections in order, each with its registry block inside its own error
// boundary. Sections arrive decoded (src/blocks/sections.ts, where content is fetched), so rendering
// needs no Schema. The first blocks are above the fold (eager media, high-priority hero image); each
// block below the fold sits in its own Suspense boundary, so React hydrates it as a separate,
// interruptible unit after the top of the page is interactive. Container blocks render their nested
// sections through the same renderer (./NestedBlocks.tsx); in the editor preview each block carries
// its content's metadata attributes.
import { Suspense, useContext, useMemo } from 'react'
import { css } from 'styled-system/css'
import type { Site } from '../api/queries'
import type { Section } from '../contract/schemas/content'
import { BlockBoundary } from './BlockBoundary'
import { BlocksRenderContext } from './NestedBlocks'
import { ABOVE_FOLD_BLOCKS, BLOCKS, blockFor, type BlockRegistry } from './registry'

export interface BlocksProps {
  readonly sections: ReadonlyArray<Section>
  readonly site: Site
  /** Blocks to render with; the app's registry by default (tests pass their own). */
  readonly registry?: BlockRegistry
  /** Editor preview: each block is wrapped with its content's metadata (data-content-id, -type, -name). */
  readonly preview?: boolean
  /** Sections inside a container block: never above the fold. */
  readonly nested?: boolean
}

function NestedRender({ sections, site }: { readonly sections: ReadonlyArray<Section>; readonly site: Site }) {
  return <Blocks sections={sections} site={site} nested />
}

export function Blocks({ sections, site, registry = BLOCKS, preview, nested = false }: BlocksProps) {
  const parent = useContext(BlocksRenderContext)
  const isPreview = preview ?? parent?.preview ?? false
  const render = useMemo(() => ({ render: NestedRender, preview: isPreview }), [isPreview])
  let rendered = nested ? ABOVE_FOLD_BLOCKS : 0
  return (
    <BlocksRenderContext.Provider value={render}>
      {sections.map((section, index) => {
        const definition = blockFor(section, registry)
        if (!definition) return null
        const aboveFold = rendered++ < ABOVE_FOLD_BLOCKS
        const Component = definition.component
        const block = <Component section={section} site={site} index={index} aboveFold={aboveFold} />
        const element = (
          <BlockBoundary key={`${section.id}-${index}`} blockId={section.id} blockType={section.type}>
            {isPreview ? (
              <div data-content-id={section.id} data-content-type={section.type} data-content-name={section.name} className={css({ display: 'contents' })}>
                {block}
              </div>
            ) : (
              block
            )}
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
    </BlocksRenderContext.Provider>
  )
}
