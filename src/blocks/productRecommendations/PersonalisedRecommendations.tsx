// Recommendations from the personalisation decision (spec 002 sections 3, 4 and 9): the items of the
// page's decision for the section's experience (its decision key), read from the feed's fields for
// this site (./feedItems.ts); decided again on the `recalculateMonetateVfa` window event. Once shown,
// the list reports its impressions (the first 24 recommendation tokens), and a click its token.
import { useEffect, useMemo } from 'react'
import { decisionKey } from '../../contract/personalisedBlocks'
import type { ProductRecommendationsSection } from '../../contract/schemas/content'
import { recClicksEvent, recImpressionsEvent } from '../personalisation/events'
import { usePersonalisation } from '../personalisation/PersonalisationContext'
import { useDecision } from '../personalisation/useDecision'
import type { BlockProps } from '../registry'
import { recommendedProductsOf } from './feedItems'
import { RecommendationsView } from './RecommendationsView'

type Section = typeof ProductRecommendationsSection.Type

export function PersonalisedRecommendations({ section, site }: BlockProps<Section>) {
  const { store } = usePersonalisation()
  const decision = useDecision()
  useEffect(() => {
    store?.request()
  }, [store, decision.pageKey])
  const key = decisionKey(section.experienceId ?? section.id)
  const action = decision.status === 'ready' ? decision.actions.find((a) => a.component === key) : undefined
  const items = useMemo(
    () => (action?.items ? recommendedProductsOf(action.items, site.locale, `${action.component}-${action.variant ?? 'baseline'}`, section.limit) : []),
    [action, site.locale, section.limit],
  )
  useEffect(() => {
    if (items.length === 0 || !store?.firstImpression(`recs:${section.id}`)) return
    const event = recImpressionsEvent(items.flatMap((item) => (item.recToken ? [item.recToken] : [])))
    if (event) store.record(event)
  }, [items, store, section.id])
  const pending = decision.status === 'idle' || decision.status === 'pending'
  return (
    <RecommendationsView
      section={section}
      site={site}
      data={pending ? undefined : { items }}
      isPending={pending}
      isError={decision.status === 'failed'}
      onItemClick={(item) => {
        if (item.recToken) store?.record(recClicksEvent(item.recToken))
      }}
    />
  )
}
