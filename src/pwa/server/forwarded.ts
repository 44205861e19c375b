// Forwarded headers are believed only from a configured proxy (docs/decisions/0021). A request's
// peer (the address of the TCP connection) is a trusted proxy when TRUSTED_PROXIES lists it (IPv4 or
// IPv6 addresses and CIDR ranges, comma-separated; none by default). From anyone else the forwarding
// headers (X-Forwarded-For, -Host, -Proto, -Port, -Prefix, Forwarded, X-Real-IP) are removed before
// the storefront or the services see the request: the brand then comes from the Host header
// (docs/decisions/0002) and the client's address is the peer. From a trusted proxy the header it
// writes (FORWARDED_HEADER: `x-forwarded`, the default, or `forwarded` for RFC 7239) is read by hops:
// the client is the nearest address in the chain that is not a trusted proxy, and the host and
// protocol are those the outermost trusted proxy recorded; the request goes on with only those
// values, as single X-Forwarded-For/-Host/-Proto headers.

/** Every forwarding header a client could send; only the server entry's resolved values go on. */
export const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-forwarded-prefix', 'x-real-ip'] as const

interface Range {
  readonly bytes: Uint8Array
  readonly prefix: number
}

export interface ProxySettings {
  readonly ranges: ReadonlyArray<Range>
  /** The header the trusted proxies write. */
  readonly header: 'x-forwarded' | 'forwarded'
  /** Entries of TRUSTED_PROXIES that are neither an address nor a CIDR range (ignored; the server entry warns). */
  readonly invalid: ReadonlyArray<string>
}

const ipv4Bytes = (text: string): Uint8Array | undefined => {
  const parts = text.split('.')
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return undefined
  return Uint8Array.from(parts.map(Number))
}

const ipv6Bytes = (text: string): Uint8Array | undefined => {
  const bare = text.replace(/^\[|\]$/g, '').split('%')[0]!.toLowerCase()
  if (!bare.includes(':')) return undefined
  // An embedded IPv4 tail (::ffff:192.0.2.1) becomes two groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(bare)
  let body = bare
  if (v4) {
    const b = ipv4Bytes(v4[1]!)
    if (!b) return undefined
    body = `${bare.slice(0, -v4[1]!.length)}${((b[0]! << 8) | b[1]!).toString(16)}:${((b[2]! << 8) | b[3]!).toString(16)}`
  }
  const halves = body.split('::')
  if (halves.length > 2) return undefined
  const groupsOf = (half: string) => (half === '' ? [] : half.split(':'))
  const head = groupsOf(halves[0]!)
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return undefined
  return Uint8Array.from(groups.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 0xff]))
}

/** An address as bytes (4 for IPv4, 16 for IPv6; an IPv4-mapped IPv6 address as its IPv4 bytes). */
export const addressBytes = (text: string): Uint8Array | undefined => {
  const trimmed = text.trim()
  const v4 = ipv4Bytes(trimmed)
  if (v4) return v4
  const v6 = ipv6Bytes(trimmed)
  if (v6 && v6.slice(0, 10).every((b) => b === 0) && v6[10] === 0xff && v6[11] === 0xff) return v6.slice(12)
  return v6
}

const parseRange = (entry: string): Range | undefined => {
  const [address, bits, extra] = entry.split('/')
  if (extra !== undefined || !address) return undefined
  const bytes = addressBytes(address)
  if (!bytes) return undefined
  const max = bytes.length * 8
  if (bits === undefined) return { bytes, prefix: max }
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) return undefined
  return { bytes, prefix: Number(bits) }
}

/** TRUSTED_PROXIES and FORWARDED_HEADER, read from `env`. */
export const proxySettings = (env: Record<string, string | undefined> = process.env): ProxySettings => {
  const entries = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '')
  const ranges: Range[] = []
  const invalid: string[] = []
  for (const entry of entries) {
    const range = parseRange(entry)
    if (range) ranges.push(range)
    else invalid.push(entry)
  }
  return { ranges, header: env.FORWARDED_HEADER?.trim().toLowerCase() === 'forwarded' ? 'forwarded' : 'x-forwarded', invalid }
}

const inRange = (bytes: Uint8Array, range: Range): boolean => {
  if (bytes.length !== range.bytes.length) return false
  for (let bit = 0; bit < range.prefix; bit += 8) {
    const left = range.prefix - bit
    const mask = left >= 8 ? 0xff : (0xff << (8 - left)) & 0xff
    if (((bytes[bit / 8]! ^ range.bytes[bit / 8]!) & mask) !== 0) return false
  }
  return true
}

export const isTrustedProxy = (settings: ProxySettings, address: string | undefined): boolean => {
  if (!address || settings.ranges.length === 0) return false
  const bytes = addressBytes(address)
  return bytes !== undefined && settings.ranges.some((range) => inRange(bytes, range))
}

const list = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '')

type Hop = Partial<Record<'for' | 'host' | 'proto', string>>

/** The `for`, `host` and `proto` of each element of a Forwarded header (RFC 7239), quotes and IPv6 brackets removed. */
const forwardedElements = (value: string | null): Hop[] =>
  list(value).map((element) => {
    const pairs: Hop = {}
    for (const pair of element.split(';')) {
      const at = pair.indexOf('=')
      if (at < 0) continue
      const name = pair.slice(0, at).trim().toLowerCase()
      const raw = pair.slice(at + 1).trim().replace(/^"(.*)"$/, '$1')
      if (name === 'for') pairs.for = raw.replace(/^\[([^\]]+)\](:\d+)?$/, '$1').replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1')
      else if (name === 'host' || name === 'proto') pairs[name] = raw
    }
    return pairs
  })

export interface Forwarded {
  /** The peer is a trusted proxy: what follows comes from its headers. */
  readonly trusted: boolean
  /** The client's address: the peer, or the nearest untrusted address a trusted proxy forwarded. */
  readonly clientAddress: string | undefined
  /** The host and protocol the outermost trusted proxy recorded (undefined without a trusted proxy). */
  readonly host: string | undefined
  readonly proto: string | undefined
}

const HOST = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/

/** What the request's forwarding headers may be believed to say, given its peer. */
export const resolveForwarded = (headers: Headers, peer: string | undefined, settings: ProxySettings): Forwarded => {
  if (!isTrustedProxy(settings, peer)) return { trusted: false, clientAddress: peer, host: undefined, proto: undefined }
  const chain: Hop[] =
    settings.header === 'forwarded'
      ? forwardedElements(headers.get('forwarded'))
      : list(headers.get('x-forwarded-for')).map((address) => ({ for: address }))
  // Walk from the peer outwards: each trusted hop vouches for the address before it.
  let hops = 1
  let client: string | undefined = peer
  for (let i = chain.length - 1; i >= 0; i--) {
    client = chain[i]!.for ?? client
    if (!isTrustedProxy(settings, chain[i]!.for)) break
    hops++
  }
  const at = (values: ReadonlyArray<string | undefined>): string | undefined => (values.length === 0 ? undefined : values[Math.max(0, values.length - hops)])
  const hostValues = settings.header === 'forwarded' ? chain.map((e) => e.host) : list(headers.get('x-forwarded-host'))
  const protoValues = settings.header === 'forwarded' ? chain.map((e) => e.proto) : list(headers.get('x-forwarded-proto'))
  const host = at(hostValues)
  const proto = at(protoValues)?.toLowerCase()
  return {
    trusted: true,
    clientAddress: client && addressBytes(client) ? client : peer,
    host: host && HOST.test(host) ? host : undefined,
    proto: proto === 'http' || proto === 'https' ? proto : undefined,
  }
}

/** The peer address of a request as the Node server adapter (srvx) exposes it; undefined for a request made in process. */
export const peerAddress = (request: Request): string | undefined => {
  const ip = (request as Request & { readonly ip?: unknown }).ip
  return typeof ip === 'string' && ip !== '' ? ip : undefined
}

/**
 * The request as the storefront and the services may see it: no forwarding header but the resolved
 * host, protocol and client of a trusted proxy. The same request when there is nothing to change.
 */
export const withResolvedForwarding = (request: Request, resolved: Forwarded): Request => {
  const wanted = new Map<string, string>()
  if (resolved.host) wanted.set('x-forwarded-host', resolved.host)
  if (resolved.proto) wanted.set('x-forwarded-proto', resolved.proto)
  if (resolved.trusted && resolved.clientAddress) wanted.set('x-forwarded-for', resolved.clientAddress)
  const present = FORWARDING_HEADERS.filter((name) => request.headers.has(name))
  if (present.every((name) => request.headers.get(name) === wanted.get(name)) && [...wanted.keys()].every((name) => request.headers.has(name))) return request
  const headers = new Headers(request.headers)
  for (const name of FORWARDING_HEADERS) headers.delete(name)
  for (const [name, value] of wanted) headers.set(name, value)
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: request.signal, redirect: request.redirect }
  if (request.body && request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = request.body
    init.duplex = 'half'
  }
  return new Request(request.url, init)
}
