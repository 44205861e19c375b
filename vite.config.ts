// Vite config: TanStack Start (file routes, SSR), React, nitro (node server output in .output/).
import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'

// PGlite loads pglite.wasm, initdb.wasm and pglite.data from beside its own module, so it must not
// be bundled: traceDeps keeps it external and copies the package (with those files) into
// .output/server/node_modules. jsdom (DOMPurify's DOM during SSR) reads its own files at run time too.
export default defineConfig({
  server: { port: 3000 },
  resolve: { tsconfigPaths: true },
  plugins: [tanstackStart(), nitro({ traceDeps: ['@electric-sql/pglite', 'isomorphic-dompurify', 'jsdom'] }), viteReact()],
})
