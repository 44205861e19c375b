// Loading a content area: its query's data, its blocks' data and code, and the area's renderer
// (./areaBlocksLoader.ts), for route loaders. Never rejects: content is not critical
// to a category, product or cart page. On the server the loader waits for it (the page's HTML holds
// the area); in the browser it is started and not waited for, so a client-side navigation shows the
// page as soon as its own data is there and the area follows. The loading itself is
// ./loadContentArea.ts, a chunk of its own (route loaders are among every page's first scripts).
import type { QueryClient } from '@tanstack/react-query'
import type { Site } from '../api/queries'
import type { augmentedPageQuery, categoryContentQuery, contentPageQuery, productContentQuery } from './contentQueries'
import type { PageContext } from './pageContext'

/** A content query of a page type (all answer a ContentPage). */
export type ContentQuery = ReturnType<typeof contentPageQuery> | ReturnType<typeof augmentedPageQuery> | ReturnType<typeof categoryContentQuery> | ReturnType<typeof productContentQuery>

export const prepareContentArea = async (queryClient: QueryClient, site: Site, query: ContentQuery, page: PageContext = {}): Promise<void> => {
  const work = import('./loadContentArea').then(
    (m) => m.loadContentArea(queryClient, site, query, page),
    (error: unknown) => console.warn('content area could not be loaded', error),
  )
  if (typeof window === 'undefined') await work
}
