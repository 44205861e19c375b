// What the content page and article routes' loaders share: the page from the content service, its
// blocks' data and code (../registry.ts prefetchBlocks), its title and description for the head; a
// page the service does not know is the not-found page.
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { isNotFound, type Site } from '../api/queries'
import type { ContentPage } from '../contract/schemas/content'
import { contentPageQuery } from './contentQueries'
import type { PageContext } from './pageContext'

export const loadContentPage = async (queryClient: QueryClient, site: Site, name: string, page: PageContext, accept: (content: ContentPage) => boolean = () => true) => {
  try {
    const content = await queryClient.ensureQueryData(contentPageQuery(site, name))
    if (!accept(content)) throw notFound()
    const { prefetchBlocks } = await import('./registry')
    await prefetchBlocks(content.sections, queryClient, site, page)
    return { title: content.title, description: content.description }
  } catch (error) {
    if (isNotFound(error)) throw notFound()
    throw error
  }
}
