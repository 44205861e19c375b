// Router factory used by TanStack Start on server and client, with TanStack Query for catalogue and
// content reads (prefetched in loaders during SSR, dehydrated into the page, hydrated on the client).
import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { routeTree } from './routeTree.gen'
import { routerSsrOptions } from './pwa/server/cspNonce'
import { markRoutes } from './pages/routeMarks'
import { LazyNotFoundPage } from './pages/LazyNotFoundPage'
import { parseSearch, stringifySearch } from './site/searchString'
import { asFetchedOnArrival, type DehydratedPageQueries } from './api/pageDataFreshness'
import { deserializePageData, serializePageData } from './api/pageDataJson'

export interface RouterContext {
  readonly queryClient: QueryClient
}

/** Route trees whose routes are marked (./pages/routeMarks.ts): the marks are the module's routes', made once. */
const markedTrees = new WeakSet<object>()

export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      // The page's data as JSON text where it is plain JSON, not through the router's seroval (./api/pageDataJson.ts).
      dehydrate: { serializeData: serializePageData },
      hydrate: { deserializeData: deserializePageData },
    },
  })
  // The router's first render in the browser is the hydration of the server's page: the browser has
  // placed the page itself (at its top, or where the server's restoration script put it on a reload),
  // and the shopper may have scrolled since. Restoring then threw a shopper who scrolled while the
  // page hydrated back to the top, under their finger (a tap meant for the footer hit the header).
  // Client-side navigations after it restore or reset as usual.
  let hydrating = typeof window !== 'undefined'
  const router = createRouter({
    routeTree,
    context: { queryClient } satisfies RouterContext,
    scrollRestoration: () => {
      const first = hydrating
      hydrating = false
      return !first
    },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // The 404 page's code loads when one is shown (./pages/LazyNotFoundPage.tsx), as the locale layout's.
    defaultNotFoundComponent: LazyNotFoundPage,
    // Lists in the query as repeated keys, values read without JSON.parse's exceptions (./site/searchString.ts).
    parseSearch,
    stringifySearch,
    // The per-request CSP nonce (src/server.ts) for every inline script and style the router writes.
    ssr: routerSsrOptions(),
    // Runs before the query integration hydrates the page's data (it keeps this hook and calls it
    // first): a page from the render cache brings data as current as the server's, dated when it
    // was rendered; it counts as fetched now, so nothing is refetched on arrival (./api/pageDataFreshness.ts).
    hydrate: (dehydrated: { query?: DehydratedPageQueries }) => asFetchedOnArrival(dehydrated.query, Date.now()),
  })
  // Each route's content says when it has hydrated (early input waits for it).
  if (!markedTrees.has(routeTree)) {
    markRoutes(Object.values(router.routesById))
    markedTrees.add(routeTree)
  }
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}
