// The architecture's picture, checked on every `npm test` (npm run lint:deps). Dependencies point one
// way: routes → page UI (src/pages, src/commerce) → engine → API client → contract; blocks → API
// client → contract; the reference services (server/) → contract; the contract imports nothing else
// of the project; in server/, generic parts (http, db, lib) ← media, payments ← commerce ← the other
// services ← seed ← runtime ← index.ts. The PWA's four runtimes (browser, service worker, server, build) and the build code
// stay apart. No module cycle anywhere (type-only imports aside). See docs/decisions/0018.
const SRC_LAYERS = '^src/(contract|api|engine|blocks|commerce|pages|routes|ui|theme|site|seo|pwa|build|bff)/'

/** A rule: modules under `from` may import, of the project, only what `allowed` matches. */
const only = (name, from, allowed, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: '^(src|server|styled-system)/', pathNot: allowed },
})

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'A module cycle (type-only imports aside).', from: {}, to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } } },
    only('contract-stands-alone', '^src/contract/', '^src/contract/', 'The contract (call table, schemas, error catalogue, site rules) imports nothing else of the project.'),
    only('api-client-on-contract', '^src/api/', '^src/(api|contract)/', 'The API client builds on the contract alone.'),
    only('engine-below-ui', '^src/engine/', '^src/(engine|api|contract)/', 'The engine knows the API client and the contract, never the UI, blocks or the PWA.'),
    { name: 'engine-core-below-recovery', severity: 'error', comment: "The engine's core (log, commit, outbox, tabs) knows nothing of the recoveries; createEngine hands them in.", from: { path: '^src/engine/core/' }, to: { path: '^src/engine/recovery/', dependencyTypesNot: ['type-only'] } },
    only('site-and-theme-low', '^src/(site|theme)/', '^src/(site|theme|contract)/', 'Site helpers and the theme sit just above the contract.'),
    only('seo', '^src/seo/', '^src/(seo|api|contract|site)/', 'What search engines read (head links, structured data, sitemap, robots): from the API client and the contract; used by routes and the server entry.'),
    only('ui-kit', '^src/ui/', '^(src/(ui|theme|site|contract)/|styled-system/)', 'The UI kit: no engine, API or pages.'),
    only('blocks-on-api', '^src/blocks/', '^(src/(blocks|api|contract|ui|theme|site)/|src/pwa/browser/(hydrationMark|earlyInput)\\.ts$|styled-system/)', 'Content blocks render content through the API client; no engine, no pages (lazily hydrated blocks say when they have hydrated, for early input, and a part hydrated on the shopper’s reach asks early input whether it holds something for it).'),
    only('commerce-ui', '^src/commerce/', '^(src/(commerce|engine|api|contract|ui|theme|site)/|styled-system/)', 'Shared commerce UI (forms, delivery, order summary): below the pages.'),
    only('pages', '^src/pages/', '^(src/(pages|commerce|blocks|engine|api|contract|ui|theme|site|pwa/browser)/|styled-system/)', 'Page bodies: above the engine, blocks and commerce UI; never routes or server code.'),
    only('bff-on-api', '^src/bff/', '^src/(bff|api|contract)/', 'The storefront server’s own calls (backend-for-frontend: sessions, page calls): the API client and the contract only.'),
    { name: 'bff-only-from-the-server-entry', severity: 'error', comment: 'The session calls hold refresh tokens, the page calls answer for the server: only the server entry (src/server.ts) mounts them; no page, engine or route code may import them.', from: { path: '^src/', pathNot: '^src/(server\\.ts$|bff/)' }, to: { path: '^src/bff/' } },
    only('pwa-worker', '^src/pwa/worker/', '^src/(pwa/worker|contract)/', 'The service worker runs alone: only the shared names of the contract.'),
    only('pwa-browser', '^src/pwa/browser/', '^src/(pwa/browser|contract)/', 'Browser side of the PWA (worker registration, early input).'),
    only('pwa-server', '^src/pwa/server/', '^src/(pwa/server|contract|theme|site)/', 'Server side of the PWA (headers, manifest, page stream rewrites).'),
    only('build-apart', '^src/(build|pwa/build)/', '^src/(build|pwa/build|pwa/worker|contract|theme)/', 'Build plugins: no app code.'),
    { name: 'build-code-not-shipped', severity: 'error', comment: 'Nothing the app runs imports build code.', from: { path: '^src/', pathNot: '^src/(build|pwa/build)/' }, to: { path: '^src/(build|pwa/build)/' } },
    { name: 'server-code-only-from-the-server-entry', severity: 'error', comment: 'Only the server entry (src/server.ts) mounts the reference services.', from: { path: '^src/', pathNot: '^src/server\\.ts$' }, to: { path: '^server/' } },
    { name: 'pwa-server-only-from-server-wiring', severity: 'error', comment: 'The PWA server side runs in the server entry, the router and the root route.', from: { path: SRC_LAYERS, pathNot: '^src/(pwa/server|routes)/' }, to: { path: '^src/pwa/server/' } },
    only('reference-services-on-contract', '^server/', '^(server/|src/contract/)', 'The reference services share only the contract with the storefront.'),
    only('server-http-generic', '^server/(http|db|lib)/', '^(server/(http|db|lib)/|src/contract/)', 'The router, database and helpers know no service.'),
    only('server-media-payments', '^server/(media|payments)/', '^(server/(media|payments|http|db|lib)/|src/contract/)', 'Generated images and the simulated payment provider stand on the generic parts only.'),
    only('server-commerce', '^server/commerce/', '^(server/(commerce|payments|media|http|db|lib)/|src/contract/)', 'Commerce uses the payment provider and media, never the other services, the seed or the runtime.'),
    only('server-services', '^server/(content|personalisation|social|internal)/', '^(server/(content|personalisation|social|internal|commerce|media|http|db|lib)/|src/contract/)', 'The other services may use commerce; none uses another or the seed.'),
    only('server-seed', '^server/seed/', '^(server/(seed|commerce|content|payments|media|http|db|lib)/|src/contract/)', 'The seed writes through the services and the database; the runtime and test hooks sit above it.'),
    only('server-test-hooks', '^server/testHooks/', '^(server/(testHooks|seed|commerce|http|db|lib)/|src/contract/)', 'Test hooks reach into commerce and the seed.'),
    only('server-runtime', '^server/runtime/', '^(server/(runtime|seed|db|lib)/|src/contract/)', 'Opening the database, migrating and seeding; only server/index.ts and the seed command sit above.'),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', 'routeTree\\.gen\\.ts$'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], mainFields: ['module', 'main', 'types', 'typings'] },
  },
}
