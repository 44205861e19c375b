// Saved for later: one list per consumer and site. Moving a cart line to the list (POST
// /cart/v2/cart/{basketId}/saveForLater) and back (PUT /cart/v2/saveForLater) happen in one
// transaction with the basket locked, so a line is never in both places or lost; moving back runs
// the cart's own rules (stock, maximum quantity), so an item sold out meanwhile stays saved with
// INV700. Removing (DELETE .../items/{itemId}) and reading (GET /wishlists/v2/saveForLater, paged by
// start/count) need no basket. Another shopper's list or item id is not found (PLP400), never data.
import { randomBytes } from 'node:crypto'
import type { SaveForLaterList, SavedItem } from '../../src/contract/schemas/cart.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { badPayload, productNotFound } from '../http/errors.ts'
import { route, type Consumer, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { shoppersOnly } from './agentGuard.ts'
import { refuseBonusLine } from './cartPromotions.ts'
import { addLines, consumerOf, findBasket, renderCart, str, touch, type ItemRow } from './cartModel.ts'
import { sizeLabel } from './labels.ts'
import { decimal, localised, photo, productUrl } from './present.ts'

const PAGE_MAX = 100

/** A saved item: the cart line's columns that the list shows. */
type SavedRow = Pick<ItemRow, 'id' | 'sku' | 'qty' | 'stock' | 'colour_code' | 'colour_name' | 'size_code' | 'size_label' | 'product_id' | 'name' | 'slug' | 'current_minor'>

/** The consumer's list on this site, created on first use. */
const listOf = async (db: Db, consumer: Consumer, site: Site): Promise<string> => {
  const [existing] = await db.query<{ id: string }>(`SELECT id FROM save_for_later WHERE consumer_no = $1 AND site_id = $2`, [consumer.consumerNo, site.siteId])
  if (existing) return existing.id
  const id = randomBytes(12).toString('hex')
  const [created] = await db.query<{ id: string }>(
    `INSERT INTO save_for_later (id, consumer_no, site_id) VALUES ($1, $2, $3)
     ON CONFLICT (consumer_no, site_id) DO UPDATE SET consumer_no = EXCLUDED.consumer_no RETURNING id`,
    [id, consumer.consumerNo, site.siteId],
  )
  return created!.id
}

/** The list id named in a path or body, when it is this consumer's on this site. */
const ownList = async (db: Db, listId: string, consumer: Consumer, site: Site): Promise<string> => {
  const [row] = await db.query<{ id: string }>(`SELECT id FROM save_for_later WHERE id = $1 AND consumer_no = $2 AND site_id = $3`, [listId, consumer.consumerNo, site.siteId])
  if (!row) throw productNotFound(`Saved-for-later list ${listId}`)
  return row.id
}

export const renderList = async (db: Db, listId: string, site: Site, page: { start: number; count: number } = { start: 0, count: PAGE_MAX }): Promise<SaveForLaterList> => {
  const rows = await db.query<SavedRow>(
    `SELECT si.id, si.sku, si.qty, v.stock, v.colour_code, ${localised('pc', 'name', site.language)} AS colour_name, v.size_code, ps.label AS size_label,
       p.id AS product_id, ${localised('p', 'name', site.language)} AS name, ${localised('p', 'slug', site.language)} AS slug, pr.current_minor
     FROM save_for_later_items si
     JOIN variants v ON v.sku = si.sku
     JOIN products p ON p.id = v.product_id
     JOIN product_colours pc ON pc.product_id = p.id AND pc.code = v.colour_code
     JOIN product_sizes ps ON ps.product_id = p.id AND ps.code = v.size_code
     JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = $2
     WHERE si.list_id = $1 ORDER BY si.position DESC OFFSET $3 LIMIT $4`,
    [listId, site.currency, page.start, page.count],
  )
  const [{ n }] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM save_for_later_items WHERE list_id = $1`, [listId])) as [{ n: number }]
  const items: SavedItem[] = rows.map((r) => ({
    itemId: r.id,
    productId: r.sku,
    masterId: r.product_id,
    name: r.name,
    colour: { code: r.colour_code, name: r.colour_name },
    size: sizeLabel(r.size_code, r.size_label, site.language),
    image: photo(site, r.product_id, r.name, { code: r.colour_code, name: r.colour_name }),
    price: decimal(r.current_minor),
    pageUrl: `${productUrl(site, r.slug, r.product_id)}?colour=${r.colour_code}`,
    available: r.stock >= r.qty,
    qty: r.qty,
  }))
  return { saveForLaterId: listId, items, total: n }
}

/** POST /cart/v2/cart/{basketId}/saveForLater { itemId } */
const saveLine = async (ctx: SpecContext<'cartSaveForLater'>): Promise<Reply> => {
  const site = ctx.site()
  const consumer = consumerOf(ctx)
  const itemId = str(ctx.body.itemId, 'itemId')
  const basket = await findBasket(ctx.db, ctx.params.basketId as string, consumer, site, true)
  // A free gift stays with its promotion (GWP403), as for a change of quantity or a removal.
  await refuseBonusLine(ctx.db, basket.id, itemId)
  const [line] = await ctx.db.query<{ sku: string; qty: number }>(`DELETE FROM basket_items WHERE id = $1 AND basket_id = $2 RETURNING sku, qty`, [itemId, basket.id])
  if (!line) throw productNotFound(`Cart item ${itemId}`)
  const listId = await listOf(ctx.db, consumer, site)
  await ctx.db.query(
    `INSERT INTO save_for_later_items (id, list_id, sku, qty, position)
     VALUES ($1, $2, $3, $4, (SELECT coalesce(max(position), 0) + 1 FROM save_for_later_items WHERE list_id = $2))
     ON CONFLICT (list_id, sku) DO UPDATE SET qty = save_for_later_items.qty + EXCLUDED.qty, position = EXCLUDED.position`,
    [randomBytes(12).toString('hex'), listId, line.sku, line.qty],
  )
  return { body: { cart: await renderCart(ctx.db, await touch(ctx.db, basket), site), saveForLater: await renderList(ctx.db, listId, site) } }
}

/** PUT /cart/v2/saveForLater { basketId, saveForLaterId, itemId }: back to the cart, under the cart's rules. */
const moveToCart = async (ctx: SpecContext<'saveForLaterUpdate'>): Promise<Reply> => {
  const site = ctx.site()
  const consumer = consumerOf(ctx)
  const body = ctx.body
  const basket = await findBasket(ctx.db, str(body.basketId, 'basketId'), consumer, site, true)
  const listId = await ownList(ctx.db, str(body.saveForLaterId, 'saveForLaterId'), consumer, site)
  const itemId = str(body.itemId, 'itemId')
  const [saved] = await ctx.db.query<{ sku: string; qty: number }>(`DELETE FROM save_for_later_items WHERE id = $1 AND list_id = $2 RETURNING sku, qty`, [itemId, listId])
  if (!saved) throw productNotFound(`Saved item ${itemId}`)
  // Fails (and the transaction rolls the delete back) with INV700/INV406/INV408 when the cart cannot take it.
  await addLines(ctx.db, basket, [{ sku: saved.sku, qty: saved.qty }], site)
  return { body: { cart: await renderCart(ctx.db, await touch(ctx.db, basket), site), saveForLater: await renderList(ctx.db, listId, site) } }
}

/** DELETE /cart/v2/saveForLater/{saveForlaterId}/items/{itemId} */
const removeSaved = async (ctx: SpecContext<'saveForLaterRemoveItem'>): Promise<Reply> => {
  const site = ctx.site()
  const listId = await ownList(ctx.db, ctx.params.saveForlaterId as string, consumerOf(ctx), site)
  const removed = await ctx.db.query(`DELETE FROM save_for_later_items WHERE id = $1 AND list_id = $2 RETURNING id`, [ctx.params.itemId, listId])
  if (removed.length === 0) throw productNotFound(`Saved item ${String(ctx.params.itemId)}`)
  return { body: await renderList(ctx.db, listId, site) }
}

/** GET /wishlists/v2/saveForLater?start&count */
const read = async (ctx: SpecContext<'saveForLaterGet'>): Promise<Reply> => {
  const site = ctx.site()
  const page = (name: string, fallback: number, max: number) => {
    const raw = ctx.query.get(name)
    if (raw === null) return fallback
    const value = Number(raw)
    if (!Number.isInteger(value) || value < 0 || value > max) throw badPayload(`${name} must be a whole number from 0 to ${max}`)
    return value
  }
  const listId = await listOf(ctx.db, consumerOf(ctx), site)
  return { body: await renderList(ctx.db, listId, site, { start: page('start', 0, 10_000), count: page('count', 24, PAGE_MAX) }) }
}

export const saveForLaterRoutes: ReadonlyArray<RouteDef> = [
  route('cartSaveForLater', { handler: shoppersOnly(saveLine) }),
  route('saveForLaterUpdate', { handler: shoppersOnly(moveToCart) }),
  route('saveForLaterRemoveItem', { handler: shoppersOnly(removeSaved) }),
  route('saveForLaterGet', { handler: shoppersOnly(read) }),
]
