// What the storefront server's own calls (./sessionCalls.server.ts, ./pageCalls.server.ts) share:
// JSON answers in the spec's error shape, the outside service's failure passed on, the same-site
// check for state-changing calls, a bounded JSON body, and a call's outcome as a value.
import { Effect } from 'effect'
import type { ClientError } from '../api/errors'

export const json = (status: number, body: unknown, options: { readonly cookie?: string; readonly cacheControl?: string } = {}): Response => {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': options.cacheControl ?? 'no-store' })
  if (options.cookie) headers.append('set-cookie', options.cookie)
  return new Response(JSON.stringify(body), { status, headers })
}

export const errorResponse = (
  status: number,
  errorId: string,
  message: string,
  extra: { params?: Readonly<Record<string, string | number>>; appId?: string; correlationId?: string } = {},
) => ({
  ...(extra.appId ? { appId: extra.appId } : {}),
  correlationId: extra.correlationId ?? crypto.randomUUID(),
  errorDetails: [{ errorId, message, ...(extra.params && Object.keys(extra.params).length > 0 ? { params: extra.params } : {}) }],
})

/** The outside service's failure, passed on in the spec's shape; 502 when it could not be reached. `service` names it in the message ("identity"). */
export const passOn = (error: ClientError, service: string, cookie?: string): Response => {
  const options = cookie ? { cookie } : {}
  switch (error._tag) {
    case 'ApiError':
      return json(error.status, errorResponse(error.status, error.code, error.serverMessage, { params: error.params, correlationId: error.correlationId }), options)
    case 'BotProtectionError':
      return json(error.status, errorResponse(error.status, 'GEN500', `The ${service} service asks for a challenge`, { appId: error.appId, correlationId: error.correlationId }), options)
    default:
      return json(502, errorResponse(502, 'GEN500', `The ${service} service could not be reached`), options)
  }
}

/** Whether the request comes from one of this site's own pages (a cross-site request is refused). */
export const sameSiteRequest = (request: Request, allowedOrigins: ReadonlyArray<string>): boolean => {
  const origin = request.headers.get('origin')
  if (origin === null) return request.headers.get('sec-fetch-site') === 'same-origin'
  return origin === new URL(request.url).origin || allowedOrigins.includes(origin)
}

export const TOO_LARGE: unique symbol = Symbol('too large')
export const NOT_JSON: unique symbol = Symbol('not json')

/** The request's JSON body, at most `maxBytes` long (`{}` when empty). */
export const readJsonBody = async (request: Request, maxBytes: number): Promise<unknown> => {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return TOO_LARGE
  const text = await request.text()
  if (text.length > maxBytes) return TOO_LARGE
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    return NOT_JSON
  }
}

/** A call through the API client, its typed failure a value rather than a rejection. */
export type Outcome<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: ClientError }

export const outcomeOf = <A>(effect: Effect.Effect<A, ClientError>): Promise<Outcome<A>> =>
  Effect.runPromise(
    effect.pipe(
      Effect.map((value): Outcome<A> => ({ ok: true, value })),
      Effect.catch((error: ClientError) => Effect.succeed<Outcome<A>>({ ok: false, error })),
    ),
  )
