// Property tests (fast-check) against the msw fake commerce service:
// (a) for random sequences of AddItem / ChangeQuantity / RemoveItem, replaying exportLog() from
//     scratch yields a state deep-equal to the live one;
// (b) for random sequences under random network faults (dropped before the server saw it, answer
//     lost after the server applied it, duplicated on the wire, 409 IDM409, a real timeout, going
//     offline and back) and cart losses (BSK404), the server's final cart equals the cart of the same
//     sequence run without network faults, and the server applied every change exactly as often:
//     nothing lost, nothing doubled.
import { Effect } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Engine } from '../../src/engine/Engine'
import { decodeStoredEvent } from '../../src/engine/events/engineEvents'
import { applyEvents, initialEngineState } from '../../src/engine/projections/engineState'
import { makeFakeCommerce, type NetworkFault } from './fakeCommerce'
import { addItem, advanceUntil, apiTestSetup, changeQuantity, makeBrowser, makeEngines, removeItem, settle, validToken, settled } from './harness'

const server = apiTestSetup()

type Step =
  | { readonly kind: 'add'; readonly sku: string; readonly qty: number }
  | { readonly kind: 'change'; readonly sku: string; readonly qty: number }
  | { readonly kind: 'remove'; readonly sku: string }

const sku = fc.constantFrom('A', 'B', 'C', 'D')
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('add' as const), sku, qty: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('change' as const), sku, qty: fc.integer({ min: 1, max: 12 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), sku }) },
)

/** The command for a step, targeting the line of its sku as the shopper sees it now (by sku when it has no item id yet). */
const commandOf = (engine: Engine, s: Step) => {
  if (s.kind === 'add') return addItem(s.sku, s.qty)
  const line = engine.getState().cart.items.find((l) => l.sku === s.sku && l.itemId !== null)
  const itemId = line?.itemId ?? `unknown-${s.sku}`
  return s.kind === 'change' ? changeQuantity(itemId, s.qty, s.sku) : removeItem(itemId, s.sku)
}

const replayed = (engine: Engine) => applyEvents(initialEngineState, engine.exportLog().events.map((e) => decodeStoredEvent(e)!))

const setup = async () => {
  const commerce = makeFakeCommerce()
  server.resetHandlers()
  server.use(...commerce.handlers)
  const browser = makeBrowser()
  await Effect.runPromise(browser.tokens.set(validToken(commerce.accessToken)))
  return { commerce, browser }
}

/** The same steps, online, one after the other; cart losses at the same commands. */
const cleanRun = async (steps: ReadonlyArray<Step>, cartLosses: ReadonlyArray<number>) => {
  const { commerce, browser } = await setup()
  for (const k of cartLosses) commerce.loseCartsAtCommand(k)
  const engines = makeEngines()
  const { engine } = engines.start(browser, { loadCartOnStart: false })
  try {
    for (const s of steps) await settled(engine, commandOf(engine, s) as Parameters<Engine['dispatch']>[0])
    return { lines: commerce.linesOf(engine.getState().cart.basketId), applied: commerce.applied() }
  } finally {
    await engines.disposeAll()
  }
}

/**
 * Each property runs 30 generated sessions; on a loaded shared machine that can pass vitest's 5 s
 * default. A limit, not a speed check (speed has its benchmark).
 */
const PROPERTY_TIMEOUT_MS = 60_000

describe('engine properties', () => {
  it('(a) replaying the exported log from scratch yields the live state', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const { browser } = await setup()
        const engines = makeEngines()
        const { engine } = engines.start(browser, { loadCartOnStart: false })
        try {
          for (const s of steps) await settled(engine, commandOf(engine, s) as Parameters<Engine['dispatch']>[0])
          expect(replayed(engine)).toEqual(engine.getState())
        } finally {
          await engines.disposeAll()
        }
      }),
      { numRuns: 30 },
    )
  }, PROPERTY_TIMEOUT_MS)

  it('(b) under random network faults and cart losses the server ends with the same cart, each change applied once', async () => {
    const faulty = fc.record({
      step,
      faults: fc.array(fc.constantFrom<NetworkFault>('drop', 'lose', 'duplicate', 'busy', 'hang'), { maxLength: 3 }),
      goOffline: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
      comeBack: fc.integer({ min: 0, max: 2 }).map((n) => n === 0),
      loseCart: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(faulty, { minLength: 1, maxLength: 8 }), async (plan) => {
        const steps = plan.map((p) => p.step)
        const cartLosses = plan.flatMap((p, i) => (p.loseCart ? [i + 1] : []))
        const expected = await cleanRun(steps, cartLosses)

        const { commerce, browser } = await setup()
        for (const k of cartLosses) commerce.loseCartsAtCommand(k)
        plan.forEach((p, i) => commerce.planFaults(i + 1, p.faults))
        const engines = makeEngines()
        const { engine } = engines.start(browser, { loadCartOnStart: false, testClock: true })
        try {
          const results: Array<Promise<unknown>> = []
          for (const p of plan) {
            if (p.goOffline) browser.connectivity.setOnline(false)
            results.push(settled(engine, commandOf(engine, p.step) as Parameters<Engine['dispatch']>[0]))
            await settle(10)
            if (p.comeBack) browser.connectivity.setOnline(true)
          }
          browser.connectivity.setOnline(true)
          await advanceUntil(engine, () => engine.getState().outbox.queued === 0, { steps: 60 })
          await Promise.all(results)
          const state = engine.getState()
          expect(commerce.linesOf(state.cart.basketId)).toEqual(expected.lines)
          expect(commerce.applied()).toBe(expected.applied)
          // the shopper sees what the server has, nothing pending
          expect(state.cart.items.map((l) => [l.sku, l.qty]).sort()).toEqual(expected.lines)
          expect(state.cart.pending).toEqual([])
          expect(replayed(engine)).toEqual(state)
        } finally {
          commerce.releaseHanging()
          await engines.disposeAll()
        }
      }),
      { numRuns: 40 },
    )
  }, PROPERTY_TIMEOUT_MS)
})

