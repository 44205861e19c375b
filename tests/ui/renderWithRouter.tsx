// Test helper: renders UI inside a TanStack Router (memory history, one root route) and a
// QueryClientProvider, as components with <Link> and useQuery need; no network is involved.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, type AnyRouter } from '@tanstack/react-router'
import { act, render, type RenderResult } from '@testing-library/react'
import type { ReactNode } from 'react'
import { parseSearch, stringifySearch } from '../../src/site/searchString'

/** A client that never retries and never refetches, so tests read only what they put in. */
export const testQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchOnMount: false, retryOnMount: false } } })

export async function renderWithRouter(ui: ReactNode, queryClient: QueryClient = testQueryClient(), path = '/en-us'): Promise<RenderResult & { router: AnyRouter }> {
  // Every path renders the UI (a splat route), so a test may start anywhere and navigate.
  const rootRoute = createRootRoute({ component: () => <Outlet /> })
  const page = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <>{ui}</> })
  const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <>{ui}</> })
  const router = createRouter({ routeTree: rootRoute.addChildren([index, page]), history: createMemoryHistory({ initialEntries: [path] }), parseSearch, stringifySearch })
  await act(() => router.load())
  let result!: RenderResult
  await act(async () => {
    result = render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
  })
  return Object.assign(result, { router: router as AnyRouter })
}
