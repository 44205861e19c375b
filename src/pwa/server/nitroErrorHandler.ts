// nitro's error handler (vite.config.ts): errors raised before or around the server entry, in the
// spec's error shape (./errorResponses.ts) rather than nitro's own JSON. The one a caller meets: h3
// refuses a path whose percent-escapes are not UTF-8 (`/en-us/p/%FF`) with 400 before any route
// runs. A missing public file is 404 API404; anything unexpected is logged and answered 500 GEN500.
import { defineErrorHandler } from 'nitro'
import { errorResponse, type EdgeError } from './errorResponses'

const answerOf = (status: number, message: string): EdgeError => {
  if (status === 400) return { status, errorId: 'ATTR300', message: message && message !== 'Bad Request' ? message : 'The path is not valid percent-encoded UTF-8' }
  if (status === 404) return { status, errorId: 'API404', message: 'Not found' }
  if (status === 405) return { status, errorId: 'API405', message: message || 'This method is not allowed' }
  if (status >= 400 && status < 500) return { status, errorId: 'ATTR300', message: message || 'The request is not valid' }
  return { status: 500, errorId: 'GEN500', message: 'Something went wrong' }
}

export default defineErrorHandler((error, event) => {
  const status = !error.unhandled && typeof error.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500
  if (status >= 500) console.error(`[server] ${event.req.method} ${new URL(event.req.url).pathname} failed`, error.cause ?? error)
  return errorResponse(answerOf(status, error.unhandled ? '' : error.message), event.req.headers.get('x-correlation-id') || undefined)
})
