// Espot (spec 001 section 7: "espot section calls exist per page type"): a slot on a page whose
// content is a fragment of the content service (GET …/fragment/{fragmentId}), so one promotion can
// be placed on many pages. Its sections render in its place through the renderer that rendered the
// espot; a missing or failing fragment leaves the slot empty.
import { useQuery } from '@tanstack/react-query'
import { useContext } from 'react'
import type { EspotSection } from '../../contract/schemas/content'
import { fragmentQuery } from '../fragmentQueries'
import { NestedBlocks } from '../nested'
import type { BlockProps } from '../registry'

export function EspotBlock({ section, site, aboveFold }: BlockProps<EspotSection>) {
  const Blocks = useContext(NestedBlocks)
  const { data } = useQuery(fragmentQuery(site, section.fragmentId))
  return (
    <div data-block="espot" data-fragment={section.fragmentId}>
      {data && Blocks ? <Blocks sections={data.sections} site={site} aboveFold={aboveFold ? 1 : 0} /> : null}
    </div>
  )
}
