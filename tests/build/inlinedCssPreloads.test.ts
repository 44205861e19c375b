// Dynamic imports do not fetch the inlined stylesheet again: `.css` entries leave each chunk's
// dependency table and the calls' indexes follow; a table in a form the plugin does not read fails.
import { describe, expect, it } from 'vitest'
import { withoutCssDependencies } from '../../src/build/inlinedCssPreloads'

const table = (deps: ReadonlyArray<string>) => `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(deps)})))=>i.map(i=>d[i]);`

describe('withoutCssDependencies', () => {
  it('drops the stylesheet and renumbers every call', () => {
    const code = `${table(['assets/a.js', 'assets/index-X.css', 'assets/b.js', 'assets/c.js'])}x(()=>import("./a.js"),__vite__mapDeps([0,1,2]));y(()=>import("./c.js"),__vite__mapDeps([3,1]));z(()=>import("./d.js"),__vite__mapDeps([1]))`
    expect(withoutCssDependencies(code)).toBe(
      `${table(['assets/a.js', 'assets/b.js', 'assets/c.js'])}x(()=>import("./a.js"),__vite__mapDeps([0,1]));y(()=>import("./c.js"),__vite__mapDeps([2]));z(()=>import("./d.js"),__vite__mapDeps([]))`,
    )
  })

  it('leaves chunks without stylesheet dependencies or without a table as they are', () => {
    const code = `${table(['assets/a.js'])}x(()=>import("./a.js"),__vite__mapDeps([0]))`
    expect(withoutCssDependencies(code)).toBe(code)
    expect(withoutCssDependencies('export const a = 1')).toBe('export const a = 1')
  })

  it('fails on a table it cannot read instead of leaving the fetch in', () => {
    expect(() => withoutCssDependencies('const __vite__mapDeps=(i)=>i.map(i=>deps[i])')).toThrow(/does not read/)
  })
})
