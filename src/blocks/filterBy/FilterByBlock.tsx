// Filter-by (spec 002 section 2): the sections it holds show when the page's product or category is
// IN (or NOT IN) its list (./filterByRule.ts). The page's identifiers come from its path and the data
// it was rendered from, the same on the server and in the browser, so nothing moves at hydration.
import type { FilterBySection } from '../../contract/schemas/content'
import { ContainerChildren } from '../ContainerChildren'
import { usePageFacts } from '../personalisation/pageFacts'
import type { BlockProps } from '../registry'
import { filterByShows } from './filterByRule'

export function FilterByBlock({ section, site, aboveFold }: BlockProps<FilterBySection>) {
  const page = usePageFacts(site)
  if (!filterByShows(section, page)) return null
  return (
    <div data-block="filterBy" data-filter-id={section.id}>
      <ContainerChildren sections={section.targets} site={site} aboveFold={aboveFold} />
    </div>
  )
}
