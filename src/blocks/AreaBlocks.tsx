// A content area's sections through the block renderer (the chunk ./ContentArea.tsx hydrates).
import type { Site } from '../api/queries'
import type { Section } from '../contract/schemas/content'
import { Blocks } from './BlockRenderer'

export function AreaBlocks({ sections, site, aboveFold }: { sections: ReadonlyArray<Section>; site: Site; aboveFold: number }) {
  return <Blocks sections={sections} site={site} aboveFold={aboveFold} />
}
