// A shared page's inlined stylesheet cut to the rules its HTML uses (src/pwa/server/criticalCss.ts).
import { describe, expect, it } from 'vitest'
import { createCriticalCss, pageClasses, parseStylesheet, selectorClasses, withCriticalCss } from '../../src/pwa/server/criticalCss'

// The shape of Panda's built stylesheet: layer order, the reset, tokens, keyframes, recipes in
// nested layers, atomic utilities with escaped names, conditions in @media and @supports.
const CSS = [
  '@layer reset,base,tokens,recipes,utilities;',
  '@layer reset{html{line-height:1.5}*,:before{box-sizing:border-box}}',
  '@layer tokens{:where(:root){--colors-bg:#fff;--font:"a{b}"}[data-brand=fjell]{--colors-bg:#fbfaf6}@keyframes spin{to{transform:rotate(360deg)}}}',
  '@layer recipes{@layer _base{.button{display:inline-flex}.button:is(:disabled,[disabled]){opacity:.5}}}',
  '@layer utilities{.d_flex{display:flex}.d_none{display:none}.w_1\\/2{width:50%}.\\[\\&_svg\\]\\:w_4 svg{width:1rem}',
  '.hover\\:bg_accent:is(:hover,[data-hover]){background:var(--colors-accent)}.item:not(.is-open){opacity:.8}',
  '.\\32xl\\:d_grid{display:grid}',
  '@media screen and (min-width:48rem){.md\\:d_flex{display:flex}.md\\:d_none{display:none}}',
  '@supports (display:grid){.d_grid{display:grid}}}',
].join('')

describe('critical CSS', () => {
  it('reads the classes a selector requires, escapes undone, not those under :not()', () => {
    expect(selectorClasses('.w_1\\/2')).toEqual(['w_1/2'])
    expect(selectorClasses('.\\[\\&_svg\\]\\:w_4 svg')).toEqual(['[&_svg]:w_4'])
    expect(selectorClasses('.\\32xl\\:d_grid')).toEqual(['2xl:d_grid'])
    expect(selectorClasses('.item:not(.is-open)')).toEqual(['item'])
    expect(selectorClasses('a[href$=".pdf"]')).toEqual([])
    expect(selectorClasses(':where(:root)')).toEqual([])
  })

  it('reads the classes of a page as React writes them, character references undone', () => {
    expect([...pageClasses('<div class="d_flex w_1/2"><svg class="[&amp;_svg]:w_4"></svg><p id="x">class="no"</p></div>')]).toEqual(['d_flex', 'w_1/2', '[&_svg]:w_4'])
  })

  it('gives the whole stylesheet back, byte for byte, to a page using every class', () => {
    const names = new Set<string>()
    const walk = (nodes: Readonly<ReturnType<typeof parseStylesheet>>) => {
      for (const node of nodes) {
        if (node.kind === 'rule') for (const name of node.classes) names.add(name)
        if (node.kind === 'group') walk(node.children)
      }
    }
    walk(parseStylesheet(CSS))
    const page = `<div class="${[...names].join(' ').replaceAll('&', '&amp;')}"></div>`
    expect(createCriticalCss().cut(CSS, page)).toBe(CSS)
  })

  it('keeps the rules a page can use, in order, with every rule that names no class, and drops empty groups', () => {
    const kept = createCriticalCss().cut(CSS, '<main class="d_flex md:d_none"><a class="item"></a></main>')
    expect(kept).toBe(
      [
        '@layer reset,base,tokens,recipes,utilities;',
        '@layer reset{html{line-height:1.5}*,:before{box-sizing:border-box}}',
        '@layer tokens{:where(:root){--colors-bg:#fff;--font:"a{b}"}[data-brand=fjell]{--colors-bg:#fbfaf6}@keyframes spin{to{transform:rotate(360deg)}}}',
        '@layer utilities{.d_flex{display:flex}.item:not(.is-open){opacity:.8}',
        '@media screen and (min-width:48rem){.md\\:d_none{display:none}}}',
      ].join(''),
    )
  })

  it('cuts a page’s inlined stylesheet and links the whole one at the end of its body', () => {
    const page = `<!DOCTYPE html><html><head><style nonce="n" data-tsr-inline-css="">${CSS}</style></head><body><div class="d_grid"></div><script>x()</script></body></html>`
    const out = withCriticalCss(page, createCriticalCss(), (css) => (css === CSS ? '<link rel="stylesheet" href="/assets/index.css">' : undefined))
    const style = /<style nonce="n" data-tsr-inline-css="">([\s\S]*)<\/style>/.exec(out)?.[1]
    expect(style).toContain('@supports (display:grid){.d_grid{display:grid}}')
    expect(style).not.toContain('.d_flex')
    expect(out.endsWith('<div class="d_grid"></div><script>x()</script><link rel="stylesheet" href="/assets/index.css"></body></html>')).toBe(true)
    // A page whose stylesheet's file is not known, or without an inlined stylesheet, is left as it is.
    expect(withCriticalCss(page, createCriticalCss(), () => undefined)).toBe(page)
    expect(withCriticalCss('<html><body></body></html>', createCriticalCss(), () => '<link>')).toBe('<html><body></body></html>')
  })
})
