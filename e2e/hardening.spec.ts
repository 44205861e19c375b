// Hardening at the door of the built server (issue 14 findings 9 and 10, docs/decisions/0021), with
// raw HTTP where a browser or fetch would not send the request: every 4xx the server itself answers
// is in the spec's error shape (a request line or headers over 16 KiB, a method the parser does not
// know, a page asked for with another method than GET or HEAD, a path that is not valid
// percent-encoded UTF-8); forwarded headers are believed only from a configured proxy; every page
// says how it may be cached.
import { connect } from 'node:net'
import { expect, test } from '@playwright/test'
import { startServer, type OwnServer } from './support/ownServer'

const PORT = Number(process.env.E2E_PORT ?? 3210)
// The proxy test's own server: after the restart (+1) and update (+2) tests' servers.
const PROXIED_PORT = PORT + 3

interface RawResponse {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

/** Sends `head` (and `body`) as they are over a new connection and reads the whole answer (the server closes it). */
const raw = (port: number, head: string, body = ''): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const bytes = Buffer.concat(chunks)
      const split = bytes.indexOf('\r\n\r\n')
      const [statusLine = '', ...lines] = bytes.subarray(0, split).toString('latin1').split('\r\n')
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]))
      let payload = bytes.subarray(split + 4)
      if (headers['transfer-encoding'] === 'chunked') {
        const parts: Buffer[] = []
        for (let at = 0; ; ) {
          const end = payload.indexOf('\r\n', at)
          const size = parseInt(payload.subarray(at, end).toString('latin1'), 16)
          if (!size) break
          parts.push(payload.subarray(end + 2, end + 2 + size))
          at = end + 2 + size + 2
        }
        payload = Buffer.concat(parts)
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: payload.toString('utf8') })
    })
    socket.write(`${head}\r\nConnection: close\r\n\r\n${body}`)
  })

const get = (path: string, headers: Record<string, string> = {}, port = PORT) =>
  raw(port, [`GET ${path} HTTP/1.1`, `Host: localhost:${port}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)].join('\r\n'))

/** The answer is the spec's error shape with this status and error id; returns the detail. */
const expectErrorShape = (response: RawResponse, status: number, errorId: string) => {
  expect(response.status).toBe(status)
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  const body = JSON.parse(response.body) as { appId: string; correlationId: string; errorDetails: Array<{ errorId: string; message: string; params?: Record<string, unknown> }> }
  expect(body.appId).toMatch(/\S/)
  expect(body.correlationId).toMatch(/\S/)
  expect(body.errorDetails).toHaveLength(1)
  expect(body.errorDetails[0]).toMatchObject({ errorId, message: expect.stringMatching(/\S/) })
  return body.errorDetails[0]!
}

test.describe('the server\'s own 4xx answers', () => {
  test('a request line or headers over 16 KiB: 431 in the spec\'s error shape, and the server answers the next request', async () => {
    const bigHeader = await get('/en-us', { 'X-Padding': 'a'.repeat(20_000) })
    expect(expectErrorShape(bigHeader, 431, 'ATTR300').params).toEqual({ maxBytes: 16_384 })
    const bigUrl = await get(`/en-us?q=${'a'.repeat(20_000)}`)
    expectErrorShape(bigUrl, 431, 'ATTR300')
    const bigApiHeader = await get('/fapi/server/time', { Cookie: 'x='.padEnd(17_000, 'y') })
    expectErrorShape(bigApiHeader, 431, 'ATTR300')
    expect((await get('/fapi/server/time')).status).toBe(200)
  })

  test('a method the server does not take: 405 with Allow in the spec\'s error shape', async () => {
    const unknown = await raw(PORT, `FOO /en-us HTTP/1.1\r\nHost: localhost`)
    expectErrorShape(unknown, 405, 'API405')
    expect(unknown.headers.allow).toBe('DELETE, GET, HEAD, PATCH, POST, PUT')
    for (const method of ['PROPFIND', 'POST', 'DELETE', 'OPTIONS']) {
      const page = await raw(PORT, `${method} /en-us/cart HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0`)
      expectErrorShape(page, 405, 'API405')
      expect(page.headers.allow, method).toBe('GET, HEAD')
    }
    const api = await raw(PORT, `DELETE /api/cart/v1/giftcard/balance HTTP/1.1\r\nHost: localhost`)
    expectErrorShape(api, 405, 'API405')
    expect(api.headers.allow).toBe('POST')
  })

  test('a path that is not valid percent-encoded UTF-8: 400 ATTR300 in the spec\'s error shape, page or API', async () => {
    for (const path of ['/en-us/p/%FF%FE', '/en-us/c/%C3', '/api/products/v2/products/%FF', '/fapi/%E0%A4%A']) expectErrorShape(await get(path), 400, 'ATTR300')
    expect((await get('/en-us')).status).toBe(200)
  })
})

test.describe('forwarded headers and the brand', () => {
  const brandOf = (html: string) => /<html[^>]*data-brand="([a-z]+)"/.exec(html)?.[1]

  test('a client\'s X-Forwarded-Host or Forwarded does not pick the brand: the Host header does', async () => {
    expect(brandOf((await get('/en-us', { 'X-Forwarded-Host': 'fjell.localhost' })).body)).toBe('summit')
    expect(brandOf((await get('/en-us', { Forwarded: 'host=fjell.localhost' })).body)).toBe('summit')
    expect(brandOf((await raw(PORT, `GET /en-us HTTP/1.1\r\nHost: fjell.localhost:${PORT}`)).body)).toBe('fjell')
    const manifest = await get('/manifest.webmanifest', { 'X-Forwarded-Host': 'fjell.localhost' })
    expect((JSON.parse(manifest.body) as { name: string }).name).toBe('Summit Outfitters')
    const redirect = await get('/cart', { 'X-Forwarded-Host': 'fjell.localhost' })
    expect(redirect.headers.location).toBe('/en-us/cart')
  })

  test.describe('behind a configured proxy (TRUSTED_PROXIES)', () => {
    // Its own server, asked only what the server entry answers without the database (the manifest,
    // the bare-path redirect), so it never opens one and stops at once.
    let server: OwnServer
    test.beforeAll(async () => {
      server = await startServer(PROXIED_PORT, `.data/e2e-proxied-${PROXIED_PORT}`, '.output', {
        env: { TRUSTED_PROXIES: '127.0.0.0/8, ::1' },
        readyPath: '/manifest.webmanifest',
      })
    })
    test.afterAll(() => server?.stop())

    test('its X-Forwarded-Host picks the brand; a Forwarded header it does not write is not read', async () => {
      const fjell = await get('/manifest.webmanifest', { 'X-Forwarded-Host': 'fjell.localhost', 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Proto': 'https' }, PROXIED_PORT)
      expect((JSON.parse(fjell.body) as { name: string }).name).toBe('Fjell & Fjord')
      const redirect = await get('/cart', { 'X-Forwarded-Host': 'fjell.localhost' }, PROXIED_PORT)
      expect(redirect.headers.location).toBe('/en-gb/cart')
      const notWritten = await get('/manifest.webmanifest', { Forwarded: 'for=203.0.113.7;host=fjell.localhost' }, PROXIED_PORT)
      expect((JSON.parse(notWritten.body) as { name: string }).name).toBe('Summit Outfitters')
    })
  })
})

test.describe('Cache-Control', () => {
  test('personal pages are private and not stored; shared pages public for a CDN; the others private and revalidated; API answers say theirs', async () => {
    for (const path of ['/en-us/cart', '/en-us/checkout', '/en-us/account', '/en-us/sign-in', '/en-us/order-confirmation?order=SU00000000']) {
      const page = await get(path)
      expect(page.headers['content-type'], path).toMatch(/^text\/html/)
      expect(page.headers['cache-control'], path).toBe('private, no-store')
    }
    for (const path of ['/en-us/offline', '/en-us/no-such-page']) {
      const page = await get(path)
      expect(page.headers['content-type'], path).toMatch(/^text\/html/)
      expect(page.headers['cache-control'], path).toBe('private, no-cache')
    }
    // The home and category pages are the same for every shopper: kept by the render cache and a CDN.
    const shared = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/
    const home = await get('/en-us')
    expect(home.headers['cache-control']).toMatch(shared)
    const category = /href="(\/en-us\/c\/[^"]+)"/.exec(home.body)?.[1]
    expect(category).toBeTruthy()
    expect((await get(category!)).headers['cache-control']).toMatch(shared)
    expect((await get('/fapi/server/time')).headers['cache-control']).toBe('no-store')
    expect((await get('/api/captcha/v1/challenge/made-up')).headers['cache-control']).toBe('no-store')
    expect((await get('/media/hero/summit-home.svg')).headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})
