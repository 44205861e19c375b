// Loading a content area: its query's data, its blocks' data and code, and the area's renderer
// (./AreaBlocks.tsx, a chunk of its own), for route loaders. Never rejects: content is not critical
// to a category, product or cart page. On the server the loader waits for it (the page's HTML holds
// the area); in the browser it is started and not waited for, so a client-side navigation shows the
// page as soon as its own data is there and the area follows.
import type { QueryClient } from '@tanstack/react-query'
import type { Site } from '../api/queries'
import { loadBlock } from './blockModules'
import type { augmentedPageQuery, categoryContentQuery, contentPageQuery, productContentQuery } from './contentQueries'
import type { PageContext } from './pageContext'

/** A content query of a page type (all answer a ContentPage). */
export type ContentQuery = ReturnType<typeof contentPageQuery> | ReturnType<typeof augmentedPageQuery> | ReturnType<typeof categoryContentQuery> | ReturnType<typeof productContentQuery>

export const loadAreaBlocks = () => import('./AreaBlocks').then((m) => m.AreaBlocks)

export const prepareContentArea = async (queryClient: QueryClient, site: Site, query: ContentQuery, page: PageContext = {}): Promise<void> => {
  const work = loadArea(queryClient, site, query, page)
  if (typeof window === 'undefined') await work
}

const loadArea = async (queryClient: QueryClient, site: Site, query: ContentQuery, page: PageContext): Promise<void> => {
  try {
    // The factories differ only in their keys' tuples: the same options and data.
    const content = await queryClient.ensureQueryData(query as ReturnType<typeof contentPageQuery>)
    if (content.sections.length === 0) return
    const { prefetchBlocks } = await import('./registry')
    await Promise.all([prefetchBlocks(content.sections, queryClient, site, page), typeof window === 'undefined' ? loadBlock(loadAreaBlocks) : undefined])
  } catch (error) {
    console.warn('content area could not be loaded', error)
  }
}
