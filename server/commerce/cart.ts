// Cart service: create (POST /cart/v1/cart, POST /cart/v1/cartWithItem), read (GET
// /cart/v1/cart/{basketId}), add (POST /cart/v1/item; the same sku merges), remove (DELETE
// /cart/v1/item) and change quantity (PUT /cart/v1/cart/{basketId}/item; 0 removes).
// A basket belongs to the token's consumer and to the site it was created on (its currency and tax
// region): anything else is BSK404 and never shows data. Every change runs in one transaction
// with the basket row locked and increments `version`. Rules, in order: qty a whole number ≥ 1
// (default 1); unknown sku → 404 PLP400; a free-gift product → GWP403; online stock 0 → INV700;
// more than the line maximum (min(999999, product maxQty)) → INV408 with params.maxAllowedQty;
// more than the stock → INV406 with params.availableQty. Lowering a quantity is always allowed;
// a gift line (bonus) cannot be changed or removed (GWP403). Coupons (PUT/DELETE /cart/v1/coupon)
// and everything about promotions live in cartPromotions.ts. Checkout fields (delivery, shipments,
// addresses, gift cards) come from checkoutCart.ts; a line's gift option and delivery on PUT …/item
// from checkout.ts; a basket an order consumed is BSK404.
import { randomBytes, randomUUID } from 'node:crypto'
import type { AddItemLine, Cart, CartItem } from '../../src/contract/schemas/cart.ts'
import type { Currency } from '../../src/contract/site/sites.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { ApiError, badPayload, cartNotFound, productNotFound } from '../http/errors.ts'
import { route, type CallContext, type Consumer, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { addCoupon, cartPromotions, refuseBonusLine, refuseGiftProduct, removeCoupon, type CartPromotions } from './cartPromotions.ts'
import { computeTotals } from './cartTotals.ts'
import { applyItemOptions, hasItemOptions } from './checkout.ts'
import { loadCheckout } from './checkoutCart.ts'
import { sizeLabel } from './labels.ts'
import { decimal, photo, productUrl } from './present.ts'
import { DEFAULT_MAX_QTY } from './products.ts'

const MAX_LINES_PER_CALL = 50

export interface BasketRow {
  id: string
  consumer_no: string
  site_id: string
  currency: Currency
  region: string
  version: number
}

export interface ItemRow {
  id: string
  sku: string
  qty: number
  upc: string
  stock: number
  colour_code: string
  colour_name: string
  size_code: string
  size_label: string
  product_id: string
  name: string
  slug: string
  max_qty: number
  discontinued: boolean
  current_minor: number
  original_minor: number
}

const ITEMS_SQL = `
SELECT bi.id, bi.sku, bi.qty, v.upc, v.stock, v.colour_code, pc.name AS colour_name, v.size_code, ps.label AS size_label,
  p.id AS product_id, p.name, p.slug, p.max_qty, p.discontinued, pr.current_minor, pr.original_minor
FROM basket_items bi
JOIN variants v ON v.sku = bi.sku
JOIN products p ON p.id = v.product_id
JOIN product_colours pc ON pc.product_id = p.id AND pc.code = v.colour_code
JOIN product_sizes ps ON ps.product_id = p.id AND ps.code = v.size_code
JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = $2
WHERE bi.basket_id = $1
ORDER BY bi.position`

const lineMax = (productMax: number): number => Math.min(DEFAULT_MAX_QTY, productMax)

/** The consumer's basket on this site, locked for update when `lock`; BSK404 otherwise. */
export const findBasket = async (db: Db, basketId: string, consumer: Consumer, site: Site, lock: boolean): Promise<BasketRow> => {
  const [row] = await db.query<BasketRow & { consumed: boolean }>(
    `SELECT id, consumer_no, site_id, currency, region, version, consumed_at IS NOT NULL AS consumed FROM baskets WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [basketId],
  )
  // A basket an order was placed from is gone for the shopper (checkoutCart.ts).
  if (!row || row.consumer_no !== consumer.consumerNo || row.site_id !== site.siteId || row.consumed) throw cartNotFound()
  const { consumed: _, ...basket } = row
  return basket
}

/** The cart as the shopper sees it; `evaluated` reuses promotions the caller has just evaluated for it. */
export const renderCart = async (db: Db, basket: BasketRow, site: Site, evaluated?: CartPromotions): Promise<Cart> => {
  const promo = evaluated ?? (await cartPromotions(db, basket, site))
  // Bringing gift lines in step (here or earlier in the call) may have moved the version on.
  const [current] = await db.query<{ version: number }>(`SELECT version FROM baskets WHERE id = $1`, [basket.id])
  const rows = promo.pricedRows(await db.query<ItemRow>(ITEMS_SQL, [basket.id, basket.currency]))
  const checkout = await loadCheckout(db, basket, site, promo.discounts)
  const { lines, totals } = computeTotals(
    rows.map((r) => ({ unitCurrent: r.current_minor, unitOriginal: r.original_minor, qty: r.qty, ...promo.discounts(r.id) })),
    basket.currency,
    basket.region,
    { ...checkout.totalsOptions, ...promo.totalsOptions },
  )
  const items: CartItem[] = rows.map((r, i) => {
    const amounts = lines[i]!
    return {
      id: r.id,
      productId: r.sku,
      masterId: r.product_id,
      name: r.name,
      qty: r.qty,
      maxQty: lineMax(r.max_qty),
      upc: r.upc,
      colour: { code: r.colour_code, name: r.colour_name },
      size: sizeLabel(r.size_code, r.size_label, site.language),
      image: photo(site, r.product_id, r.name, { code: r.colour_code, name: r.colour_name }),
      price: {
        current: decimal(r.current_minor),
        original: decimal(r.original_minor),
        rowTotal: decimal(amounts.rowTotal),
        priceAfterItemDiscount: decimal(amounts.afterItemDiscount),
        priceAfterOrderDiscount: decimal(amounts.afterOrderDiscount),
      },
      taxTotal: decimal(amounts.tax),
      pdpUrl: `${productUrl(site, r.slug, r.product_id)}?colour=${r.colour_code}`,
      isDigitalProduct: false,
      ...promo.itemFields(r.id, r.current_minor, r.original_minor),
    }
  })
  const flash = rows.flatMap((r): Cart['flash'] =>
    r.discontinued
      ? [{ code: 'ProductItemNotAvailable', type: 'error', details: { itemId: r.id, sku: r.sku } }]
      : r.stock === 0
      ? [{ code: 'ProductLineItemFullInventoryMissing', type: 'error', details: { itemId: r.id, sku: r.sku } }]
      : r.stock < r.qty
        ? [{ code: 'ProductLineItemInventoryMissing', type: 'warning', details: { itemId: r.id, sku: r.sku, missingQty: r.qty - r.stock } }]
        : [],
  )
  return checkout.decorate({
    id: basket.id,
    currency: basket.currency,
    totalItems: totals.totalUnits,
    totals: {
      total: decimal(totals.total),
      totalDiscount: decimal(totals.totalDiscount),
      itemTotal: decimal(totals.itemTotal),
      totalWithoutTax: decimal(totals.totalWithoutTax),
      shipping: decimal(totals.shipping),
      tax: decimal(totals.tax),
      remainingToPay: decimal(totals.remainingToPay),
      totalUnits: totals.totalUnits,
      itemSubTotal: decimal(totals.itemSubTotal),
      netAmount: decimal(totals.netAmount),
      taxAmount: decimal(totals.taxAmount),
      ...promo.totalsFields(totals),
    },
    items,
    flash,
    version: current?.version ?? basket.version,
      ...promo.cartFields,
    },
    totals.total,
  )
}

// ---- request bodies -------------------------------------------------------------------------

const quantity = (value: unknown, fallback: number | undefined, min: number): number => {
  if (value === undefined || value === null) {
    if (fallback === undefined) throw badPayload('qty is required')
    return fallback
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) throw badPayload(`qty must be a whole number of at least ${min}`)
  return value
}

/** A required text of at most 64 characters (ids, codes), else ATTR300. */
export const str = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) throw badPayload(`${name} is required`)
  return value
}

interface Line {
  readonly sku: string
  readonly qty: number
}

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

// ---- rules ----------------------------------------------------------------------------------

interface VariantFacts {
  readonly stock: number
  readonly maxQty: number
}

/**
 * A variant's stock and line maximum for a line going up. Refused first: a product taken out of the
 * range (INV405 when adding, INV407 when raising a line's quantity) or without a price in the cart's
 * currency (INV702).
 */
const variantFacts = async (db: Db, sku: string, site: Site, change: 'add' | 'update' = 'add'): Promise<VariantFacts> => {
  const [row] = await db.query<{ stock: number; max_qty: number; discontinued: boolean; priced: boolean }>(
    `SELECT v.stock, p.max_qty, p.discontinued, EXISTS (SELECT 1 FROM product_prices pr WHERE pr.product_id = p.id AND pr.currency = $3) AS priced
     FROM variants v JOIN products p ON p.id = v.product_id WHERE v.sku = $1 AND p.brand = $2`,
    [sku, site.brand, site.currency],
  )
  if (!row) throw productNotFound(`Product ${sku}`)
  if (row.discontinued) throw new ApiError(400, change === 'add' ? 'INV405' : 'INV407', `${sku} is no longer available`, { sku })
  if (!row.priced) throw new ApiError(400, 'INV702', `${sku} has no price in ${site.currency}`, { sku })
  return { stock: row.stock, maxQty: lineMax(row.max_qty) }
}

/** Checks a line going up to `qty` units. */
const checkQuantity = (sku: string, qty: number, facts: VariantFacts): void => {
  if (facts.stock === 0) throw new ApiError(400, 'INV700', `${sku} is out of stock`)
  if (qty > facts.maxQty)
    throw new ApiError(400, 'INV408', `You can add at most ${facts.maxQty} of this item`, { maxAllowedQty: facts.maxQty })
  if (qty > facts.stock) throw new ApiError(400, 'INV406', `Only ${facts.stock} of ${sku} are available`, { availableQty: facts.stock })
}

export const addLines = async (tx: Db, basket: BasketRow, lines: ReadonlyArray<Line>, site: Site): Promise<void> => {
  // Several lines at once, some of them with no stock at all: INV409 names them, and nothing is added.
  if (lines.length > 1) {
    const empty = await tx.query<{ sku: string }>(`SELECT sku FROM variants WHERE sku = ANY($1::text[]) AND stock = 0 ORDER BY sku`, [lines.map((l) => l.sku)])
    if (empty.length > 0) throw new ApiError(400, 'INV409', 'Some products have no inventory', { skus: empty.map((e) => e.sku).join(',') })
  }
  for (const line of lines) {
    const facts = await variantFacts(tx, line.sku, site)
    await refuseGiftProduct(tx, line.sku)
    const [existing] = await tx.query<{ id: string; qty: number }>(`SELECT id, qty FROM basket_items WHERE basket_id = $1 AND sku = $2`, [basket.id, line.sku])
    const qty = (existing?.qty ?? 0) + line.qty
    checkQuantity(line.sku, qty, facts)
    if (existing) await tx.query(`UPDATE basket_items SET qty = $2 WHERE id = $1`, [existing.id, qty])
    else
      await tx.query(
        `INSERT INTO basket_items (id, basket_id, sku, qty, position)
         VALUES ($1, $2, $3, $4, (SELECT coalesce(max(position), 0) + 1 FROM basket_items WHERE basket_id = $2))`,
        [randomBytes(12).toString('hex'), basket.id, line.sku, qty],
      )
  }
}

export const touch = async (tx: Db, basket: BasketRow): Promise<BasketRow> => {
  const [row] = await tx.query<{ version: number }>(`UPDATE baskets SET version = version + 1, updated_at = now() WHERE id = $1 RETURNING version`, [basket.id])
  return { ...basket, version: row?.version ?? basket.version + 1 }
}

export const createBasket = async (tx: Db, consumer: Consumer, site: Site): Promise<BasketRow> => {
  const basket: BasketRow = {
    id: randomUUID().replace(/-/g, ''),
    consumer_no: consumer.consumerNo,
    site_id: site.siteId,
    currency: site.currency,
    region: site.region,
    version: 1,
  }
  await tx.query(`INSERT INTO baskets (id, consumer_no, brand, site_id, currency, region, version) VALUES ($1, $2, $3, $4, $5, $6, 1)`, [
    basket.id,
    consumer.consumerNo,
    site.brand,
    site.siteId,
    site.currency,
    site.region,
  ])
  await tx.query(`UPDATE consumers SET current_basket_id = $2 WHERE consumer_no = $1`, [consumer.consumerNo, basket.id])
  return basket
}

// ---- calls ----------------------------------------------------------------------------------

export const consumerOf = (ctx: CallContext): Consumer => {
  if (!ctx.consumer) throw new Error('cart route without auth')
  return ctx.consumer
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
  route('cartCreate', { auth: true, handler: create }),
  route('cartWithItem', { auth: true, handler: createWithItems }),
  route('cartGet', { auth: true, handler: read }),
  route('cartAddItem', { auth: true, handler: addItem }),
  route('cartRemoveItem', { auth: true, handler: removeItem }),
  route('cartUpdateItem', { auth: true, handler: updateItem }),
  route('cartApplyCoupon', { auth: true, handler: coupon(true) }),
  route('cartRemoveCoupon', { auth: true, handler: coupon(false) }),
]
