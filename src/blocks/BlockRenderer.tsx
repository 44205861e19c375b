// Renders a content page's sections in order, each with its registry block inside its own error
// boundary. Sections arrive decoded (src/blocks/sections.ts, where content is fetched), so rendering
// needs no Schema. Each block type's code is a chunk of its own (./registry.ts):
// - the server renders every block (route loaders loaded their code first), so the HTML is whole;
// - in the browser, the first blocks (above the fold) load their code at once; a block below the
//   fold loads its code, and hydrates, when it comes within 200 px of the viewport (./LazyHydrate.tsx,
//   spec 002 section 9: lazy hydration margin). Until then React keeps the server's HTML of that
//   block as it is, so nothing moves and links work. A block whose registry entry is `eager` (a
//   dialog, which a #modal link may open at once) loads its code at once wherever it is.
// Container blocks (an espot's fragment, personalisation's experiences, segmentations, filter-by
// sections) render their nested sections through the same renderer (./nested.ts). In the editors'
// preview each block carries its content's metadata attributes (data-content-id, -type, -name).
// Both above and below the fold go through LazyHydrate, whose wrapper carries the hydration mark
// until the block inside has hydrated: a tap on a block in that moment (after the app's hand-over,
// before the block's own boundary hydrates) is kept and replayed into it by early input
// (src/pwa/browser/earlyInput.ts).
import { useContext, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { Site } from '../api/queries'
import type { Section } from '../contract/schemas/content'
import { BlockBoundary } from './BlockBoundary'
import { NestedBlockCode, NestedBlocks, PreviewMode, type BlockCode } from './nested'
import { loadedBlock } from './blockModules'
import { LazyHydrate } from './LazyHydrate'
import { BLOCKS_BELOW_FOLD_DRAWN_AT_ONCE, offscreenBlock } from '../ui/offscreen'
import { ABOVE_FOLD_BLOCKS, BLOCKS, blockFor, loadBlocks, type BlockProps, type BlockRegistry } from './registry'

export interface BlocksProps {
  readonly sections: ReadonlyArray<Section>
  readonly site: Site
  /** Blocks to render with; the app's registry by default (tests pass their own). */
  readonly registry?: BlockRegistry
  /** How many of the first blocks are above the fold (default ABOVE_FOLD_BLOCKS; 0 for a footer). */
  readonly aboveFold?: number
  /** Editor preview: each block is wrapped with its content's metadata; nested blocks inherit it. */
  readonly preview?: boolean
}

const metadataFrame = css({ display: 'contents' })

/** One BlockCode per registry (a context value that never changes). */
const codes = new WeakMap<BlockRegistry, BlockCode>()
const blockCodeOf = (registry: BlockRegistry): BlockCode => {
  let code = codes.get(registry)
  if (!code) {
    code = {
      ready: (sections) => sections.every((section) => {
        const definition = blockFor(section, registry)
        return !definition || loadedBlock(definition.load) !== undefined
      }),
      load: (sections) => loadBlocks(sections, registry),
    }
    codes.set(registry, code)
  }
  return code
}

export function Blocks({ sections, site, registry = BLOCKS, aboveFold = ABOVE_FOLD_BLOCKS, preview }: BlocksProps) {
  const inherited = useContext(PreviewMode)
  // Inside a container (an experience, an espot, a dialog): its blocks are inserted and swapped after
  // the page has loaded, when a part skipped while off screen is first laid out at its estimated size
  // and only then at its own, a frame later: a layout shift of everything below (src/ui/offscreen.ts).
  const nested = useContext(NestedBlocks) !== null
  const isPreview = preview ?? inherited
  const framed = (section: Section, block: ReactNode) =>
    isPreview ? (
      <div data-content-id={section.id} data-content-type={section.type} data-content-name={section.name} className={metadataFrame}>
        {block}
      </div>
    ) : (
      block
    )
  let rendered = 0
  let skippableBelowFold = 0
  const blocks = (
    <NestedBlocks.Provider value={Blocks}>
      <NestedBlockCode.Provider value={blockCodeOf(registry)}>
      {sections.map((section, index) => {
        const definition = blockFor(section, registry)
        if (!definition) return null
        const isAboveFold = rendered++ < aboveFold
        // The first blocks below the fold that may be skipped are drawn with the page all the same (src/ui/offscreen.ts).
        const offscreen = !nested && !isAboveFold && definition.skipOffscreen === true && skippableBelowFold++ >= BLOCKS_BELOW_FOLD_DRAWN_AT_ONCE
        const key = `${section.id}-${index}`
        const props: BlockProps<Section> = { section, site, index, aboveFold: isAboveFold }
        return (
          <BlockBoundary key={key} blockId={section.id} blockType={section.type}>
            {framed(section, <LazyHydrate load={definition.load} props={props} when={isAboveFold || definition.eager ? 'now' : 'near'} className={offscreen ? offscreenBlock : undefined} />)}
          </BlockBoundary>
        )
      })}
      </NestedBlockCode.Provider>
    </NestedBlocks.Provider>
  )
  return preview === undefined ? blocks : <PreviewMode.Provider value={preview}>{blocks}</PreviewMode.Provider>
}
