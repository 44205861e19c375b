// The header and footer kept between whole-page renders (src/pwa/server/keptParts.ts,
// src/ui/KeptPart.tsx): on a small route tree through the router's request handling, a page whose
// parts come from an earlier render is the page the streaming render writes, and a part is rendered
// again when its data, its facts or the links its URL makes active differ.
import { Link, Outlet, Scripts, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server'
import { useId } from 'react'
import { describe, expect, it } from 'vitest'
import { KeptPart } from '../../src/ui/KeptPart'
import { KeptParts, activeVariant, partLinks } from '../../src/pwa/server/keptParts'
import { wholePageHandler } from '../../src/pwa/server/wholePageRender'

/** The data the header shows, as the server's shared reads hold it: a new object when it is read again. */
let menu = { items: ['Jackets', 'Boots'] }
/** What the header reads besides its data and facts, which it must not (the verify mode catches it). */
let sneaky = ''
let headerRenders = 0
let nonce = ''

function HeaderBody({ items }: { items: readonly string[] }) {
  headerRenders++
  const id = useId()
  return (
    <header data-part="header">
      <button type="button" aria-controls={id}>
        Menu{sneaky}
      </button>
      <ul id={id}>
        {items.map((item, i) => (
          <li key={item}>
            {/* This route tree is not the app's registered one: its paths are not in the router's types. */}
            <Link to={`/c/${i + 1}` as never}>
              {item}
            </Link>
          </li>
        ))}
      </ul>
      {nonce && <script nonce={nonce}>{'void 0'}</script>}
    </header>
  )
}

function Header() {
  return (
    <KeptPart part="header" version={menu} facts="summit en-us">
      <HeaderBody items={menu.items} />
    </KeptPart>
  )
}

const rootRoute = createRootRoute({
  component: () => (
    <html lang="en">
      <head />
      <body>
        <Header />
        <main>
          <Outlet />
        </main>
        <Scripts />
      </body>
    </html>
  ),
})
const productRoute = createRoute({ getParentRoute: () => rootRoute, path: '/p/$id', component: () => <h1>Product {(productRoute.useParams() as { id: string }).id}</h1> })
const categoryRoute = createRoute({ getParentRoute: () => rootRoute, path: '/c/$id', component: () => <h1>Category {(categoryRoute.useParams() as { id: string }).id}</h1> })
const routeTree = rootRoute.addChildren([productRoute, categoryRoute])

const render = async (path: string, callback: Parameters<ReturnType<typeof createRequestHandler>>[0]) =>
  (await createRequestHandler({ createRouter: () => createRouter({ routeTree }), request: new Request(`http://shop.test${path}`) })(callback)).text()

/** The page with the times the router stamps it with taken out. */
const withoutTimes = (html: string) => html.replace(/\b\d{13}\b/g, 'T')

const headerOf = (html: string) => /<header[\s\S]*<\/header>/.exec(html)?.[0] ?? ''

describe('parts kept between whole-page renders', () => {
  it('writes the kept header into the next page: the page the streaming render writes, the header not rendered again', async () => {
    menu = { items: ['Jackets', 'Boots'] }
    const handler = wholePageHandler(new KeptParts())
    headerRenders = 0
    await render('/p/A1', handler)
    expect(headerRenders).toBe(1)
    const second = await render('/p/B2', handler)
    expect(headerRenders).toBe(1)
    expect(second).toContain('<h1>Product <!-- -->B2</h1>')
    expect(second).not.toContain('data-kept')
    expect(withoutTimes(second)).toBe(withoutTimes(await render('/p/B2', defaultStreamHandler)))
  })

  it('renders the header again for a page that makes one of its links active, and keeps that one too', async () => {
    menu = { items: ['Jackets', 'Boots'] }
    const handler = wholePageHandler(new KeptParts())
    await render('/p/A1', handler)
    headerRenders = 0
    const category = await render('/c/2', handler)
    expect(headerRenders).toBe(1)
    expect(headerOf(category)).toMatch(/href="\/c\/2"[^>]*aria-current="page"/)
    expect(withoutTimes(category)).toBe(withoutTimes(await render('/c/2', defaultStreamHandler)))
    // The same category again: kept. A product again: the first one kept.
    headerRenders = 0
    await render('/c/2', handler)
    await render('/p/C3', handler)
    expect(headerRenders).toBe(0)
    // The page's own link with a query: the query may change what the router marks, so it is rendered.
    await render('/c/2?sort=price', handler)
    expect(headerRenders).toBe(1)
  })

  it('renders the header again when its data is read again (a published change)', async () => {
    menu = { items: ['Jackets', 'Boots'] }
    const handler = wholePageHandler(new KeptParts())
    await render('/p/A1', handler)
    menu = { items: ['Jackets', 'Boots', 'Tents'] }
    headerRenders = 0
    const after = await render('/p/B2', handler)
    expect(headerRenders).toBe(1)
    expect(after).toContain('Tents')
  })

  it('does not keep a part that carries a nonce (it belongs to one render)', async () => {
    menu = { items: ['Jackets'] }
    const handler = wholePageHandler(new KeptParts())
    nonce = 'n0nce'
    try {
      headerRenders = 0
      await render('/p/A1', handler)
      await render('/p/B2', handler)
      expect(headerRenders).toBe(2)
    } finally {
      nonce = ''
    }
  })

  it('in verify mode renders every part and fails the page whose part differs from the kept one', async () => {
    menu = { items: ['Jackets'] }
    const handler = wholePageHandler(new KeptParts('verify'))
    await render('/p/A1', handler)
    headerRenders = 0
    await render('/p/B2', handler)
    expect(headerRenders).toBe(1)
    sneaky = '!'
    try {
      await expect(render('/p/C3', handler)).rejects.toThrow(/the header rendered for \/p\/C3 differs/)
    } finally {
      sneaky = ''
    }
  })
})

describe('a keeper', () => {
  const page = (header: string) => Buffer.from(`<html><body>${header}<main>page</main></body></html>`)
  const at = { pathname: '/p/A1', search: '' }

  it('keeps the part with any element of its name inside it, and writes it in place of its placeholder', () => {
    const kept = new KeptParts()
    const version = {}
    const header = '<header data-part="header"><header>inner</header><p>after</p></header>'
    const first = kept.forRender(at)
    expect(first.kept('header', version, 'f')).toBe(false)
    expect(first.finish(page(header))?.toString()).toBe(page(header).toString())
    const second = kept.forRender({ pathname: '/p/B2', search: '' })
    expect(second.kept('header', version, 'f')).toBe(true)
    expect(second.finish(page('<header data-part="header" data-kept=""></header>'))?.toString()).toBe(page(header).toString())
    // Other facts, or another data object: not kept.
    expect(kept.forRender(at).kept('header', version, 'g')).toBe(false)
    expect(kept.forRender(at).kept('header', {}, 'f')).toBe(false)
  })

  it('gives no page when the placeholder is not there (the page is rendered again, streamed)', () => {
    const kept = new KeptParts()
    const version = {}
    const first = kept.forRender(at)
    first.kept('header', version, 'f')
    first.finish(page('<header data-part="header">menu</header>'))
    const second = kept.forRender(at)
    expect(second.kept('header', version, 'f')).toBe(true)
    expect(second.finish(page('<header>something else</header>'))).toBeUndefined()
  })
})

describe('the links a URL makes active', () => {
  const links = partLinks('<a href="/en-us">Home</a><a href="/en-us/c/men-1">Men</a><a href="/en-us/search?q=sale&amp;sort=new">Sale</a><a href="https://help.example">Help</a>')

  it('reads the internal links of a part, without their query', () => {
    expect(links).toEqual([
      { path: '/en-us', query: false },
      { path: '/en-us/c/men-1', query: false },
      { path: '/en-us/search', query: true },
    ])
  })

  it('tells apart the pages whose active links differ, by path segment as the router does', () => {
    const of = (pathname: string, search = '') => activeVariant(links, { pathname, search })
    // Every product page marks the same links (the home link is above them all).
    expect(of('/en-us/p/a-1')).toBe(of('/en-us/p/b-2'))
    expect(of('/en-us/c/men-1')).not.toBe(of('/en-us/p/a-1'))
    expect(of('/en-us/c/men-1/')).toBe(of('/en-us/c/men-1'))
    // Another category whose id starts alike is not below it.
    expect(of('/en-us/c/men-10')).toBe(of('/en-us/p/a-1'))
    // Below a link: active, and not the same as on it.
    expect(of('/en-us/c/men-1/x')).not.toBe(of('/en-us/c/men-1'))
    // On a link's own page, or one whose link has a query, the query counts.
    expect(of('/en-us/c/men-1', '?page=2')).not.toBe(of('/en-us/c/men-1'))
    expect(of('/en-us/search', '?q=sale')).not.toBe(of('/en-us/search', '?q=tent'))
    expect(of('/en-us/p/a-1', '?colour=red')).toBe(of('/en-us/p/a-1'))
    // Percent-escapes compare decoded, as the router compares paths.
    const accented = partLinks('<a href="/fr-fr/c/v%C3%AAtements-1">Vêtements</a>')
    expect(activeVariant(accented, { pathname: '/fr-fr/c/v%c3%aatements-1', search: '' })).toBe(activeVariant(accented, { pathname: '/fr-fr/c/vêtements-1', search: '' }))
    expect(activeVariant(accented, { pathname: '/fr-fr/c/v%E0%A4%A', search: '' })).toBe('')
  })
})
