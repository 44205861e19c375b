// The data a page arrives with counts as fetched when the page arrived, not when the server first
// rendered it. Anonymous pages are kept in the server's render cache for up to ten minutes
// (src/pwa/server/sharedPages.ts; a CDN honouring its headers keeps them as long), and every
// published change of what a page shows drops it, so a page served from the cache is as current as
// the server's own answer would be. Its dehydrated queries, though, carry the time of the render:
// past the queries' 60 s staleness, every query of a page served from the cache was stale on arrival
// and refetched on mount, through the whole API client (Effect and its Schema, 33 KB gzip, and one
// call per query: the search page made five), which a first view is meant to leave alone
// (docs/decisions/0032, 0035). The router's hydration hook passes the page's data through
// `asFetchedOnArrival` before TanStack Query takes it (src/router.tsx).
import type { DehydratedState } from '@tanstack/react-query'

type DehydratedQuery = DehydratedState['queries'][number]

/** The shape TanStack's router and query integration hands the hydration hook (initial queries and a stream of later ones). */
export interface DehydratedPageQueries {
  initial?: Array<DehydratedQuery>
  stream?: ReadableStream<Array<DehydratedQuery>>
}

/** A query's state with its data dated no earlier than `arrivedAt` (a query without data is left as it is). */
export const rebased = (query: DehydratedQuery, arrivedAt: number): DehydratedQuery =>
  query.state.status === 'success' && query.state.dataUpdatedAt < arrivedAt ? { ...query, state: { ...query.state, dataUpdatedAt: arrivedAt } } : query

/** Dates every query the page carries, the first ones and those streamed after them, to `arrivedAt`. */
export const asFetchedOnArrival = (queries: DehydratedPageQueries | undefined, arrivedAt: number): void => {
  if (!queries) return
  if (queries.initial) queries.initial = queries.initial.map((query) => rebased(query, arrivedAt))
  if (queries.stream) {
    queries.stream = queries.stream.pipeThrough(
      new TransformStream<Array<DehydratedQuery>, Array<DehydratedQuery>>({
        transform: (chunk, controller) => controller.enqueue(chunk.map((query) => rebased(query, arrivedAt))),
      }),
    )
  }
}
