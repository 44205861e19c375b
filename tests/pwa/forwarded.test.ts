// Forwarded headers believed only from a configured proxy (src/pwa/server/forwarded.ts, decision 21):
// TRUSTED_PROXIES parsing (addresses and CIDR ranges, IPv4 and IPv6), the client, host and protocol
// read by hops from X-Forwarded-* or Forwarded, and the request passed on with only those values.
import { describe, expect, it } from 'vitest'
import { FORWARDING_HEADERS, isTrustedProxy, proxySettings, resolveForwarded, withResolvedForwarding } from '../../src/pwa/server/forwarded'
import { pageCacheControl } from '../../src/pwa/server/cacheControl'

const headers = (values: Record<string, string>) => new Headers(values)

describe('TRUSTED_PROXIES', () => {
  it('trusts nobody by default', () => {
    const none = proxySettings({})
    expect(isTrustedProxy(none, '127.0.0.1')).toBe(false)
    expect(resolveForwarded(headers({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'fjell.localhost' }), '127.0.0.1', none)).toEqual({
      trusted: false,
      clientAddress: '127.0.0.1',
      host: undefined,
      proto: undefined,
    })
  })

  it('matches addresses and CIDR ranges of both families, IPv4-mapped addresses as IPv4, and reports what it cannot read', () => {
    const settings = proxySettings({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7, 2001:db8:aa::/48, ::1, nonsense, 10.0.0.0/33, 1.2.3' })
    expect(settings.invalid).toEqual(['nonsense', '10.0.0.0/33', '1.2.3'])
    for (const address of ['10.1.2.3', '::ffff:10.200.0.1', '192.0.2.7', '2001:db8:aa:1::5', '::1']) expect(isTrustedProxy(settings, address), address).toBe(true)
    for (const address of ['11.0.0.1', '192.0.2.8', '2001:db8:ab::1', '::2', 'fe80::1', '', 'garbage', undefined]) expect(isTrustedProxy(settings, address), String(address)).toBe(false)
    expect(isTrustedProxy(proxySettings({ TRUSTED_PROXIES: '0.0.0.0/0' }), '198.51.100.1')).toBe(true)
  })
})

describe('resolving what a trusted proxy forwarded', () => {
  const settings = proxySettings({ TRUSTED_PROXIES: '10.0.0.0/8' })

  it('takes the client a single proxy recorded, not what the client wrote before it', () => {
    const spoofed = headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9', 'x-forwarded-host': 'evil.example, www.fjell.example', 'x-forwarded-proto': 'http, https' })
    expect(resolveForwarded(spoofed, '10.0.0.2', settings)).toEqual({ trusted: true, clientAddress: '203.0.113.9', host: 'www.fjell.example', proto: 'https' })
  })

  it('walks a chain of trusted proxies to the first address none of them is', () => {
    const chained = headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.5', 'x-forwarded-host': 'evil.example, www.fjell.example, internal.lan', 'x-forwarded-proto': 'https' })
    expect(resolveForwarded(chained, '10.0.0.2', settings)).toMatchObject({ clientAddress: '203.0.113.9', host: 'www.fjell.example', proto: 'https' })
  })

  it('ignores a host that is not a host name and a protocol that is neither http nor https', () => {
    const odd = headers({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'a b/<script>', 'x-forwarded-proto': 'javascript' })
    expect(resolveForwarded(odd, '10.0.0.2', settings)).toEqual({ trusted: true, clientAddress: '203.0.113.9', host: undefined, proto: undefined })
  })

  it('reads RFC 7239 Forwarded only when configured for it, and X-Forwarded-* only otherwise', () => {
    const both = headers({ forwarded: 'for=6.6.6.6;host=evil.example, for="[2001:db8::9]:4711";host=www.fjell.example;proto=https', 'x-forwarded-host': 'other.example', 'x-forwarded-for': '198.51.100.4' })
    expect(resolveForwarded(both, '10.0.0.2', proxySettings({ TRUSTED_PROXIES: '10.0.0.0/8', FORWARDED_HEADER: 'forwarded' }))).toEqual({
      trusted: true,
      clientAddress: '2001:db8::9',
      host: 'www.fjell.example',
      proto: 'https',
    })
    expect(resolveForwarded(both, '10.0.0.2', settings)).toMatchObject({ clientAddress: '198.51.100.4', host: 'other.example' })
  })
})

describe('the request passed on', () => {
  it('keeps none of a client\'s forwarding headers, and is the same request when it had none', () => {
    const request = new Request('http://localhost/en-us', { headers: { 'x-forwarded-host': 'fjell.localhost', forwarded: 'host=fjell.localhost', 'x-real-ip': '6.6.6.6', accept: 'text/html' } })
    const passed = withResolvedForwarding(request, resolveForwarded(request.headers, '192.0.2.1', proxySettings({})))
    for (const name of FORWARDING_HEADERS) expect(passed.headers.has(name), name).toBe(false)
    expect(passed.headers.get('accept')).toBe('text/html')
    const plain = new Request('http://localhost/en-us')
    expect(withResolvedForwarding(plain, resolveForwarded(plain.headers, '192.0.2.1', proxySettings({})))).toBe(plain)
  })

  it('carries only the resolved values of a trusted proxy, and the body of a POST', async () => {
    const settings = proxySettings({ TRUSTED_PROXIES: '10.0.0.0/8' })
    const request = new Request('http://localhost/api/x', {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9', 'x-forwarded-host': 'evil.example, www.fjell.example', forwarded: 'host=evil.example' },
    })
    const passed = withResolvedForwarding(request, resolveForwarded(request.headers, '10.0.0.2', settings))
    expect(passed.headers.get('x-forwarded-for')).toBe('203.0.113.9')
    expect(passed.headers.get('x-forwarded-host')).toBe('www.fjell.example')
    expect(passed.headers.has('forwarded')).toBe(false)
    expect(await passed.text()).toBe('{"a":1}')
  })
})

describe('Cache-Control of pages', () => {
  it('keeps personal pages out of every cache and lets no shared cache keep the others', () => {
    for (const path of ['/en-us/cart', '/fr-fr/checkout', '/en-gb/account', '/de-de/sign-in', '/en-us/order-confirmation', '/en-us/__engine', '/__engine', '/en-us/cart/'])
      expect(pageCacheControl(path), path).toBe('private, no-store')
    for (const path of ['/', '/en-us', '/en-us/c/men-391547', '/en-us/p/basecamp-25-hydration-pack-CQ5PCWYH', '/en-us/offline', '/en-us/cart-ideas'])
      expect(pageCacheControl(path), path).toBe('private, no-cache')
  })
})
