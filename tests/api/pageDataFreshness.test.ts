// The data a page arrives with counts as fetched on arrival (src/api/pageDataFreshness.ts): a page
// kept in the render cache past its queries' staleness hydrates fresh, initial and streamed queries
// alike; what has no data (an error, a pending query) is left as it was.
import { QueryClient, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { asFetchedOnArrival, rebased, type DehydratedPageQueries } from '../../src/api/pageDataFreshness'

const RENDERED_AT = 1_000_000
const ARRIVED_AT = RENDERED_AT + 5 * 60_000

/** Queries as the server dehydrates them: one with data, one that failed, rendered at RENDERED_AT. */
const serverQueries = (): DehydratedState['queries'] => {
  const server = new QueryClient()
  server.setQueryData(['product', 'P1'], { name: 'Shell' }, { updatedAt: RENDERED_AT })
  const failed = server.getQueryCache().build(server, { queryKey: ['menu'] })
  failed.setState({ status: 'error', error: new Error('down'), errorUpdatedAt: RENDERED_AT, fetchStatus: 'idle' })
  return dehydrate(server, { shouldDehydrateQuery: () => true }).queries
}

const staleness = 60_000

describe('page data freshness', () => {
  it('dates the data of the first queries to the arrival, so none is stale when the page hydrates', () => {
    const queries: DehydratedPageQueries = { initial: serverQueries() }
    asFetchedOnArrival(queries, ARRIVED_AT)
    const client = new QueryClient()
    hydrate(client, { queries: queries.initial! })
    const product = client.getQueryCache().find({ queryKey: ['product', 'P1'] })!
    expect(product.state.data).toEqual({ name: 'Shell' })
    expect(product.state.dataUpdatedAt).toBe(ARRIVED_AT)
    vi.useFakeTimers({ toFake: ['Date'], now: ARRIVED_AT + 1_000 })
    try {
      expect(product.isStaleByTime(staleness)).toBe(false)
      // Without it, the same page's data was five minutes old on arrival: stale, refetched on mount.
      const unchanged = new QueryClient()
      hydrate(unchanged, { queries: serverQueries() })
      expect(unchanged.getQueryCache().find({ queryKey: ['product', 'P1'] })!.isStaleByTime(staleness)).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('leaves a query without data as it was, and never dates data back', () => {
    const [withData, failed] = serverQueries()
    expect(rebased(failed!, ARRIVED_AT)).toBe(failed)
    const newer = { ...withData!, state: { ...withData!.state, dataUpdatedAt: ARRIVED_AT + 1 } }
    expect(rebased(newer, ARRIVED_AT)).toBe(newer)
  })

  it('dates the queries streamed after the first ones too', async () => {
    const queries: DehydratedPageQueries = {
      stream: new ReadableStream({
        start(controller) {
          controller.enqueue(serverQueries())
          controller.close()
        },
      }),
    }
    asFetchedOnArrival(queries, ARRIVED_AT)
    const chunks: Array<DehydratedState['queries']> = []
    for await (const chunk of queries.stream!) chunks.push(chunk)
    expect(chunks.flat().map((query) => [query.queryKey, query.state.status, query.state.dataUpdatedAt])).toEqual([
      [['product', 'P1'], 'success', ARRIVED_AT],
      [['menu'], 'error', 0],
    ])
  })
})
