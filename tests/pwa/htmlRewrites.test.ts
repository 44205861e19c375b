// The page rewrites in one pass (src/pwa/server/htmlStream.ts): the integrity and image-first rewrites
// run over the page's byte string give the very bytes the two streams piped one into the other gave,
// whatever the chunking, streamed or read whole, and leave every character of the page as it was.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bytesOf, htmlRewriteChain, htmlRewritesStream, htmlRewrittenBytes, leadCharsOf, replaceTags, asciiScriptJson } from '../../src/pwa/server/htmlStream'
import { imageFirstRewrite, imageFirstTransform } from '../../src/pwa/server/imageFirstScripts'
import { integrityRewrite, integrityTransform, type IntegrityManifest } from '../../src/pwa/server/subresourceIntegrity'

const NONCE = 'n0nce'
const manifest: IntegrityManifest = new Map([
  ['/assets/index-AAAA1111.js', 'sha384-index'],
  ['/assets/shell-BBBB2222.js', 'sha384-shell'],
  ['/assets/Price-CCCC3333.js', 'sha384-price'],
  ['/assets/styles-DDDD4444.css', 'sha384-styles'],
])

const page = (imagePreload: boolean) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width"/><title>Trail shoe · é ✓</title>` +
  (imagePreload ? `<link rel="preload" as="image" href="/media/p/1.svg" fetchPriority="high"/>` : '') +
  `<link rel="stylesheet" href="/assets/styles-DDDD4444.css"/>` +
  `<link rel="modulepreload" href="/assets/index-AAAA1111.js" fetchPriority="low" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/shell-BBBB2222.js" fetchPriority="low" nonce="${NONCE}"/>` +
  `<style nonce="${NONCE}">.a>.b{color:red}</style></head>` +
  `<body><main><img src="/media/p/1.svg" fetchpriority="high" alt="Shoe"/><p>a &lt; b — “quoted” 日本</p>${'<div class="tile"><a href="/en-us/p/x">x</a></div>'.repeat(40)}</main>` +
  `<script nonce="${NONCE}">window.x = 1 < 2</script>` +
  `<script type="module" async="" src="/assets/index-AAAA1111.js" nonce="${NONCE}"></script>` +
  `<link rel="modulepreload" href="/assets/Price-CCCC3333.js"/>` +
  `<script nonce="${NONCE}">$_TSR.e()</script></body></html>`

const sourceOf = (html: string, chunkSize: number): ReadableStream<Uint8Array> => {
  const bytes = new TextEncoder().encode(html)
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += chunkSize) controller.enqueue(bytes.slice(i, i + chunkSize))
      controller.close()
    },
  })
}

/** The two rewrites as they ran before: one stream piped into the other. */
const twoPasses = (html: string, chunkSize: number) =>
  new Response(sourceOf(html, chunkSize).pipeThrough(integrityTransform(manifest, NONCE)).pipeThrough(imageFirstTransform(NONCE))).text()

const rewrites = () => [integrityRewrite(manifest, NONCE), imageFirstRewrite(NONCE)]

describe('the page rewrites in one pass', () => {
  it('give the bytes the two passes gave, streamed or read whole, for any chunking', async () => {
    for (const imagePreload of [true, false]) {
      const html = page(imagePreload)
      const expected = await twoPasses(html, html.length)
      // Both rewrites did something.
      expect(expected).toContain('<script type="importmap" nonce="n0nce">')
      expect(expected).toContain('href="/assets/styles-DDDD4444.css" integrity="sha384-styles"')
      if (imagePreload) expect(expected).toContain('/*summit:image-first*/')
      // Characters past ASCII (and past latin1) came through whole, chunks splitting them or not.
      expect(expected).toContain('<title>Trail shoe · é ✓</title>')
      expect(expected).toContain('<p>a &lt; b — “quoted” 日本</p>')
      for (const size of [1, 3, 7, 64, 333, 4096, html.length]) {
        expect(await twoPasses(html, size)).toBe(expected)
        expect(await new Response(sourceOf(html, size).pipeThrough(htmlRewritesStream(rewrites()))).text()).toBe(expected)
        expect(bytesOf(await htmlRewrittenBytes(sourceOf(html, size), rewrites())).toString('utf8')).toBe(expected)
      }
    }
  })

  it('write only ASCII into a page: data past it is escaped, and reads back the same', () => {
    const data = { path: '/assets/Café-日本-😀.js', close: '</script>' }
    const json = asciiScriptJson(data)
    expect(json).toMatch(/^[\x20-\x7e]*$/)
    expect(json).not.toContain('</')
    expect(JSON.parse(json)).toEqual(data)
  })

  it('with no rewrites, pass the text as it is', () => {
    const chain = htmlRewriteChain([])
    expect(chain.push('<p>a')).toBe('<p>a')
    expect(chain.push('</p>')).toBe('</p>')
    expect(chain.end()).toBe('')
  })

  it('hold back a tag split between pieces until it is whole', () => {
    const chain = htmlRewriteChain([{ rewrite: (text) => text.replaceAll('<b>', '<strong>') }])
    expect(chain.push('<p>one <')).toBe('<p>one ')
    expect(chain.push('b>two')).toBe('<strong>two')
    expect(chain.end()).toBe('')
  })
})

describe('a pattern tried only at each tag', () => {
  const patterns = [
    /<(meta|script|link)\b[^>]*>/gi,
    /<link\b[^>]*>|<script\b[^>]*><\/script>/gi,
    /<a\b[^>]*>/g,
    /<(script|style)\b([^>]*)>/gi,
    /<\/script[\s/>]/gi,
    /<(?:b|I)\b[^>]*>/g,
    /<[a-z]+>/g,
    /<(b)?i>/g,
    /<\/?(script|style)\b/gi,
  ]
  const replacer = (match: string, ...groups: unknown[]) => `[${match.length}:${typeof groups[0] === 'string' ? groups[0] : ''}]`

  it('replaces as String.prototype.replace does, on a page and on any mix of text and tags', () => {
    for (const pattern of patterns) expect(replaceTags(page(true), pattern, replacer)).toBe(page(true).replace(pattern, replacer))
    const piece = fc.constantFrom('<', '>', '<a href="x">', '<script src="/a.js"></script>', '<META charset="utf-8">', '<link rel=x>', '</script>', '</SCRIPT >', 'text', 'é', '<<', '<linked>', '<a', '<b>', '<B>', '<i>', '<I>', '<style>', '<div>')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const text = pieces.join('')
        for (const pattern of patterns) expect(replaceTags(text, pattern, replacer)).toBe(text.replace(pattern, replacer))
      }),
    )
  })

  it('tries a pattern only after the letters its tags start with, when it names them', () => {
    const letters = (pattern: RegExp) => {
      const leads = leadCharsOf(pattern)
      return leads && [...leads].map((code) => String.fromCharCode(code)).sort().join('')
    }
    expect(letters(/<(meta|script|link)\b[^>]*>/gi)).toBe('LMSlms')
    expect(letters(/<link\b[^>]*>|<script\b[^>]*><\/script>/gi)).toBe('LSls')
    expect(letters(/<\/script[\s/>]/i)).toBe('/')
    expect(letters(/<(?:b|I)\b/g)).toBe('Ib')
    // A pattern whose tags are not named is tried at every tag.
    expect(letters(/<[a-z]+>/g)).toBeUndefined()
    expect(letters(/<!--/g)).toBeUndefined()
    // Nor one whose named start a quantifier makes optional, or whose group holds a group.
    expect(letters(/<(meta)?x/g)).toBeUndefined()
    expect(letters(/<a?b/g)).toBeUndefined()
    expect(letters(/<\/?script/g)).toBeUndefined()
    expect(letters(/<(s(?:cript|tyle))/g)).toBeUndefined()
  })

  it('answers the very text when nothing matches, and refuses a pattern that does not start at a tag', () => {
    const text = 'no tags < here'
    expect(replaceTags(text, /<a\b[^>]*>/g, () => 'x')).toBe(text)
    expect(() => replaceTags(text, /a/g, () => 'x')).toThrow(/does not start with </)
  })
})
