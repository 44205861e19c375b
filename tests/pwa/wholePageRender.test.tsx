// The whole-page render of the shared pages (src/pwa/server/wholePageRender.ts), against the
// router's own streaming render, on a small route tree through the router's request handling.
import { QueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext, createRoute, createRouter, notFound } from '@tanstack/react-router'
import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { describe, expect, it } from 'vitest'
import { renderedBytes, suspendedPage, wholePageHandler } from '../../src/pwa/server/wholePageRender'

interface Context {
  readonly queryClient: QueryClient
}

const product = (id: string) => ({ queryKey: ['product', id], queryFn: async () => ({ id, name: `Ridge shell ${id}`, note: 'Wasserdicht · 2-lagig ✓' }) })

function Product() {
  const { id } = productRoute.useParams()
  const { data } = useSuspenseQuery(product(id))
  return (
    <main>
      <h1>{data.name}</h1>
      <p>{data.note}</p>
    </main>
  )
}

/** Reads data no loader fetched: it suspends while the query runs. */
function Unloaded() {
  const { data } = useSuspenseQuery({ queryKey: ['late'], queryFn: () => new Promise<string>((resolve) => setTimeout(() => resolve('late data'), 5)) })
  return <p>{data}</p>
}

const rootRoute = createRootRouteWithContext<Context>()({
  component: () => (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  ),
})
const productRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/p/$id',
  loader: ({ context, params }) => {
    if (params.id === 'missing') throw notFound()
    return context.queryClient.ensureQueryData(product(params.id))
  },
  component: Product,
  notFoundComponent: () => <p>No such product</p>,
})
const lateRoute = createRoute({ getParentRoute: () => rootRoute, path: '/late', component: Unloaded })
const routeTree = rootRoute.addChildren([productRoute, lateRoute])

const makeRouter = () => {
  const queryClient = new QueryClient()
  const router = createRouter({ routeTree, context: { queryClient }, ssr: { nonce: 'n0nce' } })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

const render = (path: string, callback: ReturnType<typeof wholePageHandler>) => createRequestHandler({ createRouter: makeRouter, request: new Request(`http://shop.test${path}`) })(callback)

/** The page with the times the router and the query client stamp it with taken out. */
const withoutTimes = (html: string) => html.replace(/\b\d{13}\b/g, 'T')

describe('a shared page rendered whole', () => {
  it('is the page the streaming render writes, as one body', async () => {
    const whole = await render('/p/SUM1', wholePageHandler())
    const streamed = await render('/p/SUM1', defaultStreamHandler)
    expect(suspendedPage(whole)).toBe(false)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toContain('text/html')
    const html = await whole.text()
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true)
    expect(html).toContain('<h1>Ridge shell SUM1</h1>')
    // The page's data and the router's state, for hydration, with the request's nonce.
    expect(html).toContain('Wasserdicht · 2-lagig ✓')
    expect(html).toMatch(/<script nonce="n0nce"[^>]*>[^<]*\$_TSR/)
    expect(withoutTimes(html)).toBe(withoutTimes(await streamed.text()))
  })

  it('hands its bytes to the caller as they are: the same page as its body, UTF-8 past latin1 included', async () => {
    const whole = await render('/p/SUM2', wholePageHandler())
    const bytes = renderedBytes(whole)
    expect(bytes).toBeDefined()
    const html = new TextDecoder().decode(bytes)
    expect(html).toContain('Wasserdicht · 2-lagig ✓')
    expect(html).toBe(await whole.text())
    // Any other response (a copy, the streaming render's) is read through its body.
    expect(renderedBytes(new Response(html))).toBeUndefined()
    expect(renderedBytes(await render('/p/SUM2', defaultStreamHandler))).toBeUndefined()
  })

  it("keeps the router's status: a product that does not exist is a 404", async () => {
    const whole = await render('/p/missing', wholePageHandler())
    expect(whole.status).toBe(404)
    expect(await whole.text()).toContain('No such product')
  })

  it('gives up on a page that suspends, which the streaming render then waits for', async () => {
    const whole = await render('/late', wholePageHandler())
    expect(suspendedPage(whole)).toBe(true)
    expect(await whole.text()).toBe('')
    const streamed = await (await render('/late', defaultStreamHandler)).text()
    expect(streamed).toContain('late data')
  })
})
