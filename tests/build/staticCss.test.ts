// The build's hoisting of Panda's static css() calls (src/build/hoistStaticCss.ts): a call written out
// in full inside a function is made once at load, and the module then answers the same class names;
// anything that reads the render, or a module where `css` is used otherwise, is left as written.
import { describe, expect, it } from 'vitest'
import { hoistStaticCss } from '../../src/build/hoistStaticCss'

const IMPORT = `import { jsx } from 'react/jsx-runtime'\nimport { css } from 'styled-system/css'\n`

/** Runs a transformed module with a `css` that records its calls, and answers what `render` returned. */
const evaluate = (code: string, calls: unknown[][] = []) => {
  const body = code.replace(/^import .*$/gm, '').replace(/export function render/, 'function render') + '\nreturn render'
  const css = (...args: unknown[]) => {
    calls.push(args)
    return `cls:${JSON.stringify(args)}`
  }
  const jsx = (type: string, props: Record<string, unknown>) => ({ type, props })
  return new Function('css', 'jsx', body)(css, jsx) as (props: Record<string, unknown>) => unknown
}

describe('hoisting static css() calls', () => {
  it('makes a call written out in full once, at load, with the same answer', () => {
    const source = `${IMPORT}export function render(props) {\n  return jsx('div', { className: css({ p: '4', mt: -2, _hover: { bg: 'red' }, gridTemplateColumns: ['1fr', \`2fr\`] }), children: props.name })\n}\n`
    const out = hoistStaticCss(source, '/src/x.tsx')!
    expect(out.code).toContain("const __summitCss0 = /* @__PURE__ */ css({ p: '4'")
    expect(out.code).toContain('className: __summitCss0')

    const before: unknown[][] = []
    const after: unknown[][] = []
    const original = evaluate(source, before)
    const hoisted = evaluate(out.code, after)
    expect(after).toHaveLength(1) // at load
    for (let i = 0; i < 3; i++) expect(hoisted({ name: 'a' })).toEqual(original({ name: 'a' }))
    expect(before).toHaveLength(3)
    expect(after).toHaveLength(1)
  })

  it('makes one constant for the same styles written twice', () => {
    const source = `${IMPORT}export function render() {\n  return [css({ p: '4' }), css({ p: '4' }), css({ p: '2' })]\n}\n`
    const out = hoistStaticCss(source, '/src/x.tsx')!
    expect(out.code.match(/const __summitCss\d/g)).toHaveLength(2)
    expect(evaluate(out.code)({})).toEqual(evaluate(source)({}))
  })

  it('leaves a call that reads the render, a spread, a computed key or a call at the top of the module', () => {
    for (const call of ["css({ p: props.size })", "css({ ...props.styles })", "css({ [props.key]: '4' })", "css(props.open ? { d: 'block' } : { d: 'none' })", "css({ color: 'red' }, props.extra)", 'css()']) {
      const source = `${IMPORT}export function render(props) {\n  return ${call}\n}\n`
      expect(hoistStaticCss(source, '/src/x.tsx'), call).toBeUndefined()
    }
    expect(hoistStaticCss(`${IMPORT}const top = css({ p: '4' })\nexport function render() { return top }\n`, '/src/x.tsx')).toBeUndefined()
  })

  it('leaves a module where css is passed on or shadowed, or not Panda’s', () => {
    expect(hoistStaticCss(`${IMPORT}const use = (f) => f\nexport function render() { use(css); return css({ p: '4' }) }\n`, '/src/x.tsx')).toBeUndefined()
    expect(hoistStaticCss(`${IMPORT}export function render(css) { return css({ p: '4' }) }\n`, '/src/x.tsx')).toBeUndefined()
    expect(hoistStaticCss(`import { css } from './other'\nexport function render() { return css({ p: '4' }) }\n`, '/src/x.tsx')).toBeUndefined()
    // A property named css is not the import: the call is still hoisted.
    expect(hoistStaticCss(`${IMPORT}export function render(props) { return { css: props.css, cls: css({ p: '4' }) } }\n`, '/src/x.tsx')?.code).toContain('__summitCss0')
  })

  it('uses the local name of the import', () => {
    const source = `import { css as style } from 'styled-system/css'\nexport function render() { return style({ p: '4' }) }\n`
    expect(hoistStaticCss(source, '/src/x.tsx')?.code).toContain("const __summitCss0 = /* @__PURE__ */ style({ p: '4' });")
  })
})
