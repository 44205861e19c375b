// Cart service calls: create (POST /cart/v1/cart, POST /cart/v1/cartWithItem), read (GET
// /cart/v1/cart/{basketId}), add (POST /cart/v1/item; the same sku merges), remove (DELETE
// /cart/v1/item), change quantity or delivery (PUT /cart/v1/cart/{basketId}/item; 0 removes) and
// coupons (PUT/DELETE /cart/v1/coupon). The cart itself (baskets, lines, rules, rendering) is
// cartModel.ts; a line's delivery and gift option on PUT …/item come from checkout.ts.
import type { AddItemLine } from '../../src/contract/schemas/cart.ts'
import { badPayload, productNotFound } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { addCoupon, refuseBonusLine, removeCoupon } from './cartPromotions.ts'
import { addLines, checkQuantity, consumerOf, createBasket, findBasket, renderCart, str, touch, variantFacts, type Line } from './cartModel.ts'
import { applyItemOptions, hasItemOptions } from './checkout.ts'

const MAX_LINES_PER_CALL = 50

const quantity = (value: unknown, fallback: number | undefined, min: number): number => {
  if (value === undefined || value === null) {
    if (fallback === undefined) throw badPayload('qty is required')
    return fallback
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) throw badPayload(`qty must be a whole number of at least ${min}`)
  return value
}

/** A required text of at most 64 characters (ids, codes), else ATTR300. */
/** `items: [{ productId: sku, qty? }]`; lines of the same sku are merged. */
const parseLines = (items: ReadonlyArray<AddItemLine>): Line[] => {
  if (items.length === 0 || items.length > MAX_LINES_PER_CALL) throw badPayload(`items must list 1 to ${MAX_LINES_PER_CALL} lines of { productId, qty }`)
  const merged = new Map<string, number>()
  for (const line of items) {
    const sku = str(line.productId, 'productId (the sku)')
    merged.set(sku, (merged.get(sku) ?? 0) + quantity(line.qty, 1, 1))
  }
  return [...merged].map(([sku, qty]) => ({ sku, qty }))
}

const create = async (ctx: SpecContext<'cartCreate'>): Promise<Reply> => {
  const site = ctx.site()
  const basket = await createBasket(ctx.db, consumerOf(ctx), site)
  return { status: 201, body: await renderCart(ctx.db, basket, site) }
}

const createWithItems = async (ctx: SpecContext<'cartWithItem'>): Promise<Reply> => {
  const site = ctx.site()
  const lines = parseLines(ctx.body.items)
  const basket = await createBasket(ctx.db, consumerOf(ctx), site)
  await addLines(ctx.db, basket, lines, site)
  return { status: 201, body: await renderCart(ctx.db, basket, site) }
}

const read = async (ctx: SpecContext<'cartGet'>): Promise<Reply> => {
  const site = ctx.site()
  const basket = await findBasket(ctx.db, ctx.params.basketId as string, consumerOf(ctx), site, false)
  return { body: await renderCart(ctx.db, basket, site) }
}

const addItem = async (ctx: SpecContext<'cartAddItem'>): Promise<Reply> => {
  const site = ctx.site()
  const basketId = str(ctx.body.basketId, 'basketId')
  const lines = parseLines(ctx.body.items)
  const basket = await findBasket(ctx.db, basketId, consumerOf(ctx), site, true)
  await addLines(ctx.db, basket, lines, site)
  return { body: await renderCart(ctx.db, await touch(ctx.db, basket), site) }
}

const removeItem = async (ctx: SpecContext<'cartRemoveItem'>): Promise<Reply> => {
  const site = ctx.site()
  const body = ctx.body
  const basket = await findBasket(ctx.db, str(body.basketId, 'basketId'), consumerOf(ctx), site, true)
  await refuseBonusLine(ctx.db, basket.id, str(body.itemId, 'itemId'))
  const removed = await ctx.db.query(`DELETE FROM basket_items WHERE id = $1 AND basket_id = $2 RETURNING id`, [str(body.itemId, 'itemId'), basket.id])
  if (removed.length === 0) throw productNotFound(`Cart item ${String(body.itemId)}`)
  return { body: await renderCart(ctx.db, await touch(ctx.db, basket), site) }
}

const updateItem = async (ctx: SpecContext<'cartUpdateItem'>): Promise<Reply> => {
  const site = ctx.site()
  const body = ctx.body
  const itemId = str(body.itemId, 'itemId')
  const qty = body.qty === undefined && hasItemOptions(ctx.body) ? undefined : quantity(body.qty, undefined, 0)
  const basket = await findBasket(ctx.db, ctx.params.basketId as string, consumerOf(ctx), site, true)
  const [item] = await ctx.db.query<{ sku: string; qty: number }>(`SELECT sku, qty FROM basket_items WHERE id = $1 AND basket_id = $2`, [itemId, basket.id])
  if (!item) throw productNotFound(`Cart item ${itemId}`)
  await refuseBonusLine(ctx.db, basket.id, itemId)
  if (qty === 0) await ctx.db.query(`DELETE FROM basket_items WHERE id = $1`, [itemId])
  else if (qty !== undefined) {
    if (qty > item.qty) checkQuantity(item.sku, qty, await variantFacts(ctx.db, item.sku, site, 'update'))
    await ctx.db.query(`UPDATE basket_items SET qty = $2 WHERE id = $1`, [itemId, qty])
  }
  if (qty !== 0) await applyItemOptions(ctx.db, itemId, ctx.body, site)
  return { body: await renderCart(ctx.db, await touch(ctx.db, basket), site) }
}

/** PUT (apply) and DELETE (remove) /cart/v1/coupon, body { basketId, couponCode }: the cart. */
const coupon = (apply: boolean) => async (ctx: SpecContext<'cartApplyCoupon' | 'cartRemoveCoupon'>): Promise<Reply> => {
  const site = ctx.site()
  const body = ctx.body
  const basket = await findBasket(ctx.db, str(body.basketId, 'basketId'), consumerOf(ctx), site, true)
  await (apply ? addCoupon(ctx.db, basket, site, body.couponCode) : removeCoupon(ctx.db, basket, body.couponCode))
  return { body: await renderCart(ctx.db, await touch(ctx.db, basket), site) }
}

export const cartRoutes: ReadonlyArray<RouteDef> = [
  route('cartCreate', { handler: create }),
  route('cartWithItem', { handler: createWithItems }),
  route('cartGet', { handler: read }),
  route('cartAddItem', { handler: addItem }),
  route('cartRemoveItem', { handler: removeItem }),
  route('cartUpdateItem', { handler: updateItem }),
  route('cartApplyCoupon', { handler: coupon(true) }),
  route('cartRemoveCoupon', { handler: coupon(false) }),
]
