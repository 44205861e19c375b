// The per-request CSP nonce. The server entry (src/server.ts) makes a fresh nonce for every page
// request and passes it to Start in the request context (`handler.fetch(request, { context: { nonce } })`,
// the field Start's RequestOptions reserve for it); the router reads it through `routerSsrOptions()`
// (createRouter({ ssr: routerSsrOptions() })), and TanStack Router then puts it on every script, style
// and preload it renders, on its hydration scripts, on React's streaming scripts, and in
// <meta property="csp-nonce"> for the client. The nonce never comes from the request itself.
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'

const consumed = new Set<string>()

/** 128 random bits, base64: unguessable and fresh per response. */
export const newNonce = (): string => {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

/**
 * True once the router of this request asked for the nonce, so the server entry only announces a
 * nonce-based policy when the page's inline scripts really carry it (and forgets it either way).
 */
export const takeNonceConsumed = (nonce: string): boolean => consumed.delete(nonce)

/** The router's `ssr` option: the request's nonce on the server; on the client the router reads the meta tag itself. */
export const routerSsrOptions = createIsomorphicFn()
  .server((): { nonce?: string } => {
    const context = getGlobalStartContext() as { nonce?: unknown } | undefined
    const nonce = typeof context?.nonce === 'string' ? context.nonce : undefined
    if (!nonce) return {}
    consumed.add(nonce)
    return { nonce }
  })
  .client((): { nonce?: string } => ({}))
