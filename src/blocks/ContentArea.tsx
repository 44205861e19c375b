// A page type's content area (spec 000 section 2: "content areas by page type"): the sections of a
// content query (a category's, a product's, the cart's augmented page…) rendered by the blocks. The
// block renderer is a chunk of its own (./contentAreaModule.ts), so a page that shows an area does not
// carry it in its first scripts: the server renders the area whole (the route's loader prepared it,
// ./contentAreaModule.ts prepareContentArea), and the browser hydrates it at once (an area at the top
// of the page) or when it comes near the viewport. A failing content call shows nothing.
import { useQuery } from '@tanstack/react-query'
import type { Site } from '../api/queries'
import type { contentPageQuery } from './contentQueries'
import { loadAreaBlocks } from './areaBlocksLoader'
import type { ContentQuery } from './contentAreaModule'
import { LazyHydrate } from './LazyHydrate'

export interface ContentAreaProps {
  readonly query: ContentQuery
  readonly site: Site
  /** `top`: above the fold (hydrated at once, its first block's media eager); `below`: hydrated near the viewport. */
  readonly position: 'top' | 'below'
  readonly testId?: string
}

export function ContentArea({ query, site, position, testId }: ContentAreaProps) {
  // The factories differ only in their keys' tuples: the same options and data.
  const { data } = useQuery(query as ReturnType<typeof contentPageQuery>)
  if (!data || data.sections.length === 0) return null
  return (
    <div data-content-area={testId ?? data.page}>
      <LazyHydrate load={loadAreaBlocks} props={{ sections: data.sections, site, aboveFold: position === 'top' ? 1 : 0 }} when={position === 'top' ? 'now' : 'near'} />
    </div>
  )
}
