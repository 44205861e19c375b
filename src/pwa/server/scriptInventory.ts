// The inventory of the scripts the cart and checkout pages may run: what each is, why it is there, and
// how its integrity is assured (the payment-page script rules of PCI DSS 4.0, requirement 6.4.3).
// e2e/security.spec.ts loads the cart page and fails on any script that matches no entry, any built
// module without a verified integrity hash, and any inline script without the page's nonce.
// Adding a script to these pages (a payment provider's, the captcha) means adding it here first,
// with its configured origin in the Content-Security-Policy (shared/DECISIONS 7).

export type ScriptKind = 'built-module' | 'inline' | 'service-worker'

export interface ScriptInventoryEntry {
  readonly id: string
  readonly kind: ScriptKind
  /** Built modules and the worker: the path they are served from. */
  readonly path?: RegExp
  /** Inline scripts: their `type` attribute (absent for classic scripts) and what their text starts with or contains. */
  readonly inlineType?: string
  readonly inlineText?: RegExp
  /** What it does on the page. */
  readonly purpose: string
  /** Who answers for it and why it may run on a payment page. */
  readonly justification: string
  /** How the browser checks it is the script we shipped. */
  readonly integrity: string
}

export const CHECKOUT_SCRIPT_INVENTORY: ReadonlyArray<ScriptInventoryEntry> = [
  {
    id: 'app-modules',
    kind: 'built-module',
    path: /^\/assets\/[\w.-]+-[\w-]{8}\.js$/,
    purpose:
      'The storefront application: the entry module (React, TanStack Router and Start, hydration), the chunks the page names in its HTML (the cart page, the shell, shared UI), and the chunks imported after hydration (the engine with Effect, the API client, the error catalogue; on client-side navigations also the content blocks and the rich-text sanitiser). Chunk names are chosen by the bundler; each file name carries its content hash.',
    justification: 'First-party code built from this repository; served from our origin only (script-src self).',
    integrity: 'SHA-384 of every built file, computed by the server at start: an `integrity` attribute on each <script> and <link rel=modulepreload>, and the import map `integrity` list for modules loaded later.',
  },
  {
    id: 'sri-import-map',
    kind: 'inline',
    inlineType: 'importmap',
    inlineText: /^\{"integrity":\{/,
    purpose: 'Lists the integrity hash of every built module, so modules imported after the first render are checked too.',
    justification: 'Written by our server entry (src/pwa/server/subresourceIntegrity.ts); data only, no code.',
    integrity: 'Carries the page nonce; a script without it is refused by the Content-Security-Policy.',
  },
  {
    id: 'cart-image-preload',
    kind: 'inline',
    inlineText: /^try\{var p=JSON\.parse\(localStorage\.getItem\("summit-engine\.cartPreview\./,
    purpose: "Preloads the images of the first lines of the cart copy stored on the device (src/engine/cartPreview.ts), so they are cached when the cart renders after hydration. Only on a cart page the server rendered without the cart cookie (docs/decisions/0016). Reads that copy only; adds <link rel=preload as=image> tags.",
    justification: 'Our own code, written by the cart route (storedImagesPreloadScript); it reads and sends nothing else, and the images load under img-src.',
    integrity: 'Carries the page nonce.',
  },
  {
    id: 'early-input',
    kind: 'inline',
    inlineText: /^\/\*summit:early-input\*\/\(function/,
    purpose: "Keeps what the shopper does before the page has hydrated (a submitted form, a tapped button, a field changed) and hands it to the app once it runs (src/pwa/browser/earlyInput.ts). Listens to the page's own events; stores nothing, sends nothing.",
    justification: 'Our own code, written by the root route into every page.',
    integrity: 'Carries the page nonce.',
  },
  {
    id: 'image-first-loader',
    kind: 'inline',
    inlineText: /^\/\*summit:image-first\*\/\(function\(d,w,a\)/,
    purpose: "On a page whose largest element is an image (the cart with lines), adds the page's module preloads and entry script once that image has painted (src/pwa/server/imageFirstScripts.ts). Its data is the list of those built files with their integrity.",
    justification: 'Our own code, written by our server entry in place of the entry script; it loads only built files of our origin.',
    integrity: 'Carries the page nonce; the modules it adds carry their SHA-384 integrity.',
  },
  {
    id: 'router-scroll-restoration',
    kind: 'inline',
    inlineText: /sessionStorage[\s\S]*__TSR_key/,
    purpose: "TanStack Router's scroll restoration: puts the page back where the shopper left it on back/forward.",
    justification: 'Framework code rendered by the server (router option scrollRestoration).',
    integrity: 'Carries the page nonce.',
  },
  {
    id: 'router-hydration-data',
    kind: 'inline',
    inlineText: /\$_TSR|\$R\[|\$tsr-stream-boundary|\$R=>/,
    purpose: "TanStack Router's dehydrated state (route matches, loader and query data) streamed with the page, and its bootstrap.",
    justification: 'Framework code and our own data, serialized by the server; it carries no shopper secrets (tokens stay out of server state).',
    integrity: 'Carries the page nonce.',
  },
  {
    id: 'service-worker',
    kind: 'service-worker',
    path: /^\/sw\.js$/,
    purpose: 'The service worker (offline pages, precache of the built files). It runs apart from the page and cannot touch its DOM.',
    justification: 'First-party, built from src/pwa/worker; registered only from our origin with scope /.',
    integrity: 'Served from our origin with no-cache; the browser re-checks it byte for byte on every update check.',
  },
]

export const inventoryEntryForPath = (path: string, kind: ScriptKind): ScriptInventoryEntry | undefined =>
  CHECKOUT_SCRIPT_INVENTORY.find((entry) => entry.kind === kind && entry.path?.test(path))

export const inventoryEntryForInline = (type: string | undefined, text: string): ScriptInventoryEntry | undefined =>
  CHECKOUT_SCRIPT_INVENTORY.find((entry) => entry.kind === 'inline' && (entry.inlineType ?? undefined) === (type || undefined) && entry.inlineText?.test(text))
