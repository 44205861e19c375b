// Cart projection: pure, optimistic lines settle or roll back, replaying a batch equals applying one by one.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CartCommandFailed,
  CartCommandSkipped,
  CartCommandsAbandoned,
  CartRefreshed,
  CartReset,
  CartItemAddRequested,
  CartItemQuantityChangeRequested,
  CartItemRemoveRequested,
  CartReplaced,
  CartSnapshotReceived,
  CartLineSaveRequested,
  SavedForLaterReceived,
  SavedItemMoveRequested,
  type CartEvent,
} from '../../src/engine/events/cart'
import type { StoredEvent } from '../../src/engine/events/storedEvent'
import { initialCartState, projectCart, replayCart } from '../../src/engine/projections/cart'
import { applyEvents, initialEngineState } from '../../src/engine/projections/engineState'
import { cart, cartItem } from '../api/fixtures'
import { display } from './display'

let seq = 0
const stored = (commandId: string, payload: CartEvent): StoredEvent<CartEvent> => ({
  seq: ++seq,
  stream: 'cart/summit-en-us',
  commandId,
  at: 1_000 + seq,
  v: 1,
  type: payload._tag,
  payload,
})

const sku = 'SUM1234501-BLK-M'

describe('cart projection', () => {
  it('saving a line for later and moving a saved item back show at once, and settle with the server’s answer', () => {
    const base = projectCart(initialCartState, stored('c0', CartSnapshotReceived.make({ cart: cart('B1', [cartItem(sku, 2, 'i1'), cartItem('OTHER', 1, 'i2')]) })))
    const saving = projectCart(base, stored('c1', CartLineSaveRequested.make({ itemId: 'i1', sku })))
    expect(saving.items[0]).toMatchObject({ itemId: 'i1', pending: 'save' })
    // A line on its way out is not counted.
    expect(saving.count).toBe(1)
    const list = (items: ReadonlyArray<{ itemId: string; sku: string; qty: number }>) => ({
      saveForLaterId: 'L1',
      total: items.length,
      items: items.map((i) => ({ itemId: i.itemId, productId: i.sku, masterId: 'M', name: 'n', colour: { code: 'c', name: 'c' }, size: 'M', image: display.image, price: 10, pageUrl: '/p', available: true, qty: i.qty })),
    })
    const saved = replayCart(saving, [
      stored('c1', CartSnapshotReceived.make({ cart: cart('B1', [cartItem('OTHER', 1, 'i2')], 2) })),
      stored('c1', SavedForLaterReceived.make({ list: list([{ itemId: 's1', sku, qty: 2 }]) })),
    ])
    expect(saved.pending).toEqual([])
    expect(saved.items.map((l) => [l.sku, l.qty, l.pending])).toEqual([['OTHER', 1, null]])
    const moving = projectCart(saved, stored('c2', SavedItemMoveRequested.make({ itemId: 's1', sku, qty: 2, display })))
    expect(moving.items.map((l) => [l.sku, l.qty, l.pending])).toEqual([
      ['OTHER', 1, null],
      [sku, 2, 'add'],
    ])
    expect(moving.count).toBe(3)
    const failed = projectCart(moving, stored('c2', CartCommandFailed.make({ commandId: 'c2', code: 'INV700', params: {}, placement: 'toast' })))
    expect(failed.items.map((l) => [l.sku, l.pending])).toEqual([['OTHER', null]])
  })

  it('shows an optimistic line at once, then the server cart', () => {
    const requested = projectCart(initialCartState, stored('c1', CartItemAddRequested.make({ sku, qty: 2, display })))
    expect(requested.items).toHaveLength(1)
    expect(requested.items[0]).toMatchObject({ key: 'pending:c1', sku, qty: 2, pending: 'add', name: display.name, rowTotal: 398 })
    expect(requested.count).toBe(2)
    expect(requested.totals).toBeNull()

    const settled = projectCart(requested, stored('c1', CartSnapshotReceived.make({ cart: cart('B1', [cartItem(sku, 2, 'i1')]) })))
    expect(settled.basketId).toBe('B1')
    expect(settled.pending).toEqual([])
    expect(settled.items).toEqual([expect.objectContaining({ key: 'i1', itemId: 'i1', qty: 2, pending: null })])
    expect(settled.count).toBe(2)
    expect(settled.totals?.total).toBe(398)
  })

  it('adds to an existing line optimistically and marks quantity changes and removals', () => {
    const base = projectCart(initialCartState, stored('c0', CartSnapshotReceived.make({ cart: cart('B1', [cartItem(sku, 1, 'i1'), cartItem('OTHER', 3, 'i2')]) })))
    const added = projectCart(base, stored('c1', CartItemAddRequested.make({ sku, qty: 1, display })))
    expect(added.items[0]).toMatchObject({ itemId: 'i1', qty: 2, pending: 'add' })
    const changed = projectCart(added, stored('c2', CartItemQuantityChangeRequested.make({ itemId: 'i2', sku: 'OTHER', qty: 5 })))
    expect(changed.items[1]).toMatchObject({ qty: 5, pending: 'quantity' })
    const removing = projectCart(changed, stored('c3', CartItemRemoveRequested.make({ itemId: 'i2' })))
    expect(removing.items[1]).toMatchObject({ pending: 'remove' })
    expect(removing.count).toBe(2)
  })

  it('rolls a failed command back and keeps the error with its code', () => {
    const requested = projectCart(initialCartState, stored('c1', CartItemAddRequested.make({ sku, qty: 50, display })))
    const failed = projectCart(
      requested,
      stored(
        'c1',
        CartCommandFailed.make({ commandId: 'c1', code: 'INV408', params: { maxAllowedQty: 5 }, placement: 'toast', status: 400, serverMessage: 'max' }),
      ),
    )
    expect(failed.items).toEqual([])
    expect(failed.count).toBe(0)
    expect(failed.lastError).toMatchObject({ commandId: 'c1', code: 'INV408', params: { maxAllowedQty: 5 }, placement: 'toast' })
  })

  it('never rolls the cart back to an older server version', () => {
    const newer = projectCart(initialCartState, stored('c1', CartSnapshotReceived.make({ cart: cart('B1', [cartItem(sku, 3, 'i1')], 5) })))
    const older = projectCart(newer, stored('c2', CartSnapshotReceived.make({ cart: cart('B1', [cartItem(sku, 1, 'i1')], 4) })))
    expect(older.count).toBe(3)
  })

  it('replaces the cart on BSK404 but keeps pending changes to re-run', () => {
    const s1 = projectCart(initialCartState, stored('c0', CartSnapshotReceived.make({ cart: cart('B1', [cartItem(sku, 1, 'i1')]) })))
    const s2 = projectCart(s1, stored('c1', CartItemAddRequested.make({ sku: 'NEW', qty: 1, display })))
    const s3 = projectCart(s2, stored('c1', CartReplaced.make({ previousBasketId: 'B1', reason: 'BSK404', cart: cart('B2', []) })))
    expect(s3.basketId).toBe('B2')
    expect(s3.items).toEqual([expect.objectContaining({ sku: 'NEW', pending: 'add' })])
    const s4 = projectCart(s3, stored('boot', CartCommandsAbandoned.make({ commandIds: ['c1'] })))
    expect(s4.items).toEqual([])
  })

  it('a pending quantity change follows its line by sku when the item id changed (re-targeted)', () => {
    const base = projectCart(initialCartState, stored('c0', CartSnapshotReceived.make({ cart: cart('B1', [cartItem(sku, 1, 'i1')]) })))
    const changed = projectCart(base, stored('c1', CartItemQuantityChangeRequested.make({ itemId: 'gone', sku, qty: 4 })))
    expect(changed.items).toEqual([expect.objectContaining({ itemId: 'i1', qty: 4, pending: 'quantity' })])
    const refreshed = projectCart(changed, stored('c2', CartRefreshed.make({ cart: cart('B1', [cartItem(sku, 1, 'i9')], 2) })))
    // a refresh is not the command's settlement: the change stays pending, on the line's new id
    expect(refreshed.items).toEqual([expect.objectContaining({ itemId: 'i9', qty: 4, pending: 'quantity' })])
    const skipped = projectCart(refreshed, stored('c1', CartCommandSkipped.make({ commandId: 'c1', reason: 'itemGone' })))
    expect(skipped.items).toEqual([expect.objectContaining({ itemId: 'i9', qty: 1, pending: null })])
  })

  it('AUT498 resets the cart: no basket, no lines, nothing pending', () => {
    const base = projectCart(initialCartState, stored('c0', CartSnapshotReceived.make({ cart: cart('B1', [cartItem(sku, 1, 'i1')]) })))
    const pending = projectCart(base, stored('c1', CartItemAddRequested.make({ sku: 'X', qty: 1, display })))
    expect(projectCart(pending, stored('c1', CartReset.make({ reason: 'AUT498' })))).toEqual(initialCartState)
  })

  it('is pure: the input state is untouched', () => {
    const before = JSON.stringify(initialCartState)
    projectCart(initialCartState, stored('c1', CartItemAddRequested.make({ sku, qty: 1, display })))
    expect(JSON.stringify(initialCartState)).toBe(before)
  })

  it('replaying a batch in one draft equals applying events one by one (property)', () => {
    const event = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), sku: fc.constantFrom('A', 'B', 'C'), qty: fc.integer({ min: 1, max: 5 }) }),
      fc.record({ kind: fc.constant('qty' as const), item: fc.constantFrom('B1-item-1', 'B1-item-2'), qty: fc.integer({ min: 1, max: 5 }) }),
      fc.record({ kind: fc.constant('remove' as const), item: fc.constantFrom('B1-item-1', 'B1-item-2') }),
      fc.record({ kind: fc.constant('snapshot' as const), n: fc.integer({ min: 0, max: 2 }), version: fc.integer({ min: 1, max: 9 }) }),
      fc.record({ kind: fc.constant('fail' as const) }),
      fc.record({ kind: fc.constant('replace' as const) }),
      fc.record({ kind: fc.constant('refresh' as const), n: fc.integer({ min: 0, max: 2 }), version: fc.integer({ min: 1, max: 9 }) }),
      fc.record({ kind: fc.constant('skip' as const) }),
      fc.record({ kind: fc.constant('reset' as const) }),
    )
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), event), { maxLength: 40 }), (steps) => {
        const events = steps.map(([c, e]) => {
          const commandId = `c${c}`
          switch (e.kind) {
            case 'add':
              return stored(commandId, CartItemAddRequested.make({ sku: e.sku, qty: e.qty, display }))
            case 'qty':
              return stored(commandId, CartItemQuantityChangeRequested.make({ itemId: e.item, sku: e.item === 'B1-item-1' ? 'A' : null, qty: e.qty }))
            case 'remove':
              return stored(commandId, CartItemRemoveRequested.make({ itemId: e.item }))
            case 'snapshot':
              return stored(commandId, CartSnapshotReceived.make({ cart: cart('B1', [cartItem('A', 1, 'B1-item-1'), cartItem('B', 2, 'B1-item-2')].slice(0, e.n), e.version) }))
            case 'fail':
              return stored(commandId, CartCommandFailed.make({ commandId, code: 'INV700', params: {}, placement: 'toast' }))
            case 'replace':
              return stored(commandId, CartReplaced.make({ previousBasketId: 'B1', reason: 'BSK404', cart: null }))
            case 'refresh':
              return stored(commandId, CartRefreshed.make({ cart: cart('B1', [cartItem('A', 2, 'B1-item-3'), cartItem('B', 2, 'B1-item-2')].slice(0, e.n), e.version) }))
            case 'skip':
              return stored(commandId, CartCommandSkipped.make({ commandId, reason: 'itemGone' }))
            case 'reset':
              return stored(commandId, CartReset.make({ reason: 'AUT498' }))
          }
        })
        const oneByOne = events.reduce(projectCart, initialCartState)
        const batch = replayCart(initialCartState, events)
        expect(batch).toEqual(oneByOne)
        const whole = applyEvents(initialEngineState, events)
        expect(whole.cart).toEqual(oneByOne)
      }),
      { numRuns: 200 },
    )
  })
})
