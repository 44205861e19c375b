// Personalisation service (POST /api/engine/v1/decide/{brand}, spec 001 section 7 and spec 002
// section 7): the events arrive decoded by the contract (src/contract/schemas/personalisation.ts).
// Each decision request among them is answered with one action per experiment of the brand decided
// on the page's type (from the page view event): the visitor's variant, chosen deterministically from
// the visitor's id and the experiment's (./experiments.ts), its impression reporting, and for
// recommendation experiments the feed items (./feed.ts). Calls without a decision request (impression
// and click records) answer no responses. The site of the standard context must be the brand's.
import { JSON_ACTION, RECOMMENDATION_ACTION, type DecisionAction, type DecisionEvent } from '../../src/contract/schemas/personalisation.ts'
import { isBrand } from '../../src/contract/site/sites.ts'
import { badPayload, notFound } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { decidesOn, experimentsOf, variantFor } from './experiments.ts'
import { feedItems } from './feed.ts'

const eventOf = <T extends DecisionEvent['eventType']>(events: ReadonlyArray<DecisionEvent>, type: T): Extract<DecisionEvent, { eventType: T }> | undefined =>
  events.find((e): e is Extract<DecisionEvent, { eventType: T }> => e.eventType === type)

type Request = Extract<DecisionEvent, { eventType: 'monetate:decision:DecisionRequest' }>

const decide = async (ctx: SpecContext<'decide'>): Promise<Reply> => {
  const brand = ctx.params.brand as string
  if (!isBrand(brand)) throw notFound(`Brand ${brand}`)
  const site = ctx.site()
  if (site.brand !== brand) throw badPayload(`siteId ${site.siteId} is not a site of ${brand}`)
  const { events, monetateId } = ctx.body
  const requests = events.filter((e): e is Request => e.eventType === 'monetate:decision:DecisionRequest')
  if (requests.length === 0) return { body: { responses: [] } }
  const pageType = eventOf(events, 'monetate:context:PageView')?.pageType
  const experiments = (await experimentsOf(ctx.db, brand)).filter((e) => decidesOn(e, pageType))
  const actions: DecisionAction[] = []
  for (const experiment of experiments) {
    const variant = variantFor(experiment, monetateId)
    if (!variant) continue
    const items = experiment.kind === 'recommendations' && variant.recommendations ? await feedItems(ctx.db, site, monetateId, experiment.id, variant.recommendations) : undefined
    actions.push({
      actionId: experiment.actionId,
      actionType: items ? RECOMMENDATION_ACTION : JSON_ACTION,
      component: experiment.component,
      variant: variant.variantId,
      ...(items ? { items } : {}),
      impressionReporting: [{ experience_id: experiment.id, experience_name: experiment.name, experience_label: experiment.label, variant_label: variant.label }],
    })
  }
  const withoutReporting = actions.map(({ impressionReporting: _, ...action }) => action)
  return { body: { responses: requests.map((r) => ({ requestId: r.requestId, actions: r.includeReporting ? actions : withoutReporting })) } }
}

export const personalisationRoutes: ReadonlyArray<RouteDef> = [route('decide', { handler: decide })]
