// The store alone (core/stateStore.ts): stored records merged by seq (an out-of-order one
// re-projects from the base, duplicates and other sites' records are dropped), listeners told once
// per batch, and a queued command's dispatch result read from its events when they settle it.
import { describe, expect, it } from 'vitest'
import { StateStore } from '../../src/engine/core/stateStore'
import type { StoredEventRecord } from '../../src/engine/events/storedEvent'
import { streamOf } from '../../src/engine/events/storedEvent'
import { addItem } from './harness'

const siteId = 'summit-en-us'
const cart = streamOf('cart', siteId)

const record = (seq: number, commandId: string, payload: { readonly _tag: string; readonly [field: string]: unknown }, stream = cart): StoredEventRecord => ({
  seq,
  stream,
  commandId,
  at: 1_000 + seq,
  v: 1,
  type: payload._tag,
  payload,
})
const queued = (seq: number, commandId: string, stream = cart) => record(seq, commandId, { _tag: 'v1.CommandQueued', command: addItem(`SKU-${seq}`) }, stream)

const storeOf = () => {
  const warnings: string[] = []
  const store = new StateStore({ siteId, warn: (message) => void warnings.push(message) })
  return { store, warnings }
}

describe('state store', () => {
  it('merges records by seq: late ones are re-projected in order, duplicates and other sites’ records dropped', async () => {
    const { store } = storeOf()
    let told = 0
    store.subscribe(() => told++)
    store.integrateRecords([queued(1, 'c1'), queued(3, 'c3')])
    store.integrateRecords([queued(2, 'c2'), queued(3, 'c3'), queued(4, 'x4', streamOf('cart', 'other-site'))])
    expect(store.log.map((e) => e.seq)).toEqual([1, 2, 3])
    expect(store.state.outbox.entries.map((e) => e.commandId)).toEqual(['c1', 'c2', 'c3'])
    expect(store.maxSeq).toBe(4)
    expect(told).toBe(2)

    const { store: inOrder } = storeOf()
    inOrder.integrateRecords([queued(1, 'c1'), queued(2, 'c2'), queued(3, 'c3')])
    expect(store.state).toEqual(inOrder.state)
  })

  it('skips a record that does not decode, saying so', () => {
    const { store, warnings } = storeOf()
    store.integrateRecords([queued(1, 'c1'), record(2, 'c2', { _tag: 'v1.NoSuchEvent' }), queued(3, 'c3')])
    expect(store.state.outbox.entries.map((e) => e.commandId)).toEqual(['c1', 'c3'])
    expect(warnings).toEqual(['skipped unreadable event 2 (v1.NoSuchEvent)'])
  })

  it('a queued command’s result comes when its events settle it: ok, or the failure its failure event records', async () => {
    const { store } = storeOf()
    store.integrateRecords([queued(1, 'c1'), queued(2, 'c2')])
    const first = store.waitFor('c1')
    const second = store.waitFor('c2')
    expect(store.resultOf('c1')).toMatchObject({ ok: true, queued: true })
    store.integrateRecords([
      record(3, 'c1', { _tag: 'v1.CommandSettled', outcome: 'succeeded' }),
      record(4, 'c2', { _tag: 'v1.CommandSettled', outcome: 'failed', code: 'INV408' }),
      record(5, 'c2', { _tag: 'v2.CartCommandFailed', commandId: 'c2', code: 'INV408', params: { maxAllowedQty: 10 }, placement: 'toast', status: 400 }),
    ])
    expect(await first).toMatchObject({ ok: true, queued: false, commandId: 'c1' })
    expect(await second).toMatchObject({ ok: false, error: { code: 'INV408', params: { maxAllowedQty: 10 }, placement: 'toast', status: 400 } })
    expect(store.state.outbox.entries).toEqual([])
  })

  it('tells the outbox when a batch queues a command, and snapshots after every batch', async () => {
    const { store } = storeOf()
    const heard: string[] = []
    store.hooks = { onQueued: () => heard.push('queued'), onIntegrated: (fresh) => heard.push(`integrated ${fresh.length}`), onGap: () => heard.push('gap') }
    store.integrateRecords([queued(1, 'c1'), queued(2, 'c2')])
    store.integrateRecords([record(3, 'c1', { _tag: 'v1.CommandSettled', outcome: 'succeeded' })])
    await Promise.resolve()
    expect(heard).toEqual(['integrated 2', 'integrated 1', 'queued'])
  })
})
