// The simulation's model of what the shopper did (./model.ts) catches what it is there to catch: a
// change lost (failed or skipped while its line was there), a command settled twice or never, a
// change of a line that was no longer there said to have worked; and folds adds, changes, removals,
// saves and moves by SKU in the order they settled.
import { describe, expect, it } from 'vitest'
import type { StoredEventRecord } from '../../src/engine/events/storedEvent'
import { expectedFrom, linesText } from './model'

let seq = 0
const record = (commandId: string, payload: { _tag: string } & Record<string, unknown>): StoredEventRecord => ({
  seq: ++seq,
  stream: 'cart/summit-en-us',
  commandId,
  at: 0,
  v: 1,
  type: payload._tag,
  payload,
})
const queued = (id: string, command: Record<string, unknown>) => record(id, { _tag: 'v1.CommandQueued', command })
const settled = (id: string, outcome: 'succeeded' | 'failed' | 'skipped', code?: string) => record(id, { _tag: 'v1.CommandSettled', outcome, ...(code ? { code } : {}) })
const add = (id: string, sku: string, qty = 1) => queued(id, { _tag: 'cart.AddItem', sku, qty })
const list = (id: string, items: Array<[string, string, number]>) =>
  record(id, { _tag: 'v1.SavedForLaterReceived', list: { saveForLaterId: 'L', total: items.length, items: items.map(([itemId, productId, qty]) => ({ itemId, productId, qty })) } })

describe('the simulation’s model', () => {
  it('folds what settled, in the order it settled', () => {
    const expected = expectedFrom([
      add('a', 'A', 2),
      add('b', 'B'),
      queued('c', { _tag: 'cart.ChangeQuantity', itemId: 'i1', sku: 'A', qty: 5 }),
      queued('d', { _tag: 'cart.SaveForLater', itemId: 'i2', sku: 'B' }),
      settled('a', 'succeeded'),
      settled('b', 'succeeded'),
      settled('c', 'succeeded'),
      settled('d', 'succeeded'),
      list('d', [['s1', 'B', 1]]),
      queued('e', { _tag: 'cart.MoveToCart', itemId: 's1' }),
      settled('e', 'succeeded'),
    ])
    expect(expected.problems).toEqual([])
    expect(linesText(expected.cart)).toBe('A×5, B×1')
    expect(linesText(expected.saved)).toBe('(empty)')
    expect(expected.commands).toBe(5)
  })

  it('an add that failed, or settled twice, or never: lost or doubled', () => {
    const expected = expectedFrom([add('a', 'A'), add('b', 'B'), add('c', 'C'), settled('a', 'failed', 'NETWORK'), settled('b', 'succeeded'), settled('b', 'succeeded')])
    expect(expected.problems).toEqual([
      'b cart.AddItem: settled 2 times',
      'c cart.AddItem: settled 0 times',
      'a cart.AddItem (add A): failed NETWORK, expected succeeded',
    ])
  })

  it('a removal skipped while its line was there is lost; a change of a line already removed must fail (PLP400)', () => {
    const expected = expectedFrom([
      add('a', 'A'),
      settled('a', 'succeeded'),
      queued('r', { _tag: 'cart.RemoveItem', itemId: 'i1', sku: 'A' }),
      settled('r', 'skipped'),
      queued('x', { _tag: 'cart.RemoveItem', itemId: 'i1', sku: 'A' }),
      settled('x', 'succeeded'),
      queued('c', { _tag: 'cart.ChangeQuantity', itemId: 'i1', sku: 'A', qty: 3 }),
      settled('c', 'succeeded'),
    ])
    expect(expected.problems).toEqual(['r cart.RemoveItem (remove A): skipped, expected succeeded', 'c cart.ChangeQuantity (A is not in the cart): succeeded, expected failed'])
  })

  it('a new guest’s session leaves the old guest’s saved list behind', () => {
    const guest = (id: string, consumerNo: string) => record(id, { _tag: 'v1.SessionStarted', consumerNo, tokenType: 'Guest' })
    const expected = expectedFrom([
      guest('g1', 'G1'),
      add('a', 'A'),
      queued('s', { _tag: 'cart.SaveForLater', itemId: 'i1', sku: 'A' }),
      settled('a', 'succeeded'),
      settled('s', 'succeeded'),
      guest('g2', 'G2'),
    ])
    expect(expected.problems).toEqual([])
    expect(linesText(expected.saved)).toBe('(empty)')
  })
})
