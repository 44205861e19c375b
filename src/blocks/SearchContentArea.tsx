// The search page's content area (spec 000 section 2: content areas by page type; the `search`
// augmented page of the content service), for the search page to place above its results:
// `prepareSearchContentArea` in the route's loader, `<SearchContentArea site={site} />` in the page.
import type { QueryClient } from '@tanstack/react-query'
import type { Site } from '../api/queries'
import { ContentArea } from './ContentArea'
import { prepareContentArea } from './contentAreaModule'
import { augmentedPageQuery } from './contentQueries'

export const prepareSearchContentArea = (queryClient: QueryClient, site: Site): Promise<void> => prepareContentArea(queryClient, site, augmentedPageQuery(site, 'search'))

export function SearchContentArea({ site }: { site: Site }) {
  return <ContentArea query={augmentedPageQuery(site, 'search')} site={site} position="top" testId="search" />
}
