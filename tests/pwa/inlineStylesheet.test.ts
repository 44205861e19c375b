// The inline stylesheet by reference (src/site/inlineStylesheet.ts, src/pwa/server/inlineStylesheet.ts):
// the head renders a placeholder, the server writes the stylesheet's bytes in its place, streamed in
// any chunking or read whole, and a shared page's policy names the hash of the stylesheet the
// browser receives.
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineHashes } from '../../src/pwa/server/pageCache'
import { byteString, htmlRewritesStream } from '../../src/pwa/server/htmlStream'
import { inlineStylesheetRewrite, withStylesheet, withStylesheetBytes } from '../../src/pwa/server/inlineStylesheet'
import { createSharedPages, type SharedPagesDeps } from '../../src/pwa/server/sharedPages'
import { PLACEHOLDER_START, stylesheetPlaceholder } from '../../src/site/inlineStylesheet'

const CSS = `@layer reset{html{color:#111}}.before\\:content_\\"…\\"::before{content:"…"}${'.m_1{margin:0.25rem}'.repeat(200)}.price::after{content:"€"}`
const pageWith = (style: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/><title>Parka — é</title><style nonce="n" data-tsr-inline-css="">${style}</style></head><body><p>Prix : 12 €</p><script nonce="n">go()</script></body></html>`
const utf8 = (text: string) => new TextEncoder().encode(text)
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const streamed = async (html: string, chunk: number): Promise<string> => {
  const bytes = utf8(html)
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += chunk) controller.enqueue(bytes.slice(i, i + chunk))
      controller.close()
    },
  })
  return new Response(source.pipeThrough(htmlRewritesStream([inlineStylesheetRewrite()]))).text()
}

describe('the inline stylesheet by reference', () => {
  it('renders a short placeholder, the same for the same stylesheet and another for another', () => {
    const placeholder = stylesheetPlaceholder(CSS)
    expect(placeholder.startsWith(PLACEHOLDER_START)).toBe(true)
    expect(placeholder.length).toBeLessThan(48)
    expect(stylesheetPlaceholder(CSS)).toBe(placeholder)
    expect(stylesheetPlaceholder(`${CSS}.x{}`)).not.toBe(placeholder)
  })

  it('writes the stylesheet, past ASCII included, in place of its placeholder: the page the browser gets is the page with the stylesheet inline', () => {
    const marked = byteString(utf8(pageWith(stylesheetPlaceholder(CSS))))
    const written = withStylesheet(marked)
    expect(Buffer.from(written, 'latin1').toString('utf8')).toBe(pageWith(CSS))
    expect(withStylesheetBytes(marked).toString('utf8')).toBe(pageWith(CSS))
    expect(withStylesheetBytes(byteString(utf8(pageWith('a{}')))).toString('utf8')).toBe(pageWith('a{}'))
  })

  it('writes it as the page streams, whatever the chunks (a placeholder cut in two included)', async () => {
    const marked = pageWith(stylesheetPlaceholder(CSS))
    for (const chunk of [1, 3, 7, 16, 64, 100_000]) expect(await streamed(marked, chunk)).toBe(pageWith(CSS))
  })

  it('writes the stylesheet only where the head put it: the same text in the body (a review quoting it) stays text', async () => {
    const placeholder = stylesheetPlaceholder(CSS)
    const quoted = pageWith(placeholder).replace('<p>Prix : 12 €</p>', `<p>Prix : 12 € ${placeholder}</p>`)
    const expected = pageWith(CSS).replace('<p>Prix : 12 €</p>', `<p>Prix : 12 € ${placeholder}</p>`)
    expect(await streamed(quoted, 9)).toBe(expected)
    expect(withStylesheetBytes(byteString(utf8(quoted))).toString('utf8')).toBe(expected)
    const bodyOnly = `<html><body><p>${placeholder}</p></body></html>`
    expect(await streamed(bodyOnly, 4)).toBe(bodyOnly)
  })

  it('leaves a page without a placeholder, and a placeholder it does not know, as they are', async () => {
    expect(await streamed(pageWith('a{color:red}'), 5)).toBe(pageWith('a{color:red}'))
    const unknown = pageWith(`${PLACEHOLDER_START}nothing-0*/`)
    expect(await streamed(unknown, 5)).toBe(unknown)
  })

  it('hashes a placeholder as the stylesheet the browser will receive', () => {
    const marked = byteString(utf8(pageWith(stylesheetPlaceholder(CSS))))
    const written = withStylesheet(marked)
    expect(inlineHashes(marked)).toEqual(inlineHashes(written))
    expect(inlineHashes(marked).styles).toEqual([sha(CSS)])
  })

  it('keeps a shared page with the stylesheet written in, and names its hash in the policy', async () => {
    const deps: SharedPagesDeps = {
      render: async (_request, nonce) => ({
        response: new Response(pageWith(stylesheetPlaceholder(CSS)).replaceAll('nonce="n"', `nonce="${nonce}"`), { headers: { 'content-type': 'text/html' } }),
        nonceUsed: true,
      }),
      rewrite: async (response) => byteString(new Uint8Array(await response.arrayBuffer())),
      finish: async (_request, response) => response,
      subscribe: async () => undefined,
      newNonce: () => 'n0nce',
    }
    const shared = createSharedPages(deps, { maxBytes: 1e6, freshness: { fresh: 60, stale: 600 } })
    const response = await shared.serve(new Request('http://shop.test/en-us'), new URL('http://shop.test/en-us'), 'summit', undefined)
    expect(await response.text()).toBe(pageWith(CSS).replaceAll(' nonce="n"', ''))
    expect(response.headers.get('content-security-policy')).toContain(`style-src 'self' ${sha(CSS)}`)
  })
})
