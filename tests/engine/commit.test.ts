// The commit path alone (core/commit.ts): drafts become stored events with the seq the log assigns,
// are projected into the store (listeners told), and are broadcast to the other tabs; when the log
// cannot be written the tab degrades to a memory log, says so, and stops broadcasting.
import { Effect, Layer } from 'effect'
import { describe, expect, it } from 'vitest'
import { makeCommit, on } from '../../src/engine/core/commit'
import { EventLog, EventLogError, makeMemoryEventLog } from '../../src/engine/effects/EventLog'
import type { TabMessage } from '../../src/engine/effects/TabChannel'
import { CommandQueued } from '../../src/engine/events/outbox'
import { SessionEnded } from '../../src/engine/events/session'
import { engineTestSetup, makeBrowser, until, type Browser } from './harness'

const { startParts } = engineTestSetup()

/** Another tab's endpoint on the browser's channel, collecting what it hears. */
const listen = (browser: Browser) => {
  const heard: TabMessage[] = []
  browser.tabs.connect().subscribe((message) => heard.push(message))
  return heard
}

describe('commit path', () => {
  it('appends drafts with the seq the log assigns, projects them, tells listeners and broadcasts the records', async () => {
    const browser = makeBrowser()
    const heard = listen(browser)
    const { ctx, store } = await startParts(browser)
    let told = 0
    store.subscribe(() => told++)
    const { commit } = makeCommit({ ctx, store, onDegraded: () => {} })

    const first = await ctx.run(commit(on(ctx.cartStream, 'c1', [CommandQueued.make({ command: { _tag: 'cart.AddItem', sku: 'A', qty: 1 } })])))
    const second = await ctx.run(commit(on(ctx.sessionStream, 'c2', [SessionEnded.make({ reason: 'signOut' })])))

    expect([...first, ...second].map((e) => [e.seq, e.commandId, e.type])).toEqual([
      [1, 'c1', 'v1.CommandQueued'],
      [2, 'c2', 'v1.SessionEnded'],
    ])
    expect(browser.log.records().map((r) => r.seq)).toEqual([1, 2])
    expect(store.log.map((e) => e.seq)).toEqual([1, 2])
    expect(store.state.outbox.entries.map((e) => e.commandId)).toEqual(['c1'])
    expect(told).toBe(2)
    await until(() => heard.length === 2)
    expect(heard.map((m) => (m.kind === 'events' ? m.records.map((r) => r.seq) : []))).toEqual([[1], [2]])
  })

  it('commits nothing for no drafts', async () => {
    const browser = makeBrowser()
    const { ctx, store } = await startParts(browser)
    const { commit } = makeCommit({ ctx, store, onDegraded: () => {} })
    expect(await ctx.run(commit([]))).toEqual([])
    expect(browser.log.records()).toEqual([])
  })

  it('when the log cannot be written: seqs continue in memory, storage shows as memory, one toast, no broadcast', async () => {
    const browser = makeBrowser()
    const heard = listen(browser)
    const full = { ...makeMemoryEventLog(), append: () => Effect.fail(new EventLogError({ operation: 'append', reason: 'quota', message: 'full' })) }
    const { ctx, store, toasts } = await startParts(browser, { layer: { eventLog: Layer.succeed(EventLog, full) } })
    let degraded = 0
    const { commit } = makeCommit({ ctx, store, onDegraded: () => degraded++ })

    const events = await ctx.run(commit(on(ctx.cartStream, 'c1', [CommandQueued.make({ command: { _tag: 'cart.AddItem', sku: 'A', qty: 1 } })])))
    await ctx.run(commit(on(ctx.cartStream, 'c2', [CommandQueued.make({ command: { _tag: 'cart.AddItem', sku: 'B', qty: 1 } })])))

    expect(events.map((e) => e.seq)).toEqual([1])
    expect(store.log.map((e) => e.seq)).toEqual([1, 2])
    expect(store.state.storage).toBe('memory')
    expect(store.state.outbox.entries.map((e) => e.commandId)).toEqual(['c1', 'c2'])
    expect(degraded).toBe(1)
    expect(toasts.map((t) => t.notice)).toEqual(['storageMemory'])
    // A message posted after the commits by a third tab arrives alone: the degraded tab sent nothing.
    browser.tabs.connect().post({ kind: 'events', records: [] })
    await until(() => heard.length > 0)
    expect(heard).toEqual([{ kind: 'events', records: [] }])
  })
})
