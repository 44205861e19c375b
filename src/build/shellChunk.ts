// The shell chunk and the pages' script budgets (docs/decisions/0018-contract-and-layers.md).
//
// The modules every page runs (React, the router, TanStack Query, Panda's runtime, the layout, the
// site helpers, the engine's React binding and stored cart, the catalogue query factories) go in one
// chunk: left to itself the bundler split them into about 20 shared chunks by which lazy routes use
// them, and every page loaded all of them (24 requests for the product page, four round trips of six
// on HTTP/1.1 before hydration could start). Only modules every page needs may be listed (a module
// one page needs would load on all); `scripts/bundle-report.mjs` shows what each page loads.
//
// The list names folders where it can (a file renamed or added inside one stays in the shell) and
// single files otherwise; the build fails when an entry matches no module of the client build, so a
// renamed file cannot silently move out of the shell. The same plugin fails the build when a page's
// scripts needed to hydrate (the entry and the page's route chunk with everything they import
// statically, gzip level 6 as bench/web.mjs counts) grow past the page's budget.
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** npm packages every page runs. */
const SHELL_PACKAGES = ['react', 'react-dom', 'scheduler', 'use-sync-external-store', '@tanstack/history', '@tanstack/store', '@tanstack/router-core', '@tanstack/react-router', '@tanstack/query-core', '@tanstack/react-query']

/** Source folders (ending in /) and files every page runs, relative to the project. */
export const SHELL_SOURCES = [
  // Panda's `cx`; `css` and the recipes are answered at build time (src/build/staticCss.ts), so
  // their run time loads only with the few parts that style from props (src/ui/Button.tsx).
  'styled-system/css/cx.mjs',
  'src/pages/layout/',
  'src/site/',
  'src/contract/site/',
  'src/contract/messageFormat.ts',
  'src/contract/cacheNames.ts',
  'src/ui/strings.ts',
  'src/ui/FailureMessage.tsx',
  'src/api/queries.ts',
  'src/blocks/contentQueries.ts',
  'src/api/clientErrorTags.ts',
  'src/api/config.ts',
  'src/engine/react.tsx',
  'src/engine/cartPreview.ts',
  'src/engine/notices.ts',
  'src/engine/projections/initial.ts',
  'src/engine/commands/limits.ts',
  'src/pwa/browser/registerServiceWorker.ts',
  // The favourites heart: the layout puts it on every product tile (docs/decisions/0025).
  'src/commerce/FavouriteHeart.tsx',
  'src/engine/favouriteMarks.ts',
  'src/ui/tileAction.ts',
  // The closed bars' flags (the locale layout provides them on every page) and the content areas'
  // loader (the route loaders of most pages start it): two small files of their own on every page.
  'src/blocks/shared/closedFlags.tsx',
  'src/blocks/contentAreaModule.ts',
] as const

/**
 * What every page loads after hydrating (personalisation's decision and records,
 * the pop-up gate, and the small modules they share), in one chunk of its own, loaded with the first
 * of them: left to itself the bundler made a dozen files of 0.1-3 KB of them, and each file
 * compresses on its own. Only modules no page needs to hydrate may be listed (the small modules they
 * share with the pages' own code, such as the block texts or image URLs, stay apart): the build fails
 * if the chunk is among the scripts a budgeted page needs to hydrate.
 */
export const LATE_LAYOUT_SOURCES = [
  'src/blocks/personalisation/',
  'src/pages/personalisation/',
  'src/blocks/popups/PopupGate.tsx',
  'src/blocks/popups/choosePopup.ts',
  'src/blocks/popups/dismissedPopups.ts',
  'src/contract/personalisation.ts',
] as const

/**
 * Gzip budget (KB) of what each page needs to hydrate, by route file. About 5 KB over the figures
 * measured when the budget was set (README, bench:web), so a change that adds more fails the build.
 * The product page's is issue 18's 150 KB since the header's search box and the page's lazy sections
 * (their placeholders and loaders) joined it; issue 16 is to cut every page's figure well below.
 * The home page's and the cart's gained 2 KB with issue 12 (accounts): every page's entry holds every
 * route's definition (the router matches URLs with them), and the account, orders, order tracking,
 * favourites, shared favourites and reset-password routes, their titles and the engine's account,
 * favourites and session state joined them; so did the favourites heart on every tile (lazy, its
 * import added a module preload link without integrity). The code of those pages and the enrollment
 * machine load only where they are used.
 * The cart's and the search page's gained 2 KB and 1 KB when the content blocks met the search box
 * and the product page's depth (the lazy hydration wrapper, the bars' closed flags, the content
 * areas' loaders and the search page's content area; every block's own code loads near the
 * viewport): docs/decisions/0026-content-blocks.md, for the lead to keep or cut back. Both gained
 * 0.3 KB more with early input's capture of parts still hydrating (src/pwa/browser/earlyInput.ts) and
 * the shared Intl formatters: 155 and 152 until issue 16 cuts the shared scripts.
 * Merging the accounts (issue 12) with the content blocks and the local-first cart (issues 13 and 14)
 * added both sides' shared code to every entry: the product page measured 151.0, the cart 155.9 and
 * the search page 153.0 KB, over the larger of the two branches' figures (150, 155, 152); their
 * budgets are those figures plus about 1 KB, for issue 16 to cut back. The home (147.2) and category
 * (149.8) pages kept 150.
 * The category page reached 150.1 KB when the associates' session (issue 15: the associate's slot in
 * the layout, the bar itself lazy) met early input's replay behind entries still pending and the
 * chunk reload's offline guard: 151, for issue 16 to cut back with the rest.
 * The cart reached 157.0 KB (just over 157) when the roles (issue 15: the role slot under the header,
 * its banners and dialog lazy) met the personalisation decision's setting and the router's scroll
 * fix: 157.5. The bundle report of that build (scripts/bundle-report.mjs /en-us/cart) showed the cart
 * loading 320 KB gzip in all, 158 KB of it after hydration, 30 KB of which the phone numbers
 * (libphonenumber-js) that a pop-up's e-mail validators pulled in; the phone validator now has its
 * own module (src/contract/phoneValidator.ts): 290 KB in all, 128 KB after hydration.
 * Issue 16's round (docs/main-thread-profile.md) took every page 1.5-2.5 KB back under: the page-only
 * texts of the cart, the catalogue listings and the small site pages in tables of their own
 * (src/ui/strings.ts `extendTexts`), the root's theme colour read from the page in the browser (the
 * palettes no longer in every page), the early input capture and the page not found out of the
 * browser's entry, the product page's lower sections hydrated near the viewport. Measured: home
 * 146.6, category 149.4, product 149.2 (issue 18's 150), cart 155.2, search 153.5 KB.
 * Panda's `css()` and recipe calls answered at build time (src/build/staticCss.ts) took its run time
 * (the utility table, conditions, the recipes' factory) out of the shell: home 141.6, category 143.5,
 * product 143.4, cart 149.3, search 147.5 KB; the budgets are those plus about 1.5 KB.
 * Each route's loader moved into its component's chunk (vite.config.ts, docs/decisions/0034), out of
 * the route table every page loads, and the tiles' small parts were put in one chunk: home 140.3,
 * category 141.7, product 141.5, cart 148.0, search 145.5 KB; the budgets are those plus 1.5-2 KB.
 * The closed bars' flags and the content areas' loader then joined the shell (two files fewer on
 * every page, 0.4 KB less on the product page in all): home 141.4, category 142.5, product 142.4,
 * cart 148.8, search 146.3 KB, within the same budgets.
 * The hydration marks' hook (decision 37) and the engine's start in turns (decision 38) brought the
 * home page to 142.0 KB, its budget: the home's budget is 142.5 KB since (category 143.0, product
 * 142.9, cart 149.3, search 146.8 KB).
 */
export const PAGE_BUDGETS_KB: Readonly<Record<string, number>> = {
  'src/routes/$locale/index.tsx': 142.5,
  'src/routes/$locale/c/$slugId.tsx': 143.5,
  'src/routes/$locale/p/$slugId.tsx': 143.5,
  'src/routes/$locale/cart.tsx': 150,
  'src/routes/$locale/search.tsx': 147.5,
}

const normalise = (id: string): string => id.replace(/\\/g, '/').replace(/\?.*$/, '')

const packageOf = (id: string): string | undefined => {
  const at = id.lastIndexOf('/node_modules/')
  if (at < 0) return undefined
  const parts = id.slice(at + '/node_modules/'.length).split('/')
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
}

/** The entry of `sources` (a folder ending in / or a file, relative to `root`) a source module's path falls under, if any. */
const sourceEntryOf = (sources: ReadonlyArray<string>, root: string, path: string): string | undefined => {
  const rel = path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path
  return sources.find((entry) => (entry.endsWith('/') ? rel.startsWith(entry) : rel === entry))
}

/** The shell entry (package, folder or file) a module belongs to, if any. */
const shellEntryOf = (root: string, id: string): string | undefined => {
  const path = normalise(id)
  const pkg = packageOf(path)
  if (pkg !== undefined) return SHELL_PACKAGES.includes(pkg) ? pkg : undefined
  return sourceEntryOf(SHELL_SOURCES, root, path)
}

export const isShellModule = (root: string) => (id: string): boolean => shellEntryOf(normalise(root), id) !== undefined

/** The entry of `sources` one of our own modules (never a package's) falls under, if any. */
const listedEntryOf = (sources: ReadonlyArray<string>, root: string, id: string): string | undefined => {
  const path = normalise(id)
  return packageOf(path) === undefined ? sourceEntryOf(sources, root, path) : undefined
}

const isListedSource = (sources: ReadonlyArray<string>) => (root: string) => (id: string): boolean => listedEntryOf(sources, normalise(root), id) !== undefined

export const isLateLayoutModule = isListedSource(LATE_LAYOUT_SOURCES)

/** The name of the late layout chunk (vite.config.ts). */
export const LATE_LAYOUT_CHUNK = 'layout-late'

/**
 * The small parts that product tiles and the product page's buy box show (the price, the rating, the
 * colour swatches and the visually hidden text they use), in one chunk: left to itself the bundler
 * made four files of 0.1-0.8 KB of them in the product, category and search pages' first scripts,
 * each compressed on its own (0.6 KB more than together). Only these modules: what they import stays
 * where it was.
 */
export const PRODUCT_PARTS_SOURCES = ['src/ui/Price.tsx', 'src/ui/Rating.tsx', 'src/ui/Swatches.tsx', 'src/ui/VisuallyHidden.tsx'] as const

export const isProductPartsModule = isListedSource(PRODUCT_PARTS_SOURCES)

/** The name of the product parts chunk (vite.config.ts). */
export const PRODUCT_PARTS_CHUNK = 'product-parts'

interface ChunkLike {
  readonly type: 'chunk'
  readonly fileName: string
  readonly code: string
  readonly imports: ReadonlyArray<string>
  readonly isEntry: boolean
  readonly facadeModuleId: string | null
  readonly moduleIds?: ReadonlyArray<string>
}

/** The files of chunks and everything they import statically. */
const closureFiles = (start: ReadonlyArray<string>, chunks: ReadonlyMap<string, ChunkLike>): Set<string> => {
  const seen = new Set<string>()
  const stack = [...start]
  while (stack.length > 0) {
    const file = stack.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    stack.push(...(chunks.get(file)?.imports ?? []))
  }
  return seen
}

/** Gzip bytes of the files, each counted once. */
const closureBytes = (files: ReadonlySet<string>, chunks: ReadonlyMap<string, ChunkLike>): number => {
  let bytes = 0
  for (const fileName of files) {
    const chunk = chunks.get(fileName)
    if (chunk) bytes += gzipSync(chunk.code, { level: 6 }).length
  }
  return bytes
}

export const shellChunk = (): Plugin => {
  let root = process.cwd()
  return {
    name: 'summit:shell-chunk',
    configResolved(config) {
      root = normalise(config.root)
    },
    buildEnd() {
      if (this.environment?.name !== 'client') return
      const matched = new Set<string>()
      for (const id of this.getModuleIds()) {
        const entry = shellEntryOf(root, id) ?? listedEntryOf(LATE_LAYOUT_SOURCES, root, id) ?? listedEntryOf(PRODUCT_PARTS_SOURCES, root, id)
        if (entry) matched.add(entry)
      }
      const missing = [...SHELL_PACKAGES, ...SHELL_SOURCES, ...LATE_LAYOUT_SOURCES, ...PRODUCT_PARTS_SOURCES].filter((entry) => !matched.has(entry))
      if (missing.length > 0) this.error(`shell chunk: no module of the client build matches ${missing.join(', ')} (renamed or removed? update src/build/shellChunk.ts)`)
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== 'client') return
      const chunks = new Map<string, ChunkLike>()
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as ChunkLike)
      const entries = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName)
      const over: string[] = []
      for (const [route, budgetKb] of Object.entries(PAGE_BUDGETS_KB)) {
        const pages = [...chunks.values()].filter((c) => c.facadeModuleId !== null && normalise(c.facadeModuleId).endsWith(route) && !c.isEntry)
        if (pages.length === 0) {
          this.error(`page budget: no chunk for ${route} (renamed? update src/build/shellChunk.ts)`)
          return
        }
        const hydrate = closureFiles([...entries, ...pages.map((c) => c.fileName)], chunks)
        const late = [...hydrate].filter((file) => file.startsWith(`assets/${LATE_LAYOUT_CHUNK}-`))
        if (late.length > 0) {
          const importers = [...hydrate].filter((file) => chunks.get(file)?.imports.some((imported) => late.includes(imported))).map((file) => `${file} (${(chunks.get(file)?.moduleIds ?? []).map((id) => normalise(id).replace(`${root}/`, '')).filter((id) => !id.includes('node_modules')).slice(0, 8).join(', ')})`)
          over.push(`${route}: needs the late layout chunk to hydrate, imported statically by ${importers.join('; ')}`)
        }
        const kb = closureBytes(hydrate, chunks) / 1024
        this.info?.(`page budget: ${route} ${kb.toFixed(1)} KB gzip of ${budgetKb} KB`)
        if (kb > budgetKb) over.push(`${route}: ${kb.toFixed(1)} KB gzip, budget ${budgetKb} KB`)
      }
      if (over.length > 0) this.error(`page scripts over budget:\n  ${over.join('\n  ')}`)
    },
  }
}
