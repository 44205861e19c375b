// Vite plugin: TanStack Start's client RPC for server functions (its fetcher, seroval's serializer
// and deserializer, the framed-stream decoder; about 8 KB gzip) is loaded when a server function is
// first called in the browser, not with every page. Start's hydration always registers the
// server-function serialization adapter, whose `createClientRpc` imports the fetcher statically, so
// the fetcher and seroval sat in the entry chunk of every page although the storefront calls a server
// function in the browser only on a client-side visit to `/` or `/__engine` (preferredLocale).
// In the client build, createClientRpc's import of `./serverFnFetcher.js` is answered with a module
// whose `serverFnFetcher` imports the real one and calls it: same arguments, same result (a
// promise either way). The build fails if Start no longer has that import, so an upgrade that moves
// it is noticed instead of silently bringing the bytes back (docs/decisions/0014-web-performance-second-round.md).
import type { Plugin } from 'vite'

const IMPORTER = /[\\/]@tanstack[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client-rpc[\\/]createClientRpc\.js$/
const SOURCE = './serverFnFetcher.js'
const VIRTUAL = '\0summit:lazy-server-fn-fetcher'

export function lazyServerFnFetcher(): Plugin {
  let realPath: string | undefined
  return {
    name: 'summit:lazy-server-fn-fetcher',
    apply: 'build',
    // Before Vite's own resolver, which would answer the relative import itself.
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer) {
      if (source !== SOURCE || !importer || !IMPORTER.test(importer)) return null
      const real = await this.resolve(source, importer, { skipSelf: true })
      if (!real) return null
      realPath = real.id
      return VIRTUAL
    },
    load(id) {
      if (id !== VIRTUAL || !realPath) return null
      return `export const serverFnFetcher = (...args) => import(${JSON.stringify(realPath)}).then((m) => m.serverFnFetcher(...args))`
    },
    buildEnd(error) {
      if (!error && !realPath) this.error(`${SOURCE} was not imported by @tanstack/start-client-core's createClientRpc.js: update src/build/lazyServerFnFetcher.ts`)
    },
  }
}
