// When the engine starts (engine/react.tsx): at once on a device that holds engine state, else on
// the first demand; a dispatch made before it runs starts it and waits for it. Until it has read its
// log the handle shows the stored cart (engine/cartPreview.ts), or says the cart is not known yet.
// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EngineHandle, ENGINE_STARTED_KEY, hasEngineState } from '../../src/engine/react'
import type { Engine } from '../../src/engine/Engine'
import { initialEngineState, type EngineState } from '../../src/engine/projections/engineState'

afterEach(() => localStorage.clear())

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

describe('engine start', () => {
  it('sees engine state on the device by any summit-engine. key', () => {
    expect(hasEngineState()).toBe(false)
    localStorage.setItem('unrelated', '1')
    expect(hasEngineState()).toBe(false)
    localStorage.setItem('summit-engine.token.summit-en-us', '{}')
    expect(hasEngineState()).toBe(true)
    localStorage.clear()
    localStorage.setItem(ENGINE_STARTED_KEY, '1')
    expect(hasEngineState()).toBe(true)
  })

  it('a dispatch before the engine runs asks for it once and is answered by it', async () => {
    const handle = new EngineHandle()
    const start = vi.fn()
    handle.setStarter(start)
    const dispatched = handle.dispatch({ _tag: 'cart.RemoveItem', itemId: 'i1' })
    expect(start).toHaveBeenCalledTimes(1)
    const engine = { dispatch: vi.fn(async () => ({ ok: true, commandId: 'c1', events: [], queued: false })), subscribe: () => () => {}, subscribeToasts: () => () => {}, loaded: Promise.resolve() }
    handle.attach(engine as unknown as Engine)
    await expect(dispatched).resolves.toMatchObject({ ok: true, commandId: 'c1' })
    expect(engine.dispatch).toHaveBeenCalledWith({ _tag: 'cart.RemoveItem', itemId: 'i1' })
  })

  it('keeps a demand made before the provider set its starter', () => {
    const handle = new EngineHandle()
    handle.demand()
    const start = vi.fn()
    handle.setStarter(start)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('shows the stored cart until the engine has read its log, then the engine’s state', async () => {
    const handle = new EngineHandle()
    expect(handle.cartSource()).toBe('unknown')
    const stored: EngineState = { ...initialEngineState, cart: { ...initialEngineState.cart, count: 2 } }
    handle.showUntilLoaded(stored)
    expect(handle.cartSource()).toBe('stored')
    expect(handle.getState()).toBe(stored)
    let loaded!: () => void
    const engineState: EngineState = { ...initialEngineState, cart: { ...initialEngineState.cart, count: 3 } }
    let current = initialEngineState
    const engine = { getState: () => current, subscribe: () => () => {}, subscribeToasts: () => () => {}, loaded: new Promise<void>((resolve) => (loaded = resolve)) }
    handle.attach(engine as unknown as Engine)
    // Attached but still reading its log (its state is the empty initial one): the stored cart stays.
    expect(handle.getState()).toBe(stored)
    current = engineState
    loaded()
    await engine.loaded
    await Promise.resolve()
    // The switch comes in a task of its own, not in the one that read the log (a shorter task each).
    expect(handle.cartSource()).toBe('stored')
    await nextTask()
    expect(handle.cartSource()).toBe('engine')
    expect(handle.getState()).toBe(engineState)
  })

  it('says the cart is not known on a device with engine state but no stored copy, until the engine has read its log', async () => {
    const handle = new EngineHandle()
    handle.showUntilLoaded(null)
    expect(handle.cartSource()).toBe('unknown')
    const engine = { getState: () => initialEngineState, subscribe: () => () => {}, subscribeToasts: () => () => {}, loaded: Promise.resolve() }
    handle.attach(engine as unknown as Engine)
    await engine.loaded
    await nextTask()
    expect(handle.cartSource()).toBe('engine')
  })
})
