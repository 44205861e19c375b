// A page's content area (spec 000 section 2: content areas by page type): the sections the content
// service holds for this category or product, rendered by the block renderer, which loads lazily so
// the page's first scripts do not carry the blocks. The route's loader prefetches the content (the
// server renders it, nothing moves at hydration); a client-side navigation fetches it. A failing
// content call leaves the page without the area.
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import type { Site } from '../api/queries'
import type { ContentPage } from '../contract/schemas/content'

const Blocks = lazy(() => import('../blocks/BlockRenderer').then((m) => ({ default: m.Blocks })))

export interface ContentAreaProps<K extends QueryKey> {
  /** A content page query (category, product: src/blocks/contentQueries.ts). */
  readonly query: UseQueryOptions<ContentPage, unknown, ContentPage, K>
  readonly site: Site
  /** The page type the area belongs to (data-content-area). */
  readonly area: string
}

export function ContentArea<K extends QueryKey>({ query, site, area }: ContentAreaProps<K>) {
  const { data } = useQuery(query)
  if (!data || data.sections.length === 0) return null
  return (
    <div data-content-area={area}>
      <Suspense fallback={null}>
        <Blocks sections={data.sections} site={site} />
      </Suspense>
    </div>
  )
}
