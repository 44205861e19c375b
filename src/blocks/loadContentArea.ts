// Loading a content area (./contentAreaModule.ts prepareContentArea): its query's data, its blocks'
// data and code, and the area's renderer. Never rejects: content is not critical to a page.
import type { QueryClient } from '@tanstack/react-query'
import type { Site } from '../api/queries'
import { loadBlock } from './blockModules'
import { loadAreaBlocks } from './areaBlocksLoader'
import type { ContentQuery } from './contentAreaModule'
import type { contentPageQuery } from './contentQueries'
import type { PageContext } from './pageContext'

export const loadContentArea = async (queryClient: QueryClient, site: Site, query: ContentQuery, page: PageContext): Promise<void> => {
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
