// A nitro plugin: what Node's HTTP server answers by itself, before any of our code runs, answered
// in the spec's error shape instead (./errorResponses.ts). Node's parser refuses a request line and
// headers over 16 KiB (its default --max-http-header-size) with a bare "431" and a method it does not
// know (FOO) with a bare "400"; srvx, under nitro, answers a request target that is neither a path
// nor an absolute URL with an empty 400. The plugin finds the HTTP server when it starts listening
// (the `net.server.listen` tracing channel of node:diagnostics_channel: nitro's node preset builds the
// server itself and hands it to no plugin) and takes over its `clientError` event and those targets:
//   431 ATTR300  request line and headers over the parser's limit (params.maxBytes)
//   405 API405   a method the parser does not know, with Allow (every method the server takes:
//                the parser stops before the path is known)
//   400 ATTR300  any other malformed request, and a request target that is not a path
//   408 GEN500   the request did not arrive in time
// On a Node without that channel the server keeps Node's own answers (documented in decision 21).
import { tracingChannel } from 'node:diagnostics_channel'
import { Server, maxHeaderSize, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { definePlugin } from 'nitro'
import { rawErrorResponse, type EdgeError } from './errorResponses'

/** Every method some route of the server takes. */
export const SERVER_METHODS: ReadonlyArray<string> = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT']

/** The answer to a request Node's parser refused, by the parser's error code. */
export const clientErrorAnswer = (code: string | undefined): EdgeError => {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, errorId: 'ATTR300', message: `The request line and headers are larger than ${maxHeaderSize} bytes`, params: { maxBytes: maxHeaderSize } }
    case 'HPE_INVALID_METHOD':
      return { status: 405, errorId: 'API405', message: 'This method is not allowed', params: { allow: SERVER_METHODS.join(', ') }, headers: { Allow: SERVER_METHODS.join(', ') } }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, errorId: 'GEN500', message: 'The request did not arrive in time' }
    default:
      return { status: 400, errorId: 'ATTR300', message: 'The request is not valid HTTP' }
  }
}

/** What srvx takes as a request target: a path, `*`, or an absolute http(s) URL. */
const isServedTarget = (target: string | undefined): boolean => {
  if (!target || target.startsWith('/') || target === '*') return true
  if (!/^https?:\/\//i.test(target)) return false
  try {
    new URL(target)
    return true
  } catch {
    return false
  }
}

const guarded = new WeakSet<Server>()

/** Takes over a server's parser errors and unserved request targets (once per server). */
export const guardServer = (server: Server): void => {
  if (guarded.has(server)) return
  guarded.add(server)
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy()
      return
    }
    socket.end(rawErrorResponse(clientErrorAnswer(error.code)))
  })
  const handlers = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>
  server.removeAllListeners('request')
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (isServedTarget(req.url)) {
      for (const handler of handlers) handler.call(server, req, res)
      return
    }
    res.shouldKeepAlive = false
    res.socket?.end(rawErrorResponse({ status: 400, errorId: 'ATTR300', message: 'The request target is not a path' }))
  })
}

export default definePlugin(() => {
  tracingChannel<unknown, { server?: unknown }>('net.server.listen').subscribe({
    start: () => undefined,
    end: () => undefined,
    asyncStart: (message) => {
      if (message.server instanceof Server) guardServer(message.server)
    },
    asyncEnd: () => undefined,
    error: () => undefined,
  })
})
