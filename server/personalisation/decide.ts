// Personalisation service (POST /api/engine/v1/decide/{brand}): the reference has no experiences
// yet, so every decision is "no actions" — a real, well-formed answer the storefront can rely on.
import { isBrand } from '../../src/contract/site/sites.ts'
import { notFound } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'

const decide = async (ctx: SpecContext<'decide'>): Promise<Reply> => {
  if (!isBrand(ctx.params.brand as string)) throw notFound(`Brand ${ctx.params.brand}`)
  return { body: { responses: [{ actions: [] }] } }
}

export const personalisationRoutes: ReadonlyArray<RouteDef> = [route('decide', { handler: decide })]
