// Test helper: renders sections with the block renderer once their blocks' code is loaded (as the
// route loaders load it before a server render), inside a router and a query client.
import type { QueryClient } from '@tanstack/react-query'
import type { RenderResult } from '@testing-library/react'
import type { AnyRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Site } from '../../src/api/queries'
import { Blocks } from '../../src/blocks/BlockRenderer'
import { BLOCKS, loadBlocks, type BlockRegistry } from '../../src/blocks/registry'
import type { Section } from '../../src/contract/schemas/content'
import { renderWithRouter, testQueryClient } from '../ui/renderWithRouter'
import { SITE } from './blockFixtures'

export async function renderBlocks(
  sections: ReadonlyArray<Section>,
  options: { queryClient?: QueryClient; site?: Site; registry?: BlockRegistry; aboveFold?: number; path?: string; wrap?: (node: ReactNode) => ReactNode } = {},
): Promise<RenderResult & { router: AnyRouter }> {
  const registry = options.registry ?? BLOCKS
  await loadBlocks(sections, registry)
  const blocks = <Blocks sections={sections} site={options.site ?? SITE} registry={registry} {...(options.aboveFold === undefined ? {} : { aboveFold: options.aboveFold })} />
  return renderWithRouter(options.wrap ? options.wrap(blocks) : blocks, options.queryClient ?? testQueryClient(), options.path)
}
