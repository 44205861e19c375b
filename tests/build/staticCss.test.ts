// The build's answering of Panda's static calls (src/build/staticCss.ts): a `css()` or config recipe
// call whose arguments are written out in full (literals, the module's constants) becomes the class
// names Panda's own generated function gives for it; anything that reads the render, or a module
// where the function is used otherwise (passed on, shadowed, not Panda's), is left as written.
import { beforeAll, describe, expect, it } from 'vitest'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { loadPanda, precomputeStaticCss, type PandaFunctions } from '../../src/build/staticCss'

const IMPORT = `import { jsx } from 'react/jsx-runtime'\nimport { css } from 'styled-system/css'\n`

let panda: PandaFunctions
beforeAll(async () => {
  panda = await loadPanda(process.cwd())
})

const precompute = (source: string) => precomputeStaticCss(source, '/src/x.tsx', panda)

/** Runs a module's `render` with Panda's real functions, as the browser would. */
const evaluate = (code: string) => {
  const body = code.replace(/^import .*$/gm, '').replace(/export function render/, 'function render').replace(/^export /gm, '') + '\nreturn render'
  const jsx = (type: string, props: Record<string, unknown>) => ({ type, props })
  return new Function('css', 'button', 'jsx', body)(css, button, jsx) as (props: Record<string, unknown>) => unknown
}

describe('answering static Panda calls at build time', () => {
  it('replaces a call written out in full by the class names Panda gives, anywhere in the module', () => {
    const styles = `{ p: '4', mt: -2, _hover: { bg: 'red' }, gridTemplateColumns: ['1fr', \`2fr\`], md: { px: '6' } }`
    const source = `${IMPORT}const top = css({ display: 'flex' })\nexport function render(props) {\n  return jsx('div', { className: css(${styles}), id: top, children: props.name })\n}\n`
    const out = precompute(source)!
    expect(out.code).not.toMatch(/\bcss\(/)
    expect(out.code).toContain(JSON.stringify(css({ p: '4', mt: -2, _hover: { bg: 'red' }, gridTemplateColumns: ['1fr', '2fr'], md: { px: '6' } })))
    expect(out.code).toContain(`const top = ${JSON.stringify(css({ display: 'flex' }))}`)
    expect(evaluate(out.code)({ name: 'a' })).toEqual(evaluate(source)({ name: 'a' }))
  })

  it('answers several style objects merged, and a template built from the module’s constants', () => {
    const source = `${IMPORT}export const MS = 250\nconst NAME = 'dialogIn'\nexport function render() {\n  return [css({ p: '4' }, { p: '2', m: '1' }), css({ animation: \`\${NAME} \${MS}ms ease-out\` })]\n}\n`
    const out = precompute(source)!
    expect(out.code).toContain(JSON.stringify(css({ p: '4' }, { p: '2', m: '1' })))
    expect(out.code).toContain(JSON.stringify(css({ animation: 'dialogIn 250ms ease-out' })))
    expect(evaluate(out.code)({})).toEqual(evaluate(source)({}))
  })

  it('answers a config recipe’s call with its variants written out, and leaves one that takes them from props', () => {
    const source = `import { button } from 'styled-system/recipes'\nexport function render(props) {\n  return [button({ variant: 'ghost', size: 'sm' }), button(), button({ variant: props.variant })]\n}\n`
    const out = precompute(source)!
    expect(out.code).toContain(JSON.stringify(button({ variant: 'ghost', size: 'sm' })))
    expect(out.code).toContain(JSON.stringify(button()))
    expect(out.code).toContain('button({ variant: props.variant })')
    expect(evaluate(out.code)({ variant: 'secondary' })).toEqual(evaluate(source)({ variant: 'secondary' }))
  })

  it('leaves a call that reads the render: a prop, a spread, a computed key, a condition, a local', () => {
    for (const call of ["css({ p: props.size })", 'css({ ...props.styles })', "css({ [props.key]: '4' })", "css(props.open ? { d: 'block' } : { d: 'none' })", "css({ color: 'red' }, props.extra)", "css({ w: `${props.w}px` })"]) {
      const source = `${IMPORT}export function render(props) {\n  return ${call}\n}\n`
      expect(precompute(source), call).toBeUndefined()
    }
    // A constant a function parameter shadows is not the module's.
    const shadowed = `${IMPORT}const size = '4'\nexport function render(size) {\n  return css({ p: size })\n}\n`
    expect(precompute(shadowed)).toBeUndefined()
    // A `let` may change.
    expect(precompute(`${IMPORT}let size = '4'\nexport function render() {\n  return css({ p: size })\n}\n`)).toBeUndefined()
  })

  it('leaves a module where css is passed on or shadowed, or not Panda’s', () => {
    expect(precompute(`${IMPORT}const use = (f) => f\nexport function render() { use(css); return css({ p: '4' }) }\n`)).toBeUndefined()
    expect(precompute(`${IMPORT}export function render(css) { return css({ p: '4' }) }\n`)).toBeUndefined()
    expect(precompute(`import { css } from './other'\nexport function render() { return css({ p: '4' }) }\n`)).toBeUndefined()
    // A property named css is not the import: the call is still answered.
    expect(precompute(`${IMPORT}export function render(props) { return { css: props.css, cls: css({ p: '4' }) } }\n`)?.code).toContain(JSON.stringify(css({ p: '4' })))
  })

  it('uses the local name of the import', () => {
    const out = precompute(`import { css as style } from 'styled-system/css'\nexport function render() { return style({ p: '4' }) }\n`)
    expect(out?.code).toContain(`return ${JSON.stringify(css({ p: '4' }))}`)
  })
})
