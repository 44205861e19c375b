// An order row and what several calls do with it: present it as the contract's Order, find the
// caller's own (another shopper's is ORD409, never data), and give back what it held when it fails
// or is cancelled. Used by placement (orders.ts) and the account's order calls (orderCalls.ts).
import { publishChange } from '../lib/changes.ts'
import type { Order } from '../../src/contract/schemas/checkout.ts'
import { readConfig } from '../lib/config.ts'
import type { Db } from '../db/db.ts'
import type { Site } from '../http/context.ts'
import { ApiError } from '../http/errors.ts'
import type { Consumer } from '../http/types.ts'
import { releaseCoupons } from './cartPromotions.ts'
import { returnPoints } from './loyaltyPoints.ts'
import { returnAthleteCredit } from './athleteCredit.ts'
import { creditGiftCard } from './giftCards.ts'

/** What an order row keeps of the order as placed (its status and flash are the row's own). */
export type Snapshot = Omit<Order, 'status' | 'flash'>

export interface OrderRow {
  order_number: string
  consumer_no: string
  site_id: string
  status: Order['status']
  snapshot: Snapshot
  challenge_id: string | null
}

/** The order as the calls answer it (PENDING_AUTHENTICATION carries the challenge in its flash). */
export const orderOf = (row: OrderRow): Order => ({
  ...row.snapshot,
  status: row.status,
  flash:
    row.status === 'PENDING_AUTHENTICATION' && row.challenge_id
      ? [
          {
            code: 'PaymentNotAuthorized',
            type: 'warning',
            details: { challengeId: row.challenge_id, challengeUrl: `${readConfig().paymentsPublicUrl}/v1/3ds/${row.challenge_id}` },
          },
        ]
      : [],
})

/** The caller's order on this site (locked when asked); another shopper's or another site's is 404 ORD409, never data. */
export const ownOrder = async (db: Db, orderNumber: string, consumer: Consumer, site: Site, lock: boolean): Promise<OrderRow> => {
  const [row] = await db.query<OrderRow>(
    `SELECT order_number, consumer_no, site_id, status, snapshot, challenge_id FROM orders WHERE order_number = $1${lock ? ' FOR UPDATE' : ''}`,
    [orderNumber],
  )
  if (!row || row.consumer_no !== consumer.consumerNo || row.site_id !== site.siteId) throw new ApiError(404, 'ORD409', 'Order not found')
  return row
}

/** Gives back what a failed or cancelled order held: stock, gift-card debits, coupons and loyalty points. */
export const releaseOrder = async (tx: Db, orderNumber: string): Promise<void> => {
  const lines = await tx.query<{ sku: string; qty: number; store_id: string | null }>(`SELECT sku, qty, store_id FROM order_lines WHERE order_number = $1 ORDER BY sku`, [orderNumber])
  const restocked: string[] = []
  for (const line of lines) {
    if (line.store_id) await tx.query(`UPDATE store_inventory SET quantity = quantity + $3 WHERE sku = $1 AND store_id = $2`, [line.sku, line.store_id, line.qty])
    else restocked.push(...(await tx.query<{ product_id: string }>(`UPDATE variants SET stock = stock + $2 WHERE sku = $1 RETURNING product_id`, [line.sku, line.qty])).map((r) => r.product_id))
  }
  // The product pages show which sizes are in stock online (the render cache drops them).
  await publishChange(tx, { kind: 'stock', productIds: restocked })
  const debits = await tx.query<{ gift_card_id: string; amount_minor: number }>(
    `UPDATE order_gift_card_debits SET released = true WHERE order_number = $1 AND NOT released RETURNING gift_card_id, amount_minor`,
    [orderNumber],
  )
  for (const debit of debits.sort((x, y) => (x.gift_card_id < y.gift_card_id ? -1 : 1))) await creditGiftCard(tx, debit.gift_card_id, debit.amount_minor)
  const [order] = await tx.query<{ basket_id: string; consumer_no: string; reward_points: number | null; athlete_credit_minor: number | null; employee_spend_minor: number | null }>(
    `SELECT basket_id, consumer_no, reward_points, athlete_credit_minor, employee_spend_minor FROM orders WHERE order_number = $1`,
    [orderNumber],
  )
  if (order) await releaseCoupons(tx, order.basket_id)
  if (order?.reward_points) await returnPoints(tx, order.consumer_no, order.reward_points)
  if (order?.athlete_credit_minor) await returnAthleteCredit(tx, order.consumer_no, order.athlete_credit_minor)
  if (order?.employee_spend_minor)
    await tx.query(`UPDATE consumers SET employee_current_spend_minor = GREATEST(0, employee_current_spend_minor - $2) WHERE consumer_no = $1`, [order.consumer_no, order.employee_spend_minor])
}
