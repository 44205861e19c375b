// The storefront server's session calls (src/bff, decision 24) in the simulation: the device's
// browser holds the session cookie (one jar per run: the tabs of one browser share it), and the
// backend-for-frontend answers /session/ calls in this process. Its own calls to the services
// (the token call) go over the simulated network like any other, with its faults.
import { handleSessionCall } from '../../src/bff/sessionCalls.server.ts'

export const SIM_ORIGIN = 'http://sim.test'

/** `inner` (the simulated network) for every call but the session calls, which the BFF answers with the run's cookie jar. */
export const withSessionCalls = (inner: typeof fetch): typeof fetch => {
  let cookie: string | undefined
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (!new URL(url, SIM_ORIGIN).pathname.startsWith('/session/')) return inner(input, init)
    const headers = new Headers(init?.headers)
    headers.set('origin', SIM_ORIGIN)
    if (cookie) headers.set('cookie', cookie)
    else headers.delete('cookie')
    const request = new Request(new URL(url, SIM_ORIGIN), { method: init?.method ?? 'POST', headers, ...(init?.body === undefined ? {} : { body: init.body }) })
    const answer = await handleSessionCall(request, { secure: false, allowedOrigins: [] })
    // A browser drops the answer of a request its page abandoned (the engine's timeout): its
    // Set-Cookie is never applied. (Applying it made a late first session replace the one the device
    // had started since, and orphaned the cart made under that one.)
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError')
    const set = answer.headers.get('set-cookie')
    if (set) cookie = /Max-Age=0/.test(set) ? undefined : set.split(';')[0]
    return answer
  }
}
