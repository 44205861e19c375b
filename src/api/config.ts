// Runtime settings of the API client: one base URL per outside system, the fetch to use and the
// per-request timeout. Defaults point at the reference services on the storefront's own origin; on
// the server, relative bases are resolved against the internal origin and the *_API_URL settings win.
import { uuid } from './uuid'

export type ServiceBase = 'commerce' | 'content' | 'personalisation' | 'social' | 'payments' | 'internal'

export interface BaseUrls {
  readonly commerce: string
  readonly content: string
  readonly personalisation: string
  readonly social: string
  /** The payment provider that tokenizes cards (the browser sends card numbers only there). */
  readonly payments: string
  /** The storefront's own front-end interface (/fapi/*); '' is this origin. */
  readonly internal: string
}

/**
 * Keeps a read every shopper of a site shares (the menu, the footer, content pages, a product's
 * details, stock and content, recommendations): `load` runs when the keeper has no current value for
 * `key`; `products` names the products whose changes make the value stale, one known before the load
 * (a product's own reads) or those the value shows (recommendations: other products' names, prices
 * and stock). The storefront server installs one (src/pwa/server/sharedReads.ts); elsewhere every
 * read loads.
 */
export type SharedReadProducts<T> = string | ((value: T) => Iterable<string>)

export type SharedReads = <T>(key: string, load: () => Promise<T>, products?: SharedReadProducts<T>) => Promise<T>

export interface ApiRuntime {
  readonly baseUrls: BaseUrls
  readonly fetch: typeof fetch
  readonly timeoutMs: number
  /** Content calls use mode `preview` when on (sandbox deployment or editor preview), else `publish` (DECISIONS 2). */
  readonly contentPreview: boolean
  /** Inside the app webview mobile-tracked calls carry `x-channel: MAPP`, otherwise `ECOMM`. */
  readonly appWebView: boolean
  /** One per page session; generated on first use in the browser, fresh per call on the server unless set. */
  readonly transactionId: string | undefined
  /** The server's keeper of shared reads; none in the browser. */
  readonly sharedReads: SharedReads | undefined
}

export interface ApiRuntimeInput extends Partial<Omit<ApiRuntime, 'baseUrls'>> {
  readonly baseUrls?: Partial<BaseUrls>
}

export const DEFAULT_BASE_URLS: BaseUrls = {
  commerce: '/api',
  content: '/api/content',
  personalisation: '/api/personalisation',
  social: '/api/social',
  payments: '/api/payments',
  internal: '',
}

/** Late-bound so test interceptors (msw) and the server's in-process fetch installed later are honoured. */
const globalFetch: typeof fetch = (input, init) => globalThis.fetch(input, init)

const defaults: ApiRuntime = {
  baseUrls: DEFAULT_BASE_URLS,
  fetch: globalFetch,
  timeoutMs: 10_000,
  contentPreview: false,
  appWebView: false,
  transactionId: undefined,
  sharedReads: undefined,
}

let explicit: ApiRuntimeInput = {}

export const isServer = (): boolean => typeof window === 'undefined'

const env = (name: string): string | undefined => {
  const proc = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
  const value = proc?.env?.[name]
  return value === undefined || value === '' ? undefined : value
}

interface ServerEnv {
  readonly baseUrls: Partial<BaseUrls>
  readonly contentPreview: boolean
  readonly internalOrigin: string
}

/**
 * Server-side settings from the environment, read at the first call (never at import time, so
 * client bundles carry none) and kept: the environment is the process's. Read on every call they
 * cost a product page's render 0.08 ms (process.env is a lookup in the process's environment each
 * time, and a page makes a dozen calls).
 */
let serverEnvRead: ServerEnv | undefined
const serverEnv = (): ServerEnv => {
  if (serverEnvRead) return serverEnvRead
  const baseUrls: { -readonly [K in keyof BaseUrls]?: string } = {}
  const commerce = env('COMMERCE_API_URL')
  const content = env('CONTENT_API_URL')
  const personalisation = env('PERSONALISATION_API_URL')
  const social = env('SOCIAL_API_URL')
  const payments = env('PAYMENTS_API_URL')
  if (commerce) baseUrls.commerce = commerce
  if (content) baseUrls.content = content
  if (personalisation) baseUrls.personalisation = personalisation
  if (social) baseUrls.social = social
  if (payments) baseUrls.payments = payments
  serverEnvRead = { baseUrls, contentPreview: env('CONTENT_MODE') === 'preview', internalOrigin: env('INTERNAL_ORIGIN') ?? `http://127.0.0.1:${env('PORT') ?? 3000}` }
  return serverEnvRead
}

export const internalOrigin = (): string => serverEnv().internalOrigin

/** The runtime as settings and environment make it, kept until the settings change. */
let runtime: ApiRuntime | undefined

/** Merges settings into the runtime (base URLs merge one by one). */
export const setApiRuntime = (partial: ApiRuntimeInput): void => {
  explicit = { ...explicit, ...partial, baseUrls: { ...explicit.baseUrls, ...partial.baseUrls } }
  runtime = undefined
}

/** Forgets every setApiRuntime call and the environment as read (tests). */
export const resetApiRuntime = (): void => {
  explicit = {}
  runtime = undefined
  serverEnvRead = undefined
  browserTransactionId = undefined
}

export const getApiRuntime = (): ApiRuntime => {
  if (runtime) return runtime
  const { baseUrls, ...rest } = explicit
  const server = isServer() ? serverEnv() : undefined
  const contentPreview = rest.contentPreview ?? server?.contentPreview ?? defaults.contentPreview
  runtime = {
    ...defaults,
    ...rest,
    contentPreview,
    baseUrls: { ...defaults.baseUrls, ...server?.baseUrls, ...baseUrls },
  }
  return runtime
}

/** The absolute (server) or as-configured (browser) base URL of a service, without a trailing slash. */
export const resolveBaseUrl = (service: ServiceBase, runtime: ApiRuntime = getApiRuntime()): string => {
  const base = runtime.baseUrls[service].replace(/\/+$/, '')
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(base)) return base
  if (!isServer()) return base
  return `${internalOrigin().replace(/\/+$/, '')}${base.startsWith('/') || base === '' ? '' : '/'}${base}`
}

export const contentMode = (runtime: ApiRuntime = getApiRuntime()): 'publish' | 'preview' =>
  runtime.contentPreview ? 'preview' : 'publish'

let browserTransactionId: string | undefined

/** x-transaction-id: one per page session in the browser; per call on the server unless configured. */
export const transactionId = (runtime: ApiRuntime = getApiRuntime()): string => {
  if (runtime.transactionId) return runtime.transactionId
  if (isServer()) return uuid()
  browserTransactionId ??= uuid()
  return browserTransactionId
}
