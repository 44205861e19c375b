// The outbox drainer alone (core/outbox.ts), with a stand-in for deciding: queued commands are
// logged at dispatch and sent by the leader one at a time per stream, in dispatch order (streams
// independent); offline it waits and the network's return wakes it; a command the server could not
// be reached for is retried after the backoff, on the engine's clock, before the ones behind it.
import { Effect, Schema } from 'effect'
import { TestClock } from 'effect/testing'
import { describe, expect, it } from 'vitest'
import { NetworkError } from '../../src/api/errors'
import { defineCommand } from '../../src/engine/commands/command'
import { makeCommandSpecs } from '../../src/engine/core/commandSpecs'
import { makeCommit, settledDraft } from '../../src/engine/core/commit'
import { makeOutbox } from '../../src/engine/core/outbox'
import type { Outcome, Run } from '../../src/engine/core/types'
import type { Aggregate } from '../../src/engine/events/storedEvent'
import { CartCommandFailed } from '../../src/engine/events/cart'
import { failureFacts } from '../../src/engine/events/failure'
import { OUTBOX_RETRY } from '../../src/engine/recovery/policy'
import { engineTestSetup, makeBrowser, settle, until, type Parts } from './harness'

const { startParts } = engineTestSetup()

const noteOn = (aggregate: Aggregate) =>
  defineCommand<{ readonly _tag: string; readonly text: string }, typeof CartCommandFailed.Type>({
    aggregate,
    schema: Schema.TaggedStruct(`test.${aggregate}Note`, { text: Schema.String }),
    queueable: true,
    handle: () => Effect.succeed([]),
    failed: (commandId, failure) => CartCommandFailed.make({ commandId, ...failureFacts(failure) }),
  })
const cartNote = noteOn('cart')
const sessionNote = noteOn('session')

/** The drainer over a store, deciding through `answer` (done unless it says otherwise); `decided` lists the texts as sent. */
const drainerOf = ({ ctx, store }: Parts, answer: (text: string, attempt: number) => 'done' | 'deferred' | Promise<void> = () => 'done') => {
  const { commit } = makeCommit({ ctx, store, onDegraded: () => {} })
  const specs = makeCommandSpecs({ 'test.cartNote': cartNote as never, 'test.sessionNote': sessionNote as never })
  const decided: string[] = []
  const decideOnce = (r: Run) =>
    Effect.gen(function* () {
      const text = (r.command as { readonly _tag: string; readonly text?: string }).text ?? ''
      const attempt = decided.filter((t) => t === text).length
      decided.push(text)
      const answered = answer(text, attempt)
      if (answered === 'deferred') return { _tag: 'deferred', cause: new NetworkError({ call: 'cartAddItem', url: '/', message: 'offline' }) } satisfies Outcome
      if (answered !== 'done') yield* Effect.promise(() => answered)
      yield* commit(settledDraft(r, 'succeeded'))
      return { _tag: 'done', result: { ok: true, commandId: r.commandId, events: r.committed, queued: false } } satisfies Outcome
    })
  const outbox = makeOutbox({ ctx, store, commit, decideOnce, specs, whenLoaded: () => Promise.resolve(), retry: OUTBOX_RETRY })
  store.hooks = { onQueued: outbox.kick, onIntegrated: () => {}, onGap: () => {} }
  /** The dispatch: resolves once the command is on the device. */
  const ack = (aggregate: Aggregate, text: string) => outbox.dispatchQueued(specs.specOf(`test.${aggregate}Note`)!, { _tag: `test.${aggregate}Note`, text } as { readonly _tag: string })
  /** The command's outcome: resolves when it is settled. */
  const note = (aggregate: Aggregate, text: string) => ack(aggregate, text).then((r) => outbox.outcome(r.commandId))
  return { outbox, decided, ack: (text: string) => ack('cart', text), cart: (text: string) => note('cart', text), session: (text: string) => note('session', text) }
}

describe('outbox drainer', () => {
  it('a dispatch resolves once the command is on the device, while the one ahead of it still waits for the server', async () => {
    const parts = await startParts(makeBrowser())
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const { outbox, decided, ack } = drainerOf(parts, (text) => (text === 'A' ? held : 'done'))
    outbox.becomeLeader()
    const first = await ack('A')
    await until(() => decided.includes('A'))
    const second = await ack('B')
    expect([first, second].map((r) => r.ok && r.queued)).toEqual([true, true])
    expect(parts.store.state.outbox.entries.map((e) => e.commandId)).toEqual([first.commandId, second.commandId])
    expect(decided).toEqual(['A'])
    release()
    expect(await outbox.outcome(second.commandId)).toMatchObject({ ok: true, queued: false })
    expect(decided).toEqual(['A', 'B'])
    // Asked again once settled: at once, from the log.
    expect(await outbox.outcome(first.commandId)).toMatchObject({ ok: true, queued: false })
  })

  it('sends a stream’s commands one at a time in dispatch order, while another stream goes on', async () => {
    const parts = await startParts(makeBrowser())
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const { outbox, decided, cart, session } = drainerOf(parts, (text) => (text === 'A' ? held : 'done'))
    outbox.becomeLeader()
    const results = [cart('A'), cart('B'), session('X')]
    await until(() => decided.includes('X'))
    await settle()
    expect(decided).toEqual(['A', 'X'])
    release()
    const settled = await Promise.all(results)
    expect(decided).toEqual(['A', 'X', 'B'])
    expect(settled.map((r) => r.ok && r.queued)).toEqual([false, false, false])
    expect(parts.store.state.outbox.entries).toEqual([])
  })

  it('offline: dispatches resolve as queued and nothing is sent; the network’s return wakes the drainer', async () => {
    const parts = await startParts(makeBrowser())
    const { outbox, decided, ack } = drainerOf(parts)
    outbox.becomeLeader()
    parts.store.setRuntime({ online: false })
    const results = await Promise.all([ack('A'), ack('B')])
    expect(results.map((r) => r.ok && r.queued)).toEqual([true, true])
    await settle()
    expect(decided).toEqual([])
    expect(parts.store.state.outbox.entries).toHaveLength(2)

    parts.store.setRuntime({ online: true })
    outbox.wake()
    outbox.kick()
    await until(() => parts.store.state.outbox.entries.length === 0)
    expect(decided).toEqual(['A', 'B'])
  })

  it('a tab that does not lead sends nothing until it does', async () => {
    const parts = await startParts(makeBrowser())
    const { outbox, decided, cart } = drainerOf(parts)
    const result = cart('A')
    await settle()
    expect(decided).toEqual([])
    expect(outbox.isLeader()).toBe(false)
    outbox.becomeLeader()
    expect(await result).toMatchObject({ ok: true, queued: false })
    expect(decided).toEqual(['A'])
  })

  it('a command the server could not be reached for is sent again after the backoff, before the one behind it', async () => {
    const parts = await startParts(makeBrowser(), { testClock: true })
    const { outbox, decided, cart } = drainerOf(parts, (text, attempt) => (text === 'A' && attempt === 0 ? 'deferred' : 'done'))
    outbox.becomeLeader()
    const results = [cart('A'), cart('B')]
    await until(() => decided.length === 1)
    await settle(50)
    expect(decided).toEqual(['A'])
    // OUTBOX_RETRY's first delay is 1 s, jittered by at most 20 %.
    await parts.ctx.run(TestClock.adjust('700 millis'))
    await settle(50)
    expect(decided).toEqual(['A'])
    await parts.ctx.run(TestClock.adjust('500 millis'))
    await Promise.all(results)
    expect(decided).toEqual(['A', 'A', 'B'])
  })
})
