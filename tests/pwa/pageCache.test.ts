import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { PageCache, bodyIn, cacheablePage, cachedPage, inlineHashes, withoutNonce } from '../../src/pwa/server/pageCache'
import { createSharedPages, type SharedPagesDeps } from '../../src/pwa/server/sharedPages'
import { byteString } from '../../src/pwa/server/htmlStream'
import { stylesheetPlaceholder } from '../../src/site/inlineStylesheet'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const page = (html: string, productId?: string, at = 0) => cachedPage(html, [['content-type', 'text/html; charset=utf-8']], productId, at)

describe('which pages are shared', () => {
  it('home, category, product, search, static pages and the location selector; never the personal ones', () => {
    for (const path of ['/en-us', '/en-us/', '/fr-fr/c/vestes-1234', '/de-de/search', '/en-gb/pages/returns', '/en-us/location-selector']) expect(cacheablePage(path)).toEqual({})
    expect(cacheablePage('/en-us/p/ridge-shell-SUM1234501')).toEqual({ productId: 'SUM1234501' })
    for (const path of ['/en-us/cart', '/en-us/checkout', '/en-us/account', '/en-us/sign-in', '/en-us/order-confirmation', '/en-us/offline', '/', '/en-us/p/x/y', '/api/x'])
      expect(cacheablePage(path)).toBeUndefined()
  })
})

describe('inline hashes', () => {
  it('hash each inline script the browser runs and each style, exactly as written; not script files or data blocks', () => {
    const html =
      '<html><head><style nonce="n">a{color:red}</style><script>var a = "&amp;";</script><script type="module">import "x"</script>' +
      '<script src="/a.js"></script><script type="application/ld+json">{"a":1}</script><script type="importmap">{"imports":{}}</script></head></html>'
    const hashes = inlineHashes(html)
    expect(hashes.scripts.sort()).toEqual([sha('var a = "&amp;";'), sha('import "x"'), sha('{"imports":{}}')].sort())
    expect(hashes.styles).toEqual([sha('a{color:red}')])
  })

  it('close a script or style at its first end tag, in any case, and hash a long stylesheet the same on every page', () => {
    const sheet = `.a{color:red}${'.b{margin:0}'.repeat(1000)}`
    const html = `<STYLE>${sheet}</STYLE ><script>if (a </ b) x("</scrip")</SCRIPT><script>"</script>"</script>`
    const hashes = inlineHashes(html)
    expect(hashes.styles).toEqual([sha(sheet)])
    expect(hashes.scripts).toEqual([sha('if (a </ b) x("</scrip")'), sha('"')])
    expect(inlineHashes(`<html>${html}</html>`)).toEqual(hashes)
    // An element left open (a page cut short) is not hashed.
    expect(inlineHashes('<script>x()').scripts).toEqual([])
  })

  it('hash an inline script past ASCII by its UTF-8 bytes, as the browser does, and keep those bytes', () => {
    const script = 'greet("Grüß dich — 日本 😀")'
    const html = byteString(new TextEncoder().encode(`<p>é</p><script>${script}</script>`))
    expect(inlineHashes(html).scripts).toEqual([sha(script)])
    expect(page(html).html.toString('utf8')).toBe(`<p>é</p><script>${script}</script>`)
  })

  it('the shared copy carries no nonce', () => {
    const html = '<meta property="csp-nonce" content="abc"/><script nonce="abc">x()</script><style nonce="abc"></style>'
    expect(withoutNonce(html, 'abc')).toBe('<script>x()</script><style></style>')
  })
})

describe('the page cache', () => {
  it('serves fresh, then stale, then forgets', () => {
    const cache = new PageCache(1e6, { fresh: 60, stale: 600 })
    cache.store('k', page('<p>a</p>', undefined, 0))
    expect(cache.lookup('k', 59_000).state).toBe('fresh')
    expect(cache.lookup('k', 61_000).state).toBe('stale')
    expect(cache.lookup('k', 601_000).state).toBe('miss')
    expect(cache.size).toBe(0)
  })

  it('keeps within its memory, dropping the least recently used first', () => {
    const html = 'x'.repeat(10_000)
    const cache = new PageCache(3 * (10_000 + 512))
    for (const key of ['a', 'b', 'c']) cache.store(key, page(html))
    cache.lookup('a', 0)
    cache.store('d', page(html))
    expect(['a', 'b', 'c', 'd'].map((k) => cache.lookup(k, 0).state)).toEqual(['fresh', 'miss', 'fresh', 'fresh'])
    expect(cache.usedBytes).toBeLessThanOrEqual(3 * (10_000 + 512))
  })

  it('drops what a change makes stale', () => {
    const cache = new PageCache(1e6)
    const fill = () => {
      cache.clear()
      cache.store('p1', page('1', 'SUM1'))
      cache.store('p2', page('2', 'SUM2'))
      cache.store('list', page('l'))
    }
    fill()
    expect(cache.apply({ kind: 'stock', productIds: ['SUM1'] })).toBe(1)
    expect(cache.lookup('list', 0).state).toBe('fresh')
    fill()
    expect(cache.apply({ kind: 'product', productIds: ['SUM1'] })).toBe(2)
    expect(cache.lookup('p2', 0).state).toBe('fresh')
    fill()
    expect(cache.apply({ kind: 'all' })).toBe(3)
  })

  it('compresses a body once per encoding, however many ask at once', async () => {
    const p = page('<p>' + 'summit '.repeat(500) + '</p>')
    const [gz, again] = await Promise.all([bodyIn(p, 'gzip'), bodyIn(p, 'gzip')])
    expect(again).toBe(gz)
    expect(await bodyIn(p, 'gzip')).toBe(gz)
    expect(gunzipSync(gz).toString()).toBe(p.html.toString())
    expect(brotliDecompressSync(await bodyIn(p, 'br')).toString()).toBe(p.html.toString())
    expect(await bodyIn(p, undefined)).toBe(p.html)
  })

  it('counts a body compressed after the page was kept, once', async () => {
    const cache = new PageCache(1e6)
    const p = page('<p>' + 'summit '.repeat(500) + '</p>')
    cache.store('k', p)
    const before = cache.usedBytes
    const gz = await bodyIn(p, 'gzip')
    cache.grew('k', p)
    cache.grew('k', p)
    expect(cache.usedBytes).toBe(before + gz.byteLength)
    // A page no longer kept under its key counts for nothing.
    cache.clear()
    cache.grew('k', p)
    expect(cache.usedBytes).toBe(0)
  })
})

describe('serving shared pages', () => {
  const setup = (overrides: Partial<SharedPagesDeps> = {}) => {
    let renders = 0
    const rendered: string[] = []
    let clock = 0
    let onChange: (change: { kind: 'all' | 'stock' | 'product'; productIds?: string[] }) => void = () => undefined
    let release: () => void = () => undefined
    let gate: Promise<void> = Promise.resolve()
    const deps: SharedPagesDeps = {
      render: async (request, nonce) => {
        renders++
        rendered.push(request.url)
        const n = renders
        expect(request.headers.get('cookie')).toBeNull()
        expect(request.headers.get('authorization')).toBeNull()
        await gate
        return { response: new Response(`<html><script nonce="${nonce}">render(${n})</script></html>`, { headers: { 'content-type': 'text/html' } }), nonceUsed: true }
      },
      rewrite: (response) => response.text(),
      finish: async (_request, response) => response,
      subscribe: async (fn) => {
        onChange = fn
      },
      newNonce: () => `nonce${Math.random()}`,
      now: () => clock,
      ...overrides,
    }
    const shared = createSharedPages(deps, { maxBytes: 1e6, freshness: { fresh: 60, stale: 600 } })
    const get = (headers: Record<string, string> = {}, href = 'http://shop.test/en-us') =>
      shared.serve(new Request(href, { headers: { cookie: 'session=secret', authorization: 'Bearer t', ...headers } }), new URL(href), 'summit', undefined)
    return {
      shared,
      get,
      renders: () => renders,
      rendered,
      tick: (ms: number) => (clock += ms),
      change: (c: Parameters<typeof onChange>[0]) => onChange(c),
      hold: () => (gate = new Promise((resolve) => (release = resolve))),
      release: () => release(),
    }
  }

  it('renders once for many shoppers arriving together, without their cookies, and sends the same bytes to all', async () => {
    const t = setup()
    t.hold()
    const answers = Array.from({ length: 5 }, () => t.get())
    t.release()
    const responses = await Promise.all(answers)
    expect(t.renders()).toBe(1)
    const bodies = await Promise.all(responses.map((r) => r.text()))
    expect(new Set(bodies).size).toBe(1)
    expect(bodies[0]).not.toContain('nonce')
    const csp = responses[0]!.headers.get('content-security-policy')!
    expect(csp).toContain(sha('render(1)'))
    expect(responses[0]!.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=540')
    expect(responses[0]!.headers.get('vary')).toBe('Accept-Encoding')
  })

  it('serves the clicks of a campaign (each with its own gclid or fbclid) the page rendered without them', async () => {
    const t = setup()
    const base = 'http://shop.test/en-us/c/jackets-1234?sort=price-asc'
    const first = await t.get({}, `${base}&utm_source=newsletter&gclid=Cj0KCQ1`)
    expect(first.headers.get('x-page-cache')).toBe('miss')
    expect(t.rendered).toEqual([base])
    for (const href of [`${base}&gclid=Cj0KCQ2`, `${base}&fbclid=IwAR3&UTM_Campaign=sale`, base]) {
      expect((await t.get({}, href)).headers.get('x-page-cache')).toBe('hit')
    }
    expect(t.renders()).toBe(1)
    // What the page shows still chooses the page.
    expect((await t.get({}, 'http://shop.test/en-us/c/jackets-1234?sort=price-desc&gclid=Cj0KCQ3')).headers.get('x-page-cache')).toBe('miss')
    expect(t.rendered[1]).toBe('http://shop.test/en-us/c/jackets-1234?sort=price-desc')
  })

  it('answers 304 to a matching ETag, serves stale while one render replaces it', async () => {
    const t = setup()
    const first = await t.get()
    const etag = first.headers.get('etag')!
    expect((await t.get({ 'if-none-match': etag })).status).toBe(304)
    t.tick(61_000)
    const stale = await t.get()
    expect(stale.headers.get('x-page-cache')).toBe('stale')
    expect(await stale.text()).toContain('render(1)')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(t.renders()).toBe(2)
    const fresh = await t.get()
    expect(fresh.headers.get('x-page-cache')).toBe('hit')
    expect(await fresh.text()).toContain('render(2)')
  })

  it('gives a page another ETag when its stylesheet or its text changes, and the same one when neither does', async () => {
    let css = '.a{color:red}'
    let text = 'one'
    const t = setup({
      render: async () => ({ response: new Response(`<html><head><style>${stylesheetPlaceholder(css)}</style></head><body>${text}</body></html>`, { headers: { 'content-type': 'text/html' } }), nonceUsed: true }),
    })
    const etagAfter = async (): Promise<{ etag: string; body: string }> => {
      t.change({ kind: 'all' })
      const response = await t.get()
      return { etag: response.headers.get('etag')!, body: await response.text() }
    }
    const first = await etagAfter()
    expect(first.body).toContain('<style>.a{color:red}</style>')
    expect((await etagAfter()).etag).toBe(first.etag)
    css = '.a{color:blue}'
    const restyled = await etagAfter()
    expect(restyled.body).toContain('.a{color:blue}')
    expect(restyled.etag).not.toBe(first.etag)
    text = 'two'
    expect((await etagAfter()).etag).not.toBe(restyled.etag)
  })

  it('drops a page on a change, and keeps no page whose render began before the change', async () => {
    const t = setup()
    await t.get()
    t.change({ kind: 'all' })
    t.hold()
    const during = t.get()
    t.change({ kind: 'product', productIds: ['X'] })
    t.release()
    expect(await (await during).text()).toContain('render(2)')
    const after = await t.get()
    expect(after.headers.get('x-page-cache')).toBe('miss')
    expect(t.renders()).toBe(3)
  })

  it('never keeps a render that sets a cookie or is not a 200 page', async () => {
    for (const response of [
      new Response('<html></html>', { headers: { 'content-type': 'text/html', 'set-cookie': 'a=b' } }),
      new Response('<html>404</html>', { status: 404, headers: { 'content-type': 'text/html' } }),
    ]) {
      const t = setup({ render: async () => ({ response: response.clone(), nonceUsed: true }) })
      await t.get()
      expect((await t.get()).headers.get('x-page-cache')).toBeNull()
    }
  })
})
