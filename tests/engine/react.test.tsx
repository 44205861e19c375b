// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://shop.test/en-us"}
// React binding: the server render shows the initial state (no engine), the client starts one,
// dispatches through useDispatch, and a component re-renders only when its selected slice changes.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setApiRuntime } from '../../src/api/config'
import { makeMemoryConnectivity } from '../../src/engine/effects/Connectivity'
import { memoryLayer } from '../../src/engine/effects/layers'
import { EngineProvider, selectCart, selectCartCount, selectOnline, selectOutboxQueued, selectStorage, useDispatch, useEngineState } from '../../src/engine/react'
import type { DispatchResult } from '../../src/engine/Engine'
import { BASES, SITE } from '../api/fixtures'
import { display } from './display'
import { makeFakeCommerce } from './fakeCommerce'
import { sessionCallsOverMsw } from './harness'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const commerce = makeFakeCommerce()
const server = setupServer(sessionCallsOverMsw().handler, ...commerce.handlers)
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' })
  setApiRuntime({ baseUrls: BASES })
})
afterAll(() => server.close())

const layer = memoryLayer()
let renders = { count: 0, status: 0 }
let send: ((sku: string) => Promise<DispatchResult>) | undefined

function CartCount() {
  renders.count++
  const count = useEngineState(selectCartCount)
  return <span data-testid="count">{count}</span>
}

function SessionStatus() {
  renders.status++
  const status = useEngineState((s) => s.session.status)
  return <span data-testid="status">{status}</span>
}

function AddButton() {
  const dispatch = useDispatch()
  send = (sku) => dispatch({ _tag: 'cart.AddItem', sku, qty: 1, display })
  return null
}

const App = () => (
  <EngineProvider site={SITE} layer={layer}>
    <CartCount />
    <SessionStatus />
    <AddButton />
  </EngineProvider>
)

describe('engine React binding', () => {
  it('renders the initial state on the server without starting an engine', () => {
    const html = renderToString(<App />)
    expect(html).toContain('>0<')
    expect(html).toContain('>none<')
    expect(commerce.calls()).toEqual([])
  })

  it('starts the engine on the client and re-renders only the slices that change', async () => {
    renders = { count: 0, status: 0 }
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    await act(async () => root.render(<App />))
    await act(async () => {
      await until(() => container.querySelector('[data-testid=status]')?.textContent === 'guest')
    })
    const statusRenders = renders.status
    await act(async () => {
      const result = await send!('SKU-A')
      expect(result.ok).toBe(true)
    })
    expect(container.querySelector('[data-testid=count]')?.textContent).toBe('1')
    // cart events changed the state several times; the session slice did not change, so no re-render
    expect(renders.status).toBe(statusRenders)
    expect(renders.count).toBeGreaterThan(1)
    await act(async () => root.unmount())
  })
})

describe('what the UI reads of the outbox', () => {
  const connectivity = makeMemoryConnectivity()
  const offlineLayer = memoryLayer({ connectivity, idPrefix: 'ui' })
  let add: ((sku: string) => Promise<DispatchResult>) | undefined

  function Outbox() {
    const queued = useEngineState(selectOutboxQueued)
    const online = useEngineState(selectOnline)
    const storage = useEngineState(selectStorage)
    const cart = useEngineState(selectCart)
    const dispatch = useDispatch()
    add = (sku) => dispatch({ _tag: 'cart.AddItem', sku, qty: 1, display })
    return (
      <p data-testid="outbox" data-outbox-queued={queued} data-online={online} data-storage={storage}>
        {cart.items.map((l) => `${l.sku}:${l.pending ?? 'ok'}`).join(',')}
      </p>
    )
  }

  it('shows queued changes and pending lines while offline, and none once the outbox drained', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    await act(async () =>
      root.render(
        <EngineProvider site={SITE} layer={offlineLayer}>
          <Outbox />
        </EngineProvider>,
      ),
    )
    const el = () => container.querySelector('[data-testid=outbox]')!
    await act(async () => {
      await until(() => add !== undefined)
      connectivity.setOnline(false)
      const result = await add!('SKU-Q')
      expect(result).toMatchObject({ ok: true, queued: true })
    })
    expect(el().getAttribute('data-outbox-queued')).toBe('1')
    expect(el().getAttribute('data-online')).toBe('false')
    expect(el().getAttribute('data-storage')).toBe('durable')
    expect(el().textContent).toBe('SKU-Q:add')
    await act(async () => {
      connectivity.setOnline(true)
      await until(() => el().getAttribute('data-outbox-queued') === '0' && el().textContent === 'SKU-Q:ok')
    })
    expect(el().getAttribute('data-online')).toBe('true')
    await act(async () => root.unmount())
  })
})

/** Waits for `condition`, long enough for a loaded machine (a bound on the wait, not on speed). */
async function until(condition: () => boolean, seconds = 20) {
  const deadline = Date.now() + seconds * 1000
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5))
  expect(condition()).toBe(true)
}
