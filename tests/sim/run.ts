// One seeded run of the simulation: a shopper in one to three tabs of one browser, against the real
// reference services, on a network and a clock the seed drives. Every step happens at a quiet point
// (nothing of the engine left to run) and is one of: a shopper's command in a tab (add, change a
// quantity, remove, save for later, move back, remove a saved item), a request reaching the server
// (or dropped, or duplicated), an answer reaching its tab (or lost: reset, or never coming), a
// broadcast reaching a tab, time moving to the next timer, the browser going offline or back, a tab
// opening, crashing, crashing right after its next write to the log, or reloading, the shopper's
// token expiring on the server, the shopper signing in (with an account of the run's own; its cart
// and saved list merge into the account's). Which step, and which request or tab, is the seed's
// choice; nothing else is random, so a seed replays exactly (the PKCE challenge's SHA-256 is
// computed synchronously here, so that no real asynchronous work interleaves: ./digest.ts).
//
// Then the network heals and the run drains, and the invariants are checked (./model.ts for what the
// commands should have come to):
//   - a cart command is acknowledged on the device by the next quiet point, whatever the network does;
//   - every command on the device settles exactly once, as the model expects (nothing lost, nothing invented);
//   - the server's cart and saved list are what the shopper did (nothing applied twice, nothing lost),
//     and no other cart of the shopper holds lines;
//   - every live tab shows the server's cart, nothing pending, and its log replays to the state it shows;
//   - a tab opened afterwards, reading the log alone, shows the same.
import { resetApiRuntime, setApiRuntime } from '../../src/api/config'
import type { Command } from '../../src/engine/commands/registry'
import { decodeStoredEvent } from '../../src/engine/events/engineEvents'
import { applyEvents, initialEngineState, projectedPart, type EngineState } from '../../src/engine/projections/engineState'
import { createRng, type Rng } from '../../server/lib/prng.ts'
import { SimBrowser, type Tab } from './browser'
import { makeSimClock, makeSimScheduler } from './clock'
import { expectedFrom, linesText } from './model'
import { SimNetwork } from './network'
import { SIM_ORIGIN, withSessionCalls } from './session'
import { SIM_PASSWORD, type SimServer } from './server'
import { installSyncDigest } from './digest'

installSyncDigest()

export type Profile = 'ci' | 'nightly'

export interface RunResult {
  readonly seed: number
  readonly ok: boolean
  readonly problems: ReadonlyArray<string>
  readonly trace: ReadonlyArray<string>
  readonly steps: number
  readonly commands: number
  readonly requests: number
  /** Wall time of the run, and the part spent in the reference services (ms). */
  readonly ms: number
  readonly serverMs: number
}

interface Budget {
  readonly actions: number
  readonly maxTabs: number
  readonly faults: boolean
  /** The shopper may sign in (once it worked, the server no longer ends the session: refreshing a registered token is not built yet). */
  readonly signIn: boolean
}

const budgetOf = (rng: Rng, profile: Profile): Budget => ({ ...sizeOf(rng, profile), signIn: rng.chance(0.25) })

const sizeOf = (rng: Rng, profile: Profile): Omit<Budget, 'signIn'> =>
  // CI: short sessions (each request costs the real services ~20 ms of PGlite), many of them.
  profile === 'ci' ? { actions: rng.int(1, 5), maxTabs: rng.chance(0.3) ? 3 : 2, faults: true } : { actions: rng.int(4, 24), maxTabs: 3, faults: true }

/** 2026-01-01T00:00:00Z: the engine's clock starts here on every run (the server keeps real time). */
const EPOCH = Date.UTC(2026, 0, 1)
const MAX_STEPS = 4_000

type Choice = { readonly weight: number; readonly name: string; readonly run: () => Promise<void> | void }

const pick = (rng: Rng, choices: ReadonlyArray<Choice>): Choice | undefined => {
  const total = choices.reduce((n, c) => n + c.weight, 0)
  if (total <= 0) return undefined
  let roll = rng.next() * total
  for (const choice of choices) {
    roll -= choice.weight
    if (roll < 0) return choice
  }
  return choices.at(-1)
}

export const runSeed = async (server: SimServer, seed: number, profile: Profile = 'ci'): Promise<RunResult> => {
  const started = performance.now()
  const rng = createRng(`summit-sim-${seed}`)
  const trace: string[] = []
  const clock = makeSimClock(EPOCH)
  const scheduler = makeSimScheduler()
  const say = (line: string) => trace.push(`${String(((clock.now() - EPOCH) / 1000).toFixed(3)).padStart(9)}s  ${line}`)
  const network = new SimNetwork(server.handle, say)
  resetApiRuntime()
  // The session calls go to the storefront server's BFF, whose token calls cross the simulated network.
  setApiRuntime({ baseUrls: { commerce: 'http://sim.test/api', internal: SIM_ORIGIN }, fetch: withSessionCalls(network.fetch), timeoutMs: 10_000, transactionId: `sim-${seed}` })
  const budget = budgetOf(rng, profile)
  const browser = new SimBrowser(clock, scheduler, rng, () => network.online, say, rng.pick([5, 20, 200]))
  const problems: string[] = []
  let steps = 0
  let actionsLeft = budget.actions
  let dispatches = 0
  say(`run  seed ${seed} (${profile}): ${budget.actions} shopper actions, up to ${budget.maxTabs} tabs`)

  const quiet = async () => {
    await scheduler.quiet()
    await browser.buryTheDead()
    // A tab's runtime is built on Effect's own scheduler: its start-up is waited for turn by turn.
    while (browser.starting()) {
      await new Promise<void>((resolve) => setImmediate(resolve))
      await scheduler.quiet()
    }
    await scheduler.quiet()
  }

  const dispatch = (tab: Tab, command: Command, describe: string) => {
    const n = ++dispatches
    say(`cmd  ${tab.name} ${describe}`)
    tab.unacked.set(n, describe)
    void tab.engine.dispatch(command).then(
      (result) => {
        tab.unacked.delete(n)
        if (!result.ok) say(`cmd  ${tab.name} ${describe}: refused at once ${result.error.code}`)
      },
      (error: unknown) => {
        tab.unacked.delete(n)
        problems.push(`${tab.name} ${describe}: dispatch rejected: ${String(error)}`)
      },
    )
  }

  const runDirect = (tab: Tab, command: Command, describe: string) => {
    const n = ++dispatches
    say(`cmd  ${tab.name} ${describe}`)
    tab.running.add(n)
    void tab.engine.dispatch(command).then(
      (result) => {
        tab.running.delete(n)
        say(`cmd  ${tab.name} ${describe}: ${result.ok ? 'done' : `failed ${result.error.code}`}`)
      },
      () => tab.running.delete(n),
    )
  }

  let account: string | undefined
  const signIn = (tab: Tab, username: string) => {
    tab.signingIn = true
    say(`cmd  ${tab.name} sign in as ${username}`)
    void tab.engine.dispatch({ _tag: 'session.SignIn', username, password: SIM_PASSWORD }).then(
      (result) => {
        tab.signingIn = false
        say(`cmd  ${tab.name} sign in: ${result.ok ? 'signed in' : `failed ${result.error.code}`}`)
      },
      () => (tab.signingIn = false),
    )
  }

  /** A shopper's action in a tab, from what that tab shows. */
  const shopperAction = (tab: Tab) => {
    const state = tab.engine.getState()
    const lines = state.cart.items.filter((l) => l.itemId !== null && l.pending !== 'remove' && l.pending !== 'save' && !l.bonus)
    const going = new Set(state.cart.pending.flatMap((p) => (p.op === 'move' || p.op === 'removeSaved' ? [p.itemId] : [])))
    const saved = (state.cart.saved?.items ?? []).filter((i) => !going.has(i.itemId))
    const options: Choice[] = [
      {
        weight: 5,
        name: 'add',
        run: () => {
          const sku = rng.pick(server.skus)
          const qty = rng.int(1, 2)
          if ((state.cart.items.find((l) => l.sku === sku)?.qty ?? 0) + qty > 8) return
          dispatch(tab, { _tag: 'cart.AddItem', sku, qty, display: { name: sku, masterId: sku, colourName: 'Sim', size: 'M', image: { src: '/sim.png', alt: sku, width: 1, height: 1 }, price: 10 } }, `add ${sku} ×${qty}`)
        },
      },
    ]
    if (lines.length > 0) {
      const line = rng.pick(lines)
      options.push(
        {
          weight: 2,
          name: 'change',
          run: () => {
            const qty = rng.int(1, 5)
            if (qty !== line.qty) dispatch(tab, { _tag: 'cart.ChangeQuantity', itemId: line.itemId!, qty }, `change ${line.sku} ${line.qty} → ${qty}`)
          },
        },
        { weight: 1, name: 'remove', run: () => dispatch(tab, { _tag: 'cart.RemoveItem', itemId: line.itemId! }, `remove ${line.sku}`) },
        { weight: 1, name: 'save', run: () => dispatch(tab, { _tag: 'cart.SaveForLater', itemId: line.itemId! }, `save for later ${line.sku}`) },
      )
    }
    if (saved.length > 0) {
      const item = rng.pick(saved)
      options.push(
        { weight: 1.5, name: 'move', run: () => dispatch(tab, { _tag: 'cart.MoveToCart', itemId: item.itemId }, `move back ${item.productId}`) },
        { weight: 0.5, name: 'unsave', run: () => dispatch(tab, { _tag: 'cart.RemoveSaved', itemId: item.itemId }, `remove saved ${item.productId}`) },
      )
    }
    if (budget.signIn && state.session.status !== 'registered' && ![...browser.tabs].some((t) => t.signingIn))
      options.push({
        weight: 0.6,
        name: 'sign in',
        run: async () => {
          account ??= await server.newAccount(String(seed))
          signIn(tab, account)
        },
      })
    // The cart page loads the list once the shopper has a session (SavedForLater.tsx).
    if (state.cart.saved === null && state.session.status !== 'none' && tab.running.size === 0)
      options.push({ weight: 1, name: 'load list', run: () => runDirect(tab, { _tag: 'cart.LoadSaved' }, 'load saved list') })
    return pick(rng, options)!.run()
  }

  const networkChoices = (faults: boolean): Choice[] => {
    const choices: Choice[] = []
    if (network.requests.length > 0) {
      const index = rng.int(0, network.requests.length - 1)
      const mutating = network.requests[index]!.method !== 'GET'
      choices.push({ weight: 4, name: 'deliver', run: () => network.deliver(index) })
      if (faults) {
        choices.push({ weight: 0.4, name: 'drop', run: () => network.drop(index) })
        if (mutating) choices.push({ weight: 0.3, name: 'duplicate', run: () => network.deliver(index, 2) })
      }
    }
    if (network.answers.length > 0) {
      const index = rng.int(0, network.answers.length - 1)
      choices.push({ weight: 4, name: 'respond', run: () => network.respond(index) })
      if (faults) {
        choices.push({ weight: 0.4, name: 'reset', run: () => network.lose(index, 'reset') })
        choices.push({ weight: 0.3, name: 'hang', run: () => network.lose(index, 'hang') })
      }
    }
    const deliverable = browser.deliverable()
    if (deliverable.length > 0) choices.push({ weight: 3, name: 'broadcast', run: () => browser.deliver(rng.pick(deliverable)) })
    return choices
  }

  const fireTimer = (): Choice => ({
    weight: 1,
    name: 'timer',
    run: () => {
      clock.fireNext()
      say(`time timer fired`)
    },
  })

  const setOnline = (online: boolean) => {
    network.setOnline(online)
    for (const tab of browser.live()) tab.connectivity.setOnline(online)
  }

  /** The server ends the shopper's session; half the time the device's clock also passes the token's expiry (31 days later). */
  const expireToken = async () => {
    const consumers = consumersOf(browser)
    for (const consumer of consumers) expired.add(consumer)
    await server.db.query(`UPDATE tokens SET expires_at = now() - interval '1 second' WHERE consumer_no = ANY($1::text[])`, [consumers])
    // Its refresh tokens too (the storefront server's cookie holds one, decision 24): the session ends, not just the access token.
    await server.db.query(`UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE consumer_no = ANY($1::text[])`, [consumers])
    if (rng.chance(0.5)) {
      clock.advance(31 * 24 * 3600 * 1000)
      say('srv  the shopper’s token expired, and 31 days passed')
    } else say('srv  the shopper’s token expired on the server')
  }
  const expired = new Set<string>()

  const checkAcks = () => {
    for (const tab of browser.live())
      for (const [, describe] of tab.unacked) problems.push(`${tab.name} ${describe}: not acknowledged on the device by the next quiet point (it waited for the network)`)
  }

  try {
    browser.open()
    // ---- the shopper's session, with faults ----
    while (steps < MAX_STEPS && (actionsLeft > 0 || !network.idle())) {
      await quiet()
      checkAcks()
      if (problems.length > 0) break
      steps++
      const live = browser.live()
      const choices: Choice[] = [...networkChoices(budget.faults)]
      if (live.length === 0) choices.push({ weight: 5, name: 'open', run: () => void browser.open() })
      if (actionsLeft > 0 && live.length > 0)
        choices.push({
          weight: 3,
          name: 'shopper',
          run: () => {
            actionsLeft--
            return shopperAction(rng.pick(live))
          },
        })
      if (clock.pending() > 0) choices.push({ ...fireTimer(), weight: choices.length === 0 ? 1 : 0.5 })
      if (budget.faults) {
        choices.push({ weight: 0.25, name: 'offline', run: () => setOnline(!network.online) })
        if (live.length > 0) {
          const tab = rng.pick(live)
          choices.push(
            { weight: 0.1, name: 'crash', run: () => browser.crash(tab, 'at once') },
            {
              weight: 0.15,
              name: 'crash after write',
              run: () => {
                tab.crashAfterWrite = true
                say(`tab  ${tab.name} will crash right after its next write`)
              },
            },
            {
              weight: 0.15,
              name: 'reload',
              run: () => {
                browser.crash(tab, '(reload)')
                browser.open()
              },
            },
          )
        }
        if (live.length < budget.maxTabs) choices.push({ weight: 0.2, name: 'open', run: () => void browser.open() })
        if (!live.some((t) => t.engine.getState().session.status === 'registered')) choices.push({ weight: 0.05, name: 'token expiry', run: expireToken })
      }
      const choice = pick(rng, choices)
      if (!choice) break
      await choice.run()
    }

    // ---- the network heals; the run drains ----
    setOnline(true)
    for (const tab of browser.tabs) tab.crashAfterWrite = false
    let drained = false
    let comebacks = 0
    while (steps < MAX_STEPS) {
      await quiet()
      checkAcks()
      if (problems.length > 0) break
      steps++
      if (browser.live().length === 0) {
        browser.open()
        continue
      }
      const choices = networkChoices(false)
      const live = browser.live()
      // The log, not only what the live tabs know of it: a command written by a tab that died before
      // telling the others is known to no live tab (seed 8115), and is what the comeback below is for.
      const busy =
        live.some((t) => t.engine.getState().outbox.queued > 0 || t.running.size > 0 || t.signingIn) || live.some((t) => t.engine.getState().cart.pending.length > 0) || unsettledInLog(browser)
      if (choices.length === 0 && !busy && network.idle()) {
        drained = true
        break
      }
      if (choices.length === 0 && clock.pending() > 0) choices.push(fireTimer())
      // A command written just before its tab died, with nothing written after it, waits for the next
      // write or tab start (core/tabs.ts): the shopper comes back, as one does to a cart that looks stuck.
      if (choices.length === 0 && busy && comebacks < 2) {
        comebacks++
        browser.open()
        say('tab  the shopper comes back to the store')
        continue
      }
      const choice = pick(rng, choices)
      if (!choice) break
      await choice.run()
    }
    if (problems.length === 0 && !drained)
      problems.push(
        `did not drain: ${browser
          .live()
          .map((t) => `${t.name}${t.engine.isLeader() ? ' (leader)' : ''} queued ${t.engine.getState().outbox.queued}, pending ${t.engine.getState().cart.pending.length}`)
          .join('; ')}; election holder: ${browser.election.holder('summit-engine-outbox-summit-en-us') ?? 'none'}; locks held: ${browser.locks.held().join(', ') || 'none'}; warnings: ${browser.warnings.join(' / ')}; network ${network.requests.length}/${network.answers.length}; timers ${clock.pending()}`,
      )
    if (problems.length === 0) await checkInvariants(server, browser, say, problems, quiet, expired)
  } catch (error) {
    problems.push(`the run threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  } finally {
    await browser.close()
    resetApiRuntime()
  }
  const expected = expectedFrom(browser.log.records())
  return { seed, ok: problems.length === 0, problems, trace, steps, commands: expected.commands, requests: network.stats.calls, ms: performance.now() - started, serverMs: network.stats.serverMs }
}

/** Whether the browser's log holds a queued command that nothing settled (whichever tab wrote it, live or not). */
const unsettledInLog = (browser: SimBrowser): boolean => {
  const queued = new Set<string>()
  for (const r of browser.log.records()) {
    if (r.type === 'v1.CommandQueued') queued.add(r.commandId)
    else if (r.type === 'v1.CommandSettled') queued.delete(r.commandId)
  }
  return queued.size > 0
}

/** The consumers this browser's shopper has been (guest tokens, a sign-in). */
const consumersOf = (browser: SimBrowser): string[] => [
  ...new Set(browser.log.records().flatMap((r) => (r.type === 'v1.SessionStarted' ? [String((r.payload as { consumerNo: string }).consumerNo)] : []))),
]

const replayOf = (state: EngineState, exported: ReturnType<Tab['engine']['exportLog']>): EngineState => {
  const base = exported.snapshot ? { ...initialEngineState, ...exported.snapshot.state } : initialEngineState
  return applyEvents(base, exported.events.map((e) => decodeStoredEvent(e)!))
}

const checkInvariants = async (server: SimServer, browser: SimBrowser, say: (line: string) => void, problems: string[], quiet: () => Promise<void>, expired: ReadonlySet<string>) => {
  const records = browser.log.records()
  const expected = expectedFrom(records)
  problems.push(...expected.problems)
  const live = browser.live()
  const basketIds = new Set(live.map((t) => t.engine.getState().cart.basketId))
  if (basketIds.size > 1) problems.push(`tabs disagree on the cart: ${[...basketIds].join(', ')}`)
  const basketId = live[0]!.engine.getState().cart.basketId
  const serverLines = basketId
    ? await server.db.query<{ sku: string; qty: number }>(`SELECT sku, qty FROM basket_items WHERE basket_id = $1 AND NOT bonus`, [basketId])
    : []
  const serverCart = linesText(serverLines.map((l) => [l.sku, l.qty] as const))
  if (serverCart !== linesText(expected.cart)) problems.push(`server cart ${basketId}: ${serverCart}; the shopper did: ${linesText(expected.cart)}`)
  // The shopper now, and before (guests whose session the server ended keep what was theirs).
  const consumers = consumersOf(browser)
  const current = consumers.filter((c) => !expired.has(c))
  const savedLines = await server.db.query<{ sku: string; qty: number }>(
    `SELECT si.sku, si.qty FROM save_for_later_items si JOIN save_for_later s ON s.id = si.list_id WHERE s.consumer_no = ANY($1::text[])`,
    [current],
  )
  const serverSaved = linesText(savedLines.map((l) => [l.sku, l.qty] as const))
  if (serverSaved !== linesText(expected.saved)) problems.push(`server saved list: ${serverSaved}; the shopper did: ${linesText(expected.saved)}`)
  const strays = await server.db.query<{ id: string; lines: number }>(
    `SELECT b.id, count(bi.id)::int AS lines FROM baskets b JOIN basket_items bi ON bi.basket_id = b.id
     WHERE b.consumer_no = ANY($1::text[]) AND b.consumed_at IS NULL AND b.id IS DISTINCT FROM $2 GROUP BY b.id`,
    [current, basketId],
  )
  for (const stray of strays) problems.push(`another cart of the shopper, ${stray.id}, holds ${stray.lines} line(s): changes went to a cart the device no longer shows`)
  for (const tab of live) {
    const state = tab.engine.getState()
    const shown = linesText(state.cart.items.map((l) => [l.sku, l.qty] as const).filter(([sku]) => !state.cart.server?.items.find((i) => i.productId === sku && i.bonus)))
    if (shown !== serverCart) problems.push(`${tab.name} shows ${shown}; the server has ${serverCart}`)
    if (state.cart.pending.length > 0) problems.push(`${tab.name} still shows ${state.cart.pending.length} pending change(s)`)
    const replayed = JSON.stringify(projectedPart(replayOf(state, tab.engine.exportLog())))
    if (replayed !== JSON.stringify(projectedPart(state))) problems.push(`${tab.name}: its log does not replay to the state it shows`)
  }
  // A tab opened now reads the log alone (and hears the network is there).
  const late = browser.open()
  await late.engine.loaded
  await quiet()
  const lateState = late.engine.getState()
  if (JSON.stringify(projectedPart(lateState)) !== JSON.stringify(projectedPart(live[0]!.engine.getState())))
    problems.push(`a tab opened afterwards shows another state than ${live[0]!.name}`)
  say(`done ${expected.commands} commands; server cart ${serverCart}; saved ${serverSaved}`)
}
