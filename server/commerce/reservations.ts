// POST /cart/v1/reserveWithItem { storeId, sku, qty, customerName } (issue 15): an associate holds a
// size in a store of the brand for a shopper for RESERVATION_HOURS; the store's stock goes down at
// once. Only an associate's session (401 AUT432 otherwise); an unknown store 404 STR404, an unknown
// sku 404 PLP400, not enough of it in that store 400 INV406 with params.availableQty.
import { randomBytes } from 'node:crypto'
import { ApiError, productNotFound } from '../http/errors.ts'
import { route, type Reply, type RouteDef, type SpecContext } from '../http/types.ts'
import { agentOf } from './agentGuard.ts'
import { storeNotFound, storeOfBrand } from './storeUtilities.ts'

export const RESERVATION_HOURS = 48

const reserve = async (ctx: SpecContext<'reserveWithItem'>): Promise<Reply> => {
  const agent = agentOf(ctx)
  const site = ctx.site()
  const { storeId, sku, qty, customerName } = ctx.body
  const store = await storeOfBrand(ctx.db, site.brand, storeId)
  if (!store) throw storeNotFound()
  const [stock] = await ctx.db.query<{ quantity: number }>(
    `SELECT si.quantity FROM store_inventory si JOIN variants v ON v.sku = si.sku JOIN products p ON p.id = v.product_id WHERE si.store_id = $1 AND si.sku = $2 AND p.brand = $3 FOR UPDATE OF si`,
    [store.id, sku, site.brand],
  )
  if (!stock) throw productNotFound(`Product ${sku}`)
  if (stock.quantity < qty) throw new ApiError(400, 'INV406', `Only ${stock.quantity} of ${sku} are in this store`, { availableQty: stock.quantity })
  await ctx.db.query(`UPDATE store_inventory SET quantity = quantity - $3 WHERE store_id = $1 AND sku = $2`, [store.id, sku, qty])
  const reservationId = `rs_${randomBytes(9).toString('hex')}`
  const [row] = await ctx.db.query<{ expires_at: string }>(
    `INSERT INTO store_reservations (reservation_id, store_id, sku, qty, customer_name, agent_consumer_no, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7::int)) RETURNING expires_at::text`,
    [reservationId, store.id, sku, qty, customerName.trim(), agent.consumerNo, RESERVATION_HOURS],
  )
  return { status: 201, body: { reservationId, storeId: store.id, sku, qty, expiresAt: new Date(row!.expires_at).toISOString() } }
}

export const reservationRoutes: ReadonlyArray<RouteDef> = [route('reserveWithItem', { handler: reserve })]
