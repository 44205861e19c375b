// The storefront server's page calls (backend-for-frontend, docs/decisions/0032), mounted by
// src/server.ts under /bff/{siteId}/…: the two calls every page makes once it is idle, for a shopper
// who has done nothing yet. Made here, they need none of the API client in the browser (Effect, its
// Schema, the call table, the error catalogue: about 50 KB gzip, most of a product page's scripts
// after hydration); a page loads the client when the shopper first does something that needs it.
//   POST decide   the personalisation service's decide call (a decision, or records: impressions,
//                 clicks, page events). The body is the call's own (DecideRequest), decoded here and
//                 sent on through the API client; the answer is the service's, decoded. Same-site only.
//   GET  popups   the site's pop-ups from the content service, each decoded (a malformed one dropped
//                 with a warning), shared between shoppers like the menu (src/api/queries.ts sharedRead).
// Failures of the outside service pass through in the spec's error shape; when it cannot be reached, 502.
import { Option, Schema } from 'effect'
import { request as apiRequest, requestPromise } from '../api/client'
import { contentMode } from '../api/config'
import type { ClientError } from '../api/errors'
import { sharedRead } from '../api/queries'
import { decodePopups } from '../contract/schemas/blocks/decodePopups'
import { DecideRequest, type DecideResponse } from '../contract/schemas/personalisation'
import type { PagePopups } from '../contract/schemas/contentCalls'
import { parseSiteId, type Brand, type Locale } from '../contract/site/sites'
import { NOT_JSON, TOO_LARGE, errorResponse, json, outcomeOf, passOn, readJsonBody, sameSiteRequest } from './answers'

export const PAGE_CALLS_PATH_PREFIX = '/bff/'
const PATH = /^\/bff\/([a-z]+-[a-z]{2}-[a-z]{2})\/(decide|popups)$/
/** A decide call carries at most 50 events (src/contract/schemas/personalisation.ts), each bounded: far under this. */
export const MAX_DECIDE_BODY_BYTES = 64 * 1024

export interface PageCallOptions {
  /** Origins besides the request's own that may call (each brand's public origin, BRAND_ORIGINS). */
  readonly allowedOrigins: ReadonlyArray<string>
}

interface Site {
  readonly siteId: string
  readonly brand: Brand
  readonly locale: Locale
}

const decide = async (site: Site, request: Request): Promise<Response> => {
  const raw = await readJsonBody(request, MAX_DECIDE_BODY_BYTES)
  if (raw === TOO_LARGE) return json(413, errorResponse(413, 'ATTR300', `The body is larger than ${MAX_DECIDE_BODY_BYTES} bytes`, { params: { field: 'body' } }))
  const body = raw === NOT_JSON ? undefined : Option.getOrUndefined(Schema.decodeUnknownOption(DecideRequest)(raw))
  if (body === undefined) return json(400, errorResponse(400, 'ATTR300', 'Invalid body: expected the decide call’s { channel, events, monetateId, customerId? }', { params: { field: 'body' } }))
  const answer = await outcomeOf(apiRequest('decide', { site, path: { brand: site.brand }, body, signal: request.signal }))
  if (!answer.ok) return passOn(answer.error, 'personalisation')
  const decided: DecideResponse = answer.value
  return json(200, decided)
}

const popups = async (site: Site, request: Request): Promise<Response> => {
  const mode = contentMode()
  const key = ['content', 'popups', site.brand, site.locale, mode] as const
  try {
    const found = await sharedRead(key, undefined, async () => {
      const response = await requestPromise('contentPopups', { site, signal: request.signal })
      return decodePopups(response.popups)
    })
    const body: PagePopups = { popups: found }
    // Pop-ups change when an editor publishes; a preview's never stay anywhere.
    return json(200, body, { cacheControl: mode === 'preview' ? 'no-store' : 'public, max-age=60' })
  } catch (error) {
    return passOn(error as ClientError, 'content')
  }
}

/** Answers a request under /bff/ (src/server.ts sends them here). */
export const handlePageCall = async (request: Request, options: PageCallOptions): Promise<Response> => {
  const url = new URL(request.url)
  const match = PATH.exec(url.pathname)
  const parsed = match ? parseSiteId(match[1]!) : undefined
  if (!match || !parsed) return json(404, errorResponse(404, 'API404', `No call matches ${request.method} ${url.pathname}`))
  const site: Site = { siteId: match[1]!, ...parsed }
  const call = match[2] as 'decide' | 'popups'
  const method = request.method.toUpperCase()
  const allowed = call === 'decide' ? ['POST'] : ['GET', 'HEAD']
  if (!allowed.includes(method)) {
    const refused = json(405, errorResponse(405, 'API405', `${method} is not allowed on ${url.pathname}`))
    refused.headers.set('allow', allowed.join(', '))
    return refused
  }
  if (call === 'popups') return popups(site, request)
  if (!sameSiteRequest(request, options.allowedOrigins)) return json(403, errorResponse(403, 'AUT432', 'Page calls are only taken from this site’s own pages'))
  return decide(site, request)
}
