// Security headers and the cart page's scripts (the page checkout builds on): the nonce-based
// Content-Security-Policy and its companions; every script the page runs is in the inventory
// (src/pwa/server/scriptInventory.ts), comes from our origin, and is pinned — built modules by a verified
// SHA-384 integrity hash, inline scripts by the page's nonce — and the browser reports no violation.
import { createHash } from 'node:crypto'
import { expect, test, type Page, type Request } from '@playwright/test'
import { CHECKOUT_SCRIPT_INVENTORY, inventoryEntryForInline, inventoryEntryForPath } from '../src/pwa/server/scriptInventory'

interface ServedScript {
  readonly type: string | undefined
  readonly src: string | undefined
  readonly nonce: string | undefined
  readonly integrity: string | undefined
  readonly text: string
}

const attr = (attrs: string, name: string): string | undefined => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(attrs)?.[1]

/** Scripts and module preloads as the server sent them (the DOM hides nonces from scripts). */
const parsePage = (html: string) => {
  const scripts: ServedScript[] = []
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? ''
    scripts.push({ type: attr(attrs, 'type'), src: attr(attrs, 'src'), nonce: attr(attrs, 'nonce'), integrity: attr(attrs, 'integrity'), text: m[2] ?? '' })
  }
  const preloads = new Map<string, string | undefined>()
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = m[1] ?? ''
    if ((attr(attrs, 'rel') ?? '').toLowerCase() === 'modulepreload') preloads.set(attr(attrs, 'href') ?? '', attr(attrs, 'integrity'))
  }
  const importMap = scripts.find((s) => s.type === 'importmap')
  const mapped = importMap ? ((JSON.parse(importMap.text) as { integrity?: Record<string, string> }).integrity ?? {}) : {}
  return { scripts, preloads, mapped }
}

const collectViolations = async (page: Page) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`))
  })
  const console: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|integrity/i.test(message.text())) console.push(message.text())
  })
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))]
}

test('shared pages carry a hash-based Content-Security-Policy that names every inline script and style, and no nonce', async ({ request }) => {
  for (const path of ['/en-us', '/fr-fr/location-selector']) {
    const response = await request.get(path)
    const csp = response.headers()['content-security-policy'] ?? ''
    expect(csp).not.toContain("'nonce-")
    const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]))
    const html = await response.text()
    expect(html).not.toMatch(/\snonce="/)
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    const { scripts } = parsePage(html)
    for (const script of scripts.filter((s) => !s.src && s.type !== 'application/ld+json')) expect(directives.get('script-src'), script.text.slice(0, 80)).toContain(hash(script.text))
    for (const style of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) expect(directives.get('style-src')).toContain(hash(style[1]!))
    expect(html, 'the inline stylesheet, not its placeholder').not.toContain('summit-inline-css')
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('frame-ancestors')).toEqual(["'none'"])
  }
})

test('personal pages carry a nonce-based Content-Security-Policy and the other security headers', async ({ request }) => {
  for (const path of ['/en-us/cart', '/en-us/p/unknown-ZZZZZZZZ']) {
    const response = await request.get(path)
    const headers = response.headers()
    const csp = headers['content-security-policy'] ?? ''
    expect(csp, `${path}: Content-Security-Policy (the router must pass ssr: routerSsrOptions())`).not.toBe('')
    const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]))
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(directives.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`])
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('base-uri')).toEqual(["'none'"])
    expect(directives.get('frame-ancestors')).toEqual(["'none'"])
    expect(directives.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']))
    expect(directives.get('connect-src')).toContain("'self'")
    expect(directives.get('worker-src')).toEqual(["'self'"])
    expect(directives.get('manifest-src')).toEqual(["'self'"])
    expect(directives.get('style-src')).not.toContain("'unsafe-inline'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')

    // Every inline script of the page carries this response's nonce; a fresh one per response.
    const html = await response.text()
    const { scripts } = parsePage(html)
    // The whole stylesheet is inline, written in where the render left its placeholder (src/site/inlineStylesheet.ts).
    const inlineCss = /<style\b[^>]*data-tsr-inline-css[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
    expect(inlineCss.length, `${path}: the inline stylesheet`).toBeGreaterThan(10_000)
    expect(html).not.toContain('summit-inline-css')
    for (const script of scripts.filter((s) => !s.src)) expect(script.nonce, script.text.slice(0, 80)).toBe(nonce)
    const again = (await request.get(path)).headers()['content-security-policy']
    expect(again).not.toBe(csp)
  }
})

test('the cart page runs only inventoried, same-origin, integrity-checked scripts, with no policy violation', async ({ page, baseURL }, testInfo) => {
  const violations = await collectViolations(page)
  const scriptRequests: Request[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scriptRequests.push(r)
  })

  const response = await page.goto('/en-us/cart')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const { scripts, preloads, mapped } = parsePage(await response!.text())
  const nonce = /'nonce-([^']+)'/.exec(response!.headers()['content-security-policy'] ?? '')?.[1]

  // Inline scripts: each one known, each with the nonce.
  const inventoried: string[] = []
  for (const script of scripts.filter((s) => !s.src)) {
    const entry = inventoryEntryForInline(script.type, script.text)
    expect(entry, `inline script not in the inventory: ${script.text.slice(0, 120)}`).toBeDefined()
    expect(script.nonce).toBe(nonce)
    inventoried.push(entry!.id)
  }

  // Script files: our origin only, each a built module in the inventory, each with an integrity hash
  // (attribute or import map) that matches the bytes served.
  expect(scriptRequests.length).toBeGreaterThan(0)
  const origin = new URL(baseURL!).origin
  const loaded: string[] = []
  for (const request of scriptRequests) {
    const url = new URL(request.url())
    expect(url.origin, `script from another origin: ${url.href}`).toBe(origin)
    const entry = inventoryEntryForPath(url.pathname, 'built-module')
    expect(entry, `script not in the inventory: ${url.pathname}`).toBeDefined()
    const tag = scripts.find((s) => s.src === url.pathname)
    const integrity = tag?.integrity ?? preloads.get(url.pathname) ?? mapped[url.pathname]
    expect(integrity, `no integrity for ${url.pathname}`).toMatch(/^sha384-/)
    if (tag) expect(tag.integrity, `<script src=${url.pathname}> carries integrity`).toBe(integrity)
    if (preloads.has(url.pathname)) expect(preloads.get(url.pathname), `modulepreload ${url.pathname} carries integrity`).toBe(integrity)
    const body = await (await request.response())!.body()
    expect(`sha384-${createHash('sha384').update(body).digest('base64')}`, url.pathname).toBe(integrity)
    loaded.push(url.pathname)
  }
  // Every module the server could hand this page is pinned in the import map, and nothing else.
  for (const path of Object.keys(mapped)) expect(inventoryEntryForPath(path, 'built-module'), path).toBeDefined()

  expect(await violations()).toEqual([])
  await testInfo.attach('cart-page-scripts.json', {
    contentType: 'application/json',
    body: JSON.stringify({ inline: inventoried, modules: loaded, inventory: CHECKOUT_SCRIPT_INVENTORY.map((e) => e.id) }, null, 2),
  })
})

test('compressed text and immutable built files', async ({ request }) => {
  const page = await request.get('/en-us', { headers: { 'accept-encoding': 'br, gzip' } })
  expect(page.headers()['content-encoding']).toBe('br')
  // The home page's modules are listed by its image-first loader (src/pwa/server/imageFirstScripts.ts).
  const entry = /"(\/assets\/index-[\w-]+\.js)"/.exec(await page.text())?.[1]
  expect(entry).toBeTruthy()
  const asset = await request.get(entry!, { headers: { 'accept-encoding': 'gzip' } })
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(asset.headers()['content-encoding']).toBe('gzip')
  const context = 'siteId=summit-en-us&channel=ECOMM&brand=summit&region=US&source=ECOM15&clientApp=e2e'
  const api = await request.get(`/api/content/publish/caas/v1/canvas/page/summit-en-us/home?${context}`, { headers: { 'accept-encoding': 'gzip' } })
  expect(api.status()).toBe(200)
  expect(api.headers()['content-encoding']).toBe('gzip')
  expect(api.headers()['vary']).toContain('Accept-Encoding')
})
