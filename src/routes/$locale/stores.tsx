// Store locator (/{locale}/stores?q=… or ?lat=…&lng=…): the brand's stores nearest a town, postcode
// or position, rendered on the server from the store search (docs/decisions/0020).
import { createFileRoute } from '@tanstack/react-router'
import { storeSearchQuery } from '../../api/storeQueries'
import { BRAND_INFO } from '../../contract/site/sites'
import { StoreLocatorPage } from '../../pages/StoreLocatorPage'
import { STORE_LOCATOR_TITLE, locatorRequest, type StoreLocatorSearch } from '../../pages/storeLocatorSearch'

const coordinate = (value: unknown, limit: number): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : undefined
}

/** The locator's query: a place typed, or a position (the router reads a postcode typed as 80302 as a number). */
const storeLocatorSearch = (raw: Record<string, unknown>): StoreLocatorSearch => {
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).trim().slice(0, 80) : ''
  if (q) return { q }
  const lat = coordinate(raw.lat, 90)
  const lng = coordinate(raw.lng, 180)
  return lat !== undefined && lng !== undefined ? { lat, lng } : {}
}

export const Route = createFileRoute('/$locale/stores')({
  validateSearch: storeLocatorSearch,
  // The router keeps parameters it does not know (a campaign's utm_source) in `search`: the loader reads only these.
  loaderDeps: ({ search }) => storeLocatorSearch(search),
  loader: async ({ context: { queryClient, site }, deps }) => {
    await queryClient.ensureQueryData(storeSearchQuery(site, locatorRequest(deps)))
  },
  head: ({ match }) => ({
    meta: [{ title: `${STORE_LOCATOR_TITLE[match.context.site.language]} | ${BRAND_INFO[match.context.site.brand].name}` }],
  }),
  component: function StoreLocatorRoute() {
    const { site } = Route.useRouteContext()
    return <StoreLocatorPage site={site} search={Route.useSearch()} />
  },
})
