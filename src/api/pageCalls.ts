// The page's side of the storefront server's page calls (src/bff/pageCalls.server.ts): the decide call
// and the pop-ups, which every page makes once it is idle. The server decodes the request and the
// outside service's answer with the contract's schemas; the page sends and reads plain JSON, so a
// shopper who has done nothing yet loads none of the API client (Effect, the call table, the error
// catalogue). Everything else goes through ./client.ts.
import type { PagePopups } from '../contract/schemas/contentCalls'
import type { DecideRequest, DecideResponse } from '../contract/schemas/personalisation'
import { siteIdOf, type Brand, type Locale } from '../contract/site/sites'
import { resolveBaseUrl } from './config'

export interface PageCallSite {
  readonly brand: Brand
  readonly locale: Locale
}

/** A page call the server refused or could not answer: its status (0 when no answer came) and the error id of its body. */
export class PageCallError extends Error {
  constructor(
    readonly status: number,
    readonly errorId: string | undefined,
  ) {
    super(`page call failed: ${status}${errorId ? ` ${errorId}` : ''}`)
    this.name = 'PageCallError'
  }
}

const pageCall = async <A>(site: PageCallSite, call: 'decide' | 'popups', init: RequestInit): Promise<A> => {
  const url = `${resolveBaseUrl('internal')}/bff/${siteIdOf(site.brand, site.locale)}/${call}`
  let response: Response
  try {
    response = await fetch(url, { ...init, credentials: 'same-origin', headers: { accept: 'application/json', ...init.headers } })
  } catch (error) {
    if (init.signal?.aborted) throw error
    throw new PageCallError(0, undefined)
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { errorDetails?: Array<{ errorId?: unknown }> } | undefined
    const errorId = body?.errorDetails?.[0]?.errorId
    throw new PageCallError(response.status, typeof errorId === 'string' ? errorId : undefined)
  }
  return (await response.json()) as A
}

/** POST /bff/{siteId}/decide: the personalisation service's decide call, made by the storefront server. */
export const decideThroughServer = (site: PageCallSite, body: DecideRequest, signal?: AbortSignal): Promise<DecideResponse> =>
  pageCall<DecideResponse>(site, 'decide', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' }, ...(signal ? { signal } : {}) })

/** GET /bff/{siteId}/popups: the site's pop-ups, decoded by the storefront server. */
export const popupsThroughServer = async (site: PageCallSite, signal?: AbortSignal): Promise<PagePopups['popups']> =>
  (await pageCall<PagePopups>(site, 'popups', signal ? { signal } : {})).popups
