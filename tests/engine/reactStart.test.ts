// When the engine starts (engine/react.tsx): at once on a device that holds engine state, else on
// the first demand; a dispatch made before it runs starts it and waits for it.
// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EngineHandle, ENGINE_STARTED_KEY, hasEngineState } from '../../src/engine/react'
import type { Engine } from '../../src/engine/Engine'

afterEach(() => localStorage.clear())

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
    const engine = { dispatch: vi.fn(async () => ({ ok: true, commandId: 'c1', events: [], queued: false })), subscribe: () => () => {}, subscribeToasts: () => () => {} }
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
})
