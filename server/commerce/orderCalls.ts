// A shopper's orders after placement (docs/decisions/0025): the history (POST purchasehistory,
// newest first, paged), tracking (POST TrackOrder: the caller's own order, or anyone's with the
// e-mail it was placed with), cancelling (POST CancelOrder) and the return label (POST
// return/{orderId}/returnLabel). What each status allows is src/contract/orderStates.ts; the
// warehouse's part (shipping, delivering) is `advanceOrder`, which the test hooks call in the
// reference (a real deployment's fulfilment system would).
//   404 ORD409   not the caller's order (another shopper's included);  404 OHS4004  tracking: no
//                order with that number and e-mail (the same answer for an unknown number)
//   429 REQ429   tracking: too many failed attempts for this caller, order number or e-mail
//   409 ORD410   cancelling: the order has shipped, is not placed yet, or holds an e-gift card
//                (params.reason status | digital)
//   409 RTN410   return label: not shipped yet, nothing physical to send back, or the return
//                period has ended (params.reason status | nothingToReturn | expired)
//   409 ORD411   invoice: the order is not paid (pending 3-D Secure, failed or cancelled)
// The invoice (POST purchase/invoice/download) answers a PDF file (invoicePdf.ts).
import { createHash, randomInt } from 'node:crypto'
import { RETURN_DAYS, canMove, cancelRefusal, invoiceAvailable, returnRefusal, type OrderFacts, type OrderStatusValue } from '../../src/contract/orderStates.ts'
import type { Order } from '../../src/contract/schemas/checkout.ts'
import type { OrderSummary, OrderTracking, PurchaseHistoryResponse, ReturnLabel } from '../../src/contract/schemas/orders.ts'
import { ORDER_HISTORY_PAGE } from '../../src/contract/schemas/orders.ts'
import { BRAND_INFO } from '../../src/contract/site/sites.ts'
import type { Db } from '../db/db.ts'
import { siteOf, type Site } from '../http/context.ts'
import { ApiError } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { recordAttempt, refuseOverLimit, type Limit } from './attemptLimits.ts'
import { consumerOf } from './checkout.ts'
import { invoicePdf } from './invoicePdf.ts'
import { orderOf, ownOrder, releaseOrder, type OrderRow } from './orderRecords.ts'

const DAY_MS = 24 * 3600 * 1000

/** The lifecycle columns of an order row (migration 013). */
interface Lifecycle {
  readonly created_at: string
  readonly updated_at: string
  readonly shipped_at: string | null
  readonly delivered_at: string | null
  readonly cancelled_at: string | null
  readonly carrier: string | null
  readonly tracking_number: string | null
}

type FullRow = OrderRow & Lifecycle & { readonly email: string }

const FULL = `order_number, consumer_no, site_id, status, snapshot, challenge_id, email,
  created_at::text AS created_at, updated_at::text AS updated_at, shipped_at::text AS shipped_at, delivered_at::text AS delivered_at,
  cancelled_at::text AS cancelled_at, carrier, tracking_number`

const iso = (pgTime: string): string => new Date(pgTime).toISOString()

const factsOf = (order: Order, deliveredAt: string | null): OrderFacts => ({
  status: order.status,
  hasDigital: order.items.some((i) => i.isDigitalProduct),
  hasPhysical: order.items.some((i) => !i.isDigitalProduct),
  deliveredAt: deliveredAt === null ? null : iso(deliveredAt),
})

const preview = (order: Order) => order.items.slice(0, 3).map((i) => ({ name: i.name, qty: i.qty, image: i.image }))

// ---- history ----------------------------------------------------------------------------------

/** Orders that were placed (those that failed or still wait for 3-D Secure are not history). */
const PLACED_ONCE = `status IN ('PLACED', 'SHIPPED', 'DELIVERED', 'CANCELLED')`

const history = async (ctx: SpecContext<'purchaseHistory'>): Promise<Reply> => {
  const site = ctx.site()
  const consumer = consumerOf(ctx)
  const start = ctx.body.start ?? 0
  const count = ctx.body.count ?? ORDER_HISTORY_PAGE
  const rows = await ctx.db.query<OrderRow & { created_at: string }>(
    `SELECT order_number, consumer_no, site_id, status, snapshot, challenge_id, created_at FROM orders
     WHERE consumer_no = $1 AND site_id = $2 AND ${PLACED_ONCE} ORDER BY created_at DESC, order_number OFFSET $3 LIMIT $4`,
    [consumer.consumerNo, site.siteId, start, count],
  )
  const [{ n }] = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE consumer_no = $1 AND site_id = $2 AND ${PLACED_ONCE}`, [
    consumer.consumerNo,
    site.siteId,
  ])) as [{ n: number }]
  const orders = rows.map((row): OrderSummary => {
    const order = orderOf(row)
    return {
      orderNumber: order.orderNumber,
      status: order.status,
      createdAt: order.createdAt,
      currency: order.currency,
      total: order.totals.total,
      itemCount: order.items.reduce((sum, i) => sum + i.qty, 0),
      preview: preview(order),
    }
  })
  return { body: { total: n, start, orders } satisfies PurchaseHistoryResponse }
}

// ---- tracking ---------------------------------------------------------------------------------

/** Failed tracking attempts allowed per caller, per order number and per e-mail within their window. */
export const TRACK_LIMITS = { caller: { max: 10, windowMinutes: 15 }, order: { max: 10, windowMinutes: 60 }, email: { max: 10, windowMinutes: 60 } } as const

const trackLimits = (consumerNo: string, orderNumber: string, email: string): Limit[] => [
  { scope: 'track', key: `caller:${consumerNo}`, ...TRACK_LIMITS.caller },
  { scope: 'track', key: `order:${orderNumber}`, ...TRACK_LIMITS.order },
  // The e-mail only as its hash: the table keeps no address.
  { scope: 'track', key: `email:${createHash('sha256').update(email).digest('hex')}`, ...TRACK_LIMITS.email },
]

const addDays = (pgTime: string, days: number): string => new Date(Date.parse(iso(pgTime)) + days * DAY_MS).toISOString().slice(0, 10)

export const trackingOf = (row: FullRow): OrderTracking => {
  const order = orderOf(row)
  const events: Array<{ status: OrderStatusValue; at: string }> = []
  if (row.status === 'PENDING_AUTHENTICATION' || row.status === 'FAILED') events.push({ status: 'PENDING_AUTHENTICATION', at: iso(row.created_at) })
  else events.push({ status: 'PLACED', at: iso(row.created_at) })
  if (row.status === 'FAILED') events.push({ status: 'FAILED', at: iso(row.updated_at) })
  if (row.shipped_at) events.push({ status: 'SHIPPED', at: iso(row.shipped_at) })
  if (row.delivered_at) events.push({ status: 'DELIVERED', at: iso(row.delivered_at) })
  if (row.cancelled_at) events.push({ status: 'CANCELLED', at: iso(row.cancelled_at) })
  const destination = order.shipments.find((s) => s.address)?.address ?? order.shipments.find((s) => s.store)?.store
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    placedAt: iso(row.created_at),
    events,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    estimatedDelivery: row.status === 'PLACED' ? addDays(row.created_at, 7) : row.status === 'SHIPPED' && row.shipped_at ? addDays(row.shipped_at, 4) : null,
    items: order.items.map((i) => ({ name: i.name, qty: i.qty, image: i.image })),
    shipTo: destination ? { city: destination.city, country: destination.country } : null,
  }
}

const fullRow = async (db: Db, orderNumber: string, site: Site, lock = false): Promise<FullRow | undefined> =>
  (await db.query<FullRow>(`SELECT ${FULL} FROM orders WHERE order_number = $1 AND site_id = $2${lock ? ' FOR UPDATE' : ''}`, [orderNumber, site.siteId]))[0]

/**
 * Runs in its own transaction (a failed attempt is counted although the call fails). The caller's
 * own order answers at once; anyone else's needs the e-mail it was placed with, within the limits.
 */
const track = async (ctx: SpecContext<'trackOrder'>): Promise<Reply> => {
  const site = ctx.site()
  const consumer = consumerOf(ctx)
  const orderNumber = ctx.body.orderNumber.trim().toUpperCase()
  const row = await fullRow(ctx.db, orderNumber, site)
  if (row && row.consumer_no === consumer.consumerNo) return { body: trackingOf(row) }
  const email = (ctx.body.email ?? '').trim().toLowerCase()
  const limits = trackLimits(consumer.consumerNo, orderNumber, email)
  await refuseOverLimit(ctx.db, limits)
  if (!row || email === '' || row.email.toLowerCase() !== email) {
    await recordAttempt(ctx.db, limits)
    throw new ApiError(404, 'OHS4004', 'No order matches this order number and e-mail address')
  }
  return { body: trackingOf(row) }
}

// ---- cancelling -------------------------------------------------------------------------------

const cancel = async (ctx: SpecContext<'cancelOrder'>): Promise<Reply> => {
  const site = ctx.site()
  const owned = await ownOrder(ctx.db, ctx.body.orderNumber.trim().toUpperCase(), consumerOf(ctx), site, true)
  const refusal = cancelRefusal(factsOf(orderOf(owned), null))
  if (refusal) throw new ApiError(409, 'ORD410', `Order ${owned.order_number} cannot be cancelled (${refusal})`, { reason: refusal, status: owned.status })
  await ctx.db.query(`UPDATE orders SET status = 'CANCELLED', cancelled_at = now(), cancel_reason = $2, updated_at = now() WHERE order_number = $1`, [
    owned.order_number,
    ctx.body.reason?.trim() || null,
  ])
  await releaseOrder(ctx.db, owned.order_number)
  return { body: orderOf({ ...owned, status: 'CANCELLED' }) }
}

// ---- returns ----------------------------------------------------------------------------------

const CARRIER_OF_COUNTRY: Record<string, string> = { US: 'UPS', CA: 'Canada Post', GB: 'Royal Mail', FR: 'La Poste', DE: 'DHL' }

const RETURNS_CENTRE: Record<string, { addressLine1: string; city: string; postalCode: string; country: string }> = {
  US: { addressLine1: '4800 Dahlia Street', city: 'Denver', postalCode: '80216', country: 'US' },
  CA: { addressLine1: '150 Bartley Drive', city: 'Toronto', postalCode: 'M4A 1C7', country: 'CA' },
  GB: { addressLine1: 'Unit 4, Gateway Park', city: 'Daventry', postalCode: 'NN11 8RA', country: 'GB' },
  FR: { addressLine1: '12 rue des Entrepôts', city: 'Lyon', postalCode: '69007', country: 'FR' },
  DE: { addressLine1: 'Lagerstraße 8', city: 'Kassel', postalCode: '34123', country: 'DE' },
}

interface ReturnRow {
  return_id: string
  carrier: string
  label_number: string
  return_by: string
  created_at: string
}

const labelOf = (order: Order, site: Site, row: ReturnRow): ReturnLabel => ({
  returnId: row.return_id,
  orderNumber: order.orderNumber,
  carrier: row.carrier,
  labelNumber: row.label_number,
  createdAt: iso(row.created_at),
  returnBy: row.return_by,
  items: order.items.filter((i) => !i.isDigitalProduct).map((i) => ({ name: i.name, qty: i.qty })),
  returnAddress: { name: `${BRAND_INFO[site.brand].name} Returns`, ...(RETURNS_CENTRE[site.region] ?? RETURNS_CENTRE.US!) },
})

const returnLabel = async (ctx: SpecContext<'returnLabel'>): Promise<Reply> => {
  const site = ctx.site()
  const owned = await ownOrder(ctx.db, String(ctx.params.orderId ?? '').toUpperCase(), consumerOf(ctx), site, true)
  const order = orderOf(owned)
  const [existing] = await ctx.db.query<ReturnRow>(
    `SELECT return_id, carrier, label_number, return_by::text AS return_by, created_at::text AS created_at FROM order_returns WHERE order_number = $1`,
    [owned.order_number],
  )
  if (existing) return { body: labelOf(order, site, existing) }
  const [life] = await ctx.db.query<{ delivered_at: string | null }>(`SELECT delivered_at::text AS delivered_at FROM orders WHERE order_number = $1`, [owned.order_number])
  const refusal = returnRefusal(factsOf(order, life?.delivered_at ?? null), Date.now())
  if (refusal) throw new ApiError(409, 'RTN410', `Order ${owned.order_number} cannot be returned (${refusal})`, { reason: refusal, status: owned.status })
  const returnBy = new Date(Date.parse(life?.delivered_at ? iso(life.delivered_at) : new Date().toISOString()) + RETURN_DAYS * DAY_MS).toISOString().slice(0, 10)
  const [row] = await ctx.db.query<ReturnRow>(
    `INSERT INTO order_returns (return_id, order_number, carrier, label_number, reason, return_by) VALUES ($1, $2, $3, $4, $5, $6::date)
     RETURNING return_id, carrier, label_number, return_by::text AS return_by, created_at::text AS created_at`,
    [
      `RT${owned.order_number.slice(2)}`,
      owned.order_number,
      CARRIER_OF_COUNTRY[site.region] ?? 'UPS',
      `1Z${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
      ctx.body.reason?.trim() || null,
      returnBy,
    ],
  )
  return { status: 201, body: labelOf(order, site, row!) }
}

// ---- the warehouse's part ---------------------------------------------------------------------

/**
 * Moves an order on as fulfilment would: PLACED → SHIPPED (a carrier and tracking number), SHIPPED →
 * DELIVERED (a PLACED order delivered at once is shipped first). Refuses what the lifecycle does not
 * allow. The reference has no warehouse: the test hooks call this (`POST /api/__test/orderStatus`).
 */
export const advanceOrder = async (tx: Db, orderNumber: string, to: 'SHIPPED' | 'DELIVERED'): Promise<OrderStatusValue> => {
  const [row] = await tx.query<{ status: OrderStatusValue; site_id: string }>(`SELECT status, site_id FROM orders WHERE order_number = $1 FOR UPDATE`, [orderNumber])
  if (!row) throw new ApiError(404, 'ORD409', 'Order not found')
  const region = siteOf(row.site_id)?.region ?? 'US'
  let status = row.status
  if (to === 'DELIVERED' && status === 'PLACED') status = await advanceOrder(tx, orderNumber, 'SHIPPED')
  if (!canMove(status, to)) throw new ApiError(409, 'ORD410', `Order ${orderNumber} cannot move from ${status} to ${to}`, { reason: 'status', status })
  if (to === 'SHIPPED')
    await tx.query(`UPDATE orders SET status = 'SHIPPED', shipped_at = now(), carrier = $2, tracking_number = $3, updated_at = now() WHERE order_number = $1`, [
      orderNumber,
      CARRIER_OF_COUNTRY[region] ?? 'UPS',
      `TRK${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
    ])
  else await tx.query(`UPDATE orders SET status = 'DELIVERED', delivered_at = now(), updated_at = now() WHERE order_number = $1`, [orderNumber])
  return to
}

// ---- invoice ----------------------------------------------------------------------------------

/** The invoice as a PDF file (a read: its own transaction, so the router lets it answer bytes). 409 ORD411 before it is paid. */
const invoice = async (ctx: SpecContext<'invoiceDownload'>): Promise<Response> => {
  const site = ctx.site()
  const owned = await ownOrder(ctx.db, ctx.body.orderNumber.trim().toUpperCase(), consumerOf(ctx), site, false)
  if (!invoiceAvailable(owned.status)) throw new ApiError(409, 'ORD411', `Order ${owned.order_number} has no invoice yet (${owned.status})`, { status: owned.status })
  const [row] = await ctx.db.query<{ created_at: string }>(`SELECT created_at::text AS created_at FROM orders WHERE order_number = $1`, [owned.order_number])
  const pdf = await invoicePdf({ order: orderOf(owned), brand: site.brand, locale: site.locale, issuedAt: new Date(iso(row!.created_at)) })
  return new Response(Buffer.from(pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="invoice-${owned.order_number}.pdf"`,
      'cache-control': 'private, no-store',
      'x-correlation-id': ctx.correlationId,
    },
  })
}

export const orderCallRoutes: ReadonlyArray<RouteDef> = [
  route('invoiceDownload', { ownTransaction: true, handler: invoice }),
  route('purchaseHistory', { handler: history }),
  route('trackOrder', { ownTransaction: true, handler: track }),
  route('cancelOrder', { handler: cancel }),
  route('returnLabel', { handler: returnLabel }),
]
