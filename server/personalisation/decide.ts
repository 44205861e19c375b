// Personalisation service (POST /api/engine/v1/decide/{brand}): the reference has no experiences
// yet, so every decision is "no actions" — a real, well-formed answer the storefront can rely on.
import { isBrand } from '../../src/contract/site/sites.ts'
import { badPayload, notFound } from '../http/errors.ts'
import type { CallContext, Reply, RouteDef } from '../http/types.ts'

const decide = async (ctx: CallContext): Promise<Reply> => {
  if (!isBrand(ctx.params.brand as string)) throw notFound(`Brand ${ctx.params.brand}`)
  const body = ctx.body as { events?: unknown } | undefined
  if (body !== undefined && (typeof body !== 'object' || body === null || (body.events !== undefined && !Array.isArray(body.events))))
    throw badPayload('events must be a list')
  return { body: { responses: [{ actions: [] }] } }
}

export const personalisationRoutes: ReadonlyArray<RouteDef> = [{ method: 'POST', template: '/api/engine/v1/decide/{brand}', handler: decide }]
