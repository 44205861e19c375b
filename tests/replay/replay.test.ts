// Replay for engineers: a log exported from a live engine replays (in process and through the
// `npm run replay` CLI) to the same state; a tampered log fails the hash check; a malformed one is refused.
import { execFile } from 'node:child_process'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { createEngine, type Engine } from '../../src/engine/Engine'
import { makeMemoryEventLog } from '../../src/engine/effects/EventLog'
import { memoryLayer } from '../../src/engine/effects/layers'
import { MalformedLog, parseDebugExport, replayExport, replaySteps, decodeEvents, toDebugExport, type DebugExport } from '../../src/engine/replay/replay'
import { SITE, errorBody } from '../api/fixtures'
import { display } from '../engine/display'
import { makeFakeCommerce } from '../engine/fakeCommerce'
import { apiTestSetup, settled } from '../engine/harness'

const run = promisify(execFile)
const server = apiTestSetup()
let engine: Engine | undefined
afterEach(async () => {
  await engine?.dispose()
})

/** A shopper's session: two adds, a quantity change, a removal; exported as an engineer receives it. */
const shopperExport = async (): Promise<DebugExport> => {
  server.use(...makeFakeCommerce().handlers)
  engine = createEngine({ site: SITE, layer: memoryLayer({ log: makeMemoryEventLog() }), onWarning: () => {} })
  await engine.ready
  await settled(engine, { _tag: 'cart.AddItem', sku: 'SKU-A', qty: 1, display })
  await settled(engine, { _tag: 'cart.AddItem', sku: 'SKU-B', qty: 2, display })
  const [first, second] = engine.getState().cart.items
  await settled(engine, { _tag: 'cart.ChangeQuantity', itemId: first!.itemId!, qty: 3 })
  await settled(engine, { _tag: 'cart.RemoveItem', itemId: second!.itemId! })
  return JSON.parse(JSON.stringify(await toDebugExport(engine.exportLog(), engine.getState(), new Date('2026-11-22T12:00:00Z'))))
}

describe('replay', () => {
  it('replays an exported log to the live state, without the network', async () => {
    const exported = await shopperExport()
    server.resetHandlers() // any call now would be unhandled and fail the test
    const result = await replayExport(parseDebugExport(exported))
    expect(result.matches).toBe(true)
    expect(result.final.cart.items.map((l) => [l.sku, l.qty])).toEqual([['SKU-A', 3]])
    expect(result.final.cart).toEqual(engine!.getState().cart)
  })

  it('gives the state before and after every event, with the differences', async () => {
    const exported = await shopperExport()
    const steps = replaySteps(decodeEvents(exported))
    expect(steps).toHaveLength(exported.events.length)
    const removal = steps.find((s) => s.event.type === 'v1.CartItemRemoveRequested')
    expect(removal?.changes.some((c) => c.path.startsWith('cart.'))).toBe(true)
    expect(steps.at(-1)?.after.cart.count).toBe(3)
  })

  it('detects a log that does not reproduce the recorded state', async () => {
    const exported = await shopperExport()
    // The server's answer to the removal is lost: the replayed cart still holds the removed line.
    const tampered = { ...exported, events: exported.events.slice(0, -1) }
    const result = await replayExport(parseDebugExport(tampered))
    expect(result.matches).toBe(false)
  })

  it('refuses malformed logs', async () => {
    expect(() => parseDebugExport({ format: 'something-else' })).toThrow(MalformedLog)
    const exported = await shopperExport()
    const outOfOrder = { ...exported, events: [...exported.events].reverse() }
    expect(() => decodeEvents(parseDebugExport(outOfOrder))).toThrow(MalformedLog)
    const unknownType = { ...exported, events: [{ ...exported.events[0]!, type: 'v9.Nonsense' }] }
    expect(() => decodeEvents(parseDebugExport(unknownType))).toThrow(MalformedLog)
  })

  it('npm run replay prints one line per event and exits 0, 3 on a hash mismatch, 2 when malformed', { timeout: 60_000 }, async () => {
    const exported = await shopperExport()
    const dir = await mkdtemp(join(tmpdir(), 'replay-'))
    const good = join(dir, 'good.json')
    const bad = join(dir, 'bad.json')
    const wrong = join(dir, 'wrong.json')
    await writeFile(good, JSON.stringify(exported))
    await writeFile(bad, JSON.stringify({ ...exported, events: 'nope' }))
    await writeFile(wrong, JSON.stringify({ ...exported, stateHash: '0'.repeat(64) }))
    const cli = (file: string) => run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/replay.ts', file]).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    )
    const ok = await cli(good)
    expect(ok.code).toBe(0)
    expect(ok.stdout.split('\n').filter((l) => l.startsWith('#'))).toHaveLength(exported.events.length)
    expect(ok.stdout).toContain('replayed state matches the export')
    expect((await cli(wrong)).code).toBe(3)
    expect((await cli(bad)).code).toBe(2)
  })
})

describe("replay in the engineer's language", () => {
  it('npm run replay shows a French shopper\'s failure in English, or in the language asked for', { timeout: 60_000 }, async () => {
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    engine = createEngine({ site: { brand: 'summit', locale: 'fr-fr' }, layer: memoryLayer({ log: makeMemoryEventLog() }), onWarning: () => {} })
    await engine.ready
    commerce.fail('cartWithItem', 400, errorBody('INV408', 'Maximum quantity exceeded', { maxAllowedQty: 5 }))
    expect((await settled(engine, { _tag: 'cart.AddItem', sku: 'SKU-A', qty: 50, display })).ok).toBe(false)
    const exported = await toDebugExport(engine.exportLog(), engine.getState(), new Date('2026-11-24T09:00:00Z'))
    const file = join(await mkdtemp(join(tmpdir(), 'replay-')), 'fr.json')
    await writeFile(file, JSON.stringify(exported))
    const cli = (...args: string[]) => run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/replay.ts', ...args])
    const english = await cli(file)
    expect(english.stdout).toMatch(/v2\.CartCommandFailed .*code=INV408 .*"You can add at most 5 of this item\."/)
    expect(english.stdout).toContain('last error      INV408: You can add at most 5 of this item.')
    expect(english.stdout).not.toContain('Vous')
    const french = await cli(file, '--language', 'fr')
    expect(french.stdout).toContain('last error      INV408: Vous pouvez ajouter au maximum 5 exemplaires de cet article.')
    await expect(cli(file, '--language', 'xx')).rejects.toMatchObject({ code: 1 })
  })
})

describe('replay of a compacted log', () => {
  it('starts from the export snapshot and still matches the live state', async () => {
    const { makeBrowser, makeEngines, until, validToken, addItem, settled } = await import('../engine/harness')
    const { Effect } = await import('effect')
    const commerce = makeFakeCommerce()
    server.use(...commerce.handlers)
    const browser = makeBrowser()
    await Effect.runPromise(browser.tokens.set(validToken(commerce.accessToken)))
    const { start, disposeAll } = makeEngines()
    try {
      const first = start(browser, { idPrefix: 'a', loadCartOnStart: false, snapshotEvery: 8 }).engine
      for (let i = 0; i < 4; i++) await settled(first, addItem(`SKU-${i}`))
      await until(() => browser.log.snapshots().length > 0)
      await first.dispose()
      const second = start(browser, { idPrefix: 'b', loadCartOnStart: false }).engine
      await second.ready
      await settled(second, addItem('SKU-9', 2))
      const exported = await toDebugExport(second.exportLog(), second.getState(), new Date())
      expect(exported.snapshot).toBeDefined()
      const result = await replayExport(parseDebugExport(JSON.parse(JSON.stringify(exported))))
      expect(result.matches).toBe(true)
      expect(result.final.cart.items.map((l) => l.sku)).toContain('SKU-9')
    } finally {
      await disposeAll()
    }
  })
})
