// The reference services' HTTP router: finds the service by mount prefix, the route by method and
// spec path template, then runs it with the standard context, bearer authentication, test faults,
// idempotency keys and one transaction per mutating call (unless the route opens its own). Errors
// leave in the spec's shape; a path that matches no call is 404 API404, a call of the spec not
// served yet is 501. A route serving a call of the contract (src/contract/calls.ts) takes its method,
// path and schemas from there: its path parameters, query and body are decoded before the handler
// runs, and one that does not decode answers 400 ATTR300 naming the field (./decodeRequest.ts).
// A method no route of a known path takes is 405 with `Allow`; a path that is not valid
// percent-encoded UTF-8 is 400 ATTR300; a body nesting more than MAX_BODY_DEPTH levels is 400 ATTR300
// (a deeper one overflowed the stack: 500). A route with a guessing limit (./attempts.ts) has each call
// counted outside its transaction, on the router's clock.
import { randomUUID } from 'node:crypto'
import { CALLS, CALL_NAMES, type AnyCodec, type CallDef } from '../../src/contract/calls.ts'
import type { Db } from '../db/db.ts'
import { giveBack, pruneAttempts, reserveAttempt } from './attempts.ts'
import { claimKey, completeKey, releaseKey, requestHash, validateKey } from './idempotency.ts'
import { requireSite } from './context.ts'
import { ApiError, badPayload, errorBody, isApiError } from './errors.ts'
import { decodeBody, decodePathParams, decodeQuery } from './decodeRequest.ts'
import { compileTemplate, type PathMatcher, type PathParams } from './pathTemplate.ts'
import type { CallContext, Consumer, Method, Reply, RouteDef, ServiceDef } from './types.ts'

export interface Mount {
  /** Path prefix; the rest of the path is matched against the service's templates. */
  readonly prefix: string
  /** Keep the prefix in the matched path (fapi and media templates include it). */
  readonly keepPrefix?: boolean
  readonly service: ServiceDef
  /** Only mounted when true (the test hooks). */
  readonly enabled?: boolean
}

export interface RouterOptions {
  readonly mounts: ReadonlyArray<Mount>
  readonly getDb: () => Promise<Db>
  /** The caller behind `Authorization: Bearer …` of an `auth: true` route (401 otherwise): the commerce service's tokens. */
  readonly authenticate: (db: Db, request: Request) => Promise<Consumer>
  /** Runs before every call of the services but the test hooks' own (fault injection, REFERENCE_TEST_HOOKS=1). */
  readonly beforeCall?: (db: Db, call: string) => Promise<void>
  /** The services' clock in epoch milliseconds (guessing windows); Date.now by default, a test's own clock in tests. */
  readonly now?: () => number
}

/** What the server entry knows of a request beyond the request itself. */
export interface RequestInfo {
  /** The client's address: the peer, or what a trusted proxy forwarded (src/pwa/server/forwarded.ts). */
  readonly clientAddress?: string | undefined
}

interface CompiledRoute {
  readonly route: RouteDef
  readonly method: Method
  readonly template: string
  /** A call of the contract's table: its path parameters are checked (the providers' own routes check theirs). */
  readonly spec: boolean
  /** The query's and the body's schemas: the contract's for a call of the table, the route's own body otherwise. */
  readonly query: AnyCodec | undefined
  readonly body: AnyCodec | undefined
  /** Needs a bearer token; honours Idempotency-Key (the contract's table says so for its calls). */
  readonly auth: boolean
  readonly idempotent: boolean
  readonly match: PathMatcher
}

const compileRoute = (route: RouteDef): CompiledRoute => {
  if ('call' in route) {
    const def = CALLS[route.call] as CallDef
    const { auth = false, idempotent = true } = def
    return { route, method: def.method, template: def.path, spec: true, query: def.query, body: def.body, auth, idempotent, match: compileTemplate(def.path) }
  }
  const { auth = false, idempotent = true } = route
  return { route, method: route.method, template: route.template, spec: false, query: undefined, body: route.body, auth, idempotent, match: compileTemplate(route.template) }
}

interface CompiledMount extends Mount {
  readonly routes: ReadonlyArray<CompiledRoute>
  readonly spec: ReadonlyArray<{ readonly method: string; readonly template: string; readonly match: PathMatcher }>
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The database of a `noDb` route: any use is a programming error. */
const NO_DB: Db = {
  query: () => Promise.reject(new Error('this route is declared noDb')),
  exec: () => Promise.reject(new Error('this route is declared noDb')),
  transaction: () => Promise.reject(new Error('this route is declared noDb')),
}

const json = (status: number, body: unknown, correlationId: string, extra?: Record<string, string>): Response =>
  jsonText(status, JSON.stringify(body), correlationId, extra)

const jsonText = (status: number, text: string, correlationId: string, extra?: Record<string, string>): Response =>
  new Response(text, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-correlation-id': correlationId, ...extra },
  })

/** The largest request body the services read (a placed order with two addresses is about 3 KB). */
export const MAX_BODY_BYTES = 64 * 1024

const tooLarge = () => new ApiError(413, 'ATTR300', `The request body is larger than ${MAX_BODY_BYTES} bytes`, { maxBytes: MAX_BODY_BYTES })

/** The body as text, read no further than MAX_BODY_BYTES (413 past it, whatever Content-Length says). */
const readBounded = async (request: Request): Promise<string> => {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) throw tooLarge()
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The deepest nesting of arrays and objects a request body may have (the deepest call's body has 4). */
export const MAX_BODY_DEPTH = 32

/** Whether `value` nests arrays and objects deeper than `max` levels (walked without recursion). */
const nestsDeeperThan = (value: unknown, max: number): boolean => {
  const stack: Array<readonly [unknown, number]> = [[value, 0]]
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!
    if (item === null || typeof item !== 'object') continue
    if (depth >= max) return true
    for (const inner of Array.isArray(item) ? item : Object.values(item)) stack.push([inner, depth + 1])
  }
  return false
}

const readBody = async (request: Request): Promise<unknown> => {
  const text = await readBounded(request)
  if (text.trim() === '') return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw badPayload('The request body is not valid JSON')
  }
  // Every walk of a body (the decoder, the idempotency hash) then stays far from the stack's limit.
  if (nestsDeeperThan(value, MAX_BODY_DEPTH)) throw new ApiError(400, 'ATTR300', `The request body nests more than ${MAX_BODY_DEPTH} levels deep`, { field: 'body', maxDepth: MAX_BODY_DEPTH })
  return value
}

export const createRouter = (options: RouterOptions) => {
  const mounts: CompiledMount[] = options.mounts
    .filter((m) => m.enabled !== false)
    .map((m) => ({
      ...m,
      routes: m.service.routes.map(compileRoute),
      spec: CALL_NAMES.filter((name) => m.service.specServices.includes(CALLS[name].service)).map((name) => ({
        method: CALLS[name].method,
        template: CALLS[name].path,
        match: compileTemplate(CALLS[name].path),
      })),
    }))
    // Longest prefix first: /api/content before /api.
    .sort((a, b) => b.prefix.length - a.prefix.length)
  let warmed = false

  const find = (pathname: string): { mount: CompiledMount; path: string } | undefined => {
    for (const mount of mounts) {
      if (pathname === mount.prefix || pathname.startsWith(`${mount.prefix}/`)) {
        return { mount, path: mount.keepPrefix ? pathname : pathname.slice(mount.prefix.length) || '/' }
      }
    }
    return undefined
  }

  const now = options.now ?? Date.now

  /** Runs `fn` as one attempt of the route's guessing limit, if it has one (./attempts.ts). */
  const limited = async <T>(compiled: CompiledRoute, root: Db, ctx: CallContext, fn: () => Promise<T>): Promise<T> => {
    const rule = compiled.route.attempts
    if (!rule) return fn()
    const at = now()
    const reservation = await reserveAttempt(root, rule.keys(ctx), rule.windowMs, at)
    if (reservation.kind === 'refused') throw rule.refused(reservation.retryAfterSeconds)
    const settle = (wrongGuess: boolean) =>
      (wrongGuess ? pruneAttempts(root, at) : giveBack(root, reservation.attempt)).catch((error: unknown) =>
        console.error(`[reference] could not settle an attempt of ${compiled.method} ${compiled.template}`, error),
      )
    try {
      const result = await fn()
      await settle(false)
      return result
    } catch (error) {
      await settle(rule.isWrongGuess(error))
      throw error
    }
  }

  const run = async (
    mount: CompiledMount,
    compiled: CompiledRoute,
    rawParams: PathParams,
    request: Request,
    url: URL,
    correlationId: string,
    clientAddress: string | undefined,
  ): Promise<Response> => {
    const { route, method } = compiled
    const call = `${method} ${compiled.template}`
    const contextOf = (db: Db, params: PathParams, body: unknown, consumer: Consumer | undefined): CallContext => ({
      db,
      request,
      url,
      params,
      query: url.searchParams,
      body,
      consumer,
      correlationId,
      clientAddress,
      site: (pathSiteId) => requireSite(url.searchParams, pathSiteId),
    })
    const answer = (result: Reply | Response): Response => (result instanceof Response ? result : json(result.status ?? 200, result.body, correlationId))
    // The input is decoded after authentication (a caller without a token learns nothing of the schemas).
    const decodeInput = (): PathParams => {
      if (compiled.query) decodeQuery(compiled.query, url.searchParams)
      return compiled.spec ? decodePathParams(rawParams) : rawParams
    }
    if (route.noDb) {
      const params = decodeInput()
      if (!warmed) {
        // Start opening the database in the background so the first real call is quick.
        warmed = true
        options.getDb().catch(() => undefined)
      }
      return answer(await route.handler(contextOf(NO_DB, params, undefined, undefined)))
    }
    const db = await options.getDb()
    if (options.beforeCall && mount.service.name !== 'test') await options.beforeCall(db, call)
    const consumer = compiled.auth ? await options.authenticate(db, request) : undefined
    const params = decodeInput()
    if (!MUTATING.has(method)) {
      const ctx = contextOf(db, params, undefined, consumer)
      return answer(await limited(compiled, db, ctx, () => route.handler(ctx)))
    }
    const read = await readBody(request)
    const body = compiled.body ? decodeBody(compiled.body, read) : read
    const outside = contextOf(db, params, body, consumer)
    if (route.ownTransaction) return answer(await limited(compiled, db, outside, () => route.handler(outside)))
    const inTransaction = async (tx: Db, after?: (reply: Reply) => Promise<void>): Promise<Reply> => {
      const result = await route.handler(contextOf(tx, params, body, consumer))
      if (result instanceof Response) throw new Error(`mutating route ${call} returned a raw Response`)
      if (after) await after(result)
      return result
    }
    const keyHeader = !compiled.idempotent ? null : request.headers.get('idempotency-key')
    if (keyHeader === null) {
      const result = await limited(compiled, db, outside, () => db.transaction((tx) => inTransaction(tx)))
      return json(result.status ?? 200, result.body, correlationId)
    }
    const key = validateKey(keyHeader)
    const caller = consumer?.consumerNo ?? 'anonymous'
    const claim = await claimKey(db, caller, key, requestHash(method, url, read))
    if (claim.kind === 'replay') return jsonText(claim.status, claim.bodyText, correlationId, { 'idempotent-replayed': 'true' })
    try {
      let text = ''
      const result = await limited(compiled, db, outside, () =>
        db.transaction((tx) =>
          inTransaction(tx, (r) => {
            text = JSON.stringify(r.body)
            return completeKey(tx, caller, key, r.status ?? 200, text)
          }),
        ),
      )
      return jsonText(result.status ?? 200, text, correlationId)
    } catch (error) {
      // The mutation rolled back: nothing was applied, so the key may be used again.
      await releaseKey(db, caller, key).catch(() => undefined)
      throw error
    }
  }

  /** The methods the routes and the spec's calls take on `path` (HEAD wherever GET is), for `Allow`. */
  const allowedOn = (mount: CompiledMount, path: string): string[] => {
    const methods = new Set<string>()
    for (const { method, match } of [...mount.routes, ...mount.spec]) if (match(path)) methods.add(method)
    if (methods.has('GET')) methods.add('HEAD')
    return [...methods].sort()
  }

  const handle = async (request: Request, info: RequestInfo): Promise<Response> => {
    const correlationId = request.headers.get('x-correlation-id') || randomUUID()
    const url = new URL(request.url)
    const method = request.method.toUpperCase()
    const found = find(url.pathname)
    const appId = found?.mount.service.appId ?? 'reference-commerce'
    try {
      if (!isWellEncoded(url.pathname)) throw new ApiError(400, 'ATTR300', 'The path is not valid percent-encoded UTF-8', { field: 'path' })
      if (!found) throw new ApiError(404, 'API404', `No call matches ${method} ${url.pathname}`)
      const { mount, path } = found
      for (const compiled of mount.routes) {
        if (compiled.method !== method) continue
        const params = compiled.match(path)
        if (params) return await run(mount, compiled, params, request, url, correlationId, info.clientAddress)
      }
      const spec = mount.spec.filter(({ match }) => match(path))
      const unserved = spec.find((s) => s.method === method)
      if (unserved) throw new ApiError(501, 'GEN500', `${method} ${unserved.template} is a call of the spec the reference services do not serve yet`)
      const allowed = allowedOn(mount, path)
      if (allowed.length > 0) throw new ApiError(405, 'API405', `${method} is not allowed on ${url.pathname}`, { allow: allowed.join(', ') }, { allow: allowed.join(', ') })
      throw new ApiError(404, 'API404', `No call matches ${method} ${url.pathname}`)
    } catch (error) {
      if (isApiError(error)) return json(error.status, errorBody(appId, correlationId, error), correlationId, error.headers)
      console.error(`[reference] ${method} ${url.pathname} failed (correlation id ${correlationId})`, error)
      return json(500, errorBody(appId, correlationId, new ApiError(500, 'GEN500', 'Something went wrong')), correlationId)
    }
  }

  return async (request: Request, info: RequestInfo = {}): Promise<Response> => {
    if (request.method.toUpperCase() !== 'HEAD') return handle(request, info)
    // HEAD is GET without the body.
    const response = await handle(new Request(request.url, { method: 'GET', headers: request.headers }), info)
    return new Response(null, { status: response.status, headers: response.headers })
  }
}

/** Whether every percent-escape of a path decodes, as UTF-8 (`%FF`, `%C3`, `%zz` do not). */
const isWellEncoded = (pathname: string): boolean => {
  if (!pathname.includes('%')) return true
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}
