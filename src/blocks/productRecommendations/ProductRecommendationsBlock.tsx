// Product recommendations (spec 002 sections 3 and 4): a carousel of recommended products from one of
// two sources. The recommendations call (recommendationsQuery; the route loader prefetches it during
// SSR through the registry, `useQuery` reads it on the client, so a failing call renders nothing)
// reloads on the `recalculateBloomreachVfa` window event. A section whose source is `personalisation`
// shows the items of the page's decision for its experience; that code loads only with such a section.
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { recommendationsQuery } from '../../api/queries'
import type { ProductRecommendationsSection } from '../../contract/schemas/content'
import { lazyBlock } from '../lazyBlock'
import { RECALCULATE_RECOMMENDATIONS_EVENT } from '../personalisation/windowEvents'
import type { BlockProps } from '../registry'
import { RecommendationsView } from './RecommendationsView'

export { RecommendationTile } from './RecommendationsView'

type Section = typeof ProductRecommendationsSection.Type

/** The recommendations call's parameters for a section (shared by the component and the prefetch). */
export const recommendationsOf = (section: Section): { categoryId?: string; limit: number } => ({
  ...(section.categoryId ? { categoryId: section.categoryId } : {}),
  limit: section.limit,
})

const PersonalisedRecommendations = lazyBlock(() => import('./PersonalisedRecommendations').then((m) => m.PersonalisedRecommendations))

export function ProductRecommendationsBlock(props: BlockProps<Section>) {
  return props.section.source === 'personalisation' ? <PersonalisedRecommendations {...props} /> : <CalledRecommendations {...props} />
}

function CalledRecommendations({ section, site }: BlockProps<Section>) {
  const { data, isPending, isError, refetch } = useQuery(recommendationsQuery(site, recommendationsOf(section)))
  useEffect(() => {
    const reload = () => void refetch()
    addEventListener(RECALCULATE_RECOMMENDATIONS_EVENT, reload)
    return () => removeEventListener(RECALCULATE_RECOMMENDATIONS_EVENT, reload)
  }, [refetch])
  return <RecommendationsView section={section} site={site} data={data} isPending={isPending} isError={isError} />
}
