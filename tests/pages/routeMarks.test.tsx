// @vitest-environment jsdom
// Every route's content says when React has hydrated it with the app's own mark (src/pages/routeMarks.ts),
// so early input waits for a page or the locale layout without reading React's private fiber keys.
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { markRoutes, markedRoute } from '../../src/pages/routeMarks'
import { awaitsHydration } from '../../src/pwa/browser/hydrationMark'
import { getRouter } from '../../src/router'

// The router's CSP nonce is the server runtime's (a request's); none here.
vi.mock('../../src/pwa/server/cspNonce', () => ({ routerSsrOptions: () => ({}) }))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const Page = () => <button type="button">Add to cart</button>

describe('route marks', () => {
  it('every route of the app but the root renders its component inside the mark', () => {
    const routes = Object.values(getRouter().routesById)
    const withComponent = routes.filter((r) => !r.isRoot && r.options.component)
    expect(withComponent.length).toBeGreaterThan(20)
    for (const route of withComponent) expect((route.options.component as { marked?: true }).marked, route.id).toBe(true)
    const root = routes.find((r) => r.isRoot)!
    expect((root.options.component as { marked?: true } | undefined)?.marked).toBeUndefined()
  })

  it('wraps once however many routers are made, and keeps a lazy component’s preload', () => {
    const preload = async () => {}
    const lazy = Object.assign(() => <p>lazy</p>, { preload })
    const route = { options: { component: lazy as unknown } }
    markRoutes([route])
    const once = route.options.component
    markRoutes([route])
    expect(route.options.component).toBe(once)
    expect((once as { preload?: unknown }).preload).toBe(preload)
  })

  it('the server’s HTML holds the mark; hydration takes it off, and early input then lets the button be', async () => {
    const Marked = markedRoute(Page)
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Marked />)
    document.body.append(container)
    const button = container.querySelector('button')!
    expect(awaitsHydration(button)).toBe(true)
    await act(async () => {
      hydrateRoot(container, <Marked />)
    })
    expect(container.querySelector('[data-hydrating]')).toBeNull()
    expect(awaitsHydration(button)).toBe(false)
    container.remove()
  })
})
