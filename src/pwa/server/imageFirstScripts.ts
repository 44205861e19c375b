// Image first, then the scripts: on a page whose largest element is an image, the app's modules
// start loading once that image has painted (docs/decisions/0017-image-first-scripts.md).
//
// A page announces its largest image with a `<link rel=preload as=image fetchpriority=high>` in its
// head (the home hero, a category's first tile, the product's first picture, the cart's first line).
// On such a page this rewrite of the HTML stream takes out Start's `<link rel=modulepreload>` tags
// and the entry `<script type=module>`, and puts in the entry's place a small inline script (with the
// page's nonce) that adds them, with their integrity, after that image has loaded and the next frame
// has been painted; at once when the image fails, the tab is hidden or there is none; after 3 s at the
// latest. On a phone's link the image then has the bandwidth to itself instead of sharing it with
// about 125 KB of modules that nothing on screen needs before hydration. What the shopper does before
// hydration is kept and replayed (./earlyInput.ts). A page without such a preload (checkout, account,
// sign-in) is left as Start wrote it.
//
// Text is passed on as it streams, up to the last complete tag; the decision is taken in the head,
// before the first module tag, so nothing is held back.

import { attribute, beforeOpenTag, htmlRewriteStream, replaceTags, asciiScriptJson, type HtmlRewrite } from './htmlStream'

export interface DeferredModule {
  readonly href: string
  readonly integrity: string | undefined
}

/** Longest wait for the image before the scripts load anyway. */
export const IMAGE_WAIT_MS = 3000


const isLcpImagePreload = (tag: string): boolean =>
  /^<link\b/i.test(tag) &&
  attribute(tag, 'rel')?.toLowerCase() === 'preload' &&
  attribute(tag, 'as')?.toLowerCase() === 'image' &&
  attribute(tag, 'fetchpriority')?.toLowerCase() === 'high'

const isModulePreload = (tag: string): boolean => /^<link\b/i.test(tag) && attribute(tag, 'rel')?.toLowerCase() === 'modulepreload'

const isModuleScript = (tag: string): boolean => /^<script\b/i.test(tag) && attribute(tag, 'type') === 'module' && attribute(tag, 'src') !== undefined

/** Names the loader in the script inventory (./scriptInventory.ts). */
export const IMAGE_FIRST_MARKER = '/*summit:image-first*/'

/** The inline script that adds the modules after the image's paint. Data only in its arguments. */
export const imageFirstLoaderScript = (preloads: ReadonlyArray<DeferredModule>, entry: DeferredModule): string => {
  const data = asciiScriptJson([preloads.map((m) => [m.href, m.integrity ?? '']), [entry.href, entry.integrity ?? ''], IMAGE_WAIT_MS])
  return (
    `${IMAGE_FIRST_MARKER}(function(d,w,a){var s=0;function add(t,r,h,i){var e=d.createElement(t);if(r)e.rel=r;else{e.type="module";e.async=true}e[r?"href":"src"]=h;if(i)e.integrity=i;(r?d.head:d.body).appendChild(e)}` +
    `function go(){if(s)return;s=1;a[0].forEach(function(m){add("link","modulepreload",m[0],m[1])});add("script","",a[1][0],a[1][1])}` +
    `function painted(){w.requestAnimationFrame(function(){w.setTimeout(go,0)})}` +
    `var g=d.querySelector('img[fetchpriority="high"]');w.setTimeout(go,a[2]);` +
    `if(d.visibilityState!=="visible")go();else if(!g||g.complete)painted();else{g.addEventListener("load",painted);g.addEventListener("error",go)}` +
    `d.addEventListener("visibilitychange",go)})(document,window,${data})`
  )
}

const TAG = /<link\b[^>]*>|<script\b[^>]*><\/script>/gi

/** Where the text can be cut without splitting a tag, or a module script from its closing tag. */
const flushable = (text: string): number => {
  let cut = beforeOpenTag(text)
  const script = text.lastIndexOf('<script', cut)
  if (script !== -1 && text.indexOf('</script>', script) === -1) {
    const end = text.indexOf('>', script)
    if (end !== -1 && end < cut && isModuleScript(text.slice(script, end + 1))) cut = script
  }
  return cut
}

export const imageFirstTransform = (nonce: string | undefined): TransformStream<Uint8Array, Uint8Array> => htmlRewriteStream(imageFirstRewrite(nonce))

/** The rewrite of `imageFirstTransform`, for a pass that runs several rewrites at once (./htmlStream.ts). */
export const imageFirstRewrite = (nonce: string | undefined): HtmlRewrite => {
  let mode: 'undecided' | 'defer' | 'done' = 'undecided'
  const preloads: Array<DeferredModule> = []
  const rewrite = (text: string): string =>
    replaceTags(text, TAG, (tag) => {
      if (mode === 'done') return tag
      if (mode === 'undecided') {
        if (isLcpImagePreload(tag)) mode = 'defer'
        else if (isModulePreload(tag) || isModuleScript(tag)) mode = 'done'
        return tag
      }
      if (isModulePreload(tag)) {
        const href = attribute(tag, 'href')
        if (!href) return tag
        preloads.push({ href, integrity: attribute(tag, 'integrity') })
        return ''
      }
      if (isModuleScript(tag)) {
        mode = 'done'
        const entry = { href: attribute(tag, 'src') ?? '', integrity: attribute(tag, 'integrity') }
        return `<script${nonce ? ` nonce="${nonce}"` : ''}>${imageFirstLoaderScript(preloads, entry)}</script>`
      }
      return tag
    })
  return { rewrite, cut: flushable, done: () => mode === 'done' }
}
