// A small leveled logger for the API client: one debug line per call (method, URL, status, time,
// correlation id). Never logs headers or bodies (tokens, passwords). Silent under vitest.
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 }

const inTests = (): boolean => {
  const proc = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
  return proc?.env?.VITEST !== undefined || proc?.env?.NODE_ENV === 'test'
}

let level: LogLevel | undefined

export const setApiLogLevel = (next: LogLevel): void => {
  level = next
}

const isDev = (): boolean => (import.meta as { env?: { DEV?: boolean } }).env?.DEV === true

/** Default: silent in tests, every call in development, warnings only in production builds. */
const currentLevel = (): LogLevel => level ?? (inTests() ? 'silent' : isDev() ? 'debug' : 'warn')

export interface ApiLogger {
  debug(message: string, data?: Readonly<Record<string, unknown>>): void
  warn(message: string, data?: Readonly<Record<string, unknown>>): void
}

export const apiLogger: ApiLogger = {
  debug(message, data) {
    if (ORDER[currentLevel()] <= ORDER.debug) console.debug(`[api] ${message}`, data ?? '')
  },
  warn(message, data) {
    if (ORDER[currentLevel()] <= ORDER.warn) console.warn(`[api] ${message}`, data ?? '')
  },
}
