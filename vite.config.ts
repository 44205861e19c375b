// Vite config: TanStack Start (file routes, SSR), React, nitro (node server output in .output/), and
// the service worker built after the client (src/pwa/build/serviceWorkerPlugin.ts).
import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { serviceWorkerPlugin } from './src/pwa/build/serviceWorkerPlugin'
import { lazyServerFnFetcher } from './src/build/lazyServerFnFetcher'
import { inlinedCssPreloads } from './src/build/inlinedCssPreloads'
import { staticCssPlugin } from './src/build/staticCss'
import { LATE_LAYOUT_CHUNK, PRODUCT_PARTS_CHUNK, isLateLayoutModule, isProductPartsModule, isShellModule, shellChunk } from './src/build/shellChunk'
import { offlinePath } from './src/contract/cacheNames'
import { BRANDS, LOCALES } from './src/contract/site/sites'

// PGlite loads pglite.wasm, initdb.wasm and pglite.data from beside its own module, so it must not
// be bundled: traceDeps keeps it external and copies the package (with those files) into
// .output/server/node_modules. jsdom (DOMPurify's DOM during SSR) reads its own files at run time too.
// Static files: precompressed (brotli and gzip) at build time; built files under /assets/ are
// immutable for a year (nitro's default); the worker and its scope are revalidated on every load.
export default defineConfig({
  server: { port: 3000 },
  // scripts/bundle-report.mjs reads source maps to say what is in each chunk; normal builds ship none.
  build: { sourcemap: process.env.BUNDLE_REPORT ? 'hidden' : false },
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        // Dynamic imports go through Vite's helper (a chunk that fails to load still raises
        // vite:preloadError, which reloads onto a new deploy: src/pwa/browser/registerServiceWorker.ts),
        // but it preloads none of their dependencies: a <link rel=modulepreload> per dependency, made
        // on the main thread, cost 38-85 ms tasks at 4x slowdown after hydration; the browser fetches
        // a chunk's imports itself.
        modulePreload: { polyfill: false, resolveDependencies: () => [] },
        rolldownOptions: {
          output: {
            codeSplitting: {
              // The modules every page runs, in one chunk (src/build/shellChunk.ts).
              // What every page loads after hydrating, in one more (src/build/shellChunk.ts LATE_LAYOUT_SOURCES),
              // and the product tiles' and buy box's small parts in a third (PRODUCT_PARTS_SOURCES).
              groups: [
                { name: 'shell', test: isShellModule(process.cwd()), priority: 10 },
                // Only the listed modules: what they share with the pages' own code stays apart.
                { name: LATE_LAYOUT_CHUNK, test: isLateLayoutModule(process.cwd()), priority: 5, includeDependenciesRecursively: false },
                { name: PRODUCT_PARTS_CHUNK, test: isProductPartsModule(process.cwd()), priority: 4, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    // The stylesheet (about 8 KB compressed) goes inline into each page: one round trip less before the first paint.
    // A route's loader travels in its component's chunk, not in the route table every page loads
    // (docs/decisions/0034): the first view needs the component's chunk anyway, and a later visit
    // finds it in the service worker's precache or preloaded on intent, so the double wait the
    // router's default avoids is a cache read; every page's first scripts are 1.4-1.6 KB smaller.
    // The not-found component goes with them: the router preloads a matched route's anyway (the 404
    // page itself is lazy, src/pages/LazyNotFoundPage.tsx), so apart it was one more file on every page.
    tanstackStart({
      server: { build: { inlineCss: true } },
      router: { codeSplittingOptions: { defaultBehavior: [['loader', 'component', 'notFoundComponent'], ['errorComponent'], ['pendingComponent']] } },
    }),
    nitro({
      traceDeps: ['@electric-sql/pglite', 'isomorphic-dompurify', 'jsdom'],
      // What the HTTP server and nitro answer before the server entry runs, in the spec's error shape
      // (a request the parser refuses, a path that is not valid percent-encoding): docs/decisions/0021.
      // The first refuses a Node older than the project's (./src/pwa/server/nodeVersion.ts); the last
      // ends a process still running 15 s after it was asked to stop (./src/pwa/server/shutdownDeadline.ts).
      plugins: ['./src/pwa/server/nodeVersion.ts', './src/pwa/server/nodeServerErrors.ts', './src/pwa/server/shutdownDeadline.ts'],
      errorHandler: './src/pwa/server/nitroErrorHandler.ts',
      compressPublicAssets: { gzip: true, brotli: true },
      routeRules: {
        '/assets/**': { headers: { 'x-content-type-options': 'nosniff' } },
        '/sw.js': { headers: { 'cache-control': 'no-cache', 'service-worker-allowed': '/', 'x-content-type-options': 'nosniff' } },
        '/brand/**': { headers: { 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' } },
        '/robots.txt': { headers: { 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' } },
      },
    }),
    viteReact(),
    lazyServerFnFetcher(),
    inlinedCssPreloads(),
    // Panda's css() calls written out in full, answered at build time (their class names).
    staticCssPlugin(),
    shellChunk(),
    serviceWorkerPlugin({ entry: 'src/pwa/worker/serviceWorker.ts', pages: LOCALES.map(offlinePath), publicFiles: BRANDS.map((brand) => `brand/${brand}/icon.svg`) }),
  ],
})
