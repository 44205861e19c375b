// The cart model of the cart service: baskets and their lines, the quantity and stock rules, and the
// cart as the shopper sees it (renderCart: lines, promotions, totals and the checkout view).
// A basket belongs to the token's consumer and to the site it was created on (its currency and tax
// region): anything else is BSK404 and never shows data. Every change runs in one transaction
// with the basket row locked and increments `version`. Rules, in order: qty a whole number ≥ 1
// (default 1); unknown sku → 404 PLP400; a free-gift product → GWP403; online stock 0 → INV700;
// more than the line maximum (min(999999, product maxQty)) → INV408 with params.maxAllowedQty;
// more than the stock → INV406 with params.availableQty. Lowering a quantity is always allowed;
// a gift line (bonus) cannot be changed or removed (GWP403). Promotions live in cartPromotions.ts,
// checkout fields (delivery, shipments, addresses, gift cards) in checkoutCart.ts, and the calls
// that change a cart in cartRoutes.ts; a basket an order consumed is BSK404.
import { randomBytes, randomUUID } from 'node:crypto'
import type { Cart, CartItem } from '../../src/contract/schemas/cart.ts'
import type { Currency } from '../../src/contract/site/sites.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { ApiError, badPayload, cartNotFound, productNotFound } from '../http/errors.ts'
import type { CallContext, Consumer } from '../http/types.ts'
import { cartPromotions, refuseGiftProduct, type CartPromotions } from './cartPromotions.ts'
import { computeTotals } from './cartTotals.ts'
import { loadCheckout } from './checkoutCart.ts'
import { sizeLabel } from './labels.ts'
import { decimal, localised, photo, productUrl } from './present.ts'
import { DEFAULT_MAX_QTY } from './products.ts'

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

/** The lines with names in the site's language. */
const itemsSql = (language: Site['language']) => `
SELECT bi.id, bi.sku, bi.qty, v.upc, v.stock, v.colour_code, ${localised('pc', 'name', language)} AS colour_name, v.size_code, ps.label AS size_label,
  p.id AS product_id, ${localised('p', 'name', language)} AS name, ${localised('p', 'slug', language)} AS slug, p.max_qty, p.discontinued, pr.current_minor, pr.original_minor
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
  const rows = promo.pricedRows(await db.query<ItemRow>(itemsSql(site.language), [basket.id, basket.currency]))
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

export const str = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) throw badPayload(`${name} is required`)
  return value
}

export interface Line {
  readonly sku: string
  readonly qty: number
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
export const variantFacts = async (db: Db, sku: string, site: Site, change: 'add' | 'update' = 'add'): Promise<VariantFacts> => {
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
export const checkQuantity = (sku: string, qty: number, facts: VariantFacts): void => {
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

export const consumerOf = (ctx: CallContext): Consumer => {
  if (!ctx.consumer) throw new Error('cart route without auth')
  return ctx.consumer
}
