// Tabs alone (core/tabs.ts): a follower integrates the records the leader broadcasts; only the
// holder of the lock leads; when it leaves, the next tab catches up on records whose broadcast it
// missed before it starts leading.
import { describe, expect, it } from 'vitest'
import { makeCommit, on } from '../../src/engine/core/commit'
import { makeTabs } from '../../src/engine/core/tabs'
import { makeTabHub } from '../../src/engine/effects/TabChannel'
import { CommandQueued } from '../../src/engine/events/outbox'
import { engineTestSetup, makeBrowser, settle, until, type Browser } from './harness'

const { startParts } = engineTestSetup()

/** One tab: its store, commit path and tabs part, joined to the others of the browser. */
const tab = async (browser: Browser, idPrefix: string) => {
  const parts = await startParts(browser, { idPrefix })
  const { ctx, store } = parts
  let leading = false
  /** The commands queued in this tab's state when it began to lead. */
  let queuedWhenLeading: ReadonlyArray<string> = []
  const tabs = makeTabs({
    ctx,
    store,
    becomeLeader: () => {
      leading = true
      queuedWhenLeading = store.state.outbox.entries.map((e) => e.commandId)
    },
  })
  const { commit } = makeCommit({ ctx, store, onDegraded: () => tabs.leave() })
  await ctx.run(tabs.join)
  const queue = (commandId: string, sku: string) => ctx.run(commit(on(ctx.cartStream, commandId, [CommandQueued.make({ command: { _tag: 'cart.AddItem', sku, qty: 1 } })])))
  return { ...parts, tabs, queue, leading: () => leading, queuedWhenLeading: () => queuedWhenLeading }
}

const queuedIds = (t: Awaited<ReturnType<typeof tab>>) => t.store.state.outbox.entries.map((e) => e.commandId)

describe('tabs', () => {
  it('a follower integrates what the leader broadcasts: same log, same state', async () => {
    const browser = makeBrowser()
    const leader = await tab(browser, 'a')
    const follower = await tab(browser, 'b')
    await until(() => leader.leading())
    expect(follower.leading()).toBe(false)

    await leader.queue('a-1', 'SKU-A')
    await leader.queue('a-2', 'SKU-B')
    await until(() => follower.store.log.length === 2)
    expect(follower.store.log.map((e) => [e.seq, e.commandId])).toEqual([
      [1, 'a-1'],
      [2, 'a-2'],
    ])
    expect(follower.store.state.outbox).toEqual(leader.store.state.outbox)
  })

  it('when the leader leaves, the next tab catches up on what it missed, then leads', async () => {
    const browser = makeBrowser()
    const leader = await tab(browser, 'a')
    const follower = await tab(browser, 'b')
    await until(() => leader.leading())
    // A third tab whose broadcasts never reach the others (another channel): only the log has its record.
    const unheard = await tab({ ...browser, tabs: makeTabHub() }, 'c')
    await unheard.queue('c-1', 'SKU-C')
    await settle()
    expect(queuedIds(follower)).toEqual([])

    leader.tabs.leave()
    await until(() => follower.leading())
    expect(follower.queuedWhenLeading()).toEqual(['c-1'])
  })

  it('a tab that left hears nothing more', async () => {
    const browser = makeBrowser()
    const writer = await tab(browser, 'a')
    const gone = await tab(browser, 'b')
    gone.tabs.leave()
    await writer.queue('a-1', 'SKU-A')
    const listening = await tab(browser, 'c')
    await writer.queue('a-2', 'SKU-B')
    await until(() => listening.store.log.length === 1)
    expect(gone.store.log).toEqual([])
  })
})
