// The one shared API client. Every call of the contract's table (src/contract/calls.ts) goes through `request`: it fills the path
// template, adds the standard context as query parameters (docs/decisions/0001), sets the spec's
// headers (transaction id, a fresh correlation id, locale, bearer token, x-usid, x-channel on
// mobile-tracked calls, idempotency key; empty ones dropped), times out through an AbortSignal,
// logs the call, and decodes the response with its schema. Failures are typed (./errors.ts).
import { Cause, Effect, Exit, Option, Schema } from 'effect'
import { requestContextOf, siteIdOf, type Brand, type Locale } from '../contract/site/sites'
import {
  CALLS,
  type BodyOf,
  type CallService,
  type CallDef,
  type CallName,
  type HasRequiredPathParams,
  type PathParamsOf,
  type QueryOf,
  type QueryRecord,
  type QueryValue,
  type ResponseOf,
} from '../contract/calls'
import { contentMode, getApiRuntime, resolveBaseUrl, transactionId, type ApiRuntime, type ServiceBase } from './config'
import { GENERIC_CODE, placementOf, type MessageParams, type PlacementContext } from '../contract/errorCatalogue'
import { ApiError, BotProtectionError, DecodeError, NetworkError, TimeoutError, type ClientError } from './errors'
import { apiLogger } from './logger'
import { anySignal, uuid } from './uuid'
import { ErrorResponse } from '../contract/schemas/common'

/** Which base URL (./config.ts) each service is served under. */
export const BASE_OF_SERVICE: Record<CallService, ServiceBase> = {
  auth: 'commerce',
  cart: 'commerce',
  consumer: 'commerce',
  products: 'commerce',
  stores: 'commerce',
  wishlists: 'commerce',
  social: 'social',
  content: 'content',
  internal: 'internal',
  personalisation: 'personalisation',
  payments: 'payments',
  session: 'internal',
}

export interface RequestSite {
  readonly brand: Brand
  readonly locale: Locale
}

interface BaseInput<N extends CallName> {
  readonly site: RequestSite
  readonly query?: QueryOf<N>
  readonly body?: BodyOf<N>
  readonly accessToken?: string
  /** Idempotency-Key of a mutating call: the command id (DECISIONS 5). A fresh one is sent when absent. */
  readonly idempotencyKey?: string
  readonly usid?: string
  /** Caller's abort signal (e.g. TanStack Query's); an abort fails with NetworkError. */
  readonly signal?: AbortSignal
  /** The request outlives the page (a beacon sent as the shopper leaves): fetch's keepalive. */
  readonly keepalive?: boolean
}

/** What a call takes; `path` is required when its template has parameters the client cannot fill itself. */
export type RequestInput<N extends CallName> = BaseInput<N> &
  (HasRequiredPathParams<N> extends true ? { readonly path: PathParamsOf<N> } : { readonly path?: PathParamsOf<N> })

interface AnyInput {
  readonly site: RequestSite
  readonly path?: Readonly<Record<string, string | undefined>>
  readonly query?: unknown
  readonly body?: unknown
  readonly accessToken?: string
  readonly idempotencyKey?: string
  readonly usid?: string
  readonly signal?: AbortSignal
  readonly keepalive?: boolean
}

/** Order placement calls show some codes inline at the summary step (spec 001 section 8). */
const ORDER_PLACEMENT_CALLS: ReadonlySet<CallName> = new Set<CallName>(['prepareOrder', 'placeOrder', 'patchOrder'])

const placementContextOf = (name: CallName): PlacementContext => (ORDER_PLACEMENT_CALLS.has(name) ? 'orderPlacement' : 'page')

const fillPath = (name: CallName, def: CallDef, input: AnyInput, runtime: ApiRuntime): Effect.Effect<string, DecodeError> =>
  Effect.suspend(() => {
    const auto: Record<string, string> = {
      siteId: siteIdOf(input.site.brand, input.site.locale),
      mode: contentMode(runtime),
      brand: input.site.brand,
    }
    let missing: string | undefined
    const path = def.path.replace(/\{([^}]+)\}/g, (_, key: string) => {
      const value = input.path?.[key] ?? auto[key]
      if (value === undefined || value === '') {
        missing = key
        return ''
      }
      return encodeURIComponent(value)
    })
    return missing === undefined
      ? Effect.succeed(path)
      : Effect.fail(new DecodeError({ call: name, url: def.path, direction: 'request', message: `missing path parameter ${missing}` }))
  })

const appendQuery = (params: URLSearchParams, record: Readonly<Record<string, unknown>>): void => {
  for (const [key, value] of Object.entries(record)) {
    const values: ReadonlyArray<unknown> = Array.isArray(value) ? value : [value]
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue
      params.append(key, String(v))
    }
  }
}

const encodeWith = (name: CallName, url: string, schema: CallDef['body'], value: unknown): Effect.Effect<unknown, DecodeError> =>
  schema === undefined
    ? Effect.succeed(value)
    : Schema.encodeUnknownEffect(schema)(value).pipe(
        Effect.mapError((error) => new DecodeError({ call: name, url, direction: 'request', message: error.message })),
      )

/** Drops headers that are absent or blank (spec 001 section 3). */
export const dropEmptyHeaders = (headers: Readonly<Record<string, string | undefined>>): Record<string, string> => {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(headers)) if (value !== undefined && value.trim() !== '') out[key] = value
  return out
}

const paramsOf = (raw: unknown): MessageParams => {
  const out: Record<string, string | number> = {}
  if (raw && typeof raw === 'object') {
    for (const [k, v] of Object.entries(raw)) if (typeof v === 'string' || typeof v === 'number') out[k] = v
  }
  return out
}

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  if (text.trim() === '') return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

const decodeErrorResponse = Schema.decodeUnknownOption(ErrorResponse)

/** The handling rule of spec 001 section 8 for a failed response. */
const failureOf = (name: CallName, def: CallDef, url: string, status: number, statusText: string, body: unknown, correlationId: string): ClientError => {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const appId = typeof raw.appId === 'string' && raw.appId !== '' ? raw.appId : undefined
  const bodyCorrelation = typeof raw.correlationId === 'string' && raw.correlationId !== '' ? raw.correlationId : correlationId
  if (status === 403 && appId) return new BotProtectionError({ appId, status, call: name, url, body, correlationId: bodyCorrelation })
  const decoded = Option.getOrUndefined(decodeErrorResponse(body))
  const first = decoded?.errorDetails[0] ?? (Array.isArray(raw.errorDetails) ? (raw.errorDetails[0] as { errorId?: unknown; message?: unknown; params?: unknown } | undefined) : undefined)
  const errorId = typeof first?.errorId === 'string' && first.errorId !== '' ? first.errorId : undefined
  const serverMessage = typeof first?.message === 'string' ? first.message : statusText
  const params = paramsOf(first?.params)
  // Without an errorId the spec raises nothing at this layer; the client still fails, with the generic code.
  // No localized text here: the error is facts (code, values, the server's words); the UI localizes at render.
  const code = errorId ?? GENERIC_CODE
  return new ApiError({
    code,
    serverMessage,
    status,
    params,
    correlationId: bodyCorrelation,
    placement: placementOf(code, placementContextOf(name)),
    call: name,
    method: def.method,
    url,
  })
}

const requestAny = (name: CallName, input: AnyInput): Effect.Effect<unknown, ClientError> =>
  Effect.gen(function* () {
    const def: CallDef = CALLS[name]
    const runtime = getApiRuntime()
    const path = yield* fillPath(name, def, input, runtime)
    const params = new URLSearchParams()
    appendQuery(params, requestContextOf(input.site.brand, input.site.locale) as unknown as Record<string, unknown>)
    const base = `${resolveBaseUrl(BASE_OF_SERVICE[def.service], runtime)}${path === '/' ? '/' : path}`
    if (input.query !== undefined) {
      const query = yield* encodeWith(name, base, def.query, input.query)
      appendQuery(params, (query ?? {}) as Record<string, unknown>)
    }
    const url = `${base}?${params.toString()}`
    const body = input.body === undefined ? undefined : JSON.stringify(yield* encodeWith(name, url, def.body, input.body))
    const correlationId = uuid()
    const mutating = def.method !== 'GET'
    const headers = dropEmptyHeaders({
      accept: def.responseBody === 'bytes' ? 'application/pdf, application/json' : 'application/json',
      'content-type': body === undefined ? undefined : 'application/json',
      'x-transaction-id': transactionId(runtime),
      'x-correlation-id': correlationId,
      'x-locale': input.site.locale,
      authorization: input.accessToken ? `Bearer ${input.accessToken}` : undefined,
      'x-usid': input.usid,
      'x-channel': def.mobileTracked ? (runtime.appWebView ? 'MAPP' : 'ECOMM') : undefined,
      'idempotency-key': mutating ? (input.idempotencyKey ?? uuid()) : input.idempotencyKey,
    })
    const started = Date.now()
    apiLogger.debug(`→ ${def.method} ${url}`, { call: name, correlationId })

    const response = yield* Effect.tryPromise({
      try: async (interrupt) => {
        const signal = input.signal ? anySignal([interrupt, input.signal]) : interrupt
        const res = await runtime.fetch(url, { method: def.method, headers, body, signal, ...(input.keepalive ? { keepalive: true } : {}) })
        // A file answer (the invoice) is read as bytes; its failures are JSON like any other call's.
        if (def.responseBody === 'bytes' && res.ok) return { status: res.status, ok: true, statusText: res.statusText, text: '', bytes: new Uint8Array(await res.arrayBuffer()) }
        const text = await res.text()
        return { status: res.status, ok: res.ok, statusText: res.statusText, text, bytes: undefined }
      },
      catch: (cause) =>
        new NetworkError({ call: name, url, message: cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause) }),
    }).pipe(
      // The timeout interrupts the fetch fiber, which aborts the request through its AbortSignal.
      Effect.timeoutOrElse({
        duration: runtime.timeoutMs,
        orElse: () => Effect.fail(new TimeoutError({ call: name, url, timeoutMs: runtime.timeoutMs })),
      }),
      Effect.tapError((error) =>
        Effect.sync(() => apiLogger.debug(`✗ ${def.method} ${url} ${error._tag} ${Date.now() - started}ms`, { call: name, correlationId })),
      ),
    )
    apiLogger.debug(`← ${response.status} ${def.method} ${url} ${Date.now() - started}ms`, { call: name, correlationId })

    if (response.bytes !== undefined)
      return yield* Schema.decodeUnknownEffect(def.response ?? Schema.Uint8Array)(response.bytes).pipe(
        Effect.mapError((error) => new DecodeError({ call: name, url, direction: 'response', message: error.message })),
      )
    const parsed = parseJson(response.text)
    if (!response.ok) {
      return yield* Effect.fail(
        failureOf(name, def, url, response.status, response.statusText, parsed.ok ? parsed.value : response.text, correlationId),
      )
    }
    if (!parsed.ok) return yield* Effect.fail(new DecodeError({ call: name, url, direction: 'response', message: 'response is not JSON' }))
    if (def.response === undefined) return parsed.value
    return yield* Schema.decodeUnknownEffect(def.response)(parsed.value).pipe(
      Effect.mapError((error) => new DecodeError({ call: name, url, direction: 'response', message: error.message })),
    )
  })

/**
 * Sends one call and decodes its answer. The response type is the call's response schema's type;
 * failures are ApiError | BotProtectionError | NetworkError | TimeoutError | DecodeError.
 */
export const request = <N extends CallName>(name: N, input: RequestInput<N>): Effect.Effect<ResponseOf<N>, ClientError> =>
  // The value was produced by decoding with CALLS[name].response, whose type ResponseOf<N> is.
  requestAny(name, input as AnyInput) as Effect.Effect<ResponseOf<N>, ClientError>

/** Runs an effect, resolving with its value or rejecting with its typed error (not a fiber wrapper). */
export const runToPromise = async <A, E>(effect: Effect.Effect<A, E>): Promise<A> => {
  const exit = await Effect.runPromiseExit(effect)
  if (Exit.isSuccess(exit)) return exit.value
  const error = Cause.findErrorOption(exit.cause)
  throw Option.isSome(error) ? error.value : Cause.squash(exit.cause)
}

/** `request` as a Promise for TanStack Query: rejects with the typed error. */
export const requestPromise = <N extends CallName>(name: N, input: RequestInput<N>): Promise<ResponseOf<N>> => runToPromise(request(name, input))

export type { QueryRecord, QueryValue }
