// The head's tag keys (src/seo/PageHead.tsx): what the router's HeadContent keyed by the whole tag as
// JSON, keyed alike, but a long text (the inline stylesheet) by its length and start.
import { describe, expect, it } from 'vitest'
import { headTagKey } from '../../src/seo/PageHead'

describe('headTagKey', () => {
  it('keys a short tag by the whole tag, as the router does', () => {
    const title = { tag: 'title', children: 'Trail shoe | Summit' }
    expect(headTagKey(title)).toBe(`tsr-meta-${JSON.stringify(title)}`)
    expect(headTagKey({ tag: 'title', children: 'Rain shell | Summit' })).not.toBe(headTagKey(title))
  })

  it('keys the inline stylesheet by its length and start, not its whole text', () => {
    const sheet = `@layer reset{html{margin:0}}${'.a{color:red}'.repeat(5000)}`
    const key = headTagKey({ tag: 'style', attrs: { suppressHydrationWarning: true }, children: sheet })
    expect(key.length).toBeLessThan(300)
    expect(key).toContain(String(sheet.length))
    expect(key).toContain('@layer reset')
    // Another stylesheet (a new build) is another element.
    expect(headTagKey({ tag: 'style', attrs: { suppressHydrationWarning: true }, children: `${sheet}.b{}` })).not.toBe(key)
  })
})
