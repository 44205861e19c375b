// TanStack Query factories for what only blocks ask the content service for: fragments (espots,
// #modal links) and the pop-ups. Beside ./contentQueries.ts, but not among the scripts every page runs.
import { queryOptions } from '@tanstack/react-query'
import { api, retry, siteOf, type Site } from '../api/queries'
import { contentMode } from '../api/config'
import { popupsThroughServer } from '../api/pageCalls'
import type { ContentPage, Popup } from '../contract/schemas/content'
import { prepared } from './contentQueries'

/** GET /{mode}/caas/v1/canvas/fragment/{fragmentId}: sections shared by pages (espots, #modal links). */
export const fragmentQuery = (site: Site, fragmentId: string) =>
  queryOptions({
    queryKey: ['content', 'fragment', site.brand, site.locale, contentMode(), fragmentId] as const,
    queryFn: async ({ signal }): Promise<ContentPage> => (await api()).requestPromise('contentFragment', { site: siteOf(site), path: { fragmentId }, signal }).then(prepared),
    retry,
  })

/**
 * GET /{mode}/caas/v1/canvas/popups/{siteId}, made by the storefront server (src/api/pageCalls.ts),
 * which decodes each pop-up (a malformed one is dropped with a warning): fetched once per visit
 * (never stale), with none of the API client.
 */
export const popupsQuery = (site: Site) =>
  queryOptions({
    queryKey: ['content', 'popups', site.brand, site.locale, contentMode()] as const,
    queryFn: ({ signal }): Promise<ReadonlyArray<Popup>> => popupsThroughServer(siteOf(site), signal),
    staleTime: Infinity,
    retry,
  })

