// The footer content's sections (footer items, rich text, a newsletter form...), all below the fold.
import type { Site } from '../../api/queries'
import type { Section } from '../../contract/schemas/content'
import { Blocks } from '../BlockRenderer'

export function FooterBlocks({ sections, site }: { sections: ReadonlyArray<Section>; site: Site }) {
  return <Blocks sections={sections} site={site} aboveFold={0} />
}
