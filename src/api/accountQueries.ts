// TanStack Query factories of the account pages' reads that need no token: contact-us categories and
// a shared favourites list. Apart from ./queries.ts, which every page's first scripts carry: only the
// account's lazy sections and the favourites pages load these.
import { queryOptions } from '@tanstack/react-query'
import type { ContactCategoriesResponse } from '../contract/schemas/customerCare'
import type { SharedFavoritesResponse } from '../contract/schemas/favourites'
import { api, retry, siteOf, type Site } from './queries'

/** GET /consumers-v3/contactus/categorySubject: contact-us categories and subjects in the site's language. */
export const contactCategoriesQuery = (site: Site) =>
  queryOptions({
    queryKey: ['contact', 'categories', site.brand, site.locale] as const,
    queryFn: async ({ signal }): Promise<ContactCategoriesResponse> => (await api()).requestPromise('contactUsCategories', { site: siteOf(site), signal }),
    staleTime: 3_600_000,
    retry,
  })

/** GET /wishlists/v2/favorites/{favoriteId}/share: a list someone shared (no token: anyone with the link reads it). */
export const sharedFavouritesQuery = (site: Site, favoriteId: string) =>
  queryOptions({
    queryKey: ['favourites', 'shared', site.brand, site.locale, favoriteId] as const,
    queryFn: async ({ signal }): Promise<SharedFavoritesResponse> => (await api()).requestPromise('favoritesShareGet', { site: siteOf(site), path: { favoriteId }, signal }),
    retry,
  })
