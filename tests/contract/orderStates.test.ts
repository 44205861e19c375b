// The order states after placement and what each allows (docs/decisions/0025): cancelling a
// placed order only (never one with an e-gift card), a return label from shipping to 30 days after
// delivery for physical items, an invoice once paid.
import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES, RETURN_DAYS, canMove, cancelRefusal, invoiceAvailable, returnRefusal, type OrderFacts } from '../../src/contract/orderStates'

const order = (status: OrderFacts['status'], extra: Partial<OrderFacts> = {}): OrderFacts => ({ status, hasDigital: false, hasPhysical: true, ...extra })
const DAY = 24 * 3600 * 1000

describe('order states', () => {
  it('moves only forward: placed → shipped → delivered, placed → cancelled, pending → placed or failed', () => {
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`))
    expect(allowed.sort()).toEqual(['PENDING_AUTHENTICATION→FAILED', 'PENDING_AUTHENTICATION→PLACED', 'PLACED→CANCELLED', 'PLACED→SHIPPED', 'SHIPPED→DELIVERED'])
  })

  it('cancels a placed order only, and never one holding an e-gift card', () => {
    expect(ORDER_STATUSES.filter((s) => cancelRefusal(order(s)) === undefined)).toEqual(['PLACED'])
    expect(cancelRefusal(order('PLACED', { hasDigital: true }))).toBe('digital')
    expect(cancelRefusal(order('SHIPPED'))).toBe('status')
  })

  it('gives a return label from shipping until the return period after delivery ends, for physical items', () => {
    const now = Date.parse('2026-06-30T12:00:00Z')
    expect(ORDER_STATUSES.filter((s) => returnRefusal(order(s), now) === undefined)).toEqual(['SHIPPED', 'DELIVERED'])
    expect(returnRefusal(order('DELIVERED', { deliveredAt: new Date(now - RETURN_DAYS * DAY + 60_000).toISOString() }), now)).toBeUndefined()
    expect(returnRefusal(order('DELIVERED', { deliveredAt: new Date(now - RETURN_DAYS * DAY - 60_000).toISOString() }), now)).toBe('expired')
    expect(returnRefusal(order('DELIVERED', { hasPhysical: false, hasDigital: true }), now)).toBe('nothingToReturn')
  })

  it('has an invoice once paid', () => {
    expect(ORDER_STATUSES.filter(invoiceAvailable)).toEqual(['PLACED', 'SHIPPED', 'DELIVERED'])
  })
})
