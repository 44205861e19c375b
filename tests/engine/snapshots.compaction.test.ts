// Snapshots and compaction alone (core/snapshots.ts): the leader writes the projection every N
// events of the site and compacts what the snapshot covers beyond the retention (the newest events
// and the recent days, whichever keeps more); a follower or a tab on a memory log writes none.
// Time is the TestClock.
import { TestClock } from 'effect/testing'
import { describe, expect, it } from 'vitest'
import { makeCommit, on } from '../../src/engine/core/commit'
import { makeSnapshots } from '../../src/engine/core/snapshots'
import type { Retention } from '../../src/engine/core/types'
import { SessionEnded } from '../../src/engine/events/session'
import { projectedPart } from '../../src/engine/projections/engineState'
import { engineTestSetup, makeBrowser, settle, until, type Browser } from './harness'

const { startParts } = engineTestSetup()

const setup = async (browser: Browser, { leader = true, retention = { events: 3, days: 1 } }: { readonly leader?: boolean; readonly retention?: Retention } = {}) => {
  const parts = await startParts(browser, { testClock: true })
  const { ctx, store } = parts
  const snapshots = makeSnapshots({ ctx, store, isLeader: () => leader, snapshotEvery: 5, retention })
  store.hooks = { onQueued: () => {}, onIntegrated: snapshots.onIntegrated, onGap: () => {} }
  store.loadedDone = true
  const { commit } = makeCommit({ ctx, store, onDegraded: () => {} })
  /** `n` events of the site, one commit each. */
  const events = async (n: number) => {
    for (let i = 0; i < n; i++) await ctx.run(commit(on(ctx.sessionStream, `c${store.maxSeq + 1}`, [SessionEnded.make({ reason: 'signOut' })])))
  }
  return { ...parts, snapshots, events }
}

const seqs = (browser: Browser) => browser.log.records().map((r) => r.seq)

describe('snapshots and compaction', () => {
  it('every 5 events the leader writes the projection as a snapshot', async () => {
    const browser = makeBrowser()
    const { events, store, snapshots } = await setup(browser)
    await events(4)
    await settle()
    expect(browser.log.snapshots()).toEqual([])
    await events(1)
    await until(() => browser.log.snapshots().length === 1)
    await snapshots.settled()
    const [snapshot] = browser.log.snapshots()
    expect(snapshot!.seq).toBe(5)
    expect(snapshot!.state).toEqual(projectedPart(store.state))
  })

  it('compaction keeps the newest events and those of the recent days, whichever keeps more', async () => {
    const browser = makeBrowser()
    const { events, ctx, snapshots } = await setup(browser, { retention: { events: 7, days: 1 } })
    const snapshotAt = async (seq: number) => {
      await until(() => browser.log.snapshots().at(-1)?.seq === seq)
      await snapshots.settled()
    }
    await events(5)
    await snapshotAt(5)
    // Covered by the snapshot, but among the newest 7 and written today: kept.
    expect(seqs(browser)).toEqual([1, 2, 3, 4, 5])

    await ctx.run(TestClock.adjust('2 days'))
    await events(5)
    await snapshotAt(10)
    // 6-10 are recent; of the two-day-old ones the newest 7 keep 4 and 5.
    expect(seqs(browser)).toEqual([4, 5, 6, 7, 8, 9, 10])

    await events(5)
    await snapshotAt(15)
    await events(5)
    await snapshotAt(20)
    // The recent days now hold more than 7: all of them stay, the old ones go.
    expect(seqs(browser)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
  })

  it('a follower writes no snapshot', async () => {
    const browser = makeBrowser()
    const { events, snapshots } = await setup(browser, { leader: false })
    await events(12)
    await settle()
    await snapshots.settled()
    expect(browser.log.snapshots()).toEqual([])
    expect(seqs(browser)).toHaveLength(12)
  })
})
