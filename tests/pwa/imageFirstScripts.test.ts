// The page rewrite that loads a page's modules after its largest image (src/pwa/server/imageFirstScripts.ts):
// what the browser receives, whatever the chunking of the stream.
import { describe, expect, it } from 'vitest'
import { IMAGE_FIRST_MARKER, imageFirstLoaderScript, imageFirstTransform } from '../../src/pwa/server/imageFirstScripts'

const NONCE = 'n0nce'

const rewrite = async (html: string, chunkSize = html.length): Promise<string> => {
  const bytes = new TextEncoder().encode(html)
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += chunkSize) controller.enqueue(bytes.slice(i, i + chunkSize))
      controller.close()
    },
  })
  return new Response(source.pipeThrough(imageFirstTransform(NONCE))).text()
}

const head = (imagePreload: boolean) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/><title>Trail shoe · é</title>` +
  (imagePreload ? `<link rel="preload" as="image" href="/media/p/1.svg" fetchPriority="high"/>` : '') +
  `<link rel="modulepreload" href="/assets/index-AAAA1111.js" fetchPriority="low" nonce="${NONCE}" integrity="sha384-index"/>` +
  `<link rel="modulepreload" href="/assets/shell-BBBB2222.js" fetchPriority="low" nonce="${NONCE}" integrity="sha384-shell"/>` +
  `<link rel="icon" href="/brand/summit/icon.svg"/></head>`
const body =
  `<body><main><img src="/media/p/1.svg" fetchpriority="high" alt="Shoe"/><p>a &lt; b</p></main>` +
  `<script nonce="${NONCE}">window.x = 1 < 2</script>` +
  `<script type="module" async="" src="/assets/index-AAAA1111.js" nonce="${NONCE}" integrity="sha384-index"></script>` +
  `<script nonce="${NONCE}">$_TSR.e()</script></body></html>`

/** The arguments the loader was written with: module preloads, entry, longest wait. */
const loaderData = (html: string): [Array<[string, string]>, [string, string], number] => {
  const match = /<script nonce="n0nce">\/\*summit:image-first\*\/[\s\S]*?\}\)\(document,window,(\[[\s\S]*?\])\)<\/script>/.exec(html)
  if (!match) throw new Error('no loader in the page')
  return JSON.parse(match[1]!)
}

describe('image first, then the scripts', () => {
  it('takes the module tags out of a page that preloads its largest image and loads them from a nonce’d loader in the entry’s place', async () => {
    const html = await rewrite(head(true) + body)
    expect(html).not.toMatch(/<link rel="modulepreload"/)
    expect(html).not.toMatch(/<script type="module"/)
    expect(loaderData(html)).toEqual([[['/assets/index-AAAA1111.js', 'sha384-index'], ['/assets/shell-BBBB2222.js', 'sha384-shell']], ['/assets/index-AAAA1111.js', 'sha384-index'], 3000])
    // Everything else as it was, in place: the image's preload, the icon, the other scripts, the text.
    expect(html).toContain('<link rel="preload" as="image" href="/media/p/1.svg" fetchPriority="high"/>')
    expect(html).toContain('<link rel="icon" href="/brand/summit/icon.svg"/>')
    expect(html).toContain('<title>Trail shoe · é</title>')
    expect(html).toContain('<p>a &lt; b</p>')
    expect(html.indexOf('window.x = 1 < 2')).toBeLessThan(html.indexOf(IMAGE_FIRST_MARKER))
    expect(html.indexOf(IMAGE_FIRST_MARKER)).toBeLessThan(html.indexOf('$_TSR.e()'))
  })

  it('gives the same page for any chunking of the stream, down to one byte at a time', async () => {
    const whole = await rewrite(head(true) + body)
    for (const size of [1, 7, 64, 333]) expect(await rewrite(head(true) + body, size)).toBe(whole)
  })

  it('leaves a page without an image preload before its modules as Start wrote it (checkout, account)', async () => {
    const page = head(false) + body
    expect(await rewrite(page)).toBe(page)
    expect(await rewrite(page, 5)).toBe(page)
  })

  it('does not let its data close the loader’s script element', () => {
    const script = imageFirstLoaderScript([{ href: '/assets/a</script><script>alert(1)//.js', integrity: undefined }], { href: '/assets/b.js', integrity: 'sha384-b' })
    expect(script).not.toContain('</script>')
    expect(script).toContain('\\u003c/script\\u003e')
  })
})
