// Vite config: TanStack Start (file routes, SSR), React, nitro (node server output in .output/), and
// the service worker built after the client (src/pwa/build/serviceWorkerPlugin.ts).
import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { serviceWorkerPlugin } from './src/pwa/build/serviceWorkerPlugin'
import { lazyServerFnFetcher } from './src/build/lazyServerFnFetcher'
import { inlinedCssPreloads } from './src/build/inlinedCssPreloads'
import { offlinePath } from './src/pwa/cacheNames'
import { BRANDS, LOCALES } from './src/contract/site/sites'

// PGlite loads pglite.wasm, initdb.wasm and pglite.data from beside its own module, so it must not
// be bundled: traceDeps keeps it external and copies the package (with those files) into
// .output/server/node_modules. jsdom (DOMPurify's DOM during SSR) reads its own files at run time too.
// Static files: precompressed (brotli and gzip) at build time; built files under /assets/ are
// immutable for a year (nitro's default); the worker and its scope are revalidated on every load.
// The modules every page runs (React, the router, TanStack Query, Panda's runtime, the UI texts, the
// site helpers, the engine's React binding and stored cart, the query factories) in one chunk. Left to
// itself the bundler split them into about 20 shared chunks by which lazy routes use them, and every
// page loaded all of them: 24 requests for the product page, four round trips of six on HTTP/1.1
// before hydration could start. Only modules every page needs may be named here (a module that one
// page needs would load on all): `scripts/bundle-report.mjs` shows what each page loads.
const SHELL_MODULES = /[\\/](node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](history|store|router-core|react-router|query-core|react-query))[\\/]|styled-system[\\/]|src[\\/](ui[\\/]strings\.ts|contract[\\/]messageFormat\.ts|contract[\\/]site[\\/](sites|money|routeRules|catalogSearch)\.ts|site[\\/](useSite|settings)\.ts|engine[\\/](react\.tsx|cartPreview\.ts|notices\.ts|projections[\\/]initial\.ts|commands[\\/]limits\.ts)|pwa[\\/](cacheNames|registerServiceWorker)\.ts|api[\\/](queries|clientErrorTags|config)\.ts|shell[\\/](SiteHeader|SiteFooter|MiniCart|OfflineBanner|UpdatePrompt|EngineToasts|Breadcrumbs)\.tsx))/

export default defineConfig({
  server: { port: 3000 },
  // scripts/bundle-report.mjs reads source maps to say what is in each chunk; normal builds ship none.
  build: { sourcemap: process.env.BUNDLE_REPORT ? 'hidden' : false },
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'shell', test: SHELL_MODULES, priority: 10 }],
            },
          },
        },
      },
    },
  },
  plugins: [
    // The stylesheet (about 8 KB compressed) goes inline into each page: one round trip less before the first paint.
    tanstackStart({ server: { build: { inlineCss: true } } }),
    nitro({
      traceDeps: ['@electric-sql/pglite', 'isomorphic-dompurify', 'jsdom'],
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
    serviceWorkerPlugin({ entry: 'src/pwa/sw/serviceWorker.ts', pages: LOCALES.map(offlinePath), publicFiles: BRANDS.map((brand) => `brand/${brand}/icon.svg`) }),
  ],
})
