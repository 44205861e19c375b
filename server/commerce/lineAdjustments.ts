// What a cart line loses beyond its product promotions (issue 15, docs/decisions/0029-associates.md):
// an associate's price adjustment (priceAdjustments.ts's calls) and the employee discount
// (EMPLOYEE_DISCOUNT_BP of each line after promotions and adjustment), which follows from the cart
// owner's consumer type EMPLOYEE alone: no request carries it. cartPromotions.ts adds both to each
// line's item discount, so the cart, its totals and a placed order all count them.
import type { PriceAdjustment, PriceAdjustmentReason, PriceAdjustmentType } from '../../src/contract/schemas/associates.ts'
import type { Db } from '../db/db.ts'
import { decimal } from './present.ts'

/** The employee discount: 20 % (basis points) of every line of an EMPLOYEE consumer's cart. */
export const EMPLOYEE_DISCOUNT_BP = 2000

interface AdjustmentRow {
  adjustment_id: string
  item_id: string
  type: PriceAdjustmentType
  value: number
  reason: PriceAdjustmentReason
}

export interface LineAdjustments {
  /** Minor units taken off the line by its adjustment and the employee discount. */
  off(itemId: string): number
  readonly list: PriceAdjustment[]
  readonly employeeDiscountMinor: number | undefined
}

/** A line's amounts: its units and what it costs after product promotions (minor units). */
export interface AdjustableLine {
  readonly id: string
  readonly qty: number
  readonly afterPromotions: number
}

/** The value as stored: AMOUNT_OFF in minor units, PERCENT_OFF in tenths of a percent. */
export const storedValue = (type: PriceAdjustmentType, value: number): number => (type === 'AMOUNT_OFF' ? Math.round(value * 100) : Math.round(value * 10))
const shownValue = (type: PriceAdjustmentType, stored: number): number => (type === 'AMOUNT_OFF' ? decimal(stored) : stored / 10)

/** What an adjustment takes off a line (never more than the line). Pure. */
export const adjustmentAmount = (line: AdjustableLine, type: PriceAdjustmentType, stored: number): number =>
  Math.min(line.afterPromotions, type === 'AMOUNT_OFF' ? stored * line.qty : Math.round((line.afterPromotions * stored) / 1000))

/** The basket's adjustments and, for an EMPLOYEE's basket, the employee discount, per line. */
export const lineAdjustments = async (db: Db, basketId: string, lines: ReadonlyArray<AdjustableLine>): Promise<LineAdjustments> => {
  const rows = await db.query<AdjustmentRow>(`SELECT adjustment_id, item_id, type, value, reason FROM price_adjustments WHERE basket_id = $1 ORDER BY created_at, adjustment_id`, [basketId])
  const [owner] = await db.query<{ consumer_type: string }>(`SELECT c.consumer_type FROM baskets b JOIN consumers c ON c.consumer_no = b.consumer_no WHERE b.id = $1`, [basketId])
  const employee = owner?.consumer_type === 'EMPLOYEE'
  const off = new Map<string, number>()
  const list: PriceAdjustment[] = []
  let employeeMinor = 0
  for (const line of lines) {
    const row = rows.find((r) => r.item_id === line.id)
    const adjusted = row ? adjustmentAmount(line, row.type, row.value) : 0
    if (row) list.push({ adjustmentId: row.adjustment_id, itemId: row.item_id, type: row.type, value: shownValue(row.type, row.value), reason: row.reason, amount: decimal(adjusted) })
    const staff = employee ? Math.round(((line.afterPromotions - adjusted) * EMPLOYEE_DISCOUNT_BP) / 10_000) : 0
    employeeMinor += staff
    off.set(line.id, adjusted + staff)
  }
  return { off: (itemId) => off.get(itemId) ?? 0, list, employeeDiscountMinor: employee ? employeeMinor : undefined }
}
