// Vite plugin that builds the service worker after the client build (docs/decisions/0009): in the
// client environment's closeBundle it bundles src/pwa/worker/serviceWorker.ts into one classic script,
// then runs workbox-build's injectManifest over the client output to fill in the precache list
// (every built JS/CSS file, the given public files such as the brand icons, and the offline page of
// each locale), writing
// `sw.js` beside the built files. The client output is nitro's public folder (.output/public), and
// nitro's server build, which runs after, lists `sw.js` among the static files it serves.
// vite-plugin-pwa is not used: it decides whether to run from the root config (`build.ssr`) rather
// than per environment, so inside TanStack Start's environment builds it skips or writes to the
// wrong folder (TanStack/router#4988, vite-pwa/vite-plugin-pwa#902).
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build, type Plugin } from 'vite'
import { injectManifest } from 'workbox-build'

export interface ServiceWorkerPluginOptions {
  /** The worker's source module. */
  readonly entry: string
  /** Pages precached by path, revisioned with the build (their HTML names the build's files). */
  readonly pages: ReadonlyArray<string>
  /** Files of the public folder to precache (nitro copies that folder after this runs), revisioned by content. */
  readonly publicFiles: ReadonlyArray<string>
}

const FILE_NAME = 'sw.js'

export function serviceWorkerPlugin(options: ServiceWorkerPluginOptions): Plugin {
  return {
    name: 'summit:service-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const config = this.environment.config
        const outDir = resolve(config.root, config.build.outDir)
        // A client build that failed (a page over its script budget) wrote no assets: its own error
        // is the one to show, not this plugin's.
        if (!existsSync(join(outDir, 'assets'))) return
        const tmp = await mkdtemp(join(tmpdir(), 'summit-sw-'))
        try {
          await build({
            configFile: false,
            root: config.root,
            mode: 'production',
            logLevel: 'warn',
            publicDir: false,
            define: { 'process.env.NODE_ENV': JSON.stringify('production') },
            build: {
              outDir: tmp,
              emptyOutDir: true,
              copyPublicDir: false,
              minify: true,
              sourcemap: false,
              lib: { entry: resolve(config.root, options.entry), formats: ['iife'], name: 'summitServiceWorker', fileName: () => FILE_NAME },
            },
          })
          // The built files' names carry their content hashes, so their sorted list identifies the build.
          const assets = (await readdir(join(outDir, 'assets'))).sort()
          const revision = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 16)
          const publicDir = config.publicDir || resolve(config.root, 'public')
          const publicEntries = await Promise.all(
            options.publicFiles.map(async (file) => ({ url: `/${file}`, revision: createHash('sha256').update(await readFile(join(publicDir, file))).digest('hex').slice(0, 16) })),
          )
          const result = await injectManifest({
            swSrc: join(tmp, FILE_NAME),
            swDest: join(outDir, FILE_NAME),
            globDirectory: outDir,
            globPatterns: ['assets/**/*.{js,css}'],
            // Hashed names need no cache-busting revision.
            dontCacheBustURLsMatching: /^assets\//,
            additionalManifestEntries: [...options.pages.map((url) => ({ url, revision })), ...publicEntries],
            maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          })
          for (const warning of result.warnings) this.environment.logger.warn(`[service worker] ${warning}`)
          this.environment.logger.info(`[service worker] ${FILE_NAME}: ${result.count} precached entries, ${(result.size / 1024).toFixed(0)} KiB`)
        } finally {
          await rm(tmp, { recursive: true, force: true })
        }
      },
    },
  }
}
