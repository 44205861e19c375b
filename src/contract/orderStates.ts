// The states of an order after it is placed, and what a shopper may do in each (docs/decisions/0025).
// The spec names the order flow (prepare, place, patch with the 3-D Secure result) but not the
// statuses; checkout has PENDING_AUTHENTICATION, PLACED and FAILED (docs/decisions/0011), and the
// account adds what happens afterwards:
//
//   PENDING_AUTHENTICATION ─► PLACED ─► SHIPPED ─► DELIVERED
//            │                  │
//            ▼                  ▼
//          FAILED           CANCELLED
//
// A shopper cancels a PLACED order (nothing has left the warehouse) unless it holds an e-gift card,
// which was delivered by e-mail when the order was placed; asks for a return label once it has
// shipped, up to RETURN_DAYS after delivery, for its physical items; downloads an invoice once it is
// paid (placed, shipped or delivered). Pure: the reference services decide with these rules and the
// pages show or hide the actions with the same ones.

export const ORDER_STATUSES = ['PENDING_AUTHENTICATION', 'PLACED', 'FAILED', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const
export type OrderStatusValue = (typeof ORDER_STATUSES)[number]

/** Which status may follow which (the warehouse ships and delivers; the shopper cancels). */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatusValue, ReadonlyArray<OrderStatusValue>>> = {
  PENDING_AUTHENTICATION: ['PLACED', 'FAILED'],
  PLACED: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: [],
  FAILED: [],
  CANCELLED: [],
}

export const canMove = (from: OrderStatusValue, to: OrderStatusValue): boolean => ORDER_TRANSITIONS[from].includes(to)

/** Days after delivery (or shipping, while not yet delivered) during which a return label is given. */
export const RETURN_DAYS = 30

const DAY_MS = 24 * 3600 * 1000

export interface OrderFacts {
  readonly status: OrderStatusValue
  /** Whether any line is delivered by e-mail (an e-gift card). */
  readonly hasDigital: boolean
  /** Whether any line is a physical item (can be sent back). */
  readonly hasPhysical: boolean
  /** ISO time of delivery, when delivered. */
  readonly deliveredAt?: string | null | undefined
}

/** Why an action is refused, or undefined when it is allowed. */
export type Refusal = 'status' | 'digital' | 'expired' | 'nothingToReturn'

export const cancelRefusal = (order: OrderFacts): Refusal | undefined => {
  if (!canMove(order.status, 'CANCELLED')) return 'status'
  if (order.hasDigital) return 'digital'
  return undefined
}

export const returnRefusal = (order: OrderFacts, now: number): Refusal | undefined => {
  if (order.status !== 'SHIPPED' && order.status !== 'DELIVERED') return 'status'
  if (!order.hasPhysical) return 'nothingToReturn'
  if (order.status === 'DELIVERED' && order.deliveredAt && now - Date.parse(order.deliveredAt) > RETURN_DAYS * DAY_MS) return 'expired'
  return undefined
}

/** An invoice exists once the order is paid; a cancelled, failed or unauthenticated order has none. */
export const invoiceAvailable = (status: OrderStatusValue): boolean => status === 'PLACED' || status === 'SHIPPED' || status === 'DELIVERED'
