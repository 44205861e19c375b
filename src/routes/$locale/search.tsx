// Search page: /{locale}/search?q=… with facets, sort and page in the URL (src/contract/searchState.ts),
// server-rendered from the product service's search and the content service's articles.
import { createFileRoute } from '@tanstack/react-router'
import { parseSearchState, type SearchState } from '../../contract/searchState'
import { BRAND_INFO } from '../../contract/site/sites'
import { SearchPage } from '../../pages/search/SearchPage'
import { t } from '../../ui/strings'

export const Route = createFileRoute('/$locale/search')({
  validateSearch: (raw: Record<string, unknown>): SearchState => parseSearchState(raw),
  // Only the page's own parameters (the router keeps unknown ones, such as utm_source, in `search`).
  loaderDeps: ({ search }) => parseSearchState(search),
  loader: async ({ context: { queryClient, site }, deps }) => {
    if (!deps.q) return
    // Imported here, not at the top: the loader stays in the entry chunk with every route's, and the
    // search queries and the content area's loader should come with the search page only. The
    // content area (the content service's `search` augmented page) is not critical: never rejects.
    const [{ loadSearchPage }, { prepareSearchContentArea }] = await Promise.all([import('../../api/searchQueries'), import('../../blocks/SearchContentArea')])
    await Promise.all([loadSearchPage(queryClient, site, { ...deps, q: deps.q }), prepareSearchContentArea(queryClient, site)])
  },
  head: ({ match }) => {
    const { site } = match.context
    const q = match.search.q
    const title = q ? t(site.language, 'route.searchFor', { query: q }) : t(site.language, 'header.search')
    return {
      meta: [{ title: `${title} | ${BRAND_INFO[site.brand].name}` }, { name: 'description', content: `${title} – ${BRAND_INFO[site.brand].name}` }],
    }
  },
  component: SearchPage,
})
