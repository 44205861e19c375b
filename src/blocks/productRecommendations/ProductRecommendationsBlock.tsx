// Product recommendations (spec 002 sections 3, 4 and 9): a carousel of recommended products from one
// of two sources. The recommendations call (recommendationsQuery; the route loader prefetches it
// during SSR through the registry, `useQuery` reads it on the client, so a failing call renders
// nothing) reloads on the `recalculateBloomreachVfa` window event. A section whose source is
// `personalisation` shows the items of the page's decision for its experience; that code loads only
// with such a section. The carousel itself (variants, quick shop, omnibus price) is ./RecommendationsView.tsx.
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { recommendationsQuery } from '../../api/queries'
import type { ProductRecommendationsSection } from '../../contract/schemas/content'
import { lazyBlock } from '../lazyBlock'
import { usePageContext } from '../pageContext'
import { RECALCULATE_RECOMMENDATIONS_EVENT } from '../personalisation/windowEvents'
import type { BlockProps } from '../registry'
import { recommendationsOf } from './recommendationsOf'
import { RecommendationsView } from './RecommendationsView'

export { RecommendationTile } from './RecommendationsView'

type Section = typeof ProductRecommendationsSection.Type

export { recommendationsOf }

const PersonalisedRecommendations = lazyBlock(() => import('./PersonalisedRecommendations').then((m) => m.PersonalisedRecommendations))

export function ProductRecommendationsBlock(props: BlockProps<Section>) {
  return props.section.source === 'personalisation' ? <PersonalisedRecommendations {...props} /> : <CalledRecommendations {...props} />
}

function CalledRecommendations({ section, site }: BlockProps<Section>) {
  const page = usePageContext()
  const { data, isPending, isError, refetch } = useQuery(recommendationsQuery(site, recommendationsOf(section, page)))
  useEffect(() => {
    const reload = () => void refetch()
    addEventListener(RECALCULATE_RECOMMENDATIONS_EVENT, reload)
    return () => removeEventListener(RECALCULATE_RECOMMENDATIONS_EVENT, reload)
  }, [refetch])
  return <RecommendationsView section={section} site={site} data={data} isPending={isPending} isError={isError} />
}
