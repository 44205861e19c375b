// The storefront server's own error answers, in the spec's error shape (spec 001 section 3:
// appId, correlationId, errorDetails), for what never reaches the reference services' router: a
// page asked for with a method pages do not take, a path that is not valid percent-encoding, a
// request the HTTP parser refuses (./nodeServerErrors.ts). JSON, never stored, nosniff.
import { randomUUID } from 'node:crypto'
import { STATUS_CODES } from 'node:http'
import { errorResponseBody } from '../../contract/errorShape'
import { applyCommonSecurityHeaders } from './securityHeaders'

/** appId of the storefront server's own errors (the services answer with theirs). */
export const STOREFRONT_APP_ID = 'storefront'

/** The methods a page takes. */
export const PAGE_METHODS: ReadonlyArray<string> = ['GET', 'HEAD']

export interface EdgeError {
  readonly status: number
  readonly errorId: string
  readonly message: string
  readonly params?: Readonly<Record<string, string | number>>
  readonly headers?: Readonly<Record<string, string>>
}

const bodyOf = (error: EdgeError, correlationId: string): string =>
  JSON.stringify(errorResponseBody(STOREFRONT_APP_ID, correlationId, error.errorId, error.message, error.params))

/** An error answer as a Response (from the server entry and nitro's error handler). */
export const errorResponse = (error: EdgeError, correlationId: string = randomUUID()): Response => {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-correlation-id': correlationId, ...error.headers })
  applyCommonSecurityHeaders(headers)
  return new Response(bodyOf(error, correlationId), { status: error.status, headers })
}

/** An error answer as the raw bytes of an HTTP/1.1 response, written to a socket the parser gave up on; the connection closes. */
export const rawErrorResponse = (error: EdgeError, correlationId: string = randomUUID()): string => {
  const body = bodyOf(error, correlationId)
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Correlation-Id': correlationId,
    Connection: 'close',
    ...error.headers,
  }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
  return `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n${body}`
}

/** 405 for a page asked for with another method than GET or HEAD. */
export const pageMethodNotAllowed = (method: string, pathname: string): EdgeError => ({
  status: 405,
  errorId: 'API405',
  message: `${method} is not allowed on ${pathname}`,
  params: { allow: PAGE_METHODS.join(', ') },
  headers: { allow: PAGE_METHODS.join(', ') },
})
