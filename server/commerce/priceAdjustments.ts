// Price adjustments (spec 001 section 7; issue 15, docs/decisions/0029-associates.md) and the employee
// discount, both taken off a cart line after its product promotions:
//   POST   /cart/v1/cart/{basketId}/price_adjustments                 { itemId, type, value, reason } → the cart
//   PATCH  /cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}  { type, value, reason }         → the cart
//   DELETE /cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}                                   → the cart
// Only an associate's session (token type Agent) adjusts prices: any other token is 401 AUT432. A
// line has at most one adjustment (a second is PRC400; change it instead); AMOUNT_OFF takes `value`
// (site currency) off each unit, PERCENT_OFF `value` % of the line (to a tenth); an adjustment never
// takes a line below 0, and a free gift line cannot be adjusted (GWP403). An unknown adjustment or
// line is 404 PRC400. What they take off is lineAdjustments.ts's (with the employee discount).
import { randomBytes } from 'node:crypto'
import { ADJUSTMENT_LIMITS, type PriceAdjustmentType } from '../../src/contract/schemas/associates.ts'
import { ApiError } from '../http/errors.ts'
import { route, type CallContext, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { agentOf } from './agentGuard.ts'
import { findBasket, renderCart, touch } from './cartModel.ts'
import { refuseBonusLine } from './cartPromotions.ts'
import { storedValue } from './lineAdjustments.ts'

// ---- calls --------------------------------------------------------------------------------------

const adjustmentNotFound = () => new ApiError(404, 'PRC400', 'No such price adjustment or cart line')

const checkValue = (type: PriceAdjustmentType, value: number): void => {
  const limits = ADJUSTMENT_LIMITS[type]
  if (value < limits.min || value > limits.max) throw new ApiError(400, 'PRC400', `The ${type === 'AMOUNT_OFF' ? 'amount' : 'percentage'} must be between ${limits.min} and ${limits.max}`, { field: 'value' })
}

const basketOf = async (ctx: CallContext) => {
  const consumer = agentOf(ctx)
  const site = ctx.site()
  return { site, basket: await findBasket(ctx.db, String(ctx.params.basketId ?? ''), consumer, site, true), consumer }
}

const add = async (ctx: SpecContext<'priceAdjustmentAdd'>): Promise<Reply> => {
  const { site, basket, consumer } = await basketOf(ctx)
  const { itemId, type, value, reason } = ctx.body
  checkValue(type, value)
  const [line] = await ctx.db.query<{ id: string }>(`SELECT id FROM basket_items WHERE id = $1 AND basket_id = $2`, [itemId, basket.id])
  if (!line) throw adjustmentNotFound()
  await refuseBonusLine(ctx.db, basket.id, itemId)
  const inserted = await ctx.db.query(
    `INSERT INTO price_adjustments (adjustment_id, basket_id, item_id, type, value, reason, agent_consumer_no) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (item_id) DO NOTHING RETURNING adjustment_id`,
    [`pa_${randomBytes(9).toString('hex')}`, basket.id, itemId, type, storedValue(type, value), reason, consumer.consumerNo],
  )
  if (inserted.length === 0) throw new ApiError(409, 'PRC400', 'This line already has a price adjustment: change it instead')
  return { status: 201, body: await renderCart(ctx.db, await touch(ctx.db, basket), site) }
}

const update = async (ctx: SpecContext<'priceAdjustmentUpdate'>): Promise<Reply> => {
  const { site, basket, consumer } = await basketOf(ctx)
  const { type, value, reason } = ctx.body
  checkValue(type, value)
  const changed = await ctx.db.query(
    `UPDATE price_adjustments SET type = $3, value = $4, reason = $5, agent_consumer_no = $6, updated_at = now() WHERE adjustment_id = $1 AND basket_id = $2 RETURNING adjustment_id`,
    [String(ctx.params.adjustmentId ?? ''), basket.id, type, storedValue(type, value), reason, consumer.consumerNo],
  )
  if (changed.length === 0) throw adjustmentNotFound()
  return { body: await renderCart(ctx.db, await touch(ctx.db, basket), site) }
}

const remove = async (ctx: SpecContext<'priceAdjustmentRemove'>): Promise<Reply> => {
  const { site, basket } = await basketOf(ctx)
  const removed = await ctx.db.query(`DELETE FROM price_adjustments WHERE adjustment_id = $1 AND basket_id = $2 RETURNING adjustment_id`, [String(ctx.params.adjustmentId ?? ''), basket.id])
  if (removed.length === 0) throw adjustmentNotFound()
  return { body: await renderCart(ctx.db, await touch(ctx.db, basket), site) }
}

export const priceAdjustmentRoutes: ReadonlyArray<RouteDef> = [
  route('priceAdjustmentAdd', { handler: add }),
  route('priceAdjustmentUpdate', { handler: update }),
  route('priceAdjustmentRemove', { handler: remove }),
]
