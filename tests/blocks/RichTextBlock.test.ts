// Rich text is sanitised in Node (the SSR path: isomorphic-dompurify over jsdom): scripts, event
// handlers, inline styles and javascript: URLs are removed, ordinary markup is kept.
import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from '../../src/blocks/richText/sanitize'

describe('sanitizeRichText (Node)', () => {
  it('keeps ordinary markup', () => {
    const html = '<h2>Our story</h2><p>Since <strong>1987</strong>. <a href="/en-us/c/jackets-1001">Jackets</a></p><ul><li>One</li></ul>'
    expect(sanitizeRichText(html)).toBe(html)
  })

  it('removes scripts, handlers, styles and javascript: links', () => {
    const out = sanitizeRichText(
      '<p style="color:red" onclick="steal()">Hi</p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a><style>body{}</style>',
    )
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|style/i)
    expect(out).toContain('<p>Hi</p>')
  })
})

describe('sanitizeRichText, the same text again (Node)', () => {
  it('answers what it answered before, and a changed text anew', () => {
    const dirty = '<p onclick="steal()">Same content on every product page</p><script>alert(1)</script>'
    const first = sanitizeRichText(dirty)
    expect(first).toBe('<p>Same content on every product page</p>')
    expect(sanitizeRichText(dirty)).toBe(first)
    expect(sanitizeRichText(dirty.replace('Same', 'Changed'))).toBe('<p>Changed content on every product page</p>')
    // Many texts later, the first is still sanitised alike (kept or forgotten).
    for (let i = 0; i < 2000; i++) sanitizeRichText(`<p>text ${i}${'x'.repeat(2000)}</p>`)
    expect(sanitizeRichText(dirty)).toBe(first)
  })
})
