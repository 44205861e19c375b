// The preview tool's showcase query (TanStack Query), with the page's decoding and sanitising.
import { queryOptions } from '@tanstack/react-query'
import { api, retry, siteOf, type Site } from '../../api/queries'
import { prepared } from '../../blocks/contentQueries'
import type { ContentPage } from '../../contract/schemas/content'
import type { ShowcaseLimit } from '../../contract/showcase'

/**
 * GET /preview/caas/v1/canvas/showcase/{siteId}/{docType}?layoutVariant&limit: the editors' preview
 * tool, always on the sandbox channel (content mode preview, whatever the deployment's). Its sections
 * are decoded and sanitised as a page's are; a section that does not decode is left out.
 */
export const showcaseQuery = (site: Site, docType: string, layoutVariant: string | undefined, limit: ShowcaseLimit) =>
  queryOptions({
    queryKey: ['content', 'showcase', site.brand, site.locale, docType, layoutVariant ?? '', limit] as const,
    queryFn: async ({ signal }): Promise<ContentPage['sections']> => {
      const answer = await (await api()).requestPromise('contentShowcase', {
        site: siteOf(site),
        path: { docType, mode: 'preview' },
        query: { ...(layoutVariant ? { layoutVariant } : {}), limit },
        signal,
      })
      const page = await prepared({ id: 'showcase', siteId: '', page: docType, title: '', sections: answer.result })
      return page.sections
    },
    retry,
  })

