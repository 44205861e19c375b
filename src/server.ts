// Server entry: the reference services and the storefront share one Node process. Requests for
// /api, /fapi and /media go straight to the reference services; everything else is rendered by
// TanStack Start. Server-side API calls to the default (same-origin) services are dispatched in
// process instead of through the loopback network.
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { internalOrigin, setApiRuntime } from './api/config'
import { setApiLogLevel, type LogLevel } from './api/logger'
import { handleReferenceRequest } from '../server/index'

const REFERENCE_PREFIXES = ['/api/', '/fapi/', '/media/']
const isReferencePath = (pathname: string) => REFERENCE_PREFIXES.some((p) => pathname.startsWith(p))

/** fetch for server-side API calls: same-origin reference calls never leave the process. */
const inProcessFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init)
  const url = new URL(request.url)
  if (url.origin === internalOrigin() && isReferencePath(url.pathname)) return handleReferenceRequest(request)
  return fetch(request)
}

setApiRuntime({ fetch: inProcessFetch })
const logLevel = process.env.API_LOG_LEVEL
if (logLevel && ['debug', 'info', 'warn', 'error', 'silent'].includes(logLevel)) setApiLogLevel(logLevel as LogLevel)

export default createServerEntry({
  fetch(request) {
    const { pathname } = new URL(request.url)
    if (isReferencePath(pathname)) return handleReferenceRequest(request)
    return handler.fetch(request)
  },
})
