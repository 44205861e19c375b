// Vite plugin: dynamic imports no longer fetch the stylesheet every page already carries inline.
// TanStack Start writes the built stylesheet into each page as a <style> (vite.config.ts, inlineCss),
// but Vite's preload helper only knows <link rel=stylesheet>: every dynamic import whose chunk sits
// under the entry listed the entry's CSS file among its dependencies, so loading the engine, a lazy
// part of the cart or a route on a client-side navigation fetched the 10 KB stylesheet again, waited
// for it, and made the browser apply 50 KB of rules a second time. Vite's `resolveDependencies` is
// never shown the CSS files (they are added later), so this removes them from each chunk's
// dependency table (`__vite__mapDeps`) after Vite wrote it, renumbering the indexes its calls use.
// Only stylesheets the pages inline are removed (all of them, while inlineCss is on); the build fails
// if a table is found in a form this does not read, rather than leave the fetch in silently.
import type { Plugin } from 'vite'

const TABLE = /__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\)/
const CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g

/** The chunk's code without `.css` entries in its dependency table; unchanged when it has none. */
export const withoutCssDependencies = (code: string): string => {
  if (!code.includes('__vite__mapDeps')) return code
  const table = TABLE.exec(code)
  if (!table) throw new Error('__vite__mapDeps in a form src/build/inlinedCssPreloads.ts does not read')
  const deps = JSON.parse(table[1]!) as string[]
  if (!deps.some((dep) => dep.endsWith('.css'))) return code
  const kept: string[] = []
  const renumbered = new Map<number, number>()
  deps.forEach((dep, index) => {
    if (dep.endsWith('.css')) return
    renumbered.set(index, kept.length)
    kept.push(dep)
  })
  const start = table.index + table[0].indexOf(table[1]!)
  const withTable = code.slice(0, start) + JSON.stringify(kept) + code.slice(start + table[1]!.length)
  return withTable.replace(CALL, (_call, list: string) => {
    const indexes = list === '' ? [] : list.split(',').map(Number)
    return `__vite__mapDeps([${indexes.flatMap((i) => (renumbered.has(i) ? [renumbered.get(i)] : [])).join(',')}])`
  })
}

export function inlinedCssPreloads(): Plugin {
  return {
    name: 'summit:inlined-css-preloads',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue
          try {
            file.code = withoutCssDependencies(file.code)
          } catch (error) {
            this.error(`${file.fileName}: ${(error as Error).message}`)
          }
        }
      },
    },
  }
}
